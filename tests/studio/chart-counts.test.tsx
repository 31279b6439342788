import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import { Chart } from '../../src/studio/Chart.tsx';
import { collapseGraph, initialCollapsed } from '../../src/studio/collapse.ts';
import { machineGraph } from '../../src/studio/graph.ts';
import type { ChartHeat } from '../../src/studio/heat.ts';
import { layoutGraph, textWidth } from '../../src/studio/layout.ts';

/** Each state's box (its first rect) and the overlay's text lines, read from the drawn SVG. */
const boxesAndCounts = (svg: string) =>
  svg
    .split('data-testid="state-node"')
    .slice(1)
    .map((group) => {
      const id = /data-state-id="([^"]+)"/.exec(group)![1];
      const [, x, y, width, height] = /<rect x="([\d.-]+)" y="([\d.-]+)" width="([\d.-]+)" height="([\d.-]+)"/.exec(group)!.map(Number) as [number, number, number, number, number];
      const overlay = group.split('data-testid="state-overlay"')[1]?.split('</g>')[0] ?? '';
      const lines = [...overlay.matchAll(/<text x="([\d.-]+)" y="([\d.-]+)"[^>]*>([^<]*)<\/text>/g)].map(([, tx, ty, text]) => ({ x: Number(tx), y: Number(ty), text: text ?? '' }));
      return { id, box: { x, y, width, height }, lines };
    });

// The Journeys tab labels every state with its counts: each line must lie inside its state's box,
// for every machine as it opens (folded), with the widest counts the box makes room for.
describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s with counts', (_, { machine, labels }) => {
  it.each([true, false])("draws each state's counts inside its box (arrow labels: %s)", async (arrowLabels) => {
    const graph = collapseGraph(machineGraph(machine, labels), initialCollapsed(machineGraph(machine, labels)));
    const drawing = await layoutGraph(graph, { arrowLabels, counts: true });
    const overlay: ChartHeat = {
      states: Object.fromEntries(drawing.nodes.map((drawn) => [drawn.id, { visits: 99_999, dropOffs: 99_999, medianMs: 3_540_000 }])),
      transitions: {},
    };
    const drawn = boxesAndCounts(renderToStaticMarkup(<Chart drawing={drawing} marks={{}} scale={1} title="t" overlay={overlay} />));
    expect(drawn.filter((state) => state.lines.length > 0).length).toBeGreaterThan(0);
    for (const { id, box, lines } of drawn) {
      for (const line of lines) {
        expect({ id, line: line.text, left: line.x >= box.x, right: line.x + textWidth(line.text) <= box.x + box.width, inside: line.y > box.y && line.y <= box.y + box.height }).toEqual({
          id,
          line: line.text,
          left: true,
          right: true,
          inside: true,
        });
      }
    }
  });
});
