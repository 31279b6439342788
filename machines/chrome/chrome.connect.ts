import type { SnapshotFrom } from 'xstate';
import { tierLabelsWith } from '../../contract/cart.ts';
import type { Tier } from '../../contract/entities.ts';
import type { chromeMachine } from './chrome.machine.ts';
import { homeTarget } from '../shared/home-target.ts';
import { currentMemberCrumbs, landingOwner, lastPlanCrumbs, type Crumb, type LandingOwner } from './chrome-rules.ts';

export type { Crumb, LandingOwner } from './chrome-rules.ts';

export type ChromeSnapshot = SnapshotFrom<typeof chromeMachine>;

/** What the header, footer and landing show, read from the chrome's snapshot alone. */
export interface ChromeProps {
  /** The landing whose details (contact, banner, bio) the pages show; none: the host's branding. */
  landingShown: LandingOwner | null;
  /** Whose About the header offers: the rep's or group's landing the visitor is on. */
  aboutOwner: LandingOwner | null;
  /** The group's menu (get-group-menu) rather than the common one. */
  groupMenu: boolean;
  dashboardIcons: boolean;
  playBadge: boolean;
  /** The landing's quote: the form, the wizard, or nothing yet (the branding is still coming). */
  quoteVariant: 'form' | 'wizard' | null;
  /** Every tier list's and summary's tier names: IC reads 'Member + 1 Child' while a premier plan is in the cart. */
  tierLabels: Record<Tier, string>;
  /** The header's link to the session's role home: Rep Home, Group Home, or none. */
  roleHomeLink: 'rep' | 'group' | null;
  /** Whether the chrome needs to know who is signed in (get-enroller-session): a group session. */
  readsEnrollerSession: boolean;
  /** Where the Home breadcrumb leads. */
  home: string;
  /** The shopping pages' breadcrumbs (spec 1 §2): Home, Current Member while a member list is there to go back to, Plans. */
  shoppingCrumbs: Crumb[];
  /** The cart's Plan Details crumb: the plan last opened, if any. */
  lastPlanCrumbs: Crumb[];
  /** Where Return to homepage leads instead of the receipt's own rule: the group home of a signed-in administrator. */
  groupAdministratorHome: string | null;
  /** Not my site's question is open. */
  confirmingLeave: boolean;
  leaving: boolean;
}

const shownOf = (snapshot: ChromeSnapshot): LandingOwner | null => {
  const { agent_id: agentId, group_id: groupId } = snapshot.context.stored;
  if (snapshot.matches({ landing: 'rep' }) && agentId) return { kind: 'agent', id: agentId };
  if (snapshot.matches({ landing: 'group' }) && groupId) return { kind: 'group', id: groupId };
  return null;
};

const quoteVariantOf = (snapshot: ChromeSnapshot): ChromeProps['quoteVariant'] => {
  if (snapshot.matches({ quote: 'wizard' })) return 'wizard';
  return snapshot.matches({ quote: 'form' }) ? 'form' : null;
};

/** The group home (spec 1 §2 Group home), a signed-in administrator's home. */
export const GROUP_HOME = '/group-home';

const roleHomeLinkOf = (snapshot: ChromeSnapshot): ChromeProps['roleHomeLink'] => {
  if (snapshot.hasTag('repHome')) return 'rep';
  return snapshot.hasTag('groupHome') ? 'group' : null;
};

const homeOf = (snapshot: ChromeSnapshot): string =>
  snapshot.hasTag('groupHome') ? GROUP_HOME : homeTarget(snapshot.context.stored, snapshot.context.onMainHost);

export const connectChrome = (snapshot: ChromeSnapshot): ChromeProps => ({
  landingShown: shownOf(snapshot),
  aboutOwner: landingOwner(snapshot.context.stored),
  groupMenu: snapshot.matches({ menu: 'group' }),
  dashboardIcons: snapshot.hasTag('dashboardIcons'),
  playBadge: snapshot.hasTag('playBadge'),
  quoteVariant: quoteVariantOf(snapshot),
  tierLabels: tierLabelsWith(snapshot.hasTag('premierTierLabels')),
  roleHomeLink: roleHomeLinkOf(snapshot),
  readsEnrollerSession: snapshot.hasTag('readsEnrollerSession'),
  home: homeOf(snapshot),
  groupAdministratorHome: snapshot.hasTag('groupHome') ? GROUP_HOME : null,
  shoppingCrumbs: [['Home', homeOf(snapshot)], ...currentMemberCrumbs(snapshot.context.stored), ['Plans', '/plans']],
  lastPlanCrumbs: lastPlanCrumbs(snapshot.context.stored),
  confirmingLeave: snapshot.hasTag('confirmingLeave'),
  leaving: snapshot.hasTag('leaving'),
});
