import { eq } from 'drizzle-orm';
import type { DecodedIds } from '../../contract/index.ts';
import { members, tempEnrollments } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import type { DecodedLinkField } from '../links/link-tokens.ts';
import type { HandlerDeps } from './deps.ts';

/** A decoded whole id, or null: a token opens only what the server stored for it. */
const wholeId = (value: string | null) => (value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2 ** 31 - 1 ? Number(value) : null);

/**
 * decrypt-detail (docs/security.md, Links): each token decoded, or null. Decoding a member's link
 * lets the caller's session act as that member; a partner's enrollment link binds the session to
 * the enrollment (the gate's grants, server/http/enrollment-gate.ts).
 */
export const linkHandlers = ({ db, links }: HandlerDeps): Pick<Handlers, 'decryptDetail'> => ({
  async decryptDetail(request, { member }) {
    const decoded = async (field: DecodedLinkField) => {
      const token = request[field];
      return token === undefined ? null : links.open(field, token);
    };
    const ids: DecodedIds = {
      agentId: wholeId(await decoded('agentId')),
      groupId: wholeId(await decoded('groupId')),
      portalId: wholeId(await decoded('portalId')),
      planId: wholeId(await decoded('planId')),
      userID: wholeId(await decoded('userID')),
      enrollmentId: await decoded('enrollmentId'),
    };
    if (ids.userID !== null) {
      const [found] = await db.select({ userId: members.userId }).from(members).where(eq(members.userId, ids.userID));
      if (found) await member.grant(found.userId);
      else ids.userID = null;
    }
    if (ids.enrollmentId !== null) {
      const [found] = await db.select({ id: tempEnrollments.id }).from(tempEnrollments).where(eq(tempEnrollments.id, ids.enrollmentId));
      if (!found) ids.enrollmentId = null;
    }
    return [ids];
  },
});
