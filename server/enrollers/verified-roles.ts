import { inArray, or } from 'drizzle-orm';
import { trustMessages, type FilterInfo } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { entryPoints, groups, members, portals } from '../db/schema.ts';
import { RequestFailure } from '../http/failures.ts';
import { findEntryPoint } from '../queries/entry-points.ts';
import type { EnrollerSession, SiteSession } from '../http/sessions.ts';

/** The fields of a filter that say who enrolls, for whom and where (spec 1 §3). */
export type RoleClaims = Pick<FilterInfo, 'eprocess' | 'agent_id' | 'group_id' | 'platform_group_id' | 'type'>;

/** A filter that claims nothing: what a new filter is compared with. */
export const NO_CLAIMS: RoleClaims = { eprocess: null, agent_id: null, group_id: null, platform_group_id: null, type: null };

/**
 * What the server verified in a session (docs/security.md, Sessions and who may see an enrollment):
 * whom it may enroll as, and which reps, groups and portals its filters may name.
 */
export interface VerifiedRoles {
  /** Reps it may enroll as (eprocess rep): the rep's access code validated, or signed in as the rep. */
  repAgents: ReadonlySet<number>;
  /** Groups it may enroll in as the group (eprocess group, new-group-member): host, landing or code resolved, or signed in as the administrator. */
  groupSites: ReadonlySet<number>;
  /** The groups of the reps it may enroll as: a rep enrolls for one of their groups (new-group-member). */
  repGroups: ReadonlySet<number>;
  /** Reps, groups and portals its filters may name. */
  agents: ReadonlySet<number>;
  groups: ReadonlySet<number>;
  portals: ReadonlySet<number>;
}

/** Where a handler reads what its request's session verified (RequestContext). */
export interface RoleSession {
  site: SiteSession;
  enroller: EnrollerSession;
}

const present = (values: (number | null)[]) => values.filter((value): value is number => value !== null);
const ids = (rows: { id: number | null }[]) => present(rows.map(({ id }) => id));

/**
 * What a session verified, from what it resolved itself and whom it is signed in as: the reps and
 * groups it resolved, the reps of those groups, the groups of those reps, a member's rep, group and
 * portal when it holds the member's link, and the portals of every rep so known and of every entry
 * point (landing, host) of those groups.
 */
export const verifiedRolesOf = async (db: Database, mainHost: string, { site, enroller }: RoleSession): Promise<VerifiedRoles> => {
  const [resolved, signedIn, hostSite] = await Promise.all([
    site.resolvedSites(),
    enroller.current(),
    site.host === mainHost ? findEntryPoint(db, 'main') : findEntryPoint(db, 'host', site.host),
  ]);
  const repAgents = new Set(resolved.agents.filter(({ mayAct }) => mayAct).map(({ agentId }) => agentId));
  const groupSites = new Set(resolved.groupIds);
  // the site the request came to is resolved by its host, as start-up's look-up of that host does
  if (hostSite?.group_id != null) groupSites.add(hostSite.group_id);
  const landingAgents = [...resolved.agents.map(({ agentId }) => agentId), ...(hostSite?.agent_id != null ? [hostSite.agent_id] : [])];
  if (signedIn?.kind === 'rep') repAgents.add(signedIn.agentId);
  if (signedIn?.kind === 'group') groupSites.add(signedIn.groupId);

  const linked = resolved.userIds.length
    ? await db.select({ agentId: members.agentId, groupId: members.groupId, portalId: members.portalId }).from(members).where(inArray(members.userId, resolved.userIds))
    : [];
  const repGroups = repAgents.size ? ids(await db.select({ id: groups.id }).from(groups).where(inArray(groups.agentId, [...repAgents]))) : [];
  const groupReps = groupSites.size ? ids(await db.select({ id: groups.agentId }).from(groups).where(inArray(groups.id, [...groupSites]))) : [];

  const agents = new Set([...landingAgents, ...repAgents, ...groupReps, ...present(linked.map((row) => row.agentId))]);
  const knownGroups = new Set([...groupSites, ...repGroups, ...present(linked.map((row) => row.groupId))]);
  const agentPortals = agents.size ? ids(await db.select({ id: portals.id }).from(portals).where(inArray(portals.agentId, [...agents]))) : [];
  const sitePortals =
    agents.size || groupSites.size
      ? ids(
          await db
            .select({ id: entryPoints.portalId })
            .from(entryPoints)
            .where(
              or(groupSites.size ? inArray(entryPoints.groupId, [...groupSites]) : undefined, agents.size ? inArray(entryPoints.agentId, [...agents]) : undefined),
            ),
        )
      : [];
  return {
    repAgents,
    groupSites,
    repGroups: new Set(repGroups),
    agents,
    groups: knownGroups,
    portals: new Set([...agentPortals, ...sitePortals, ...present(linked.map((row) => row.portalId))]),
  };
};

const isNamed = (id: number | null, known: ReadonlySet<number>) => id === null || known.has(id);

/** The rep and group a help-chat lead is attributed to (spec 1 §1, 'a lead for a rep'). */
export interface LeadAttribution {
  agentId: number | null;
  groupId: number | null;
}

/**
 * The rep and group a chat's request names, each kept only when the session verified it (the reps
 * and groups its filters may name), else none: a lead claims no one the visitor never reached.
 * Dropped rather than refused (docs/security.md): attribution grants the caller nothing, and a
 * visitor whose stored landing outlived the session still leaves the lead.
 */
export const verifiedAttribution = async (db: Database, mainHost: string, session: RoleSession, named: LeadAttribution): Promise<LeadAttribution> => {
  if (named.agentId === null && named.groupId === null) return named;
  const roles = await verifiedRolesOf(db, mainHost, session);
  return {
    agentId: named.agentId !== null && roles.agents.has(named.agentId) ? named.agentId : null,
    groupId: named.groupId !== null && roles.groups.has(named.groupId) ? named.groupId : null,
  };
};

/**
 * The rules a filter's claims meet (docs/security.md), each with the fields it reads and the field
 * a refusal names (the first rule broken). A rule is asked only when one of its fields changes, so
 * what a filter already holds (the server made it: a member's filter, a referral's rep) stays.
 */
const rules: { fields: (keyof RoleClaims)[]; refused: keyof RoleClaims; holds: (claims: RoleClaims, roles: VerifiedRoles) => boolean }[] = [
  // first the reps, groups and portals a filter names: ones the session does not know at all
  { fields: ['agent_id'], refused: 'agent_id', holds: (c, r) => isNamed(c.agent_id, r.agents) },
  { fields: ['group_id'], refused: 'group_id', holds: (c, r) => isNamed(c.group_id, r.groups) },
  { fields: ['platform_group_id'], refused: 'platform_group_id', holds: (c, r) => isNamed(c.platform_group_id, r.portals) },
  // a rep's enrollment (Broker Verification) only for the rep whose code this session validated, or who signed in
  { fields: ['eprocess', 'agent_id'], refused: 'eprocess', holds: (c, r) => c.eprocess !== 'rep' || (c.agent_id !== null && r.repAgents.has(c.agent_id)) },
  // a group's enrollment (Group Verification) only in a group the session resolved, or whose administrator signed in
  { fields: ['eprocess', 'group_id'], refused: 'eprocess', holds: (c, r) => c.eprocess !== 'group' || (c.group_id !== null && r.groupSites.has(c.group_id)) },
  // a group member's enrollment (the group's billing) in such a group, or one of the acting rep's groups
  {
    fields: ['type', 'group_id'],
    refused: 'type',
    holds: (c, r) => c.type !== 'new-group-member' || (c.group_id !== null && (r.groupSites.has(c.group_id) || r.repGroups.has(c.group_id))),
  },
];

/** The field of the first claim `after` makes over `before` that the session has not verified, or null. */
const unverifiedClaim = (before: RoleClaims, after: RoleClaims, roles: VerifiedRoles): keyof RoleClaims | null =>
  rules.find(({ fields, holds }) => fields.some((field) => before[field] !== after[field]) && !holds(after, roles))?.refused ?? null;

/** Whether `after` claims anything `before` does not hold. */
export const claimsMore = (before: RoleClaims, after: RoleClaims) => (Object.keys(NO_CLAIMS) as (keyof RoleClaims)[]).some((field) => before[field] !== after[field]);

/** The refusal of a claim the session has not verified: 403, nothing stored (trustMessages.roleNotVerified). */
const roleNotVerified = (field: string) =>
  new RequestFailure(403, trustMessages.roleNotVerified, [{ target_element: field, error_message: trustMessages.roleNotVerified }]);

/**
 * Refuses (403) a filter write whose claims about who enrolls, for whom and where go beyond what
 * the session verified; a write that changes none of them asks nothing.
 */
export const requireVerifiedClaims = async (db: Database, mainHost: string, session: RoleSession, before: RoleClaims, after: RoleClaims): Promise<void> => {
  if (claimsMore(before, after)) refuseUnverified(before, after, await verifiedRolesOf(db, mainHost, session));
};

/** Throws the 403 when `after` claims over `before` what `roles` does not hold. */
export const refuseUnverified = (before: RoleClaims, after: RoleClaims, roles: VerifiedRoles): void => {
  const refused = unverifiedClaim(before, after, roles);
  if (refused !== null) throw roleNotVerified(refused);
};
