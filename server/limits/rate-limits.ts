import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { EMPTY, resumeMessages } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { rateLimits } from '../db/schema.ts';
import { RequestFailure } from '../http/failures.ts';

/** Every limit counts within one fixed window of a minute. */
export const RATE_WINDOW_SECONDS = 60;
/** Counters whose window started longer ago than an hour are deleted, now and then. */
export const RATE_ROWS_KEPT_SECONDS = 60 * 60;
/** How often a limiter deletes old counters, when a call takes a limit: every 10 minutes (the first take does). */
const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** Deletes the counters whose window started longer ago than RATE_ROWS_KEPT_SECONDS; answers how many. */
export const pruneRateLimits = async (db: Database): Promise<number> => {
  const deleted = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.windowStart} < now() - make_interval(secs => ${RATE_ROWS_KEPT_SECONDS})`)
    .returning({ key: rateLimits.key });
  return deleted.length;
};

/**
 * What each limit allows per window (docs/security.md, Resume codes, links and rate limits).
 * Mail per client allows more than per enrollment: people of one office share an address.
 */
export const RATE_LIMITS: RateLimits = {
  /** Wrong continue-enrollment tries per client address, and per enrollment the code names. */
  wrongResumeTries: 10,
  /** Calls that send mail, per enrollment. */
  mailPerEnrollment: 10,
  /** Calls that send mail, per client address. */
  mailPerClient: 30,
  /**
   * Look-ups that found nothing, per client address: an access code, an enroller code, a landing
   * name, a referral or partner link that names nothing (a found one is given back).
   */
  lookupMissesPerClient: 20,
  /** validate-member-email and validate-phone-numverify calls, per client address, found or not. */
  memberChecksPerClient: 30,
};

export interface RateLimits {
  wrongResumeTries: number;
  mailPerEnrollment: number;
  mailPerClient: number;
  lookupMissesPerClient: number;
  memberChecksPerClient: number;
}

export type RateLimitKey = { key: string; limit: number };

/** A counter's key: kind and value hashed, so no address or id is kept in clear. */
export const rateKey = (kind: string, value: string, limit: number): RateLimitKey => ({
  key: createHash('sha256').update(`${kind}\n${value}`).digest('hex'),
  limit,
});

/** The 429 every limit answers, at the field the screen shows failures at. */
export const tooManyAttempts = (field: string) =>
  new RequestFailure(429, resumeMessages.tooManyAttempts, [{ target_element: field, error_message: resumeMessages.tooManyAttempts }]);

/**
 * Rate limits kept in the database, so several server processes count together. Each count is one
 * atomic upsert: a window older than a minute starts again at 1. Now and then a take first deletes
 * the counters of windows an hour old (rate_limits keeps a row per client and enrollment seen).
 */
export const rateLimiter = (db: Database, limits: RateLimits = RATE_LIMITS) => {
  let prunedAt = -Infinity;
  const pruneNowAndThen = async () => {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await pruneRateLimits(db);
  };

  const count = async ({ key }: RateLimitKey): Promise<number> => {
    const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${RATE_WINDOW_SECONDS})`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key, windowStart: sql`now()`, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.count });
    return row!.count;
  };

  /**
   * Counts one attempt on each key in turn; a 429 on `field` at the first one over its limit, and
   * the keys after it are not counted: a caller held by its own limit (its client's) cannot use up
   * a limit it shares with others (an address's, an enrollment's).
   */
  const take = async (field: string, ...keys: RateLimitKey[]): Promise<void> => {
    await pruneNowAndThen();
    for (const key of keys) if ((await count(key)) > key.limit) throw tooManyAttempts(field);
  };

  /** Takes back one attempt (it was a right one: only wrong tries count). */
  const giveBack = async (...keys: RateLimitKey[]): Promise<void> => {
    for (const { key } of keys) await db.update(rateLimits).set({ count: sql`greatest(${rateLimits.count} - 1, 0)` }).where(eq(rateLimits.key, key));
  };

  return {
    /** The counters a call counts on. */
    keys: {
      /** A call that sends mail: per client and per enrollment. */
      mail: (client: string, enrollmentId: string) => [
        rateKey('mail client', client, limits.mailPerClient),
        rateKey('mail enrollment', enrollmentId, limits.mailPerEnrollment),
      ],
      /** A continue-enrollment try, per client. */
      resumeClient: (client: string) => rateKey('resume client', client, limits.wrongResumeTries),
      /** A continue-enrollment try, per enrollment, once the code names one. */
      resumeEnrollment: (enrollmentId: string) => rateKey('resume enrollment', enrollmentId, limits.wrongResumeTries),
      /** A member e-mail or phone check, per client. */
      memberCheck: (client: string) => rateKey('member check client', client, limits.memberChecksPerClient),
    },

    take,

    giveBack,

    /**
     * A look-up that tells a real thing from an unknown one (docs/security.md, Rate limits): only
     * misses count, per client, so people who type a real code never meet the limit; over it, 429 on
     * `field` before looking, whatever the answer would be. A miss is a failure `look` throws (the
     * unknown thing's field message) or an answer `found` says is none (204 by default).
     */
    async lookUp<T>(field: string, client: string, look: () => Promise<T>, found: (answer: T) => boolean = (answer) => answer !== EMPTY): Promise<T> {
      const key = rateKey('lookup misses client', client, limits.lookupMissesPerClient);
      await take(field, key);
      const answer = await look();
      if (found(answer)) await giveBack(key);
      return answer;
    },
  };
};

export type RateLimiter = ReturnType<typeof rateLimiter>;
