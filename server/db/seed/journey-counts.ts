import { sql } from 'drizzle-orm';
import { analyticsCatalog } from '../../../contract/analytics-catalog.ts';
import type { MachineCatalog, MachineReport, StateReport } from '../../../contract/index.ts';
import { addToDay, dayOf, daysBefore } from '../../analytics/counters.ts';
import { incrementsOf } from '../../analytics/increments.ts';
import type { Database } from '../open-database.ts';
import { analyticsStateDays } from '../schema.ts';

/**
 * A few weeks of plausible journey counts (docs/demo-data.md, Journeys), so the studio's heat map
 * is never empty on a fresh start: each day, each machine runs a number of made-up sessions that
 * walk its chart at random from its initial states, leave each state after a made-up time and
 * sometimes close the tab. Seeded random numbers: every fresh start seeds the same counts.
 */
export const SEEDED_DAYS = 21;
const MAX_STEPS = 14;
/** The chance a session closes the tab before each transition. */
const LEAVE_CHANCE = 0.12;

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

/** One made-up session of a machine, as the storefront would report it on leaving. */
const walk = (machineId: string, machine: MachineCatalog, random: Random): MachineReport => {
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
    if (state.dwellMs.length < 5) state.dwellMs.push(madeUpDwellMs(random));
    state.last ||= last;
  };
  const taken = new Map<string, number>();
  enter(machineId);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const open = transitions.filter((transition) => active.has(transition.source));
    if (open.length === 0) return report(machineId, states, taken, [...active], false, leave);
    if (random() < LEAVE_CHANCE) break;
    const transition = open[Math.floor(random() * open.length)]!;
    taken.set(transition.key, (taken.get(transition.key) ?? 0) + 1);
    for (const target of transition.targets) {
      // leave what is not an ancestor of the target, then enter the target's line down from the root
      for (const id of [...active]) if (!isWithin(target, id)) leave(id, false);
      const line = target.split('.').map((_, index, parts) => parts.slice(0, index + 1).join('.'));
      for (const id of line) enter(id);
    }
  }
  return report(machineId, states, taken, [...active], true, leave);
};

const report = (machine: string, states: Map<string, StateReport>, taken: Map<string, number>, active: string[], leftTheSite: boolean, leave: (id: string, last: boolean) => void): MachineReport => {
  for (const id of active) leave(id, leftTheSite);
  return { machine, states: [...states.values()], transitions: [...taken].map(([key, count]) => ({ key, taken: count, firstInSession: true })) };
};

/** How many sessions a machine has on a day: the start-up and quote see most, weekends fewer. */
const sessionsOn = (machineId: string, day: string, random: Random) => {
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
  const base = ['session', 'quote', 'plans'].includes(machineId) ? 24 : 8;
  return Math.round(base * (weekend ? 0.6 : 1) * (0.8 + random() * 0.4));
};

/** Adds SEEDED_DAYS days of made-up journeys, up to the day before `today`. */
export const seedJourneyCounts = async (db: Database, today: string): Promise<void> => {
  const random = randomFrom(17);
  for (let back = SEEDED_DAYS; back >= 1; back -= 1) {
    const day = daysBefore(today, back);
    const reports = Object.entries(analyticsCatalog).flatMap(([machineId, machine]) =>
      Array.from({ length: sessionsOn(machineId, day, random) }, () => walk(machineId, machine, random)),
    );
    await addToDay(db, day, incrementsOf(reports));
  }
};

/** Seeds the journey counts when none was ever counted (a fresh start); answers whether it did. */
export const ensureJourneyCounts = async (db: Database, today = dayOf(new Date())): Promise<boolean> => {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(analyticsStateDays);
  if (row && row.count > 0) return false;
  await seedJourneyCounts(db, today);
  return true;
};
