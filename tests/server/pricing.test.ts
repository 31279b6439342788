import { describe, expect, it } from 'vitest';
import type { FilterInfo } from '../../contract/index.ts';
import { basicPriceCents, pricePlan, type PricedPlan } from '../../server/queries/pricing.ts';

// The pricing rule of get-plan-pricing-detail, without a database.

const today = new Date(Date.UTC(2026, 10, 21));
const plain: PricedPlan = {
  id: 300,
  name: 'Test Plan',
  category: 'dental',
  successorPlanId: null,
  portalIds: null,
  statesNotSold: null,
  zipsNotSold: null,
  allowedTiers: null,
  minAge: null,
  maxAge: null,
  tobaccoRated: false,
  needsIncomeAndHours: false,
  hasHealthQuestions: false,
  prudentialType: false,
  isMembership: false,
  startingPriceCents: 2000,
};
const filter: FilterInfo = {
  zip: '10001',
  dob: '04/12/1988',
  state: 'NY',
  tier: 'IO',
  gender: '0',
  coverage: null,
  categories: [],
  is_smoker: null,
  annual_incode: null,
  working_hours: null,
  user_id: null,
  eprocess: null,
  agent_id: null,
  group_id: null,
  platform_group_id: null,
  type: null,
  open_type: null,
};
const codeOf = (plan: Partial<PricedPlan>, changes: Partial<FilterInfo> | null = {}, answered = false) =>
  pricePlan({ ...plain, ...plan }, changes === null ? null : { ...filter, ...changes }, { answered, today }).errorCode;

/** A plan failing every check: each check is seen only once the earlier ones pass. */
const failsAll: Partial<PricedPlan> = {
  successorPlanId: 301,
  portalIds: [12],
  statesNotSold: ['NY'],
  zipsNotSold: ['10001'],
  allowedTiers: ['IS'],
  minAge: 50,
  maxAge: 30,
  tobaccoRated: true,
  needsIncomeAndHours: true,
  hasHealthQuestions: true,
};

describe('pricePlan', () => {
  it('decides errorCodes in the documented order', () => {
    expect(codeOf(failsAll, null)).toBe('enrollmentIdError');
    expect(codeOf(failsAll)).toBe('changePid');
    expect(codeOf({ ...failsAll, successorPlanId: null })).toBe('portalError');
    expect(codeOf({ ...failsAll, successorPlanId: null }, { platform_group_id: 12 })).toBe('stateError');
    expect(codeOf({ ...failsAll, successorPlanId: null, statesNotSold: null }, { platform_group_id: 12 })).toBe('metError');
    expect(codeOf({ ...failsAll, successorPlanId: null, statesNotSold: null, zipsNotSold: null }, { platform_group_id: 12 })).toBe('tierError');
    const passed = { ...failsAll, successorPlanId: null, statesNotSold: null, zipsNotSold: null, portalIds: null, allowedTiers: null };
    expect(codeOf(passed)).toBe('ageError');
    expect(codeOf({ ...passed, minAge: null })).toBe('planAgeError');
    expect(codeOf({ ...passed, minAge: null, maxAge: null })).toBe('smokerError');
    const smoker = { is_smoker: '0' as const };
    expect(codeOf({ ...passed, minAge: null, maxAge: null }, smoker)).toBe('salaryError');
    expect(codeOf({ ...passed, minAge: null, maxAge: null }, { ...smoker, annual_incode: '11999' })).toBe('salaryError');
    expect(codeOf({ ...passed, minAge: null, maxAge: null }, { ...smoker, annual_incode: '$12,000' })).toBe('hourError');
    expect(codeOf({ ...passed, minAge: null, maxAge: null }, { ...smoker, annual_incode: '12000', working_hours: '19' })).toBe('hourError');
    const working = { ...smoker, annual_incode: '12000', working_hours: '20' };
    expect(codeOf({ ...passed, minAge: null, maxAge: null }, working)).toBe('newQuestionsError');
    expect(codeOf({ ...passed, minAge: null, maxAge: null }, working, true)).toBeNull();
  });

  it('answers the successor, the messages and is_prudential', () => {
    expect(pricePlan({ ...plain, successorPlanId: 301 }, filter, { answered: false, today })).toMatchObject({ pid: 301, message: null });
    expect(pricePlan({ ...plain, portalIds: [12] }, filter, { answered: false, today }).message).toBe(
      'Test Plan is not offered in the selected portal. Choose another portal.',
    );
    expect(pricePlan({ ...plain, minAge: 18, maxAge: 30 }, filter, { answered: false, today }).message).toBe('Test Plan is issued to ages 18 to 30 only.');
    expect(pricePlan({ ...plain, prudentialType: true }, null, { answered: false, today }).is_prudential).toBe(true);
  });

  it("labels the IC card 'Member + 1 Child' while a premier plan is in the cart, 'Member + Children' otherwise", () => {
    const labelOf = (hasPremierPlan?: boolean) => pricePlan(plain, { ...filter, tier: 'IC' }, { answered: false, today, hasPremierPlan }).plans[0]?.label;
    expect([labelOf(), labelOf(false), labelOf(true)]).toEqual(['Member + Children', 'Member + Children', 'Member + 1 Child']);
  });

  it('prices by tier and tobacco use; life plans by face amount', () => {
    expect(pricePlan(plain, { ...filter, tier: 'IS' }, { answered: false, today }).plans).toEqual([
      { plan_id: 300, plan_pricing_id: 3001, plan_price: 36, label: 'Member + Spouse', coverage_amount: null },
    ]);
    const life = pricePlan({ ...plain, category: 'term_life', tobaccoRated: true }, { ...filter, is_smoker: '1' }, { answered: false, today });
    expect(life.plans.map((card) => [card.plan_pricing_id, card.plan_price, card.coverage_amount])).toEqual([
      [3001, 30, 50_000],
      [3002, 60, 100_000],
      [3003, 120, 200_000],
      [3004, 180, 300_000],
    ]);
  });

  it('prices memberships flat for every tier', () => {
    expect(basicPriceCents({ startingPriceCents: 500, tobaccoRated: false, isMembership: true }, { tier: 'IF', is_smoker: null })).toBe(500);
    expect(basicPriceCents({ startingPriceCents: 500, tobaccoRated: false, isMembership: false }, { tier: 'IF', is_smoker: null })).toBe(1250);
  });
});
