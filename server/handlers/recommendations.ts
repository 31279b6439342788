import type { Handlers } from '../http/bind-endpoints.ts';
import { associationRule, filterRule, popularityRule, recommendablePlans } from '../queries/recommendations.ts';
import type { HandlerDeps } from './deps.ts';

type RecommendationHandlers = Pick<Handlers, 'getRecommendationPopularity' | 'getRecommendationFilter' | 'getRecommendationAssociation'>;

/**
 * Recommendations (spec 1 §7 Benefit-service base), by deterministic rules over the catalogue of
 * the asking group (the main site's without one). Gender is taken but no demo plan depends on it.
 */
export const recommendationHandlers = ({ db }: HandlerDeps): RecommendationHandlers => ({
  async getRecommendationPopularity({ groupID }) {
    return { recs: popularityRule(await recommendablePlans(db, groupID)) };
  },

  async getRecommendationFilter({ groupID, state, tier, age }) {
    return { recs: filterRule(await recommendablePlans(db, groupID), { state, tier, age }) };
  },

  async getRecommendationAssociation({ groupID, planID, state }) {
    return { recs: associationRule(await recommendablePlans(db, groupID), planID.split(',').map(Number), state) };
  },
});
