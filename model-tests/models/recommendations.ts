import { recommendationCalls, recommendationsMachine, type RecommendationsContext } from '../../machines/recommendations/recommendations.machine.ts';
import { actorResults, apiFailure, type MachineModel } from '../lib/index.ts';
import { recommendationFixtures as f } from '../lib/recommendation-fixtures.ts';

const failure = apiFailure('Server error', [], 500);

/** The landing's strip (popularity, at most 5), a filter listing (all), the plans page's filter strip (at most 5) and the cart's association strip; a strip's carousel moved and resized. */
export const recommendationsModel: MachineModel = {
  id: recommendationsMachine.id,
  machine: recommendationsMachine,
  scenarios: [
    { name: 'landing strip', input: f.inputs.strip },
    { name: 'filter list', input: f.inputs.filter },
    { name: 'plans strip', input: f.inputs.plans },
    { name: 'cart strip', input: f.inputs.cart },
  ],
  events: {
    ...actorResults('getRecommendationPopularity', { answers: [f.popular, f.none], errors: [failure] }),
    ...actorResults('getRecommendationFilter', { answers: [f.filtered, f.filteredSix, { recs: [] }], errors: [failure] }),
    ...actorResults('getRecommendationAssociation', { answers: [f.associated, { recs: [] }], errors: [failure] }),
    ...actorResults('getRecommendationPlanDetails', { answers: [f.cards, f.noCards], errors: [failure] }),
    // the strip's carousel: the layout of a phone's one column and a wide screen's five
    'view.resized': [{ type: 'view.resized', columns: 1 }, { type: 'view.resized', columns: 5 }],
    'user.previous': [{ type: 'user.previous' }],
    'user.next': [{ type: 'user.next' }],
  },
  relevantContext: ({ planIds, recs, start, columns }: RecommendationsContext) => [planIds.length, recs.length, start, columns],
  requests: Object.fromEntries(recommendationCalls.map((call) => [call, call])),
};
