import { editableStep, loadingStep, savingStep, stepTitles, type WizardButtons } from './wizard.ts';

/**
 * What Beneficiary Information shows (spec 2 §2, §4, §5, §8, §9), per state of the beneficiary step
 * machine: written from the spec, word for word. The UI walk compares the screen with this table
 * and with the list the path's events carried (loaded, added, edited, deleted), never with the
 * machine's context.
 */

export const beneficiaryWords = {
  heading: stepTitles.beneficiary_info,
  loading: 'Loading your beneficiaries',
  /** The list (spec 2 §2: the added beneficiaries with edit and delete). */
  list: 'Added beneficiaries',
  noneYet: 'No beneficiaries added yet.',
  addForm: 'Add Beneficiary',
  addButton: 'Add Beneficiary',
  editForm: 'Edit Beneficiary',
  updateButton: 'Update Beneficiary',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  /** Spec 2 §4: exactly 100, in green. */
  complete: 'Now You can Continue Enrollment',
  /** Spec 2 §4: editing disables delete and Next; their tooltips say to submit the edited form first. */
  editFirst: 'Please submit the edited beneficiary form first',
  checking: 'Checking',
  labels: {
    first_name: 'First Name',
    middle_name: 'Middle Name',
    last_name: 'Last Name',
    birthdate: 'Date of Birth',
    ssn: 'SSN',
    relationship: 'Relationship',
    beneficiary_percentage: 'Beneficiary Percentage',
  },
  required: 'Field is required',
  percentage: 'Beneficiary percentage should not be 0 or more than 100',
} as const;

/** Spec 2 §5, §9: what stops Next for a list of `count` totalling `total`, null when Next may save it. */
export const totalsReason = (count: number, total: number): string | null => {
  if (count === 0) return 'Please add your beneficiaries before continuing.';
  if (count >= 3 && total !== 100) return 'Maximum allowed number of beneficiaries is 3';
  if (total > 100) return `Your total Beneficiary Percentage is ${total} and it Should not be more than 100%`;
  if (total < 100) return `Your total Beneficiary Percentage is ${total} and it should not be less than 100%`;
  return null;
};
/** Spec 2 §4: the Add button hides once the total reaches 100 and at 3 beneficiaries. */
export const addShows = (count: number, total: number) => count < 3 && total < 100;

type BeneficiaryState =
  | 'loadingFields'
  | 'loadingRelationships'
  | 'loadingExisting'
  | 'loadingTemp'
  | 'listing'
  | 'validatingAdd'
  | 'editing'
  | 'validatingEdit'
  | 'saving'
  | 'saved';

export type BeneficiaryScreen =
  /** Next waits while nothing is listed: 'Please add your beneficiaries before continuing.' */
  | { shows: 'spinner'; label: string; buttons: WizardButtons; nextReason: 'totals' }
  | {
      shows: 'list';
      /** The add form (while Add shows, by addShows), or the edit form. */
      form: 'add' | 'edit';
      /** The form's button busy while validate-single-beneficiary answers. */
      formBusy: boolean;
      /** Delete usable, or disabled with the edit-first tooltip. */
      deleteShown: 'enabled' | 'disabled';
      /** Next: by the list's totals (enabled only at exactly 100), or waiting for the edited form. */
      nextReason: 'totals' | 'editFirst';
      buttons: WizardButtons | 'saving';
    }
  /** Saved: the wizard moves on to the next step of the list (spec 2 §4), here Review & Confirmation. */
  | { shows: 'next step'; heading: string };

export const beneficiaryScreens = {
  loadingFields: { shows: 'spinner', label: beneficiaryWords.loading, buttons: loadingStep, nextReason: 'totals' },
  loadingRelationships: { shows: 'spinner', label: beneficiaryWords.loading, buttons: loadingStep, nextReason: 'totals' },
  loadingExisting: { shows: 'spinner', label: beneficiaryWords.loading, buttons: loadingStep, nextReason: 'totals' },
  loadingTemp: { shows: 'spinner', label: beneficiaryWords.loading, buttons: loadingStep, nextReason: 'totals' },
  listing: { shows: 'list', form: 'add', formBusy: false, deleteShown: 'enabled', nextReason: 'totals', buttons: editableStep },
  validatingAdd: { shows: 'list', form: 'add', formBusy: true, deleteShown: 'enabled', nextReason: 'totals', buttons: editableStep },
  editing: { shows: 'list', form: 'edit', formBusy: false, deleteShown: 'disabled', nextReason: 'editFirst', buttons: editableStep },
  validatingEdit: { shows: 'list', form: 'edit', formBusy: true, deleteShown: 'disabled', nextReason: 'editFirst', buttons: editableStep },
  saving: { shows: 'list', form: 'add', formBusy: false, deleteShown: 'enabled', nextReason: 'totals', buttons: savingStep },
  saved: { shows: 'next step', heading: stepTitles.review_info },
} as const satisfies Record<BeneficiaryState, BeneficiaryScreen>;
export type { BeneficiaryState };
