import { DWELL_BUCKETS_MS, type MachineCounts, type StateCounts } from '../../../contract/analytics.ts';
import type { ChartHeat } from '../heat.ts';

/**
 * The heat map's arithmetic (docs/studio.md, Where applicants go), from the counters only: the
 * server keeps no trail per session, so medians come from dwell histograms and shares from
 * session counts.
 */

/**
 * The median of a dwell histogram (counts per DWELL_BUCKETS_MS bucket), interpolated inside the
 * bucket it falls in; in the open-ended last bucket, that bucket's bound. Null with no samples.
 */
export const medianOfHistogram = (histogram: readonly number[]): number | null => {
  const total = histogram.reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const half = total / 2;
  let below = 0;
  for (const [bucket, count] of histogram.entries()) {
    if (count > 0 && below + count >= half) {
      const from = DWELL_BUCKETS_MS[bucket] ?? 0;
      const to = DWELL_BUCKETS_MS[bucket + 1];
      return to === undefined ? from : from + ((to - from) * (half - below)) / count;
    }
    below += count;
  }
  return null;
};

/** The state a transition key leaves: `source —event[index]→ targets`. */
export const sourceOfTransition = (key: string): string => key.slice(0, key.indexOf(' —'));

/** A part of a whole, 0 when there is no whole, never above 1 (a session may count a day late). */
export const shareOf = (part: number, whole: number): number => (whole > 0 ? Math.min(1, part / whole) : 0);

/** What the chart draws: per state visits, drop-offs and median time; per transition the share of the source's sessions that took it. */
export const chartHeatOf = (counts: MachineCounts): ChartHeat => {
  const sessionsOf = new Map(counts.states.map((state) => [state.id, state.sessions]));
  return {
    states: Object.fromEntries(
      counts.states.filter((state) => state.id !== counts.machine).map((state) => [state.id, { visits: state.visits, dropOffs: state.dropOffs, medianMs: medianOfHistogram(state.dwell) }]),
    ),
    transitions: Object.fromEntries(
      counts.transitions.map((transition) => [transition.key, { share: shareOf(transition.sessions, sessionsOf.get(sourceOfTransition(transition.key)) ?? 0) }]),
    ),
  };
};

/** A machine's sessions (its root's): tabs that ran it at all. */
export const machineTotals = (counts: MachineCounts | undefined): StateCounts | undefined => counts?.states.find((state) => state.id === counts.machine);
