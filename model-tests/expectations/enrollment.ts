/**
 * What the wizard's wrapper shows in each state of the engine, as spec 2 §2 and spec 3 §2.1, §2.6
 * say it (the literal words, which controls show, which are disabled or busy). Written from the
 * spec beside the model, never read from the machine: the UI walk holds the screen to it.
 */

import type { TabName } from '../../contract/index.ts';
import { stepTitles } from './wizard.ts';

/** A control of the wrapper: usable, greyed out, or busy with its own work. */
export type ControlState = 'enabled' | 'disabled' | 'busy';

export interface WizardExpectation {
  /** The spinner's accessible name where the wizard does not show. */
  spinner?: string;
  /** A page heading and text instead of the wizard. */
  heading?: string;
  texts?: readonly string[];
  links?: readonly string[];
  /** The progress bar, the step's heading (`stepHeadings`) and the three buttons show. */
  wizard: boolean;
  /** Back, Save & Continue Later and Next. Next 'enabled' means: unless the step blocks it (then disabled with its reason). */
  buttons?: { back: ControlState; saveLater: ControlState; next: ControlState };
  /** A modal open over the wizard: its name and its words. */
  modal?: { name: string; texts: readonly string[] };
  /** A refused save's words at Next, an alert with focus (issue 23 §4); none when absent. */
  refusal?: string;
}

const editable = { wizard: true, buttons: { back: 'enabled', saveLater: 'enabled', next: 'enabled' } } as const;

export const enrollmentExpectations: Record<string, WizardExpectation> = {
  loadingTabs: { spinner: 'Loading enrollment', wizard: false },
  unavailable: {
    heading: 'Enrollment unavailable',
    texts: ['Your enrollment could not be loaded.'],
    links: ['Back to the cart'],
    wizard: false,
  },
  // the cart or the receipt opens: nothing of the wizard
  leaving: { spinner: 'Opening the next page', wizard: false },
  'showingStep.editing.ready': editable,
  // issue 23 §4: a save the server refused naming no field says so at Next; the step stays as typed
  'showingStep.editing.changedElsewhere': {
    ...editable,
    refusal: 'This enrollment was changed in another window. Reload to see the latest version; until you do, what you typed stays here.',
  },
  'showingStep.editing.tooLarge': { ...editable, refusal: 'This step holds more than can be saved at once. Shorten the longest entries, then try Next again.' },
  'showingStep.editing.notKept': {
    ...editable,
    refusal: 'This step was not saved: The saved information is too large or not in a form this step keeps. Correct it, then try Next again.',
  },
  'showingStep.editing.unreachable': { ...editable, refusal: 'We could not save this step. Check your connection and try Next again.' },
  'showingStep.saving': { wizard: true, buttons: { back: 'disabled', saveLater: 'disabled', next: 'busy' } },
  // the step saved; the tabs are read again for what the server keeps
  'showingStep.refreshingProgress': { wizard: true, buttons: { back: 'disabled', saveLater: 'disabled', next: 'busy' } },
  // the step runs its own checks before the code-send modal opens
  'showingStep.preparingSaveLater': { wizard: true, buttons: { back: 'disabled', saveLater: 'busy', next: 'disabled' } },
  'showingStep.savingLater': {
    wizard: true,
    buttons: { back: 'disabled', saveLater: 'disabled', next: 'disabled' },
    modal: { name: 'Save & Continue Later', texts: ['Please enter the alternate email you want to send Enrollment code to?'] },
  },
};

/**
 * The heading of each step's screen while the wizard shows: its title (spec 2 §2), except Health
 * Questions, 'titled Primary Health Questions on its screen'.
 */
export const stepHeadings: Record<TabName, string> = { ...stepTitles, primary_health_info: 'Primary Health Questions' };

/** A state value's dotted key ('leaving', { showingStep: { editing: 'ready' } } → 'showingStep.editing.ready'). */
const keyOf = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([parent, child]) => `${parent}.${keyOf(child)}`)[0]!;

/** The expectation of a state value. */
export const expectationOf = (value: unknown): WizardExpectation => {
  const key = keyOf(value);
  const expectation = enrollmentExpectations[key];
  if (!expectation) throw new Error(`no screen expectation for the engine's state ${key}`);
  return expectation;
};
