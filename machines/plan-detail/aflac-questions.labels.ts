import type { MachineLabels } from '../machine.labels.ts';

/** Prudential-type questions, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const aflacQuestionsLabels: MachineLabels = {
  states: {
    loading: 'Loading',
    deciding: 'Deciding',
    unavailable: 'Questions could not load',
    answering: 'Prudential-type questions',
    blocked: 'Save blocked',
    saving: 'Saving',
    open: 'Questions done',
  },
  events: {
    'user.saveAflac': 'Save Prudential-type',
  },
  guards: {
    hasNoQuestions: 'No questions to ask',
    hasLockedYes: 'A yes answer is locked in',
  },
  actors: {
    getAflacQuestions: 'Loading Prudential-type questions',
    saveAflacQuestions: 'Saving Prudential-type questions',
  },
};
