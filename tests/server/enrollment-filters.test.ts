import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tempEnrollments } from '../../server/db/schema.ts';
import { enrollmentFilters, heldEnrollmentFilters, versionedEnrollmentFilters } from '../../server/queries/enrollment-filters.ts';
import { useTestServer } from './harness.ts';

const server = useTestServer();

const seededFilter = () => enrollmentFilters(server.db).require('EL1001');

/** A write to the table that the store under test did not make: another server process's. */
const changeElsewhere = (tempId: string, zip: string, filter: Awaited<ReturnType<typeof seededFilter>>) =>
  server.db.update(tempEnrollments).set({ filterInfo: { ...filter, zip } }).where(eq(tempEnrollments.id, tempId));

describe.each([
  ['enrollment filters', enrollmentFilters],
  ['held enrollment filters', heldEnrollmentFilters],
  ['versioned enrollment filters', versionedEnrollmentFilters],
])('%s', (_, store) => {
  it('write to the database: add and change reach it and the next read', async () => {
    const filters = store(server.db);
    const filter = { ...(await seededFilter()), categories: ['dental' as const] };
    await filters.add(`TEFILTERS001${store.name}`, filter);
    await filters.change(`TEFILTERS001${store.name}`, { ...filter, categories: ['vision'] });
    expect((await filters.require(`TEFILTERS001${store.name}`)).categories).toEqual(['vision']);
    const [row] = await server.db.select().from(tempEnrollments).where(eq(tempEnrollments.id, `TEFILTERS001${store.name}`));
    expect(row!.filterInfo.categories).toEqual(['vision']);
  });

  it('fail the named field for an unknown enrollment, and do not remember the miss', async () => {
    const filters = store(server.db);
    await expect(filters.require(`TEFILTERS005${store.name}`, 'tempId')).rejects.toMatchObject({
      status: 422,
      fieldErrors: [{ target_element: 'tempId', error_message: 'Enrollment not found' }],
    });
    await filters.add(`TEFILTERS005${store.name}`, await seededFilter());
    expect((await filters.require(`TEFILTERS005${store.name}`)).group_id).toBe(3100);
  });
});

describe('enrollment filters (several processes on one database)', () => {
  it('read a change another process made at once', async () => {
    const filters = enrollmentFilters(server.db);
    const filter = await seededFilter();
    await filters.add('TEFILTERS004', filter);
    expect((await filters.require('TEFILTERS004')).zip).toBe(filter.zip);
    await changeElsewhere('TEFILTERS004', '90210', filter);
    expect((await filters.require('TEFILTERS004')).zip).toBe('90210');
  });
});

describe('held enrollment filters (one process alone on its database)', () => {
  it('read an evicted filter through from the database', async () => {
    const filters = heldEnrollmentFilters(server.db, 1);
    const filter = await seededFilter();
    await filters.add('TEFILTERS002', { ...filter, zip: '90210' });
    await filters.add('TEFILTERS003', { ...filter, zip: '60601' });
    expect((await filters.require('TEFILTERS002')).zip).toBe('90210');
  });

  it('keep what they hold: a change made behind their back is not seen, so only a sole client may hold them', async () => {
    const filters = heldEnrollmentFilters(server.db);
    const filter = await seededFilter();
    await filters.add('TEFILTERS006', filter);
    await changeElsewhere('TEFILTERS006', '90210', filter);
    expect((await filters.require('TEFILTERS006')).zip).toBe(filter.zip);
  });
});

describe('versioned enrollment filters (several processes on one database)', () => {
  const versionOf = async (tempId: string) =>
    (await server.db.select({ version: tempEnrollments.filterVersion }).from(tempEnrollments).where(eq(tempEnrollments.id, tempId)))[0]!.version;

  it('answer from memory while the version a gate saw is current, and read a change another process made once a gate sees its version', async () => {
    const filters = versionedEnrollmentFilters(server.db);
    const elsewhere = enrollmentFilters(server.db);
    const filter = await seededFilter();
    await filters.add('TEFILTERS007', filter);
    filters.seen('TEFILTERS007', await versionOf('TEFILTERS007'));
    // a write that moves no version is not read: what it holds answers
    await changeElsewhere('TEFILTERS007', '10001', filter);
    expect((await filters.require('TEFILTERS007')).zip).toBe(filter.zip);
    // another process's change moves the version on: read at once when the next request's gate sees it
    await elsewhere.change('TEFILTERS007', { ...filter, zip: '90210' });
    filters.seen('TEFILTERS007', await versionOf('TEFILTERS007'));
    expect((await filters.require('TEFILTERS007')).zip).toBe('90210');
    // an older version seen late (a slow gate) does not bring the older filter back
    filters.seen('TEFILTERS007', 0);
    expect((await filters.require('TEFILTERS007')).zip).toBe('90210');
  });

  it('read from the database a filter no gate has seen a version of', async () => {
    const filters = versionedEnrollmentFilters(server.db);
    const filter = await seededFilter();
    await filters.add('TEFILTERS008', filter);
    await changeElsewhere('TEFILTERS008', '60601', filter);
    expect((await filters.require('TEFILTERS008')).zip).toBe('60601');
  });
});
