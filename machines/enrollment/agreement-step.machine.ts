import { assertEvent, assign, sendParent, setup } from 'xstate';
import {
  agreementDataOf,
  agreementMessages,
  agreementValuesOf,
  EMPTY_AGREEMENT,
  fieldErrorsOf,
  type AgreementMode,
  type AgreementText,
  type AgreementValues,
  type FormField,
  type StepData,
} from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActor } from '../shared/not-provided.ts';
import { summaryOf } from './error-summary.ts';
import { namesFields } from './save-refusal.ts';
import {
  agreementErrors,
  agreementRequestOf,
  allTextsAgreed,
  answerMissing,
  isApplicantMode,
  isGroupMode,
  isRepMode,
  isSigapplicantMode,
  shownSections,
  signatureMissing,
} from './agreement-rules.ts';
import type { AgreementSections } from './agreement-details.ts';
import { stepReplies, type StepInput, type StepOutput, type StepRequest } from './step-protocol.ts';

export interface AgreementStepContext {
  tempId: string;
  texts: AgreementText[];
  /** The field definitions: their required flags make the mode and the sections shown. */
  fields: FormField[];
  /** The verification sections the screen shows, by the definitions' required flags (spec 3 §2.4). */
  sections: AgreementSections;
  /** What the step keeps (saved or drafted), then what the last Next sent. */
  values: AgreementValues;
  /** The save's eprocess, chosen on Next (spec 3 §4.3). */
  mode: AgreementMode | null;
  /** Messages by field (a text's checkbox by agreedKey). */
  errors: Record<string, string>;
  /** A failure that names no field. */
  failure: string | null;
}

export type AgreementStepEvent = StepRequest;

/** The step's error summary (issue 28 item 2): the messages in the order the step shows its fields. */
export const agreementSummaryOf = (context: Pick<AgreementStepContext, 'errors'>) => summaryOf(context.errors);

/** What Save & Continue Later keeps: the values as they stand, unchecked, the signature in pieces. */
const draftOf = (values: StepData): StepData => agreementDataOf(agreementValuesOf(values));

const handOverDraft = { type: 'handOverDraft', params: ({ event }: { event: StepRequest }) => ({ data: draftOf(event.values) }) } as const;

const saveAs = (mode: AgreementMode) => ({ target: 'saving', actions: ['keepValues', 'clearErrors', { type: 'chooseMode', params: { mode } }] }) as const;
const refuse = ['keepValues', 'showRuleErrors', 'tellRejected'] as const;

/**
 * Agreement & Signature (spec 3 §2.4, §4.3, §5, §7): the texts, the field definitions and what
 * the step keeps load side by side; on the engine's step.save every required text must be checked, the
 * answer given when required (not when a signature is) and a required signature drawn or typed;
 * then the mode is chosen in §4.3's order (rep, group, applicant, sigapplicant) and
 * save-agreement-info sent; the server's messages come back at their fields. Save & Continue Later
 * hands over the values as they stand.
 */
export const agreementStepMachine = setup({
  types: {
    input: {} as StepInput,
    context: {} as AgreementStepContext,
    events: {} as AgreementStepEvent,
    output: {} as StepOutput,
  },
  actors: {
    getAgreementTexts: endpointActor('getAgreementTexts'),
    getFormFieldsAgreementInfo: endpointActor('getFormFieldsAgreementInfo'),
    getEnrollmentTempStep: endpointActor('getEnrollmentTempStep'),
    saveAgreementInfo: endpointActor('saveAgreementInfo'),
  },
  guards: {
    hasUnagreedText: ({ context, event }) => {
      assertEvent(event, 'step.save');
      return !allTextsAgreed(context.texts, agreementValuesOf(event.values).agreed);
    },
    answerMissing: ({ context, event }) => {
      assertEvent(event, 'step.save');
      return answerMissing(context.fields, agreementValuesOf(event.values).answer);
    },
    signatureMissing: ({ context, event }) => {
      assertEvent(event, 'step.save');
      return signatureMissing(context.fields, agreementValuesOf(event.values).signature);
    },
    isRepMode: ({ context }) => isRepMode(context.fields),
    /** The server refused the save with messages for its fields (else the engine says why at Next). */
    namesFields: (_, { error }: { error: unknown }) => namesFields(error),
    isGroupMode: ({ context }) => isGroupMode(context.fields),
    isApplicantMode: ({ context }) => isApplicantMode(context.fields),
    isSigapplicantMode: ({ context }) => isSigapplicantMode(context.fields),
  },
  actions: {
    ...sharedActions,
    tellRejected: sendParent(stepReplies.rejected),
    tellRefused: sendParent((_, { error }: { error: unknown }) => stepReplies.refused(error)),
    handOverDraft: sendParent((_, { data }: { data: StepData }) => stepReplies.draft(data)),
    showTexts: assign((_, { texts }: { texts: AgreementText[] }) => ({ texts })),
    showFields: assign((_, { fields }: { fields: FormField[] }) => ({ fields, sections: shownSections(fields) })),
    showKept: assign((_, { kept }: { kept: StepData | null }) => ({ values: agreementValuesOf(kept) })),
    keepValues: assign(({ event }) => {
      assertEvent(event, 'step.save');
      return { values: agreementValuesOf(event.values), failure: null };
    }),
    showRuleErrors: assign(({ context }) => ({ errors: agreementErrors(context.texts, context.fields, context.values) })),
    clearErrors: assign({ errors: {}, failure: null }),
    chooseMode: assign((_, { mode }: { mode: AgreementMode }) => ({ mode })),
    showNoMode: assign({ failure: agreementMessages.wrongMode }),
    showServerErrors: assign((_, { error }: { error: unknown }) => ({
      errors: Object.fromEntries(fieldErrorsOf(error).map((fieldError) => [fieldError.target_element, fieldError.error_message])),
    })),
  },
}).createMachine({
  id: 'agreementStep',
  context: ({ input }) => ({ tempId: input.tempId, texts: [], fields: [], sections: shownSections([]), values: EMPTY_AGREEMENT, mode: null, errors: {}, failure: null }),
  initial: 'loading',
  states: {
    // the three reads go out together: one round trip before the step shows, not three in a row
    loading: {
      type: 'parallel',
      tags: ['loading'],
      on: { 'step.saveLater': { actions: handOverDraft } },
      states: {
        texts: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'getAgreementTexts',
                src: 'getAgreementTexts',
                input: ({ context }) => ({ enrollment_id: context.tempId }),
                onDone: { target: 'read', actions: { type: 'showTexts', params: ({ event }) => ({ texts: event.output.result }) } },
                onError: { target: '#agreementStep.unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            read: { type: 'final' },
          },
        },
        fields: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'getFormFieldsAgreementInfo',
                src: 'getFormFieldsAgreementInfo',
                input: ({ context }) => ({ enrollment_id: context.tempId }),
                onDone: { target: 'read', actions: { type: 'showFields', params: ({ event }) => ({ fields: event.output.result }) } },
                onError: { target: '#agreementStep.unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            read: { type: 'final' },
          },
        },
        kept: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                id: 'getEnrollmentTempStep',
                src: 'getEnrollmentTempStep',
                input: ({ context }) => ({ enrollment_id: context.tempId, column: 'aggrement_info' as const }),
                onDone: { target: 'read', actions: { type: 'showKept', params: ({ event }) => ({ kept: event.output.result }) } },
                // nothing kept to show: the step starts empty
                onError: { target: 'read', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            read: { type: 'final' },
          },
        },
      },
      onDone: { target: 'editing' },
    },
    unavailable: {
      meta: { title: 'Step could not load', shows: 'a message; Back still works' },
      on: {
        'step.save': { actions: 'tellRejected' },
        'step.saveLater': { actions: handOverDraft },
      },
    },
    editing: {
      meta: { title: 'Agreement & Signature', shows: 'the agreement texts with their checkboxes, the verification sections, the signature pad' },
      on: {
        'step.save': [
          // spec 3 §5: 'This field is required.', 'Field is required', 'Signature is required'
          { guard: 'hasUnagreedText', actions: refuse },
          { guard: 'answerMissing', actions: refuse },
          { guard: 'signatureMissing', actions: refuse },
          // spec 3 §4.3: the mode in its order
          { guard: 'isRepMode', ...saveAs('rep') },
          { guard: 'isGroupMode', ...saveAs('group') },
          { guard: 'isApplicantMode', ...saveAs('applicant') },
          { guard: 'isSigapplicantMode', ...saveAs('sigapplicant') },
          // the definitions make no mode: nothing to save as
          { actions: ['keepValues', 'clearErrors', 'showNoMode', 'tellRejected'] },
        ],
        'step.saveLater': { actions: handOverDraft },
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveAgreementInfo',
        src: 'saveAgreementInfo',
        // reached only after chooseMode
        input: ({ context }) => agreementRequestOf(context.tempId, context.mode!, context.fields, context.values),
        onDone: { target: 'saved' },
        // messages for fields show at them; any other refusal the engine says at Next (issue 23 §4)
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
  output: ({ context }) => ({ tab: 'agreement_info', data: agreementDataOf(context.values) }),
});
