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

/** One row of the wizard's funnel table. */
export interface FunnelRow {
  label: string;
  sessions: number;
  /** Of the first step's sessions. */
  ofFirst: number;
  /** Sessions that closed the tab during this step. */
  dropOffs: number;
  /** Of this step's sessions. */
  dropOffShare: number;
  medianMs: number | null;
}

/** The wizard's steps in order, each with its machine's counters: sessions, how many of the first step's, drop-offs, median time. */
export const funnelRows = (steps: readonly { label: string; counts: MachineCounts | undefined }[]): FunnelRow[] => {
  const totals = steps.map((step) => machineTotals(step.counts));
  const first = totals[0]?.sessions ?? 0;
  return steps.map((step, index) => {
    const total = totals[index];
    const sessions = total?.sessions ?? 0;
    const dropOffs = total?.dropOffs ?? 0;
    return { label: step.label, sessions, ofFirst: shareOf(sessions, first), dropOffs, dropOffShare: shareOf(dropOffs, sessions), medianMs: total ? medianOfHistogram(total.dwell) : null };
  });
};
