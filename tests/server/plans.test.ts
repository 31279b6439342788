import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categorySchema, type AnswerItem, type RequestOf } from '../../contract/index.ts';
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

describe('get-filtered-plans: each plan priced for the quote as its page prices it (issue 16 item 9)', () => {
  /** What the plan's page shows for the quote (get-plan-pricing-detail): its lowest card, or no price. */
  const pagePrice = async (enrollment_id: string, pid: number) => {
    const { errorCode, plans } = dataOf('getPlanPricingDetail', await server.call('getPlanPricingDetail', { enrollment_id, pid }));
    return errorCode !== null ? null : { monthly: Math.min(...plans.map((card) => card.plan_price)), from: plans.length > 1 };
  };
  const expectPagePrices = async (tempId: string) => {
    const plans = await listing(tempId);
    expect(plans.length).toBeGreaterThan(20);
    for (const plan of plans) expect({ plan: plan.plan_name, price: plan.quote_price }).toEqual({ plan: plan.plan_name, price: await pagePrice(tempId, plan.plan_id) });
    return plans;
  };
  const priceOf = async (tempId: string, name: string) => (await listing(tempId)).find((plan) => plan.plan_name === name)?.quote_price;
  const change = async (tempId: string, fields: Omit<RequestOf<'changeFilterInfo'>, 'tempId'>) => server.call('changeFilterInfo', { tempId, ...fields });

  it('prices every plan of a plain quote, a smoker family quote and a quote with income and hours, each as its page does', async () => {
    const plain = await expectPagePrices(await quote());
    // the listing has both: priced plans, and plans whose page asks for more first
    expect(plain.some((plan) => plan.quote_price === null) && plain.some((plan) => plan.quote_price !== null)).toBe(true);
    expect(plain.find((plan) => plan.plan_name === 'BrightSmile Dental Basic')?.quote_price).toEqual({ monthly: 24.5, from: false });
    // a life plan's page offers face amounts: the lowest, from
    expect(plain.find((plan) => plan.plan_name === 'Prudent Term Life')?.quote_price).toMatchObject({ from: true });
    const smoker = await quote({ tier: 'IF' });
    await change(smoker, { is_smoker: '1' });
    await expectPagePrices(smoker);
    const earner = await quote({ zip: '90210', dob: '01/15/1950' });
    await change(earner, { annual_incode: '$52,000', working_hours: '40' });
    await expectPagePrices(earner);
  });

  it('follows a filter change and the answers to a plan’s questions at once', async () => {
    const tempId = await quote();
    expect(await priceOf(tempId, 'BrightSmile Dental Basic')).toEqual({ monthly: 24.5, from: false });
    await change(tempId, { tier: 'IF' });
    expect(await priceOf(tempId, 'BrightSmile Dental Basic')).toEqual({ monthly: 61.25, from: false });
    // CriticalCare Protect (191) is priced once its questions are answered
    expect(await priceOf(tempId, 'CriticalCare Protect')).toBeNull();
    const record = { dot_from: '01/02/2022', dot_to: '01/09/2022', reason_for_condition: 'Appendicitis', degree_of_recovery: 'Full', physician_name_address: 'Dr. Ruth Hale, 10 Main St, New York NY' };
    const answers: AnswerItem[] = [
      { question_id: 1911, yes_no_flag: '0' },
      { question_id: 1912, yes_no_flag: '1', checkbox_answers: [19125] },
      { question_id: 1913, yes_no_flag: '1', detail: [record, record] },
    ];
    dataOf('saveQuestionAnswers', await server.call('saveQuestionAnswers', { enrollment_id: tempId, plan_id: 191, answers }));
    expect(await priceOf(tempId, 'CriticalCare Protect')).toEqual(await pagePrice(tempId, 191));
    expect(await priceOf(tempId, 'CriticalCare Protect')).not.toBeNull();
  });
});

describe('get-filtered-plans: what each card says besides its price (issue 28 item 7)', () => {
  /** A date of birth that makes the applicant 40 today: New Year's Day forty years ago. */
  const fortyYearsOld = () => `01/01/${new Date().getFullYear() - 40}`;
  const byName = async (tempId: string) => new Map((await listing(tempId)).map((plan) => [plan.plan_name, plan]));

  it('marks plans not sold to a 40-year-old in New York, with the reason, and prices the rest', async () => {
    const plans = await byName(await quote({ zip: '10001', dob: fortyYearsOld() }));
    expect(plans.get('Coastal Dental Preferred')).toMatchObject({
      quote_price: null,
      quote_notice: { kind: 'unavailable', title: 'Not available in NY', reason: 'Coastal Dental Preferred is not sold in New York.' },
    });
    expect(plans.get('HospitalCash Senior')).toMatchObject({
      quote_price: null,
      quote_notice: { kind: 'unavailable', title: 'Not available at age 40', reason: 'HospitalCash Senior is issued to ages 50 to 64 only.' },
    });
    expect(plans.get('Horizon Health Silver')?.quote_notice).toEqual({ kind: 'unavailable', title: 'No longer sold', reason: 'Replaced by Horizon Health Silver Plus: More Info opens it.' });
    expect(plans.get('BrightSmile Dental Basic')).toMatchObject({ quote_price: { monthly: 24.5, from: false }, quote_notice: null });
  });

  it('says the blackout before Add to Cart, beside the price', async () => {
    const plans = await byName(await quote());
    expect(plans.get('FocusPoint Vision')).toMatchObject({
      quote_price: { monthly: 15, from: false },
      quote_notice: { kind: 'closed', title: 'Enrollment closed', reason: 'FocusPoint Vision cannot be added during the enrollment blackout period.' },
    });
  });

  it('gives every card a price or what its page needs to price it', async () => {
    const plans = await listing(await quote());
    expect(plans.filter((plan) => plan.quote_price === null && plan.quote_notice === null).map((plan) => plan.plan_name)).toEqual([]);
    const needs = Object.fromEntries(plans.filter((plan) => plan.quote_notice?.kind === 'needsMore').map((plan) => [plan.plan_name, plan.quote_notice?.title]));
    expect(needs).toEqual({
      'Family Term Life': 'Your price needs your tobacco use',
      'Income Shield Disability': 'Your price needs your annual income and working hours',
      'CriticalCare Protect': "Your price needs your answers to this plan's questions",
    });
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
