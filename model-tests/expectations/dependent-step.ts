import { stepTitles } from './wizard.ts';

/**
 * What Dependent Information shows (spec 3 §2.2, §4.1, §5, §8, §9), per state of the dependent step
 * machine: written from the spec, word for word. The UI walk compares the screen with this table
 * and with the list the path's events carried, never with the machine's context.
 */

export const dependentWords = {
  heading: stepTitles.dependent_info,
  loading: 'Loading your dependents',
  unavailable: 'This step could not be loaded. Please go back and try again.',
  tierHeadings: { IS: 'Spouse information required', IC: 'Child information required', IF: 'Spouse & Child information required' },
  list: 'Added dependents',
  noneYet: 'No dependents added yet.',
  question: 'Will you be Enrolling your spouse ?',
  questionForm: 'Spouse question',
  spouseStatus: 'Please select spouse status',
  submit: 'Submit',
  enrollSpouse: 'Enroll Spouse',
  addForm: (n: number) => `Dependent #${n}`,
  addButton: (relationship: string) => `+ Add ${relationship === 'spouse' ? 'Spouse' : 'Child'}`,
  editForm: /^Edit (Spouse|Child) \(Dependent #\d+\)$/,
  updateButton: 'Update Dependent',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  checking: 'Checking',
  proceed: 'You can proceed further clicking next button',
  oneChild: 'Only one child is allowed in L713 plans for IC tier please delete additional child to proceed further',
  healthHint: 'Please add/edit your dependent info to add/edit health questions.',
  addTooltip: 'Click to add dependent',
  nextTooltip: 'Click to continue enrollment',
  editFirstAdd: 'Please submit the edited form first to add dep',
  editFirstContinue: 'Please submit the edited form first to continue',
  editFirstDelete: 'Please submit the edited form first to delete',
  deleteTooltip: 'Click to delete dependent',
  /** The spec has no words for it: Edit and Delete wait while a change is checked or the list kept. */
  listBusy: 'Please wait: your dependents are being saved',
  required: 'Field is required',
  /** Issue 23 §3, §4 (the spec has no words for these): the household rules at the Date of Birth, a refused temp save. */
  household: {
    spouse: 'A spouse must be at least 18 years old',
    child: 'A child must be born after the applicant',
  },
  notSaved: 'Your last change to your dependents was not saved.',
  tryAgain: 'Please try again.',
  retry: 'Try again',
  notSavedNext: 'Your dependents are not saved yet: please try again first.',
  labels: {
    first_name: 'First Name',
    middle_name: 'Middle Name',
    last_name: 'Last Name',
    gender: 'Gender',
    birthdate: 'Date of Birth',
    ssn: 'SSN',
    height_feet: 'Height (feet)',
    height_inch: 'Height (inches)',
    weight: 'Weight (lbs)',
  },
  reasons: {
    none: 'Please add your dependents before continuing.',
    premierIfTwo: 'Please add at least 2 dependents to continue.',
    ifSpouseAndChild: 'Please add your spouse and at least one child to continue.',
  },
} as const;

export type Tier = 'IS' | 'IC' | 'IF';
export type Answer = 'none' | 'yes' | 'no';
export interface TierShown {
  tier: Tier;
  premier: boolean;
  answer: Answer;
  relationships: readonly string[];
}

/** Spec 3 §4.1: who the next added dependent is (max 9; IS one spouse; premier IF as answered). */
export const nextAdded = ({ tier, premier, answer, relationships }: TierShown): 'spouse' | 'child' | null => {
  if (relationships.length >= 9) return null;
  if (tier === 'IS') return relationships.length === 0 ? 'spouse' : null;
  if (tier === 'IC') return 'child';
  if (premier && answer === 'none') return null;
  if (premier && answer === 'no') return 'child';
  return relationships.includes('spouse') ? 'child' : 'spouse';
};

/** Spec 3 §4.1 "Next is available when", with the reason shown otherwise; null when available. */
export const nextReason = ({ tier, premier, answer, relationships }: TierShown): string | null => {
  const n = relationships.length;
  const spouses = relationships.filter((relationship) => relationship === 'spouse').length;
  if (tier === 'IF' && premier && answer === 'none') return dependentWords.spouseStatus;
  if (n === 0) return dependentWords.reasons.none;
  if (tier === 'IC' && premier && n > 1) return dependentWords.oneChild;
  if (tier === 'IF' && premier && n < 2) return dependentWords.reasons.premierIfTwo;
  if (tier === 'IF' && !premier && !(spouses === 1 && n > 1)) return dependentWords.reasons.ifSpouseAndChild;
  return null;
};

type DependentState =
  | 'loadingPremier'
  | 'loadingTier'
  | 'loadingFields'
  | 'checkingHealth'
  | 'loadingQuestions'
  | 'loadingExisting'
  | 'loadingTemp'
  | 'unavailable'
  | 'askingSpouse'
  | 'listing'
  | 'validatingAdd'
  | 'editing'
  | 'validatingEdit'
  | 'savingTemp'
  | 'savingAdded'
  | 'refetchingList'
  | 'notSaved'
  | 'saving'
  | 'saved';

export type DependentScreen =
  | { shows: 'spinner' }
  | { shows: 'unavailable' }
  /** The spouse question with the list; no add form; Next waits with 'Please select spouse status'. */
  | { shows: 'question' }
  | {
      shows: 'list';
      /** The add form (while add is offered), or the edit form with add, delete and Next blocked. */
      form: 'add' | 'edit';
      /** The form's button busy while the dependent is checked or the list kept. */
      formBusy: boolean;
      saving: boolean;
    }
  /**
   * The temp save refused: the list as changed, 'Your last change to your dependents was not saved.'
   * with why, 'Try again', Delete but no Edit, no add form; Next waits with its reason.
   */
  | { shows: 'not saved' }
  /** Saved: the wizard moves on to the next step of the list, here Review & Confirmation. */
  | { shows: 'next step'; heading: string };

export const dependentScreens = {
  loadingPremier: { shows: 'spinner' },
  loadingTier: { shows: 'spinner' },
  loadingFields: { shows: 'spinner' },
  checkingHealth: { shows: 'spinner' },
  loadingQuestions: { shows: 'spinner' },
  loadingExisting: { shows: 'spinner' },
  loadingTemp: { shows: 'spinner' },
  unavailable: { shows: 'unavailable' },
  askingSpouse: { shows: 'question' },
  listing: { shows: 'list', form: 'add', formBusy: false, saving: false },
  validatingAdd: { shows: 'list', form: 'add', formBusy: true, saving: false },
  editing: { shows: 'list', form: 'edit', formBusy: false, saving: false },
  validatingEdit: { shows: 'list', form: 'edit', formBusy: true, saving: false },
  savingTemp: { shows: 'list', form: 'add', formBusy: true, saving: false },
  savingAdded: { shows: 'list', form: 'add', formBusy: true, saving: false },
  refetchingList: { shows: 'list', form: 'add', formBusy: true, saving: false },
  notSaved: { shows: 'not saved' },
  saving: { shows: 'list', form: 'add', formBusy: false, saving: true },
  saved: { shows: 'next step', heading: stepTitles.review_info },
} as const satisfies Record<DependentState, DependentScreen>;
export type { DependentState };
