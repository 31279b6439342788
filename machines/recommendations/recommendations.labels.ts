import type { MachineLabels } from '../machine.labels.ts';

/** Recommended products, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const recommendationsLabels: MachineLabels = {
  states: {
    choosingCall: 'Choosing call',
    loadingPopularity: 'Loading popularity',
    loadingFilter: 'Loading filter',
    loadingAssociation: 'Loading association',
    counting: 'Counting',
    loadingCards: 'Loading cards',
    showingCards: 'Showing cards',
    showing: 'Recommended plans',
    empty: 'No recommendations',
  },
  events: {

  },
  guards: {
    asksPopularity: 'Asks popularity',
    asksFilter: 'Asks filter',
    hasPlanIds: 'Has plan ids',
    hasCards: 'Has cards',
  },
  actors: {
    getRecommendationPopularity: 'Loading recommendation popularity',
    getRecommendationFilter: 'Loading recommendation filter',
    getRecommendationAssociation: 'Loading recommendation association',
    getRecommendationPlanDetails: 'Loading recommendation plan details',
  },
};
