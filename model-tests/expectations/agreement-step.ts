import { editableStep, loadingStep, savingStep, stepTitles, type WizardButtons } from './wizard.ts';

/**
 * What Agreement & Signature shows (spec 3 §2.4, §4.3, §5), per state of the agreement step
 * machine and per mode: written from the spec, word for word. The UI walk compares the screen with
 * this table and with what the path's events carried, never with the machine's context.
 */
export const agreementWords = {
  heading: stepTitles.agreement_info,
  /** Spec 3 §5. */
  mustAgree: 'This field is required.',
  required: 'Field is required',
  signature: 'Signature is required',
  /** This build's words (not quoted by the spec). */
  agreeTo: (textHead: string) => `I have read and agree to the ${textHead}`,
  /** The error summary after a refused Next (issue 28 item 2, GOV.UK's pattern): its heading, and each line naming its field. */
  summaryTitle: 'There is a problem',
  textSummaryLine: (textHead: string) => `${textHead}: This field is required.`,
  answerSummaryLine: 'Answer: Field is required',
  noMode: 'This agreement must be signed as its verification section shows. Please reload the page.',
  loading: 'Loading the agreement',
  unavailable: 'This step could not be loaded. Please go back and try again.',
  answer: 'Answer',
  question: 'Verification Question',
  pad: 'Signature pad',
  clear: 'Clear signature',
  draw: 'Draw my signature',
  type: 'Type my signature',
  typedName: 'Type your full name to sign',
} as const;

export type AgreementModeShown = 'rep' | 'group' | 'applicant' | 'sigapplicant' | 'none';

/**
 * Spec 3 §2.4: the section each mode shows (name, code and date, read-only), the verification
 * question and answer when required, the signature pad with Clear when a signature is required.
 */
export const agreementSections: Record<AgreementModeShown, { section: string | null; readOnly: string[]; answer: boolean; signature: boolean }> = {
  rep: { section: 'Broker Verification', readOnly: ['Broker Name', 'Broker Code', 'Date'], answer: false, signature: false },
  group: { section: 'Group Verification', readOnly: ['Group Name', 'Group Code', 'Date'], answer: false, signature: false },
  applicant: { section: 'Applicant Verification', readOnly: ['Applicant Name', 'Date', 'Verification Question'], answer: true, signature: false },
  sigapplicant: { section: null, readOnly: ['Date'], answer: false, signature: true },
  none: { section: null, readOnly: [], answer: false, signature: false },
};

/** The agreement step machine's top-level states (loading holds its three reads side by side). */
export type AgreementState = 'loading' | 'unavailable' | 'editing' | 'saving' | 'saved';

export type AgreementScreen =
  | { shows: 'spinner'; label: string; buttons: WizardButtons }
  | { shows: 'message'; text: string; buttons: WizardButtons }
  /** The texts with their checkboxes, the mode's sections, the messages of the last refusal. */
  | { shows: 'agreement'; buttons: WizardButtons }
  /** Saved: the next step of the list opens. */
  | { shows: 'next step' };

export const agreementScreens = {
  loading: { shows: 'spinner', label: agreementWords.loading, buttons: loadingStep },
  unavailable: { shows: 'message', text: agreementWords.unavailable, buttons: editableStep },
  editing: { shows: 'agreement', buttons: editableStep },
  saving: { shows: 'agreement', buttons: savingStep },
  saved: { shows: 'next step' },
} as const satisfies Record<AgreementState, AgreementScreen>;
