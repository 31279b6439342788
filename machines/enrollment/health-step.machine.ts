import { assertEvent, assign, not, sendParent, setup } from 'xstate';
import {
  allAnswered,
  fieldErrorsOf,
  healthErrors,
  healthMessages,
  parseHealthInfo,
  type ConditionAnswer,
  type DataOf,
  type HealthInfo,
  type MedicationAnswer,
  type StepData,
} from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActor } from '../shared/not-provided.ts';
import { summaryOf } from './error-summary.ts';
import { namesFields } from './save-refusal.ts';
import { stepReplies, type StepInput, type StepOutput, type StepRequest } from './step-protocol.ts';

/** The questions as loaded, with what the step keeps (the form starts from these). */
export interface HealthQuestionList {
  condition_questions: ConditionAnswer[];
  medication_question: MedicationAnswer | null;
  notes: string;
}

/** An existing member without the stored health_track: the step loads their earlier health info and saves it first (spec 2 §4). */
export const loadsExistingHealth = (stored: StepInput['stored']): boolean => stored.enroll_type === 'existing-member' && !stored.health_track;

export interface HealthStepContext {
  tempId: string;
  /** An existing member without the stored health_track: their earlier health info is loaded and saved first (spec 2 §4). */
  loadsExisting: boolean;
  questions: HealthQuestionList;
  /** The server shows this session no answers (a group administrator's): the questions come unanswered whatever the step keeps. */
  answersWithheld: boolean;
  /** The answers last judged or saved (an existing member's earlier answers while they are auto-saved). */
  answers: HealthInfo | null;
  /** Messages keyed as the server keys them (condition_questions.{i}.conditions.0.{field}, ...). */
  errors: Record<string, string>;
}

export type HealthStepEvent = StepRequest;

const NO_QUESTIONS: HealthQuestionList = { condition_questions: [], medication_question: null, notes: '' };

/** The answers in a request's values: the screen sends them shaped (contract/health.ts healthAnswersOf). */
export const answersIn = (values: StepData, questions: HealthQuestionList): HealthInfo =>
  parseHealthInfo(values) ?? {
    // values not in shape count as nothing answered
    condition_questions: questions.condition_questions.map((question) => ({ ...question, yes_no_flag: '', conditions: [] })),
    medication_question: questions.medication_question && { ...questions.medication_question, yes_no_flag: '', medications: [] },
    notes: '',
  };

/** The step's error summary (issue 28 item 2): its messages in question order, 'Please answer all questions' once, at the first unanswered question. */
export const healthSummaryOf = (context: Pick<HealthStepContext, 'errors'>) => summaryOf(context.errors, [healthMessages.answerAll]);

/** What Save & Continue Later keeps: the answers as they stand, unchecked (nested answers included). */
const draftOf = (values: StepData): StepData => (parseHealthInfo(values) as StepData | null) ?? {};

const questionListOf = (result: DataOf<'getHealthQuestionsPrimaryHealthInfo'>['result']): HealthQuestionList => ({
  condition_questions: result.codition_questions,
  medication_question: result.medication_question,
  notes: result.notes,
});

/**
 * Primary Health Questions (spec 2 §2-§5, §7-§9): an existing member without health_track first
 * has their earlier health info loaded and saved, then health_track stored and the questions
 * reloaded; the questions with what the step keeps; on the engine's step.save every question must
 * be answered ('Please answer all questions') and the details pass their rules before
 * save-primary-health-info; the server's messages come back at their fields. A successful save
 * stores isSpouseEnrollAccept false. Save & Continue Later hands over the answers as they stand.
 */
export const healthStepMachine = setup({
  types: {
    input: {} as StepInput,
    context: {} as HealthStepContext,
    events: {} as HealthStepEvent,
    output: {} as StepOutput,
  },
  actors: {
    getHealthQuestionsPrimaryHealthInfo: endpointActor('getHealthQuestionsPrimaryHealthInfo'),
    getExistingPrimaryHealthInfo: endpointActor('getExistingPrimaryHealthInfo'),
    savePrimaryHealthInfo: endpointActor('savePrimaryHealthInfo'),
  },
  guards: {
    loadsExisting: ({ context }) => context.loadsExisting,
    hasExistingInfo: (_, { info }: { info: HealthInfo | null }) => info !== null,
    allAnswered: ({ context, event }) => {
      assertEvent(event, 'step.save');
      return allAnswered(answersIn(event.values, context.questions));
    },
    /** The server refused the save with messages for its questions (else the engine says why at Next). */
    namesFields: (_, { error }: { error: unknown }) => namesFields(error),
    answersAreValid: ({ context, event }) => {
      assertEvent(event, 'step.save');
      return Object.keys(healthErrors(answersIn(event.values, context.questions))).length === 0;
    },
  },
  actions: {
    ...sharedActions,
    tellRejected: sendParent(stepReplies.rejected),
    tellRefused: sendParent((_, { error }: { error: unknown }) => stepReplies.refused(error)),
    handOverDraft: sendParent((_, { data }: { data: StepData }) => stepReplies.draft(data)),
    keepExisting: assign((_, { info }: { info: HealthInfo | null }) => ({ answers: info })),
    showQuestions: assign((_, { questions, answersWithheld }: { questions: HealthQuestionList; answersWithheld: boolean }) => ({ questions, answersWithheld, errors: {} })),
    keepAnswers: assign(({ context, event }) => {
      assertEvent(event, 'step.save');
      return { answers: answersIn(event.values, context.questions) };
    }),
    showRuleErrors: assign(({ context, event }) => {
      assertEvent(event, 'step.save');
      return { errors: healthErrors(answersIn(event.values, context.questions)) };
    }),
    clearErrors: assign({ errors: {} }),
    showServerErrors: assign((_, { error }: { error: unknown }) => ({
      errors: Object.fromEntries(fieldErrorsOf(error).map((fieldError) => [fieldError.target_element, fieldError.error_message])),
    })),
  },
}).createMachine({
  id: 'healthStep',
  context: ({ input }) => ({
    tempId: input.tempId,
    loadsExisting: loadsExistingHealth(input.stored),
    questions: NO_QUESTIONS,
    answersWithheld: false,
    answers: null,
    errors: {},
  }),
  // Save & Continue Later is asked while the engine shows the step (loading, unavailable or
  // editing): the answers as they stand, unchecked, since a draft keeps what was entered
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'loadsExisting', target: 'loadingExisting' }, { target: 'loading' }],
    },
    loadingExisting: {
      tags: ['loading'],
      on: { 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: draftOf(event.values) }) } } },
      invoke: {
        id: 'getExistingPrimaryHealthInfo',
        src: 'getExistingPrimaryHealthInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: [
          {
            guard: { type: 'hasExistingInfo', params: ({ event }) => ({ info: event.output.result }) },
            target: 'savingExisting',
            actions: { type: 'keepExisting', params: ({ event }) => ({ info: event.output.result }) },
          },
          // nothing earlier to keep: the member is tracked all the same
          { target: 'loading', actions: { type: 'storeValues', params: { health_track: '1' } } },
        ],
        onError: { target: 'loading', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    savingExisting: {
      tags: ['loading'],
      on: { 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: draftOf(event.values) }) } } },
      invoke: {
        id: 'savePrimaryHealthInfo',
        src: 'savePrimaryHealthInfo',
        // reached only when keepExisting kept the member's answers
        input: ({ context }) => ({ enrollment_id: context.tempId, ...context.answers! }),
        onDone: { target: 'loading', actions: { type: 'storeValues', params: { health_track: '1' } } },
        // not kept: the questions load as they are, and the next visit tries again
        onError: { target: 'loading', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loading: {
      tags: ['loading'],
      on: { 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: draftOf(event.values) }) } } },
      invoke: {
        id: 'getHealthQuestionsPrimaryHealthInfo',
        src: 'getHealthQuestionsPrimaryHealthInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'editing', actions: { type: 'showQuestions', params: ({ event }) => ({ questions: questionListOf(event.output.result), answersWithheld: event.output.result.answers_withheld }) } },
        onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unavailable: {
      meta: { title: 'Step could not load', shows: 'a message; Back still works' },
      on: {
        'step.save': { actions: 'tellRejected' },
        'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: draftOf(event.values) }) } },
      },
    },
    editing: {
      meta: { title: 'Primary Health Questions', shows: 'the yes/no questions with their details, the medication question, notes' },
      on: {
        'step.save': [
          // spec 2 §5: 'Please answer all questions'
          { guard: not('allAnswered'), actions: ['keepAnswers', 'showRuleErrors', 'tellRejected'] },
          { guard: 'answersAreValid', target: 'saving', actions: ['keepAnswers', 'clearErrors'] },
          { actions: ['keepAnswers', 'showRuleErrors', 'tellRejected'] },
        ],
        'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: draftOf(event.values) }) } },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'savePrimaryHealthInfo',
        src: 'savePrimaryHealthInfo',
        // reached only after keepAnswers
        input: ({ context }) => ({ enrollment_id: context.tempId, ...context.answers! }),
        onDone: { target: 'saved', actions: { type: 'storeValues', params: { isSpouseEnrollAccept: 'false' } } },
        // messages for questions show at them; any other refusal the engine says at Next (issue 23 §4)
        onError: [
          {
            guard: { type: 'namesFields', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [{ type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) }, 'tellRejected'],
          },
          { target: 'editing', actions: { type: 'tellRefused', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ tab: 'primary_health_info', data: (context.answers ?? {}) as unknown as StepData }),
});
