import { and, asc, eq, inArray, isNull, lte, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database.ts';
import { mailOutbox } from '../db/schema.ts';
import type { MailTransport } from './outbox.ts';

export interface MailSenderOptions {
  db: Database;
  transport: MailTransport;
  /** How often it looks for due mail besides being woken; 1 s. */
  pollMs?: number;
  /** How long a claimed row is this sender's; longer than any delivery may take (SMTP times out first). */
  claimMs?: number;
  /** The wait before the next try after `attempts` failed ones: doubling from 1 s, at most an hour. */
  backoffMs?: (attempts: number) => number;
  /** Where failed deliveries are reported (no address or text: only the row and the error's class). */
  log?: (line: string) => void;
  /** How long a sent row is kept (without its text) before a pass deletes it; 30 days. */
  keepSentMs?: number;
  /** How often a pass looks for sent rows to delete; every 10 minutes (the first pass does). */
  pruneEveryMs?: number;
}

const BATCH = 10;
export const KEEP_SENT_MAIL_MS = 30 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 10 * 60 * 1000;
const exponentialBackoff = (attempts: number) => Math.min(1000 * 2 ** (attempts - 1), 3_600_000);
const interval = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** What a failure is, without its message (an SMTP error may quote the address). */
const failureKind = (error: unknown) => {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return [typeof name === 'string' ? name : 'Error', typeof code === 'string' ? code : ''].filter(Boolean).join(' ');
};

/**
 * Delivers the mail outbox (docs/security.md, Mail and transactions). Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a claim time, so several senders (several server processes) never
 * take one row together; a delivered row is marked sent and its text dropped; a failed one is
 * tried again later, waiting longer each time, until it goes; now and then a pass deletes the rows
 * sent long ago. Times are the database's.
 */
export const mailSender = ({
  db,
  transport,
  pollMs = 1000,
  claimMs = 60_000,
  backoffMs = exponentialBackoff,
  log = console.error,
  keepSentMs = KEEP_SENT_MAIL_MS,
  pruneEveryMs = PRUNE_EVERY_MS,
}: MailSenderOptions) => {
  let timer: ReturnType<typeof setInterval> | undefined;
  let pass: Promise<number> | null = null;
  let again = false;
  let prunedAt = -Infinity;

  /** Deletes the rows sent longer ago than `keepSentMs`; answers how many. Unsent rows stay, however old. */
  const pruneSent = async (): Promise<number> => {
    const deleted = await db.delete(mailOutbox).where(lt(mailOutbox.sentAt, sql`now() - ${interval(keepSentMs)}`)).returning({ id: mailOutbox.id });
    return deleted.length;
  };

  const claim = () => {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
          or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ claimedUntil: sql`now() + ${interval(claimMs)}` })
      .where(inArray(mailOutbox.id, due))
      .returning({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, attempts: mailOutbox.attempts });
  };

  const deliverOne = async ({ id, attempts, ...mail }: Awaited<ReturnType<typeof claim>>[number]) => {
    try {
      await transport.deliver(mail);
    } catch (error) {
      const kind = failureKind(error);
      log(`Mail ${id} not delivered (attempt ${attempts + 1}): ${kind}; it is tried again.`);
      await db
        .update(mailOutbox)
        .set({ attempts: attempts + 1, lastError: kind, claimedUntil: null, nextAttemptAt: sql`now() + ${interval(backoffMs(attempts + 1))}` })
        .where(eq(mailOutbox.id, id));
      return false;
    }
    await db.update(mailOutbox).set({ sentAt: sql`now()`, text: '', claimedUntil: null, attempts: attempts + 1, lastError: null }).where(eq(mailOutbox.id, id));
    return true;
  };

  const deliverAll = async () => {
    if (Date.now() - prunedAt >= pruneEveryMs) {
      prunedAt = Date.now();
      await pruneSent();
    }
    let delivered = 0;
    for (;;) {
      again = false;
      const claimed = await claim();
      for (const row of claimed) if (await deliverOne(row)) delivered += 1;
      if (claimed.length < BATCH && !again) return delivered;
    }
  };

  /** One pass over the due mail (one at a time per sender); answers how many were delivered. */
  const deliverDue = (): Promise<number> => {
    if (pass) {
      again = true;
      return pass;
    }
    pass = deliverAll().finally(() => {
      pass = null;
    });
    return pass;
  };

  const wake = () => {
    deliverDue().catch((error: unknown) => log(`Mail sender pass failed: ${failureKind(error)}`));
  };

  return {
    deliverDue,
    pruneSent,
    /** Looks for due mail now (the outbox calls this once a save with mail has committed). */
    wake,
    start() {
      timer ??= setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await pass?.catch(() => {});
    },
  };
};

export type MailSender = ReturnType<typeof mailSender>;
