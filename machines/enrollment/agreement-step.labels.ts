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
    hasUnagreedText: 'An agreement is not yet accepted',
    answerMissing: 'A question is not answered',
    signatureMissing: 'The signature is missing',
    isRepMode: 'A rep signs',
    isGroupMode: 'The group signs',
    isApplicantMode: 'The applicant signs',
    isSigapplicantMode: 'The applicant signs on the rep\'s screen',
    namesFields: 'The server named the fields it refused',
  },
  actors: {
    getAgreementTexts: 'Loading the agreements',
    getFormFieldsAgreementInfo: 'Loading the form fields',
    getEnrollmentTempStep: 'Loading enrollment draft step',
    saveAgreementInfo: 'Saving the agreements and signature',
  },
};
