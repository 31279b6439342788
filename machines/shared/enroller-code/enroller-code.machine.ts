import { assertEvent, assign, setup } from 'xstate';
import { fieldErrorsOf, planDetailMessages } from '../../../contract/index.ts';
import { sharedActions } from '../effects.ts';
import { endpointActor } from '../not-provided.ts';
import { failureMessage } from '../results.ts';
import { needsEnrollerCode, type EnrollerCodeFacts } from './needs-enroller-code.ts';

export interface EnrollerCodeInput {
  tempId: string;
  /** The stored session: who enrolls (eprocess), the enrollment's group (2556 and 2512 need a code) and the code once saved. */
  stored: EnrollerCodeFacts;
}

/**
 * What the popup says the code is and who has it (issue 23): only a rep or a group administrator
 * is asked (`needsEnrollerCode`), so the sentence speaks to them.
 */
export const enrollerCodeHelp =
  'Your enroller code identifies you as the rep or group administrator enrolling this member; the group’s benefits administrator gives it to everyone who enrolls for the group.';

export interface EnrollerCodeContext {
  tempId: string;
  required: boolean;
  code: string | null;
  error: string | null;
}

export type EnrollerCodeEvent =
  | { type: 'user.openCode' }
  | { type: 'user.closeCode' }
  | { type: 'user.saveCode'; code: string }
  | { type: 'user.next' };

/**
 * The Enter Enroller Code popup of Personal Information (spec 2 §2, §4, §5, §8): for a rep or group
 * administrator enrolling for groups 2556 and 2512 the code is required until saved, and Next says
 * 'Enroller code is required'; an empty code reads 'Enter Enroller Code'; a refused code shows the
 * server's message and stays required. The popup says what the code is and who has it.
 */
export const enrollerCodeMachine = setup({
  types: {
    input: {} as EnrollerCodeInput,
    context: {} as EnrollerCodeContext,
    events: {} as EnrollerCodeEvent,
    output: {} as { code: string | null },
  },
  actors: { saveEnrollerCode: endpointActor('saveEnrollerCode') },
  guards: {
    isRequired: ({ context }) => context.required,
    codeIsEntered: ({ event }) => {
      assertEvent(event, 'user.saveCode');
      return event.code.trim() !== '';
    },
  },
  actions: {
    ...sharedActions,
    showError: assign((_, { message }: { message: string }) => ({ error: message })),
    // the server's error_message for the field (spec 2 §8), else its general message
    showFailure: assign((_, { error }: { error: unknown }) => ({
      error: fieldErrorsOf(error).find((fieldError) => fieldError.target_element === 'enrollerCode')?.error_message ?? failureMessage(error, planDetailMessages.enrollerCodeRequired),
    })),
    clearError: assign({ error: null }),
    keepCode: assign((_, { code }: { code: string }) => ({ code, required: false, error: null })),
  },
}).createMachine({
  id: 'enrollerCode',
  context: ({ input }) => ({
    tempId: input.tempId,
    required: needsEnrollerCode(input.stored),
    code: input.stored.enrollerCode ?? null,
    error: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      meta: { title: 'Enter Enroller Code button', shows: "the saved code, or 'Enroller code is required' after Next" },
      on: {
        'user.openCode': { target: 'editing', actions: 'clearError' },
        'user.next': [
          { guard: 'isRequired', actions: { type: 'showError', params: { message: planDetailMessages.enrollerCodeRequired } } },
          { target: 'proceeding' },
        ],
      },
    },
    editing: {
      meta: { title: 'Enter Enroller Code popup', shows: enrollerCodeHelp },
      on: {
        // the popup's own message goes with it; Next's 'Enroller code is required' comes back at Next
        'user.closeCode': { target: 'closed', actions: 'clearError' },
        'user.saveCode': [
          { guard: 'codeIsEntered', target: 'saving', actions: 'clearError' },
          { actions: { type: 'showError', params: { message: planDetailMessages.enterEnrollerCode } } },
        ],
      },
    },
    saving: {
      tags: ['saving'],
      invoke: {
        id: 'saveEnrollerCode',
        src: 'saveEnrollerCode',
        input: ({ context, event }) => {
          assertEvent(event, 'user.saveCode');
          return { enrollment_id: context.tempId, enrollerCode: event.code.trim() };
        },
        onDone: {
          target: 'closed',
          actions: [
            { type: 'keepCode', params: ({ event }) => ({ code: event.output.enrollerCode }) },
            { type: 'storeValues', params: ({ event }) => ({ enrollerCode: event.output.enrollerCode }) },
          ],
        },
        // a refused code keeps it required (spec 2 §8)
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    proceeding: {
      type: 'final',
      meta: { title: 'Code given or not needed', shows: 'the step may go on' },
    },
  },
  output: ({ context }) => ({ code: context.code }),
});
