import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { linkTokens as linkTokensTable } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A mailed link lives as long as the resume code beside it. */
export const LINK_LIFETIME_MS = 30 * DAY_MS;

/**
 * What a link is for: a token made for one purpose opens nothing of another. Besides the mailed
 * direct-continue link: a rep's referral link, and the ids decrypt-detail decodes (a member's
 * member-benefit-store link, the partner site's enrollment, and the spec's other benefit-store ids).
 */
export type LinkPurpose = 'direct-continue' | 'referral' | DecodedLinkField;
export type DecodedLinkField = 'userID' | 'enrollmentId' | 'agentId' | 'groupId' | 'portalId' | 'planId';

/**
 * How long each kind of link opens (docs/security.md, Links): a member's store link is made as the
 * member clicks through from their portal, so it is short; a referral link is printed and handed out.
 */
export const LINK_LIFETIMES: Record<LinkPurpose, number> = {
  'direct-continue': LINK_LIFETIME_MS,
  referral: 365 * DAY_MS,
  userID: DAY_MS,
  enrollmentId: LINK_LIFETIME_MS,
  agentId: LINK_LIFETIME_MS,
  groupId: LINK_LIFETIME_MS,
  portalId: LINK_LIFETIME_MS,
  planId: LINK_LIFETIME_MS,
};

/** 256 bits from the CSPRNG, as the 43 characters of unpadded base64url. */
export const newLinkToken = () => randomBytes(32).toString('base64url');

/**
 * Exactly one text per token: 43 base64url characters that decode to 32 bytes and encode back to
 * themselves. The last character carries two unused bits, so three other characters would decode
 * to the same bytes; they are refused, not read as the token.
 */
export const isCanonicalToken = (text: string) => /^[A-Za-z0-9_-]{43}$/.test(text) && Buffer.from(text, 'base64url').toString('base64url') === text;

/** Only this is stored: a copy of the database opens no link. */
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Link tokens (docs/security.md, Links): a random 256-bit token that says nothing, looked up by its
 * hash in `link_tokens` for what it opens (its purpose and value) until it expires or is withdrawn.
 * Kept in the database, not sealed into the token, so a newer link can withdraw an older one and
 * every server process sees that at once.
 */
export const linkTokens = (db: Database, now: () => Date = () => new Date()) => {
  const issue = async (purpose: LinkPurpose, value: string, executor: Database = db): Promise<string> => {
    const token = newLinkToken();
    await executor.delete(linkTokensTable).where(lt(linkTokensTable.expiresAt, now()));
    await executor.insert(linkTokensTable).values({ tokenHash: linkTokenHash(token), purpose, value, expiresAt: new Date(now().getTime() + LINK_LIFETIMES[purpose]) });
    return token;
  };

  return {
    issue,

    /**
     * A fresh token for the purpose and value that withdraws every earlier one (a newer save-later's
     * link supersedes the last): run it in the transaction that mails the new link.
     */
    async reissue(executor: Database, purpose: LinkPurpose, value: string): Promise<string> {
      await executor.delete(linkTokensTable).where(and(eq(linkTokensTable.purpose, purpose), eq(linkTokensTable.value, value)));
      return issue(purpose, value, executor);
    },

    /** What the token opens; null when it is not canonical, unknown, made for another purpose, withdrawn or expired. */
    async open(purpose: LinkPurpose, token: string): Promise<string | null> {
      if (!isCanonicalToken(token)) return null;
      const [row] = await db
        .select({ value: linkTokensTable.value })
        .from(linkTokensTable)
        .where(and(eq(linkTokensTable.tokenHash, linkTokenHash(token)), eq(linkTokensTable.purpose, purpose), gt(linkTokensTable.expiresAt, now())));
      return row?.value ?? null;
    },
  };
};

export type LinkTokens = ReturnType<typeof linkTokens>;
