import { funnelStateId, type MachineCounts } from '../../../contract/analytics.ts';
import { steps, tabNameSchema, type TabName } from '../../../contract/steps.ts';
import { medianOfHistogram, shareOf } from './funnel.ts';

/**
 * The wizard's funnel (docs/studio.md, Funnel): one row per step (tab) in the order journeys meet
 * them. The server keeps, per day and tab, three counters and nothing per person: the sessions
 * whose furthest step it was, those of them that closed the tab there, and the time spent in it.
 * A row's sessions are those that got at least this far (its own and every later row's furthest),
 * so each row is by construction at most the previous row less those who left there.
 */

/** What the server keeps of a tab: sessions whose furthest step it was, those that left there, a dwell histogram. */
export interface StepCounters {
  furthest: number;
  left: number;
  dwell: number[];
}

/** The counters as the server answers them (get-journey-counts of WIZARD_FUNNEL): sessions are furthest, drop-offs left. */
export const countersFromCounts = (counts: MachineCounts | undefined): Map<TabName, StepCounters> =>
  new Map(
    tabNameSchema.options.flatMap((tab) => {
      const state = counts?.states.find((candidate) => candidate.id === funnelStateId(tab));
      return state ? [[tab, { furthest: state.sessions, left: state.dropOffs, dwell: state.dwell }] as const] : [];
    }),
  );

export interface WizardFunnelRow {
  tab: TabName;
  title: string;
  /** Sessions that got at least this far. */
  sessions: number;
  /** Of the previous row's sessions (1 on the first row). */
  fromPrevious: number;
  /** Sessions that closed the tab during this step. */
  left: number;
  /** Median time in the step (of every visit to it). */
  medianMs: number | null;
}

/** The funnel's rows, in the wizard's order, for the tabs any journey met. */
export const wizardFunnelRows = (counters: ReadonlyMap<TabName, StepCounters>): WizardFunnelRow[] => {
  const met = tabNameSchema.options.filter((tab) => counters.has(tab));
  const rows: WizardFunnelRow[] = [];
  met.forEach((tab, index) => {
    const sessions = met.slice(index).reduce((sum, later) => sum + counters.get(later)!.furthest, 0);
    const counter = counters.get(tab)!;
    rows.push({
      tab,
      title: steps[tab].title,
      sessions,
      fromPrevious: index === 0 ? 1 : shareOf(sessions, rows[index - 1]!.sessions),
      left: counter.left,
      medianMs: medianOfHistogram(counter.dwell),
    });
  });
  return rows;
};
