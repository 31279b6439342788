import type { StepDetails } from '../../machines/enrollment/step-protocol.ts';
import type { DetailedTab, ReviewScenario } from '../models/review-step.ts';
import { editableStep, loadingStep, savingStep, stepTitles, type ButtonShown, type WizardButtons } from './wizard.ts';

/**
 * What Review & Confirmation shows (spec 3 §2.3, §4.2, §8), per state of the review step machine,
 * per scenario and per kind of View Details: written from the spec, word for word. The UI walk
 * compares the screen with this table and with what the path's events carried (the cart, the
 * notes loaded or typed), never with the machine's context.
 */

export const reviewWords = {
  heading: stepTitles.review_info,
  /** The additional notes entry (additional_notes). */
  notes: 'Additional Notes',
  firstMonth: 'First Month Total Cost',
  recurring: 'Recurring Monthly Cost',
  viewDetails: 'View Details',
  editDetails: 'Edit Details',
  /** The review error modal and its button (spec 3 §2.3, §8). */
  failed: 'Something went wrong. Please save your enrollment.',
  saveLater: 'Save and Continue Later',
  /** View Details of a step with nothing saved (or whose details could not load). */
  nothingSaved: 'Nothing saved yet',
  /** The sections on the page, one per card (issue 16 item 6; issue 28 item 3: in place of the image cards). */
  sections: 'What you entered',
  /** Each section's link to its step (GOV.UK's check answers: 'Change' and, hidden, the section's title). */
  change: 'Change',
  /** A section whose answers could not be read for the page. */
  unread: 'Your answers could not be shown here. Use View Details.',
  /** The box above the review when the server's submit check names steps (issue 23 §6). */
  refused: 'Your enrollment cannot be submitted yet',
  refusedHint: 'Open each step below, correct it and save it; you come back here to submit.',
  /** The health card to a session shown no health answers (issue 24: a group administrator's), in place of any answer. */
  healthWithheld: 'Health answers are not shown to group administrators. The answers you saved are kept.',
} as const;

/** The review machine's states, as dotted paths of its value. */
type ReviewState =
  | 'loadingCart'
  | 'loadingNotes'
  | 'loadingSections'
  | 'ready.idle'
  | 'ready.loadingDetails'
  | 'ready.showingDetails'
  | 'ready.refused'
  | 'deletingDependents'
  | 'saving'
  | 'failed'
  | 'saved';

export type ReviewScreen =
  | { shows: 'spinner'; label: string; buttons: WizardButtons }
  /** The cards with View Details, the notes, the cart summary; over them, a modal or none. */
  | {
      shows: 'review';
      modal: 'none' | 'details' | 'error';
      /** The View Details modal: its details loading, or shown; Edit Details (offered for a step of the enrollment). */
      details?: 'loading' | 'shown';
      editDetails?: ButtonShown;
      /** The box of the submit check's failures, above the review, focused; each one opening its step. */
      refused?: true;
      buttons: WizardButtons;
    }
  /** Saved: Next goes to the receipt (spec 3 §2.3). */
  | { shows: 'next page'; label: string };

export const reviewScreens = {
  loadingCart: { shows: 'spinner', label: 'Loading review', buttons: loadingStep },
  loadingNotes: { shows: 'spinner', label: 'Loading review', buttons: loadingStep },
  loadingSections: { shows: 'spinner', label: 'Loading review', buttons: loadingStep },
  'ready.idle': { shows: 'review', modal: 'none', buttons: editableStep },
  'ready.loadingDetails': { shows: 'review', modal: 'details', details: 'loading', editDetails: 'disabled', buttons: editableStep },
  'ready.showingDetails': { shows: 'review', modal: 'details', details: 'shown', editDetails: 'enabled', buttons: editableStep },
  // the submit check named steps: the box lists each failure (a link to a step of the enrollment), Next may submit again
  'ready.refused': { shows: 'review', modal: 'none', refused: true, buttons: editableStep },
  deletingDependents: { shows: 'review', modal: 'none', buttons: savingStep },
  saving: { shows: 'review', modal: 'none', buttons: savingStep },
  // the save was refused: the wizard is editable again, behind the error modal
  failed: { shows: 'review', modal: 'error', buttons: editableStep },
  saved: { shows: 'next page', label: 'Opening the next page' },
} as const satisfies Record<ReviewState, ReviewScreen>;

/**
 * Each failure of the model's refusal as the box lists it: the step's title and the message, and
 * whether it opens the step (a step of the enrollment) or is text only (Billing, none of the
 * scenarios' steps).
 */
export const refusalShown = [
  { text: 'Contact Information: Contact Information is not completed. Open it, fill it in and save it.', opens: 'contact_info' },
  { text: 'Billing Information: Billing Information is not completed. Open it, fill it in and save it.', opens: null },
] as const;

/** The dotted path of a state value ('ready.idle'). */
export const reviewStateOf = (value: unknown): ReviewState =>
  (typeof value === 'string' ? value : Object.entries(value as Record<string, string>).map(([parent, child]) => `${parent}.${child}`)[0]) as ReviewState;

/** The cards of each scenario (spec 3 §2.3: one per required step, Agreement always). */
export const reviewCardsShown: Record<ReviewScenario, string[]> = {
  short: ['Personal Info', 'Contact Info', 'Agreement & Signature'],
  long: ['Personal Info', 'Contact Info', 'Health Questions', 'Dependent Info', 'Agreement & Signature'],
  employer: ['Personal Info', 'Contact Info', 'Employer Info', 'Beneficiary Info', 'Agreement & Signature'],
};
/** The sections with a Change (a step of the enrollment: Agreement, always a card, is none of these scenarios' steps). */
export const reviewChangesShown: Record<ReviewScenario, string[]> = {
  short: ['Personal Info', 'Contact Info'],
  long: ['Personal Info', 'Contact Info', 'Health Questions', 'Dependent Info'],
  employer: ['Personal Info', 'Contact Info', 'Employer Info', 'Beneficiary Info'],
};

/** The card titles of the tabs the walks open (View Details' modal is titled after its card); Billing has no card in these enrollments. */
export const cardTitles = {
  primary_info: 'Personal Info',
  employer_info: 'Employer Info',
  beneficiary_info: 'Beneficiary Info',
  dependent_info: 'Dependent Info',
  primary_health_info: 'Health Questions',
  billing_info: 'Billing Info',
} as const;

/** A data list as label and value pairs. */
export type Items = [label: string, value: string][];

/** What View Details shows of a card, by the kind of its details. */
export type DetailsShown =
  /** the saved fields as one list */
  | { kind: 'fields'; savedDetails: Items }
  /** one titled section per entry */
  | { kind: 'list'; sections: { title: string; items: Items }[] }
  /** a section per question: Yes or No and, for a yes, its layout's details */
  | { kind: 'health'; answers: { question: string; answer: 'Yes' | 'No'; details: Items | null }[] }
  /** health answers withheld from the session (a group administrator's, issue 24): one sentence, no answer */
  | { kind: 'withheld'; text: string };

/** The health card's details when withheld (the model's withheldHealth). */
export const withheldShown: DetailsShown = { kind: 'withheld', text: reviewWords.healthWithheld };

/** What View Details shows of the model's answer for each card the walks open (the model's reviewDetails). */
export const detailsShown: Record<DetailedTab, DetailsShown> = {
  // the saved fields with their labels; codes as their text (spec 2 §9: gender 1 female); empty ones left out
  primary_info: {
    kind: 'fields',
    savedDetails: [
      ['First Name', 'Ana'],
      ['Last Name', 'Reyes'],
      ['Date of Birth', '04/12/1988'],
      ['Gender', 'Female'],
    ],
  },
  // Employer's own labels (its name and phone are the employer's); the lists' codes by their names
  // (spec 2 §3: option lists are value and name), the holiday flags with spaces for underscores, the
  // USPS box as Yes; the empty address2 left out
  employer_info: {
    kind: 'fields',
    savedDetails: [
      ['Employer Name', 'Acme Benefits'],
      ['Employer Phone', '2125550142'],
      ['Address 1', '100 Acme Plaza'],
      ['City', 'New York'],
      ['State', 'NY'],
      ['Zip', '10001'],
      ['Average Work Week', '30 to 40 hours'],
      ['Employment Start Date', '01/15/2020'],
      ['Occupation', 'Engineer'],
      ['Compensation Type', 'Salary'],
      ['Employment Status', 'Active'],
      ['Validate the employer address with USPS', 'Yes'],
      ['Industry', 'Logistics'],
      ['Number of Employees', '250'],
      ['Vacation Policy', 'Two weeks'],
      ['Bargaining Unit', 'Not in a bargaining unit'],
      ['Holiday Policy', 'Standard 6, Birthday'],
    ],
  },
  // each beneficiary titled with its number and name; the SSN masked to its last 4 (docs/security.md),
  // the relationship by its name, the percentage with its sign; an empty middle name left out
  beneficiary_info: {
    kind: 'list',
    sections: [
      {
        title: 'Beneficiary 1: Luis Reyes',
        items: [
          ['First Name', 'Luis'],
          ['Last Name', 'Reyes'],
          ['Date of Birth', '06/14/1983'],
          ['SSN', '***-**-4321'],
          ['Relationship', 'Spouse'],
          ['Beneficiary Percentage', '60%'],
        ],
      },
      {
        title: 'Beneficiary 2: Sofia Reyes',
        items: [
          ['First Name', 'Sofia'],
          ['Middle Name', 'Ana'],
          ['Last Name', 'Reyes'],
          ['Date of Birth', '09/02/2012'],
          ['SSN', '***-**-3219'],
          ['Relationship', 'Child'],
          ['Beneficiary Percentage', '40%'],
        ],
      },
    ],
  },
  dependent_info: {
    kind: 'list',
    sections: [
      {
        title: 'Spouse: Luis Reyes',
        items: [
          ['First Name', 'Luis'],
          ['Last Name', 'Reyes'],
          ['Date of Birth', '02/03/1987'],
          ['Gender', 'Male'],
        ],
      },
      {
        title: 'Child: Sofia Reyes',
        items: [
          ['First Name', 'Sofia'],
          ['Last Name', 'Reyes'],
          ['Date of Birth', '09/10/2015'],
          ['Gender', 'Female'],
        ],
      },
    ],
  },
  // spec 3 §2.3: standard questions show health_condition, date_of_onset, date_of_recovery,
  // is_treatment, is_medicate, d_last_seen and symptoms; 145, 146 and 147 show condition, status,
  // last_seen_by_physician, date_of_recovery, physician_name, address and phone
  primary_health_info: {
    kind: 'health',
    answers: [
      {
        question: 'Have you been treated for asthma in the last 5 years?',
        answer: 'Yes',
        details: [
          ['Health Condition', 'Asthma'],
          ['Date of Onset', '03/01/2019'],
          ['Date of Recovery', '06/01/2020'],
          ['Under Treatment', 'No'],
          ['Taking Medication', 'Yes'],
          ['Date Last Seen', '01/15/2024'],
          ['Symptoms', 'Shortness of breath'],
        ],
      },
      {
        question: 'Have you been diagnosed with a heart condition?',
        answer: 'Yes',
        details: [
          ['Condition', 'Arrhythmia'],
          ['Status', 'Controlled'],
          ['Last Seen by Physician', '02/20/2024'],
          ['Date of Recovery', '05/05/2023'],
          ['Physician Name', 'Dr. Ada Park'],
          ['Physician Address', '1 Main St, New York'],
          ['Physician Phone', '2125550199'],
        ],
      },
      { question: 'Do you use tobacco products?', answer: 'No', details: null },
    ],
  },
};

export type DetailsKind = StepDetails['kind'];
