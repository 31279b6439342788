import { assign, setup } from 'xstate';
import { openTypeSchema, type OpenType, type Tier } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActors } from '../shared/not-provided.ts';
import type { StoredValues } from '../shared/storage.ts';

/** The member home (the stored member), or the member-benefit-store page (its signed link and tier). */
export type MemberHomeInput = { stored: StoredValues } & ({ userId: string | null; link?: undefined; tier?: undefined } | { link: string; tier: Tier });

export interface MemberHomeContext {
  /** The member: decoded from the store page's link, else the stored USER_ID. */
  userId: string | null;
  /** The store page's signed member link, which decrypt-detail decodes (docs/security.md, Links). */
  link: string | null;
  tier: Tier;
  /** The store page skips the welcome: it has its tier already. */
  fromStore: boolean;
  name: string;
  openType: OpenType | undefined;
}

export type MemberHomeEvent = { type: 'user.submit'; tier: Tier };

export const memberHomeCalls = ['decryptDetail', 'getMemberInfo', 'addFilterForMember'] as const;

/** The member session a member's page keeps after clearing storage. */
const memberValues = (userId: string): StoredValues => ({ USER_ID: userId, eprocess: 'applicant' });

/**
 * What the member's new filter stores (spec 1 §4, §7): its temporary enrollment, its portal when
 * the reply names one, and the flags a submitted quote sets. The member's own enrollment is an
 * existing-member one (spec 1 §3, spec 2 §5–6: its e-mail and phone are checked).
 */
export const memberFilterValues = (tempId: string, portalId: number | null): StoredValues => ({
  tempId,
  ...(portalId === null ? {} : { portal_id: String(portalId) }),
  enroll_type: 'existing-member',
  isFilterDataSubmitted: 'true',
  'show-quotation': 'true',
});

/**
 * The member home (/member-home: welcome, Choose Tier default IO, Submit) and the bare
 * member-benefit-store page (/member-benefit-store/{id}/{tier}), spec 3 §2.9: both clear storage
 * (spec 1 §4), keep the member, create the member's filter (add-filter-for-member) and open /plans.
 * The store page's id is the member's signed link: decrypt-detail decodes it (spec 1 §8) and lets
 * this browser's session act as the member; a link it cannot decode opens nothing.
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
    linkNamesMember: (_, { userId }: { userId: number | null }) => userId !== null,
  },
  actions: {
    ...sharedActions,
    rememberName: assign((_, { name }: { name: string }) => ({ name })),
    chooseTier: assign((_, { tier }: { tier: Tier }) => ({ tier })),
    rememberMember: assign((_, { userId }: { userId: string }) => ({ userId })),
  },
}).createMachine({
  id: 'memberHome',
  context: ({ input }) => ({
    userId: input.link === undefined ? input.userId : null,
    link: input.link ?? null,
    tier: input.tier ?? 'IO',
    fromStore: input.link !== undefined,
    name: '',
    openType: openTypeSchema.safeParse(input.stored.open_type).data,
  }),
  initial: 'checkingMember',
  states: {
    checkingMember: {
      always: [
        { guard: 'isStorePage', target: 'decodingLink' },
        {
          guard: 'hasMember',
          target: 'loadingMember',
          actions: ['clearStorage', { type: 'storeValues', params: ({ context }) => memberValues(context.userId!) }],
        },
        { target: 'leaving', actions: { type: 'navigate', params: { to: '/' } } },
      ],
    },
    decodingLink: {
      tags: ['loading'],
      invoke: {
        id: 'decryptDetail',
        src: 'decryptDetail',
        input: ({ context }) => ({ userID: context.link! }),
        onDone: [
          {
            guard: { type: 'linkNamesMember', params: ({ event }) => ({ userId: event.output[0]?.userID ?? null }) },
            target: 'creatingFilter',
            actions: [
              { type: 'rememberMember', params: ({ event }) => ({ userId: String(event.output[0]!.userID) }) },
              'clearStorage',
              { type: 'storeValues', params: ({ event }) => memberValues(String(event.output[0]!.userID)) },
            ],
          },
          // forged, altered or expired: the link opens nothing
          { target: 'failed' },
        ],
        onError: { target: 'failed' },
      },
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
            { type: 'storeValues', params: ({ event }) => memberFilterValues(event.output.temp_enrollment_id, event.output.portal_id) },
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
