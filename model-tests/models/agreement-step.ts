import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { agreementDataOf, EMPTY_AGREEMENT, type AgreementValues, type DataOf, type StepData } from '../../contract/index.ts';
import { agreementModeOf } from '../../machines/enrollment/agreement-rules.ts';
import { agreementStepMachine } from '../../machines/enrollment/agreement-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import { agreementModeFields, agreementTexts, TINY_PNG } from '../lib/agreement-fixtures.ts';
import { actorResults, apiFailure, type EventCases, type MachineModel } from '../lib/index.ts';

const input: StepInput = { tempId: 'TE1', tab: 'agreement_info', stored: {}, steps: ['primary_info', 'contact_info', 'agreement_info', 'review_info'] };

const asData = (values: AgreementValues) => values as unknown as StepData;

/** Agreement & Signature's fixtures: the texts, each mode's definitions, the values the screen sends, the calls' answers. */
export const agreementFixtures = {
  texts: { result: agreementTexts } satisfies DataOf<'getAgreementTexts'>,
  fields: {
    rep: { result: agreementModeFields.rep },
    group: { result: agreementModeFields.group },
    applicant: { result: agreementModeFields.applicant },
    sigapplicant: { result: agreementModeFields.sigapplicant },
    none: { result: agreementModeFields.none },
  } satisfies Record<string, DataOf<'getFormFieldsAgreementInfo'>>,
  /** A save-later draft kept: the first text agreed, a typed signature. */
  kept: { result: agreementDataOf({ agreed: [1], answer: '', signature: TINY_PNG, signature_method: 'type', signature_name: 'Ana Reyes' }) } satisfies DataOf<'getEnrollmentTempStep'>,
  nothingKept: { result: null } satisfies DataOf<'getEnrollmentTempStep'>,
  saved: { saved: true } as const,
  values: {
    /** Nothing checked, nothing answered, the pad empty. */
    unagreed: asData(EMPTY_AGREEMENT),
    /** Every text checked; no answer, no signature. */
    agreedOnly: asData({ ...EMPTY_AGREEMENT, agreed: [1, 2] }),
    /** Every text checked, the answer given, a signature drawn. */
    complete: asData({ ...EMPTY_AGREEMENT, agreed: [1, 2], answer: 'Garcia', signature: TINY_PNG }),
  },
  /** The server refusing a text as unchecked (at its checkbox, shown in every mode). */
  textRefused: apiFailure('This field is required.', [{ target_element: 'agreed.1', error_message: 'This field is required.' }], 422),
  wrongAnswer: apiFailure('This answer does not match the one on file.', [{ target_element: 'answer', error_message: 'This answer does not match the one on file.' }], 422),
  failure: apiFailure('Server Error', [], 500),
};
const fx = agreementFixtures;

/** The engine asks for a draft while the step shows (loading, its form, its failure), not while it saves. */
const saveLaterCases = (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
  snapshot.hasTag('saving') ? [] : [{ type: 'step.saveLater', values: fx.values.agreedOnly }];

/**
 * Agreement & Signature: the texts, the definitions of each mode (rep, group, applicant,
 * sigapplicant, none) and what is kept, loaded or not; Next with nothing checked, with the texts
 * checked only, and complete (the server saving, refusing a text, or failing); Save & Continue
 * Later wherever the engine may ask.
 */
export const agreementStepModel: MachineModel = {
  id: agreementStepMachine.id,
  // walked alone, without the engine to tell of a refusal or to hand a draft to (the machine's unit tests cover those)
  machine: agreementStepMachine.provide({ actions: { tellRejected: () => undefined, tellRefused: () => undefined, handOverDraft: () => undefined } }),
  scenarios: [{ name: 'an enrollment at its agreement', input }],
  events: {
    // raised by the machine itself when the three reads are in
    'xstate.done.state.agreementStep.loading': [],
    ...actorResults('getAgreementTexts', { answers: [fx.texts], errors: [fx.failure] }),
    ...actorResults('getFormFieldsAgreementInfo', { answers: Object.values(fx.fields), errors: [fx.failure] }),
    ...actorResults('getEnrollmentTempStep', { answers: [fx.kept, fx.nothingKept], errors: [fx.failure] }),
    ...actorResults('saveAgreementInfo', { answers: [fx.saved], errors: [fx.textRefused, fx.failure] }),
    'step.save': [
      { type: 'step.save', values: fx.values.unagreed },
      { type: 'step.save', values: fx.values.agreedOnly },
      { type: 'step.save', values: fx.values.complete },
    ],
    'step.saveLater': saveLaterCases,
  } satisfies EventCases,
  // the mode decides which guards hold
  relevantContext: (context) => ({ mode: agreementModeOf(context.fields), loaded: context.fields.length > 0 }),
  requests: {
    getAgreementTexts: 'getAgreementTexts',
    getFormFieldsAgreementInfo: 'getFormFieldsAgreementInfo',
    getEnrollmentTempStep: 'getEnrollmentTempStep',
    saveAgreementInfo: 'saveAgreementInfo',
  },
};
