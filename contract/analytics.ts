import * as z from 'zod/mini';
import { tabNameSchema } from './steps.ts';

/**
 * Where applicants go (docs/studio.md, Where applicants go): the storefront reports, per tab
 * session, which states of the registry's machines it entered, how long it stayed, which
 * transitions it took and where it was when the tab closed. Only ids, counts and durations
 * travel; the server adds them to per-day counters and keeps nothing per session.
 */

/** A machine as analytics knows it: contract/analytics-catalog.ts lists every machine of machines/registry.ts. */
export interface MachineCatalog {
  /** State ids, the root's (the machine's id) first. */
  states: string[];
  /** What entering a state enters with it: its initial child, or every region of a parallel state. */
  initial: Record<string, string[]>;
  /** Transitions by the studio's key: `source —event[index]→ targets` (src/studio/graph.ts). */
  transitions: string[];
}
export type AnalyticsCatalog = Record<string, MachineCatalog>;

export const ANALYTICS_PATH = '/api/v1/analytics/journeys';
/**
 * The wizard's funnel as counters (src/studio/analytics/wizard-funnel.ts): a pseudo-machine whose
 * states are the wizard's tabs ('wizardFunnel.contact_info'); a state's sessions are the sessions
 * whose furthest step it was, its drop-offs those that closed the tab there.
 */
export const WIZARD_FUNNEL = 'wizardFunnel';
export const funnelStateId = (tab: string) => `${WIZARD_FUNNEL}.${tab}`;
/** Counters older than this are deleted (docs/security.md, Analytics). */
export const ANALYTICS_RETENTION_DAYS = 90;
/** Reports a client address may send per minute: a tab sends one every 15 s and one on leaving; an office shares an address. */
export const ANALYTICS_REPORTS_PER_MINUTE = 120;

/**
 * Time spent in a state is kept as a histogram: a count per bucket, each bucket from its bound to
 * the next (milliseconds, the last one open-ended). Medians are read from it (src/studio/analytics/funnel.ts).
 */
export const DWELL_BUCKETS_MS = [
  0, 250, 500, 1_000, 2_000, 3_000, 5_000, 7_500, 10_000, 15_000, 20_000, 30_000, 45_000, 60_000, 90_000, 120_000, 180_000, 300_000,
  600_000, 1_200_000, 1_800_000, 3_600_000,
] as const;

/** The bucket a time falls in. */
export const dwellBucketOf = (ms: number): number => {
  let bucket = 0;
  while (bucket + 1 < DWELL_BUCKETS_MS.length && ms >= DWELL_BUCKETS_MS[bucket + 1]!) bucket += 1;
  return bucket;
};

export const ANALYTICS_LIMITS = {
  machines: 40,
  statesPerMachine: 300,
  transitionsPerMachine: 600,
  idChars: 400,
  /** Entries of one state or takes of one transition in one report. */
  count: 10_000,
  dwellSamples: 50,
  /** A day: a longer stay is a tab left open, counted as a day. */
  dwellMs: 86_400_000,
} as const;

export const analyticsMessages = {
  unknownMachine: 'Not a machine of the registry.',
  unknownState: 'Not a state of this machine.',
  unknownTransition: 'Not a transition of this machine.',
  rangeOrder: 'The first day must not be after the last.',
  stepOrder: "The wizard's steps in their order, each once.",
  emptyReport: 'A report counts something.',
} as const;

const countSchema = z.int().check(z.gte(0), z.lte(ANALYTICS_LIMITS.count));
const idSchema = z.string().check(z.minLength(1), z.maxLength(ANALYTICS_LIMITS.idChars));

/** One state of one machine in one report. */
export const stateReportSchema = z.object({
  id: idSchema,
  /** Times entered since the last report. */
  entered: countSchema,
  /** Entered for the first time in this tab session (counts the session once). */
  firstInSession: z.boolean(),
  /** Times spent in it, left since the last report. */
  dwellMs: z.array(z.int().check(z.gte(0), z.lte(ANALYTICS_LIMITS.dwellMs))).check(z.maxLength(ANALYTICS_LIMITS.dwellSamples)),
  /** The tab closed while the machine was in it: the session's last state. */
  last: z.boolean(),
});
export type StateReport = z.infer<typeof stateReportSchema>;

export const transitionReportSchema = z.object({ key: idSchema, taken: countSchema, firstInSession: z.boolean() });
export type TransitionReport = z.infer<typeof transitionReportSchema>;

export const machineReportSchema = z.object({
  machine: idSchema,
  states: z.array(stateReportSchema).check(z.maxLength(ANALYTICS_LIMITS.statesPerMachine)),
  transitions: z.array(transitionReportSchema).check(z.maxLength(ANALYTICS_LIMITS.transitionsPerMachine)),
});
export type MachineReport = z.infer<typeof machineReportSchema>;

const tabOrder = (tab: string) => tabNameSchema.options.indexOf(tab as (typeof tabNameSchema.options)[number]);

/**
 * One enrollment's way through the wizard, sent once it ends (the tab closed, the wizard left or
 * finished): the tabs met, in the wizard's order, each once with the time spent in it; whether the
 * tab closed during the wizard. Its last tab is the furthest reached (the WIZARD_FUNNEL counters).
 */
export const wizardJourneySchema = z.object({
  steps: z
    .array(z.object({ tab: tabNameSchema, ms: z.int().check(z.gte(0), z.lte(ANALYTICS_LIMITS.dwellMs)) }))
    .check(
      z.minLength(1),
      z.maxLength(tabNameSchema.options.length),
      z.refine((steps) => steps.every((step, index) => index === 0 || tabOrder(step.tab) > tabOrder(steps[index - 1]!.tab)), analyticsMessages.stepOrder),
    ),
  left: z.boolean(),
});
export type WizardJourney = z.infer<typeof wizardJourneySchema>;
/** Enrollments one report may carry: a tab rarely ends more than one between two reports. */
export const WIZARD_JOURNEYS_PER_REPORT = 4;

/** A day as the studio asks for it: YYYY-MM-DD, a real date. */
export const daySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.'),
  z.refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'Enter a real date.'),
);

/** The counters of one machine over a range of days, summed. */
export const stateCountsSchema = z.object({
  id: z.string(),
  visits: z.int(),
  sessions: z.int(),
  dropOffs: z.int(),
  /** Counts per DWELL_BUCKETS_MS bucket. */
  dwell: z.array(z.int()),
});
export type StateCounts = z.infer<typeof stateCountsSchema>;
export const transitionCountsSchema = z.object({ key: z.string(), taken: z.int(), sessions: z.int() });
export type TransitionCounts = z.infer<typeof transitionCountsSchema>;
export const machineCountsSchema = z.object({ machine: z.string(), from: z.string(), to: z.string(), states: z.array(stateCountsSchema), transitions: z.array(transitionCountsSchema) });
export type MachineCounts = z.infer<typeof machineCountsSchema>;
