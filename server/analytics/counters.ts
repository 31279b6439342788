import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ANALYTICS_RETENTION_DAYS, DWELL_BUCKETS_MS, type MachineCounts } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { analyticsDwellDays, analyticsStateDays, analyticsTransitionDays } from '../db/schema.ts';
import type { Increments } from './increments.ts';

/** A UTC day as YYYY-MM-DD. */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** The day `days` before `day`. */
export const daysBefore = (day: string, days: number): string => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000));

/** The stored count plus the one being inserted. */
const added = (column: AnyPgColumn) => sql`${column} + excluded.${sql.identifier(column.name)}`;

/** Adds the increments to the counters of `day`, in one transaction. */
export const addToDay = async (db: Database, day: string, { states, dwell, transitions }: Increments): Promise<void> => {
  await db.transaction(async (tx) => {
    if (states.length > 0) {
      const t = analyticsStateDays;
      await tx
        .insert(t)
        .values(states.map((row) => ({ day, ...row })))
        .onConflictDoUpdate({ target: [t.day, t.machineId, t.stateId], set: { visits: added(t.visits), sessions: added(t.sessions), dropOffs: added(t.dropOffs) } });
    }
    if (dwell.length > 0) {
      const t = analyticsDwellDays;
      await tx
        .insert(t)
        .values(dwell.map((row) => ({ day, ...row })))
        .onConflictDoUpdate({ target: [t.day, t.machineId, t.stateId, t.bucket], set: { count: added(t.count) } });
    }
    if (transitions.length > 0) {
      const t = analyticsTransitionDays;
      await tx
        .insert(t)
        .values(transitions.map((row) => ({ day, ...row })))
        .onConflictDoUpdate({ target: [t.day, t.machineId, t.transitionKey], set: { taken: added(t.taken), sessions: added(t.sessions) } });
    }
  });
};

/** Deletes the counters of days before the retention period; answers how many rows went. */
export const pruneAnalytics = async (db: Database, today: string): Promise<number> => {
  const cutoff = daysBefore(today, ANALYTICS_RETENTION_DAYS);
  const deleted = await Promise.all(
    [analyticsStateDays, analyticsDwellDays, analyticsTransitionDays].map((table) => db.delete(table).where(lt(table.day, cutoff)).returning({ day: table.day })),
  );
  return deleted.reduce((sum, rows) => sum + rows.length, 0);
};

/** One machine's counters summed over the days from `from` to `to`, both included. */
export const countsOf = async (db: Database, machine: string, from: string, to: string): Promise<MachineCounts> => {
  const inRange = <T extends typeof analyticsStateDays | typeof analyticsDwellDays | typeof analyticsTransitionDays>(t: T) =>
    and(eq(t.machineId, machine), gte(t.day, from), lte(t.day, to));
  const s = analyticsStateDays;
  const d = analyticsDwellDays;
  const x = analyticsTransitionDays;
  const total = (column: AnyPgColumn) => sql<number>`sum(${column})::int`;
  const [states, dwell, transitions] = await Promise.all([
    db.select({ id: s.stateId, visits: total(s.visits), sessions: total(s.sessions), dropOffs: total(s.dropOffs) }).from(s).where(inRange(s)).groupBy(s.stateId).orderBy(s.stateId),
    db.select({ id: d.stateId, bucket: d.bucket, count: total(d.count) }).from(d).where(inRange(d)).groupBy(d.stateId, d.bucket),
    db.select({ key: x.transitionKey, taken: total(x.taken), sessions: total(x.sessions) }).from(x).where(inRange(x)).groupBy(x.transitionKey).orderBy(x.transitionKey),
  ]);
  const histograms = new Map<string, number[]>();
  const histogramOf = (id: string) => histograms.get(id) ?? histograms.set(id, DWELL_BUCKETS_MS.map(() => 0)).get(id)!;
  for (const { id, bucket, count } of dwell) if (bucket >= 0 && bucket < DWELL_BUCKETS_MS.length) histogramOf(id)[bucket] = count;
  const ids = new Set([...states.map((state) => state.id), ...histograms.keys()]);
  return {
    machine,
    from,
    to,
    states: [...ids].sort().map((id) => {
      const state = states.find((row) => row.id === id);
      return { id, visits: state?.visits ?? 0, sessions: state?.sessions ?? 0, dropOffs: state?.dropOffs ?? 0, dwell: histogramOf(id) };
    }),
    transitions,
  };
};
