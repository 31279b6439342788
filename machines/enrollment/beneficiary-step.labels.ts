import type { MachineLabels } from '../machine.labels.ts';
import { stepProtocolEventLabels } from './step-protocol.labels.ts';

/** Beneficiary Information, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const beneficiaryStepLabels: MachineLabels = {
  states: {
    loadingFields: 'Loading the form fields',
    loadingRelationships: 'Loading the relationships',
    choosingSource: 'Choosing where the beneficiaries come from',
    loadingExisting: 'Loading the member\'s beneficiaries',
    loadingTemp: 'Loading draft',
    listing: 'Beneficiary list',
    checkingAdd: 'Checking the new beneficiary',
    validatingAdd: 'Server checks the new beneficiary',
    editing: 'Edit form',
    checkingEdit: 'Checking the changed beneficiary',
    validatingEdit: 'Server checks the changed beneficiary',
    saving: 'Saving',
    saved: 'Saved',
  },
  events: {
    ...stepProtocolEventLabels,
    'user.addBeneficiary': 'Add beneficiary',
    'user.editBeneficiary': 'Edit beneficiary',
    'user.deleteBeneficiary': 'Delete beneficiary',
    'user.updateBeneficiary': 'Update beneficiary',
    'user.cancelEdit': 'Cancels the change',
  },
  guards: {
    isExistingMember: 'A current member',
    canAddBeneficiary: 'Another beneficiary may be added',
    isListedEntry: 'A listed beneficiary',
    hasNoBeneficiaries: 'No beneficiaries listed',
    hasTooMany: 'Too many beneficiaries',
    totalIsOver: 'The shares add up to more than 100%',
    totalIsUnder: 'The shares add up to less than 100%',
    totalIsHundred: 'The shares add up to 100%',
    pendingIsValid: 'The beneficiary is valid',
    isOtherListedEntry: 'Another listed beneficiary',
    namesFields: 'The server named the fields it refused',
  },
  actors: {
    getFormFieldsBeneficiaryInfo: 'Loading the form fields',
    getBeneficiaryRelationships: 'Loading the relationships',
    getBeneficiariesExistingUserEnrollment: 'Loading the member\'s beneficiaries',
    getEnrollmentTempStep: 'Loading enrollment draft step',
    validateSingleBeneficiary: 'Server check of the beneficiary',
    saveBeneficiaryInfo: 'Saving the beneficiaries',
  },
};
