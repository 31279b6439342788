import { agreementFieldNames, type AgreementFieldName, type AgreementText, type FormField } from '../../contract/index.ts';

/** A real 1×1 PNG as a data URL: a signature the contract's PNG check accepts. */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';

/** The definitions of a mode: every field, the listed ones required with their values. */
export const agreementDefinitions = (required: readonly AgreementFieldName[], values: Partial<Record<AgreementFieldName, string>> = {}): FormField[] =>
  agreementFieldNames.map((field_name) => ({
    field_name,
    value: required.includes(field_name) ? (values[field_name] ?? null) : null,
    required: required.includes(field_name) ? 1 : 0,
    read_only: field_name === 'answer' || field_name === 'signature' ? 0 : 1,
  }));

export const agreementTexts: AgreementText[] = [
  { text_id: 1, text_head: 'Authorization', text_body: 'I authorize the enrollment.', text_required: 1 },
  { text_id: 2, text_head: 'Terms Acknowledgment', text_body: 'I have read the terms.', text_required: 1 },
];

const DATE = '11/23/2026';

/** The definitions of each mode as the reference server answers them (server/steps/agreement.ts). */
export const agreementModeFields = {
  rep: agreementDefinitions(['agent_name', 'agent_code', 'date'], { agent_name: 'Jane Doe', agent_code: 'JANE01', date: DATE }),
  group: agreementDefinitions(['group_name', 'group_code', 'date'], { group_name: 'Acme Benefits', group_code: 'ACME', date: DATE }),
  applicant: agreementDefinitions(['user_name', 'date', 'question_id', 'question', 'answer'], {
    user_name: 'Maria Lopez',
    date: DATE,
    question_id: '1',
    question: "What is your mother's maiden name?",
  }),
  sigapplicant: agreementDefinitions(['signature', 'date'], { date: DATE }),
  none: agreementDefinitions([]),
};
