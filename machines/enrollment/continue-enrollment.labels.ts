import type { MachineLabels } from '../machine.labels.ts';

/** Continue enrollment by code or link, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const continueEnrollmentLabels: MachineLabels = {
  states: {
    deciding: 'Deciding',
    asking: 'Continue enrollment',
    'asking.entering': 'Entering code and e-mail',
    'asking.codeSpent': 'Code already used or superseded',
    resuming: 'Resuming',
    resumingDirectly: 'Resuming from the direct link',
    resumed: 'Resumed',
    openingReceipt: 'Submitted',
  },
  events: {
    'user.continue': 'Continue',
  },
  guards: {
    isDirect: 'A direct link',
    isFilledIn: 'The form is filled in',
    isSpentCode: 'The code was used or a newer one was sent',
    isSubmitted: 'The enrollment was submitted',
    linkNamesTab: 'The link names a step',
  },
  actors: {
    continueEnrollment: 'Finding the saved enrollment',
    directContinue: 'Opening the enrollment of the direct link',
  },
};
