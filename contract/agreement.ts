import * as z from 'zod/mini';
import { endpoint, enrollmentId, result } from './endpoint-row.ts';
import { formFieldSchema, STEP_DATA_LIMITS, stepMessages, type StepData } from './enrollment.ts';
import { MAX_ID } from './entities.ts';

/**
 * Agreement & Signature (spec 3 §2.4, §3, §4.3, §5, §7): the agreement texts, the field
 * definitions whose required flags make the mode, the save, and the signature's bounds. Client and
 * server judge with the same words.
 */

export const agreementMessages = {
  /** Spec 3 §5, word for word: an agreement text left unchecked. */
  mustAgree: 'This field is required.',
  /** Spec 3 §5: the verification answer. */
  required: stepMessages.required,
  /** Spec 3 §5: an empty pad in sigapplicant mode. */
  signature: 'Signature is required',
  /** Not quoted by the spec: a signature whose bytes are no PNG, or too large. */
  signatureInvalid: 'Your signature could not be read. Please clear it and sign again.',
  /** Not quoted by the spec: the answer differs from the one on file. */
  wrongAnswer: 'This answer does not match the one on file.',
  /** Not quoted by the spec: the save's eprocess is not the mode the server's definitions make. */
  wrongMode: 'This agreement must be signed as its verification section shows. Please reload the page.',
  /** Not quoted by the spec: a save refused without a field message. */
} as const;

/** The agreement form's fields (spec 3 §3), in the order the screen and review show them. */
export const agreementFieldNames = [
  'agent_name',
  'agent_code',
  'group_name',
  'group_code',
  'user_name',
  'date',
  'question_id',
  'question',
  'answer',
  'verification_code',
  'signature',
] as const;
export type AgreementFieldName = (typeof agreementFieldNames)[number];

/** The labels of the fields (screen and review). */
export const agreementFieldLabels: Record<AgreementFieldName, string> = {
  agent_name: 'Broker Name',
  agent_code: 'Broker Code',
  group_name: 'Group Name',
  group_code: 'Group Code',
  user_name: 'Applicant Name',
  date: 'Date',
  question_id: 'Question Id',
  question: 'Verification Question',
  answer: 'Answer',
  verification_code: 'Verification Code',
  signature: 'Signature',
};

/** The submission modes (spec 3 §4.3, §6): the save's eprocess. */
export const agreementModes = ['rep', 'group', 'applicant', 'sigapplicant'] as const;
export const agreementModeSchema = z.enum(agreementModes);
export type AgreementMode = z.infer<typeof agreementModeSchema>;

/** One agreement text (spec 3 §3) with its id (the save names the texts agreed to). */
export const agreementTextSchema = z.object({
  text_id: z.int(),
  text_head: z.string(),
  text_body: z.string(),
  text_required: z.union([z.literal(0), z.literal(1)]),
});
export type AgreementText = z.infer<typeof agreementTextSchema>;

/** A signature: a PNG data URL of at most this many characters (about 146 KB of PNG). */
export const SIGNATURE_PREFIX = 'data:image/png;base64,';
export const SIGNATURE_MAX_CHARS = 200_000;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IEND = [0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];

/** The bytes of a base64 text; null when it is not base64. */
const bytesOf = (base64: string): Uint8Array | null => {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64) || base64.length % 4 !== 0) return null;
  const binary = atob(base64);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

/**
 * A screenshot (save-screenshot): a PNG data URL of at most this many characters (about 6 MB of
 * PNG, a long screen captured at twice the pixel density). The request body limit follows from it.
 */
export const SCREENSHOT_MAX_CHARS = 8_000_000;

/** A PNG data URL within `maxChars` whose bytes really are a PNG: an IHDR chunk first, IEND last. */
export const isPngDataUrl = (value: string, maxChars: number = SIGNATURE_MAX_CHARS): boolean => {
  if (!value.startsWith(SIGNATURE_PREFIX) || value.length > maxChars) return false;
  const bytes = bytesOf(value.slice(SIGNATURE_PREFIX.length));
  if (bytes === null || bytes.length < PNG_MAGIC.length + 25 + 12) return false;
  const at = (offset: number, expected: readonly number[]) => expected.every((byte, index) => bytes[offset + index] === byte);
  return at(0, PNG_MAGIC) && at(12, [0x49, 0x48, 0x44, 0x52]) && at(bytes.length - IEND.length, IEND);
};

const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));

export const AGREEMENT_LIMITS = { texts: 20, answer: 200 } as const;

/** save-agreement-info (spec 3 §7): the mode, the texts agreed to, the fields (nulls removed). */
export const saveAgreementSchema = z.extend(enrollmentId, {
  eprocess: agreementModeSchema,
  agreed: z.array(z.int().check(z.nonnegative(), z.lte(MAX_ID))).check(z.maxLength(AGREEMENT_LIMITS.texts)),
  question_id: text(20),
  question: text(300),
  answer: text(AGREEMENT_LIMITS.answer),
  verification_code: text(40),
  date: text(10),
  agent_name: text(120),
  agent_code: text(40),
  group_name: text(120),
  group_code: text(40),
  user_name: text(120),
  signature: z.optional(z.string().check(z.maxLength(SIGNATURE_MAX_CHARS, agreementMessages.signatureInvalid), z.refine(isPngDataUrl, agreementMessages.signatureInvalid))),
});
export type SaveAgreementRequest = z.input<typeof saveAgreementSchema>;

/**
 * Where the step keeps a signature (saved data, save-later draft, get-enrollment-temp-info's
 * aggrement_info): its data URL in pieces of at most STEP_DATA_LIMITS.text characters, since step
 * data bounds every text. 50 pieces hold SIGNATURE_MAX_CHARS.
 */
export const signaturePieces = (dataUrl: string): string[] => {
  const pieces: string[] = [];
  for (let start = 0; start < dataUrl.length; start += STEP_DATA_LIMITS.text) pieces.push(dataUrl.slice(start, start + STEP_DATA_LIMITS.text));
  return pieces;
};

/** The signature of kept data (its pieces joined); '' when none. */
export const signatureOfPieces = (kept: unknown): string =>
  Array.isArray(kept) && kept.every((piece) => typeof piece === 'string') ? kept.join('') : typeof kept === 'string' ? kept : '';

/** What the screen holds and a save-later draft keeps: the texts agreed to, the answer, the signature (drawn or typed). */
export interface AgreementValues {
  agreed: number[];
  answer: string;
  /** A PNG data URL, '' when the pad is empty. */
  signature: string;
  /** How the signature was given: drawn on the pad, or typed and rendered in a script font. */
  signature_method: 'draw' | 'type';
  /** The typed name of a typed signature. */
  signature_name: string;
}

export const EMPTY_AGREEMENT: AgreementValues = { agreed: [], answer: '', signature: '', signature_method: 'draw', signature_name: '' };

/** The values as step data keeps them (the signature in pieces). */
export const agreementDataOf = (values: AgreementValues): StepData => ({
  agreed: values.agreed,
  answer: values.answer,
  signature: signaturePieces(values.signature),
  signature_method: values.signature_method,
  signature_name: values.signature_name,
});

/** The values of kept step data (saved agreement or draft); anything not in shape reads as nothing entered. */
export const agreementValuesOf = (data: Record<string, unknown> | null | undefined): AgreementValues => {
  const textOf = (key: string) => (typeof data?.[key] === 'string' ? (data[key] as string) : '');
  const agreed = Array.isArray(data?.agreed) ? data.agreed.filter((id): id is number => Number.isInteger(id)) : [];
  return {
    agreed,
    answer: textOf('answer'),
    signature: signatureOfPieces(data?.signature),
    signature_method: data?.signature_method === 'type' ? 'type' : 'draw',
    signature_name: textOf('signature_name'),
  };
};

/** The agreement's calls (spec 3 §7). */
export const agreementEndpoints = {
  getAgreementTexts: endpoint({ method: 'GET', path: '/api/v1/get-agreement-texts', request: enrollmentId, data: result(z.array(agreementTextSchema)) }),
  getFormFieldsAgreementInfo: endpoint({ method: 'GET', path: '/api/v1/get-form-fields-agreement-info', request: enrollmentId, data: result(z.array(formFieldSchema)) }),
  saveAgreementInfo: endpoint({ method: 'POST', path: '/api/v1/save-agreement-info', request: saveAgreementSchema, data: z.object({ saved: z.literal(true) }) }),
} as const;
