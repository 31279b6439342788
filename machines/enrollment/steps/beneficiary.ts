import type { BeneficiaryStepDescriptor } from './descriptor.ts';

/** Beneficiary Information (spec 2 §2–§5, §7): the list with its add and edit forms; kind `beneficiaries`. */
export const beneficiaryStep = {
  tab: 'beneficiary_info',
  kind: 'beneficiaries',
  calls: [
    'getFormFieldsBeneficiaryInfo',
    'getBeneficiaryRelationships',
    'getBeneficiariesExistingUserEnrollment',
    'getEnrollmentTempStep',
    'validateSingleBeneficiary',
    'saveBeneficiaryInfo',
  ],
} as const satisfies BeneficiaryStepDescriptor;
