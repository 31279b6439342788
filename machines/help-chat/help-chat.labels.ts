import type { MachineLabels } from '../machine.labels.ts';

/** Help chat widget, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const helpChatLabels: MachineLabels = {
  states: {
    starting: 'Starting',
    loading: 'Loading',
    failed: 'The chat could not be loaded',
    asking: 'A question (or a re-opened answer) with the answer field',
    'asking.idle': 'Idle',
    'asking.showingError': 'Showing error',
    sending: 'Sending',
    answered: 'Every question answered',
    'answered.checkingLead': 'Checking lead',
    'answered.storingLead': 'Storing lead',
    'answered.idle': 'Idle',
  },
  events: {
    'user.reload': 'Reload',
    'user.answer': 'Answer',
    'user.edit': 'Edit',
    'user.cancelEdit': 'Cancel edit',
  },
  guards: {
    hasStoredDevice: 'Has stored device',
    allAnswered: 'All answered',
    answerIsBlank: 'Answer is blank',
    isEditing: 'Editing?',
    leadIsStored: 'Lead is stored',
  },
  actors: {
    assistGet: 'Assist get',
    assistAdd: 'Assist add',
    checkLeadInformation: 'Checking lead information',
    getLeadInformation: 'Loading lead information',
  },
};
