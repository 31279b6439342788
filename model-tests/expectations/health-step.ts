import { editableStep, loadingStep, savingStep, stepTitles, type WizardButtons } from './wizard.ts';

/**
 * What Primary Health Questions shows (spec 2 §2-§5, §8, §9), per state of the health step
 * machine: written from the spec, word for word. The UI walk compares the screen with this table
 * and with what the path's events carried, never with the machine's context.
 */
export const healthWords = {
  /** The screen's own title (spec 2 §2: primary_health_info is titled Primary Health Questions on its screen). */
  heading: 'Primary Health Questions',
  progressTitle: stepTitles.primary_health_info,
  /** Spec 2 §5. */
  answerAll: 'Please answer all questions',
  futureDate: 'Date cannot be in the future',
  /** The error summary after a refused Next (issue 28 item 2, GOV.UK's pattern): its heading; a detail field's line names the field. */
  summaryTitle: 'There is a problem',
  summaryLine: (label: string, message: string) => `${label}: ${message}`,
  required: 'Field is required',
  yes: 'Yes',
  no: 'No',
  notes: 'Additional Notes',
  loading: 'Loading your health questions',
  unavailable: 'This step could not be loaded. Please go back and try again.',
  /** Above the questions when the server withholds the answers from the session (issue 24: a group administrator's). */
  withheldNote: 'Earlier answers are not shown to group administrators. Answer each question as the employee tells you.',
} as const;

/** The detail fields a yes shows, by label (spec 2 §3): the standard fields; 146 and 147 the condition fields; 145 none. */
export const healthDetailLabels = {
  standard: ['Health Condition', 'Date of Onset', 'Date of Recovery', 'Under Treatment', 'Taking Medication', 'Date Last Seen', 'Symptoms'],
  condition: ['Condition', 'Status', 'Last Seen by Physician', 'Date of Recovery', 'Physician Name', 'Physician Address', 'Physician Phone'],
  none: [],
} as const;
/** A yes to the medication question: up to 3 entries (spec 2 §3, §9). */
export const medicationLabels = [1, 2, 3].flatMap((n) => [`Medication ${n}`, `Dosage ${n}`, `Medical Condition ${n}`]);

/** The health step machine's states that show (starting only chooses). */
export type HealthState = 'loadingExisting' | 'savingExisting' | 'loading' | 'unavailable' | 'editing' | 'saving' | 'saved';

export type HealthScreen =
  | { shows: 'spinner'; label: string; buttons: WizardButtons }
  | { shows: 'message'; text: string; buttons: WizardButtons }
  /**
   * The questions with their yes/no, the details of each yes, the medication question, notes; the
   * messages of the last refusal; the withheld note above them when the questions came withheld.
   */
  | { shows: 'questions'; buttons: WizardButtons }
  /** Saved: the next step of the list opens. */
  | { shows: 'next step' };

export const healthScreens = {
  // an existing member's earlier answers load and are saved before the questions show (spec 2 §4)
  loadingExisting: { shows: 'spinner', label: healthWords.loading, buttons: loadingStep },
  savingExisting: { shows: 'spinner', label: healthWords.loading, buttons: loadingStep },
  loading: { shows: 'spinner', label: healthWords.loading, buttons: loadingStep },
  unavailable: { shows: 'message', text: healthWords.unavailable, buttons: editableStep },
  editing: { shows: 'questions', buttons: editableStep },
  saving: { shows: 'questions', buttons: savingStep },
  saved: { shows: 'next step' },
} as const satisfies Record<HealthState, HealthScreen>;
