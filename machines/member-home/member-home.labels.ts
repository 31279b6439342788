import type { MachineLabels } from '../machine.labels.ts';

/** Member home and member benefit store, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const memberHomeLabels: MachineLabels = {
  states: {
    checkingMember: 'Checking member',
    decodingLink: 'Decoding link',
    loadingMember: 'Loading member',
    choosingTier: 'Member home',
    creatingFilter: 'Creating filter',
    failed: 'Failed',
    leaving: 'Leaving',
  },
  events: {
    'user.submit': 'Submits the form',
  },
  guards: {
    isStorePage: 'Store page?',
    hasMember: 'Has member',
    linkNamesMember: 'Link names member',
  },
  actors: {
    decryptDetail: 'Decoding detail',
    getMemberInfo: 'Loading member information',
    addFilterForMember: 'Adding filter for member',
  },
};
