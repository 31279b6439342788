import { assign, setup } from 'xstate';
import { openTypeSchema, type OpenType, type Tier } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActors } from '../shared/not-provided.ts';
import type { StoredValues } from '../shared/storage.ts';

export interface MemberHomeInput {
  /** The member: from the URL on the member-benefit-store page, else the stored USER_ID. */
  userId: string | null;
  /** Given on the member-benefit-store page, which creates the filter at once. */
  tier: Tier | null;
  stored: StoredValues;
}

export interface MemberHomeContext {
  userId: string | null;
  tier: Tier;
  /** The store page skips the welcome: it has its tier already. */
  fromStore: boolean;
  name: string;
  openType: OpenType | undefined;
}

export type MemberHomeEvent = { type: 'user.submit'; tier: Tier };

export const memberHomeCalls = ['getMemberInfo', 'addFilterForMember'] as const;

/** The member session a member's page keeps after clearing storage. */
const memberValues = (userId: string): StoredValues => ({ USER_ID: userId, eprocess: 'applicant' });

/**
 * The member home (/member-home: welcome, Choose Tier default IO, Submit) and the bare
 * member-benefit-store page (/member-benefit-store/{id}/{tier}), spec 3 §2.9: both clear storage
 * (spec 1 §4), keep the member, create the member's filter (add-filter-for-member) and open /plans.
 */
export const memberHomeMachine = setup({
  types: {
    input: {} as MemberHomeInput,
    context: {} as MemberHomeContext,
    events: {} as MemberHomeEvent,
  },
  actors: endpointActors(memberHomeCalls),
  guards: {
    hasMember: ({ context }) => context.userId !== null,
    isStorePage: ({ context }) => context.fromStore,
  },
  actions: {
    ...sharedActions,
    rememberName: assign((_, { name }: { name: string }) => ({ name })),
    chooseTier: assign((_, { tier }: { tier: Tier }) => ({ tier })),
  },
}).createMachine({
  id: 'memberHome',
  context: ({ input }) => ({
    userId: input.userId,
    tier: input.tier ?? 'IO',
    fromStore: input.tier !== null,
    name: '',
    openType: openTypeSchema.safeParse(input.stored.open_type).data,
  }),
  initial: 'checkingMember',
  states: {
    checkingMember: {
      always: [
        {
          guard: 'hasMember',
          target: 'choosingPage',
          actions: ['clearStorage', { type: 'storeValues', params: ({ context }) => memberValues(context.userId!) }],
        },
        { target: 'leaving', actions: { type: 'navigate', params: { to: '/' } } },
      ],
    },
    choosingPage: {
      always: [{ guard: 'isStorePage', target: 'creatingFilter' }, { target: 'loadingMember' }],
    },
    loadingMember: {
      tags: ['loading'],
      invoke: {
        id: 'getMemberInfo',
        src: 'getMemberInfo',
        input: ({ context }) => ({ user_id: context.userId! }),
        onDone: {
          target: 'choosingTier',
          actions: { type: 'rememberName', params: ({ event }) => ({ name: `${event.output.member_info.first_name} ${event.output.member_info.last_name}` }) },
        },
        onError: { target: 'failed' },
      },
    },
    choosingTier: {
      meta: { title: 'Member home', shows: "welcome with the member's name, Choose Tier (default IO), Submit" },
      on: {
        'user.submit': { target: 'creatingFilter', actions: { type: 'chooseTier', params: ({ event }) => ({ tier: event.tier }) } },
      },
    },
    creatingFilter: {
      tags: ['saving'],
      invoke: {
        id: 'addFilterForMember',
        src: 'addFilterForMember',
        input: ({ context }) => ({ user_id: context.userId!, tier: context.tier, open_type: context.openType }),
        onDone: {
          target: 'leaving',
          actions: [
            { type: 'storeValues', params: ({ event }) => ({ tempId: event.output.temp_enrollment_id }) },
            // spec 1 §3, spec 2 §5–6: the member's own enrollment is an existing-member one (its e-mail and phone are checked)
            { type: 'storeValues', params: { enroll_type: 'existing-member' } },
            { type: 'navigate', params: { to: '/plans' } },
          ],
        },
        // the home lets the member try again; the bare store page has nothing to show
        onError: [{ guard: 'isStorePage', target: 'failed' }, { target: 'choosingTier' }],
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
