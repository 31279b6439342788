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
    'user.openCode': 'Open code',
    'user.next': 'Next',
    'user.closeCode': 'Close code',
    'user.saveCode': 'Save code',
  },
  guards: {
    isRequired: 'Required?',
    codeIsEntered: 'Code is entered',
  },
  actors: {
    saveEnrollerCode: 'Saving enroller code',
  },
};
