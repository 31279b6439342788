import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeMessages } from '../../contract/index.ts';
import { mailOutbox, rateLimits } from '../../server/db/schema.ts';
import { pruneRateLimits, RATE_LIMITS, rateKey, rateLimiter } from '../../server/limits/rate-limits.ts';
import { dataOf, failureOf, startServer, type Reply, type TestServer } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// The rate limits as a deployment has them (RATE_LIMITS), counted in the database; the client is
// the X-Forwarded-For address here (TRUST_PROXY), so one test plays many clients.

let server: TestServer;
beforeAll(async () => {
  server = await startServer(undefined, { rateLimits: RATE_LIMITS, trustProxy: true });
}, 60_000);
afterAll(() => server?.close());

let nextClient = 1;
const newClient = () => `198.51.100.${nextClient++}`;
const from = (client: string) => ({ headers: { 'X-Forwarded-For': client } });

const newEnrollment = async () => dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', validRequests.addFilterForNewUser)).temp_enrollment_id;
const saveLater = (enrollment_id: string, email: string, client: string) =>
  server.call('saveEnrollmentForLater', { enrollment_id, email, tab: 'primary_info', data: {} }, from(client));
const codeSentTo = async (email: string) => /Enrollment code: (\S+)\n/.exec((await server.outbox.list()).filter((mail) => mail.to === email).at(-1)!.text)![1]!;
const resume = (code: string, email: string, client: string) => server.call('continueEnrollment', { code, email }, from(client));

const expectTooMany = (reply: Reply, field: string) => {
  expect(failureOf(reply, 429)).toEqual({
    status: 'error',
    statusCode: 429,
    message: resumeMessages.tooManyAttempts,
    data: [{ target_element: field, error_message: resumeMessages.tooManyAttempts }],
  });
};

describe('continue-enrollment', () => {
  it('allows 10 wrong tries a minute per client, then answers 429 even for the right code', async () => {
    const client = newClient();
    const id = await newEnrollment();
    expect((await saveLater(id, 'limited@example.com', newClient())).status).toBe(200);
    const code = await codeSentTo('limited@example.com');
    for (let attempt = 0; attempt < RATE_LIMITS.wrongResumeTries; attempt += 1) {
      expect((await resume('ZZZZ-ZZZZ-ZZZZZ', 'limited@example.com', client)).status).toBe(422);
    }
    expectTooMany(await resume('ZZZZ-ZZZZ-ZZZZZ', 'limited@example.com', client), 'code');
    expectTooMany(await resume(code, 'limited@example.com', client), 'code');
    // another client is not held up
    expect(dataOf('continueEnrollment', await resume(code, 'limited@example.com', newClient())).enrollment_id).toBe(id);
  });

  it('counts only wrong tries: a right one is given back', async () => {
    const client = newClient();
    const id = await newEnrollment();
    for (let attempt = 0; attempt < RATE_LIMITS.wrongResumeTries - 1; attempt += 1) {
      expect((await resume('ZZZZ-ZZZZ-ZZZZZ', 'x@example.com', client)).status).toBe(422);
    }
    await saveLater(id, 'given.back@example.com', newClient());
    expect((await resume(await codeSentTo('given.back@example.com'), 'given.back@example.com', client)).status).toBe(200);
    expect((await resume('ZZZZ-ZZZZ-ZZZZZ', 'x@example.com', client)).status).toBe(422);
    expectTooMany(await resume('ZZZZ-ZZZZ-ZZZZZ', 'x@example.com', client), 'code');
  });

  it('allows 10 wrong tries a minute per enrollment, whatever the clients', async () => {
    const id = await newEnrollment();
    await saveLater(id, 'owner@example.com', newClient());
    const code = await codeSentTo('owner@example.com');
    for (let attempt = 0; attempt < RATE_LIMITS.wrongResumeTries; attempt += 1) {
      expect((await resume(code, `guess${attempt}@example.com`, newClient())).status).toBe(422);
    }
    expectTooMany(await resume(code, 'owner@example.com', newClient()), 'code');
  });
});

describe('calls that send mail', () => {
  it('send at most 10 a minute per enrollment; a refused call stores and mails nothing', async () => {
    const id = await newEnrollment();
    for (let attempt = 0; attempt < RATE_LIMITS.mailPerEnrollment; attempt += 1) {
      expect((await saveLater(id, 'flood@example.com', newClient())).status).toBe(200);
    }
    const queued = (await server.db.select().from(mailOutbox)).length;
    expectTooMany(await saveLater(id, 'flood@example.com', newClient()), 'email');
    const quote = { ...validRequests.saveEnrollment, enrollment_id: id, email: 'flood@example.com' };
    expectTooMany(await server.call('saveEnrollment', quote, from(newClient())), 'email');
    expect((await server.db.select().from(mailOutbox)).length).toBe(queued);
  });

  it(`send at most ${RATE_LIMITS.mailPerClient} a minute per client`, async () => {
    const client = newClient();
    for (let attempt = 0; attempt < RATE_LIMITS.mailPerClient; attempt += 1) {
      expect((await saveLater(await newEnrollment(), 'client.flood@example.com', client)).status).toBe(200);
    }
    expectTooMany(await saveLater(await newEnrollment(), 'client.flood@example.com', client), 'email');
  });
});

describe('housekeeping', () => {
  it('deletes counters whose window started over an hour ago, now and then as limits are taken; recent ones stay', async () => {
    const counter = (name: string, minutesAgo: number) => ({ ...rateKey('housekeeping', name, 1), minutesAgo });
    const counters = { old: counter('old', 61), recent: counter('recent', 59), later: counter('later', 120) };
    const write = ({ key, minutesAgo }: (typeof counters)[keyof typeof counters]) =>
      server.db.insert(rateLimits).values({ key, count: 3, windowStart: sql`now() - make_interval(mins => ${minutesAgo})` });
    const kept = async () => (await server.db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, Object.values(counters).map(({ key }) => key)))).map(({ key }) => key);
    await write(counters.old);
    await write(counters.recent);
    // a limiter's first take deletes the old counters
    const limiter = rateLimiter(server.db);
    await limiter.take('code', rateKey('housekeeping', 'caller', 10));
    expect(await kept()).toEqual([counters.recent.key]);
    // and not again within ten minutes
    await write(counters.later);
    await limiter.take('code', rateKey('housekeeping', 'caller', 10));
    expect((await kept()).sort()).toEqual([counters.recent.key, counters.later.key].sort());
    expect(await pruneRateLimits(server.db)).toBe(1);
    expect(await kept()).toEqual([counters.recent.key]);
  });
});
