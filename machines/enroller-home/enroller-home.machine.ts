import { assertEvent, assign, setup } from 'xstate';
import { roleHomeMessages, type DataOf, type Platform } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { chosenGroup, portalValues, repGroupValues, type AgentGroup, type EnrollerKind } from '../shared/enroller-choices.ts';
import { endpointActors } from '../shared/not-provided.ts';
import type { StoredValues } from '../shared/storage.ts';
import { enrollerIdentityOf, identityValues, type EnrollerIdentity } from './home-values.ts';

export interface EnrollerHomeInput {
  kind: EnrollerKind;
  /** What storage held when the home opened (the home clears it). */
  stored: StoredValues;
}

export interface EnrollerHomeContext {
  kind: EnrollerKind;
  identity: EnrollerIdentity | null;
  /** The rep's full name or the group's name, for the welcome line. */
  name: string;
  platforms: Platform[];
  groups: AgentGroup[];
  /** The message under the step's choice. */
  error: string | null;
}

export type EnrollerHomeEvent =
  | { type: 'user.newMember' }
  | { type: 'user.currentMember' }
  | { type: 'user.back' }
  | { type: 'user.submitPortal'; portalId: string }
  | { type: 'user.startDirectEnrollment' }
  | { type: 'user.enrollGroup'; groupId: string };

export const enrollerHomeCalls = ['getAgentInfoEnroll', 'getGroupInfoEnroll', 'getEnrollmentPlatforms', 'getAgentGroups'] as const;

const repName = (agent: DataOf<'getAgentInfoEnroll'>) => [agent.agent_fname, agent.agent_mname, agent.agent_lname].filter(Boolean).join(' ');

/**
 * The rep home (/agent-home) and the group home (/group-home), spec 1 §2 and §4: clear storage
 * and keep only who the home is for; New Member or Current Member; the portal; then, for a rep,
 * a popup with Start Direct Enrollment or one of the rep's groups and Enroll (spec 3 §2.9); Back at each step. Without a rep or group to
 * show the home for, the visitor goes to '/'. A failed lookup goes to /404 like other lookups.
 */
export const enrollerHomeMachine = setup({
  types: {
    input: {} as EnrollerHomeInput,
    context: {} as EnrollerHomeContext,
    events: {} as EnrollerHomeEvent,
  },
  actors: endpointActors(enrollerHomeCalls),
  guards: {
    hasIdentity: ({ context }) => context.identity !== null,
    isRepHome: ({ context }) => context.kind === 'rep',
    portalIsChosen: ({ context, event }) => {
      assertEvent(event, 'user.submitPortal');
      return context.platforms.some((platform) => String(platform.platform_group_id) === event.portalId);
    },
    isOwnGroup: ({ context, event }) => {
      assertEvent(event, 'user.enrollGroup');
      return context.groups.some((group) => String(group.gid) === event.groupId);
    },
  },
  actions: {
    ...sharedActions,
    rememberName: assign((_, { name }: { name: string }) => ({ name })),
    rememberPlatforms: assign((_, { platforms }: { platforms: Platform[] }) => ({ platforms })),
    rememberGroups: assign((_, { groups }: { groups: AgentGroup[] }) => ({ groups })),
    showError: assign((_, { message }: { message: string }) => ({ error: message })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'enrollerHome',
  context: ({ input }) => ({
    kind: input.kind,
    identity: enrollerIdentityOf(input.kind, input.stored),
    name: '',
    platforms: [],
    groups: [],
    error: null,
  }),
  initial: 'checkingIdentity',
  states: {
    checkingIdentity: {
      always: [
        {
          guard: 'hasIdentity',
          target: 'loading',
          // visiting a home clears storage first (spec 1 §4); the identity is written back
          actions: ['clearStorage', { type: 'storeValues', params: ({ context }) => identityValues(context.identity!) }],
        },
        { target: 'leaving', actions: { type: 'navigate', params: { to: '/' } } },
      ],
    },
    loading: {
      tags: ['loading'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isRepHome', target: 'rep' }, { target: 'group' }],
        },
        rep: {
          invoke: {
            id: 'getAgentInfoEnroll',
            src: 'getAgentInfoEnroll',
            input: ({ context }) => ({ agent_id: context.identity!.id }),
            onDone: { target: 'platforms', actions: { type: 'rememberName', params: ({ event }) => ({ name: repName(event.output) }) } },
            onError: { target: '#enrollerHome.failed' },
          },
        },
        group: {
          invoke: {
            id: 'getGroupInfoEnroll',
            src: 'getGroupInfoEnroll',
            input: ({ context }) => ({ group_id: context.identity!.id }),
            onDone: { target: 'platforms', actions: { type: 'rememberName', params: ({ event }) => ({ name: event.output.gname }) } },
            onError: { target: '#enrollerHome.failed' },
          },
        },
        platforms: {
          invoke: {
            id: 'getEnrollmentPlatforms',
            src: 'getEnrollmentPlatforms',
            input: ({ context }) => (context.kind === 'rep' ? { agent_id: context.identity!.id } : { group_id: context.identity!.id }),
            onDone: [
              { guard: 'isRepHome', target: 'groups', actions: { type: 'rememberPlatforms', params: ({ event }) => ({ platforms: event.output }) } },
              { target: '#enrollerHome.choosingWho', actions: { type: 'rememberPlatforms', params: ({ event }) => ({ platforms: event.output }) } },
            ],
            onError: { target: '#enrollerHome.failed' },
          },
        },
        groups: {
          invoke: {
            id: 'getAgentGroups',
            src: 'getAgentGroups',
            input: ({ context }) => ({ agent_id: context.identity!.id }),
            onDone: { target: '#enrollerHome.choosingWho', actions: { type: 'rememberGroups', params: ({ event }) => ({ groups: event.output }) } },
            onError: { target: '#enrollerHome.failed' },
          },
        },
      },
    },
    choosingWho: {
      meta: { title: 'Who do you want to enroll for?' },
      on: {
        'user.newMember': { target: 'choosingPortal' },
        'user.currentMember': [
          { guard: 'isRepHome', target: 'leaving', actions: { type: 'navigate', params: { to: '/agent-select-member' } } },
          { target: 'leaving', actions: { type: 'navigate', params: { to: '/group-select-member' } } },
        ],
      },
    },
    choosingPortal: {
      meta: { title: 'Choose the Enrollment Portal' },
      exit: 'clearError',
      on: {
        'user.back': { target: 'choosingWho' },
        'user.submitPortal': [
          {
            guard: 'portalIsChosen',
            target: 'portalChosen',
            actions: {
              type: 'storeValues',
              params: ({ context, event }) => portalValues(context.platforms.find((platform) => String(platform.platform_group_id) === event.portalId)!),
            },
          },
          { actions: { type: 'showError', params: { message: roleHomeMessages.portal } } },
        ],
      },
    },
    portalChosen: {
      always: [
        { guard: 'isRepHome', target: 'choosingEnrollment' },
        {
          target: 'leaving',
          actions: [
            { type: 'storeValues', params: { enroll_type: 'new-group-member' } },
            { type: 'navigate', params: { to: '/home' } },
          ],
        },
      ],
    },
    // spec 3 §2.9: a popup with Start Direct Enrollment, or a group dropdown and Enroll
    choosingEnrollment: {
      meta: { title: 'Start Direct Enrollment or enroll for a group', shows: 'a popup over the portal choice' },
      exit: 'clearError',
      on: {
        'user.back': { target: 'choosingPortal' },
        'user.startDirectEnrollment': {
          target: 'leaving',
          actions: [
            { type: 'storeValues', params: { enroll_type: 'new-member' } },
            { type: 'navigate', params: { to: '/home' } },
          ],
        },
        'user.enrollGroup': [
          {
            guard: 'isOwnGroup',
            target: 'leaving',
            actions: [
              { type: 'storeValues', params: ({ context, event }) => repGroupValues(chosenGroup(context.groups, event.groupId)) },
              { type: 'removeStoredValues', params: { keys: ['tempId'] } },
              { type: 'navigate', params: { to: '/home' } },
            ],
          },
          { actions: { type: 'showError', params: { message: roleHomeMessages.group } } },
        ],
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
