import { forwardRef } from 'react';
import { actorLines } from './graph.ts';
import { heatLines, maxVisits, shareWidth, visitTint, type ChartHeat } from './heat.ts';
import { ASCENT, FONT_SIZE, LINE_HEIGHT, PAD, textWidth, type DrawnEdge, type DrawnNode, type Drawing } from './layout.ts';

/** What the chart highlights: the current states, the transitions just taken, a coverage heat map. */
export interface ChartMarks {
  active?: ReadonlySet<string>;
  /** Coverage keys of transitions to emphasise (the step just replayed, the last event). */
  taken?: ReadonlySet<string>;
  /** Heat per state id (steps of the tests' paths in it); with `walked`, the heat map. */
  heat?: ReadonlyMap<string, number>;
  stateWalked?: (id: string) => boolean;
  transitionWalked?: (key: string) => boolean;
}

const FONT = "'DejaVu Sans Mono', Menlo, Consolas, monospace";
const colors = {
  text: '#1a202c',
  muted: '#4a5568',
  edge: '#4a5568',
  box: '#ffffff',
  compound: '#f7fafc',
  border: '#718096',
  active: '#2b6cb0',
  activeFill: '#e6f0fb',
  missing: '#c53030',
  missingFill: '#fff5f5',
  overlay: '#553c9a',
  selected: '#d69e2e',
  way: '#c05621',
};

/** White to orange: how often the tests' paths were in a state. */
const heatColor = (heat: number, max: number) => {
  const t = max > 0 ? Math.min(1, heat / max) : 0;
  const mix = (from: number, to: number) => Math.round(from + (to - from) * Math.sqrt(t));
  return `rgb(${mix(255, 246)}, ${mix(255, 173)}, ${mix(255, 85)})`;
};

const path = (edge: DrawnEdge) => edge.points.map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');

/**
 * The analytics overlay of one state: its counts, a line each under its name and details, in the
 * room the layout keeps for them when the Journeys tab is open (layoutGraph's `counts`).
 */
const OverlayLabel = ({ drawn, lines }: { drawn: DrawnNode; lines: string[] }) => {
  const top = drawn.y + PAD + (drawn.title.length + drawn.details.length) * LINE_HEIGHT;
  return (
    <g data-testid="state-overlay">
      <rect x={drawn.x + PAD / 2} y={top} width={drawn.width - PAD} height={lines.length * LINE_HEIGHT} rx={6} fill="#ffffff" stroke={colors.overlay} />
      {lines.map((line, index) => (
        <text key={index} x={drawn.x + PAD} y={top + ASCENT + 2 + index * LINE_HEIGHT} style={{ fontFamily: FONT, fontSize: FONT_SIZE }} fill={colors.overlay}>
          {line}
        </text>
      ))}
    </g>
  );
};

interface StateBoxProps {
  drawn: DrawnNode;
  marks: ChartMarks;
  maxHeat: number;
  overlay?: ChartHeat;
  maxVisited: number;
  selected: boolean;
}

const StateBox = ({ drawn, marks, maxHeat, overlay, maxVisited, selected }: StateBoxProps) => {
  const { node } = drawn;
  const compound = node.children.length > 0;
  const active = marks.active?.has(node.id) ?? false;
  const walked = marks.stateWalked?.(node.id) ?? true;
  const heat = marks.heat?.get(node.id);
  const visited = overlay?.states[node.id];
  const fill = active
    ? colors.activeFill
    : !walked
      ? colors.missingFill
      : heat !== undefined
        ? heatColor(heat, maxHeat)
        : visited && !compound
          ? visitTint(visited.visits, maxVisited)
          : compound
            ? colors.compound
            : colors.box;
  const stroke = active ? colors.active : !walked ? colors.missing : colors.border;
  return (
    <g data-testid="state-node" data-state-id={node.id} data-active={active || undefined} data-walked={walked} data-heat={heat} data-visits={visited?.visits} data-selected={selected || undefined} data-collapsed={node.hidden ? true : undefined}>
      {/* hovering a state names it both ways, words and XState id, and the actors it runs */}
      <title>{[`${node.label} (${node.id})`, ...actorLines(node)].join('\n')}</title>
      <rect
        x={drawn.x}
        y={drawn.y}
        width={drawn.width}
        height={drawn.height}
        rx={node.type === 'final' ? 4 : 8}
        fill={fill}
        stroke={stroke}
        strokeWidth={active ? 3 : 1.2}
        strokeDasharray={!walked ? '6 3' : node.region ? '4 3' : undefined}
      />
      {node.type === 'final' && <rect x={drawn.x + 3} y={drawn.y + 3} width={drawn.width - 6} height={drawn.height - 6} rx={3} fill="none" stroke={stroke} strokeWidth={1} />}
      {node.initial && (
        <g>
          <circle cx={drawn.x - 6} cy={drawn.y - 6} r={4} fill={colors.text} />
          <line x1={drawn.x - 3} y1={drawn.y - 3} x2={drawn.x + 4} y2={drawn.y + 4} stroke={colors.text} strokeWidth={1.5} />
        </g>
      )}
      {drawn.title.map((line, index) => (
        <text key={`t${index}`} x={drawn.x + PAD} y={drawn.y + PAD + ASCENT + index * LINE_HEIGHT} style={{ fontFamily: FONT, fontSize: FONT_SIZE, fontWeight: 'bold' }} fill={colors.text}>
          {line}
        </text>
      ))}
      {drawn.details.map((line, index) => (
        <text key={index} x={drawn.x + PAD} y={drawn.y + PAD + ASCENT + (drawn.title.length + index) * LINE_HEIGHT} style={{ fontFamily: FONT, fontSize: FONT_SIZE }} fill={colors.muted}>
          {line}
        </text>
      ))}
      {heat !== undefined && heat > 0 && !compound && (
        <text x={drawn.x + drawn.width - 6} y={drawn.y + drawn.height - 6} textAnchor="end" style={{ fontFamily: FONT, fontSize: FONT_SIZE }} fill={colors.muted}>
          {heat}×
        </text>
      )}
      {visited && <OverlayLabel drawn={drawn} lines={heatLines(visited)} />}
      {selected && <rect x={drawn.x - 5} y={drawn.y - 5} width={drawn.width + 10} height={drawn.height + 10} rx={11} fill="none" stroke={colors.selected} strokeWidth={4} />}
    </g>
  );
};

/** The sum of a figure over an arrow's transitions; undefined when none of them has one. */
const total = (values: Array<number | undefined>) => (values.some((value) => value !== undefined) ? values.reduce<number>((sum, value) => sum + (value ?? 0), 0) : undefined);

const Transition = ({ drawn, marks, overlay }: { drawn: DrawnEdge; marks: ChartMarks; overlay?: ChartHeat }) => {
  const keys = drawn.edges.map((edge) => edge.key);
  const taken = keys.some((key) => marks.taken?.has(key));
  const walked = keys.every((key) => marks.transitionWalked?.(key) ?? true);
  const shares = total(keys.map((key) => overlay?.transitions[key]?.share));
  const share = shares === undefined ? undefined : Math.min(1, shares);
  const way = total(keys.map((key) => overlay?.ways?.[key]));
  // hovering an arrow names each of its transitions, in words and by its key
  const hover = drawn.all.map((line, index) => `${line} (${keys[index]})`).join('\n');
  const stroke = taken ? colors.active : !walked ? colors.missing : way !== undefined ? colors.way : share !== undefined ? colors.overlay : colors.edge;
  const marker = taken ? 'url(#studio-arrow-active)' : !walked ? 'url(#studio-arrow-missing)' : way !== undefined ? 'url(#studio-arrow-way)' : 'url(#studio-arrow)';
  const width = way !== undefined ? 5 : share !== undefined ? shareWidth(share) : taken ? 2.5 : 1.2;
  return (
    <g data-testid="transition" data-transition={keys.join(' | ')} data-taken={taken || undefined} data-walked={walked} data-share={share} data-way={way}>
      <path d={path(drawn)} fill="none" stroke={stroke} strokeOpacity={share !== undefined && !taken && way === undefined ? 0.75 : 1} strokeWidth={width} strokeDasharray={!walked ? '6 3' : undefined} markerEnd={marker} />
      {/* a wide invisible line under the pointer: a thin arrow is hard to hover */}
      <path d={path(drawn)} fill="none" stroke="transparent" strokeWidth={10}>
        <title>{share !== undefined ? `${hover}\n${Math.round(share * 1000) / 10}% of sessions` : hover}</title>
      </path>
      {way !== undefined && <WayCount drawn={drawn} taken={way} />}
      {drawn.label && (
        <g>
          <title>{hover}</title>
          <rect x={drawn.label.x} y={drawn.label.y} width={drawn.label.width} height={drawn.label.height} rx={3} fill="#ffffff" fillOpacity={0.92} stroke={taken ? colors.active : 'none'} />
          {drawn.label.lines.map((line, index) => (
            <text
              key={index}
              x={drawn.label!.x + 4}
              y={drawn.label!.y + 2 + ASCENT + index * LINE_HEIGHT}
              style={{ fontFamily: FONT, fontSize: FONT_SIZE, fontWeight: index === 0 ? 'bold' : 'normal' }}
              fill={!walked ? colors.missing : index === 0 ? colors.text : colors.muted}
            >
              {line}
            </text>
          ))}
        </g>
      )}
    </g>
  );
};

/** How often a transition on a way in was taken, in a badge at the middle of its line. */
const WayCount = ({ drawn, taken }: { drawn: DrawnEdge; taken: number }) => {
  const at = drawn.points[Math.floor(drawn.points.length / 2)];
  if (!at) return null;
  const text = `${taken.toLocaleString('en-US')}×`;
  const width = textWidth(text) + PAD;
  return (
    <g data-testid="way-count">
      <rect x={at.x - width / 2} y={at.y - LINE_HEIGHT / 2} width={width} height={LINE_HEIGHT} rx={LINE_HEIGHT / 2} fill={colors.way} />
      <text x={at.x} y={at.y - LINE_HEIGHT / 2 + ASCENT + 2} textAnchor="middle" style={{ fontFamily: FONT, fontSize: FONT_SIZE, fontWeight: 'bold' }} fill="#ffffff">
        {text}
      </text>
    </g>
  );
};

const Arrow = ({ id, color }: { id: string; color: string }) => (
  <marker id={id} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
    <path d="M0,0 L10,5 L0,10 z" fill={color} />
  </marker>
);

export interface ChartProps {
  drawing: Drawing;
  marks: ChartMarks;
  scale: number;
  title: string;
  /** The analytics heat map (issue 17 section 2): a tint and a label per state, edges as wide as their share. */
  overlay?: ChartHeat;
  /** The state the analyst chose (a search, a list, a deep link): ringed. */
  selected?: string | null;
}

/** The statechart drawn from ELK's layout: boxes by depth (containers first), then edges on top. */
export const Chart = forwardRef<SVGSVGElement, ChartProps>(function Chart({ drawing, marks, scale, title, overlay, selected }, ref) {
  const maxHeat = Math.max(0, ...(marks.heat?.values() ?? []));
  const maxVisited = overlay ? maxVisits(overlay) : 0;
  const byDepth = [...drawing.nodes].sort((a, b) => a.depth - b.depth);
  return (
    <svg
      ref={ref}
      role="img"
      aria-label={title}
      data-testid="statechart"
      viewBox={`0 0 ${Math.ceil(drawing.width)} ${Math.ceil(drawing.height)}`}
      width={Math.ceil(drawing.width * scale)}
      height={Math.ceil(drawing.height * scale)}
      style={{ display: 'block', background: '#ffffff' }}
    >
      <defs>
        <Arrow id="studio-arrow" color={colors.edge} />
        <Arrow id="studio-arrow-active" color={colors.active} />
        <Arrow id="studio-arrow-missing" color={colors.missing} />
        <Arrow id="studio-arrow-way" color={colors.way} />
      </defs>
      <rect x={0} y={0} width={drawing.width} height={drawing.height} fill="#ffffff" />
      {byDepth.map((drawn) => (
        <StateBox key={drawn.id} drawn={drawn} marks={marks} maxHeat={maxHeat} overlay={overlay} maxVisited={maxVisited} selected={drawn.id === selected} />
      ))}
      {drawing.edges.map((drawn) => (
        <Transition key={drawn.id} drawn={drawn} marks={marks} overlay={overlay} />
      ))}
    </svg>
  );
});
