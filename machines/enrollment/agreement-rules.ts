import {
  agreementMessages,
  type AgreementFieldName,
  type AgreementMode,
  type AgreementText,
  type AgreementValues,
  type FormField,
  type SaveAgreementRequest,
} from '../../contract/index.ts';
import { agreedKey, type AgreementSections } from './agreement-details.ts';

/**
 * The agreement's rules (spec 3 §2.4, §4.3, §5) as plain functions; the agreement step's guards
 * are these. The field definitions' required flags make the mode and the sections shown.
 */
type Fields = readonly Pick<FormField, 'field_name' | 'required'>[];

export const isRequired = (fields: Fields, name: AgreementFieldName): boolean => fields.some((field) => field.field_name === name && field.required === 1);

/** Spec 3 §4.3, in its order: a broker name required makes rep mode. */
export const isRepMode = (fields: Fields): boolean => isRequired(fields, 'agent_name');
/** Else a group name required makes group mode. */
export const isGroupMode = (fields: Fields): boolean => !isRepMode(fields) && isRequired(fields, 'group_name');
/** Else a user name required makes applicant mode. */
export const isApplicantMode = (fields: Fields): boolean => !isRepMode(fields) && !isGroupMode(fields) && isRequired(fields, 'user_name');
/** Else a signature required makes sigapplicant mode. */
export const isSigapplicantMode = (fields: Fields): boolean =>
  !isRepMode(fields) && !isGroupMode(fields) && !isApplicantMode(fields) && isRequired(fields, 'signature');

/** The save's eprocess (spec 3 §4.3); null when the definitions make no mode. */
export const agreementModeOf = (fields: Fields): AgreementMode | null =>
  isRepMode(fields) ? 'rep' : isGroupMode(fields) ? 'group' : isApplicantMode(fields) ? 'applicant' : isSigapplicantMode(fields) ? 'sigapplicant' : null;

/** The verification sections the screen shows (spec 3 §2.4): each when its name is required. */
export const shownSections = (fields: Fields): AgreementSections => {
  const [broker, group, applicant] = [isRequired(fields, 'agent_name'), isRequired(fields, 'group_name'), isRequired(fields, 'user_name')];
  return {
    broker,
    group,
    applicant,
    verification: isRequired(fields, 'question') || isRequired(fields, 'answer'),
    signature: isRequired(fields, 'signature'),
    dateWithSignature: !broker && !group && !applicant,
  };
};

/** Every required text is agreed to (spec 3 §5: all must be checked before submitting). */
export const allTextsAgreed = (texts: readonly AgreementText[], agreed: readonly number[]): boolean =>
  texts.every((item) => item.text_required !== 1 || agreed.includes(item.text_id));

/** The answer is required when its field is, except when a signature is required (spec 3 §5). */
export const answerMissing = (fields: Fields, answer: string): boolean =>
  isRequired(fields, 'answer') && !isRequired(fields, 'signature') && answer.trim() === '';

/** A required signature left empty (spec 3 §5). */
export const signatureMissing = (fields: Fields, signature: string): boolean => isRequired(fields, 'signature') && signature === '';

/** Every message of the rules, keyed by field (a text's by agreedKey). */
export const agreementErrors = (texts: readonly AgreementText[], fields: Fields, values: AgreementValues): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const item of texts) if (item.text_required === 1 && !values.agreed.includes(item.text_id)) errors[agreedKey(item.text_id)] = agreementMessages.mustAgree;
  if (answerMissing(fields, values.answer)) errors.answer = agreementMessages.required;
  if (signatureMissing(fields, values.signature)) errors.signature = agreementMessages.signature;
  return errors;
};

/**
 * save-agreement-info's request (spec 3 §7): the mode, the texts agreed to, the definitions'
 * values with the answer and the signature; empty values left out (nulls removed).
 */
export const agreementRequestOf = (enrollmentId: string, mode: AgreementMode, fields: readonly FormField[], values: AgreementValues): SaveAgreementRequest => {
  const entered: Partial<Record<AgreementFieldName, string>> = { answer: values.answer.trim(), signature: values.signature };
  const fieldValues = Object.fromEntries(
    fields
      .map((field) => [field.field_name, entered[field.field_name as AgreementFieldName] ?? field.value] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  );
  return { ...fieldValues, enrollment_id: enrollmentId, eprocess: mode, agreed: [...values.agreed] };
};
