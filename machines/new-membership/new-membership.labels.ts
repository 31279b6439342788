import type { MachineLabels } from '../machine.labels.ts';

/** New membership (Bronze, Silver, Gold), in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const newMembershipLabels: MachineLabels = {
  states: {
    choosing: 'Bronze, Silver and Gold with their prices and ADD CART',
    starting: 'Starting: checking for an enrollment',
    filtering: 'Association filter form on the page',
    adding: 'Adding',
  },
  events: {
    'user.addToCart': 'Add to Cart',
  },
  guards: {
    hasTempId: 'A saved enrollment exists',
    hasPending: 'A membership waits for the form',
    isEmptyResult: 'The server found nothing',
  },
  actors: {
    quote: 'Quote',
    addPlanToCart: 'Adding the membership to the cart',
  },
};
