import { sql } from 'drizzle-orm';
import { analyticsCatalog } from '../../../contract/analytics-catalog.ts';
import { WIZARD_FUNNEL, type MachineCatalog, type MachineReport, type StateReport, type WizardJourney } from '../../../contract/index.ts';
import { tabNameSchema, type TabName } from '../../../contract/steps.ts';
import { withWizardJourneys } from '../../analytics/wizard-funnel.ts';
import { addToDay, dayOf, daysBefore } from '../../analytics/counters.ts';
import { incrementsOf, type Increments } from '../../analytics/increments.ts';
import type { Database } from '../open-database.ts';
import { analyticsStateDays } from '../schema.ts';

/**
 * A few weeks of plausible journey counts (docs/demo-data.md, Journeys), so the studio's heat map
 * and funnel are never empty on a fresh start: each day, each machine runs a number of made-up
 * sessions that walk its chart at random from its initial states, leave each state after a
 * made-up time and sometimes close the tab; the wizard's step machines are walked by made-up
 * enrollments instead, one tab after the other until one closes the tab, so the funnel and the
 * steps' own counts agree. Seeded random numbers: every fresh start seeds the same counts.
 */
export const SEEDED_DAYS = 21;
const MAX_STEPS = 14;
/** The chance a session closes the tab before each transition. */
const LEAVE_CHANCE = 0.12;
/**
 * The chance an enrollment closes the tab in each step, as a store sees it: many give up at the
 * first form, fewer at each later one, a few more at the payment; about a third reach the receipt.
 */
const STEP_LEAVE_CHANCE: Record<TabName, number> = {
  primary_info: 0.3,
  contact_info: 0.15,
  employer_info: 0.1,
  beneficiary_info: 0.08,
  primary_health_info: 0.12,
  dependent_info: 0.08,
  review_info: 0.06,
  agreement_info: 0.08,
  billing_info: 0.12,
};
/** In a step the enrollment leaves: the chance it closes the tab before each transition of the step's chart. */
const IN_STEP_LEAVE_CHANCE = 0.1;
const STEP_MAX_STEPS = 40;

/**
 * The machine that runs each tab (machines/enrollment/step-registry.ts; the server may not import
 * machines/, tests/studio/seeded-history.test.ts checks they agree).
 */
export const TAB_MACHINES: Record<TabName, string> = {
  primary_info: 'formStep',
  contact_info: 'formStep',
  employer_info: 'formStep',
  beneficiary_info: 'beneficiaryStep',
  primary_health_info: 'healthStep',
  dependent_info: 'dependentStep',
  review_info: 'reviewStep',
  agreement_info: 'agreementStep',
  billing_info: 'billingStep',
};
/** How often an enrollment has a tab (the rest are always there): the group's and the plans' choice. */
const TAB_CHANCE: Partial<Record<TabName, number>> = { employer_info: 0.5, beneficiary_info: 0.6, primary_health_info: 0.7, dependent_info: 0.55 };

/** mulberry32: small, seeded, good enough to make up counts. */
const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
type Random = () => number;

const parse = (key: string) => {
  const [source, targets] = key.split(/ —.*?\]→ /) as [string, string];
  return { key, source, targets: targets === '(self)' ? [] : targets.split(', ') };
};

const isWithin = (id: string, ancestor: string) => id === ancestor || id.startsWith(`${ancestor}.`);

/** Made-up seconds in a state: mostly a few, sometimes minutes (a form being filled in). */
const madeUpDwellMs = (random: Random) => Math.round(400 + 1000 * Math.exp(random() * 5));

/**
 * One made-up session of a machine, as the storefront would report it on leaving, whether it
 * closed the tab, and the time it took. With no chance of leaving it walks until the chart ends
 * or its steps run out, and did not close the tab.
 */
const walk = (machineId: string, machine: MachineCatalog, random: Random, leaveChance = LEAVE_CHANCE, maxSteps = MAX_STEPS): Walked => {
  let totalMs = 0;
  const transitions = machine.transitions.map(parse);
  const states = new Map<string, StateReport>();
  const active = new Set<string>();
  const enter = (id: string) => {
    if (active.has(id) || !machine.states.includes(id)) return;
    active.add(id);
    const state = states.get(id) ?? { id, entered: 0, firstInSession: true, dwellMs: [], last: false };
    state.entered += 1;
    states.set(id, state);
    for (const child of machine.initial[id] ?? []) enter(child);
  };
  const leave = (id: string, last: boolean) => {
    active.delete(id);
    const state = states.get(id)!;
    const ms = madeUpDwellMs(random);
    totalMs += ms;
    if (state.dwellMs.length < 5) state.dwellMs.push(ms);
    state.last ||= last;
  };
  const taken = new Map<string, number>();
  enter(machineId);
  const done = (left: boolean): Walked => ({ report: report(machineId, states, taken, [...active], left, leave), left, ms: totalMs });
  for (let step = 0; step < maxSteps; step += 1) {
    const open = transitions.filter((transition) => active.has(transition.source));
    if (open.length === 0) return done(false);
    if (random() < leaveChance) break;
    const transition = open[Math.floor(random() * open.length)]!;
    taken.set(transition.key, (taken.get(transition.key) ?? 0) + 1);
    for (const target of transition.targets) {
      // leave what is not an ancestor of the target, then enter the target's line down from the root
      for (const id of [...active]) if (!isWithin(target, id)) leave(id, false);
      const line = target.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.'));
      for (const id of line) enter(id);
    }
  }
  return done(leaveChance > 0);
};

interface Walked {
  report: MachineReport;
  left: boolean;
  ms: number;
}

/**
 * One made-up enrollment: its tabs in the wizard's order, each walked through its step machine's
 * chart; it ends where a walk closed the tab, or after the last tab.
 */
const enroll = (random: Random): { reports: MachineReport[]; journey: WizardJourney } => {
  const reports: MachineReport[] = [];
  const journeySteps: Array<{ tab: TabName; ms: number }> = [];
  const tabs = tabNameSchema.options.filter((tab) => random() < (TAB_CHANCE[tab] ?? 1));
  for (const tab of tabs) {
    const machineId = TAB_MACHINES[tab];
    const leaves = random() < STEP_LEAVE_CHANCE[tab];
    const walked = walk(machineId, analyticsCatalog[machineId]!, random, leaves ? IN_STEP_LEAVE_CHANCE : 0, STEP_MAX_STEPS);
    reports.push(walked.report);
    journeySteps.push({ tab, ms: walked.ms });
    if (walked.left) return { reports, journey: { steps: journeySteps, left: true } };
  }
  return { reports, journey: { steps: journeySteps, left: false } };
};

const report = (machine: string, states: Map<string, StateReport>, taken: Map<string, number>, active: string[], leftTheSite: boolean, leave: (id: string, last: boolean) => void): MachineReport => {
  for (const id of active) leave(id, leftTheSite);
  return { machine, states: [...states.values()], transitions: [...taken].map(([key, count]) => ({ key, taken: count, firstInSession: true })) };
};

const stepMachines = new Set(Object.values(TAB_MACHINES));

/** How many sessions a machine has on a day (enrollments for the wizard's steps): the start-up and quote see most, weekends fewer. */
const sessionsOn = (machineId: string, day: string, random: Random) => {
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
  const base = ['session', 'quote', 'plans'].includes(machineId) ? 24 : machineId === WIZARD_FUNNEL ? 16 : 8;
  return Math.round(base * (weekend ? 0.6 : 1) * (0.8 + random() * 0.4));
};

/** SEEDED_DAYS days of made-up journeys up to the day before `today`: each day's increments and its enrollments. Pure and seeded. */
export const seededHistory = (today: string): Array<{ day: string; increments: Increments; enrollments: WizardJourney[] }> => {
  const random = randomFrom(17);
  return Array.from({ length: SEEDED_DAYS }, (_, index) => {
    const day = daysBefore(today, SEEDED_DAYS - index);
    const reports = Object.entries(analyticsCatalog)
      .filter(([machineId]) => !stepMachines.has(machineId))
      .flatMap(([machineId, machine]) => Array.from({ length: sessionsOn(machineId, day, random) }, () => walk(machineId, machine, random).report));
    const enrollments = Array.from({ length: sessionsOn(WIZARD_FUNNEL, day, random) }, () => enroll(random));
    const journeys = enrollments.map((enrollment) => enrollment.journey);
    const increments = withWizardJourneys(incrementsOf([...reports, ...enrollments.flatMap((enrollment) => enrollment.reports)]), journeys);
    return { day, enrollments: journeys, increments };
  });
};

/** Adds the seeded history's days to the counters. */
export const seedJourneyCounts = async (db: Database, today: string): Promise<void> => {
  for (const { day, increments } of seededHistory(today)) await addToDay(db, day, increments);
};

/** Seeds the journey counts when none was ever counted (a fresh start); answers whether it did. */
export const ensureJourneyCounts = async (db: Database, today = dayOf(new Date())): Promise<boolean> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(analyticsStateDays);
  if (row && row.count > 0) return false;
  await seedJourneyCounts(db, today);
  return true;
};
