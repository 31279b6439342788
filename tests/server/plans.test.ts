import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categorySchema } from '../../contract/index.ts';
import { tempEnrollments } from '../../server/db/schema.ts';
import { dataOf, expectFieldError, useTestServer } from './harness.ts';

const server = useTestServer();

const quote = async (extra: Record<string, unknown> = {}) =>
  dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '0', tier: 'IO', ...extra })).temp_enrollment_id;

const listing = async (enrollment_id: string, categories?: string) =>
  dataOf('getFilteredPlans', await server.call('getFilteredPlans', categories === undefined ? { enrollment_id } : { enrollment_id, categories })).result;

describe('get-filtered-plans', () => {
  it('lists plans in every category for a main-site filter without categories, in category order', async () => {
    const plans = await listing(await quote());
    const categories = [...new Set(plans.map((plan) => plan.plan_category))];
    expect(categories).toEqual(categorySchema.options);
    expect(plans.every((plan) => plan.plan_logo.startsWith('/assets/logos/') && plan.plan_short_text !== '')).toBe(true);
  });

  it('keeps to the filter’s categories when none are asked', async () => {
    const plans = await listing(await quote({ categories: ['dental', 'vision'] }));
    expect(new Set(plans.map((plan) => plan.plan_category))).toEqual(new Set(['dental', 'vision']));
  });

  it('keeps to the asked categories (comma list, spaces allowed)', async () => {
    const plans = await listing(await quote({ categories: ['dental'] }), 'pet, vision');
    expect(new Set(plans.map((plan) => plan.plan_category))).toEqual(new Set(['pet', 'vision']));
  });

  it('answers an empty list for Pet on Acme, which offers no pet plans', async () => {
    const tempId = await quote({ group_id: 2556, categories: ['pet'] });
    expect(await listing(tempId)).toEqual([]);
    expect(await listing(tempId, 'pet')).toEqual([]);
  });

  it('refuses an unknown category on categories and an unknown enrollment on enrollment_id', async () => {
    expectFieldError(await server.call('getFilteredPlans', { enrollment_id: 'EL1001', categories: 'dental,boats' }), 'categories', 'Unknown plan category: boats');
    expectFieldError(await server.call('getFilteredPlans', { enrollment_id: 'TE404' }), 'enrollment_id', 'Enrollment not found');
  });

  it('lists the special plans later issues need', async () => {
    const names = (await listing(await quote())).map((plan) => plan.plan_name);
    for (const name of ['Horizon Health Silver', 'Coastal Dental Preferred', 'Premier Health L713', 'FocusPoint Vision', 'Association Membership', 'Prudent Term Life', 'Income Shield Disability', 'CriticalCare Protect', 'AccidentGuard Solo', 'HospitalCash Senior', 'HospitalCash Plus']) {
      expect(names).toContain(name);
    }
  });
});

describe('get-left-side-filter-fields', () => {
  it('answers the categories offered to the enrollment’s group', async () => {
    const main = dataOf('getLeftSideFilterFields', await server.call('getLeftSideFilterFields', { enrollment_id: await quote() }));
    expect(main.result.categories).toEqual(categorySchema.options);
    const acme = dataOf('getLeftSideFilterFields', await server.call('getLeftSideFilterFields', { enrollment_id: await quote({ group_id: 2556 }) }));
    expect(acme.result.categories).toEqual(categorySchema.options.filter((category) => category !== 'pet' && category !== 'rx'));
  });

  it('selects the quote’s categories among the offered ones, or all of them when it chose none', async () => {
    const all = dataOf('getLeftSideFilterFields', await server.call('getLeftSideFilterFields', { enrollment_id: await quote({ group_id: 2556 }) }));
    expect(all.result.selected).toEqual(all.result.categories);
    const chosen = dataOf('getLeftSideFilterFields', await server.call('getLeftSideFilterFields', { enrollment_id: await quote({ group_id: 2556, categories: ['vision', 'pet', 'dental'] }) }));
    expect(chosen.result.selected).toEqual(['dental', 'vision']);
    const petOnly = dataOf('getLeftSideFilterFields', await server.call('getLeftSideFilterFields', { enrollment_id: await quote({ group_id: 2556, categories: ['pet'] }) }));
    expect(petOnly.result.selected).toEqual([]);
  });

  it('names enrollment_id for an unknown enrollment', async () => {
    expectFieldError(await server.call('getLeftSideFilterFields', { enrollment_id: 'TE404' }), 'enrollment_id', 'Enrollment not found');
  });
});

describe('menu and featured plans', () => {
  it('get-menu-filtered-plans lists one category for the scope', async () => {
    const plans = dataOf('getMenuFilteredPlans', await server.call('getMenuFilteredPlans', { category: 'dental', group_id: 2512, agent_id: 701 }));
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.every((plan) => plan.plan_category === 'dental')).toBe(true);
    expect(dataOf('getMenuFilteredPlans', await server.call('getMenuFilteredPlans', { category: 'pet', group_id: 2556 }))).toEqual([]);
  });

  it('get-menu-filtered-plans refuses an unknown category', async () => {
    expect((await server.call('getMenuFilteredPlans', { category: 'boats' })).status).toBe(422);
  });

  it('get-featured-plans answers featured plans without their category', async () => {
    const featured = dataOf('getFeaturedPlans', await server.call('getFeaturedPlans', { open_type: 'user' }));
    expect(featured.map((plan) => plan.plan_name)).toContain('BrightSmile Dental Basic');
    expect(featured.every((plan) => !('plan_category' in plan))).toBe(true);
    const acme = dataOf('getFeaturedPlans', await server.call('getFeaturedPlans', { group_id: 2556 }));
    expect(acme.map((plan) => plan.plan_name)).not.toContain('PawSafe Pet Insurance');
  });
});

describe('listings from memory', () => {
  const categoriesOf = (plans: { plan_category: string }[]) => [...new Set(plans.map((plan) => plan.plan_category))];

  it('shows a filter change in the next listing', async () => {
    const tempId = await quote({ categories: ['dental'] });
    expect(categoriesOf(await listing(tempId))).toEqual(['dental']);
    dataOf('changeFilterInfo', await server.call('changeFilterInfo', { tempId, categories: ['vision'] }));
    expect(categoriesOf(await listing(tempId))).toEqual(['vision']);
    dataOf('changeFilterInfo', await server.call('changeFilterInfo', { tempId, group_id: 2556, categories: ['pet'] }));
    expect(await listing(tempId)).toEqual([]);
  });

  it('reads through to the database for a filter the server has not seen since it started', async () => {
    const [seeded] = await server.db.select().from(tempEnrollments).where(eq(tempEnrollments.id, 'EL1001'));
    await server.db.insert(tempEnrollments).values({ id: 'TEWRITTENBY1', filterInfo: { ...seeded!.filterInfo, group_id: 2556, categories: ['dental'] } });
    await server.adopt('TEWRITTENBY1');
    expect(categoriesOf(await listing('TEWRITTENBY1'))).toEqual(['dental']);
  });

  it('answers the same listing alike however the categories are spelled', async () => {
    const tempId = await quote();
    expect(await listing(tempId, 'vision,dental')).toEqual(await listing(tempId, 'dental, vision, dental'));
  });
});
