import { eq } from 'drizzle-orm';
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
    await db.update(tempEnrollments).set({ filterInfo, updatedAt: new Date() }).where(eq(tempEnrollments.id, tempId));
  },
});

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
  };
};
