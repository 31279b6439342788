import { assertEvent, assign, setup } from 'xstate';
import { fieldErrorsOf, quoteMessages, type DataOf, type RepValidation } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActors } from '../shared/not-provided.ts';
import { failureMessage, isEmptyResult, present } from '../shared/results.ts';
import type { StoredValues } from '../shared/storage.ts';

/** rep: the Access Code modal (a rep's code); group: the Employee Enrollment modal (a group code). */
export type AccessCodeKind = 'rep' | 'group';

export interface AccessCodeInput {
  kind: AccessCodeKind;
}

type GroupValidation = DataOf<'validateGroup'>;

export interface AccessCodeContext {
  kind: AccessCodeKind;
  /** The code as entered; kept when the visitor goes back to re-enter it. */
  code: string;
  /** The message shown at the code field. */
  error: string | null;
  rep: RepValidation | null;
  group: GroupValidation | null;
}

export type AccessCodeEvent =
  | { type: 'user.submit'; code: string }
  | { type: 'user.yes' }
  | { type: 'user.no' }
  | { type: 'user.reenter' };

/** Messages for a code the server answered 204 for: the spec's "invalid code" without a body. */
export const unknownCodeMessages: Record<AccessCodeKind, string> = {
  rep: 'Invalid agent code',
  group: 'Invalid group code',
};

const codeField: Record<AccessCodeKind, string> = { rep: 'agent_code', group: 'group_code' };

/** The server's message for the code: its field error, else the reply's message. */
const codeErrorOf = (error: unknown, kind: AccessCodeKind): string =>
  fieldErrorsOf(error).find((field) => field.target_element === codeField[kind])?.error_message ??
  failureMessage(error, unknownCodeMessages[kind]);

/**
 * What a rep's Yes keeps across the reload: the rep's identity, which start-up turns into a rep
 * session when the landing it reloads at is this rep's (docs/architecture.md, Role homes).
 */
export const repArrivalValues = (rep: RepValidation): StoredValues => ({ AGENT_ID: String(rep.agent_id), eprocess: 'rep' });

/** Where Yes goes: the landing url, or the config-error screen when it is empty (spec 1 §4, §8). */
const landingConfigError: Record<AccessCodeKind, string> = {
  rep: '/landing-config-error/Agent',
  group: '/landing-config-error/Group',
};

/**
 * What the config-error screen reads: an 'OOPS!' page (spec 3 §2.9, §8) saying the landing url is
 * not configured for the enroll type (Group or Agent).
 */
export const landingConfigErrorMessages = {
  title: 'OOPS!',
  notConfigured: (enrollType: string) => `The landing url is not configured for this ${enrollType} enroll type. Please contact your administrator.`,
} as const;

export const accessCodeCalls = ['validateAgent', 'validateGroup'] as const;

/**
 * The Access Code and Employee Enrollment modals (spec 1 §2, §4, §5): enter a code, validate it,
 * confirm who it belongs to; Yes loads its landing page (or the config-error screen), No starts
 * over, and the group's link goes back to the code as entered.
 */
export const accessCodeMachine = setup({
  types: {
    input: {} as AccessCodeInput,
    context: {} as AccessCodeContext,
    events: {} as AccessCodeEvent,
  },
  actors: endpointActors(accessCodeCalls),
  guards: {
    codeIsEntered: ({ event }) => {
      assertEvent(event, 'user.submit');
      return event.code.trim() !== '';
    },
    isRepCode: ({ context }) => context.kind === 'rep',
    hasLandingUrl: ({ context }) => Boolean((context.rep ?? context.group)?.landing_url),
    isEmptyResult,
  },
  actions: {
    ...sharedActions,
    acceptCode: assign(({ event }) => {
      assertEvent(event, 'user.submit');
      return { code: event.code.trim(), error: null };
    }),
    rejectBlankCode: assign({ code: '', error: quoteMessages.required }),
    showUnknownCode: assign(({ context }) => ({ error: unknownCodeMessages[context.kind] })),
    showCodeError: assign(({ context }, { error }: { error: unknown }) => ({ error: codeErrorOf(error, context.kind) })),
    rememberRep: assign((_, { rep }: { rep: RepValidation }) => ({ rep })),
    rememberGroup: assign((_, { group }: { group: GroupValidation }) => ({ group })),
    forgetAnswer: assign({ rep: null, group: null }),
    reset: assign({ code: '', error: null, rep: null, group: null }),
  },
}).createMachine({
  id: 'accessCode',
  context: ({ input }) => ({ kind: input.kind, code: '', error: null, rep: null, group: null }),
  initial: 'entering',
  states: {
    entering: {
      tags: ['editing'],
      meta: { title: 'Enter the code' },
      on: {
        'user.submit': [
          { guard: 'codeIsEntered', target: 'validating', actions: 'acceptCode' },
          { actions: 'rejectBlankCode' },
        ],
      },
    },
    validating: {
      tags: ['editing', 'validating'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isRepCode', target: 'rep' }, { target: 'group' }],
        },
        rep: {
          invoke: {
            id: 'validateAgent',
            src: 'validateAgent',
            input: ({ context }) => ({ agent_code: context.code }),
            onDone: [
              { guard: 'isEmptyResult', target: '#accessCode.entering', actions: 'showUnknownCode' },
              { target: '#accessCode.confirming.rep', actions: { type: 'rememberRep', params: ({ event }) => ({ rep: present(event.output) }) } },
            ],
            onError: { target: '#accessCode.entering', actions: { type: 'showCodeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        group: {
          invoke: {
            id: 'validateGroup',
            src: 'validateGroup',
            input: ({ context }) => ({ group_code: context.code }),
            onDone: [
              { guard: 'isEmptyResult', target: '#accessCode.entering', actions: 'showUnknownCode' },
              { target: '#accessCode.confirming.group', actions: { type: 'rememberGroup', params: ({ event }) => ({ group: present(event.output) }) } },
            ],
            onError: { target: '#accessCode.entering', actions: { type: 'showCodeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    confirming: {
      tags: ['confirming'],
      initial: 'rep',
      // No starts the modal over (spec 1 §4)
      on: { 'user.no': { target: 'entering', actions: 'reset' } },
      states: {
        rep: {
          meta: { title: 'Confirm the rep', shows: "the rep's name, code, e-mail and phone (xxx) xxx-xxxx" },
          on: {
            'user.yes': [
              {
                guard: 'hasLandingUrl',
                target: '#accessCode.leaving',
                actions: [
                  { type: 'storeValues', params: ({ context }) => repArrivalValues(context.rep!) },
                  { type: 'navigateAndReload', params: ({ context }) => ({ to: context.rep!.landing_url }) },
                ],
              },
              { target: '#accessCode.leaving', actions: { type: 'navigateAndReload', params: { to: landingConfigError.rep } } },
            ],
          },
        },
        group: {
          meta: { title: 'Confirm the company', shows: 'the company name and a link to re-enter the code' },
          on: {
            'user.yes': [
              {
                guard: 'hasLandingUrl',
                target: '#accessCode.leaving',
                actions: { type: 'navigateAndReload', params: ({ context }) => ({ to: context.group!.landing_url }) },
              },
              { target: '#accessCode.leaving', actions: { type: 'navigateAndReload', params: { to: landingConfigError.group } } },
            ],
            'user.reenter': { target: '#accessCode.entering', actions: 'forgetAnswer' },
          },
        },
      },
    },
    leaving: {
      type: 'final',
      tags: ['leaving'],
      meta: { title: 'Loading the landing page' },
    },
  },
});
