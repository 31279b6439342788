import { assertEvent, assign, setup } from 'xstate';
import {
  enrollerCodeOf,
  enrollerSignInEndpoints,
  enrollerSignInMessages,
  fieldErrorsOf,
  isEmpty,
  openTypeSchema,
  tierSchema,
  type CurrentMember,
  type Empty,
  type Enroller,
  type Tier,
} from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActors } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import type { StoredValues } from '../shared/storage.ts';
import type { EnrollerKind } from '../shared/enroller-choices.ts';
import { shownPage, type ShownPage } from './member-picker-rules.ts';

export interface MemberPickerInput {
  /** rep: /agent-select-member (the rep's members); group: /group-select-member (the group's). */
  kind: EnrollerKind;
  stored: StoredValues;
}

export interface MemberPickerContext extends ShownPage {
  kind: EnrollerKind;
  /** The rep's or group's id; null when nobody is stored to pick for. */
  ownerId: string | null;
  stored: StoredValues;
  members: CurrentMember[];
  query: string;
  /** 0-based page of the search's rows; `rows`, `pages` and `noMatch` are what the table shows of it. */
  page: number;
  /** The member whose Enroll Now opened the tier modal. */
  selected: CurrentMember | null;
  error: string | null;
  /** Sign-in (docs/security.md, Reps and group administrators): the address the code went to. */
  email: string;
  /** What the code request answered, shown above the code field. */
  notice: string | null;
  emailError: string | null;
  codeError: string | null;
}

export type MemberPickerEvent =
  | { type: 'user.search'; query: string }
  | { type: 'user.page'; page: number }
  | { type: 'user.enrollNow'; userId: number }
  | { type: 'user.submitTier'; tier: string }
  | { type: 'user.cancel' }
  | { type: 'user.requestCode'; email: string }
  | { type: 'user.submitCode'; code: string }
  | { type: 'user.changeEmail' }
  | { type: 'user.signOut' };

export const memberPickerMessages = { tier: 'Please choose a tier' } as const;

export const memberPickerCalls = [
  'getAgentMembers',
  'getGroupUsers',
  'addFilterForExistingUser',
  'getEnrollerSession',
  'requestEnrollerCode',
  'signInEnroller',
  'signOutEnroller',
] as const;

const emailSchema = enrollerSignInEndpoints.requestEnrollerCode.request.shape.email;

/** The server's message at `field`, else its general message, else `fallback`. */
const messageAt = (error: unknown, field: string, fallback: string) =>
  fieldErrorsOf(error).find((fieldError) => fieldError.target_element === field)?.error_message ?? failureMessage(error, fallback);

/** What the picker shows before a sign-in (and again after a sign-out): no member, no address, no message. */
const nothingShown: Omit<MemberPickerContext, 'kind' | 'ownerId' | 'stored'> = {
  members: [],
  query: '',
  page: 0,
  ...shownPage([], '', 0),
  selected: null,
  error: null,
  email: '',
  notice: null,
  emailError: null,
  codeError: null,
};

/** What a current member's new enrollment stores (spec 1 §4, Current-member Enroll Now). */
const currentMemberFilterValues = (tempId: string, portalId: number | null): StoredValues => ({
  tempId,
  ...(portalId === null ? {} : { portal_id: String(portalId) }),
  isCurrentMemberAvailable: 'true',
  isFilterDataSubmitted: 'true',
  'show-quotation': 'true',
});

/**
 * The current-member pickers (spec 1 §2, §4): the rep's or group's members, searched and paged
 * five at a time (the page the table shows is computed here, as the search and page change); Enroll Now opens the tier modal, whose Submit creates the member's temporary
 * enrollment and opens /plans.
 */
export const memberPickerMachine = setup({
  types: {
    input: {} as MemberPickerInput,
    context: {} as MemberPickerContext,
    events: {} as MemberPickerEvent,
  },
  actors: endpointActors(memberPickerCalls),
  guards: {
    hasOwner: ({ context }) => context.ownerId !== null,
    /** The session is signed in as this page's rep or group administrator. */
    isOwnerSignedIn: ({ context }, { signedIn }: { signedIn: Enroller | Empty }) =>
      !isEmpty(signedIn) && signedIn.kind === context.kind && String(signedIn.id) === context.ownerId,
    emailIsValid: ({ event }) => {
      assertEvent(event, 'user.requestCode');
      return emailSchema.safeParse(event.email).success;
    },
    codeIsWellFormed: ({ event }) => {
      assertEvent(event, 'user.submitCode');
      return enrollerCodeOf(event.code) !== null;
    },
    isRepPicker: ({ context }) => context.kind === 'rep',
    pageExists: ({ context, event }) => {
      assertEvent(event, 'user.page');
      return Number.isInteger(event.page) && event.page >= 0 && event.page < context.pages;
    },
    isListedMember: ({ context, event }) => {
      assertEvent(event, 'user.enrollNow');
      return context.members.some((member) => member.user_id === event.userId);
    },
    tierIsChosen: ({ event }) => {
      assertEvent(event, 'user.submitTier');
      return tierSchema.safeParse(event.tier).success;
    },
  },
  actions: {
    ...sharedActions,
    rememberMembers: assign(({ context }, { members }: { members: CurrentMember[] }) => ({ members, ...shownPage(members, context.query, context.page) })),
    search: assign(({ context, event }) => {
      assertEvent(event, 'user.search');
      return { query: event.query, page: 0, error: null, ...shownPage(context.members, event.query, 0) };
    }),
    turnPage: assign(({ context, event }) => {
      assertEvent(event, 'user.page');
      return { page: event.page, error: null, ...shownPage(context.members, context.query, event.page) };
    }),
    select: assign(({ context, event }) => {
      assertEvent(event, 'user.enrollNow');
      return { selected: context.members.find((member) => member.user_id === event.userId) ?? null, error: null };
    }),
    unselect: assign({ selected: null, error: null }),
    showError: assign((_, { message }: { message: string }) => ({ error: message })),
    rememberEmail: assign(({ event }) => {
      assertEvent(event, 'user.requestCode');
      return { email: event.email.trim(), emailError: null, notice: null };
    }),
    showEmailError: assign(({ event }) => {
      assertEvent(event, 'user.requestCode');
      return { emailError: emailSchema.safeParse(event.email).error?.issues[0]?.message ?? enrollerSignInMessages.invalidEmail, notice: null };
    }),
    showCodeSent: assign((_, { message }: { message: string }) => ({ notice: message, codeError: null })),
    showCodeError: assign((_, { message }: { message: string }) => ({ codeError: message })),
    forgetCode: assign({ notice: null, codeError: null, emailError: null }),
    /** Signed out: nothing of the members or the address stays; the notice says so above the e-mail field. */
    forgetSignIn: assign((_, { message }: { message: string }) => ({ ...nothingShown, notice: message })),
  },
}).createMachine({
  id: 'memberPicker',
  context: ({ input }) => ({
    kind: input.kind,
    ownerId: (input.kind === 'rep' ? (input.stored.AGENT_ID ?? input.stored.agent_id) : input.stored.group_id) ?? null,
    stored: input.stored,
    ...nothingShown,
  }),
  initial: 'checkingOwner',
  states: {
    checkingOwner: {
      always: [
        { guard: 'hasOwner', target: 'checkingSignIn' },
        { target: 'leaving', actions: { type: 'navigate', params: { to: '/' } } },
      ],
    },
    // member data answers only to the members' own signed-in rep or group administrator
    checkingSignIn: {
      tags: ['loading'],
      invoke: {
        id: 'getEnrollerSession',
        src: 'getEnrollerSession',
        input: {},
        onDone: [
          { guard: { type: 'isOwnerSignedIn', params: ({ event }) => ({ signedIn: event.output }) }, target: 'loading' },
          { target: 'signingIn' },
        ],
        onError: { target: 'signingIn' },
      },
    },
    signingIn: {
      tags: ['signIn'],
      initial: 'askingEmail',
      states: {
        askingEmail: {
          meta: { title: 'Sign in', shows: 'the e-mail field, after a sign-out its notice' },
          on: {
            'user.requestCode': [{ guard: 'emailIsValid', target: 'requestingCode', actions: 'rememberEmail' }, { actions: 'showEmailError' }],
          },
        },
        requestingCode: {
          tags: ['saving'],
          invoke: {
            id: 'requestEnrollerCode',
            src: 'requestEnrollerCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'askingCode', actions: { type: 'showCodeSent', params: ({ event }) => ({ message: event.output.message }) } },
            onError: {
              target: 'askingEmail',
              actions: assign(({ event }) => ({ emailError: messageAt(event.error, 'email', 'Something went wrong') })),
            },
          },
        },
        askingCode: {
          tags: ['code'],
          meta: { title: 'Enter the code', shows: 'the notice and the code field' },
          on: {
            'user.submitCode': [
              { guard: 'codeIsWellFormed', target: 'checkingCode' },
              { actions: { type: 'showCodeError', params: { message: enrollerSignInMessages.codeFormat } } },
            ],
            'user.changeEmail': { target: 'askingEmail', actions: 'forgetCode' },
          },
        },
        checkingCode: {
          tags: ['code', 'saving'],
          invoke: {
            id: 'signInEnroller',
            src: 'signInEnroller',
            input: ({ context, event }) => {
              assertEvent(event, 'user.submitCode');
              return { email: context.email, code: enrollerCodeOf(event.code)! };
            },
            onDone: [
              { guard: { type: 'isOwnerSignedIn', params: ({ event }) => ({ signedIn: event.output }) }, target: '#memberPicker.loading', actions: 'forgetCode' },
              { target: 'askingCode', actions: { type: 'showCodeError', params: { message: enrollerSignInMessages.notThisSite } } },
            ],
            onError: {
              target: 'askingCode',
              actions: { type: 'showCodeError', params: ({ event }) => ({ message: messageAt(event.error, 'code', enrollerSignInMessages.failed) }) },
            },
          },
        },
      },
    },
    loading: {
      tags: ['loading'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isRepPicker', target: 'repMembers' }, { target: 'groupMembers' }],
        },
        repMembers: {
          invoke: {
            id: 'getAgentMembers',
            src: 'getAgentMembers',
            input: ({ context }) => ({ agent_id: context.ownerId! }),
            onDone: { target: '#memberPicker.browsing', actions: { type: 'rememberMembers', params: ({ event }) => ({ members: event.output }) } },
            onError: { target: '#memberPicker.failed' },
          },
        },
        groupMembers: {
          invoke: {
            id: 'getGroupUsers',
            src: 'getGroupUsers',
            input: ({ context }) => ({ group_id: context.ownerId! }),
            onDone: { target: '#memberPicker.browsing', actions: { type: 'rememberMembers', params: ({ event }) => ({ members: event.output }) } },
            onError: { target: '#memberPicker.failed' },
          },
        },
      },
    },
    browsing: {
      meta: { title: 'Current members', shows: 'the searched members, 5 a page' },
      on: {
        'user.search': { actions: 'search' },
        'user.page': { guard: 'pageExists', actions: 'turnPage' },
        'user.enrollNow': { guard: 'isListedMember', target: 'choosingTier', actions: 'select' },
        'user.signOut': { target: 'signingOut' },
      },
    },
    // the sign-in ends on the server; the picker asks for the e-mail again
    signingOut: {
      tags: ['signingOut'],
      meta: { title: 'Current members', shows: 'the list while Sign out waits' },
      invoke: {
        id: 'signOutEnroller',
        src: 'signOutEnroller',
        input: {},
        onDone: { target: 'signingIn', actions: { type: 'forgetSignIn', params: ({ event }) => ({ message: event.output.message }) } },
        onError: { target: 'browsing', actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(event.error, 'Something went wrong') }) } },
      },
    },
    choosingTier: {
      tags: ['tierModal'],
      meta: { title: 'Choose a tier' },
      on: {
        'user.cancel': { target: 'browsing', actions: 'unselect' },
        'user.submitTier': [
          { guard: 'tierIsChosen', target: 'creatingFilter' },
          { actions: { type: 'showError', params: { message: memberPickerMessages.tier } } },
        ],
      },
    },
    creatingFilter: {
      tags: ['tierModal', 'saving'],
      invoke: {
        id: 'addFilterForExistingUser',
        src: 'addFilterForExistingUser',
        input: ({ context, event }) => {
          assertEvent(event, 'user.submitTier');
          const member = context.selected!;
          return {
            user_id: member.user_id,
            tier: event.tier as Tier,
            eprocess: context.kind,
            agent_id: context.stored.AGENT_ID ?? context.stored.agent_id,
            group_id: context.kind === 'group' ? context.ownerId! : member.group_info?.group_id,
            policy_id: member.policy_id,
            open_type: openTypeSchema.safeParse(context.stored.open_type).data,
          };
        },
        onDone: {
          target: 'leaving',
          actions: [
            { type: 'storeValues', params: ({ event }) => currentMemberFilterValues(event.output.temp_enrollment_id, event.output.portal_id) },
            // spec 1 §3, spec 2 §5–6: a current member's enrollment is an existing-member one (its e-mail and phone are checked),
            // made by this rep or group administrator (the enroller code is theirs to give), whoever the landing took them for
            { type: 'storeValues', params: ({ context }) => ({ enroll_type: 'existing-member', eprocess: context.kind }) },
            { type: 'navigate', params: { to: '/plans' } },
          ],
        },
        onError: { target: 'choosingTier', actions: { type: 'showError', params: ({ event }) => ({ message: failureMessage(event.error, 'Something went wrong') }) } },
      },
    },
    failed: {
      type: 'final',
      entry: { type: 'navigate', params: { to: '/404' } },
    },
    leaving: {
      type: 'final',
      tags: ['leaving'],
    },
  },
});
