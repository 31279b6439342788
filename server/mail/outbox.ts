import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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

export interface Outbox {
  send(mail: OutgoingMail): Promise<OutboxEntry>;
  /** Every message sent, oldest first. */
  list(): Promise<OutboxEntry[]>;
}

export const MAIL_FROM = 'Member Benefits Association <no-reply@member-benefits.example.com>';

/**
 * Mail through nodemailer into a folder instead of an SMTP server (docs/reference-server.md):
 * each message is written as `<id>.eml` (RFC 822, openable in any mail client) and `<id>.json`.
 */
export const fileOutbox = (dir: string): Outbox & { dir: string } => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sequence = 0;
  return {
    dir,
    async send(mail) {
      const info = await transport.sendMail({ from: MAIL_FROM, ...mail });
      const sentAt = new Date();
      // time first, so names sort in sending order; the sequence breaks ties within a millisecond
      const id = `${sentAt.getTime()}-${String(sequence++).padStart(4, '0')}`;
      const entry: OutboxEntry = { id, from: MAIL_FROM, sentAt: sentAt.toISOString(), ...mail };
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `${id}.eml`), info.message);
      await writeFile(path.join(dir, `${id}.json`), `${JSON.stringify(entry, null, 2)}\n`);
      return entry;
    },
    async list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      const files = names.filter((name) => name.endsWith('.json')).sort();
      return Promise.all(files.map(async (name) => JSON.parse(await readFile(path.join(dir, name), 'utf8')) as OutboxEntry));
    },
  };
};
