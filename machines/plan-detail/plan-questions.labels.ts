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
    'user.submitAnswers': 'Submits the answers',
  },
  guards: {
    answersAll: 'Every question is answered',
    hasTreatmentRecords: 'Treatment details are given',
    isDeclined: 'The answers decline the plan',
  },
  actors: {
    getQuestions: 'Loading the health questions',
    saveQuestionAnswers: 'Saving the answers',
  },
};
