import * as z from 'zod/mini';
import { endpoint } from './endpoint-row.ts';
import { TEXT_LIMITS, textMax } from './entities.ts';

/**
 * Opaque ids in links (docs/security.md, Links): a member's member-benefit-store link, the partner
 * site's enrollment and a rep's referral carry signed, expiring tokens, never an id anyone can
 * count. The storefront decodes them with decrypt-detail (spec 1 §8, spec 3 §7).
 */

/** A link's token as it travels: base64url text with a dot and its signature. */
export const linkTokenSchema = z.string().check(z.trim(), z.minLength(1), textMax(TEXT_LIMITS.line));

const token = z.optional(linkTokenSchema);

const decodedIds = z.object({
  agentId: z.nullable(z.int()),
  groupId: z.nullable(z.int()),
  portalId: z.nullable(z.int()),
  planId: z.nullable(z.int()),
  userID: z.nullable(z.int()),
  enrollmentId: z.nullable(z.string()),
});
export type DecodedIds = z.infer<typeof decodedIds>;

export const linkEndpoints = {
  // Each given token decoded, null where it is forged, altered, expired or made for another field.
  // A member's token lets the caller's session act as that member; a partner's enrollment token binds
  // the session to that enrollment, as resuming it would.
  decryptDetail: endpoint({
    method: 'POST',
    path: '/api/v1/decrypt-detail',
    // the spec's five, and the partner site's enrollment
    request: z.object({ agentId: token, groupId: token, portalId: token, planId: token, userID: token, enrollmentId: token }),
    data: z.array(decodedIds),
  }),
};
