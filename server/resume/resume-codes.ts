import { createHash, randomInt } from 'node:crypto';
import { and, eq, exists, gt, isNotNull, isNull, not, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

const newer = alias(enrollmentCodes, 'newer');
/** A later save-later of the row's enrollment issued a newer code: the row's code is superseded. */
const newerCodeIssued = (db: Database) =>
  exists(db.select({ one: sql`1` }).from(newer).where(and(eq(newer.enrollmentId, enrollmentCodes.enrollmentId), gt(newer.createdAt, enrollmentCodes.createdAt))));

/**
 * Redeems a code once: the code must be unused, unexpired, the newest of its enrollment and sent
 * to `email` (any case). One statement marks it used, so two requests racing with one code resume
 * once. Null for any failure.
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
        not(newerCodeIssued(db)),
      ),
    )
    .returning({ enrollmentId: enrollmentCodes.enrollmentId, savedTab: enrollmentCodes.savedTab });
  return row ?? null;
};

/**
 * Whether a code that did not redeem was sent to `email` and is unexpired but spent: used, or
 * superseded by a newer one. Only someone who has the code and its e-mail learns this (issue 28
 * item 4); any other failure answers as an unknown code.
 */
export const isSpentResumeCode = async (db: Database, code: string, email: string, now = new Date()): Promise<boolean> => {
  const [row] = await db
    .select({ codeHash: enrollmentCodes.codeHash })
    .from(enrollmentCodes)
    .where(
      and(
        eq(enrollmentCodes.codeHash, resumeCodeHash(code)),
        eq(enrollmentCodes.email, email.trim().toLowerCase()),
        gt(enrollmentCodes.expiresAt, now),
        or(isNotNull(enrollmentCodes.usedAt), newerCodeIssued(db)),
      ),
    );
  return row !== undefined;
};
