import type { MachineLabels } from '../machine.labels.ts';

/** Receipt, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const receiptLabels: MachineLabels = {
  states: {
    checking: 'Checking',
    loading: 'Loading',
    shown: 'Receipt',
    'shown.forMember': "Member's receipt",
    'shown.forRep': "Rep's receipt",
    unavailable: 'No receipt',
  },
  events: {
    'user.print': 'Print or save as PDF',
  },
  guards: {
    hasTempId: 'A saved enrollment exists',
    isEnrolledByRep: 'A rep or administrator enrolled the member',
  },
  actors: {
    getReceipt: 'Loading the receipt',
  },
};
