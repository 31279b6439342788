import type { MachineLabels } from '../../machine.labels.ts';

/** Enter Enroller Code, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const enrollerCodeLabels: MachineLabels = {
  states: {
    closed: 'Enter Enroller Code button',
    editing: 'Enter Enroller Code popup',
    saving: 'Saving',
    proceeding: 'Code given or not needed',
  },
  events: {
    'user.openCode': 'Opens the enroller code field',
    'user.next': 'Next',
    'user.closeCode': 'Closes the enroller code field',
    'user.saveCode': 'Saves the enroller code',
  },
  guards: {
    isRequired: 'The enroller code is required',
    codeIsEntered: 'A code was typed',
  },
  actors: {
    saveEnrollerCode: 'Saving the enroller code',
  },
};
