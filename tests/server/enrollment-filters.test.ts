import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tempEnrollments } from '../../server/db/schema.ts';
import { enrollmentFilters } from '../../server/queries/enrollment-filters.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

const seededFilter = () => enrollmentFilters(server.db).require('EL1001');

describe('enrollment filters', () => {
  it('writes through: add and change reach the database and the next read', async () => {
    const filters = enrollmentFilters(server.db);
    const filter = { ...(await seededFilter()), categories: ['dental' as const] };
    await filters.add('TEFILTERS001', filter);
    await filters.change('TEFILTERS001', { ...filter, categories: ['vision'] });
    expect((await filters.require('TEFILTERS001')).categories).toEqual(['vision']);
    const [row] = await server.db.select().from(tempEnrollments).where(eq(tempEnrollments.id, 'TEFILTERS001'));
    expect(row!.filterInfo.categories).toEqual(['vision']);
  });

  it('reads an evicted filter through from the database', async () => {
    const filters = enrollmentFilters(server.db, 1);
    const filter = await seededFilter();
    await filters.add('TEFILTERS002', { ...filter, zip: '90210' });
    await filters.add('TEFILTERS003', { ...filter, zip: '60601' });
    expect((await filters.require('TEFILTERS002')).zip).toBe('90210');
  });

  it('keeps what it holds: a change made behind its back is not seen (one writer only)', async () => {
    const filters = enrollmentFilters(server.db);
    const filter = await seededFilter();
    await filters.add('TEFILTERS004', filter);
    await server.db.update(tempEnrollments).set({ filterInfo: { ...filter, zip: '90210' } }).where(eq(tempEnrollments.id, 'TEFILTERS004'));
    expect((await filters.require('TEFILTERS004')).zip).toBe(filter.zip);
  });

  it('fails the named field for an unknown enrollment, and does not remember the miss', async () => {
    const filters = enrollmentFilters(server.db);
    await expect(filters.require('TEFILTERS005', 'tempId')).rejects.toMatchObject({
      status: 422,
      fieldErrors: [{ target_element: 'tempId', error_message: 'Enrollment not found' }],
    });
    await filters.add('TEFILTERS005', await seededFilter());
    expect((await filters.require('TEFILTERS005')).group_id).toBe(3100);
  });
});
