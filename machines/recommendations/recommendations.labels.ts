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
    'showing.choosingLayout': 'A strip or the whole list',
    'showing.list': 'Every recommended plan',
    'showing.carousel': 'Recommended plans carousel (at most 5; 1, 2, 3 or 5 columns)',
    empty: 'No recommendations',
  },
  events: {
    'user.previous': 'Previous',
    'user.next': 'Next',
    'view.resized': 'The plans shown side by side at the screen\'s width: 1, 2, 3 or 5',
  },
  guards: {
    asksPopularity: 'Recommends by popularity',
    asksFilter: 'Recommends by the quote',
    hasPlanIds: 'Some plans are recommended',
    hasCards: 'Has cards',
    isStrip: 'A strip of at most 5',
    hasPrevious: 'A plan before the ones shown',
    hasNext: 'A plan after the ones shown',
  },
  actors: {
    getRecommendationPopularity: 'Loading the most popular plans',
    getRecommendationFilter: 'Loading plans that fit the quote',
    getRecommendationAssociation: 'Loading the association\'s plans',
    getRecommendationPlanDetails: 'Loading the recommended plans\' details',
  },
};
