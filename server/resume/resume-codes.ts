import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { RESUME_CODE_ALPHABET, RESUME_CODE_LENGTH, type SavedTab } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { enrollmentCodes } from '../db/schema.ts';

/** A resume code lives as long as a session (ASVS 6.5: codes expire). */
export const RESUME_CODE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Only this is stored: a copy of the database resumes nothing. */
export const resumeCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** 13 characters of Crockford's base32 from the CSPRNG: 65 bits (ASVS 6.5.3 asks for 64). */
const newResumeCode = () => Array.from({ length: RESUME_CODE_LENGTH }, () => RESUME_CODE_ALPHABET[randomInt(RESUME_CODE_ALPHABET.length)]).join('');

export interface ResumeCodeFacts {
  enrollmentId: string;
  /** The e-mail the code is sent to; continue-enrollment must name it. */
  email: string;
  savedTab: SavedTab;
}

/** Issues a fresh code (stored as its hash, valid 30 days) and answers it in clear, for the mail. */
export const issueResumeCode = async (db: Database, facts: ResumeCodeFacts, now = new Date()): Promise<string> => {
  for (;;) {
    const code = newResumeCode();
    const inserted = await db
      .insert(enrollmentCodes)
      .values({ ...facts, codeHash: resumeCodeHash(code), email: facts.email.trim().toLowerCase(), expiresAt: new Date(now.getTime() + RESUME_CODE_LIFETIME_MS) })
      .onConflictDoNothing()
      .returning({ codeHash: enrollmentCodes.codeHash });
    if (inserted.length > 0) return code;
  }
};

/** The enrollment a normalised code names, whatever its state: rate limits count wrong tries per enrollment. */
export const enrollmentOfCode = async (db: Database, code: string): Promise<string | null> => {
  const [row] = await db.select({ enrollmentId: enrollmentCodes.enrollmentId }).from(enrollmentCodes).where(eq(enrollmentCodes.codeHash, resumeCodeHash(code)));
  return row?.enrollmentId ?? null;
};

/**
 * Redeems a code once: the code must be unused, unexpired and sent to `email` (any case). One
 * statement marks it used, so two requests racing with one code resume once. Null for any failure.
 */
export const redeemResumeCode = async (db: Database, code: string, email: string, now = new Date()) => {
  const [row] = await db
    .update(enrollmentCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(enrollmentCodes.codeHash, resumeCodeHash(code)),
        eq(enrollmentCodes.email, email.trim().toLowerCase()),
        isNull(enrollmentCodes.usedAt),
        gt(enrollmentCodes.expiresAt, now),
      ),
    )
    .returning({ enrollmentId: enrollmentCodes.enrollmentId, savedTab: enrollmentCodes.savedTab });
  return row ?? null;
};
