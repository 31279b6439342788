import type { Enroller } from '../../contract/index.ts';
import type { StoredValues } from '../shared/storage.ts';

/** Whose landing the visitor is on: a rep's or a group's site, or neither (open enrollment). */
export type LandingOwner = { kind: 'agent'; id: string } | { kind: 'group'; id: string };

export const landingOwner = (stored: StoredValues): LandingOwner | null => {
  if (stored.open_type === 'agent' && stored.agent_id) return { kind: 'agent', id: stored.agent_id };
  if (stored.group_id) return { kind: 'group', id: stored.group_id };
  return null;
};

/**
 * Spec 1 §6: a group's details are hidden on the main host unless the visitor came as a group
 * (open type group); a rep's always show.
 */
export const showsGroupLanding = (stored: StoredValues, onMainHost: boolean): boolean =>
  landingOwner(stored)?.kind === 'group' && (stored.open_type === 'group' || !onMainHost);

/** A group site's menu comes from get-group-menu (spec 1 §7), any other from get-common-menu. */
export const isGroupSite = (stored: StoredValues): boolean => stored.open_type === 'group' && Boolean(stored.group_id);

/** Spec 1 §2: the dashboard icon grid appears only when the site flag `hide_dashboard_icons` is false. */
export const brandingShowsDashboardIcons = (branding: Record<string, string>): boolean => branding.hide_dashboard_icons === 'false';

/** Sites whose branding says `quote_style: wizard` get the 6-step wizard, others the form. */
export const brandingAsksForWizard = (branding: Record<string, string>): boolean => branding.quote_style === 'wizard';

/** Spec 1 §2: the Play badge is hidden on Apple or Mac devices. */
export const isAppleDevice = (userAgent: string): boolean => /iPhone|iPad|iPod|Macintosh|Mac OS X/i.test(userAgent);


/** A rep confirmed by access code (AGENT_ID with eprocess rep) reaches the rep home from every page. */
export const hasStoredRep = (stored: StoredValues): boolean => stored.eprocess === 'rep' && Boolean(stored.AGENT_ID);

/** A group session (eprocess group): the group home is its home once its administrator is signed in. */
export const isGroupSession = (stored: StoredValues): boolean => stored.eprocess === 'group' && Boolean(stored.group_id);

/** The server says this session is signed in as the administrator of the session's own group. */
export const isAdministratorOfTheGroup = (stored: StoredValues, enroller: Enroller | null): boolean =>
  isGroupSession(stored) && enroller?.kind === 'group' && String(enroller.id) === stored.group_id;

/** A breadcrumb: its label and where it leads. */
export type Crumb = [label: string, path: string];

/** Current Member, while the session has a member list to go back to: the picker of the session's process. */
export const currentMemberCrumbs = (stored: StoredValues): Crumb[] =>
  stored.isCurrentMemberAvailable === 'true'
    ? [['Current Member', stored.eprocess === 'rep' ? '/agent-select-member' : '/group-select-member']]
    : [];

/** The plan last opened, for the cart's Plan Details crumb. */
export const lastPlanCrumbs = (stored: StoredValues): Crumb[] =>
  stored.planId && stored.planName ? [['Plan Details', `/plan/${stored.planId}/${encodeURIComponent(stored.planName)}`]] : [];
