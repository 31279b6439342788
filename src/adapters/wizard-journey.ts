import { ANALYTICS_LIMITS, WIZARD_JOURNEYS_PER_REPORT, type WizardJourney } from '../../contract/analytics.ts';
import { tabNameSchema, type TabName } from '../../contract/steps.ts';

/**
 * The wizard's part of a tab's journeys (docs/studio.md, Funnel): the tabs an enrollment met and
 * the time it spent in each, from the wizard machine's snapshots; when the enrollment ends (the
 * wizard finished or its screen went, or the browser tab closed during it) it becomes one
 * WizardJourney for the funnel's counters. Only the tab's name is read from the machine's context.
 */

/** The wizard's machine (machines/enrollment/enrollment.machine.ts) and the state that shows `steps[index]`. */
export const WIZARD_MACHINE = 'enrollment';
const SHOWING_STEP = `${WIZARD_MACHINE}.showingStep`;

export interface WizardSnapshot {
  status?: string;
  _nodes?: readonly { id: string }[];
  context?: unknown;
}

/** The tab a snapshot of the wizard shows, or null while it loads, saves between steps or leaves. */
export const wizardTabOf = (snapshot: WizardSnapshot): TabName | null => {
  if (!snapshot._nodes?.some((node) => node.id === SHOWING_STEP)) return null;
  const { steps, index } = (snapshot.context ?? {}) as { steps?: unknown; index?: unknown };
  if (!Array.isArray(steps) || typeof index !== 'number') return null;
  const tab = tabNameSchema.safeParse(steps[index]);
  return tab.success ? tab.data : null;
};

export const wizardJourneys = (now: () => number) => {
  const timeIn = new Map<TabName, number>();
  let showing: { tab: TabName; since: number } | null = null;
  const ended: WizardJourney[] = [];

  const pause = () => {
    if (showing) timeIn.set(showing.tab, (timeIn.get(showing.tab) ?? 0) + Math.max(0, now() - showing.since));
    showing = null;
  };

  /** The enrollment ends: `left` when the browser tab closed during it. */
  const end = (left: boolean) => {
    pause();
    if (timeIn.size === 0) return;
    const steps = tabNameSchema.options.filter((tab) => timeIn.has(tab)).map((tab) => ({ tab, ms: Math.min(ANALYTICS_LIMITS.dwellMs, Math.round(timeIn.get(tab)!)) }));
    timeIn.clear();
    ended.push({ steps, left });
    if (ended.length > WIZARD_JOURNEYS_PER_REPORT) ended.shift();
  };

  return {
    /** A snapshot of the wizard's machine: the tab it shows from now, or its end when it is done. */
    observe(snapshot: WizardSnapshot): void {
      if ((snapshot.status ?? 'active') !== 'active') return end(false);
      const tab = wizardTabOf(snapshot);
      if (tab === showing?.tab) return;
      pause();
      if (tab) showing = { tab, since: now() };
    },
    end,
    /** The enrollments that ended since the last call. */
    take: (): WizardJourney[] => ended.splice(0),
  };
};
