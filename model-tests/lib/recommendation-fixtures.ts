import type { RecommendationsInput } from '../../machines/recommendations/recommendations.machine.ts';
import { dataOf } from './fixtures.ts';

const rec = (plan_id: number, plan_name: string, plan_price: number, plan_category: 'dental' | 'vision' | 'medical' | 'pet' | 'rx' | 'accident') => ({
  plan_id,
  plan_name,
  plan_logo: `/logos/${plan_id}.png`,
  plan_price,
  plan_category,
});

const six = [
  rec(111, 'Horizon Health Bronze', 219, 'medical'),
  rec(121, 'BrightSmile Dental Basic', 24.5, 'dental'),
  rec(131, 'ClearView Vision', 12, 'vision'),
  rec(151, 'RxSaver Prescription Card', 9.99, 'rx'),
  rec(221, 'PawSafe Pet Insurance', 28, 'pet'),
  rec(201, 'AccidentGuard Solo', 11, 'accident'),
];

const ids = (plans: typeof six) => plans.map((plan) => plan.plan_id);

/** Contract-valid answers of the recommendation calls (plan ids) and of plan-details (cards), and the three kinds of query. */
export const recommendationFixtures = {
  six,
  popular: dataOf('getRecommendationPopularity', { recs: ids(six) }),
  filtered: dataOf('getRecommendationFilter', { recs: ids(six.slice(1, 3)) }),
  filteredSix: dataOf('getRecommendationFilter', { recs: ids(six) }),
  associated: dataOf('getRecommendationAssociation', { recs: ids(six.slice(2)) }),
  none: dataOf('getRecommendationPopularity', { recs: [] }),
  /** plan-details' cards for the ids asked (the first five of the six, as the strip asks). */
  cards: dataOf('getRecommendationPlanDetails', { plans: six.slice(0, 5) }),
  /** Every id asked is retired since: no card. */
  noCards: dataOf('getRecommendationPlanDetails', { plans: [] }),
  inputs: {
    strip: { query: { kind: 'popularity', request: { groupID: 2556 } }, limit: 5 } satisfies RecommendationsInput,
    filter: { query: { kind: 'filter', request: { tier: 'IO', age: 38, state: 'NY', gender: '1' } }, limit: null } satisfies RecommendationsInput,
    /** The plans page's strip: the quote's filter, at most 5. */
    plans: { query: { kind: 'filter', request: { groupID: 2556, state: 'NY', tier: 'IS', age: 45, gender: '0' } }, limit: 5 } satisfies RecommendationsInput,
    cart: { query: { kind: 'association', request: { planID: '121,161', state: 'NY' } }, limit: 5 } satisfies RecommendationsInput,
  },
};
