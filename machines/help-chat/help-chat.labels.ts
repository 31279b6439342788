import type { MachineLabels } from '../machine.labels.ts';

/** Help chat widget, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const helpChatLabels: MachineLabels = {
  states: {
    starting: 'Starting',
    loading: 'Loading',
    failed: 'The chat could not be loaded',
    asking: 'A question (or a re-opened answer) with the answer field',
    'asking.idle': 'Idle',
    'asking.showingError': 'Showing what went wrong',
    sending: 'Sending',
    answered: 'Every question answered',
    'answered.checkingLead': 'Checking the contact details were kept',
    'answered.storingLead': 'Keeping the contact details',
    'answered.idle': 'Idle',
  },
  events: {
    'user.reload': 'Reload',
    'user.answer': 'Answer',
    'user.edit': 'Edit',
    'user.cancelEdit': 'Cancels the change',
  },
  guards: {
    hasStoredDevice: 'This device chatted before',
    allAnswered: 'Every question is answered',
    answerIsBlank: 'The answer is blank',
    isEditing: 'An answer is being changed',
    leadIsStored: 'The contact details are kept',
  },
  actors: {
    assistGet: 'Loading the next question',
    assistAdd: 'Sending the answer',
    checkLeadInformation: 'Checking the contact details were kept',
    getLeadInformation: 'Keeping the contact details',
  },
};
