import {
  enrollTypeSchema,
  eprocessSchema,
  openTypeSchema,
  type DataOf,
  type EnrollType,
  type Eprocess,
  type OpenType,
} from '../../contract/index.ts';
import type { StoredValues } from '../shared/storage.ts';

/** Storage holds text; ids travel as numbers. */
const text = (value: number | null | undefined): string | undefined => (value == null ? undefined : String(value));

/** Drops the keys a response left empty, so a write never stores "undefined" nor erases a key it does not name. */
const compact = (values: StoredValues): StoredValues =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

type SiteSession = DataOf<'getDefaultInfo'>;

/** A group site session: who the visitor shops under, as a group (spec 1 §4). */
export const groupSessionValues = (site: Pick<SiteSession, 'group_id' | 'agent_id' | 'portal_id'> & { open_type?: OpenType }): StoredValues => compact({
  group_id: text(site.group_id),
  agent_id: text(site.agent_id),
  portal_id: text(site.portal_id),
  open_type: site.open_type ?? 'group',
  eprocess: 'group',
  enroll_type: 'new-group-member',
});

/** The domain lookup answers the group id only. */
export const domainSessionValues = (site: DataOf<'getDomainSiteInformation'>): StoredValues =>
  groupSessionValues({ group_id: site.gid, agent_id: null, portal_id: null });

export const landingSessionValues = (landing: DataOf<'validateLandingPage'>): StoredValues => compact({
  landing: landing.landing_page,
  agent_id: text(landing.agent_id),
  group_id: text(landing.group_id),
  portal_id: text(landing.portal_id),
  open_type: landing.open_type,
});

/**
 * A group's landing (spec 1 §2, Home landing: group and portal stored, enroll type new-group-member):
 * whoever arrives there, typing it or by the Employee Enrollment code's Yes, is an employee
 * enrolling themself in that group, an applicant (spec 3 §4.7), never its administrator.
 */
export const groupLandingValues = (landing: DataOf<'validateLandingPage'>): StoredValues => ({
  ...landingSessionValues(landing),
  enroll_type: 'new-group-member',
  eprocess: 'applicant',
});

/**
 * Spec 1 §2 Home landing: on the main host a rep's or group's landing is resolved by the domain
 * lookup and its visitor enrolls as a new group member: in the landing's group, or in the host's
 * when the landing names none (a rep's). The portal is the landing's, stored with it.
 */
export const homeLandingValues = (site: DataOf<'getDomainSiteInformation'>, stored: StoredValues): StoredValues => ({
  group_id: stored.group_id ?? String(site.gid),
  enroll_type: 'new-group-member',
});

/** A rep arriving at the rep's own landing page: the landing session plus the rep identity. */
export const repLandingValues = (landing: DataOf<'validateLandingPage'>, agentId: string): StoredValues => ({
  ...landingSessionValues(landing),
  AGENT_ID: agentId,
  eprocess: 'rep',
});

export const referralSessionValues = (rid: string, referral: DataOf<'getEnrollmentInfoReferral'>): StoredValues => compact({
  referral: rid,
  agent_id: text(referral.agent_id),
  group_id: text(referral.group_id),
  portal_id: text(referral.portal_id),
  open_type: 'agent',
});

/** An external site is stored as it answers; its open type says agent, group or user. */
export const externalSessionValues = (site: SiteSession): StoredValues => compact({
  group_id: text(site.group_id),
  agent_id: text(site.agent_id),
  portal_id: text(site.portal_id),
  open_type: site.open_type,
});

/** The partner site elevate hands over its enrollment id (spec 1 §4). */
export const elevateValues = (tempId: string): StoredValues => compact({ tempId, fromSite: 'elevate' });

export const memberSessionValues = (member: DataOf<'getMemberInfo'>): StoredValues => compact({
  eprocess: 'applicant',
  agent_id: text(member.agent_info.agent_id),
  group_id: text(member.group_info.gid),
  portal_id: text(member.portal_id),
});

export const groupInfoValues = (group: DataOf<'getGroupInfoEnroll'>): StoredValues => compact({
  eprocess: 'group',
  ...groupNameValues(group),
});

/** The group's name and code alone: an employee's session keeps its own role when its group is looked up. */
export const groupNameValues = (group: DataOf<'getGroupInfoEnroll'>): StoredValues => compact({
  gname: group.gname,
  gcode: group.gcode,
});

/** Who the app renders for. */
export type SessionMode = Eprocess | 'visitor';

/** The small, serialisable session the app reads once start-up is ready. */
export interface SessionSummary {
  mode: SessionMode;
  openType: OpenType | null;
  enrollType: EnrollType | null;
  groupId: number | null;
  agentId: number | null;
  portalId: number | null;
  landing: string | null;
  tempId: string | null;
  referral: string | null;
  fromSite: string | null;
  /** The rep's, member's or group's name when start-up looked it up. */
  displayName: string | null;
}

const idOf = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const summarizeSession = (stored: StoredValues, displayName: string | null): SessionSummary => ({
  mode: eprocessSchema.safeParse(stored.eprocess).data ?? 'visitor',
  openType: openTypeSchema.safeParse(stored.open_type).data ?? null,
  enrollType: enrollTypeSchema.safeParse(stored.enroll_type).data ?? null,
  groupId: idOf(stored.group_id),
  agentId: idOf(stored.AGENT_ID ?? stored.agent_id),
  portalId: idOf(stored.portal_id),
  landing: stored.landing ?? null,
  tempId: stored.tempId ?? null,
  referral: stored.referral ?? null,
  fromSite: stored.fromSite ?? null,
  displayName,
});
