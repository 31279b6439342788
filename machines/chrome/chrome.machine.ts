import { assertEvent, assign, setup } from 'xstate';
import type { Enroller } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import type { StoredValues } from '../shared/storage.ts';
import {
  brandingAsksForWizard,
  brandingShowsDashboardIcons,
  hasStoredRep,
  isAdministratorOfTheGroup,
  isAppleDevice,
  isGroupSession,
  isGroupSite,
  landingOwner,
  showsGroupLanding,
} from './chrome-rules.ts';

export interface ChromeInput {
  /** What is stored when the page starts; `session.changed` brings every later write. */
  stored: StoredValues;
  /** Whether the page is on the association's main host (the app config names it). */
  onMainHost: boolean;
  /** The browser's user agent, for the store badges: '' until the page has hydrated (the server cannot see it), then `device.known`. */
  userAgent: string;
  /** The host's branding key/value pairs when already read (cached, or rendered by the server); `branding.loaded` brings them otherwise. */
  branding: Record<string, string> | null;
}

export interface ChromeContext extends ChromeInput {
  /** Who the server says this session is signed in as (get-enroller-session), once read; null: nobody, or not read. */
  enroller: Enroller | null;
}

export type ChromeEvent =
  | { type: 'session.changed'; stored: StoredValues }
  | { type: 'branding.loaded'; branding: Record<string, string> }
  | { type: 'device.known'; userAgent: string }
  /** Whether a premier plan is in the stored enrollment's cart (get-more-requirement), read again as the cart changes. */
  | { type: 'cart.premierChecked'; premier: boolean }
  | { type: 'enroller.known'; enroller: Enroller | null }
  | { type: 'user.notMySite' }
  | { type: 'user.cancel' }
  | { type: 'user.leave' };

/**
 * The site chrome (spec 1 §2, §6): what the header, footer and landing show for this host and
 * session, each decision a region whose branches are named guards (the header's Rep Home or Group
 * Home among them, and where Home leads), and Not my site, which asks
 * before it empties the session (issue 28 item 9) and reloads at / (spec 1 §4). One actor per page
 * load; the app tells it each storage write and the branding when read.
 */
export const chromeMachine = setup({
  types: {
    input: {} as ChromeInput,
    context: {} as ChromeContext,
    events: {} as ChromeEvent,
  },
  guards: {
    showsRepLanding: ({ context }) => landingOwner(context.stored)?.kind === 'agent',
    showsGroupLanding: ({ context }) => showsGroupLanding(context.stored, context.onMainHost),
    isGroupSite: ({ context }) => isGroupSite(context.stored),
    brandingLoaded: ({ context }) => context.branding !== null,
    brandingShowsDashboardIcons: ({ context }) => context.branding !== null && brandingShowsDashboardIcons(context.branding),
    brandingAsksForWizard: ({ context }) => context.branding !== null && brandingAsksForWizard(context.branding),
    isAppleDevice: ({ context }) => isAppleDevice(context.userAgent),
    premierPlanInCart: ({ event }) => {
      assertEvent(event, 'cart.premierChecked');
      return event.premier;
    },
    hasStoredRep: ({ context }) => hasStoredRep(context.stored),
    isAdministratorOfTheGroup: ({ context }) => isAdministratorOfTheGroup(context.stored, context.enroller),
    isGroupSession: ({ context }) => isGroupSession(context.stored),
  },
  actions: {
    ...sharedActions,
    rememberSession: assign((_, { stored }: { stored: StoredValues }) => ({ stored })),
    rememberBranding: assign((_, { branding }: { branding: Record<string, string> }) => ({ branding })),
    rememberDevice: assign((_, { userAgent }: { userAgent: string }) => ({ userAgent })),
    rememberEnroller: assign((_, { enroller }: { enroller: Enroller | null }) => ({ enroller })),
  },
}).createMachine({
  id: 'chrome',
  context: ({ input }) => ({ ...input, enroller: null }),
  type: 'parallel',
  states: {
    // a change decides each region that reads it again; the first region to hear it keeps it, and
    // the others' eventless branches run after every region has taken the event, so they read it too
    landing: {
      initial: 'deciding',
      on: { 'session.changed': { target: '.deciding', actions: { type: 'rememberSession', params: ({ event }) => ({ stored: event.stored }) } } },
      states: {
        deciding: {
          always: [{ guard: 'showsRepLanding', target: 'rep' }, { guard: 'showsGroupLanding', target: 'group' }, { target: 'host' }],
        },
        host: { meta: { title: "The host's branding", shows: "the host's brand name, contact, tagline and logo" } },
        rep: { meta: { title: "The rep's landing", shows: "the rep's display name, contact, logo and landing info" } },
        group: { meta: { title: "The group's landing", shows: "the group's display name, contact, logo and landing info" } },
      },
    },
    menu: {
      initial: 'deciding',
      on: { 'session.changed': '.deciding' },
      states: {
        deciding: { always: [{ guard: 'isGroupSite', target: 'group' }, { target: 'common' }] },
        common: { meta: { title: 'Common menu', shows: 'the categories of get-common-menu' } },
        group: { meta: { title: "Group's menu", shows: 'the categories of get-group-menu' } },
      },
    },
    dashboardIcons: {
      initial: 'deciding',
      on: { 'branding.loaded': { target: '.deciding', actions: { type: 'rememberBranding', params: ({ event }) => ({ branding: event.branding }) } } },
      states: {
        deciding: { always: [{ guard: 'brandingShowsDashboardIcons', target: 'shown' }, { target: 'hidden' }] },
        hidden: {},
        shown: { tags: ['dashboardIcons'], meta: { title: 'Dashboard icons', shows: 'Rep, Member and Group Dashboard icons' } },
      },
    },
    storeBadges: {
      initial: 'deciding',
      on: { 'device.known': { target: '.deciding', actions: { type: 'rememberDevice', params: ({ event }) => ({ userAgent: event.userAgent }) } } },
      states: {
        deciding: { always: [{ guard: 'isAppleDevice', target: 'appStoreOnly' }, { target: 'both' }] },
        appStoreOnly: { meta: { title: 'App Store badge only', shows: 'Download on the App Store' } },
        both: { tags: ['playBadge'], meta: { title: 'Both store badges', shows: 'Download on the App Store, Get it on Google Play' } },
      },
    },
    quote: {
      initial: 'deciding',
      on: { 'branding.loaded': '.deciding' },
      states: {
        deciding: {
          always: [
            { guard: 'brandingAsksForWizard', target: 'wizard' },
            { guard: 'brandingLoaded', target: 'form' },
            { target: 'waitingForBranding' },
          ],
        },
        waitingForBranding: { meta: { title: 'Waiting for the branding', shows: "the quote's placeholder" } },
        form: { meta: { title: 'Quote form', shows: 'the 4-field quote form' } },
        wizard: { meta: { title: 'Quote wizard', shows: 'the 6-step quote wizard' } },
      },
    },
    // spec 1 §3, spec 3 §5: every tier list and summary names IC by whether a premier plan is in the cart
    tierLabels: {
      initial: 'standard',
      on: { 'cart.premierChecked': [{ guard: 'premierPlanInCart', target: '.premierInCart' }, { target: '.standard' }] },
      states: {
        standard: { meta: { title: 'Standard tier labels', shows: "IC reads 'Member + Children'" } },
        premierInCart: { tags: ['premierTierLabels'], meta: { title: 'A premier plan in the cart', shows: "IC reads 'Member + 1 Child'" } },
      },
    },
    // the header's link to the session's role home, and where Home and Return to homepage lead:
    // a group's administrator is known from the server's sign-in (get-enroller-session), read while
    // the session is a group's (the tag), never from storage
    roleHome: {
      initial: 'deciding',
      on: {
        'session.changed': '.deciding',
        'enroller.known': { target: '.deciding', actions: { type: 'rememberEnroller', params: ({ event }) => ({ enroller: event.enroller }) } },
      },
      states: {
        deciding: {
          always: [
            { guard: 'hasStoredRep', target: 'rep' },
            { guard: 'isAdministratorOfTheGroup', target: 'groupAdministrator' },
            { guard: 'isGroupSession', target: 'groupSession' },
            { target: 'none' },
          ],
        },
        none: { meta: { title: 'No role home', shows: 'no home link; Home by the home-target rule' } },
        rep: { tags: ['repHome'], meta: { title: 'Rep Home', shows: 'Rep Home in the header' } },
        groupSession: {
          tags: ['readsEnrollerSession'],
          meta: { title: 'A group session, its administrator not signed in', shows: 'no home link; Home by the home-target rule' },
        },
        groupAdministrator: {
          tags: ['readsEnrollerSession', 'groupHome'],
          meta: { title: "The group's administrator, signed in", shows: 'Group Home in the header; Home and Return to homepage lead to /group-home' },
        },
      },
    },
    notMySite: {
      initial: 'idle',
      states: {
        idle: { on: { 'user.notMySite': 'confirming' } },
        confirming: {
          tags: ['confirmingLeave'],
          meta: { title: 'Leave this site?', shows: 'Leave this site? Your cart will be emptied. Cancel, Leave' },
          on: { 'user.cancel': 'idle', 'user.leave': 'leaving' },
        },
        leaving: {
          tags: ['leaving'],
          meta: { title: 'Leaving the site', shows: 'the page reloads at /' },
          entry: ['clearStorage', { type: 'navigateAndReload', params: { to: '/' } }],
        },
      },
    },
  },
});
