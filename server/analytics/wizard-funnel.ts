import { dwellBucketOf, DWELL_BUCKETS_MS, funnelStateId, WIZARD_FUNNEL, type WizardJourney } from '../../contract/analytics.ts';
import type { TabName } from '../../contract/steps.ts';
import type { Increments } from './increments.ts';

/**
 * Journeys added up into the funnel's counters per tab (src/studio/analytics/wizard-funnel.ts):
 * the sessions whose furthest step it was, those that closed the tab there, the time in it.
 */
export const countJourneys = (journeys: readonly WizardJourney[]): Map<TabName, { furthest: number; left: number; dwell: number[] }> => {
  const counters = new Map<TabName, { furthest: number; left: number; dwell: number[] }>();
  const of = (tab: TabName) => counters.get(tab) ?? counters.set(tab, { furthest: 0, left: 0, dwell: DWELL_BUCKETS_MS.map(() => 0) }).get(tab)!;
  for (const journey of journeys) {
    const last = journey.steps.at(-1);
    if (!last) continue;
    for (const step of journey.steps) of(step.tab).dwell[dwellBucketOf(step.ms)]! += 1;
    of(last.tab).furthest += 1;
    if (journey.left) of(last.tab).left += 1;
  }
  return counters;
};

/** The journeys as increments of the WIZARD_FUNNEL pseudo-machine's counters (a state per tab). */
export const funnelIncrements = (journeys: readonly WizardJourney[]): Increments => {
  const counters = [...countJourneys(journeys)];
  return {
    states: counters.map(([tab, counter]) => ({ machineId: WIZARD_FUNNEL, stateId: funnelStateId(tab), visits: counter.furthest, sessions: counter.furthest, dropOffs: counter.left })),
    dwell: counters.flatMap(([tab, counter]) =>
      counter.dwell.flatMap((count, bucket) => (count > 0 ? [{ machineId: WIZARD_FUNNEL, stateId: funnelStateId(tab), bucket, count }] : [])),
    ),
    transitions: [],
  };
};

/** A report's increments with its ended enrollments added to the funnel's counters. */
export const withWizardJourneys = (increments: Increments, journeys: readonly WizardJourney[]): Increments => {
  const funnel = funnelIncrements(journeys);
  return { states: [...increments.states, ...funnel.states], dwell: [...increments.dwell, ...funnel.dwell], transitions: increments.transitions };
};
