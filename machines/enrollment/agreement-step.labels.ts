import type { MachineLabels } from '../machine.labels.ts';
import { stepProtocolEventLabels } from './step-protocol.labels.ts';

/** Agreement & Signature, in the spec's words: what the studio shows for each state (by its path), event, guard and actor. */
export const agreementStepLabels: MachineLabels = {
  states: {
    loading: 'Loading',
    'loading.texts': 'Texts',
    'loading.texts.reading': 'Reading',
    'loading.texts.read': 'Read',
    'loading.fields': 'Fields',
    'loading.fields.reading': 'Reading',
    'loading.fields.read': 'Read',
    'loading.kept': 'Kept',
    'loading.kept.reading': 'Reading',
    'loading.kept.read': 'Read',
    unavailable: 'Step could not load',
    editing: 'Agreement & Signature',
    saving: 'Saving',
    saved: 'Saved',
  },
  events: {
    ...stepProtocolEventLabels,
  },
  guards: {
    hasUnagreedText: 'Has unagreed text',
    answerMissing: 'Answer missing',
    signatureMissing: 'Signature missing',
    isRepMode: 'Rep mode?',
    isGroupMode: 'Group mode?',
    isApplicantMode: 'Applicant mode?',
    isSigapplicantMode: 'Sigapplicant mode?',
    namesFields: 'Names fields',
  },
  actors: {
    getAgreementTexts: 'Loading agreement texts',
    getFormFieldsAgreementInfo: 'Loading form fields agreement information',
    getEnrollmentTempStep: 'Loading enrollment draft step',
    saveAgreementInfo: 'Saving agreement information',
  },
};
