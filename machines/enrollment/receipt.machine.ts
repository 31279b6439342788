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
      return '/agent-home';
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
 * (policy_id); once it is fetched the stored tempId and dep_sync_temp_id are removed.
 */
export const receiptMachine = setup({
  types: { input: {} as ReceiptInput, context: {} as ReceiptContext },
  actors: { getReceipt: endpointActor('getReceipt') },
  guards: { hasTempId: ({ context }) => context.tempId !== null },
  actions: {
    ...sharedActions,
    showReceipt: assign((_, { receipt }: { receipt: DataOf<'getReceipt'> }) => ({ receipt })),
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
        onDone: {
          target: 'shown',
          actions: [
            { type: 'showReceipt', params: ({ event }) => ({ receipt: event.output }) },
            { type: 'removeStoredValues', params: { keys: ['tempId', 'dep_sync_temp_id'] } },
          ],
        },
        onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: { meta: { title: 'Receipt', shows: 'greeting, confirmation number, Enrollment Receipt line, Return to homepage' } },
    unavailable: { meta: { title: 'No receipt', shows: 'no enrollment to show; Return to homepage' } },
  },
});
