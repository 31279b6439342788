import { assertEvent, assign, setup } from 'xstate';
import { fieldErrorsOf, isEmailAddress, savedTabOf, stepMessages, type StepData, type TabName } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActor } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import { isUnreachable, saveRefusalMessages, saveRefusalOf } from './save-refusal.ts';

export interface SaveLaterInput {
  tempId: string;
  tab: TabName;
  /** The step's data as it stood (text fields, lists, nested answers): kept as its draft. */
  data: StepData;
}

export interface SaveLaterContext extends SaveLaterInput {
  email: string;
  error: string | null;
}

export type SaveLaterEvent = { type: 'user.sendCode'; email: string } | { type: 'user.back' } | { type: 'user.done' };

/**
 * The code-send modal of every step (spec 2 §2, spec 3 §2.6): the alternate e-mail, optional (blank
 * sends the code to the enrollment's own address, issue 28 item 3; a typed one must be valid: 'Enter
 * valid email address'), Send Code saves the step's tab and data and mails the enrollment code; success
 * reads 'Information Saved!!! Check your email to continue' with Done; errors show under the e-mail.
 */
export const saveLaterMachine = setup({
  types: {
    input: {} as SaveLaterInput,
    context: {} as SaveLaterContext,
    events: {} as SaveLaterEvent,
  },
  actors: { saveEnrollmentForLater: endpointActor('saveEnrollmentForLater') },
  guards: {
    /** Blank: the code goes to the enrollment's own address (issue 28 item 3). */
    emailIsBlank: ({ event }) => {
      assertEvent(event, 'user.sendCode');
      return event.email.trim() === '';
    },
    emailIsValid: ({ event }) => {
      assertEvent(event, 'user.sendCode');
      return isEmailAddress(event.email.trim());
    },
  },
  actions: {
    ...sharedActions,
    keepEmail: assign(({ event }) => {
      assertEvent(event, 'user.sendCode');
      return { email: event.email.trim(), error: null };
    }),
    showInvalidEmail: assign({ error: stepMessages.alternateEmail }),
    // the e-mail's own message, else the server's; a server not reached (or failing) says what to do (issue 23 §4)
    showFailure: assign((_, { error }: { error: unknown }) => ({
      error:
        fieldErrorsOf(error).find((fieldError) => fieldError.target_element === 'email')?.error_message ??
        (isUnreachable(saveRefusalOf(error)) ? saveRefusalMessages.sendCodeUnreachable : failureMessage(error, stepMessages.alternateEmail)),
    })),
  },
}).createMachine({
  id: 'saveLater',
  context: ({ input }) => ({ ...input, email: '', error: null }),
  initial: 'asking',
  states: {
    asking: {
      meta: { title: 'Code-send modal', shows: stepMessages.saveLaterQuestion },
      on: {
        'user.sendCode': [
          { guard: 'emailIsBlank', target: 'sending', actions: 'keepEmail' },
          { guard: 'emailIsValid', target: 'sending', actions: 'keepEmail' },
          { actions: 'showInvalidEmail' },
        ],
        'user.back': { target: 'closed' },
      },
    },
    sending: {
      tags: ['saving'],
      invoke: {
        id: 'saveEnrollmentForLater',
        src: 'saveEnrollmentForLater',
        input: ({ context }) => ({ enrollment_id: context.tempId, email: context.email, tab: savedTabOf(context.tab), data: context.data }),
        onDone: { target: 'sent' },
        onError: { target: 'asking', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sent: {
      meta: { title: 'Information saved', shows: stepMessages.saveLaterDone },
      on: { 'user.done': { target: 'closed' } },
    },
    closed: { type: 'final' },
  },
});
