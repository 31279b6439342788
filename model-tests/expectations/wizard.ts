import type { TabName } from '../../contract/index.ts';

/**
 * The enrollment wrapper as the step walks see it (spec 2 §2): the titles of the steps and the
 * buttons under every step. Written from the spec, word for word; the walks compare the screen
 * with these, never with a machine's context.
 */

/** Tab names map to titles (spec 2 §2, Enrollment wrapper and progress bar). */
export const stepTitles: Record<TabName, string> = {
  primary_info: 'Personal Information',
  contact_info: 'Contact Information',
  employer_info: 'Employer Information',
  beneficiary_info: 'Beneficiary Information',
  primary_health_info: 'Health Questions',
  dependent_info: 'Dependent Information',
  review_info: 'Review & Confirmation',
  agreement_info: 'Agreement & Signature',
  billing_info: 'Billing Information',
};

/** The buttons of every step (spec 2 §2 Personal Information, Employer, ...; spec 3 §2.3): Back, 'Save & Continue Later', Next. */
export const wizardButtonNames = { back: 'Back', saveLater: 'Save & Continue Later', next: 'Next' } as const;
/** Back and Next on a step opened from review's Change: they say they return there (issue 28 item 3). */
export const fromReviewButtonNames = { back: 'Back to review', next: 'Save and return to review' } as const;
/** Next's name while it is busy saving (the app's loading text). */
export const NEXT_BUSY = 'Saving';

/** How a button shows: usable, disabled, or busy (its spinner, while its work runs). */
export type ButtonShown = 'enabled' | 'disabled' | 'busy';
export type WizardButtons = Record<keyof typeof wizardButtonNames, ButtonShown>;

/**
 * While the step can be edited (loading, its form, its messages) all three are usable; the step's
 * Next availability is its own (a form step never blocks it, so no reason text shows).
 */
export const editableStep: WizardButtons = { back: 'enabled', saveLater: 'enabled', next: 'enabled' };
/** While the step loads there is no form for Next to submit: Next waits, the others are usable (EnrollmentView). */
export const loadingStep: WizardButtons = { ...editableStep, next: 'disabled' };
/** While the step saves (spec 2 §4: steps advance on a successful save): Next busy, the others wait. */
export const savingStep: WizardButtons = { back: 'disabled', saveLater: 'disabled', next: 'busy' };
