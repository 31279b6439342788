import { assertEvent, assign, sendParent, setup } from 'xstate';
import {
  beneficiaryFieldErrors,
  beneficiaryListOf,
  beneficiaryMessages,
  BENEFICIARY_LIST_KEY,
  fieldErrorsOf,
  trimmedBeneficiary,
  type Beneficiary,
  type FormField,
  type FormValues,
  type StepData,
} from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActor } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import {
  canAddBeneficiary,
  EDITING_NEXT,
  hasNoBeneficiaries,
  hasTooMany,
  nextAvailabilityOf,
  totalIsHundred,
  totalIsOver,
  totalIsUnder,
  totalsMessageOf,
} from './beneficiary-rules.ts';
import { namesFields } from './save-refusal.ts';
import { stepReplies, type StepInput, type StepOutput, type StepRequest } from './step-protocol.ts';

/** A relationship choice: the value sent and the text shown. */
export interface RelationshipOption {
  value: string;
  label: string;
}

export interface BeneficiaryStepContext {
  tempId: string;
  /** The enrollment is an existing member's (stored enroll_type): their beneficiaries load first. */
  existingMember: boolean;
  /** The add and edit form's definitions (required flags). */
  fields: FormField[];
  relationships: RelationshipOption[];
  beneficiaries: Beneficiary[];
  /** The entry the edit form shows; null while the add form shows. */
  editIndex: number | null;
  /** What the add or edit form sent last, while it is checked (and kept on a refusal). */
  pending: Beneficiary | null;
  /** One message per field of the add or edit form: its rules, the server's check. */
  errors: Record<string, string>;
  /** The save's single main message (spec 2 §8). */
  failure: string | null;
  /** Counts the forms finished (added, updated, cancelled): the screen starts a fresh form on each. */
  formsDone: number;
}

export type BeneficiaryStepEvent =
  | StepRequest
  | { type: 'user.addBeneficiary'; values: FormValues }
  | { type: 'user.editBeneficiary'; index: number }
  | { type: 'user.updateBeneficiary'; values: FormValues }
  | { type: 'user.cancelEdit' }
  | { type: 'user.deleteBeneficiary'; index: number };

type FormEvent = Extract<BeneficiaryStepEvent, { type: 'user.addBeneficiary' | 'user.updateBeneficiary' }>;
const listData = (list: readonly Beneficiary[]): StepData => ({ [BENEFICIARY_LIST_KEY]: list.map((entry) => ({ ...entry })) });
const formBeneficiary = (context: BeneficiaryStepContext, values: FormValues): Beneficiary =>
  trimmedBeneficiary({ ...values, beneficiary_id: context.editIndex === null ? '' : (context.beneficiaries[context.editIndex]?.beneficiary_id ?? '') });
/** The server's field errors of one beneficiary, by field name ('beneficiaries.0.ssn' reads 'ssn'). */
const byField = (error: unknown): Record<string, string> =>
  Object.fromEntries(fieldErrorsOf(error).map((fieldError) => [fieldError.target_element.split('.').pop()!, fieldError.error_message]));

/**
 * Beneficiary Information (spec 2 §2, §4, §5, §7, §8): the list with edit and delete, the add form
 * and the edit form, which alternate. Each add or edit is judged by the contract's rules, then by
 * validate-single-beneficiary, and a success returns to the list. While a beneficiary is edited,
 * delete and Next wait for the edited form; Next is available only with a list totalling exactly
 * 100 (the pure rules of ./beneficiary-rules.ts, each a guard here), and then saves the list
 * (save-beneficiary-info). An existing member's enrollment loads their beneficiaries, falling back
 * to the temp info on error. Save & Continue Later keeps the list.
 */
export const beneficiaryStepMachine = setup({
  types: {
    input: {} as StepInput,
    context: {} as BeneficiaryStepContext,
    events: {} as BeneficiaryStepEvent,
    output: {} as StepOutput,
  },
  actors: {
    getFormFieldsBeneficiaryInfo: endpointActor('getFormFieldsBeneficiaryInfo'),
    getBeneficiaryRelationships: endpointActor('getBeneficiaryRelationships'),
    getBeneficiariesExistingUserEnrollment: endpointActor('getBeneficiariesExistingUserEnrollment'),
    getEnrollmentTempStep: endpointActor('getEnrollmentTempStep'),
    validateSingleBeneficiary: endpointActor('validateSingleBeneficiary'),
    saveBeneficiaryInfo: endpointActor('saveBeneficiaryInfo'),
  },
  guards: {
    isExistingMember: ({ context }) => context.existingMember,
    /** The server refused the save with messages for its entries (else the engine says why at Next). */
    namesFields: (_, { error }: { error: unknown }) => namesFields(error),
    canAddBeneficiary: ({ context }) => canAddBeneficiary(context.beneficiaries),
    /** The add or edit form's values pass the contract's rules (spec 2 §5). */
    pendingIsValid: ({ context }) => context.pending !== null && Object.keys(beneficiaryFieldErrors(context.pending)).length === 0,
    isListedEntry: ({ context, event }) => {
      assertEvent(event, ['user.editBeneficiary', 'user.deleteBeneficiary']);
      return Number.isInteger(event.index) && event.index >= 0 && event.index < context.beneficiaries.length;
    },
    isOtherListedEntry: ({ context, event }) => {
      assertEvent(event, 'user.editBeneficiary');
      return event.index !== context.editIndex && Number.isInteger(event.index) && event.index >= 0 && event.index < context.beneficiaries.length;
    },
    hasNoBeneficiaries: ({ context }) => hasNoBeneficiaries(context.beneficiaries),
    hasTooMany: ({ context }) => hasTooMany(context.beneficiaries),
    totalIsOver: ({ context }) => totalIsOver(context.beneficiaries),
    totalIsUnder: ({ context }) => totalIsUnder(context.beneficiaries),
    totalIsHundred: ({ context }) => totalIsHundred(context.beneficiaries),
  },
  actions: {
    ...sharedActions,
    tellRejected: sendParent(stepReplies.rejected),
    tellRefused: sendParent((_, { error }: { error: unknown }) => stepReplies.refused(error)),
    handOverDraft: sendParent((_, { data }: { data: StepData }) => stepReplies.draft(data)),
    // before the list has loaded there is nothing to keep: the list kept before stays as it was
    tellNothingAdded: sendParent(stepReplies.next({ available: false, reason: beneficiaryMessages.none })),
    tellNextOfList: sendParent(({ context }) => stepReplies.next(nextAvailabilityOf(context.beneficiaries))),
    tellEditFirst: sendParent(stepReplies.next(EDITING_NEXT)),
    showFields: assign((_, { fields }: { fields: FormField[] }) => ({ fields })),
    showRelationships: assign((_, { items }: { items: readonly { value: string; name: string }[] }) => ({
      relationships: items.map((item) => ({ value: item.value, label: item.name })),
    })),
    showList: assign((_, { list }: { list: Beneficiary[] | null }) => ({ beneficiaries: list ?? [] })),
    keepPending: assign(({ context, event }) => {
      assertEvent(event, ['user.addBeneficiary', 'user.updateBeneficiary']);
      return { pending: formBeneficiary(context, (event as FormEvent).values), errors: {}, failure: null };
    }),
    showPendingErrors: assign(({ context }) => ({ errors: beneficiaryFieldErrors(context.pending ?? {}) })),
    showCheckErrors: assign((_, { error }: { error: unknown }) => {
      const errors = byField(error);
      return { errors: Object.keys(errors).length > 0 ? errors : { first_name: failureMessage(error, beneficiaryMessages.saveFailed) } };
    }),
    addPending: assign(({ context }) => ({
      beneficiaries: [...context.beneficiaries, context.pending!],
      pending: null,
      errors: {},
      formsDone: context.formsDone + 1,
    })),
    updateEdited: assign(({ context }) => ({
      beneficiaries: context.beneficiaries.map((entry, index) => (index === context.editIndex ? context.pending! : entry)),
      pending: null,
      editIndex: null,
      errors: {},
      formsDone: context.formsDone + 1,
    })),
    startEdit: assign(({ context, event }) => {
      assertEvent(event, 'user.editBeneficiary');
      return { editIndex: event.index, pending: null, errors: {}, failure: null, formsDone: context.formsDone + 1 };
    }),
    stopEdit: assign(({ context }) => ({ editIndex: null, pending: null, errors: {}, formsDone: context.formsDone + 1 })),
    deleteEntry: assign(({ context, event }) => {
      assertEvent(event, 'user.deleteBeneficiary');
      return { beneficiaries: context.beneficiaries.filter((_, index) => index !== event.index), failure: null };
    }),
    showTotalsFailure: assign(({ context }) => ({ failure: totalsMessageOf(context.beneficiaries) })),
    clearFailure: assign({ failure: null }),
    // reached only by namesFields: the list's message is the first the server gave
    showSaveFailure: assign((_, { error }: { error: unknown }) => ({ failure: fieldErrorsOf(error)[0]!.error_message })),
  },
}).createMachine({
  id: 'beneficiaryStep',
  context: ({ input }) => ({
    tempId: input.tempId,
    existingMember: input.stored.enroll_type === 'existing-member',
    fields: [],
    relationships: [],
    beneficiaries: [],
    editIndex: null,
    pending: null,
    errors: {},
    failure: null,
    formsDone: 0,
  }),
  // the engine asks for Save & Continue Later in any state while the step shows; Next waits
  // (step.next) until the list totals 100
  initial: 'loadingFields',
  entry: 'tellNothingAdded',
  states: {
    loadingFields: {
      tags: ['loading'],
      on: { 'step.save': { actions: 'tellRejected' }, 'step.saveLater': { actions: { type: 'handOverDraft', params: { data: {} } } } },
      invoke: {
        id: 'getFormFieldsBeneficiaryInfo',
        src: 'getFormFieldsBeneficiaryInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'loadingRelationships', actions: { type: 'showFields', params: ({ event }) => ({ fields: event.output.result }) } },
        // data-loading failures are only logged (spec 2 §8): the form keeps its own rules
        onError: { target: 'loadingRelationships', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingRelationships: {
      tags: ['loading'],
      on: { 'step.save': { actions: 'tellRejected' }, 'step.saveLater': { actions: { type: 'handOverDraft', params: { data: {} } } } },
      invoke: {
        id: 'getBeneficiaryRelationships',
        src: 'getBeneficiaryRelationships',
        input: {},
        onDone: { target: 'choosingSource', actions: { type: 'showRelationships', params: ({ event }) => ({ items: event.output.result }) } },
        onError: { target: 'choosingSource', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    choosingSource: {
      always: [{ guard: 'isExistingMember', target: 'loadingExisting' }, { target: 'loadingTemp' }],
    },
    loadingExisting: {
      tags: ['loading'],
      on: { 'step.save': { actions: 'tellRejected' }, 'step.saveLater': { actions: { type: 'handOverDraft', params: { data: {} } } } },
      invoke: {
        id: 'getBeneficiariesExistingUserEnrollment',
        src: 'getBeneficiariesExistingUserEnrollment',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'listing', actions: { type: 'showList', params: ({ event }) => ({ list: beneficiaryListOf({ beneficiaries: event.output.result }) }) } },
        // spec 2 §4: falling back to the temp info
        onError: { target: 'loadingTemp', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingTemp: {
      tags: ['loading'],
      on: { 'step.save': { actions: 'tellRejected' }, 'step.saveLater': { actions: { type: 'handOverDraft', params: { data: {} } } } },
      invoke: {
        id: 'getEnrollmentTempStep',
        src: 'getEnrollmentTempStep',
        input: ({ context }) => ({ enrollment_id: context.tempId, column: 'benificiary_info' as const }),
        onDone: { target: 'listing', actions: { type: 'showList', params: ({ event }) => ({ list: beneficiaryListOf(event.output.result) }) } },
        onError: { target: 'listing', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    listing: {
      meta: { title: 'Beneficiary list', shows: "the list with Edit and Delete, the add form while the total is under 100 and fewer than 3 are listed, 'Now You can Continue Enrollment' at exactly 100" },
      entry: 'tellNextOfList',
      on: {
        'user.addBeneficiary': { guard: 'canAddBeneficiary', target: 'checkingAdd', actions: 'keepPending' },
        'user.editBeneficiary': { guard: 'isListedEntry', target: 'editing', actions: 'startEdit' },
        'user.deleteBeneficiary': { guard: 'isListedEntry', target: 'listing', reenter: true, actions: 'deleteEntry' },
        'step.save': [
          { guard: 'hasNoBeneficiaries', actions: ['showTotalsFailure', 'tellRejected'] },
          { guard: 'hasTooMany', actions: ['showTotalsFailure', 'tellRejected'] },
          { guard: 'totalIsOver', actions: ['showTotalsFailure', 'tellRejected'] },
          { guard: 'totalIsUnder', actions: ['showTotalsFailure', 'tellRejected'] },
          { guard: 'totalIsHundred', target: 'saving', actions: 'clearFailure' },
        ],
        'step.saveLater': { actions: { type: 'handOverDraft', params: ({ context }) => ({ data: listData(context.beneficiaries) }) } },
      },
    },
    // the add form's values: the contract's rules, then validate-single-beneficiary
    checkingAdd: {
      always: [{ guard: 'pendingIsValid', target: 'validatingAdd' }, { target: 'listing', actions: 'showPendingErrors' }],
    },
    validatingAdd: {
      tags: ['checking'],
      on: { 'step.save': { actions: 'tellRejected' }, 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ context }) => ({ data: listData(context.beneficiaries) }) } } },
      invoke: {
        id: 'validateSingleBeneficiary',
        src: 'validateSingleBeneficiary',
        input: ({ context }) => context.pending!,
        onDone: { target: 'listing', actions: 'addPending' },
        onError: { target: 'listing', actions: { type: 'showCheckErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    editing: {
      meta: { title: 'Edit form', shows: "the list, the edit form instead of the add form; Delete and Next disabled: 'Please submit the edited beneficiary form first'" },
      entry: 'tellEditFirst',
      on: {
        'user.updateBeneficiary': { target: 'checkingEdit', actions: 'keepPending' },
        'user.cancelEdit': { target: 'listing', actions: 'stopEdit' },
        'user.editBeneficiary': { guard: 'isOtherListedEntry', target: 'editing', reenter: true, actions: 'startEdit' },
        'step.save': { actions: 'tellRejected' },
        'step.saveLater': { actions: { type: 'handOverDraft', params: ({ context }) => ({ data: listData(context.beneficiaries) }) } },
      },
    },
    checkingEdit: {
      always: [{ guard: 'pendingIsValid', target: 'validatingEdit' }, { target: 'editing', actions: 'showPendingErrors' }],
    },
    validatingEdit: {
      tags: ['checking'],
      on: { 'step.save': { actions: 'tellRejected' }, 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ context }) => ({ data: listData(context.beneficiaries) }) } } },
      invoke: {
        id: 'validateSingleBeneficiary',
        src: 'validateSingleBeneficiary',
        input: ({ context }) => context.pending!,
        onDone: { target: 'listing', actions: 'updateEdited' },
        onError: { target: 'editing', actions: { type: 'showCheckErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveBeneficiaryInfo',
        src: 'saveBeneficiaryInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId, beneficiaries: context.beneficiaries }),
        onDone: { target: 'saved' },
        // the server's messages show at the list; any other refusal the engine says at Next (issue 23 §4)
        onError: [
          {
            guard: { type: 'namesFields', params: ({ event }) => ({ error: event.error }) },
            target: 'listing',
            actions: [{ type: 'showSaveFailure', params: ({ event }) => ({ error: event.error }) }, 'tellRejected'],
          },
          { target: 'listing', actions: { type: 'tellRefused', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ tab: 'beneficiary_info', data: listData(context.beneficiaries) }),
});
