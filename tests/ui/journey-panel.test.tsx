// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DWELL_BUCKETS_MS, analyticsMessages, type MachineCounts } from '../../contract/analytics.ts';
import { JourneyPanel } from '../../src/studio/analytics/JourneyPanel.tsx';
import { chartHeatOf } from '../../src/studio/analytics/funnel.ts';
import { recentDays } from '../../src/studio/analytics/use-journey-counts.ts';
import { FunnelPanel } from '../../src/studio/analytics/FunnelPanel.tsx';
import { funnelStateId, WIZARD_FUNNEL } from '../../contract/analytics.ts';
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

  const words: Record<string, string> = { 'quote.editing': 'Editing the quote', 'quote.start': 'Starting', 'quote.resumed': 'Resuming' };
  const stateName = (id: string) => words[id] ?? id;

  it("draws the machine's counts on the chart and shows its totals and busiest states, in words", () => {
    const onHeat = vi.fn();
    renderWithProviders(<JourneyPanel machineId="quote" stateName={stateName} onHeat={onHeat} />, [answered(quote)]);
    expect(onHeat).toHaveBeenLastCalledWith({ ...chartHeatOf(quote), ways: {} });
    expect(screen.getByTestId('journey-totals').textContent).toBe('120 sessions · 18 left the site here');
    expect(within(screen.getByTestId('journey-states')).getAllByRole('row')[1]!.textContent).toBe('Editing the quote240181.5 s');
  });

  it('says why they left a state: the most common ways into it, drawn on the chart with their counts', () => {
    const onHeat = vi.fn();
    const into = (from: string, taken: number) => ({ key: `${from} —user.begin[0]→ quote.editing`, taken, sessions: taken });
    const withWays: MachineCounts = { ...quote, transitions: [...quote.transitions, into('quote.start', 90), into('quote.resumed', 30)] };
    renderWithProviders(<JourneyPanel machineId="quote" stateName={stateName} onHeat={onHeat} />, [answered(withWays)]);
    const why = screen.getByTestId('why-they-left');
    expect((within(why).getByLabelText('Left the site in') as HTMLSelectElement).value).toBe('quote.editing');
    expect(within(screen.getByTestId('ways-in')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Starting → Editing the quote (at most 90 sessions, 75% of the ways in)',
      'Resuming → Editing the quote (at most 30 sessions, 25% of the ways in)',
    ]);
    expect(onHeat).toHaveBeenLastCalledWith(expect.objectContaining({ ways: { [into('quote.start', 0).key]: 90, [into('quote.resumed', 0).key]: 30 } }));
  });

  it('says at the field when the first day is after the last, and takes the heat map off the chart', () => {
    const onHeat = vi.fn();
    renderWithProviders(<JourneyPanel machineId="quote" stateName={stateName} onHeat={onHeat} />, [answered(quote)]);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(screen.getByText(analyticsMessages.rangeOrder)).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(onHeat).toHaveBeenLastCalledWith(null);
    expect((screen.getByRole('button', { name: 'Refresh counts' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the Funnel panel (src/studio/analytics/FunnelPanel.tsx)', () => {
  it('gives one row per step met, sessions that got that far, the share of the row above, those who left and the median', () => {
    const state = (tab: string, furthest: number, left: number) => ({ id: funnelStateId(tab), visits: furthest, sessions: furthest, dropOffs: left, dwell: dwell(11) });
    const funnel: MachineCounts = { machine: WIZARD_FUNNEL, ...range, states: [state('primary_info', 40, 30), state('contact_info', 10, 4), state('billing_info', 50, 5)], transitions: [] };
    const onWhyLeft = vi.fn();
    renderWithProviders(<FunnelPanel onWhyLeft={onWhyLeft} />, [answered(funnel)]);
    const rows = within(screen.getByRole('table', { name: 'Enrollment wizard funnel' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent).slice(1)).toEqual(['Personal Information100100%3037.5 sWhy?', 'Contact Information6060%437.5 sWhy?', 'Billing Information5083%537.5 sWhy?']);
    // why they left a step: its step machine's journeys
    fireEvent.click(screen.getByRole('button', { name: 'Why they left Billing Information' }));
    expect(onWhyLeft).toHaveBeenCalledWith('billingStep');
  });
});
