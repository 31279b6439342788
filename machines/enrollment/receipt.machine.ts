import { assign, setup } from 'xstate';
import type { DataOf } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActor } from '../shared/not-provided.ts';
import type { StoredValues } from '../shared/storage.ts';

export interface ReceiptInput {
  tempId: string | null;
  stored: StoredValues;
}

export interface ReceiptContext {
  tempId: string | null;
  receipt: DataOf<'getReceipt'> | null;
  /** Where Return to homepage goes (spec 3 §2.7). */
  home: string;
}

/** Rep Home: where a rep's receipt also leads, and a rep's Return to homepage. */
export const REP_HOME = '/agent-home';

/**
 * Return to homepage (spec 3 §2.7): the referral page when an open type and a referral are stored;
 * / when only an open type is; otherwise by process: rep /agent-home, applicant /member-home,
 * group /group-home.
 */
export const receiptHome = (stored: StoredValues): string => {
  if (stored.open_type && stored.referral) return `/referrals?rid=${encodeURIComponent(stored.referral)}`;
  if (stored.open_type) return '/';
  switch (stored.eprocess) {
    case 'rep':
      return REP_HOME;
    case 'applicant':
      return '/member-home';
    case 'group':
      return '/group-home';
    default:
      return '/';
  }
};

/**
 * The receipt (spec 3 §2.7, §4.5): get-receipt greets by name with the confirmation number
 * (policy_id); once it is fetched the stored tempId and dep_sync_temp_id are removed. A receipt
 * worth keeping (issue 28 item 6): it also lists the effective date, the people covered and the
 * payment method (masked); a rep's enrollment (the server's eprocess) addresses the rep, who
 * enrolled the member, and links to Rep Home; Print or save as PDF prints the page; Back goes to
 * the home page of Return to homepage.
 */
export const receiptMachine = setup({
  types: { input: {} as ReceiptInput, context: {} as ReceiptContext, events: {} as { type: 'user.print' } },
  actors: { getReceipt: endpointActor('getReceipt') },
  guards: {
    hasTempId: ({ context }) => context.tempId !== null,
    isEnrolledByRep: (_, { receipt }: { receipt: DataOf<'getReceipt'> }) => receipt.eprocess === 'rep',
  },
  actions: {
    ...sharedActions,
    showReceipt: assign((_, { receipt }: { receipt: DataOf<'getReceipt'> }) => ({ receipt })),
    /** The browser's print dialog, which also saves the page as a PDF. */
    printReceipt: () => {},
    /**
     * Back from the receipt goes to `to` (issue 28 item 6): the page behind the receipt in the
     * browser's history becomes the home page, not the closed wizard step, which has nothing to show.
     */
    putHomeBehind: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'receipt',
  context: ({ input }) => ({ tempId: input.tempId, receipt: null, home: receiptHome(input.stored) }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'hasTempId', target: 'loading' }, { target: 'unavailable' }] },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'getReceipt',
        src: 'getReceipt',
        input: ({ context }) => ({ enrollment_id: context.tempId! }),
        onDone: [
          {
            guard: { type: 'isEnrolledByRep', params: ({ event }) => ({ receipt: event.output }) },
            target: 'shown.forRep',
            actions: [
              { type: 'showReceipt', params: ({ event }) => ({ receipt: event.output }) },
              { type: 'removeStoredValues', params: { keys: ['tempId', 'dep_sync_temp_id'] } },
            ],
          },
          {
            target: 'shown.forMember',
            actions: [
              { type: 'showReceipt', params: ({ event }) => ({ receipt: event.output }) },
              { type: 'removeStoredValues', params: { keys: ['tempId', 'dep_sync_temp_id'] } },
            ],
          },
        ],
        onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: {
      initial: 'forMember',
      entry: { type: 'putHomeBehind', params: ({ context }) => ({ to: context.home }) },
      on: { 'user.print': { actions: 'printReceipt' } },
      states: {
        forMember: {
          meta: {
            title: 'Receipt',
            shows: 'Thank you, {name}!, confirmation number, effective date, people covered, plans and prices, payment method (masked), Enrollment Receipt line, Print or save as PDF, Return to homepage',
          },
        },
        forRep: {
          meta: {
            title: "Rep's receipt",
            shows: 'You enrolled {name}, confirmation number, effective date, people covered, plans and prices, payment method (masked), Print or save as PDF, Rep Home, Return to homepage',
          },
        },
      },
    },
    unavailable: { meta: { title: 'No receipt', shows: 'no enrollment to show; Return to homepage' } },
  },
});
