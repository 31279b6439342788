import type { MachineLabels } from '../machine.labels.ts';

/** Plan health questions, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const planQuestionsLabels: MachineLabels = {
  states: {
    loading: 'Loading',
    unavailable: 'Questions could not load',
    answering: 'Related questions',
    saving: 'Saving',
    declined: 'Declined',
    saved: 'Answers saved',
  },
  events: {
    'user.submitAnswers': 'Submit answers',
  },
  guards: {
    answersAll: 'Answers all',
    hasTreatmentRecords: 'Has treatment records',
    isDeclined: 'Declined?',
  },
  actors: {
    getQuestions: 'Loading questions',
    saveQuestionAnswers: 'Saving question answers',
  },
};
