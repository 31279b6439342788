import type { MachineLabels } from '../machine.labels.ts';

/** Receipt, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const receiptLabels: MachineLabels = {
  states: {
    checking: 'Checking',
    loading: 'Loading',
    shown: 'Receipt',
    unavailable: 'No receipt',
  },
  events: {

  },
  guards: {
    hasTempId: 'A saved enrollment exists',
  },
  actors: {
    getReceipt: 'Loading the receipt',
  },
};
