import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { forwardRef, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Chart, type ChartMarks } from './Chart.tsx';
import type { ChartHeat } from './heat.ts';
import type { Drawing } from './layout.ts';
import { Minimap } from './Minimap.tsx';
import { centreOnPoint, fit, MIN_FIT_SCALE, focusOn, follow, openingView, overflows, PAN_STEP, panBy, showsArrowLabels, union, ZOOM_STEP, zoomAt, zoomTo, type Rect, type Size, type View } from './view.ts';

export interface ChartViewProps {
  /** The chart with its arrows labelled. */
  labelled: Drawing;
  /** The chart with bare arrows, once asked for (onWantBare): shown when the labelled one does not fit. */
  bare: Drawing | null;
  onWantBare: () => void;
  marks: ChartMarks;
  title: string;
  overlay?: ChartHeat;
  /** The state the analyst chose: centred (readable) and ringed. */
  selected: string | null;
  /** The states the view keeps in sight (the simulated, live or replayed state), as drawn. */
  followed: readonly string[];
  onSelect: (id: string) => void;
  onToggle: (id: string) => void;
}

/** The state under a point of the screen (pointer capture makes the box the events' target). */
const stateAt = (event: { clientX: number; clientY: number }) =>
  document.elementFromPoint(event.clientX, event.clientY)?.closest('[data-state-id]')?.getAttribute('data-state-id') ?? null;

const rectOf = (drawing: Drawing, ids: readonly string[]): Rect | null => union(drawing.nodes.filter((node) => ids.includes(node.id)));

/** A chart opens whole if it fits at MIN_FIT_SCALE (every folded chart at 1440x900 does), else from its machine's first state. */
const opened = (drawing: Drawing, viewport: Size): View => {
  const first = drawing.nodes.find((node) => node.depth === 0 && node.node.initial) ?? drawing.nodes[0];
  return first ? openingView(drawing, viewport, first, MIN_FIT_SCALE) : fit(drawing, viewport);
};

/** A click is a press that moved less than this; more is a drag. */
const CLICK_SLOP = 4;

/**
 * The chart in a viewport: opens fitted, wheel or pinch zooms around the pointer, drag (or
 * space-drag) pans, arrows pan and +/- zoom; it follows the active state and centres the chosen one.
 */
export const ChartView = forwardRef<SVGSVGElement, ChartViewProps>(function ChartView({ labelled, bare, onWantBare, marks, title, overlay, selected, followed, onSelect, onToggle }, svg) {
  const box = useRef<HTMLDivElement>(null);
  const [viewport, setViewport] = useState<Size | null>(null);
  const [view, setView] = useState<View>({ x: 0, y: 0, scale: 1 });
  const [spaceHeld, setSpaceHeld] = useState(false);
  /** The analyst's choice of arrow labels; until then, labelled when that fits (showsArrowLabels). */
  const [labels, setLabels] = useState<boolean | undefined>(undefined);
  const arrowLabels = viewport ? showsArrowLabels(labelled, viewport, labels) : true;
  useEffect(() => {
    if (!arrowLabels) onWantBare();
  }, [arrowLabels, onWantBare]);
  const drawing = !arrowLabels && bare ? bare : labelled;
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pressed = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  /** The last click opened a collapsed state: the double-click it belongs to must not fold it again. */
  const openedByClick = useRef(false);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setViewport({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // a new drawing (another machine, a state collapsed) opens readable, or on the chosen state
  const ready = viewport !== null;
  useLayoutEffect(() => {
    if (!viewport) return;
    const chosen = selected ? rectOf(drawing, [selected]) : null;
    setView(chosen ? focusOn(opened(drawing, viewport), chosen, viewport) : opened(drawing, viewport));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new drawing or the first measure re-fits
  }, [drawing, ready]);

  // a state chosen in a list, the search box or a deep link is centred
  useEffect(() => {
    const chosen = selected && viewport ? rectOf(drawing, [selected]) : null;
    if (chosen && viewport) setView((current) => focusOn(current, chosen, viewport));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a resize does not re-centre
  }, [selected, drawing]);

  // the active state stays in sight; the first one after a deep link does not take the view from the chosen state
  const followKey = followed.join('|');
  const lastFollowed = useRef('');
  useEffect(() => {
    const first = lastFollowed.current === '';
    lastFollowed.current = followKey;
    if (first && selected) return;
    const active = viewport ? rectOf(drawing, followed) : null;
    // a chart wholly in view shows the active state already: the view stays put
    if (active && viewport) setView((current) => (overflows(current, drawing, viewport) ? follow(current, active, viewport) : current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- followKey stands for followed
  }, [followKey, drawing, viewport]);

  // wheel and trackpad pinch (a wheel event with ctrlKey) zoom around the pointer; React's wheel listener is passive
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const bounds = element.getBoundingClientRect();
      const factor = Math.exp(-event.deltaY * (event.ctrlKey ? 0.01 : 0.0015));
      setView((current) => zoomAt(current, factor, { x: event.clientX - bounds.left, y: event.clientY - bounds.top }));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const local = (event: { clientX: number; clientY: number }) => {
    const bounds = box.current!.getBoundingClientRect();
    return { x: event.clientX - bounds.left, y: event.clientY - bounds.top };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    box.current?.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    pressed.current = { ...local(event), moved: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const now = local(event);
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
    pointers.current.set(event.pointerId, now);
    if (pressed.current && Math.hypot(now.x - pressed.current.x, now.y - pressed.current.y) > CLICK_SLOP) pressed.current.moved = true;
    const other = others[0];
    if (other) {
      // two fingers: pinch zooms around their midpoint
      const factor = Math.hypot(now.x - other.x, now.y - other.y) / Math.max(1, Math.hypot(before.x - other.x, before.y - other.y));
      setView((current) => zoomAt(current, factor, { x: (now.x + other.x) / 2, y: (now.y + other.y) / 2 }));
    } else {
      setView((current) => panBy(current, now.x - before.x, now.y - before.y));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    const press = pressed.current;
    pressed.current = null;
    if (!press || press.moved || spaceHeld) return;
    const id = stateAt(event);
    openedByClick.current = Boolean(drawing.nodes.find((node) => node.id === id)?.node.hidden);
    if (id) onSelect(id);
  };

  const zoomBy = useCallback((factor: number) => setView((current) => zoomAt(current, factor, { x: (viewport?.width ?? 0) / 2, y: (viewport?.height ?? 0) / 2 })), [viewport]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, [number, number]> = { ArrowLeft: [PAN_STEP, 0], ArrowRight: [-PAN_STEP, 0], ArrowUp: [0, PAN_STEP], ArrowDown: [0, -PAN_STEP] };
    const move = moves[event.key];
    if (move) setView((current) => panBy(current, ...move));
    else if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
    else if (event.key === '-' || event.key === '_') zoomBy(1 / ZOOM_STEP);
    else if (event.key === ' ') setSpaceHeld(true);
    else return;
    event.preventDefault();
  };

  const fitted = viewport ? fit(drawing, viewport) : view;
  const showMinimap = viewport !== null && overflows(view, drawing, viewport);
  return (
    <Box>
      <Flex gap="2" mb="2" align="center" wrap="wrap" role="toolbar" aria-label="View">
        <Button size="xs" variant="outline" onClick={() => viewport && setView(fit(drawing, viewport))}>
          Fit
        </Button>
        <Button size="xs" variant="outline" onClick={() => viewport && setView((current) => zoomTo(current, 1, viewport))}>
          Actual size
        </Button>
        <Button size="xs" variant="outline" aria-label="Zoom out" onClick={() => zoomBy(1 / ZOOM_STEP)}>
          −
        </Button>
        <Button size="xs" variant="outline" aria-label="Zoom in" onClick={() => zoomBy(ZOOM_STEP)}>
          +
        </Button>
        <Text fontSize="xs" color="fg.muted" data-testid="zoom-level" minW="10">
          {Math.round(view.scale * 100)}%
        </Text>
        <Button size="xs" variant="outline" aria-pressed={drawing === labelled} onClick={() => setLabels(drawing !== labelled)}>
          Label the arrows
        </Button>
      </Flex>
      <Box
        ref={box}
        position="relative"
        overflow="hidden"
        borderWidth="1px"
        bg="white"
        h="calc(100vh - 240px)"
        minH="360px"
        tabIndex={0}
        role="region"
        aria-label={`${title}: arrows pan, + and − zoom`}
        aria-roledescription="chart viewport"
        data-testid="chart-viewport"
        data-scale={view.scale}
        data-fit-scale={fitted.scale}
        cursor={spaceHeld ? 'grab' : 'default'}
        style={{ touchAction: 'none' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => event.key === ' ' && setSpaceHeld(false)}
        onBlur={() => setSpaceHeld(false)}
        onDoubleClick={(event) => {
          if (openedByClick.current) return void (openedByClick.current = false);
          const id = stateAt(event);
          const node = drawing.nodes.find((candidate) => candidate.id === id);
          if (node && (node.node.children.length > 0 || node.node.hidden)) onToggle(node.id);
        }}
      >
        <Box position="absolute" left="0" top="0" style={{ transform: `translate(${view.x}px, ${view.y}px)`, transformOrigin: '0 0' }}>
          <Chart ref={svg} drawing={drawing} marks={marks} scale={view.scale} title={title} overlay={overlay} selected={selected} />
        </Box>
        {showMinimap && viewport && <Minimap drawing={drawing} view={view} viewport={viewport} onCentre={(point) => setView((current) => centreOnPoint(current, point, viewport))} />}
      </Box>
      <Text fontSize="xs" color="fg.muted" mt="1">
        Drag or arrows: pan · wheel, pinch or +/−: zoom · click a state: centre it, a folded one (▸) opens · double-click a compound state: fold it · hover an arrow: its events
      </Text>
    </Box>
  );
});
