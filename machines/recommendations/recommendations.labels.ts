import type { MachineLabels } from '../machine.labels.ts';

/** Recommended products, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const recommendationsLabels: MachineLabels = {
  states: {
    choosingCall: 'Choosing what to recommend from',
    loadingPopularity: 'Loading the most popular plans',
    loadingFilter: 'Loading plans that fit the quote',
    loadingAssociation: 'Loading the association\'s plans',
    counting: 'Counting',
    loadingCards: 'Loading the recommended plans\' details',
    showingCards: 'Showing the recommended plans',
    showing: 'Recommended plans',
    empty: 'No recommendations',
  },
  events: {

  },
  guards: {
    asksPopularity: 'Recommends by popularity',
    asksFilter: 'Recommends by the quote',
    hasPlanIds: 'Some plans are recommended',
    hasCards: 'Has cards',
  },
  actors: {
    getRecommendationPopularity: 'Loading the most popular plans',
    getRecommendationFilter: 'Loading plans that fit the quote',
    getRecommendationAssociation: 'Loading the association\'s plans',
    getRecommendationPlanDetails: 'Loading the recommended plans\' details',
  },
};
