import { eq } from 'drizzle-orm';
import type { DecodedIds, RequestOf } from '../../contract/index.ts';
import { members, tempEnrollments } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import type { MemberSession } from '../http/sessions.ts';
import type { DecodedLinkField } from '../links/link-tokens.ts';
import type { HandlerDeps } from './deps.ts';

/** A decoded whole id, or null: a token opens only what the server stored for it. */
const wholeId = (value: string | null) => (value !== null && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2 ** 31 - 1 ? Number(value) : null);

type DecryptRequest = RequestOf<'decryptDetail'>;
/** The fields that may carry a token. */
const LINK_FIELDS: readonly DecodedLinkField[] = ['agentId', 'groupId', 'portalId', 'planId', 'userID', 'enrollmentId'];

/**
 * decrypt-detail (docs/security.md, Links): each token decoded, or null. Decoding a member's link
 * lets the caller's session act as that member; a partner's enrollment link binds the session to
 * the enrollment (the gate's grants, server/http/enrollment-gate.ts).
 */
export const linkHandlers = ({ db, links, limits }: HandlerDeps): Pick<Handlers, 'decryptDetail'> => {
  const decodeAll = async (request: DecryptRequest, member: MemberSession): Promise<[DecodedIds]> => {
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
  };

  return {
    // a token that names nothing counts towards the client's look-up limit (docs/security.md, Rate limits)
    async decryptDetail(request, { member, client }) {
      const given = LINK_FIELDS.filter((field) => request[field] !== undefined);
      const namesAll = ([ids]: [DecodedIds]) => given.every((field) => ids[field] !== null);
      return limits.lookUp(given[0] ?? 'userID', client, () => decodeAll(request, member), namesAll);
    },
  };
};
