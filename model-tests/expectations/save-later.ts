import type { SnapshotFrom } from 'xstate';
import type { saveLaterMachine } from '../../machines/enrollment/save-later.machine.ts';
import type { ButtonShown } from './wizard.ts';

/**
 * The code-send modal (spec 2 §2 'Save-and-continue-later modal (every step)', §4, §5; spec 3 §2.6,
 * §8), word for word, and what each state of its machine shows.
 */
export const saveLaterWords = {
  /** The modal's title (the app names it after the button that opens it). */
  title: 'Save & Continue Later',
  question: 'Please enter the alternate email you want to send Enrollment code to?',
  email: 'Alternate Email',
  back: 'Back',
  sendCode: 'Send Code',
  /** Send Code's name while it is busy (the app's loading text). */
  sending: 'Sending',
  done: 'Done',
  saved: 'Information Saved!!! Check your email to continue',
  /** Alternate e-mail popup (spec 2 §5). */
  invalidEmail: 'Enter valid email address',
  /** Ours (issue 28 item 3): the alternate e-mail is optional. */
  blankHint: 'Leave it blank to send the code to the e-mail address of this enrollment.',
} as const;

type SaveLaterState = SnapshotFrom<typeof saveLaterMachine>['value'];

/** What the modal shows in a state. */
export type SaveLaterScreen =
  /** The question, the alternate e-mail with its message (an invalid e-mail, or save-enrollment's error: spec 3 §8 'under the e-mail input'), Back and Send Code. */
  | { modal: 'asking'; back: ButtonShown; sendCode: ButtonShown }
  /** 'Information Saved!!! ...' and Done, no e-mail. */
  | { modal: 'saved' }
  /** No modal: the step shows again, editable. */
  | { modal: 'none' };

export const saveLaterScreens = {
  asking: { modal: 'asking', back: 'enabled', sendCode: 'enabled' },
  sending: { modal: 'asking', back: 'disabled', sendCode: 'busy' },
  sent: { modal: 'saved' },
  closed: { modal: 'none' },
} as const satisfies Record<SaveLaterState, SaveLaterScreen>;
