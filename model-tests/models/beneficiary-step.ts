import type { AnyMachineSnapshot } from 'xstate';
import { beneficiaryRelationships, type Beneficiary, type FormValues } from '../../contract/index.ts';
import { beneficiaryStepMachine, type BeneficiaryStepContext } from '../../machines/enrollment/beneficiary-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import { actorResults, apiFailure, dataOf, type EventCases, type MachineModel } from '../lib/index.ts';

const input = (stored: StepInput['stored']): StepInput => ({ tempId: 'TE1', tab: 'beneficiary_info', stored, steps: ['primary_info', 'contact_info', 'beneficiary_info', 'review_info'] });

/** A new applicant's enrollment (temp info), and an existing member's (their beneficiaries first). */
export const beneficiaryScenarios = {
  applicant: { name: "a new applicant's enrollment", input: input({}) },
  member: { name: "an existing member's enrollment", input: input({ enroll_type: 'existing-member' }) },
} as const;

const person = (first_name: string, last_name: string, relationship: string, beneficiary_percentage: string, ssn: string, birthdate: string): Beneficiary => ({
  beneficiary_id: '',
  first_name,
  middle_name: '',
  last_name,
  birthdate,
  ssn,
  relationship,
  beneficiary_percentage,
});

/** The people the walks add (each a valid beneficiary): Luis at 60, Sofia at 40 or 50. */
export const people = {
  luis: person('Luis', 'Reyes', 'spouse', '60', '987654321', '06/14/1983'),
  sofia40: person('Sofia', 'Reyes', 'child', '40', '876543219', '09/02/2012'),
  sofia50: person('Sofia', 'Reyes', 'child', '50', '876543219', '09/02/2012'),
};
/** A form sent with nothing filled in (every required field refused). */
export const emptyForm: FormValues = {};
const formOf = (entry: Beneficiary): FormValues => {
  const { beneficiary_id: _, ...fields } = entry;
  return fields;
};

export const beneficiaryFixtures = {
  fields: dataOf('getFormFieldsBeneficiaryInfo', {
    result: ['first_name', 'middle_name', 'last_name', 'birthdate', 'ssn', 'relationship', 'beneficiary_percentage'].map((field_name) => ({
      field_name,
      value: null,
      required: field_name === 'middle_name' ? (0 as const) : (1 as const),
      read_only: 0 as const,
    })),
  }),
  relationships: dataOf('getBeneficiaryRelationships', { result: beneficiaryRelationships.map((item) => ({ ...item })) }),
  /** Maria's two on file (60 and 40). */
  existing: dataOf('getBeneficiariesExistingUserEnrollment', {
    result: [
      { ...people.luis, beneficiary_id: 'MB5011' },
      { ...people.sofia40, beneficiary_id: 'MB5012' },
    ],
  }),
  /** The temp info: nothing kept, or Luis at 60 kept. */
  tempNone: dataOf('getEnrollmentTempStep', { result: null }),
  tempKept: dataOf('getEnrollmentTempStep', { result: { beneficiaries: [{ ...people.luis, beneficiary_id: 'B01' }] } }),
  valid: dataOf('validateSingleBeneficiary', { valid: true }),
  saved: dataOf('saveBeneficiaryInfo', { saved: true }),
  /** validate-single-beneficiary refusing the SSN at its field. */
  checkRefused: apiFailure('The given data was invalid.', [{ target_element: 'ssn', error_message: 'Invalid Social Security Number' }], 422),
  /** save-beneficiary-info refusing the list (the single main message). */
  saveRefused: apiFailure('The given data was invalid.', [{ target_element: 'beneficiaries', error_message: 'Your total Beneficiary Percentage is 90 and it should not be less than 100%' }], 422),
  loadFailed: apiFailure('Server Error', [], 500),
};
const fx = beneficiaryFixtures;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as BeneficiaryStepContext;

/**
 * Beneficiary Information, new applicant and existing member: each load answered or failed (the
 * member's beneficiaries falling back to the temp info), adds (Luis at 60 into an empty list, then
 * Sofia at 40 to reach 100 or at 50 to go over; an empty form refused by the rules; the server's
 * check refusing), edits (Sofia's percentage to 40, or to 0: refused), cancel, delete (the first),
 * every branch of Next's save (none, 3 not at 100, over, under, exactly 100), its answer and its
 * failure, Save & Continue Later.
 */
export const beneficiaryStepModel: MachineModel = {
  id: beneficiaryStepMachine.id,
  // walked alone, without the engine to tell of Next, refusals or drafts (the UI walk hosts it in the engine)
  machine: beneficiaryStepMachine.provide({
    actions: {
      tellRejected: () => undefined,
      tellRefused: () => undefined,
      handOverDraft: () => undefined,
      tellNothingAdded: () => undefined,
      tellNextOfList: () => undefined,
      tellEditFirst: () => undefined,
    },
  }),
  scenarios: Object.values(beneficiaryScenarios),
  events: {
    ...actorResults('getFormFieldsBeneficiaryInfo', { answers: [fx.fields], errors: [fx.loadFailed] }),
    ...actorResults('getBeneficiaryRelationships', { answers: [fx.relationships], errors: [fx.loadFailed] }),
    ...actorResults('getBeneficiariesExistingUserEnrollment', { answers: [fx.existing], errors: [fx.loadFailed] }),
    ...actorResults('getEnrollmentTempStep', { answers: [fx.tempNone, fx.tempKept], errors: [fx.loadFailed] }),
    ...actorResults('validateSingleBeneficiary', { answers: [fx.valid], errors: [fx.checkRefused] }),
    // a refusal naming the list, and one naming nothing (the engine says it at Next)
    ...actorResults('saveBeneficiaryInfo', { answers: [fx.saved], errors: [fx.saveRefused, apiFailure('Server Error', [], 500)] }),
    'user.addBeneficiary': (snapshot) =>
      contextOf(snapshot).beneficiaries.length === 0
        ? [
            { type: 'user.addBeneficiary', values: formOf(people.luis) },
            { type: 'user.addBeneficiary', values: emptyForm },
          ]
        : [
            { type: 'user.addBeneficiary', values: formOf(people.sofia40) },
            { type: 'user.addBeneficiary', values: formOf(people.sofia50) },
          ],
    // the last entry (Sofia, or Luis alone); while one is edited, the other one
    'user.editBeneficiary': (snapshot) => {
      const { beneficiaries, editIndex } = contextOf(snapshot);
      const last = beneficiaries.length - 1;
      if (last < 0) return [];
      return editIndex === null ? [{ type: 'user.editBeneficiary', index: last }] : [{ type: 'user.editBeneficiary', index: editIndex === 0 ? last : 0 }];
    },
    'user.updateBeneficiary': (snapshot) => {
      const { beneficiaries, editIndex } = contextOf(snapshot);
      const edited = beneficiaries[editIndex ?? 0] ?? people.sofia40;
      return [
        { type: 'user.updateBeneficiary', values: { ...formOf(edited), beneficiary_percentage: '40' } },
        { type: 'user.updateBeneficiary', values: { ...formOf(edited), beneficiary_percentage: '0' } },
      ];
    },
    'user.cancelEdit': [{ type: 'user.cancelEdit' }],
    'user.deleteBeneficiary': (snapshot) => (contextOf(snapshot).beneficiaries.length > 0 ? [{ type: 'user.deleteBeneficiary', index: 0 }] : []),
    'step.save': [{ type: 'step.save', values: {} }],
    'step.saveLater': [{ type: 'step.saveLater', values: {} }],
  } satisfies EventCases,
  // the list's percentages, the entry edited and the form checked decide what is enabled
  relevantContext: (context: BeneficiaryStepContext) => ({
    list: context.beneficiaries.map((entry) => `${entry.first_name}:${entry.beneficiary_percentage}`),
    editing: context.editIndex,
    pending: context.pending?.beneficiary_percentage ?? null,
  }),
  requests: {
    getFormFieldsBeneficiaryInfo: 'getFormFieldsBeneficiaryInfo',
    getBeneficiaryRelationships: 'getBeneficiaryRelationships',
    getBeneficiariesExistingUserEnrollment: 'getBeneficiariesExistingUserEnrollment',
    getEnrollmentTempStep: 'getEnrollmentTempStep',
    validateSingleBeneficiary: 'validateSingleBeneficiary',
    saveBeneficiaryInfo: 'saveBeneficiaryInfo',
  },
};
