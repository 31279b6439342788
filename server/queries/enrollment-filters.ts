import { eq, sql } from 'drizzle-orm';
import type { FilterInfo } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { tempEnrollments } from '../db/schema.ts';
import { fieldFailure } from '../http/failures.ts';
import { LruMap } from './lru-map.ts';

/** Enough for every visitor of a busy day; a filter is well under a kilobyte. */
const CAPACITY = 10_000;

/** The quote filters of temporary enrollments, the one store of temp_enrollments.filter_info. */
export interface EnrollmentFilters {
  /** The enrollment's filter; an unknown id is a failure of the request field `field`. */
  require(tempId: string, field?: string): Promise<FilterInfo>;
  add(tempId: string, filterInfo: FilterInfo): Promise<void>;
  change(tempId: string, filterInfo: FilterInfo): Promise<void>;
  /** The filter's version (temp_enrollments.filter_version) a request's enrollment gate read. */
  seen(tempId: string, version: number): void;
}

/**
 * Every read goes to the database, so a filter changed through one server process is read through
 * any other at once (several processes on one PostgreSQL: docs/reference-server.md, Performance).
 */
export const enrollmentFilters = (db: Database): EnrollmentFilters => ({
  async require(tempId, field = 'enrollment_id') {
    const [row] = await db.select({ filterInfo: tempEnrollments.filterInfo }).from(tempEnrollments).where(eq(tempEnrollments.id, tempId));
    if (!row) throw fieldFailure(field, 'Enrollment not found');
    return row.filterInfo;
  },

  async add(tempId, filterInfo) {
    await db.insert(tempEnrollments).values({ id: tempId, filterInfo });
  },

  async change(tempId, filterInfo) {
    await changeFilter(db, tempId, filterInfo);
  },

  seen() {},
});

/** Stores a changed filter and moves its version on; answers the new version. */
const changeFilter = async (db: Database, tempId: string, filterInfo: FilterInfo) => {
  const [row] = await db
    .update(tempEnrollments)
    .set({ filterInfo, updatedAt: new Date(), filterVersion: sql`${tempEnrollments.filterVersion} + 1` })
    .where(eq(tempEnrollments.id, tempId))
    .returning({ version: tempEnrollments.filterVersion });
  return row?.version;
};

/**
 * The filters held in memory by version, for processes sharing one PostgreSQL: a held filter
 * answers only while it is as new as the version the request's enrollment gate read (`seen`, in
 * the same query as the session's binding), so a change through another process is read at once.
 * Versions only move on, so the highest seen stands for every request that saw one; a filter no
 * gate has seen in this process is read from the database.
 */
export const versionedEnrollmentFilters = (db: Database, capacity = CAPACITY): EnrollmentFilters => {
  const held = new LruMap<string, { version: number; filter: Readonly<FilterInfo> }>(capacity);
  const current = new LruMap<string, number>(capacity);
  const hold = (tempId: string, version: number, filter: FilterInfo) => {
    const known = held.get(tempId);
    // a read that a newer one overtook is not kept
    if (!known || known.version < version) held.set(tempId, { version, filter: Object.freeze(filter) });
    return filter;
  };

  return {
    async require(tempId, field = 'enrollment_id') {
      const known = held.get(tempId);
      const version = current.get(tempId);
      if (known && version !== undefined && known.version >= version) return known.filter;
      const [row] = await db
        .select({ filterInfo: tempEnrollments.filterInfo, version: tempEnrollments.filterVersion })
        .from(tempEnrollments)
        .where(eq(tempEnrollments.id, tempId));
      if (!row) throw fieldFailure(field, 'Enrollment not found');
      return hold(tempId, row.version, row.filterInfo);
    },

    async add(tempId, filterInfo) {
      await db.insert(tempEnrollments).values({ id: tempId, filterInfo });
      hold(tempId, 0, filterInfo);
    },

    async change(tempId, filterInfo) {
      const version = await changeFilter(db, tempId, filterInfo);
      if (version !== undefined) hold(tempId, version, filterInfo);
    },

    seen(tempId, version) {
      if ((current.get(tempId) ?? -1) < version) current.set(tempId, version);
    },
  };
};

/**
 * The same store with the recently used filters held in memory: written through by add and
 * change, read through from the database on a miss, so a listing's read costs no query. Exact
 * only while this process is the database's one client (embedded PGlite).
 */
export const heldEnrollmentFilters = (db: Database, capacity = CAPACITY): EnrollmentFilters => {
  const store = enrollmentFilters(db);
  // Shared between requests: frozen, so a handler that mutated one would fail instead of
  // changing what the next request reads.
  const held = new LruMap<string, Readonly<FilterInfo>>(capacity);

  return {
    async require(tempId, field) {
      const known = held.get(tempId);
      if (known) return known;
      const filter = await store.require(tempId, field);
      // A change that landed while this read was under way is newer: keep it.
      return held.get(tempId) ?? held.set(tempId, Object.freeze(filter));
    },

    async add(tempId, filterInfo) {
      await store.add(tempId, filterInfo);
      held.set(tempId, Object.freeze(filterInfo));
    },

    async change(tempId, filterInfo) {
      await store.change(tempId, filterInfo);
      held.set(tempId, Object.freeze(filterInfo));
    },

    // this process makes every change itself
    seen() {},
  };
};
