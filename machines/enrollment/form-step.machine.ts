import { assertEvent, assign, sendParent, sendTo, setup, type ActorRefFrom } from 'xstate';
import { existingMemberChecks, refusalsByField, type ExistingMemberCheck, type MemberCheckResult } from './form-step-rules.ts';
import {
  employerDefaultsOf,
  fieldErrorsOf,
  fieldsInPlay,
  flagsOf,
  stepPayload,
  textFieldsOf,
  validateStep,
  type FieldSpecs,
  type FormField,
  type FormValues,
  type GroupInfo,
  type TabName,
} from '../../contract/index.ts';
import { enrollerCodeMachine } from '../shared/enroller-code/enroller-code.machine.ts';
import { offersEnrollerCode } from '../shared/enroller-code/needs-enroller-code.ts';
import { sharedActions } from '../shared/effects.ts';
import { notProvidedActor } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import { namesFields } from './save-refusal.ts';
import { stepReplies, type StepInput, type StepOutput, type StepRequest } from './step-protocol.ts';
import { formStepOf, type FieldsCall, type GroupInfoCall, type OptionSource, type SaveCall } from './steps/index.ts';

/** A choice of a select field: the value sent and the text shown. */
export interface FieldOption {
  value: string;
  label: string;
}

export interface FormStepContext {
  tempId: string;
  tab: TabName;
  /** The enrollment is an existing member's (stored enroll_type): the step's existing-user checks apply. */
  existingMember: boolean;
  fields: FormField[];
  /**
   * The names of the fields in play, as the form's values stand (spec 2 §3, §9: prior coverage's
   * carrier and dates once it is Yes, the other ethnic text once Other is chosen): what the form shows.
   */
  inPlay: string[];
  /** Choices of select fields by field name (states, ethnic groups). */
  options: Record<string, FieldOption[]>;
  values: FormValues;
  /** One message per field: the form's rules, the existing-user checks, the server. */
  errors: Record<string, string>;
  /** Personal Information's Enter Enroller Code popup, for groups that need a code (spec 2 §2). */
  enrollerCode: ActorRefFrom<typeof enrollerCodeMachine> | null;
  /**
   * The zip lookup's effect on the state field (descriptor `zipLookup`): null while the zip was not
   * edited; the state found, locked; or cleared and unlocked (the zip edited, or not found).
   */
  lookup: { state: string; locked: boolean } | null;
}

/** The zip field was edited (steps whose descriptor has `zipLookup`); the form's values as typed, at each edit. */
export type FormStepEvent = StepRequest | { type: 'user.zip'; zip: string } | { type: 'user.typed'; values: FormValues };

/** A zip the lookup takes: five digits. */
export const isCompleteZip = (zip: string): boolean => /^\d{5}$/.test(zip.trim());

/** The field rules of a form step, from its descriptor. */
export const formSpecsOf = (tab: TabName): FieldSpecs => formStepOf(tab)?.specs ?? {};
const descriptor = (tab: TabName) => {
  const step = formStepOf(tab);
  if (!step) throw new Error(`${tab} is not a form step`);
  return step;
};
/** Spec 2 §2: the step's popup is offered to reps; a rep or group administrator enrolling for groups 2556 and 2512 must give a code. */
const holdsEnrollerCode = (input: StepInput) => descriptor(input.tab).enrollerCode && offersEnrollerCode(input.stored);
/**
 * The fields a group's info fills (spec 2 §3: general_info.group_name and group_phone, then
 * address_information's address1, city, state and zip).
 */
export const groupPrefillFields: readonly string[] = ['name', 'phone', 'address1', 'city', 'state', 'zip'];
/**
 * Spec 2 §4: the step keeps no employer info of its own. A saved step always has its name, phone
 * and address (they are required), so an answer with none of them keeps nothing to prefill over; a
 * draft holding some of them is kept as it is.
 */
export const keepsNoGroupFields = (fields: readonly FormField[]): boolean =>
  fields.every((field) => !groupPrefillFields.includes(field.field_name) || (field.value ?? '').trim() === '');
/** The group's name, phone and address for the fields the step defines and holds no value for. */
const groupPrefillOf = (info: GroupInfo, fields: readonly FormField[], values: FormValues): FormValues =>
  Object.fromEntries(
    Object.entries(employerDefaultsOf(info)).filter(
      ([name]) => groupPrefillFields.includes(name) && fields.some((field) => field.field_name === name) && (values[name] ?? '') === '',
    ),
  );
/** The names of the step's fields in play for these values. */
const inPlayOf = (tab: TabName, fields: readonly FormField[], values: FormValues): string[] =>
  fieldsInPlay(fields, formSpecsOf(tab), values).map((field) => field.field_name);
const sameNames = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((name, index) => b[index] === name);
const valuesOf = (fields: readonly FormField[]): FormValues => Object.fromEntries(fields.map((field) => [field.field_name, field.value ?? '']));
const saveValuesOf = (values: StepRequest['values']): FormValues => textFieldsOf(values);

/** A form step's save request: its fields as text, a checkbox group of `flagFields` as its 0/1 flags. */
export type SaveRequest = { enrollment_id: string } & Record<string, string | Record<string, 0 | 1>>;
/** What Next saves: the step's payload, each flag field's checked values sent as the spec's flags (spec 2 §3). */
export const saveRequestOf = (tab: TabName, payload: FormValues, enrollment_id: string): SaveRequest => {
  const flagFields = Object.entries(descriptor(tab).flagFields ?? {}).filter(([name]) => payload[name] !== undefined);
  return { ...payload, ...Object.fromEntries(flagFields.map(([name, list]) => [name, flagsOf(payload[name]!, list)])), enrollment_id };
};

/**
 * One server-driven form step (spec 2 §2, §3, §5; Personal and Contact Information and every form
 * step after them), set up by its descriptor: its field definitions with saved values, for a step
 * that asks the group's info (Employer) and keeps none of its own that info's name, phone and
 * address, select choices, then on the engine's step.save the form's rules, the enroller code, the existing-user
 * checks for an existing member, and the save; a refusal goes back to the form with each message at
 * its field and tells the engine (step.rejected), or, naming no field, tells the engine why
 * (step.refused: it says so at Next). Save & Continue Later hands over the form's values.
 */
export const formStepMachine = setup({
  types: {
    input: {} as StepInput,
    context: {} as FormStepContext,
    events: {} as FormStepEvent,
    output: {} as StepOutput,
  },
  actors: {
    loadFields: notProvidedActor<{ result: FormField[] }, { call: FieldsCall; enrollment_id: string }>('loadFields'),
    /** The group's info (get-group-info): its name, phone and address prefill a step that keeps nothing. */
    loadGroupInfo: notProvidedActor<GroupInfo, { call: GroupInfoCall; enrollment_id: string }>('loadGroupInfo'),
    loadOptions: notProvidedActor<Record<string, FieldOption[]>, { sources: Readonly<Record<string, OptionSource>>; enrollment_id: string }>('loadOptions'),
    /** The zip's state (validate-zip-code); a zip it does not know is refused with its message. */
    lookupZip: notProvidedActor<{ state: string }, { zip: string }>('lookupZip'),
    /** The existing-user e-mail and phone checks: field → message; none when fine. */
    checkMemberValues: notProvidedActor<MemberCheckResult[], { enrollment_id: string; values: FormValues; checks: readonly ExistingMemberCheck[] }>('checkMemberValues'),
    saveFields: notProvidedActor<{ saved: true }, { call: SaveCall; request: SaveRequest }>('saveFields'),
    enrollerCode: enrollerCodeMachine,
  },
  guards: {
    /** Spec 2 §4 (Employer): the step asks the group's info and keeps no name, phone or address of its own. */
    hasNoSavedEmployerInfo: ({ context }, { fields }: { fields: FormField[] }) =>
      descriptor(context.tab).calls.groupInfo !== undefined && keepsNoGroupFields(fields),
    valuesAreValid: ({ context, event }) => {
      assertEvent(event, 'step.save');
      return Object.keys(validateStep(context.fields, formSpecsOf(context.tab), saveValuesOf(event.values))).length === 0;
    },
    enrollerCodeMissing: ({ context }) => context.enrollerCode?.getSnapshot().context.required === true,
    /** Spec 2 §5: an existing member's e-mail and phone are checked before the save. */
    checksExistingMember: ({ context }) => context.existingMember && descriptor(context.tab).memberChecks,
    /** The server refused the save with messages for its fields (else the engine says why at Next). */
    namesFields: (_, { error }: { error: unknown }) => namesFields(error),
    hasCheckErrors: (_, { results }: { results: readonly MemberCheckResult[] }) => Object.keys(refusalsByField(results)).length > 0,
    /** What was typed brings a conditional field into play or out of it (spec 2 §3, §9). */
    changesFieldsInPlay: ({ context, event }) => {
      assertEvent(event, 'user.typed');
      return !sameNames(inPlayOf(context.tab, context.fields, event.values), context.inPlay);
    },
    /** Spec 2 §4: a 5-digit zip looks up its state (steps with a zip lookup). */
    zipIsComplete: ({ context, event }) => {
      assertEvent(event, 'user.zip');
      return descriptor(context.tab).zipLookup !== undefined && isCompleteZip(event.zip);
    },
  },
  actions: {
    ...sharedActions,
    tellRejected: sendParent(stepReplies.rejected),
    tellRefused: sendParent((_, { error }: { error: unknown }) => stepReplies.refused(error)),
    handOverDraft: sendParent((_, { data }: { data: FormValues }) => stepReplies.draft(data)),
    showFields: assign(({ context }, { fields }: { fields: FormField[] }) => ({ fields, values: valuesOf(fields), inPlay: inPlayOf(context.tab, fields, valuesOf(fields)) })),
    prefillFromGroup: assign(({ context }, { info }: { info: GroupInfo }) => {
      const values = { ...context.values, ...groupPrefillOf(info, context.fields, context.values) };
      return { values, inPlay: inPlayOf(context.tab, context.fields, values) };
    }),
    showFieldsInPlay: assign(({ context, event }) => {
      assertEvent(event, 'user.typed');
      return { inPlay: inPlayOf(context.tab, context.fields, event.values) };
    }),
    showOptions: assign((_, { options }: { options: Record<string, FieldOption[]> }) => ({ options })),
    keepValues: assign(({ event }) => {
      assertEvent(event, 'step.save');
      return { values: saveValuesOf(event.values) };
    }),
    showRuleErrors: assign(({ context, event }) => {
      assertEvent(event, 'step.save');
      return { errors: validateStep(context.fields, formSpecsOf(context.tab), saveValuesOf(event.values)) };
    }),
    showCheckErrors: assign((_, { results }: { results: readonly MemberCheckResult[] }) => ({ errors: refusalsByField(results) })),
    showServerErrors: assign((_, { error }: { error: unknown }) => ({
      errors: Object.fromEntries(fieldErrorsOf(error).map((fieldError) => [fieldError.target_element, fieldError.error_message])),
    })),
    clearErrors: assign({ errors: {} }),
    /** Editing the zip clears and unlocks the state (spec 2 §4). */
    unlockState: assign({ lookup: { state: '', locked: false } }),
    fillState: assign(({ context }, { state }: { state: string }) => {
      const { [descriptor(context.tab).zipLookup?.zip ?? '']: _zip, ...errors } = context.errors;
      return { lookup: { state, locked: true }, errors };
    }),
    /** A zip the lookup does not know: its message at the zip, the state cleared. */
    showZipFailure: assign(({ context }, { error }: { error: unknown }) => ({
      lookup: { state: '', locked: false },
      errors: { ...context.errors, [descriptor(context.tab).zipLookup?.zip ?? 'zip']: fieldErrorsOf(error)[0]?.error_message ?? failureMessage(error, 'Invalid Zip code') },
    })),
    // reached only when enrollerCodeMissing found the popup's actor
    remindEnrollerCode: sendTo(({ context }) => context.enrollerCode!, { type: 'user.next' }),
  },
}).createMachine({
  id: 'formStep',
  context: ({ input, spawn }) => ({
    tempId: input.tempId,
    tab: input.tab,
    existingMember: input.stored.enroll_type === 'existing-member',
    fields: [],
    inPlay: [],
    options: {},
    values: {},
    errors: {},
    // Personal Information's Enter Enroller Code popup: for reps, and where the group needs a code
    lookup: null,
    enrollerCode: holdsEnrollerCode(input)
      ? spawn('enrollerCode', { id: 'enrollerCode', input: { tempId: input.tempId, stored: input.stored } })
      : null,
  }),
  // Save & Continue Later is asked while the engine shows the step (loading, unavailable or
  // editing): the form's values as they stand, unchecked, since a draft keeps what was typed
  initial: 'loading',
  // what the form shows follows what is typed, whatever the step is doing
  on: { 'user.typed': { guard: 'changesFieldsInPlay', actions: 'showFieldsInPlay' } },
  states: {
    loading: {
      tags: ['loading'],
      on: { 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: saveValuesOf(event.values) }) } } },
      invoke: {
        id: 'loadFields',
        src: 'loadFields',
        input: ({ context }) => ({ call: descriptor(context.tab).calls.fields, enrollment_id: context.tempId }),
        // spec 2 §4: the definitions with what the step keeps; keeping no employer info, the group's info next
        onDone: [
          {
            guard: { type: 'hasNoSavedEmployerInfo', params: ({ event }) => ({ fields: event.output.result }) },
            target: 'loadingGroupInfo',
            actions: { type: 'showFields', params: ({ event }) => ({ fields: event.output.result }) },
          },
          { target: 'loadingOptions', actions: { type: 'showFields', params: ({ event }) => ({ fields: event.output.result }) } },
        ],
        onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingGroupInfo: {
      tags: ['loading'],
      meta: { title: "Group's info", shows: "the step's spinner; the group's name, phone and address then prefill the form" },
      on: { 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: saveValuesOf(event.values) }) } } },
      invoke: {
        id: 'loadGroupInfo',
        src: 'loadGroupInfo',
        // reached only by hasNoSavedEmployerInfo, which found the descriptor's groupInfo call
        input: ({ context }) => ({ call: descriptor(context.tab).calls.groupInfo!, enrollment_id: context.tempId }),
        onDone: { target: 'loadingOptions', actions: { type: 'prefillFromGroup', params: ({ event }) => ({ info: event.output }) } },
        // without it the fields stay empty for the applicant to fill; the failure is only logged (spec 2 §8)
        onError: { target: 'loadingOptions', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unavailable: {
      meta: { title: 'Step could not load', shows: 'a message; Back still works' },
      on: {
        'step.save': { actions: 'tellRejected' },
        'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: saveValuesOf(event.values) }) } },
      },
    },
    loadingOptions: {
      tags: ['loading'],
      on: { 'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: saveValuesOf(event.values) }) } } },
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ sources: descriptor(context.tab).options, enrollment_id: context.tempId }),
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
        'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: saveValuesOf(event.values) }) } },
        'user.zip': [{ guard: 'zipIsComplete', target: 'lookingUpZip' }, { actions: 'unlockState' }],
      },
    },
    lookingUpZip: {
      meta: { title: 'Zip lookup', shows: 'the form; the state fills and locks when the zip is found' },
      on: {
        // Next waits for the lookup: refused, the form stays as it is
        'step.save': { actions: 'tellRejected' },
        'step.saveLater': { actions: { type: 'handOverDraft', params: ({ event }) => ({ data: saveValuesOf(event.values) }) } },
        'user.zip': [
          { guard: 'zipIsComplete', target: 'lookingUpZip', reenter: true },
          { target: 'editing', actions: 'unlockState' },
        ],
      },
      invoke: {
        id: 'lookupZip',
        src: 'lookupZip',
        input: ({ event }) => {
          assertEvent(event, 'user.zip');
          return { zip: event.zip.trim() };
        },
        onDone: { target: 'editing', actions: { type: 'fillState', params: ({ event }) => ({ state: event.output.state }) } },
        onError: { target: 'editing', actions: { type: 'showZipFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkingEnrollerCode: {
      always: [
        { guard: 'enrollerCodeMissing', target: 'editing', actions: ['remindEnrollerCode', 'tellRejected'] },
        { guard: 'checksExistingMember', target: 'checkingMember' },
        { target: 'saving' },
      ],
    },
    checkingMember: {
      tags: ['saving'],
      invoke: {
        id: 'checkMemberValues',
        src: 'checkMemberValues',
        input: ({ context }) => ({ enrollment_id: context.tempId, values: context.values, checks: existingMemberChecks }),
        onDone: [
          {
            guard: { type: 'hasCheckErrors', params: ({ event }) => ({ results: event.output }) },
            target: 'editing',
            actions: [{ type: 'showCheckErrors', params: ({ event }) => ({ results: event.output }) }, 'tellRejected'],
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
        input: ({ context }) => ({
          call: descriptor(context.tab).calls.save,
          request: saveRequestOf(context.tab, stepPayload(context.fields, formSpecsOf(context.tab), context.values), context.tempId),
        }),
        onDone: { target: 'saved' },
        // messages for fields show at them; any other refusal the engine says at Next (issue 23 §4); the form keeps what was typed
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
  output: ({ context }) => ({ tab: context.tab, data: stepPayload(context.fields, formSpecsOf(context.tab), context.values) }),
});
