import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ENROLLER_CODE_LENGTH } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { agents, enrollerSignInCodes, groups } from '../db/schema.ts';
import type { SignedIn } from '../http/sessions.ts';

/** A code works for ten minutes. */
export const SIGN_IN_CODE_LIFETIME_MS = 10 * 60 * 1000;
/** Wrong tries a code takes before it stops working. */
export const WRONG_TRIES_PER_CODE = 5;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/**
 * Whose codes a row holds: the address (whatever its case) and the session that asked for them, so
 * a code works only in the session it was mailed for; only the hash is stored.
 */
export const holderHashOf = (sessionId: string, email: string) => sha256(`enroller-address\n${sessionId}\n${email.trim().toLowerCase()}`);
const codeHashOf = (code: string) => sha256(`enroller-code\n${code}`);

/** Eight digits from the CSPRNG (node:crypto randomInt), leading zeros kept. */
const newCode = () => Array.from({ length: ENROLLER_CODE_LENGTH }, () => randomInt(10)).join('');

export interface Addressee {
  who: SignedIn;
  /** The address as it is on file, where the code goes. */
  email: string;
}

/**
 * The sign-in codes of reps and group administrators (docs/security.md, Reps and group
 * administrators). A code belongs to the session that asked for it: a try from any other session
 * never meets it, so strangers can neither use up its tries nor replace it. Only hashes are stored;
 * a code works once, for ten minutes, and takes five wrong tries; a new code replaces the earlier
 * ones of the same session and address.
 */
export const signInCodes = (db: Database, now: () => Date = () => new Date()) => ({
  /** The rep or group administrator whose address on file this is; a rep first when both. */
  async addresseeOf(email: string): Promise<Addressee | null> {
    const address = email.trim().toLowerCase();
    const [agent] = await db.select({ id: agents.id, email: agents.email }).from(agents).where(eq(sql`lower(${agents.email})`, address)).limit(1);
    if (agent) return { who: { kind: 'rep', agentId: agent.id }, email: agent.email };
    const [group] = await db.select({ id: groups.id, email: groups.adminEmail }).from(groups).where(eq(sql`lower(${groups.adminEmail})`, address)).limit(1);
    return group && group.email !== '' ? { who: { kind: 'group', groupId: group.id }, email: group.email } : null;
  },

  /** A new code for the addressee, for the session `sessionId`, in the caller's transaction (the mail goes in the same one). */
  async issue(tx: Database, { who, email }: Addressee, sessionId: string): Promise<string> {
    const addressHash = holderHashOf(sessionId, email);
    const code = newCode();
    await tx.delete(enrollerSignInCodes).where(lt(enrollerSignInCodes.expiresAt, now()));
    await tx.update(enrollerSignInCodes).set({ usedAt: now() }).where(and(eq(enrollerSignInCodes.addressHash, addressHash), isNull(enrollerSignInCodes.usedAt)));
    await tx.insert(enrollerSignInCodes).values({
      addressHash,
      codeHash: codeHashOf(code),
      agentId: who.kind === 'rep' ? who.agentId : null,
      groupId: who.kind === 'group' ? who.groupId : null,
      expiresAt: new Date(now().getTime() + SIGN_IN_CODE_LIFETIME_MS),
    });
    return code;
  },

  /**
   * Uses the live code the session holds for the address when `code` is it, in one statement (two
   * tries at once cannot both win); otherwise counts a wrong try against that code. Null for every
   * failure alike.
   */
  async redeem(email: string, code: string, sessionId: string): Promise<SignedIn | null> {
    const live = and(
      eq(enrollerSignInCodes.addressHash, holderHashOf(sessionId, email)),
      isNull(enrollerSignInCodes.usedAt),
      gt(enrollerSignInCodes.expiresAt, now()),
      lt(enrollerSignInCodes.wrongTries, WRONG_TRIES_PER_CODE),
    );
    const [used] = await db
      .update(enrollerSignInCodes)
      .set({ usedAt: now() })
      .where(and(live, eq(enrollerSignInCodes.codeHash, codeHashOf(code))))
      .returning({ agentId: enrollerSignInCodes.agentId, groupId: enrollerSignInCodes.groupId });
    if (used?.agentId != null) return { kind: 'rep', agentId: used.agentId };
    if (used?.groupId != null) return { kind: 'group', groupId: used.groupId };
    const [latest] = await db.select({ id: enrollerSignInCodes.id }).from(enrollerSignInCodes).where(live).orderBy(desc(enrollerSignInCodes.id)).limit(1);
    if (latest) await db.update(enrollerSignInCodes).set({ wrongTries: sql`${enrollerSignInCodes.wrongTries} + 1` }).where(eq(enrollerSignInCodes.id, latest.id));
    return null;
  },
});
