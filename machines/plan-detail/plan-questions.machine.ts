import { assertEvent, assign, not, setup } from 'xstate';
import { planDetailMessages, type FilterInfo, type PlanQuestion, type QuestionSaveResult } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActors } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import { allAnswered, answerList, carriedAnswers, detailsComplete, questionErrorsOf, unansweredIds, type AnswerMap } from './question-rules.ts';

export interface PlanQuestionsInput {
  tempId: string;
  planId: number;
  /** The quote's tobacco answer, carried to a question that asks it again. */
  tobacco: FilterInfo['is_smoker'];
}

export interface PlanQuestionsContext extends PlanQuestionsInput {
  questions: PlanQuestion[];
  /** The answers the panel starts from (carriedAnswers): the quote's tobacco answer. */
  carried: AnswerMap;
  /** The panel's message: 'Please answer all questions', the decline or a server failure. */
  error: string | null;
  /** Server field errors by target_element. */
  fieldErrors: Record<string, string>;
  /** The questions 'Please answer all questions' is about, each marked on the panel. */
  unanswered: number[];
  successMessage: string | null;
}

export type PlanQuestionsEvent = { type: 'user.submitAnswers'; answers: AnswerMap };

export const planQuestionsCalls = ['getQuestions', 'saveQuestionAnswers'] as const;

/** Shown when a yes to a detail question lacks its two treatment records. */
export const treatmentRecordsMessage = 'Please give both treatment records';

const isDecline = (result: QuestionSaveResult): result is Extract<QuestionSaveResult, { errorCode: 'decline' }> =>
  'errorCode' in result;

/**
 * The related-questions panel of plan detail (spec 2 §2, §4, §5): the server's health questions,
 * answered all at once; every question needs yes or no, a yes to a require_detail question needs
 * two treatment records. A saved answer set ends the panel (the parent reprices); a decline shows
 * the server's message and lets the answers be changed.
 */
export const planQuestionsMachine = setup({
  types: {
    input: {} as PlanQuestionsInput,
    context: {} as PlanQuestionsContext,
    events: {} as PlanQuestionsEvent,
    output: {} as { successMessage: string },
  },
  actors: endpointActors(planQuestionsCalls),
  guards: {
    answersAll: ({ context, event }) => {
      assertEvent(event, 'user.submitAnswers');
      return allAnswered(context.questions, event.answers);
    },
    hasTreatmentRecords: ({ context, event }) => {
      assertEvent(event, 'user.submitAnswers');
      return detailsComplete(context.questions, event.answers);
    },
    isDeclined: (_, { result }: { result: QuestionSaveResult }) => isDecline(result),
  },
  actions: {
    ...sharedActions,
    showQuestions: assign(({ context }, { questions }: { questions: PlanQuestion[] }) => ({ questions, carried: carriedAnswers(questions, context.tobacco) })),
    showError: assign((_, { message }: { message: string }) => ({ error: message, fieldErrors: {}, unanswered: [] })),
    markUnanswered: assign(({ context, event }) => {
      assertEvent(event, 'user.submitAnswers');
      return { error: planDetailMessages.answerAll, fieldErrors: {}, unanswered: unansweredIds(context.questions, event.answers) };
    }),
    showFailure: assign((_, { error }: { error: unknown }) => ({
      error: failureMessage(error, 'Your answers could not be saved. Please try again.'),
      fieldErrors: questionErrorsOf(error),
    })),
    showDecline: assign((_, { result }: { result: QuestionSaveResult }) => ({ error: isDecline(result) ? result.error_message : null })),
    showSuccess: assign((_, { result }: { result: QuestionSaveResult }) => ({
      successMessage: isDecline(result) ? null : result.success_message,
      error: null,
    })),
    clearError: assign({ error: null, fieldErrors: {}, unanswered: [] }),
  },
}).createMachine({
  id: 'planQuestions',
  context: ({ input }) => ({ ...input, questions: [], carried: {}, error: null, fieldErrors: {}, unanswered: [], successMessage: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'getQuestions',
        src: 'getQuestions',
        input: ({ context }) => ({ enrollment_id: context.tempId, plan_id: context.planId, type: 'save' as const }),
        onDone: { target: 'answering', actions: { type: 'showQuestions', params: ({ event }) => ({ questions: event.output }) } },
        onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unavailable: {
      meta: { title: 'Questions could not load', shows: 'nothing: the failure is only logged' },
    },
    answering: {
      meta: { title: 'Related questions', shows: 'the questions with Submit; each unanswered one marked' },
      on: {
        'user.submitAnswers': [
          { guard: not('answersAll'), actions: 'markUnanswered' },
          { guard: not('hasTreatmentRecords'), actions: { type: 'showError', params: { message: treatmentRecordsMessage } } },
          { target: 'saving' },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      entry: 'clearError',
      invoke: {
        id: 'saveQuestionAnswers',
        src: 'saveQuestionAnswers',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submitAnswers');
          return { enrollment_id: context.tempId, plan_id: context.planId, answers: answerList(context.questions, event.answers) };
        },
        onDone: [
          { guard: { type: 'isDeclined', params: ({ event }) => ({ result: event.output }) }, target: 'declined', actions: { type: 'showDecline', params: ({ event }) => ({ result: event.output }) } },
          { target: 'saved', actions: { type: 'showSuccess', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'answering', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    declined: {
      meta: { title: 'Declined', shows: "the server's decline message and what to do next (other plans, the representative); answers may be changed and sent again" },
      on: {
        'user.submitAnswers': [
          { guard: not('answersAll'), target: 'answering', actions: 'markUnanswered' },
          { guard: not('hasTreatmentRecords'), target: 'answering', actions: { type: 'showError', params: { message: treatmentRecordsMessage } } },
          { target: 'saving' },
        ],
      },
    },
    saved: {
      type: 'final',
      meta: { title: 'Answers saved', shows: 'the success message while pricing reloads' },
    },
  },
  output: ({ context }) => ({ successMessage: context.successMessage ?? '' }),
});
