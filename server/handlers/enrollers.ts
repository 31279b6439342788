import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CurrentMember, Eprocess, FilterInfo, OpenType, Tier } from '../../contract/index.ts';
import { agents, groups, memberPlans, members, plans, portals, zips } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { requireAgent, requireGroup } from '../queries/records.ts';
import { isOwnMember, maskedSsn, ownMembersOf, requireReachableMember } from '../enrollers/own-members.ts';
import type { SignedIn } from '../http/sessions.ts';
import { NO_CLAIMS, requireVerifiedClaims } from '../enrollers/verified-roles.ts';
import type { HandlerDeps } from './deps.ts';
import { newTempId } from './quote.ts';

type EnrollerHandlers = Pick<
  Handlers,
  | 'validateAgent'
  | 'getAgentGroups'
  | 'getEnrollmentPlatforms'
  | 'getAgentMembers'
  | 'getGroupUsers'
  | 'addFilterForExistingUser'
  | 'addFilterForMember'
>;

type MemberRow = typeof members.$inferSelect;

/** Who a member's filter is created for: the caller's process and scope. */
interface MemberFilterScope {
  tier: Tier;
  eprocess: Eprocess;
  agent_id: number | null;
  group_id: number | null;
  open_type: OpenType | null;
}

/** Reps, groups and members enrolling on someone's behalf: access codes, role homes, pickers. */
export const enrollerHandlers = ({ db, filters, limits, mainHost }: HandlerDeps): EnrollerHandlers => {
  const requireMember = async (userId: number) => {
    const [member] = await db.select().from(members).where(eq(members.userId, userId));
    if (!member) throw fieldFailure('user_id', 'Member not found');
    return member;
  };

  /**
   * The picker rows of the members `where` selects among the sign-in's own, each with its group
   * and the plans it holds; nobody signed in sees an empty list, as for a rep without members.
   */
  const currentMembers = async (who: SignedIn | null, where: SQL): Promise<CurrentMember[]> => {
    if (who === null) return [];
    const rows = await db
      .select({ member: members, groupName: groups.name })
      .from(members)
      .leftJoin(groups, eq(groups.id, members.groupId))
      .where(and(where, ownMembersOf(who)))
      .orderBy(asc(members.lastName), asc(members.firstName));
    const held = rows.length
      ? await db
          .select({ userId: memberPlans.userId, plan: plans.id, plan_name: plans.name, plan_status: memberPlans.status })
          .from(memberPlans)
          .innerJoin(plans, eq(plans.id, memberPlans.planId))
          .where(inArray(memberPlans.userId, rows.map(({ member }) => member.userId)))
          .orderBy(asc(plans.name))
      : [];
    return rows.map(({ member, groupName }) => ({
      name: `${member.firstName} ${member.lastName}`,
      dob: member.dob,
      policy_id: member.policyId,
      user_id: member.userId,
      email: member.email,
      ssn: maskedSsn(member.ssn),
      group_info: member.groupId !== null && groupName !== null ? { group_id: member.groupId, group_name: groupName } : null,
      plan_info: held.filter((plan) => plan.userId === member.userId).map(({ userId: _, ...plan }) => plan),
    }));
  };

  /** A temporary enrollment for an existing member: the quote facts come from the member's record. */
  const createMemberFilter = async (member: MemberRow, scope: MemberFilterScope) => {
    const [zip] = await db.select().from(zips).where(eq(zips.zip, member.zip));
    const filterInfo: FilterInfo = {
      zip: member.zip,
      dob: member.dob,
      state: zip?.state ?? '',
      tier: scope.tier,
      gender: member.gender,
      coverage: null,
      categories: [],
      is_smoker: null,
      annual_incode: null,
      working_hours: null,
      user_id: member.userId,
      eprocess: scope.eprocess,
      agent_id: scope.agent_id,
      group_id: scope.group_id,
      platform_group_id: member.portalId,
      type: 'existing-member',
      open_type: scope.open_type,
    };
    const id = newTempId();
    await filters.add(id, filterInfo);
    return { temp_enrollment_id: id, portal_id: member.portalId };
  };

  return {
    // Like validate-group, an unknown code fails on its field; this server never answers 204.
    // Unknown codes count towards the client's look-up limit (an access code is guessed, not listed);
    // the code validated lets this session enroll as the rep (eprocess rep: server/enrollers/verified-roles.ts).
    async validateAgent({ agent_code }, { client, site }) {
      const agent = await limits.lookUp('agent_code', client, async () => {
        const [found] = await db.select().from(agents).where(eq(agents.agentCode, agent_code.toUpperCase()));
        if (!found) throw fieldFailure('agent_code', 'Invalid agent code');
        return found;
      });
      await site.resolveAgent(agent.id, true);
      return {
        agent_id: agent.id,
        first_name: agent.firstName,
        last_name: agent.lastName,
        agent_code: agent.agentCode,
        email: agent.email,
        phone: agent.phone,
        landing_url: agent.landingUrl,
      };
    },

    async getAgentGroups({ agent_id }) {
      await requireAgent(db, agent_id);
      return db.select({ gid: groups.id, gname: groups.name }).from(groups).where(eq(groups.agentId, agent_id)).orderBy(asc(groups.name));
    },

    async getEnrollmentPlatforms({ agent_id, group_id }) {
      const repId = agent_id ?? (group_id === undefined ? undefined : (await requireGroup(db, group_id)).agentId);
      if (repId === undefined) throw fieldFailure('agent_id', 'Field is required');
      if (repId === null) return [];
      return db
        .select({ platform_group_id: portals.id, platform_name: portals.name, platform_code: portals.code })
        .from(portals)
        .where(eq(portals.agentId, repId))
        .orderBy(asc(portals.name));
    },

    async getAgentMembers({ agent_id }, { enroller }) {
      await requireAgent(db, agent_id);
      return currentMembers(await enroller.current(), eq(members.agentId, agent_id));
    },

    async getGroupUsers({ group_id }, { enroller }) {
      await requireGroup(db, group_id);
      return currentMembers(await enroller.current(), eq(members.groupId, group_id));
    },

    // Only the signed-in rep or group administrator of the member, and for the rep or group the request names;
    // the mode, rep and group it claims beyond the member's own are the session's verified ones (403 otherwise).
    async addFilterForExistingUser({ user_id, tier, eprocess, agent_id, group_id, open_type }, { enroller, site }) {
      const member = await requireMember(user_id);
      const ownMember =
        isOwnMember(await enroller.current(), member) &&
        ((agent_id !== undefined && member.agentId === agent_id) || (group_id !== undefined && member.groupId === group_id));
      if (!ownMember) throw fieldFailure('user_id', 'Member not found');
      const scope = { tier, eprocess, agent_id: agent_id ?? null, group_id: group_id ?? member.groupId, open_type: open_type ?? null };
      const membersOwn = { ...NO_CLAIMS, group_id: member.groupId, platform_group_id: member.portalId, type: 'existing-member' as const };
      await requireVerifiedClaims(db, mainHost, { site, enroller }, membersOwn, { ...membersOwn, eprocess, agent_id: scope.agent_id, group_id: scope.group_id });
      return createMemberFilter(member, scope);
    },

    // only for the member's own signed link (decrypt-detail), or their signed-in rep or administrator
    async addFilterForMember({ user_id, tier, open_type }, { member: memberSession, enroller }) {
      const member = await requireReachableMember(db, user_id, memberSession, enroller);
      return createMemberFilter(member, { tier, eprocess: 'applicant', agent_id: member.agentId, group_id: member.groupId, open_type: open_type ?? null });
    },
  };
};
