import { eq } from 'drizzle-orm';
import { agents, groups, members, portals } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import type { HandlerDeps } from './deps.ts';

type EnrollmentPartyHandlers = Pick<Handlers, 'getGroupAgentMemberInfo'>;

/**
 * Whom an enrollment is for, as its filter names them (spec 1 §2 Cart page: the selected group,
 * member and portal). The enrollment gate answers only the session bound to the enrollment
 * (docs/security.md); any other gets the unknown-enrollment failure.
 */
export const enrollmentPartyHandlers = ({ db, filters }: HandlerDeps): EnrollmentPartyHandlers => ({
  async getGroupAgentMemberInfo({ enrollment_id }) {
    const filter = await filters.require(enrollment_id);
    const [group, agent, member, portal] = await Promise.all([
      filter.group_id === null ? undefined : db.select().from(groups).where(eq(groups.id, filter.group_id)).then((rows) => rows[0]),
      filter.agent_id === null ? undefined : db.select().from(agents).where(eq(agents.id, filter.agent_id)).then((rows) => rows[0]),
      filter.user_id === null ? undefined : db.select().from(members).where(eq(members.userId, filter.user_id)).then((rows) => rows[0]),
      filter.platform_group_id === null ? undefined : db.select().from(portals).where(eq(portals.id, filter.platform_group_id)).then((rows) => rows[0]),
    ]);
    return {
      group: group ? { gid: group.id, gname: group.name, gcode: group.code } : null,
      agent: agent ? { agent_id: agent.id, name: `${agent.firstName} ${agent.lastName}` } : null,
      member: member ? { userid: member.userId, name: `${member.firstName} ${member.lastName}` } : null,
      portal: portal ? { platform_group_id: portal.id, platform_name: portal.name, platform_code: portal.code } : null,
    };
  },
});
