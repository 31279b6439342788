import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Database } from '../db/open-database.ts';
import { mailOutbox } from '../db/schema.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** What GET /dev/outbox lists for each message; the full message sits beside it as `<id>.eml`. */
export interface OutboxEntry extends OutgoingMail {
  id: string;
  from: string;
  sentAt: string;
}

/** The mail delivered so far, as the development outbox lists it. */
export interface Outbox {
  /** Every message delivered, oldest first. */
  list(): Promise<OutboxEntry[]>;
}

/** Where the sender hands mail over: the folder in development, an SMTP server when configured. */
export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<void>;
}

export const MAIL_FROM = 'Member Benefits Association <no-reply@member-benefits.example.com>';

/**
 * Mail through nodemailer into a folder instead of an SMTP server (docs/reference-server.md):
 * each message is written as `<id>.eml` (RFC 822, openable in any mail client) and `<id>.json`.
 */
export const fileOutbox = (dir: string): Outbox & MailTransport & { dir: string } => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    dir,
    async deliver(mail) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...mail });
      const sentAt = new Date();
      // time first, so names sort in sending order; the process and a sequence break ties
      const id = `${sentAt.getTime()}-${process.pid}-${String(sequence++).padStart(4, '0')}`;
      const entry: OutboxEntry = { id, from: MAIL_FROM, sentAt: sentAt.toISOString(), ...mail };
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${id}.eml`), info.message);
      await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const files = names.filter((name) => name.endsWith('.json')).sort();
      return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry));
    },
  };
};

/** SMTP through nodemailer (SMTP_URL, e.g. `smtps://user:password@smtp.example.com`), with timeouts well inside a sender's claim. */
export const smtpTransport = (url: string): MailTransport => {
  const transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }, { from: MAIL_FROM });
  return {
    async deliver(mail) {
      await transport.sendMail(mail);
    },
  };
};

/** Queues a message in the caller's transaction. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/**
 * The mail outbox in the database (docs/security.md, Mail and transactions): a save that mails
 * runs as one transaction, and its mail is a row of `mail_outbox` written in that transaction, so
 * the mail exists exactly when the save commits. The sender (server/mail/sender.ts) delivers it;
 * `onQueued` wakes it once the transaction has committed.
 */
export const mailQueue = (db: Database, onQueued: () => void = () => {}) => ({
  async transaction<T>(save: (tx: Database, send: SendMail) => Promise<T>): Promise<T> {
    let queued = false;
    const result = await db.transaction((tx) =>
      save(tx, async (mail) => {
        await tx.insert(mailOutbox).values(mail);
        queued = true;
      }),
    );
    if (queued) onQueued();
    return result;
  },
});

export type MailQueue = ReturnType<typeof mailQueue>;
