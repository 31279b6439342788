import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { tempEnrollments } from '../db/schema.ts';
import { LruMap } from './lru-map.ts';
import { hasAnswered, type PlanRow } from './plan-facts.ts';

/** As many enrollments as the filters store holds; a few booleans each. */
const CAPACITY = 10_000;

interface Held {
  stamp: number;
  answered: Map<number, boolean>;
}

/** Whether enrollments answered plans' questions (`hasAnswered`), for the plans listing, which prices every plan on each read. */
export interface PlanAnswers {
  answered(enrollmentId: string, plan: Pick<PlanRow, 'id' | 'prudentialType'>): Promise<boolean>;
  /** Moves on whenever the enrollment's answers may have changed: a kept listing holds while it is the same. */
  stamp(enrollmentId: string): number;
  /** Plan detail saved answers of the enrollment. */
  changed(enrollmentId: string): void;
  /** The answers' version (temp_enrollments.answers_version) a request's enrollment gate read. */
  seen(enrollmentId: string, version: number): void;
}

/** Moves the enrollment's answers' version on: plan detail's saves call it in their transaction. */
export const answersChanged = async (db: Pick<Database, 'update'>, enrollmentId: string) => {
  await db
    .update(tempEnrollments)
    .set({ answersVersion: sql`${tempEnrollments.answersVersion} + 1` })
    .where(eq(tempEnrollments.id, enrollmentId));
};

/**
 * The answers held in memory: read through from the database, dropped when plan detail saves
 * answers. Exact only while this process is the database's one client (embedded PGlite), as the
 * filters it holds (heldEnrollmentFilters).
 */
export const heldPlanAnswers = (db: Database, capacity = CAPACITY): PlanAnswers => {
  const held = new LruMap<string, Held>(capacity);
  let stamps = 0;
  // an enrollment dropped for room comes back with a new stamp: what was kept of it is not trusted
  const fresh = (enrollmentId: string) => held.set(enrollmentId, { stamp: ++stamps, answered: new Map() });
  const heldFor = (enrollmentId: string) => held.get(enrollmentId) ?? fresh(enrollmentId);

  return {
    async answered(enrollmentId, plan) {
      const entry = heldFor(enrollmentId);
      const known = entry.answered.get(plan.id);
      if (known !== undefined) return known;
      const answered = await hasAnswered(db, enrollmentId, plan);
      // answers saved while this read was under way replaced the entry: this one is not kept then
      entry.answered.set(plan.id, answered);
      return answered;
    },
    stamp: (enrollmentId) => heldFor(enrollmentId).stamp,
    changed(enrollmentId) {
      fresh(enrollmentId);
    },
    // this process saves every answer itself
    seen() {},
  };
};

/**
 * The answers held in memory by version, for processes sharing one PostgreSQL: held for an
 * enrollment only under the version its latest gate read (`seen`), dropped when a gate reads a
 * newer one, so answers saved through another process are read at once. An enrollment no gate has
 * seen in this process is read from the database.
 */
export const versionedPlanAnswers = (db: Database, capacity = CAPACITY): PlanAnswers => {
  // each with the answers' version it was read under
  const held = new LruMap<string, Held & { version: number }>(capacity);
  let stamps = 0;
  return {
    async answered(enrollmentId, plan) {
      const entry = held.get(enrollmentId);
      const known = entry?.answered.get(plan.id);
      if (known !== undefined) return known;
      const answered = await hasAnswered(db, enrollmentId, plan);
      // a newer version seen while this read was under way replaced the entry: this one is not kept then
      entry?.answered.set(plan.id, answered);
      return answered;
    },
    stamp: (enrollmentId) => held.get(enrollmentId)?.stamp ?? ++stamps,
    changed(enrollmentId) {
      held.delete(enrollmentId);
    },
    seen(enrollmentId, version) {
      const entry = held.get(enrollmentId);
      if (!entry || entry.version < version) held.set(enrollmentId, { version, stamp: ++stamps, answered: new Map() });
    },
  };
};
