import type { MachineLabels } from '../machine.labels.ts';

/** Continue enrollment by code or link, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const continueEnrollmentLabels: MachineLabels = {
  states: {
    deciding: 'Deciding',
    asking: 'Continue enrollment',
    'asking.entering': 'Entering code and e-mail',
    'asking.codeSpent': 'Code already used or superseded',
    resuming: 'Resuming',
    resumingDirectly: 'Resuming directly',
    resumed: 'Resumed',
    openingReceipt: 'Submitted',
  },
  events: {
    'user.continue': 'Continue',
  },
  guards: {
    isDirect: 'Direct?',
    isFilledIn: 'Filled in?',
    isSpentCode: 'Code used or superseded?',
    isSubmitted: 'Submitted?',
    linkNamesTab: 'Link names tab',
  },
  actors: {
    continueEnrollment: 'Continue enrollment',
    directContinue: 'Direct continue',
  },
};
