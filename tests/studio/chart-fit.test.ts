import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import { collapseGraph, initialCollapsed } from '../../src/studio/collapse.ts';
import { machineGraph } from '../../src/studio/graph.ts';
import { FONT_SIZE, layoutGraph } from '../../src/studio/layout.ts';
import { fit, MIN_FIT_SCALE, READABLE_TEXT_PX, showsArrowLabels } from '../../src/studio/view.ts';
import { PANE_1440x900 } from './chart-pane.ts';

// Issue 26: every machine's chart, as it opens (compound states folded), fits whole in the pane
// at 1440x900 at 50% or more, its text (every line is FONT_SIZE, Chart.tsx) 10 px or more on the
// screen at that scale (pure layout maths, no browser).
describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s folded', (_, { machine, labels }) => {
  it('fits the pane at 1440x900 at 50% or more, its text 10 px or more on the screen', async () => {
    const graph = machineGraph(machine, labels);
    const folded = collapseGraph(graph, initialCollapsed(graph));
    const labelled = await layoutGraph(folded);
    // bare arrows only when the labelled chart does not fit
    const shown = showsArrowLabels(labelled, PANE_1440x900) ? labelled : await layoutGraph(folded, { arrowLabels: false });
    const { scale } = fit(shown, PANE_1440x900);
    expect(scale).toBeGreaterThanOrEqual(0.5);
    expect(scale).toBeGreaterThanOrEqual(MIN_FIT_SCALE);
    expect(FONT_SIZE * scale).toBeGreaterThanOrEqual(READABLE_TEXT_PX);
  });
});
