import type { MachineLabels } from '../machine.labels.ts';

/** Save & Continue Later, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const saveLaterLabels: MachineLabels = {
  states: {
    asking: 'Code-send modal',
    sending: 'Sending',
    sent: 'Information saved',
    closed: 'Closed',
  },
  events: {
    'user.sendCode': 'Sends the code',
    'user.back': 'Back',
    'user.done': 'Done',
  },
  guards: {
    emailIsBlank: 'The alternate e-mail is left blank (the code goes to the enrollment\'s own address)',
    emailIsValid: 'The e-mail address is valid',
  },
  actors: {
    saveEnrollmentForLater: 'Saving the enrollment to continue later',
  },
};
