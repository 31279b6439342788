import { assertEvent, assign, setup } from 'xstate';
import type { AflacQuestion } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActors } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import { initialAflacAnswers, lockedQuestionIds, type AflacAnswers } from './question-rules.ts';

export interface AflacQuestionsInput {
  tempId: string;
  planId: number;
}

export interface AflacQuestionsContext extends AflacQuestionsInput {
  questions: AflacQuestion[];
  /** Questions whose initial true_condition was 1: shown fixed, and they block the save. */
  locked: number[];
  answers: AflacAnswers;
  error: string | null;
}

export type AflacQuestionsEvent = { type: 'user.saveAflac'; answers: AflacAnswers };

export const aflacQuestionsCalls = ['getAflacQuestions', 'saveAflacQuestions'] as const;

/** Why a preset yes stops the plan (the spec gives no wording). */
export const lockedAnswerMessage = 'An earlier answer of yes cannot be changed, so this plan cannot be added to the cart.';

/**
 * The prudential-type (aflac-type) questions of plan detail (spec 2 §4, §5): shown before Add to
 * Cart. With none the gate opens at once; otherwise it opens once the answers are saved. A question
 * whose initial true_condition was 1 cannot be changed and blocks the save.
 */
export const aflacQuestionsMachine = setup({
  types: {
    input: {} as AflacQuestionsInput,
    context: {} as AflacQuestionsContext,
    events: {} as AflacQuestionsEvent,
  },
  actors: endpointActors(aflacQuestionsCalls),
  guards: {
    hasNoQuestions: ({ context }) => context.questions.length === 0,
    hasLockedYes: ({ context }) => context.locked.length > 0,
  },
  actions: {
    ...sharedActions,
    showQuestions: assign((_, { questions }: { questions: AflacQuestion[] }) => ({
      questions,
      locked: lockedQuestionIds(questions),
      answers: initialAflacAnswers(questions),
    })),
    keepAnswers: assign(({ context, event }) => {
      assertEvent(event, 'user.saveAflac');
      // a locked question keeps its initial answer whatever the form sent
      const answers = { ...event.answers };
      for (const qid of context.locked) answers[qid] = 1;
      return { answers };
    }),
    showLocked: assign({ error: lockedAnswerMessage }),
    showFailure: assign((_, { error }: { error: unknown }) => ({ error: failureMessage(error, 'Your answers could not be saved. Please try again.') })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'aflacQuestions',
  context: ({ input }) => ({ ...input, questions: [], locked: [], answers: {}, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'getAflacQuestions',
        src: 'getAflacQuestions',
        input: ({ context }) => ({ enrollment_id: context.tempId, plan_id: context.planId }),
        onDone: { target: 'deciding', actions: { type: 'showQuestions', params: ({ event }) => ({ questions: event.output }) } },
        // failures are only logged (spec 2 §8); Add to Cart stays hidden
        onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deciding: {
      always: [{ guard: 'hasNoQuestions', target: 'open' }, { target: 'answering' }],
    },
    unavailable: {
      meta: { title: 'Questions could not load', shows: 'no Add to Cart' },
    },
    answering: {
      meta: { title: 'Prudential-type questions', shows: 'each question yes/no (preset yes fixed) and Save' },
      on: {
        'user.saveAflac': [
          { guard: 'hasLockedYes', target: 'blocked', actions: ['keepAnswers', 'showLocked'] },
          { target: 'saving', actions: ['keepAnswers', 'clearError'] },
        ],
      },
    },
    blocked: {
      meta: { title: 'Save blocked', shows: 'why a preset yes stops the plan; no Add to Cart' },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveAflacQuestions',
        src: 'saveAflacQuestions',
        input: ({ context }) => ({
          enrollment_id: context.tempId,
          plan_id: context.planId,
          aflac_data: context.questions.map((question) => ({ qid: question.qid, true_condition: context.answers[question.qid] ?? 0 })),
        }),
        onDone: { target: 'open' },
        onError: { target: 'answering', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    open: {
      type: 'final',
      meta: { title: 'Questions done', shows: 'Add to Cart' },
    },
  },
});
