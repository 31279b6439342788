import type { MachineLabels } from '../machine.labels.ts';

/** Access Code and Employee Enrollment modals, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const accessCodeLabels: MachineLabels = {
  states: {
    entering: 'Enter the code',
    validating: 'Validating',
    'validating.choosing': 'Choosing',
    'validating.rep': 'Rep',
    'validating.group': 'Group',
    confirming: 'Confirming',
    'confirming.rep': 'Confirm the rep',
    'confirming.group': 'Confirm the company',
    leaving: 'Loading the landing page',
  },
  events: {
    'user.submit': 'Submits the form',
    'user.no': 'No',
    'user.yes': 'Yes',
    'user.reenter': 'Reenter',
  },
  guards: {
    codeIsEntered: 'A code was typed',
    isRepCode: 'A rep\'s code',
    isEmptyResult: 'The server found nothing',
    hasLandingUrl: 'Has landing address',
  },
  actors: {
    validateAgent: 'Checking the rep\'s code',
    validateGroup: 'Checking the group\'s code',
  },
};
