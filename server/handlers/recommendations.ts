import { TEXT_LIMITS, type RecommendedPlan } from '../../contract/index.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { associationRule, filterRule, popularityRule, recommendablePlans, recommendedPlanCards } from '../queries/recommendations.ts';
import type { HandlerDeps } from './deps.ts';

type RecommendationHandlers = Pick<
  Handlers,
  'getRecommendationPopularity' | 'getRecommendationFilter' | 'getRecommendationAssociation' | 'getRecommendationPlanDetails'
>;

/** What the recommendation calls answer: plan ids, best first, at most the contract's list bound. */
const recsOf = (plans: readonly RecommendedPlan[]) => ({ recs: plans.map((plan) => plan.plan_id).slice(0, TEXT_LIMITS.list) });

/**
 * Recommendations (spec 1 §7 Benefit-service base), by deterministic rules over the catalogue of
 * the asking group (the main site's without one). Gender is taken but no demo plan depends on it.
 * The three rules answer plan ids; recommendation/plan-details gives the cards for them.
 */
export const recommendationHandlers = ({ db }: HandlerDeps): RecommendationHandlers => ({
  async getRecommendationPopularity({ groupID }) {
    return recsOf(popularityRule(await recommendablePlans(db, groupID)));
  },

  async getRecommendationFilter({ groupID, state, tier, age }) {
    return recsOf(filterRule(await recommendablePlans(db, groupID), { state, tier, age }));
  },

  async getRecommendationAssociation({ groupID, planID, state }) {
    return recsOf(associationRule(await recommendablePlans(db, groupID), planID.split(',').map(Number), state));
  },

  async getRecommendationPlanDetails({ plan_list }) {
    return { plans: await recommendedPlanCards(db, plan_list.split(',').map(Number)) };
  },
});
