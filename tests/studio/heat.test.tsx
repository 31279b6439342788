import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { locationBannerMachine } from '../../machines/location/location-banner.machine.ts';
import { Chart } from '../../src/studio/Chart.tsx';
import { machineGraph } from '../../src/studio/graph.ts';
import { heatLines, maxVisits, shareWidth, visitTint, type ChartHeat } from '../../src/studio/heat.ts';
import { layoutGraph } from '../../src/studio/layout.ts';

describe('the analytics overlay of a chart', () => {
  it('tints by visits from white, labels visits, drop-offs and the median, widens edges by share', () => {
    expect(visitTint(0, 10)).toBe('rgb(255, 255, 255)');
    expect(visitTint(10, 10)).toBe('rgb(214, 188, 250)');
    expect(visitTint(3, 0)).toBe('rgb(255, 255, 255)');
    expect(shareWidth(0)).toBe(1.2);
    expect(shareWidth(1)).toBe(9);
    expect(shareWidth(7)).toBe(9);
    expect(heatLines({ visits: 1204, dropOffs: 37, medianMs: 12_340 })).toEqual(['1,204 visits', '37 drop-offs', '12.3 s']);
    expect(heatLines({ visits: 2, dropOffs: 0, medianMs: null })).toEqual(['2 visits', '0 drop-offs']);
    expect(maxVisits({ states: {}, transitions: {} })).toBe(0);
  });

  it('is drawn on the states and transitions it names, keyed by state id and coverage key', async () => {
    const graph = machineGraph(locationBannerMachine);
    const drawing = await layoutGraph(graph);
    const edge = graph.edges.find((candidate) => candidate.eventType === 'user.allow')!;
    const overlay: ChartHeat = {
      states: { 'locationBanner.asking': { visits: 40, dropOffs: 12, medianMs: 4000 } },
      transitions: { [edge.key]: { share: 0.5 } },
    };
    const plain = renderToStaticMarkup(<Chart drawing={drawing} marks={{}} scale={1} title="t" />);
    const drawn = renderToStaticMarkup(<Chart drawing={drawing} marks={{}} scale={1} title="t" overlay={overlay} />);
    expect(plain).not.toContain('state-overlay');
    expect(drawn.match(/data-testid="state-overlay"/g)).toHaveLength(1);
    for (const line of ['40 visits', '12 drop-offs', '4 s']) expect(drawn).toContain(`>${line}</text>`);
    expect(drawn).toContain('data-visits="40"');
    expect(drawn).toContain(`stroke-width="${shareWidth(0.5)}"`);
    expect(drawn).toContain('50% of sessions');
  });
});
