import { assign, or, setup } from 'xstate';
import { type DataOf } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActors } from '../shared/not-provided.ts';
import { isEmptyResult, present } from '../shared/results.ts';
import type { StorageKey, StoredValues } from '../shared/storage.ts';
import type { StartRoute } from './start-route.ts';
import {
  domainSessionValues,
  elevateValues,
  externalSessionValues,
  groupInfoValues,
  groupLandingValues,
  groupNameValues,
  groupSessionValues,
  homeLandingValues,
  landingSessionValues,
  memberSessionValues,
  referralSessionValues,
  repLandingValues,
  summarizeSession,
  type SessionSummary,
} from './session-values.ts';

/** What the not-found screen reads (spec 1 §2 /404, §8), word for word. */
export const pageNotFoundMessage = 'OOPS! Page not found';

export interface SessionInput {
  /** The host the app runs on (location.host). */
  host: string;
  /** The association's own host (app config). */
  mainHost: string;
  /** Base64 of `host`, as the domain lookup takes it; the app encodes it. */
  siteDomain: string;
  route: StartRoute;
  /** What storage held when the app started. */
  stored: StoredValues;
}

export interface SessionContext extends SessionInput {
  /** Displayed name of the rep, member or group, when start-up looked one up. */
  displayName: string | null;
  /** Set when start-up is ready: what the app renders for. */
  session: SessionSummary | null;
  /** The rep an access code's Yes stored before reloading at a landing, which clears storage. */
  arrivingRep: string | null;
}

/** The calls start-up makes: each is an actor named after its endpoint. */
export const sessionCalls = [
  'getDefaultInfo',
  'getDomainSiteInformation',
  'validateLandingPage',
  'getEnrollmentInfoReferral',
  'validateGroup',
  'decryptDetail',
  'trackElevateTraffic',
  'getElevateInfo',
  'getExternalSiteInformation',
  'getAgentInfoEnroll',
  'getMemberInfo',
  'getGroupInfoEnroll',
] as const;

/** The stored values start-up's decision reads (its guards), before any call: what the server must know to decide as the browser would. */
export const sessionDecisionKeys = ['landing', 'open_type', 'tempId', 'eprocess', 'AGENT_ID', 'agent_id', 'USER_ID', 'group_id'] as const satisfies readonly StorageKey[];

/** Storage keys a failed landing leaves behind (spec 1 §4: "failure clears landing data"). */
const landingKeys = ['landing', 'agent_id', 'group_id', 'portal_id', 'open_type'] as const;

const routeOf = <K extends StartRoute['kind']>(route: StartRoute, kind: K) =>
  route.kind === kind ? (route as Extract<StartRoute, { kind: K }>) : null;

/**
 * Start-up (spec 1 §4): decides the session from host, route and storage before the app shows.
 *
 * Decisions:
 * - Route cases (referrals, websites, external, resume, landing) come before host cases: they
 *   name the site explicitly, the host only implies it.
 * - A reload of /jane/... when the stored landing is already 'jane' keeps the session (it is
 *   restored from the stored ids) instead of clearing storage, so a visitor's cart survives it.
 * - Likewise another host's lookup runs only when nothing is stored for that origin yet (storage
 *   is per origin): a reload of /cart on a group site stays on /cart with its session.
 * - Restoring from stored ids never fails the start: a failed lookup leaves what is stored.
 * - A group's landing makes its visitor an employee enrolling themself (new-group-member, eprocess
 *   applicant): the Employee Enrollment code's Yes reloads there. A later look-up of the stored
 *   group keeps that role; only a stored group without one becomes a group session.
 * - Spec 1 §2 Home landing: on the main host a rep's or group's landing is resolved by the domain
 *   lookup as well; its visitor is a new group member (of the landing's group, or of the host's
 *   when the landing names none) and goes to the landing's /. Its failure is the landing's (/404).
 * - A rep whose access code was confirmed (AGENT_ID and eprocess rep stored) and who reloads at
 *   that rep's own landing keeps the rep identity through the landing's storage reset; at anyone
 *   else's landing the rep is an ordinary visitor.
 */
export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    output: {} as SessionSummary | null,
  },
  actors: endpointActors(sessionCalls),
  guards: {
    isReferralsRoute: ({ context }) => context.route.kind === 'referrals',
    isWebsitesRoute: ({ context }) => context.route.kind === 'websites',
    isExternalRoute: ({ context }) => context.route.kind === 'external',
    isResumeRoute: ({ context }) => context.route.kind === 'resume',
    isStoredLandingReload: ({ context }) => {
      const landing = routeOf(context.route, 'landing');
      return landing !== null && landing.landing === context.stored.landing;
    },
    hasLandingParam: ({ context }) => context.route.kind === 'landing',
    isOtherHostWithoutStoredSession: ({ context }) => context.host !== context.mainHost && !context.stored.open_type,
    // an enrollment in progress is a session too: a resumed member's enrollment stores no open type
    isMainHostWithoutStoredSession: ({ context }) => context.host === context.mainHost && !context.stored.open_type && !context.stored.tempId,
    hasStoredRep: ({ context }) => context.stored.eprocess === 'rep' && Boolean(context.stored.AGENT_ID ?? context.stored.agent_id),
    hasStoredUser: ({ context }) => Boolean(context.stored.USER_ID),
    hasStoredGroup: ({ context }) => Boolean(context.stored.group_id),
    hasReferralId: ({ context }) => Boolean(routeOf(context.route, 'referrals')?.rid),
    hasGroupParam: ({ context }) => Boolean(routeOf(context.route, 'websites')?.group),
    hasSiteParam: ({ context }) => Boolean(routeOf(context.route, 'external')?.site),
    isElevateSite: ({ context }) => {
      const websites = routeOf(context.route, 'websites');
      return websites?.group === 'elevate' && Boolean(websites.id);
    },
    linkNamesEnrollment: (_, { enrollmentId }: { enrollmentId: string | null }) => enrollmentId !== null,
    isArrivingRepsLanding: ({ context }, { agentId }: { agentId: number | null }) => context.arrivingRep !== null && String(agentId) === context.arrivingRep,
    isMainHostAgentOrGroupLanding: ({ context }) =>
      context.host === context.mainHost && (context.stored.open_type === 'agent' || context.stored.open_type === 'group'),
    isGroupLanding: (_, { landing }: { landing: DataOf<'validateLandingPage'> }) => landing.open_type === 'group' && landing.group_id !== null,
    // an employee from a group's landing stays an applicant when the stored group is looked up again
    isApplicantSession: ({ context }) => context.stored.eprocess === 'applicant',
    isEmptyResult,
  },
  actions: {
    ...sharedActions,
    /** Mirrors a storage write in context, so the session summary reads what is stored. */
    remember: assign(({ context }, values: StoredValues) => ({ stored: { ...context.stored, ...values } })),
    forgetStored: assign({ stored: {} }),
    forgetLanding: assign(({ context }) => ({
      stored: Object.fromEntries(Object.entries(context.stored).filter(([key]) => !(landingKeys as readonly string[]).includes(key))),
    })),
    rememberDisplayName: assign((_, params: { displayName: string }) => ({ displayName: params.displayName })),
    summarize: assign(({ context }) => ({ session: summarizeSession(context.stored, context.displayName) })),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    ...input,
    displayName: null,
    session: null,
    arrivingRep: input.stored.eprocess === 'rep' ? (input.stored.AGENT_ID ?? null) : null,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      tags: ['loading'],
      always: [
        { guard: 'isReferralsRoute', target: 'referrals' },
        { guard: 'isWebsitesRoute', target: 'websites' },
        { guard: 'isExternalRoute', target: 'external' },
        { guard: 'isResumeRoute', target: 'ready', actions: ['clearStorage', 'forgetStored'] },
        { guard: 'isStoredLandingReload', target: 'restoring' },
        { guard: 'hasLandingParam', target: 'validatingLanding', actions: ['clearStorage', 'forgetStored'] },
        // a role home's session has no open type, yet a reload must keep it
        { guard: or(['hasStoredRep', 'hasStoredUser']), target: 'restoring' },
        { guard: 'isOtherHostWithoutStoredSession', target: 'lookingUpDomain' },
        { guard: 'isMainHostWithoutStoredSession', target: 'loadingDefaultSite', actions: ['clearStorage', 'forgetStored'] },
        { target: 'restoring' },
      ],
    },
    loadingDefaultSite: {
      tags: ['loading'],
      invoke: {
        id: 'getDefaultInfo',
        src: 'getDefaultInfo',
        input: {},
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeValues', params: ({ event }) => groupSessionValues(event.output) },
            { type: 'remember', params: ({ event }) => groupSessionValues(event.output) },
          ],
        },
        onError: { target: 'notFound' },
      },
    },
    lookingUpDomain: {
      tags: ['loading'],
      invoke: {
        id: 'getDomainSiteInformation',
        src: 'getDomainSiteInformation',
        input: ({ context }) => ({ site_domain: context.siteDomain }),
        onDone: [
          { guard: 'isEmptyResult', target: 'notFound' },
          {
            target: 'ready',
            actions: [
              { type: 'storeValues', params: ({ event }) => domainSessionValues(present(event.output)) },
              { type: 'remember', params: ({ event }) => domainSessionValues(present(event.output)) },
              { type: 'navigate', params: { to: '/home' } },
            ],
          },
        ],
        onError: { target: 'notFound' },
      },
    },
    validatingLanding: {
      tags: ['loading'],
      invoke: {
        id: 'validateLandingPage',
        src: 'validateLandingPage',
        input: ({ context }) => ({ landing_page: routeOf(context.route, 'landing')?.landing ?? '' }),
        onDone: [
          { guard: 'isEmptyResult', target: 'landingNotFound' },
          {
            guard: { type: 'isArrivingRepsLanding', params: ({ event }) => ({ agentId: present(event.output).agent_id }) },
            target: 'restoring.loadingRep',
            actions: [
              { type: 'storeValues', params: ({ context, event }) => repLandingValues(present(event.output), context.arrivingRep!) },
              { type: 'remember', params: ({ context, event }) => repLandingValues(present(event.output), context.arrivingRep!) },
            ],
          },
          {
            guard: { type: 'isGroupLanding', params: ({ event }) => ({ landing: present(event.output) }) },
            target: 'landingStored',
            actions: [
              { type: 'storeValues', params: ({ event }) => groupLandingValues(present(event.output)) },
              { type: 'remember', params: ({ event }) => groupLandingValues(present(event.output)) },
            ],
          },
          {
            target: 'landingStored',
            actions: [
              { type: 'storeValues', params: ({ event }) => landingSessionValues(present(event.output)) },
              { type: 'remember', params: ({ event }) => landingSessionValues(present(event.output)) },
            ],
          },
        ],
        onError: { target: 'landingNotFound' },
      },
    },
    // spec 1 §2 Home landing: on the main host a rep's or group's landing is resolved by the domain lookup
    landingStored: {
      always: [{ guard: 'isMainHostAgentOrGroupLanding', target: 'resolvingHomeLanding' }, { target: 'ready' }],
    },
    resolvingHomeLanding: {
      tags: ['loading'],
      invoke: {
        id: 'getDomainSiteInformation',
        src: 'getDomainSiteInformation',
        input: ({ context }) => ({ site_domain: context.siteDomain }),
        onDone: [
          { guard: 'isEmptyResult', target: 'landingNotFound' },
          {
            target: 'ready',
            actions: [
              { type: 'storeValues', params: ({ context, event }) => homeLandingValues(present(event.output), context.stored) },
              { type: 'remember', params: ({ context, event }) => homeLandingValues(present(event.output), context.stored) },
              // the landing's own /: the prefix keeps the landing in every later link
              { type: 'navigate', params: ({ context }) => ({ to: `/${encodeURIComponent(context.stored.landing ?? '')}` }) },
            ],
          },
        ],
        onError: { target: 'landingNotFound' },
      },
    },
    landingNotFound: {
      always: {
        target: 'notFound',
        actions: [{ type: 'removeStoredValues', params: { keys: landingKeys } }, 'forgetLanding'],
      },
    },
    referrals: {
      tags: ['loading'],
      entry: ['clearStorage', 'forgetStored'],
      initial: 'checkingReferralId',
      states: {
        checkingReferralId: {
          always: [{ guard: 'hasReferralId', target: 'loadingReferral' }, { target: '#session.notFound' }],
        },
        loadingReferral: {
          invoke: {
            id: 'getEnrollmentInfoReferral',
            src: 'getEnrollmentInfoReferral',
            input: ({ context }) => ({ referral_id: routeOf(context.route, 'referrals')?.rid ?? '' }),
            onDone: [
              { guard: 'isEmptyResult', target: '#session.notFound' },
              {
                target: '#session.ready',
                actions: [
                  {
                    type: 'storeValues',
                    params: ({ context, event }) => referralSessionValues(routeOf(context.route, 'referrals')?.rid ?? '', present(event.output)),
                  },
                  {
                    type: 'remember',
                    params: ({ context, event }) => referralSessionValues(routeOf(context.route, 'referrals')?.rid ?? '', present(event.output)),
                  },
                ],
              },
            ],
            onError: { target: '#session.notFound' },
          },
        },
      },
    },
    websites: {
      tags: ['loading'],
      initial: 'checkingGroupParam',
      states: {
        checkingGroupParam: {
          always: [{ guard: 'hasGroupParam', target: 'validatingGroup' }, { target: '#session.notFound' }],
        },
        validatingGroup: {
          invoke: {
            id: 'validateGroup',
            src: 'validateGroup',
            input: ({ context }) => ({ group_code: routeOf(context.route, 'websites')?.group ?? '' }),
            onDone: [
              { guard: 'isEmptyResult', target: '#session.notFound' },
              {
                target: 'checkingPartnerSite',
                actions: [
                  { type: 'storeValues', params: ({ event }) => groupSessionValues({ ...present(event.output), agent_id: null, portal_id: null }) },
                  { type: 'remember', params: ({ event }) => groupSessionValues({ ...present(event.output), agent_id: null, portal_id: null }) },
                ],
              },
            ],
            onError: { target: '#session.notFound' },
          },
        },
        checkingPartnerSite: {
          always: [{ guard: 'isElevateSite', target: 'decodingPartnerLink' }, { target: '#session.ready', actions: { type: 'navigate', params: { to: '/home' } } }],
        },
        // the partner's id is a signed link to its enrollment (docs/security.md, Links): decoding it binds this browser's session
        decodingPartnerLink: {
          invoke: {
            id: 'decryptDetail',
            src: 'decryptDetail',
            input: ({ context }) => ({ enrollmentId: routeOf(context.route, 'websites')?.id ?? '' }),
            onDone: [
              {
                guard: { type: 'linkNamesEnrollment', params: ({ event }) => ({ enrollmentId: event.output[0]?.enrollmentId ?? null }) },
                target: 'trackingElevateTraffic',
                actions: [
                  { type: 'storeValues', params: ({ event }) => elevateValues(event.output[0]!.enrollmentId!) },
                  { type: 'remember', params: ({ event }) => elevateValues(event.output[0]!.enrollmentId!) },
                ],
              },
              // a link it cannot decode opens the partner's group site without an enrollment
              { target: '#session.ready', actions: { type: 'navigate', params: { to: '/home' } } },
            ],
            onError: { target: '#session.ready', actions: { type: 'navigate', params: { to: '/home' } } },
          },
        },
        trackingElevateTraffic: {
          invoke: {
            id: 'trackElevateTraffic',
            src: 'trackElevateTraffic',
            input: ({ context }) => ({ enrollment_id: context.stored.tempId ?? '' }),
            // What the server does with the call is not shown (spec 1 §4): either way the site opens.
            onDone: { target: 'loadingElevatePortal' },
            onError: { target: 'loadingElevatePortal' },
          },
        },
        // spec 1 §2 Home landing: a wellness-link referral from the partner site elevate, a group visit, fetches its portal id
        loadingElevatePortal: {
          invoke: {
            id: 'getElevateInfo',
            src: 'getElevateInfo',
            input: {},
            onDone: {
              target: '#session.ready',
              actions: [
                { type: 'storeValues', params: ({ event }) => ({ portal_id: String(event.output.portal_id) }) },
                { type: 'remember', params: ({ event }) => ({ portal_id: String(event.output.portal_id) }) },
                { type: 'navigate', params: { to: '/home' } },
              ],
            },
            // without it the partner's group site opens under the group alone
            onError: { target: '#session.ready', actions: { type: 'navigate', params: { to: '/home' } } },
          },
        },
      },
    },
    external: {
      tags: ['loading'],
      initial: 'checkingSiteParam',
      states: {
        checkingSiteParam: {
          always: [{ guard: 'hasSiteParam', target: 'loadingExternalSite' }, { target: '#session.notFound' }],
        },
        loadingExternalSite: {
          invoke: {
            id: 'getExternalSiteInformation',
            src: 'getExternalSiteInformation',
            input: ({ context }) => ({ site_name: routeOf(context.route, 'external')?.site ?? '' }),
            onDone: [
              { guard: 'isEmptyResult', target: '#session.notFound' },
              {
                target: '#session.ready',
                actions: [
                  { type: 'storeValues', params: ({ event }) => externalSessionValues(present(event.output)) },
                  { type: 'remember', params: ({ event }) => externalSessionValues(present(event.output)) },
                  { type: 'navigate', params: { to: '/home' } },
                ],
              },
            ],
            onError: { target: '#session.notFound' },
          },
        },
      },
    },
    restoring: {
      tags: ['loading'],
      initial: 'choosing',
      states: {
        choosing: {
          always: [
            { guard: 'hasStoredRep', target: 'loadingRep' },
            { guard: 'hasStoredUser', target: 'loadingMember' },
            { guard: 'hasStoredGroup', target: 'loadingGroup' },
            { target: '#session.ready' },
          ],
        },
        loadingRep: {
          invoke: {
            id: 'getAgentInfoEnroll',
            src: 'getAgentInfoEnroll',
            input: ({ context }) => ({ agent_id: context.stored.AGENT_ID ?? context.stored.agent_id ?? '' }),
            onDone: {
              target: '#session.ready',
              actions: { type: 'rememberDisplayName', params: ({ event }) => ({ displayName: repName(event.output) }) },
            },
            onError: { target: '#session.ready' },
          },
        },
        loadingMember: {
          invoke: {
            id: 'getMemberInfo',
            src: 'getMemberInfo',
            input: ({ context }) => ({ user_id: context.stored.USER_ID ?? '' }),
            onDone: {
              target: '#session.ready',
              actions: [
                { type: 'storeValues', params: ({ event }) => memberSessionValues(event.output) },
                { type: 'remember', params: ({ event }) => memberSessionValues(event.output) },
                { type: 'rememberDisplayName', params: ({ event }) => ({ displayName: memberName(event.output) }) },
              ],
            },
            onError: { target: '#session.ready' },
          },
        },
        loadingGroup: {
          invoke: {
            id: 'getGroupInfoEnroll',
            src: 'getGroupInfoEnroll',
            input: ({ context }) => ({ group_id: context.stored.group_id ?? '' }),
            onDone: [
              {
                guard: 'isApplicantSession',
                target: '#session.ready',
                actions: [
                  { type: 'storeValues', params: ({ event }) => groupNameValues(event.output) },
                  { type: 'remember', params: ({ event }) => groupNameValues(event.output) },
                  { type: 'rememberDisplayName', params: ({ event }) => ({ displayName: event.output.gname }) },
                ],
              },
              {
                target: '#session.ready',
                actions: [
                  { type: 'storeValues', params: ({ event }) => groupInfoValues(event.output) },
                  { type: 'remember', params: ({ event }) => groupInfoValues(event.output) },
                  { type: 'rememberDisplayName', params: ({ event }) => ({ displayName: event.output.gname }) },
                ],
              },
            ],
            onError: { target: '#session.ready' },
          },
        },
      },
    },
    ready: {
      type: 'final',
      tags: ['ready'],
      meta: { title: 'Session ready', shows: 'the requested route' },
      entry: 'summarize',
    },
    notFound: {
      type: 'final',
      tags: ['notFound'],
      meta: { title: 'Page not found', shows: pageNotFoundMessage },
      entry: { type: 'navigate', params: { to: '/404' } },
    },
  },
  output: ({ context }) => context.session,
});

const repName = (agent: DataOf<'getAgentInfoEnroll'>): string =>
  [agent.agent_fname, agent.agent_mname, agent.agent_lname].filter(Boolean).join(' ');
const memberName = (member: DataOf<'getMemberInfo'>): string => `${member.member_info.first_name} ${member.member_info.last_name}`;
