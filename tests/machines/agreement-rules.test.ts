import { describe, expect, it } from 'vitest';
import {
  agreementFieldNames,
  agreementMessages,
  agreementValuesOf,
  agreementDataOf,
  EMPTY_AGREEMENT,
  isPngDataUrl,
  signaturePieces,
  signatureOfPieces,
  SIGNATURE_MAX_CHARS,
  type AgreementFieldName,
  type AgreementText,
  type FormField,
} from '../../contract/index.ts';
import { agreementStepDetails } from '../../machines/enrollment/agreement-details.ts';
import {
  agreementErrors,
  agreementModeOf,
  agreementRequestOf,
  allTextsAgreed,
  answerMissing,
  isApplicantMode,
  isGroupMode,
  isRepMode,
  isSigapplicantMode,
  shownSections,
  signatureMissing,
} from '../../machines/enrollment/agreement-rules.ts';
import { TINY_PNG } from '../../model-tests/lib/agreement-fixtures.ts';

// The agreement's rules (spec 3 §4.3, §5): the mode over every combination of the four names that
// decide it, the messages over every combination of texts, answer and signature.

const definitions = (required: readonly AgreementFieldName[], values: Partial<Record<AgreementFieldName, string>> = {}): FormField[] =>
  agreementFieldNames.map((field_name) => ({ field_name, value: values[field_name] ?? null, required: required.includes(field_name) ? 1 : 0, read_only: 1 }));

const deciders = ['agent_name', 'group_name', 'user_name', 'signature'] as const;
/** Every subset of the four deciding fields. */
const subsets = Array.from({ length: 16 }, (_, mask) => deciders.filter((_, bit) => (mask >> bit) & 1));

/** Spec 3 §4.3 written out: rep, else group, else applicant, else sigapplicant. */
const expectedMode = (required: readonly string[]) =>
  required.includes('agent_name') ? 'rep' : required.includes('group_name') ? 'group' : required.includes('user_name') ? 'applicant' : required.includes('signature') ? 'sigapplicant' : null;

describe('the mode (spec 3 §4.3)', () => {
  it.each(subsets.map((required) => [required.join(', ') || 'none', required] as const))('required %s', (_, required) => {
    const fields = definitions(required);
    const mode = expectedMode(required);
    expect(agreementModeOf(fields)).toBe(mode);
    // exactly one guard holds, and it is the mode's
    expect([isRepMode(fields), isGroupMode(fields), isApplicantMode(fields), isSigapplicantMode(fields)]).toEqual([
      mode === 'rep',
      mode === 'group',
      mode === 'applicant',
      mode === 'sigapplicant',
    ]);
    expect(shownSections(fields)).toMatchObject({
      broker: required.includes('agent_name'),
      group: required.includes('group_name'),
      applicant: required.includes('user_name'),
      signature: required.includes('signature'),
      dateWithSignature: required.every((name) => name === 'signature'),
    });
  });
});

const texts: AgreementText[] = [
  { text_id: 1, text_head: 'Authorization', text_body: '…', text_required: 1 },
  { text_id: 2, text_head: 'Terms Acknowledgment', text_body: '…', text_required: 1 },
  { text_id: 3, text_head: 'Optional notice', text_body: '…', text_required: 0 },
];
const agreedSets = [[], [1], [2], [3], [1, 2], [1, 3], [2, 3], [1, 2, 3]];

describe('the messages (spec 3 §5)', () => {
  it.each(agreedSets.map((agreed) => [agreed.join(',') || 'none', agreed] as const))('texts agreed: %s', (_, agreed) => {
    const all = agreed.includes(1) && agreed.includes(2);
    expect(allTextsAgreed(texts, agreed)).toBe(all);
    const errors = agreementErrors(texts, definitions([]), { ...EMPTY_AGREEMENT, agreed });
    expect(errors).toEqual({
      ...(agreed.includes(1) ? {} : { 'agreed.1': 'This field is required.' }),
      ...(agreed.includes(2) ? {} : { 'agreed.2': 'This field is required.' }),
    });
  });

  // answer required or not x signature required or not x answer given or not x signature given or not
  const cases = [false, true].flatMap((answerRequired) =>
    [false, true].flatMap((signatureRequired) =>
      [false, true].flatMap((answered) => [false, true].map((signed) => ({ answerRequired, signatureRequired, answered, signed }))),
    ),
  );
  it.each(cases)('answer required $answerRequired, signature required $signatureRequired, answered $answered, signed $signed', (c) => {
    const fields = definitions([...(c.answerRequired ? (['answer'] as const) : []), ...(c.signatureRequired ? (['signature'] as const) : [])]);
    const values = { ...EMPTY_AGREEMENT, agreed: [1, 2], answer: c.answered ? ' Garcia ' : '  ', signature: c.signed ? TINY_PNG : '' };
    // the answer is skipped when a signature is required
    const answerWanted = c.answerRequired && !c.signatureRequired && !c.answered;
    const signatureWanted = c.signatureRequired && !c.signed;
    expect(answerMissing(fields, values.answer)).toBe(answerWanted);
    expect(signatureMissing(fields, values.signature)).toBe(signatureWanted);
    expect(agreementErrors(texts, fields, values)).toEqual({
      ...(answerWanted ? { answer: 'Field is required' } : {}),
      ...(signatureWanted ? { signature: 'Signature is required' } : {}),
    });
  });

  it('says the spec’s words', () => {
    expect(agreementMessages.mustAgree).toBe('This field is required.');
    expect(agreementMessages.required).toBe('Field is required');
    expect(agreementMessages.signature).toBe('Signature is required');
  });
});

describe('the save’s request (spec 3 §7)', () => {
  it('sends the mode, the texts agreed to, the definitions’ values with the answer and signature, nulls and blanks removed', () => {
    const fields = definitions(['user_name', 'date', 'question_id', 'question', 'answer'], {
      user_name: 'Maria Lopez',
      date: '11/23/2026',
      question_id: '1',
      question: "What is your mother's maiden name?",
    });
    expect(agreementRequestOf('TE1', 'applicant', fields, { ...EMPTY_AGREEMENT, agreed: [1, 2], answer: ' Garcia ' })).toEqual({
      enrollment_id: 'TE1',
      eprocess: 'applicant',
      agreed: [1, 2],
      user_name: 'Maria Lopez',
      date: '11/23/2026',
      question_id: '1',
      question: "What is your mother's maiden name?",
      answer: 'Garcia',
    });
    expect(agreementRequestOf('TE1', 'sigapplicant', definitions(['signature', 'date'], { date: '11/23/2026' }), { ...EMPTY_AGREEMENT, agreed: [1], signature: TINY_PNG })).toEqual({
      enrollment_id: 'TE1',
      eprocess: 'sigapplicant',
      agreed: [1],
      date: '11/23/2026',
      signature: TINY_PNG,
    });
  });
});

describe('the signature', () => {
  it('is a PNG data URL whose bytes are a PNG, within the bound', () => {
    expect(isPngDataUrl(TINY_PNG)).toBe(true);
    expect(isPngDataUrl(TINY_PNG.replace('image/png', 'image/jpeg'))).toBe(false);
    expect(isPngDataUrl(`data:image/png;base64,${btoa('GIF89a not a png at all, really not one')}`)).toBe(false);
    expect(isPngDataUrl('data:image/png;base64,%%%')).toBe(false);
    expect(isPngDataUrl('data:image/png;base64,')).toBe(false);
    // cut short: no IEND at the end
    expect(isPngDataUrl(`data:image/png;base64,${btoa(atob(TINY_PNG.slice(22)).slice(0, -12))}`)).toBe(false);
    expect(isPngDataUrl(`${TINY_PNG}${'A'.repeat(SIGNATURE_MAX_CHARS)}`)).toBe(false);
  });

  it('is kept in pieces of step data’s text bound and read back whole', () => {
    const long = `data:image/png;base64,${'A'.repeat(SIGNATURE_MAX_CHARS - 22)}`;
    const pieces = signaturePieces(long);
    expect(pieces).toHaveLength(50);
    expect(pieces.every((piece) => piece.length <= 4000)).toBe(true);
    expect(signatureOfPieces(pieces)).toBe(long);
    expect(signatureOfPieces(TINY_PNG)).toBe(TINY_PNG);
    expect(signatureOfPieces([1, 2])).toBe('');
    expect(signatureOfPieces(undefined)).toBe('');
    expect(signaturePieces('')).toEqual([]);
  });

  it('round-trips the values through step data; anything out of shape reads as nothing entered', () => {
    const values = { agreed: [1, 2], answer: 'Garcia', signature: TINY_PNG, signature_method: 'type' as const, signature_name: 'Ana Reyes' };
    expect(agreementValuesOf(agreementDataOf(values))).toEqual(values);
    expect(agreementValuesOf(null)).toEqual(EMPTY_AGREEMENT);
    expect(agreementValuesOf({ agreed: 'all', answer: 3, signature_method: 'paint' })).toEqual(EMPTY_AGREEMENT);
  });
});

describe('review’s View Details', () => {
  it('shows the texts agreed to, the required fields’ values with the answer, and the signature', () => {
    const fields = definitions(['agent_name', 'agent_code', 'date'], { agent_name: 'Jane Doe', agent_code: 'JANE01', date: '11/23/2026', group_name: 'Acme' });
    expect(agreementStepDetails(texts, fields, agreementDataOf({ ...EMPTY_AGREEMENT, agreed: [1, 2], signature: TINY_PNG }))).toEqual({
      kind: 'agreement',
      agreed: ['Authorization', 'Terms Acknowledgment'],
      fields: [
        { label: 'Broker Name', value: 'Jane Doe' },
        { label: 'Broker Code', value: 'JANE01' },
        { label: 'Date', value: '11/23/2026' },
      ],
      signature: TINY_PNG,
    });
    expect(agreementStepDetails(texts, definitions([]), null)).toEqual({ kind: 'agreement', agreed: [], fields: [], signature: null });
  });
});
