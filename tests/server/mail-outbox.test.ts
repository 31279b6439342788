import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { resealStoredValues } from '../../server/crypto/reseal.ts';
import { mailOutbox } from '../../server/db/schema.ts';
import { mailQueue, type MailTransport, type OutgoingMail } from '../../server/mail/outbox.ts';
import { mailSender } from '../../server/mail/sender.ts';
import { dataOf, expectFieldError, useTestServer } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// The mail outbox (docs/security.md, "Mail and transactions"): mail is a row written in the save's
// transaction, delivered by senders that never send one row twice and retry until it goes.

const server = useTestServer();

/** A transport that keeps what it was given; it fails while `failing` is above 0. */
const recording = (failing = 0) => {
  const delivered: OutgoingMail[] = [];
  const transport: MailTransport = {
    async deliver(mail) {
      if (failing > 0) {
        failing -= 1;
        throw Object.assign(new Error(`SMTP refused ${mail.to}`), { code: 'ECONNREFUSED' });
      }
      delivered.push(mail);
    },
  };
  return { transport, delivered };
};

const rowsTo = (to: string) => server.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
/** The message text as stored, not opened. */
const storedTextTo = async (to: string) =>
  ((await server.db.execute(sql`select text from mail_outbox where "to" = ${to}`)) as unknown as { rows: { text: string }[] }).rows.map((row) => row.text);
const queue = (mails: OutgoingMail[]) => mailQueue(server.db).transaction(async (_, send) => Promise.all(mails.map(send)));

describe('the outbox', () => {
  it('delivers each message once with two senders on one database', async () => {
    const mails = Array.from({ length: 25 }, (_, index) => ({ to: `twice-${index}@example.com`, subject: `Message ${index}`, text: 'hello' }));
    await queue(mails);
    const [a, b] = [recording(), recording()];
    const senders = [mailSender({ db: server.db, transport: a.transport }), mailSender({ db: server.db, transport: b.transport })];
    await Promise.all(senders.flatMap((sender) => [sender.deliverDue(), sender.deliverDue()]));
    await Promise.all(senders.map((sender) => sender.deliverDue()));
    const subjects = [...a.delivered, ...b.delivered].filter((mail) => mail.to.startsWith('twice-')).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(mails.map((mail) => mail.subject).sort());
    for (const mail of mails) {
      const [row] = await rowsTo(mail.to);
      expect(row).toMatchObject({ text: '', attempts: 1 });
      expect(row!.sentAt).toBeInstanceOf(Date);
    }
  });

  it('retries a failing transport later, waiting longer each time, until the message goes', async () => {
    await queue([{ to: 'retry@example.com', subject: 'Retry', text: 'hello' }]);
    const { transport, delivered } = recording(2);
    const logged: string[] = [];
    const sender = mailSender({ db: server.db, transport, backoffMs: (attempts) => attempts * 60_000, log: (line) => logged.push(line) });
    const due = () => server.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.to, 'retry@example.com'));

    await sender.deliverDue();
    let [row] = await rowsTo('retry@example.com');
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'Error ECONNREFUSED', text: 'hello' });
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    await sender.deliverDue(); // not due yet: untouched
    expect((await rowsTo('retry@example.com'))[0]!.attempts).toBe(1);

    await due();
    await sender.deliverDue();
    [row] = await rowsTo('retry@example.com');
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(110_000);

    await due();
    await sender.deliverDue();
    expect(delivered.map((mail) => mail.to)).toEqual(['retry@example.com']);
    expect((await rowsTo('retry@example.com'))[0]).toMatchObject({ attempts: 3, lastError: null });
    // the log names the row and the failure's kind, never the address
    expect(logged).toHaveLength(2);
    expect(logged.join('\n')).not.toContain('retry@example.com');
  });

  it('takes a row claimed by a sender that died only once its claim has run out', async () => {
    await queue([{ to: 'claimed@example.com', subject: 'Claimed', text: 'hello' }]);
    await server.db.update(mailOutbox).set({ claimedUntil: sql`now() + interval '1 minute'` }).where(eq(mailOutbox.to, 'claimed@example.com'));
    const { transport, delivered } = recording();
    const sender = mailSender({ db: server.db, transport });
    await sender.deliverDue();
    expect(delivered.filter((mail) => mail.to === 'claimed@example.com')).toEqual([]);
    await server.db.update(mailOutbox).set({ claimedUntil: sql`now() - interval '1 second'` }).where(eq(mailOutbox.to, 'claimed@example.com'));
    await sender.deliverDue();
    expect(delivered.filter((mail) => mail.to === 'claimed@example.com')).toHaveLength(1);
  });

  it('keeps no mail of a save that rolls back, and wakes the sender only after a commit', async () => {
    let woken = 0;
    const mail = mailQueue(server.db, () => (woken += 1));
    await expect(
      mail.transaction(async (_, send) => {
        await send({ to: 'rolled.back@example.com', subject: 'Never', text: 'x' });
        throw new Error('the save failed');
      }),
    ).rejects.toThrow('the save failed');
    expect(await rowsTo('rolled.back@example.com')).toEqual([]);
    expect(woken).toBe(0);
    await mail.transaction(async () => 'nothing mailed');
    expect(woken).toBe(0);
    await mail.transaction((_, send) => send({ to: 'committed@example.com', subject: 'Sent', text: 'x' }));
    expect(woken).toBe(1);
    expect(await rowsTo('committed@example.com')).toHaveLength(1);
  });

  it('a refused save-later stores no draft, no code and no mail', async () => {
    const id = dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', validRequests.addFilterForNewUser)).temp_enrollment_id;
    const big = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`k${index}`, 'x'.repeat(3000)]));
    dataOf('saveEnrollmentForLater', await server.call('saveEnrollmentForLater', { enrollment_id: id, email: 'big@example.com', tab: 'contact_info', data: big }));
    const more = Object.fromEntries(Array.from({ length: 60 }, (_, index) => [`m${index}`, 'y'.repeat(3000)]));
    const refused = await server.call('saveEnrollmentForLater', { enrollment_id: id, email: 'big@example.com', tab: 'contact_info', data: more });
    expectFieldError(refused, 'data', 'The saved information is too large or not in a form this step keeps.');
    expect(await rowsTo('big@example.com')).toHaveLength(1);
  });

  it('GET /dev/outbox lists what was delivered, the code mail among it', async () => {
    const id = dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', validRequests.addFilterForNewUser)).temp_enrollment_id;
    await server.call('saveEnrollmentForLater', { enrollment_id: id, email: 'listed@example.com', tab: 'contact_info', data: {} });
    const listed = (await server.send('GET', '/dev/outbox', undefined, { authorization: null })).body as OutgoingMail[];
    expect(listed.find((mail) => mail.to === 'listed@example.com')?.text).toMatch(/Enrollment code: /);
  });

  it('keeps the text sealed until it is sent, and delivers it as written', async () => {
    const text = 'Your sign-in code: 24681357\n';
    await queue([{ to: 'sealed@example.com', subject: 'Sealed', text }]);
    const [stored] = await storedTextTo('sealed@example.com');
    expect(stored).toMatch(/^sealed1\./);
    expect(stored).not.toContain('24681357');
    expect((await rowsTo('sealed@example.com'))[0]!.text).toBe(text);
    const { transport, delivered } = recording();
    await mailSender({ db: server.db, transport }).deliverDue();
    expect(delivered.find((mail) => mail.to === 'sealed@example.com')?.text).toBe(text);
    expect((await rowsTo('sealed@example.com'))[0]!.text).toBe('');
  });

  it('seals at start-up a row queued in clear before the text was sealed, and still delivers it', async () => {
    await server.db.execute(sql`insert into mail_outbox ("to", subject, text) values ('plain@example.com', 'Plain', 'Enrollment code: ABCD-EFGH-JKMNP')`);
    expect(await resealStoredValues(server.db)).toBeGreaterThanOrEqual(1);
    expect((await storedTextTo('plain@example.com'))[0]).toMatch(/^sealed1\./);
    const { transport, delivered } = recording();
    await mailSender({ db: server.db, transport }).deliverDue();
    expect(delivered.find((mail) => mail.to === 'plain@example.com')?.text).toBe('Enrollment code: ABCD-EFGH-JKMNP');
  });

  it('deletes rows sent over 30 days ago, now and then; rows sent since, and rows not sent, stay', async () => {
    const to = ['sent-long-ago@example.com', 'sent-lately@example.com', 'never-sent@example.com', 'sent-later@example.com'];
    await queue(to.map((address) => ({ to: address, subject: 'Old', text: 'hello' })));
    const sentDaysAgo = (address: string, days: number) =>
      server.db.update(mailOutbox).set({ sentAt: sql`now() - make_interval(days => ${days})`, text: '' }).where(eq(mailOutbox.to, address));
    await sentDaysAgo('sent-long-ago@example.com', 31);
    await sentDaysAgo('sent-lately@example.com', 29);
    // waiting for over 30 days (a transport that keeps failing): not sent, so kept
    await server.db
      .update(mailOutbox)
      .set({ createdAt: sql`now() - make_interval(days => 40)`, nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(mailOutbox.to, 'never-sent@example.com'));
    await server.db.update(mailOutbox).set({ nextAttemptAt: sql`now() + interval '1 hour'` }).where(eq(mailOutbox.to, 'sent-later@example.com'));
    const left = async () => (await server.db.select({ to: mailOutbox.to }).from(mailOutbox).where(inArray(mailOutbox.to, to))).map((row) => row.to).sort();
    // a sender's first pass deletes them
    const sender = mailSender({ db: server.db, transport: recording().transport });
    await sender.deliverDue();
    expect(await left()).toEqual(['never-sent@example.com', 'sent-lately@example.com', 'sent-later@example.com']);
    // and not again within ten minutes
    await sentDaysAgo('sent-later@example.com', 45);
    await sender.deliverDue();
    expect(await left()).toContain('sent-later@example.com');
    expect(await sender.pruneSent()).toBe(1);
    expect(await left()).toEqual(['never-sent@example.com', 'sent-lately@example.com']);
  });
});
