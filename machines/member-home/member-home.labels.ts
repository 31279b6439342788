import type { MachineLabels } from '../machine.labels.ts';

/** Member home and member benefit store, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const memberHomeLabels: MachineLabels = {
  states: {
    checkingMember: 'Checking who the member is',
    decodingLink: 'Decoding the member\'s link',
    loadingMember: 'Loading the member\'s details',
    choosingTier: 'Member home',
    creatingFilter: 'Saving a quote for the member',
    failed: 'Failed',
    leaving: 'Leaving',
  },
  events: {
    'user.submit': 'Submits the form',
  },
  guards: {
    isStorePage: 'The store page',
    hasMember: 'Has member',
    linkNamesMember: 'The link names a member',
  },
  actors: {
    decryptDetail: 'Decoding the link\'s details',
    getMemberInfo: 'Loading the member\'s details',
    addFilterForMember: 'Saving a quote for the member',
  },
};
