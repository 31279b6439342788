import { assertEvent, assign, setup } from 'xstate';
import { fieldErrorsOf, isSubmittedReply, resumeMessages, savedTabOf, savedTabSchema, savedTabSteps, tabNameSchema, type ContinueResult, type SavedTab } from '../../contract/index.ts';
import { RECEIPT_PATH, sharedActions } from '../shared/effects.ts';
import { endpointActor } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import type { StoredValues } from '../shared/storage.ts';
import { stepPath } from './tab-list.ts';

export interface ContinueInput {
  /** /direct-continue/{id}/{tab}: the id from the link; null on /continue-enrollment's form. */
  directId: string | null;
  /** /direct-continue/{id}/{tab}: the link's tab as written; null (or absent) on the code form. */
  directTab?: string | null;
}

export interface ContinueContext {
  directId: string | null;
  /** The link's tab when it names one of the contract's tabs (`linkedTab`), else null: the server's saved tab decides. */
  linkedTab: SavedTab | null;
  errors: { code?: string; email?: string };
  failure: string | null;
}

export type ContinueEvent = { type: 'user.continue'; code: string; email: string };

/** Where a saved tab resumes (spec 3 §4.6): its step, or the cart for cart_info. */
export const resumePath = (savedTab: ContinueResult['saved_tab']): string => (savedTab === 'cart_info' ? '/cart' : stepPath(savedTabSteps[savedTab]));

/**
 * The tab a direct-continue link names (spec 3 §2.8), checked against the contract: a saved-tab
 * name as the mailed link writes it (contact_info, benificiary_info, cart_info), or a step's tab
 * name (beneficiary_info) read as its saved tab; anything else is null.
 */
export const linkedTab = (tab: string | null | undefined): SavedTab | null => {
  const saved = savedTabSchema.safeParse(tab);
  if (saved.success) return saved.data;
  const step = tabNameSchema.safeParse(tab);
  return step.success ? savedTabOf(step.data) : null;
};

/** What a resumed enrollment stores (spec 3 §4.6): its ids, and new-user resumes as new-member. */
export const resumedValues = ({ enrollment_id, others }: ContinueResult): StoredValues => ({
  tempId: enrollment_id,
  enroll_type: others.type === 'new-user' ? 'new-member' : 'existing-member',
  ...(others.group_id !== null && { group_id: String(others.group_id) }),
  ...(others.platform_group_id !== null && { portal_id: String(others.platform_group_id) }),
  ...(others.agent_id !== null && { agent_id: String(others.agent_id) }),
  ...(others.open_type !== null && { open_type: others.open_type }),
});

/**
 * Continue-by-code (spec 3 §2.8, §4.6): the code and e-mail (both required; a server error marks
 * its field; a used or superseded code is its own state, `codeSpent`: codes work once), or the direct-continue link's id and tab; the returned ids are stored and the saved
 * step opens with a reload: the link's tab when the contract names it, else the server's. A
 * submitted enrollment is closed: its code or link opens the receipt, and no step.
 */
export const continueEnrollmentMachine = setup({
  types: { input: {} as ContinueInput, context: {} as ContinueContext, events: {} as ContinueEvent },
  actors: { continueEnrollment: endpointActor('continueEnrollment'), directContinue: endpointActor('directContinue') },
  guards: {
    isDirect: ({ context }) => context.directId !== null,
    isSubmitted: (_, reply: ContinueResult) => isSubmittedReply(reply),
    linkNamesTab: ({ context }) => context.linkedTab !== null,
    /** The server says the code was used or superseded (issue 28 item 4: codes work once). */
    isSpentCode: (_, { error }: { error: unknown }) => fieldErrorsOf(error).some((fieldError) => fieldError.target_element === 'code' && fieldError.error_message === resumeMessages.spent),
    isFilledIn: ({ event }) => {
      assertEvent(event, 'user.continue');
      return event.code.trim() !== '' && event.email.trim() !== '';
    },
  },
  actions: {
    ...sharedActions,
    showMissing: assign(({ event }) => {
      assertEvent(event, 'user.continue');
      return {
        errors: { ...(event.code.trim() === '' && { code: 'Field is required' }), ...(event.email.trim() === '' && { email: 'Field is required' }) },
        failure: null,
      };
    }),
    showFailure: assign((_, { error }: { error: unknown }) => {
      const fields = Object.fromEntries(fieldErrorsOf(error).map((fieldError) => [fieldError.target_element, fieldError.error_message]));
      return {
        errors: { ...(fields.code && { code: fields.code }), ...(fields.email && { email: fields.email }) },
        failure: fields.code || fields.email ? null : failureMessage(error, 'The enrollment could not be found.'),
      };
    }),
    clearErrors: assign({ errors: {}, failure: null }),
  },
}).createMachine({
  id: 'continueEnrollment',
  context: ({ input }) => ({ directId: input.directId, linkedTab: linkedTab(input.directTab), errors: {}, failure: null }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'isDirect', target: 'resumingDirectly' }, { target: 'asking' }] },
    asking: {
      meta: { title: 'Continue enrollment', shows: 'code and e-mail with Continue' },
      initial: 'entering',
      states: {
        entering: {},
        codeSpent: {
          meta: { title: 'Code already used', shows: `at the code: '${resumeMessages.spent}'` },
        },
      },
      on: {
        'user.continue': [
          { guard: 'isFilledIn', target: 'resuming', actions: 'clearErrors' },
          { actions: 'showMissing' },
        ],
      },
    },
    resuming: {
      tags: ['loading'],
      invoke: {
        id: 'continueEnrollment',
        src: 'continueEnrollment',
        input: ({ event }) => {
          assertEvent(event, 'user.continue');
          return { code: event.code.trim(), email: event.email.trim() };
        },
        onDone: [
          {
            guard: { type: 'isSubmitted', params: ({ event }) => event.output },
            target: 'openingReceipt',
            actions: [
              { type: 'storeValues', params: ({ event }) => resumedValues(event.output) },
              { type: 'navigateAndReload', params: { to: RECEIPT_PATH } },
            ],
          },
          {
            target: 'resumed',
            actions: [
              { type: 'storeValues', params: ({ event }) => resumedValues(event.output) },
              { type: 'navigateAndReload', params: ({ event }) => ({ to: resumePath(event.output.saved_tab) }) },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'isSpentCode', params: ({ event }) => ({ error: event.error }) },
            target: 'asking.codeSpent',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'asking', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    resumingDirectly: {
      tags: ['loading'],
      invoke: {
        id: 'directContinue',
        src: 'directContinue',
        input: ({ context }) => ({ id: context.directId! }),
        // a submitted enrollment's receipt; else the link's own tab opens its step (spec 3 §2.8), and a
        // tab the contract does not name falls back to the server's saved tab
        onDone: [
          {
            guard: { type: 'isSubmitted', params: ({ event }) => event.output },
            target: 'openingReceipt',
            actions: [
              { type: 'storeValues', params: ({ event }) => resumedValues(event.output) },
              { type: 'navigateAndReload', params: { to: RECEIPT_PATH } },
            ],
          },
          {
            guard: 'linkNamesTab',
            target: 'resumed',
            actions: [
              { type: 'storeValues', params: ({ event }) => resumedValues(event.output) },
              { type: 'navigateAndReload', params: ({ context }) => ({ to: resumePath(context.linkedTab!) }) },
            ],
          },
          {
            target: 'resumed',
            actions: [
              { type: 'storeValues', params: ({ event }) => resumedValues(event.output) },
              { type: 'navigateAndReload', params: ({ event }) => ({ to: resumePath(event.output.saved_tab) }) },
            ],
          },
        ],
        // an unknown link offers the code form instead
        onError: { target: 'asking', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    resumed: { type: 'final', meta: { title: 'Resumed', shows: 'nothing: the saved step opens' } },
    openingReceipt: { type: 'final', meta: { title: 'Submitted', shows: 'nothing: the enrollment was submitted, its receipt opens, read-only' } },
  },
});
