import { eq } from 'drizzle-orm';
import type { FilterInfo } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { tempEnrollments } from '../db/schema.ts';
import { fieldFailure } from '../http/failures.ts';
import { LruMap } from './lru-map.ts';

/** Enough for every visitor of a busy day; a filter is well under a kilobyte. */
const CAPACITY = 10_000;

/**
 * The quote filters of temporary enrollments, the one store of temp_enrollments.filter_info.
 * Every listing reads the filter, so the recently used ones stay in memory: written through by
 * add and change, read through from the database on a miss. That is only right while this
 * process is the table's one writer; servers sharing one PostgreSQL would each hold stale filters.
 */
export interface EnrollmentFilters {
  /** The enrollment's filter; an unknown id is a failure of the request field `field`. */
  require(tempId: string, field?: string): Promise<FilterInfo>;
  add(tempId: string, filterInfo: FilterInfo): Promise<void>;
  change(tempId: string, filterInfo: FilterInfo): Promise<void>;
}

export const enrollmentFilters = (db: Database, capacity = CAPACITY): EnrollmentFilters => {
  // Shared between requests: frozen, so a handler that mutated one would fail instead of
  // changing what the next request reads.
  const cache = new LruMap<string, Readonly<FilterInfo>>(capacity);

  return {
    async require(tempId, field = 'enrollment_id') {
      const cached = cache.get(tempId);
      if (cached) return cached;
      const [row] = await db.select({ filterInfo: tempEnrollments.filterInfo }).from(tempEnrollments).where(eq(tempEnrollments.id, tempId));
      if (!row) throw fieldFailure(field, 'Enrollment not found');
      // A change that landed while this read was under way is newer: keep it.
      return cache.get(tempId) ?? cache.set(tempId, Object.freeze(row.filterInfo));
    },

    async add(tempId, filterInfo) {
      await db.insert(tempEnrollments).values({ id: tempId, filterInfo });
      cache.set(tempId, Object.freeze(filterInfo));
    },

    async change(tempId, filterInfo) {
      await db.update(tempEnrollments).set({ filterInfo, updatedAt: new Date() }).where(eq(tempEnrollments.id, tempId));
      cache.set(tempId, Object.freeze(filterInfo));
    },
  };
};
