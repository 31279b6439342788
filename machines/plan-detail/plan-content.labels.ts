import type { MachineLabels } from '../machine.labels.ts';

/** Plan detail: description and suggested products, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const planContentLabels: MachineLabels = {
  states: {
    description: 'Description',
    'description.loading': 'Loading',
    'description.shown': 'Description',
    'description.unavailable': 'Plan not found',
    related: 'Related',
    'related.loading': 'Loading',
    'related.shown': 'Suggested products',
    'related.hidden': 'Hidden',
  },
  events: {

  },
  guards: {

  },
  actors: {
    getPlanDetail: 'Loading the plan\'s description',
    getRelatedPlans: 'Loading the suggested products',
  },
};
