import { assertEvent, assign, sendParent, setup } from 'xstate';
import {
  askedDependentFields,
  dependentErrors,
  dependentErrorsInHousehold,
  dependentListOf,
  dependentMessages,
  dependentsOf,
  dependentTierOf,
  DEPENDENT_LIST_KEY,
  fieldErrorsOf,
  filledPrimaryInfo,
  householdMessage,
  primaryInfoOf,
  type Dependent,
  type DependentFieldName,
  type DependentTier,
  type FormField,
  type FormValues,
  type HealthInfo,
  type Household,
  type StepData,
  type StepDatum,
} from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActor } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import {
  asksSpouseQuestion,
  canAddDependent,
  EDITING_NEXT,
  initialSpouseAnswer,
  keptForTier,
  nextAvailabilityOf,
  nextIsAvailable,
  nextRelationship,
  offersEnrollSpouse,
  reopensQuestion,
  restoresStashedSpouse,
  type DependentFacts,
  type SpouseAnswer,
} from './dependent-rules.ts';
import type { HealthQuestionList } from './health-step.machine.ts';
import { stepReplies, type StepInput, type StepOutput, type StepRequest } from './step-protocol.ts';

export interface DependentStepContext {
  tempId: string;
  existingMember: boolean;
  /** The stored isSpouseEnrollAccept as the step opened. */
  accepted: string | undefined;
  tier: DependentTier;
  premier: boolean;
  /** The applicant's date of birth (the filter's dob, which Personal Information shows), for the household rules. */
  applicantBirthdate: string | null;
  /** The fields the form asks (those the server marks required). */
  asked: DependentFieldName[];
  /** The primary_health_info tab is required: each dependent answers the health questions. */
  healthRequired: boolean;
  questions: HealthQuestionList | null;
  dependents: Dependent[];
  /** Spouses a premier IF No removed, kept in case a Yes brings them back. */
  stashed: Dependent[];
  spouseAnswer: SpouseAnswer;
  /** The dependent the edit form shows; null while the add form shows. */
  editIndex: number | null;
  /** What the add or edit form sent last, while it is checked (and kept on a refusal). */
  pending: Dependent | null;
  /** The form's messages keyed as the server keys them (primary_info.{field}, health_info.{…}; spouse_status). */
  errors: Record<string, string>;
  /** The form's message that names no field: 'Dependent #N {message}'. */
  formFailure: string | null;
  /** The red banner at the top: save-dependent-info's last error, or the listed dependents' messages. */
  failures: string[];
  /** Counts the forms finished: the screen starts a fresh form on each. */
  formsDone: number;
}

export type DependentStepEvent =
  | StepRequest
  | { type: 'user.answerSpouse'; answer: 'yes' | 'no' | '' }
  | { type: 'user.enrollSpouse' }
  | { type: 'user.addDependent'; values: FormValues; health?: HealthInfo }
  | { type: 'user.editDependent'; index: number }
  | { type: 'user.updateDependent'; values: FormValues; health?: HealthInfo }
  | { type: 'user.cancelEdit' }
  | { type: 'user.deleteDependent'; index: number }
  /** Try again: the list whose keeping the server refused goes to it again. */
  | { type: 'user.retrySave' };

type FormEvent = Extract<DependentStepEvent, { type: 'user.addDependent' | 'user.updateDependent' }>;

export const factsOf = (context: DependentStepContext): DependentFacts => ({
  tier: context.tier,
  premier: context.premier,
  existingMember: context.existingMember,
  spouseAnswer: context.spouseAnswer,
  list: context.dependents.map((dependent) => dependent.primary_info),
});

const listData = (list: readonly Dependent[]): StepData => ({ [DEPENDENT_LIST_KEY]: structuredClone(list) as unknown as StepDatum });

/** The number the form's messages name: its place in the list (the add form: the next). */
const formNumber = (context: DependentStepContext) => (context.editIndex ?? context.dependents.length) + 1;

/** The household a dependent is judged in: the applicant and the listed dependents but the one at `index` (contract/household.ts). */
const householdOf = (context: DependentStepContext, index: number | null): Household => ({
  applicantBirthdate: context.applicantBirthdate,
  others: context.dependents.filter((_, other) => other !== index).map((dependent) => dependent.primary_info),
});

/** The add or edit form's dependent's messages: its own rules, and its household's at its Date of Birth. */
const pendingErrorsOf = (context: DependentStepContext) => dependentErrorsInHousehold(context.pending!, context.asked, householdOf(context, context.editIndex));

/** The messages of each listed dependent by the contract's rules and its household's, as 'Dependent #N {message}'. */
const listedFailures = (context: DependentStepContext): string[] =>
  context.dependents.flatMap((dependent, index) => {
    const first = Object.values(dependentErrorsInHousehold(dependent, context.asked, householdOf(context, index)))[0];
    return first ? [dependentMessages.dependentLevel(index + 1, first)] : [];
  });

/** A refusal of a list's save that names a listed dependent's field (dependents.{i}.…), as 'Dependent #N {message}'. */
const namedListFailures = (error: unknown): string[] =>
  fieldErrorsOf(error).flatMap(({ target_element, error_message }) => {
    const index = /^dependents\.(\d+)\./.exec(target_element)?.[1];
    return index === undefined ? [] : [dependentMessages.dependentLevel(Number(index) + 1, error_message)];
  });

/** After the spouse question's answer the accept flag is stored (spec 3 §4.1). */
const STORE_ACCEPTED = { type: 'storeValues', params: { isSpouseEnrollAccept: 'true' } } as const;

/** While the step loads, Next waits and Save & Continue Later keeps nothing new. */
const WHILE_LOADING = {
  'step.save': { actions: 'tellRejected' },
  'step.saveLater': { actions: { type: 'handOverDraft', params: { data: {} } } },
} as const;
/** While a form or the list is checked or kept, Next waits and Save & Continue Later keeps the list. */
const WHILE_CHECKING = {
  'step.save': { actions: 'tellRejected' },
  'step.saveLater': { actions: { type: 'handOverDraft', params: ({ context }: { context: DependentStepContext }) => ({ data: listData(context.dependents) }) } },
} as const;
/** Save & Continue Later from the list, the question or an edit: each listed dependent checked first. */
const SAVE_LATER_CHECKED = [
  { guard: 'hasInvalidDependent', actions: ['showListedFailures', 'tellRejected'] },
  { actions: [{ type: 'handOverDraft', params: ({ context }: { context: DependentStepContext }) => ({ data: listData(context.dependents) }) }] },
] as const;
/** Delete: the list without the dependent goes to the temp info (premier IF's last one re-opens the question). */
const DELETE_ENTRY = [
  { guard: 'deleteReopensQuestion', target: 'savingTemp', actions: ['deleteEntry', 'reopenQuestion'] },
  { guard: 'isListedEntry', target: 'savingTemp', actions: 'deleteEntry' },
] as const;

/** save-dependent-info-to-temp with the list as it stands (spec 3 §4.1: after each change). */
const SAVE_LIST_TO_TEMP = {
  id: 'saveDependentInfoToTemp',
  src: 'saveDependentInfoToTemp',
  input: ({ context }: { context: DependentStepContext }) => ({ enrollment_id: context.tempId, dependents: context.dependents }),
} as const;
const NOT_SAVED = { target: 'notSaved', actions: { type: 'showNotSaved', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } } as const;

const isIndex = (context: DependentStepContext, index: number) => Number.isInteger(index) && index >= 0 && index < context.dependents.length;

/** validate-single-dependent's request for the add or edit form's dependent: its empty fields left out (spec 3 §5). */
const pendingCheckOf = ({ context }: { context: DependentStepContext }) => ({
  enrollment_id: context.tempId,
  primary_info: filledPrimaryInfo(context.pending!.primary_info) as Dependent['primary_info'],
  health_info: context.pending!.health_info,
});

/**
 * Dependent Information (spec 3 §2.2, §4.1, §5, §7, §8): loads whether a premier plan is in the
 * cart, the tier, the form's fields, whether health questions are asked (and which), then the
 * dependents (an existing member's, by tier, falling back to the temp info; else the temp info).
 * Premier IF asks 'Will you be Enrolling your spouse ?' first. Each add or edit is judged by the
 * contract's rules, then validate-single-dependent, and the list goes to save-dependent-info-to-temp
 * after each change (after an add, it is then fetched again). Next is available by the tier rules (./dependent-rules.ts, each a guard here)
 * and saves with save-dependent-info. Save & Continue Later checks each listed dependent first.
 */
export const dependentStepMachine = setup({
  types: {
    input: {} as StepInput,
    context: {} as DependentStepContext,
    events: {} as DependentStepEvent,
    output: {} as StepOutput,
  },
  actors: {
    getMoreRequirement: endpointActor('getMoreRequirement'),
    getEnrollmentTempInfo: endpointActor('getEnrollmentTempInfo'),
    getFormFieldsDependentPrimaryInfo: endpointActor('getFormFieldsDependentPrimaryInfo'),
    checkTabRequired: endpointActor('checkTabRequired'),
    getHealthQuestionsDependentInfo: endpointActor('getHealthQuestionsDependentInfo'),
    getDependentsExistingUserEnrollment: endpointActor('getDependentsExistingUserEnrollment'),
    getEnrollmentTempStep: endpointActor('getEnrollmentTempStep'),
    validateSingleDependent: endpointActor('validateSingleDependent'),
    saveDependentInfoToTemp: endpointActor('saveDependentInfoToTemp'),
    saveDependentInfo: endpointActor('saveDependentInfo'),
  },
  guards: {
    hasDependentTier: ({ event }) => 'output' in event && dependentTierOf((event.output as { result: { tier: string } }).result.tier) !== null,
    healthRequired: ({ context }) => context.healthRequired,
    isExistingMember: ({ context }) => context.existingMember,
    asksSpouseQuestion: ({ context }) => asksSpouseQuestion(factsOf(context)),
    canAddDependent: ({ context }) => canAddDependent(factsOf(context)),
    offersEnrollSpouse: ({ context }) => offersEnrollSpouse(factsOf(context)),
    /** Deleting this dependent leaves premier IF with none: the question re-opens. */
    deleteReopensQuestion: ({ context, event }) => {
      assertEvent(event, 'user.deleteDependent');
      return isIndex(context, event.index) && reopensQuestion({ ...factsOf(context), list: context.dependents.filter((_, index) => index !== event.index).map((dependent) => dependent.primary_info) });
    },
    nextIsAvailable: ({ context }) => nextIsAvailable(factsOf(context)),
    spouseAnswerMissing: ({ event }) => {
      assertEvent(event, 'user.answerSpouse');
      return event.answer !== 'yes' && event.answer !== 'no';
    },
    answeredYesRestoring: ({ context, event }) => {
      assertEvent(event, 'user.answerSpouse');
      return event.answer === 'yes' && restoresStashedSpouse(factsOf(context), context.stashed.length);
    },
    answeredYes: ({ event }) => {
      assertEvent(event, 'user.answerSpouse');
      return event.answer === 'yes';
    },
    /** The add or edit form's values pass the contract's rules (spec 3 §5). */
    pendingIsValid: ({ context }) => context.pending !== null && Object.keys(dependentErrors(context.pending, context.asked)).length === 0,
    /** The add or edit form's dependent breaks a household rule (a child born before the applicant or the spouse, a spouse under 18, born in the future). */
    pendingBreaksHouseholdRule: ({ context }) => context.pending !== null && householdMessage(context.pending.primary_info, householdOf(context, context.editIndex), new Date()) !== null,
    /** Some listed dependent fails the contract's rules or its household's (an on-file SSN shown masked must be entered again). */
    hasInvalidDependent: ({ context }) => listedFailures(context).length > 0,
    isListedEntry: ({ context, event }) => {
      assertEvent(event, ['user.editDependent', 'user.deleteDependent']);
      return isIndex(context, event.index);
    },
    isOtherListedEntry: ({ context, event }) => {
      assertEvent(event, 'user.editDependent');
      return event.index !== context.editIndex && isIndex(context, event.index);
    },
  },
  actions: {
    ...sharedActions,
    tellRejected: sendParent(stepReplies.rejected),
    handOverDraft: sendParent((_, { data }: { data: StepData }) => stepReplies.draft(data)),
    tellNotYet: sendParent(stepReplies.next({ available: false, reason: dependentMessages.none })),
    tellNextOfList: sendParent(({ context }) => stepReplies.next(nextAvailabilityOf(factsOf(context)))),
    tellEditFirst: sendParent(stepReplies.next(EDITING_NEXT)),
    tellNotSaved: sendParent(stepReplies.next({ available: false, reason: dependentMessages.notSavedNext })),
    showPremier: assign((_, { premier }: { premier: boolean }) => ({ premier })),
    showFilter: assign((_, { tier, dob }: { tier: string; dob: string }) => ({ tier: dependentTierOf(tier) ?? 'IF', applicantBirthdate: dob })),
    showFields: assign((_, { fields }: { fields: FormField[] }) => ({ asked: askedDependentFields(fields) })),
    showHealthRequired: assign((_, { required }: { required: boolean }) => ({ healthRequired: required })),
    showQuestions: assign((_, { questions }: { questions: HealthQuestionList }) => ({ questions })),
    showList: assign(({ context }, { list }: { list: Dependent[] }) => {
      const kept = new Set(keptForTier(context.tier, list.map((dependent) => dependent.primary_info)));
      const dependents = list.filter((dependent) => kept.has(dependent.primary_info));
      return { dependents, spouseAnswer: initialSpouseAnswer({ tier: context.tier, premier: context.premier, list: dependents.map((dependent) => dependent.primary_info) }, context.accepted) };
    }),
    showKeptList: assign((_, { list }: { list: Dependent[] | null }) => (list === null ? {} : { dependents: list })),
    showSpouseStatus: assign({ errors: { spouse_status: dependentMessages.spouseStatus } }),
    answerYes: assign({ spouseAnswer: 'yes' as SpouseAnswer, errors: {} }),
    answerNo: assign({ spouseAnswer: 'no' as SpouseAnswer, errors: {} }),
    stashSpouses: assign(({ context }) => ({
      stashed: [...context.stashed, ...context.dependents.filter((dependent) => dependent.primary_info.relationship === 'spouse')],
      dependents: context.dependents.filter((dependent) => dependent.primary_info.relationship !== 'spouse'),
    })),
    restoreSpouse: assign(({ context }) => ({ dependents: [context.stashed[0]!, ...context.dependents], stashed: context.stashed.slice(1) })),
    reopenQuestion: assign({ spouseAnswer: 'none' as SpouseAnswer, errors: {} }),
    keepPending: assign(({ context, event }) => {
      assertEvent(event, ['user.addDependent', 'user.updateDependent']);
      const { values, health } = event as FormEvent;
      const edited = context.editIndex === null ? null : context.dependents[context.editIndex];
      const relationship = edited?.primary_info.relationship ?? nextRelationship(factsOf(context)) ?? '';
      const pending: Dependent = {
        primary_info: primaryInfoOf({ ...values, relationship }, edited?.primary_info.dependent_id ?? ''),
        ...(context.healthRequired && health ? { health_info: health } : {}),
      };
      return { pending, errors: {}, formFailure: null, failures: [] };
    }),
    showPendingErrors: assign(({ context }) => ({ errors: pendingErrorsOf(context) })),
    showCheckErrors: assign(({ context }, { error }: { error: unknown }) => {
      const fieldErrors = fieldErrorsOf(error);
      const atFields = fieldErrors.filter(
        ({ target_element }) => target_element.startsWith('health_info.') || context.asked.some((name) => target_element === `primary_info.${name}`),
      );
      const elsewhere = fieldErrors.find((fieldError) => !atFields.includes(fieldError));
      const message = elsewhere?.error_message ?? (fieldErrors.length === 0 ? failureMessage(error, dependentMessages.saveFailed) : null);
      return {
        errors: Object.fromEntries(atFields.map(({ target_element, error_message }) => [target_element, error_message])),
        formFailure: message === null ? null : dependentMessages.dependentLevel(formNumber(context), message),
      };
    }),
    addPending: assign(({ context }) => ({ dependents: [...context.dependents, context.pending!], pending: null, errors: {}, formsDone: context.formsDone + 1 })),
    updateEdited: assign(({ context }) => ({
      dependents: context.dependents.map((dependent, index) => (index === context.editIndex ? context.pending! : dependent)),
      pending: null,
      editIndex: null,
      errors: {},
      formsDone: context.formsDone + 1,
    })),
    startEdit: assign(({ context, event }) => {
      assertEvent(event, 'user.editDependent');
      return { editIndex: event.index, pending: null, errors: {}, formFailure: null, formsDone: context.formsDone + 1 };
    }),
    stopEdit: assign(({ context }) => ({ editIndex: null, pending: null, errors: {}, formFailure: null, formsDone: context.formsDone + 1 })),
    deleteEntry: assign(({ context, event }) => {
      assertEvent(event, 'user.deleteDependent');
      return { dependents: context.dependents.filter((_, index) => index !== event.index), failures: [] };
    }),
    showNextReason: assign(({ context }) => {
      const next = nextAvailabilityOf(factsOf(context));
      return { failures: next.available ? [] : [next.reason] };
    }),
    showListedFailures: assign(({ context }) => ({ failures: listedFailures(context) })),
    clearFailures: assign({ failures: [] }),
    // spec 3 §8: the last message in the banner (one of a listed dependent's fields named: 'Dependent #N {message}')
    showSaveFailure: assign((_, { error }: { error: unknown }) => ({
      failures: [namedListFailures(error).at(-1) ?? fieldErrorsOf(error).at(-1)?.error_message ?? failureMessage(error, dependentMessages.saveFailed)],
    })),
    // the change stays on the screen; what the server said of a listed dependent, else to try again
    showNotSaved: assign((_, { error }: { error: unknown }) => {
      const named = namedListFailures(error);
      return { failures: [dependentMessages.notSaved, ...(named.length > 0 ? named : [dependentMessages.tryAgain])] };
    }),
  },
}).createMachine({
  id: 'dependentStep',
  context: ({ input }) => ({
    tempId: input.tempId,
    existingMember: input.stored.enroll_type === 'existing-member',
    accepted: input.stored.isSpouseEnrollAccept,
    tier: 'IF',
    premier: false,
    applicantBirthdate: null,
    asked: askedDependentFields([]),
    healthRequired: false,
    questions: null,
    dependents: [],
    stashed: [],
    spouseAnswer: 'none',
    editIndex: null,
    pending: null,
    errors: {},
    formFailure: null,
    failures: [],
    formsDone: 0,
  }),
  initial: 'loadingPremier',
  entry: 'tellNotYet',
  states: {
    loadingPremier: {
      tags: ['loading'],
      on: WHILE_LOADING,
      invoke: {
        id: 'getMoreRequirement',
        src: 'getMoreRequirement',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'loadingTier', actions: { type: 'showPremier', params: ({ event }) => ({ premier: event.output.has_premier_plan }) } },
        onError: { target: 'loadingTier', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingTier: {
      tags: ['loading'],
      on: WHILE_LOADING,
      invoke: {
        id: 'getEnrollmentTempInfo',
        src: 'getEnrollmentTempInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId, column: 'filter_info' as const }),
        onDone: [
          { guard: 'hasDependentTier', target: 'loadingFields', actions: { type: 'showFilter', params: ({ event }) => ({ tier: event.output.result.tier, dob: event.output.result.dob }) } },
          { target: 'unavailable' },
        ],
        onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingFields: {
      tags: ['loading'],
      on: WHILE_LOADING,
      invoke: {
        id: 'getFormFieldsDependentPrimaryInfo',
        src: 'getFormFieldsDependentPrimaryInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'checkingHealth', actions: { type: 'showFields', params: ({ event }) => ({ fields: event.output.result }) } },
        // data-loading failures are only logged (spec 3 §8): the form asks every field
        onError: { target: 'checkingHealth', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkingHealth: {
      tags: ['loading'],
      on: WHILE_LOADING,
      invoke: {
        id: 'checkTabRequired',
        src: 'checkTabRequired',
        input: ({ context }) => ({ enrollment_id: context.tempId, tab_name: 'primary_health_info' as const }),
        onDone: { target: 'choosingQuestions', actions: { type: 'showHealthRequired', params: ({ event }) => ({ required: event.output.result.required }) } },
        onError: { target: 'choosingQuestions', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    choosingQuestions: {
      always: [{ guard: 'healthRequired', target: 'loadingQuestions' }, { target: 'choosingSource' }],
    },
    loadingQuestions: {
      tags: ['loading'],
      on: WHILE_LOADING,
      invoke: {
        id: 'getHealthQuestionsDependentInfo',
        src: 'getHealthQuestionsDependentInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: {
          target: 'choosingSource',
          actions: {
            type: 'showQuestions',
            params: ({ event }) => ({ questions: { condition_questions: event.output.result.codition_questions, medication_question: event.output.result.medication_question, notes: '' } }),
          },
        },
        // without the questions the dependents cannot answer them: the step asks none
        onError: { target: 'choosingSource', actions: [{ type: 'showHealthRequired', params: { required: false } }, { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    choosingSource: {
      always: [{ guard: 'isExistingMember', target: 'loadingExisting' }, { target: 'loadingTemp' }],
    },
    loadingExisting: {
      tags: ['loading'],
      on: WHILE_LOADING,
      invoke: {
        id: 'getDependentsExistingUserEnrollment',
        src: 'getDependentsExistingUserEnrollment',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'opening', actions: { type: 'showList', params: ({ event }) => ({ list: dependentsOf(event.output.result.dependents) }) } },
        // spec 3 §4.1: a failed fetch loads the temp info instead
        onError: { target: 'loadingTemp', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingTemp: {
      tags: ['loading'],
      on: WHILE_LOADING,
      invoke: {
        id: 'getEnrollmentTempStep',
        src: 'getEnrollmentTempStep',
        input: ({ context }) => ({ enrollment_id: context.tempId, column: 'dependent_info' as const }),
        onDone: { target: 'opening', actions: { type: 'showList', params: ({ event }) => ({ list: dependentListOf(event.output.result) ?? [] }) } },
        onError: { target: 'opening', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    opening: {
      always: [{ guard: 'asksSpouseQuestion', target: 'askingSpouse' }, { target: 'listing' }],
    },
    unavailable: {
      meta: { title: 'Unavailable', shows: 'a message that the step could not be loaded' },
      on: WHILE_LOADING,
    },
    askingSpouse: {
      meta: { title: 'Spouse question', shows: "'Will you be Enrolling your spouse ?' with Yes, No and Submit; the list; no add form" },
      entry: 'tellNextOfList',
      on: {
        'user.answerSpouse': [
          { guard: 'spouseAnswerMissing', actions: 'showSpouseStatus' },
          { guard: 'answeredYesRestoring', target: 'savingTemp', actions: ['restoreSpouse', 'answerYes', STORE_ACCEPTED] },
          { guard: 'answeredYes', target: 'listing', actions: ['answerYes', STORE_ACCEPTED] },
          { target: 'savingTemp', actions: ['stashSpouses', 'answerNo', STORE_ACCEPTED] },
        ],
        'step.save': { actions: ['showNextReason', 'tellRejected'] },
        'step.saveLater': SAVE_LATER_CHECKED,
      },
    },
    listing: {
      meta: { title: 'Dependents', shows: "the tier's heading, the list with Edit and Delete, '+ Add Spouse' or '+ Add Child' and the 'Dependent #n' form while add is offered, green 'You can proceed further clicking next button' when Next is" },
      entry: 'tellNextOfList',
      on: {
        'user.addDependent': { guard: 'canAddDependent', target: 'checkingAdd', actions: 'keepPending' },
        'user.editDependent': { guard: 'isListedEntry', target: 'editing', actions: 'startEdit' },
        'user.deleteDependent': DELETE_ENTRY,
        'user.enrollSpouse': { guard: 'offersEnrollSpouse', target: 'askingSpouse', actions: 'reopenQuestion' },
        'step.save': [
          { guard: 'hasInvalidDependent', actions: ['showListedFailures', 'tellRejected'] },
          { guard: 'nextIsAvailable', target: 'saving', actions: 'clearFailures' },
          { actions: ['showNextReason', 'tellRejected'] },
        ],
        'step.saveLater': SAVE_LATER_CHECKED,
      },
    },
    // the add form's values: the contract's rules and the household's (contract/household.ts), then validate-single-dependent
    checkingAdd: {
      always: [
        { guard: 'pendingBreaksHouseholdRule', target: 'listing', actions: 'showPendingErrors' },
        { guard: 'pendingIsValid', target: 'validatingAdd' },
        { target: 'listing', actions: 'showPendingErrors' },
      ],
    },
    validatingAdd: {
      tags: ['checking'],
      on: WHILE_CHECKING,
      invoke: {
        id: 'validateSingleDependent',
        src: 'validateSingleDependent',
        input: pendingCheckOf,
        onDone: { target: 'savingAdded', actions: 'addPending' },
        onError: { target: 'listing', actions: { type: 'showCheckErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    editing: {
      meta: { title: 'Edit form', shows: "the list, the edit form; add, delete and Next disabled with 'Please submit the edited form first to …'" },
      entry: 'tellEditFirst',
      on: {
        'user.updateDependent': { target: 'checkingEdit', actions: 'keepPending' },
        'user.cancelEdit': { target: 'listing', actions: 'stopEdit' },
        'user.editDependent': { guard: 'isOtherListedEntry', target: 'editing', reenter: true, actions: 'startEdit' },
        'step.save': { actions: 'tellRejected' },
        'step.saveLater': SAVE_LATER_CHECKED,
      },
    },
    checkingEdit: {
      always: [
        { guard: 'pendingBreaksHouseholdRule', target: 'editing', actions: 'showPendingErrors' },
        { guard: 'pendingIsValid', target: 'validatingEdit' },
        { target: 'editing', actions: 'showPendingErrors' },
      ],
    },
    validatingEdit: {
      tags: ['checking'],
      on: WHILE_CHECKING,
      invoke: {
        id: 'validateSingleDependent',
        src: 'validateSingleDependent',
        input: pendingCheckOf,
        onDone: { target: 'savingTemp', actions: 'updateEdited' },
        onError: { target: 'editing', actions: { type: 'showCheckErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // after each change the list goes to the temp info (spec 3 §4.1)
    savingTemp: {
      tags: ['checking'],
      on: WHILE_CHECKING,
      invoke: { ...SAVE_LIST_TO_TEMP, onDone: { target: 'changed', actions: 'clearFailures' }, onError: NOT_SAVED },
    },
    // an add: the list kept, then fetched again (spec 3 §4.1: append, reset the form, re-fetch, save to temp)
    savingAdded: {
      tags: ['checking'],
      on: WHILE_CHECKING,
      invoke: { ...SAVE_LIST_TO_TEMP, onDone: { target: 'refetchingList', actions: 'clearFailures' }, onError: NOT_SAVED },
    },
    refetchingList: {
      tags: ['checking'],
      on: WHILE_CHECKING,
      invoke: {
        id: 'getEnrollmentTempStep',
        src: 'getEnrollmentTempStep',
        input: ({ context }) => ({ enrollment_id: context.tempId, column: 'dependent_info' as const }),
        // the list as the server keeps it (its ids); a failed read keeps the list shown
        onDone: { target: 'changed', actions: { type: 'showKeptList', params: ({ event }) => ({ list: dependentListOf(event.output.result) }) } },
        onError: { target: 'changed', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    changed: {
      always: [{ guard: 'asksSpouseQuestion', target: 'askingSpouse' }, { target: 'listing' }],
    },
    // the server refused to keep the list as changed: the change stays on the screen, said not saved; Next waits
    notSaved: {
      meta: { title: 'Change not saved', shows: "'Your last change to your dependents was not saved.' and why, the list as changed with Delete, 'Try again'; no add form; Next waits" },
      entry: 'tellNotSaved',
      on: {
        'user.retrySave': { target: 'savingTemp' },
        'user.deleteDependent': DELETE_ENTRY,
        'step.save': { actions: 'tellRejected' },
        'step.saveLater': SAVE_LATER_CHECKED,
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveDependentInfo',
        src: 'saveDependentInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId, dependents: context.dependents }),
        onDone: { target: 'saved' },
        onError: { target: 'listing', actions: [{ type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) }, 'tellRejected'] },
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ tab: 'dependent_info', data: listData(context.dependents) }),
});
