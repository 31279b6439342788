// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DWELL_BUCKETS_MS, analyticsMessages, type MachineCounts } from '../../contract/analytics.ts';
import { JourneyPanel } from '../../src/studio/analytics/JourneyPanel.tsx';
import { chartHeatOf } from '../../src/studio/analytics/funnel.ts';
import { recentDays } from '../../src/studio/analytics/use-journey-counts.ts';
import { wizardFunnelSteps } from '../../src/studio/analytics/wizard-steps.ts';
import { renderWithProviders } from './render.tsx';

afterEach(cleanup);

const range = recentDays(28);
const dwell = (bucket: number) => DWELL_BUCKETS_MS.map((_, index) => (index === bucket ? 4 : 0));
const countsOf = (machine: string, sessions: number, dropOffs: number): MachineCounts => ({
  machine,
  ...range,
  states: [
    { id: machine, visits: sessions, sessions, dropOffs, dwell: dwell(11) },
    { id: `${machine}.editing`, visits: sessions * 2, sessions, dropOffs, dwell: dwell(3) },
  ],
  transitions: [{ key: `${machine}.editing —user.next[0]→ ${machine}.done`, taken: sessions, sessions: Math.round(sessions / 2) }],
});
const answered = (counts: MachineCounts): [readonly unknown[], unknown] => [['journeyCounts', counts.machine, range.from, range.to], counts];

describe('the Journeys panel (src/studio/analytics/JourneyPanel.tsx)', () => {
  const quote = countsOf('quote', 120, 18);
  const steps = wizardFunnelSteps.map((step, index) => countsOf(step.machineId, 100 - index * 10, 5));

  it("draws the machine's counts on the chart and shows its totals, busiest states and the wizard's funnel", () => {
    const onHeat = vi.fn();
    renderWithProviders(<JourneyPanel machineId="quote" onHeat={onHeat} />, [answered(quote), ...steps.map(answered)]);
    expect(onHeat).toHaveBeenLastCalledWith(chartHeatOf(quote));
    expect(screen.getByTestId('journey-totals').textContent).toBe('120 sessions · 18 left the site here');
    expect(within(screen.getByTestId('journey-states')).getAllByRole('row')[1]!.textContent).toBe('editing240181.5 s');
    const funnel = within(screen.getByRole('table', { name: 'Enrollment wizard funnel' })).getAllByRole('row');
    expect(funnel).toHaveLength(wizardFunnelSteps.length + 1);
    expect(funnel[1]!.textContent).toBe(`${wizardFunnelSteps[0]!.label}100100%5 (5%)37.5 s`);
    expect(funnel[2]!.textContent).toBe(`${wizardFunnelSteps[1]!.label}9090%5 (6%)37.5 s`);
  });

  it('says at the field when the first day is after the last, and takes the heat map off the chart', () => {
    const onHeat = vi.fn();
    renderWithProviders(<JourneyPanel machineId="quote" onHeat={onHeat} />, [answered(quote), ...steps.map(answered)]);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(screen.getByText(analyticsMessages.rangeOrder)).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(onHeat).toHaveBeenLastCalledWith(null);
    expect((screen.getByRole('button', { name: 'Refresh counts' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
