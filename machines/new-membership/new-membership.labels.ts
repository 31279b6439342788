import type { MachineLabels } from '../machine.labels.ts';

/** New membership (Bronze, Silver, Gold), in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const newMembershipLabels: MachineLabels = {
  states: {
    choosing: 'Bronze, Silver and Gold with their prices and ADD CART',
    quoting: 'Association filter form',
    adding: 'Adding',
  },
  events: {
    'user.addToCart': 'Add to Cart',
    'user.cancelFilter': 'Cancel filter',
  },
  guards: {
    hasTempId: 'Has draft ID',
    isEmptyResult: 'Empty result?',
  },
  actors: {
    quote: 'Quote',
    addPlanToCart: 'Adding plan to cart',
  },
};
