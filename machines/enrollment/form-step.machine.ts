import { assertEvent, assign, sendParent, sendTo, setup, type ActorRefFrom } from 'xstate';
import {
  contactFieldSpecs,
  fieldErrorsOf,
  personalFieldSpecs,
  stepPayload,
  validateStep,
  type FormField,
  type FormValues,
  type TabName,
} from '../../contract/index.ts';
import { enrollerCodeMachine } from '../enroller-code/enroller-code.machine.ts';
import { needsEnrollerCode } from '../plan-detail/plan-detail-values.ts';
import { sharedActions } from '../shared/effects.ts';
import { notProvidedActor } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import type { StepInput } from './step-input.ts';

/** A choice of a select field: the value sent and the text shown. */
export interface FieldOption {
  value: string;
  label: string;
}

/** The field rules of each server-driven form step (contract/enrollment.ts). */
export const formStepSpecs: Partial<Record<TabName, typeof personalFieldSpecs>> = {
  primary_info: personalFieldSpecs,
  contact_info: contactFieldSpecs,
};

export interface FormStepContext {
  tempId: string;
  tab: TabName;
  fields: FormField[];
  /** Choices of select fields by field name (states, ethnic groups). */
  options: Record<string, FieldOption[]>;
  values: FormValues;
  /** One message per field: the form's rules, the existing-user checks, the server. */
  errors: Record<string, string>;
  /** A failure that names no field. */
  failure: string | null;
  /** Personal Information's Enter Enroller Code popup, for groups that need a code (spec 2 §2). */
  enrollerCode: ActorRefFrom<typeof enrollerCodeMachine> | null;
}

export type FormStepEvent = { type: 'step.save'; values: FormValues };

const specsOf = (tab: TabName) => formStepSpecs[tab] ?? {};
const groupIdOf = (input: StepInput) => Number(input.stored.group_id) || null;
/** Spec 2 §2: Personal Information offers the popup to reps; groups 2556 and 2512 require a code. */
const offersEnrollerCode = (input: StepInput) =>
  input.tab === 'primary_info' && (input.stored.eprocess === 'rep' || needsEnrollerCode(groupIdOf(input), input.stored.enrollerCode));
const valuesOf = (fields: readonly FormField[]): FormValues => Object.fromEntries(fields.map((field) => [field.field_name, field.value ?? '']));

/**
 * One server-driven form step (spec 2 §2, §5; Personal and Contact Information): its field
 * definitions with saved values, select choices, then on the engine's step.save the form's rules,
 * the existing-user checks and the save; a refusal goes back to the form with each message at its
 * field and tells the engine (step.rejected). The app provides the calls per tab.
 */
export const formStepMachine = setup({
  types: {
    input: {} as StepInput,
    context: {} as FormStepContext,
    events: {} as FormStepEvent,
  },
  actors: {
    loadFields: notProvidedActor<{ result: FormField[] }, { enrollment_id: string }>('loadFields'),
    loadOptions: notProvidedActor<Record<string, FieldOption[]>, { enrollment_id: string }>('loadOptions'),
    /** External checks (existing users' e-mail and phone): field → message; none when fine. */
    checkValues: notProvidedActor<Record<string, string>, { enrollment_id: string; values: FormValues }>('checkValues'),
    saveFields: notProvidedActor<{ saved: true }, FormValues & { enrollment_id: string }>('saveFields'),
    enrollerCode: enrollerCodeMachine,
  },
  guards: {
    valuesAreValid: ({ context, event }) => {
      assertEvent(event, 'step.save');
      return Object.keys(validateStep(context.fields, specsOf(context.tab), event.values)).length === 0;
    },
    enrollerCodeMissing: ({ context }) => context.enrollerCode?.getSnapshot().context.required === true,
    hasCheckErrors: (_, { errors }: { errors: Record<string, string> }) => Object.keys(errors).length > 0,
  },
  actions: {
    ...sharedActions,
    showFields: assign((_, { fields }: { fields: FormField[] }) => ({ fields, values: valuesOf(fields) })),
    showOptions: assign((_, { options }: { options: Record<string, FieldOption[]> }) => ({ options })),
    keepValues: assign(({ event }) => {
      assertEvent(event, 'step.save');
      return { values: event.values, failure: null };
    }),
    showRuleErrors: assign(({ context, event }) => {
      assertEvent(event, 'step.save');
      return { errors: validateStep(context.fields, specsOf(context.tab), event.values) };
    }),
    showCheckErrors: assign((_, { errors }: { errors: Record<string, string> }) => ({ errors })),
    showServerErrors: assign((_, { error }: { error: unknown }) => {
      const fieldErrors = fieldErrorsOf(error);
      return {
        errors: Object.fromEntries(fieldErrors.map((fieldError) => [fieldError.target_element, fieldError.error_message])),
        failure: fieldErrors.length === 0 ? failureMessage(error, 'Your information could not be saved. Please try again.') : null,
      };
    }),
    clearErrors: assign({ errors: {}, failure: null }),
    // reached only when enrollerCodeMissing found the popup's actor
    remindEnrollerCode: sendTo(({ context }) => context.enrollerCode!, { type: 'user.next' }),
    tellRejected: sendParent({ type: 'step.rejected' }),
  },
}).createMachine({
  id: 'formStep',
  context: ({ input, spawn }) => ({
    tempId: input.tempId,
    tab: input.tab,
    fields: [],
    options: {},
    values: {},
    errors: {},
    failure: null,
    // Personal Information's Enter Enroller Code popup: for reps, and where the group needs a code
    enrollerCode: offersEnrollerCode(input)
      ? spawn('enrollerCode', { id: 'enrollerCode', input: { tempId: input.tempId, groupId: groupIdOf(input), savedCode: input.stored.enrollerCode } })
      : null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadFields',
        src: 'loadFields',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'loadingOptions', actions: { type: 'showFields', params: ({ event }) => ({ fields: event.output.result }) } },
        onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unavailable: {
      meta: { title: 'Step could not load', shows: 'a message; Back still works' },
      on: { 'step.save': { actions: 'tellRejected' } },
    },
    loadingOptions: {
      tags: ['loading'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'editing', actions: { type: 'showOptions', params: ({ event }) => ({ options: event.output }) } },
        // without its choices a select shows none; the failure is only logged (spec 2 §8)
        onError: { target: 'editing', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    editing: {
      meta: { title: 'Form', shows: 'the fields the server defines, each message at its field' },
      on: {
        'step.save': [
          { guard: { type: 'valuesAreValid' }, target: 'checkingEnrollerCode', actions: ['keepValues', 'clearErrors'] },
          { actions: ['keepValues', 'showRuleErrors', 'tellRejected'] },
        ],
      },
    },
    checkingEnrollerCode: {
      always: [
        { guard: 'enrollerCodeMissing', target: 'editing', actions: ['remindEnrollerCode', 'tellRejected'] },
        { target: 'checking' },
      ],
    },
    checking: {
      tags: ['saving'],
      invoke: {
        id: 'checkValues',
        src: 'checkValues',
        input: ({ context }) => ({ enrollment_id: context.tempId, values: context.values }),
        onDone: [
          {
            guard: { type: 'hasCheckErrors', params: ({ event }) => ({ errors: event.output }) },
            target: 'editing',
            actions: [{ type: 'showCheckErrors', params: ({ event }) => ({ errors: event.output }) }, 'tellRejected'],
          },
          { target: 'saving' },
        ],
        // an unavailable check does not stop the save; the server judges again
        onError: { target: 'saving', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveFields',
        src: 'saveFields',
        input: ({ context }) => ({ ...stepPayload(context.fields, specsOf(context.tab), context.values), enrollment_id: context.tempId }),
        onDone: { target: 'saved' },
        onError: { target: 'editing', actions: [{ type: 'showServerErrors', params: ({ event }) => ({ error: event.error }) }, 'tellRejected'] },
      },
    },
    saved: { type: 'final' },
  },
});
