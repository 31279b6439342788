import { eq } from 'drizzle-orm';
import type { DataOf } from '../../contract/index.ts';
import { groups, members, portals } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { requireGroup } from '../queries/records.ts';
import type { HandlerDeps } from './deps.ts';

type EnrollmentPartyHandlers = Pick<Handlers, 'getGroupAgentMemberInfo'>;

const groupInfoOf = (group: typeof groups.$inferSelect | undefined) => (group ? { name: group.name, code: group.code } : null);

/**
 * Whom an enrollment is for, as its filter names them (spec 1 §2 Cart page: the selected group,
 * member and portal; spec 2 §7). The enrollment gate answers only the session bound to the
 * enrollment (docs/security.md): to any other it does not exist. With group_id alone, the group.
 */
export const enrollmentPartyHandlers = ({ db, filters }: HandlerDeps): EnrollmentPartyHandlers => ({
  async getGroupAgentMemberInfo({ enrollment_id, group_id }): Promise<DataOf<'getGroupAgentMemberInfo'>> {
    if (enrollment_id === undefined) {
      const group = await requireGroup(db, group_id!);
      return { enrollment_type: null, result: { user_info: null, group_info: groupInfoOf(group), platforms: [] } };
    }
    const filter = await filters.require(enrollment_id);
    const [group, member, portal] = await Promise.all([
      filter.group_id === null ? undefined : db.select().from(groups).where(eq(groups.id, filter.group_id)).then((rows) => rows[0]),
      filter.user_id === null ? undefined : db.select().from(members).where(eq(members.userId, filter.user_id)).then((rows) => rows[0]),
      filter.platform_group_id === null ? undefined : db.select().from(portals).where(eq(portals.id, filter.platform_group_id)).then((rows) => rows[0]),
    ]);
    return {
      enrollment_type: filter.type,
      result: {
        user_info: member ? { first_name: member.firstName, last_name: member.lastName, user_id: member.userId } : null,
        group_info: groupInfoOf(group),
        platforms: portal ? [{ platform_name: portal.name, platform_code: portal.code }] : [],
      },
    };
  },
});
