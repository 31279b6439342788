import { describe, expect, it } from 'vitest';
import { associationRule, filterRule, popularityRule, type RecommendablePlan } from '../../server/queries/recommendations.ts';
import { dataOf, failureOf, useTestServer } from './harness.ts';

const server = useTestServer();

const candidate = (plan_id: number, plan_category: RecommendablePlan['plan']['plan_category'], extra: Partial<RecommendablePlan> = {}): RecommendablePlan => ({
  plan: { plan_id, plan_name: `Plan ${plan_id}`, plan_logo: '/assets/logo.svg', plan_price: 10, plan_category },
  featured: false,
  allowedTiers: null,
  minAge: null,
  maxAge: null,
  statesNotSold: null,
  ...extra,
});

const ids = (recs: { plan_id: number }[]) => recs.map((rec) => rec.plan_id);

describe('recommendation rules', () => {
  const offered = [
    candidate(3, 'vision'),
    candidate(1, 'dental', { statesNotSold: ['NY'] }),
    candidate(2, 'medical', { featured: true }),
    candidate(4, 'accident', { allowedTiers: ['IO'] }),
    candidate(5, 'hospital', { minAge: 50, maxAge: 64 }),
  ];

  it('popularity puts featured plans first, then category order', () => {
    expect(ids(popularityRule(offered))).toEqual([2, 1, 3, 4, 5]);
  });

  it('filter keeps what the tier, age and state allow', () => {
    expect(ids(filterRule(offered, {}))).toEqual([2, 1, 3, 4, 5]);
    expect(ids(filterRule(offered, { tier: 'IF', age: 30, state: 'NY' }))).toEqual([2, 3]);
    expect(ids(filterRule(offered, { tier: 'IO', age: 55 }))).toEqual([2, 1, 3, 4, 5]);
  });

  it('association leaves out the categories the cart holds', () => {
    expect(ids(associationRule(offered, [2, 3]))).toEqual([1, 4, 5]);
    expect(ids(associationRule(offered, [2], 'NY'))).toEqual([3, 4, 5]);
    expect(ids(associationRule(offered, [999]))).toEqual([2, 1, 3, 4, 5]);
  });
});

/** The cards plan-details gives for recommended ids. */
const cardsOf = async (recs: number[]) =>
  dataOf('getRecommendationPlanDetails', await server.call('getRecommendationPlanDetails', { plan_list: recs.join(',') })).plans;

describe('recommendation calls', () => {
  it('popularity answers the main site featured plans first; plan-details gives their cards with Starting From prices', async () => {
    const { recs } = dataOf('getRecommendationPopularity', await server.call('getRecommendationPopularity', {}));
    expect(recs.slice(0, 7)).toEqual([101, 111, 121, 131, 151, 221, 113]);
    const cards = await cardsOf(recs.slice(0, 5));
    expect(ids(cards)).toEqual([101, 111, 121, 131, 151]);
    expect(cards[0]).toEqual({ plan_id: 101, plan_name: 'CareBridge Limited Medical', plan_logo: expect.stringMatching(/^\/assets\/logos\//), plan_price: 89, plan_category: 'limitedmed' });
    // neither the retired plan nor the one in a blackout is recommended
    expect(recs).not.toContain(112);
    expect(recs).not.toContain(132);
  });

  it('plan-details keeps the order asked and gives no card for an unknown or retired plan', async () => {
    expect(ids(await cardsOf([131, 999999, 121]))).toEqual([131, 121]);
    expect(ids(await cardsOf([112]))).toEqual([]);
  });

  it('plan-details refuses a plan_list that is not ids at the field', async () => {
    for (const plan_list of ['', 'a,b', '1,,2', Array.from({ length: 51 }, (_, index) => index + 1).join(',')]) {
      expect(failureOf(await server.call('getRecommendationPlanDetails', { plan_list }), 422).data.map((error) => error.target_element)).toEqual(['plan_list']);
    }
  });

  it('popularity follows the asking group', async () => {
    const { recs } = dataOf('getRecommendationPopularity', await server.call('getRecommendationPopularity', { groupID: 2512 }));
    expect(new Set((await cardsOf(recs)).map((rec) => rec.plan_category))).toEqual(new Set(['dental', 'vision', 'term_life', 'di', 'critical', 'accident', 'hospital']));
  });

  it('filter applies tier, age and state', async () => {
    const young = dataOf('getRecommendationFilter', await server.call('getRecommendationFilter', { tier: 'IF', age: 30, state: 'NY', gender: '1' })).recs;
    expect(young).not.toContain(201);
    expect(young).not.toContain(211);
    expect(young).not.toContain(123);
    const older = dataOf('getRecommendationFilter', await server.call('getRecommendationFilter', { tier: 'IO', age: 55 })).recs;
    expect(older).toEqual(expect.arrayContaining([201, 211, 123]));
  });

  it('association answers plans of other categories than the cart', async () => {
    const { recs } = dataOf('getRecommendationAssociation', await server.call('getRecommendationAssociation', { planID: '121,115,161' }));
    expect((await cardsOf(recs)).some((rec) => ['dental', 'medical', 'lifestyle'].includes(rec.plan_category))).toBe(false);
    expect(recs).toContain(131);
  });
});
