import type { SnapshotFrom } from 'xstate';
import { steps as stepInfo, type TabName } from '../../contract/index.ts';
import { isEditingFromReview, type enrollmentMachine } from './enrollment.machine.ts';
import { conflictMessage, saveRefusalMessages } from './save-refusal.ts';

export type EnrollmentSnapshot = SnapshotFrom<typeof enrollmentMachine>;

/** One step of the progress bar. */
export interface ProgressItem {
  tab: TabName;
  title: string;
  current: boolean;
  completed: boolean;
}

/** What the wizard's chrome shows, read from the engine's snapshot alone. */
export interface WizardChrome {
  screen: 'loading' | 'unavailable' | 'leaving' | 'step';
  progress: ProgressItem[];
  /** The step's heading (its title, or its own heading where the spec gives one). */
  heading: string | null;
  current: TabName | null;
  /** Back: 'Back to review' on a step opened from review (it returns there without saving). */
  back: { disabled: boolean; label: string };
  saveLater: { disabled: boolean; busy: boolean };
  /** Next: disabled while the step blocks it, with the step's reason; busy while saving; the step's tooltip while available. */
  next: { disabled: boolean; busy: boolean; reason: string | null; tooltip: string | null; label: string };
  /** The code-send modal is open. */
  saveLaterOpen: boolean;
  /** Why the server refused the step's save, in words at Next (issue 23 §4); null when it did not. */
  refusal: string | null;
}

/** The wizard's Back and Next: on a step opened from review they say they return there (issue 28 item 3). */
export const wizardButtonWords = {
  back: 'Back',
  backToReview: 'Back to review',
  next: 'Next',
  saveAndReturn: 'Save and return to review',
} as const;

/** The words of the refusal the engine shows, by its state. */
const refusalOf = (snapshot: EnrollmentSnapshot): WizardChrome['refusal'] => {
  const { refusal } = snapshot.context;
  if (refusal === null) return null;
  if (snapshot.matches({ showingStep: { editing: 'changedElsewhere' } })) return conflictMessage(refusal);
  if (snapshot.matches({ showingStep: { editing: 'tooLarge' } })) return saveRefusalMessages.tooLarge;
  if (snapshot.matches({ showingStep: { editing: 'notKept' } })) return saveRefusalMessages.notKept(refusal.message);
  if (snapshot.matches({ showingStep: { editing: 'unreachable' } })) return saveRefusalMessages.unreachable;
  return null;
};

/**
 * The wizard's chrome as props (in the manner of zag's `connect`): pure, snapshot in, props out,
 * so the screen and its tests read the same facts.
 */
export const connectWizard = (snapshot: EnrollmentSnapshot): WizardChrome => {
  const { steps, index, completed, next } = snapshot.context;
  const current = steps[index] ?? null;
  const editing = snapshot.matches({ showingStep: 'editing' });
  const fromReview = current !== null && isEditingFromReview(snapshot.context);
  const screen = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.matches('unavailable')
      ? 'unavailable'
      : snapshot.matches('leaving') || current === null
        ? 'leaving'
        : 'step';
  return {
    screen,
    progress: steps.map((tab, at) => ({ tab, title: stepInfo[tab].title, current: at === index, completed: completed.includes(tab) })),
    heading: current && (stepInfo[current].heading ?? stepInfo[current].title),
    current,
    back: { disabled: !snapshot.can({ type: 'user.back' }), label: fromReview ? wizardButtonWords.backToReview : wizardButtonWords.back },
    saveLater: { disabled: !editing, busy: snapshot.matches({ showingStep: 'preparingSaveLater' }) },
    next: {
      disabled: !editing || !next.available,
      busy: snapshot.matches({ showingStep: 'saving' }) || snapshot.matches({ showingStep: 'refreshingProgress' }),
      reason: editing && !next.available ? next.reason : null,
      tooltip: editing && next.available ? (next.tooltip ?? null) : null,
      label: fromReview ? wizardButtonWords.saveAndReturn : wizardButtonWords.next,
    },
    saveLaterOpen: snapshot.matches({ showingStep: 'savingLater' }),
    refusal: refusalOf(snapshot),
  };
};
