import { and, eq, inArray } from 'drizzle-orm';
import { EMPTY } from '../../contract/index.ts';
import { groupCodes, groups, partnerTraffic } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { decodeHost, findEntryPoint, sessionOf, type EntryPoint } from '../queries/entry-points.ts';
import type { SiteSession } from '../http/sessions.ts';
import { requireAgent, requireGroup } from '../queries/records.ts';
import { findReferral } from '../queries/referrals.ts';
import { requireReachableMember } from '../enrollers/own-members.ts';
import type { HandlerDeps } from './deps.ts';

type SiteIdentityHandlers = Pick<
  Handlers,
  | 'getDefaultInfo'
  | 'getDomainSiteInformation'
  | 'validateLandingPage'
  | 'getEnrollmentInfoReferral'
  | 'validateGroup'
  | 'trackElevateTraffic'
  | 'getExternalSiteInformation'
  | 'getAgentInfoEnroll'
  | 'getMemberInfo'
  | 'getGroupInfoEnroll'
>;

/**
 * An entry point resolved in this session is the session's own knowledge (docs/security.md): its
 * group may be enrolled in as the group (new-group-member), its rep named as the visitor's rep
 * (never enrolled as: that takes the rep's access code or sign-in). server/enrollers/verified-roles.ts
 */
const resolveEntryPoint = async (site: SiteSession, entry: EntryPoint) => {
  if (entry.group_id !== null) await site.resolve(entry.group_id);
  if (entry.agent_id !== null) await site.resolveAgent(entry.agent_id, false);
};

/** Start-up calls: who the visitor shops under, from host, landing name, referral or code. */
export const siteIdentityHandlers = ({ db, mainHost, filters, links, limits }: HandlerDeps): SiteIdentityHandlers => ({
  async getDefaultInfo(_, { site }) {
    const main = await findEntryPoint(db, 'main');
    if (!main) throw new Error('The main site entry point is missing: was the database seeded?');
    await resolveEntryPoint(site, main);
    return sessionOf(main);
  },

  async getDomainSiteInformation({ site_domain }, { site: resolved }) {
    const host = decodeHost(site_domain);
    const site = host === mainHost ? await findEntryPoint(db, 'main') : await findEntryPoint(db, 'host', host);
    if (!site?.group_id) return EMPTY;
    await resolveEntryPoint(resolved, site);
    return { gid: site.group_id };
  },

  // a landing's name, like an access code, opens its rep's or group's site: unknown names count (Rate limits)
  async validateLandingPage({ landing_page }, { site, client }) {
    const landing = await limits.lookUp('landing_page', client, () => findEntryPoint(db, 'landing', landing_page), Boolean);
    if (!landing) return EMPTY;
    await resolveEntryPoint(site, landing);
    return { ...sessionOf(landing), landing_page: landing.key };
  },

  // the rid of a referral link is a signed token (docs/security.md, Links): a counted id opens nothing
  async getEnrollmentInfoReferral({ referral_id }, { client }) {
    const referral = await limits.lookUp('referral_id', client, () => findReferral(db, links, referral_id), Boolean);
    if (!referral) return EMPTY;
    const { first_name, last_name, ...ids } = referral;
    return { ...ids, referrer_info: { name: `${first_name} ${last_name}` } };
  },

  // Enroller codes are not entry codes: they are asked later, inside the enrollment.
  async validateGroup({ group_code }, { site, client }) {
    const group = await limits.lookUp('group_code', client, async () => {
      const [found] = await db
        .select({ group_id: groups.id, name: groups.name, landing_url: groupCodes.landingUrl })
        .from(groupCodes)
        .innerJoin(groups, eq(groups.id, groupCodes.groupId))
        .where(and(eq(groupCodes.code, group_code.toUpperCase()), inArray(groupCodes.kind, ['enrollment', 'partner'])));
      if (!found) throw fieldFailure('group_code', 'Invalid group code');
      return found;
    });
    await site.resolve(group.group_id);
    return group;
  },

  async trackElevateTraffic({ enrollment_id }) {
    await filters.require(enrollment_id);
    await db.insert(partnerTraffic).values({ enrollmentId: enrollment_id });
    return { tracked: true as const };
  },

  async getExternalSiteInformation({ site_name }, { site: resolved, client }) {
    const site = await limits.lookUp('site_name', client, () => findEntryPoint(db, 'external', site_name), Boolean);
    if (!site) return EMPTY;
    await resolveEntryPoint(resolved, site);
    return sessionOf(site);
  },

  async getAgentInfoEnroll({ agent_id }) {
    const agent = await requireAgent(db, agent_id);
    return { agent_id: agent.id, agent_fname: agent.firstName, agent_mname: agent.middleName, agent_lname: agent.lastName };
  },

  async getMemberInfo({ user_id }, { member: memberSession, enroller }) {
    const member = await requireReachableMember(db, user_id, memberSession, enroller);
    return {
      member_info: { userid: member.userId, first_name: member.firstName, last_name: member.lastName },
      agent_info: { agent_id: member.agentId },
      group_info: { gid: member.groupId },
      portal_id: member.portalId,
    };
  },

  async getGroupInfoEnroll({ group_id }) {
    const group = await requireGroup(db, group_id);
    return { gid: group.id, gname: group.name, gcode: group.code };
  },
});
