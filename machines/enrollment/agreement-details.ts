import {
  agreementFieldLabels,
  agreementFieldNames,
  agreementValuesOf,
  type AgreementText,
  type FormField,
  type StepData,
} from '../../contract/index.ts';
import type { StepDetails } from './step-protocol.ts';

/** The key of a text's checkbox message. */
export const agreedKey = (textId: number): string => `agreed.${textId}`;

/** Which verification sections the screen shows (broker, group, applicant names, the question, the signature). */
export interface AgreementSections {
  broker: boolean;
  group: boolean;
  applicant: boolean;
  verification: boolean;
  signature: boolean;
  /** The date shows with the signature when no name section (which carries it) shows. */
  dateWithSignature: boolean;
}

/** Shown on review: the fields a person reads (the question id is the server's). */
const SHOWN_FIELDS = agreementFieldNames.filter((name) => name !== 'question_id' && name !== 'signature');

/**
 * Review's View Details of Agreement & Signature (spec 3 §2.3): the texts agreed to, the
 * definitions' values (names, codes, date, question) with the kept answer, and the signature image.
 */
export const agreementStepDetails = (texts: readonly AgreementText[], fields: readonly FormField[], kept: StepData | null): StepDetails => {
  const values = agreementValuesOf(kept);
  const valueOf = (name: string) => (name === 'answer' ? values.answer : (fields.find((field) => field.field_name === name && field.required === 1)?.value ?? ''));
  return {
    kind: 'agreement',
    agreed: texts.filter((item) => values.agreed.includes(item.text_id)).map((item) => item.text_head),
    fields: SHOWN_FIELDS.map((name) => ({ label: agreementFieldLabels[name], value: valueOf(name) })).filter((field) => field.value.trim() !== ''),
    signature: values.signature === '' ? null : values.signature,
  };
};
