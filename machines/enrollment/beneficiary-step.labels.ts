import type { MachineLabels } from '../machine.labels.ts';
import { stepProtocolEventLabels } from './step-protocol.labels.ts';

/** Beneficiary Information, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const beneficiaryStepLabels: MachineLabels = {
  states: {
    loadingFields: 'Loading fields',
    loadingRelationships: 'Loading relationships',
    choosingSource: 'Choosing source',
    loadingExisting: 'Loading existing',
    loadingTemp: 'Loading draft',
    listing: 'Beneficiary list',
    checkingAdd: 'Checking add',
    validatingAdd: 'Validating add',
    editing: 'Edit form',
    checkingEdit: 'Checking edit',
    validatingEdit: 'Validating edit',
    saving: 'Saving',
    saved: 'Saved',
  },
  events: {
    ...stepProtocolEventLabels,
    'user.addBeneficiary': 'Add beneficiary',
    'user.editBeneficiary': 'Edit beneficiary',
    'user.deleteBeneficiary': 'Delete beneficiary',
    'user.updateBeneficiary': 'Update beneficiary',
    'user.cancelEdit': 'Cancel edit',
  },
  guards: {
    isExistingMember: 'Existing member?',
    canAddBeneficiary: 'Can add beneficiary',
    isListedEntry: 'Listed entry?',
    hasNoBeneficiaries: 'Has no beneficiaries',
    hasTooMany: 'Has too many',
    totalIsOver: 'Total is over',
    totalIsUnder: 'Total is under',
    totalIsHundred: 'Total is hundred',
    pendingIsValid: 'Pending is valid',
    isOtherListedEntry: 'Other listed entry?',
    namesFields: 'Names fields',
  },
  actors: {
    getFormFieldsBeneficiaryInfo: 'Loading form fields beneficiary information',
    getBeneficiaryRelationships: 'Loading beneficiary relationships',
    getBeneficiariesExistingUserEnrollment: 'Loading beneficiaries existing user enrollment',
    getEnrollmentTempStep: 'Loading enrollment draft step',
    validateSingleBeneficiary: 'Checking single beneficiary',
    saveBeneficiaryInfo: 'Saving beneficiary information',
  },
};
