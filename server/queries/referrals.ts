import { eq } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { agents, referrals } from '../db/schema.ts';
import type { LinkTokens } from '../links/link-tokens.ts';

/**
 * The referral a referral link's token opens (docs/security.md, Links), with its referrer's name;
 * null for an unknown, altered, expired or other-purpose token and for an unknown referral.
 */
export const findReferral = async (db: Database, links: LinkTokens, token: string) => {
  const referralId = await links.open('referral', token);
  if (referralId === null) return null;
  const [referral] = await db
    .select({
      agent_id: referrals.agentId,
      group_id: referrals.groupId,
      portal_id: referrals.portalId,
      valid_referral_link: referrals.valid,
      first_name: agents.firstName,
      last_name: agents.lastName,
    })
    .from(referrals)
    .innerJoin(agents, eq(agents.id, referrals.agentId))
    .where(eq(referrals.id, referralId));
  return referral ?? null;
};
