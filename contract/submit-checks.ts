import { dependentListMessage, dependentTierOf } from './dependent.ts';
import { fieldErrorsOf, type FieldError } from './envelope.ts';
import { steps, tabNameSchema, type TabName } from './steps.ts';

/**
 * What save-review-info answers when the enrollment it would submit does not hold together
 * (issue 23 §6): a 422 whose field errors name steps (target_element is the tab), one message each,
 * in plain words. The server checks (server/steps/submit-checks.ts); Review lists them, each with a
 * link that opens its step.
 */

export const submitMessages = {
  /** The envelope's message: the steps to look at. */
  refused: (titles: readonly string[]) => `Please check ${titles.join(', ')} before submitting the enrollment`,
  /** A step the enrollment needs that was never saved (or not since it was emptied). */
  notKept: (tab: TabName) => `${steps[tab].title} is not completed. Open it, fill it in and save it.`,
  /** A kept field whose value its step's rules now refuse (a date, a name, ...). */
  fieldInvalid: (label: string, message: string) => `${label}: ${message}`,
  /** Member Only coverage keeps dependents (they were entered under another tier). */
  memberOnly: 'Your coverage is Member Only, but dependents are saved. Delete them, or change your coverage.',
  /** Review's box of the failures (GOV.UK's error summary): its heading and what to do. */
  summary: 'Your enrollment cannot be submitted yet',
  summaryHint: 'Open each step below, correct it and save it; you come back here to submit.',
} as const;

/**
 * The dependents' tier rule at submit (issue 23 §6): Member Only keeps none; otherwise the list's
 * rules of the dependents step (dependentListMessage: Member + Spouse one spouse, Member + Children
 * children only, Family both, premier L713 IC one child, premier IF at least two). Null when it holds.
 */
export const dependentsForTierMessage = (tier: string, premier: boolean, list: readonly { relationship: string }[]): string | null => {
  const dependentTier = dependentTierOf(tier);
  if (dependentTier === null) return list.length > 0 ? submitMessages.memberOnly : null;
  return dependentListMessage({ tier: dependentTier, premier }, list);
};

/** One failure of the submit check: the step it names and what is wrong there. */
export interface StepFailure {
  tab: TabName;
  message: string;
}

/** The failures as the 422 carries them (spec 1 §8 field errors, target_element the tab). */
export const stepFailureErrors = (failures: readonly StepFailure[]): FieldError[] =>
  failures.map(({ tab, message }) => ({ target_element: tab, error_message: message }));

/** The step failures a rejection carries: its field errors that name a step; none for any other. */
export const stepFailuresOf = (error: unknown): StepFailure[] =>
  fieldErrorsOf(error).flatMap(({ target_element, error_message }) => {
    const tab = tabNameSchema.safeParse(target_element);
    return tab.success ? [{ tab: tab.data, message: error_message }] : [];
  });
