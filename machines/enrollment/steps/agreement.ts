import type { AgreementStepDescriptor } from './descriptor.ts';

/** Agreement & Signature (spec 3 §2.4, §4.3, §5, §7): texts, verification sections, the signature; kind `agreement`. */
export const agreementStep = {
  tab: 'agreement_info',
  kind: 'agreement',
  calls: ['getAgreementTexts', 'getFormFieldsAgreementInfo', 'getEnrollmentTempStep', 'saveAgreementInfo'],
} as const satisfies AgreementStepDescriptor;
