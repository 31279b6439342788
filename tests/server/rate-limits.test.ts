import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollerSignInMessages, resumeMessages, stepMessages, type EndpointName } from '../../contract/index.ts';
import { mailOutbox, rateLimits } from '../../server/db/schema.ts';
import { pruneRateLimits, RATE_LIMITS, rateKey, rateLimiter } from '../../server/limits/rate-limits.ts';
import { SIGN_IN_LIMITS } from '../../server/handlers/enroller-sign-in.ts';
import { WRONG_TRIES_PER_CODE } from '../../server/enrollers/sign-in-codes.ts';
import { dataOf, expectFieldError, failureOf, linkToken, memberEnrollment, startServer, type Reply, type TestServer } from './harness.ts';
import { codeMailedTo } from './enroller-sign-in-support.ts';
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

describe('look-ups that tell a real thing from an unknown one', () => {
  const { lookupMissesPerClient: misses } = RATE_LIMITS;

  it(`validate-agent: ${misses} unknown codes a minute per client, then 429 even for a real code, while another client goes on`, async () => {
    const client = newClient();
    for (let attempt = 0; attempt < misses; attempt += 1) {
      expectFieldError(await server.call('validateAgent', { agent_code: `GUESS${attempt}` }, from(client)), 'agent_code', 'Invalid agent code');
    }
    expectTooMany(await server.call('validateAgent', { agent_code: 'GUESS' }, from(client)), 'agent_code');
    expectTooMany(await server.call('validateAgent', { agent_code: 'JANE01' }, from(client)), 'agent_code');
    expect(dataOf('validateAgent', await server.call('validateAgent', { agent_code: 'JANE01' }, from(newClient()))).agent_id).toBe(701);
  });

  it('counts only misses: people who type a real code never meet the limit', async () => {
    const client = newClient();
    for (let attempt = 0; attempt < misses - 1; attempt += 1) await server.call('validateAgent', { agent_code: `GUESS${attempt}` }, from(client));
    for (let attempt = 0; attempt < 5; attempt += 1) dataOf('validateAgent', await server.call('validateAgent', { agent_code: 'jane01' }, from(client)));
    expectFieldError(await server.call('validateAgent', { agent_code: 'GUESS' }, from(client)), 'agent_code', 'Invalid agent code');
    expectTooMany(await server.call('validateAgent', { agent_code: 'JANE01' }, from(client)), 'agent_code');
  });

  // each look-up, a miss of it, and the field its 429 names; every one counts on the client's one limit
  const lookups: { name: EndpointName; miss: () => Promise<Record<string, unknown>>; field: string }[] = [
    { name: 'validateGroup', miss: async () => ({ group_code: 'NOPE01' }), field: 'group_code' },
    { name: 'validateLandingPage', miss: async () => ({ landing_page: 'nowhere' }), field: 'landing_page' },
    { name: 'getExternalSiteInformation', miss: async () => ({ site_name: 'nowhere' }), field: 'site_name' },
    { name: 'getEnrollmentInfoReferral', miss: async () => ({ referral_id: linkToken('referral', 'RF9999') }), field: 'referral_id' },
    { name: 'decryptDetail', miss: async () => ({ userID: linkToken('userID', 999_999) }), field: 'userID' },
    { name: 'saveEnrollerCode', miss: async () => ({ enrollment_id: await newEnrollment(), enrollerCode: 'EC0000' }), field: 'enrollerCode' },
  ];
  it.each(lookups)(`$name: ${misses} misses a minute per client, then 429 on $field`, async ({ name, miss, field }) => {
    const client = newClient();
    for (let attempt = 0; attempt < misses; attempt += 1) expect((await server.call(name, await miss(), from(client))).status).toBeLessThan(429);
    expectTooMany(await server.call(name, await miss(), from(client)), field);
  });

  it('validate-group and validate-landing-page still answer real ones to a client under its limit', async () => {
    const client = newClient();
    expect(dataOf('validateGroup', await server.call('validateGroup', { group_code: 'ACME01' }, from(client))).group_id).toBe(2556);
    expect((await server.call('validateLandingPage', { landing_page: 'acme' }, from(client))).status).toBe(200);
  });
});

describe('member e-mail and phone checks', () => {
  const daniel = { email: 'daniel.kim@example.com', phone: '2125550502' };
  const emailCheck = (caller: Pick<TestServer, 'call'>, enrollment_id: string, client: string) =>
    caller.call('validateMemberEmail', { enrollment_id, email: daniel.email }, from(client));
  const phoneCheck = (caller: Pick<TestServer, 'call'>, enrollment_id: string, client: string) =>
    caller.call('validatePhoneNumverify', { enrollment_id, phone: daniel.phone }, from(client));
  const nothing = { email_address: { target_element: 'email_address', is_valid: true, error_message: '' } };

  it('tell another member’s e-mail and phone only inside an existing member’s enrollment the session holds', async () => {
    const maria = await memberEnrollment(server);
    expect(dataOf('validateMemberEmail', await emailCheck(server, maria, newClient()))).toEqual({ ...nothing.email_address, is_valid: false, error_message: stepMessages.emailExists });
    expect(dataOf('validatePhoneNumverify', await phoneCheck(server, maria, newClient())).error_message).toBe(stepMessages.phoneExists);
    // a stranger naming Maria's enrollment, a new applicant's own enrollment, an unknown one: nothing exists
    const stranger = server.visitor();
    const own = dataOf('addFilterForNewUser', await stranger.call('addFilterForNewUser', validRequests.addFilterForNewUser)).temp_enrollment_id;
    for (const enrollment_id of [maria, own, 'TE000000000']) {
      expect(dataOf('validateMemberEmail', await emailCheck(stranger, enrollment_id, newClient()))).toEqual(nothing.email_address);
      expect(dataOf('validatePhoneNumverify', await phoneCheck(stranger, enrollment_id, newClient()))).toEqual({ target_element: 'phone_number', is_valid: true, error_message: '' });
    }
  });

  it(`count ${RATE_LIMITS.memberChecksPerClient} a minute per client, found or not, then 429 at the field; another client goes on`, async () => {
    const maria = await memberEnrollment(server);
    const client = newClient();
    for (let attempt = 0; attempt < RATE_LIMITS.memberChecksPerClient / 2; attempt += 1) {
      dataOf('validateMemberEmail', await emailCheck(server, maria, client));
      dataOf('validatePhoneNumverify', await phoneCheck(server, maria, client));
    }
    expectTooMany(await emailCheck(server, maria, client), 'email_address');
    expectTooMany(await phoneCheck(server, maria, client), 'phone_number');
    expect(dataOf('validateMemberEmail', await emailCheck(server, maria, newClient())).is_valid).toBe(false);
    // an existing member's Contact save asks the same and counts as one check
    const save = (client: string) => server.call('saveContactInfo', { ...validRequests.saveContactInfo, enrollment_id: maria, email_address: daniel.email }, from(client));
    expectTooMany(await save(client), 'email_address');
    expectFieldError(await save(newClient()), 'email_address', stepMessages.emailExists);
  });
});

describe('rep sign-in: strangers cannot lock a rep out, and the code cannot be guessed', () => {
  const JANE = 'jane.doe@example.com';
  /** A browser of its own (cookie jar, so a session) at a client address of its own. */
  const browser = (client = newClient()) => {
    const caller = server.visitor();
    return {
      askCode: (email = JANE) => caller.call('requestEnrollerCode', { email }, from(client)),
      signIn: (code: string, email = JANE) => caller.call('signInEnroller', { email, code }, from(client)),
    };
  };
  const mailedCode = async () => (await codeMailedTo(server, JANE))!;
  const wrong = (code: string) => String((Number(code) + 1) % 1e8).padStart(8, '0');
  const expectRefused = (reply: Reply) => expectFieldError(reply, 'code', enrollerSignInMessages.failed);

  it('a stranger’s wrong codes, the rep’s own code tried elsewhere and a stranger’s code requests leave the rep’s code working', async () => {
    const rep = browser();
    dataOf('requestEnrollerCode', await rep.askCode());
    const code = await mailedCode();
    const stranger = browser();
    for (let attempt = 0; attempt < WRONG_TRIES_PER_CODE + 1; attempt += 1) expectRefused(await stranger.signIn(wrong(code)));
    // a code works only in the session it was mailed for
    expectRefused(await browser().signIn(code));
    // a stranger's requests (past their own limit) replace nothing of the rep's
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.codesPerClientAndAddress + 3; attempt += 1) await stranger.askCode();
    expect(dataOf('signInEnroller', await rep.signIn(code))).toMatchObject({ kind: 'rep', id: 701 });
  });

  it('the rep gets a fresh code within the minute, whatever strangers asked for their address', async () => {
    const NOLAN = 'nolan.andrews@example.com';
    // three strangers each past their own limit for the address: what they were refused counts nothing
    for (let stranger = 0; stranger < 3; stranger += 1) {
      const them = browser();
      for (let attempt = 0; attempt < SIGN_IN_LIMITS.codesPerClientAndAddress; attempt += 1) dataOf('requestEnrollerCode', await them.askCode(NOLAN));
      for (let attempt = 0; attempt < 10; attempt += 1) expectTooMany(await them.askCode(NOLAN), 'email');
    }
    const rep = browser();
    dataOf('requestEnrollerCode', await rep.askCode(NOLAN));
    expect(dataOf('signInEnroller', await rep.signIn((await codeMailedTo(server, NOLAN))!, NOLAN))).toMatchObject({ kind: 'rep' });
  });

  it('the bound holds: a code takes five wrong tries in its session, a client ten wrong codes a minute, an address twenty codes a minute from every client', async () => {
    const address = 'bound@example.com';
    // five wrong tries end the session's code: the right one then fails too
    const ACME_ADMIN = 'hr@acme-benefits.example.com';
    const guesser = browser();
    dataOf('requestEnrollerCode', await guesser.askCode(ACME_ADMIN));
    const code = (await codeMailedTo(server, ACME_ADMIN))!;
    for (let attempt = 0; attempt < WRONG_TRIES_PER_CODE; attempt += 1) expectRefused(await guesser.signIn(wrong(code), ACME_ADMIN));
    expectRefused(await guesser.signIn(code, ACME_ADMIN));
    // a client: ten wrong codes a minute, then 429 whatever the session
    const client = newClient();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.wrongCodesPerClient; attempt += 1) expectRefused(await browser(client).signIn('12345678'));
    expectTooMany(await browser(client).signIn('12345678'), 'code');
    // an address: twenty codes a minute from every client together, five from each
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.codesPerAddress; attempt += 1) dataOf('requestEnrollerCode', await browser(newClient()).askCode(address));
    expectTooMany(await browser(newClient()).askCode(address), 'email');
    const one = browser();
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.codesPerClientAndAddress; attempt += 1) dataOf('requestEnrollerCode', await one.askCode('other.bound@example.com'));
    expectTooMany(await one.askCode('other.bound@example.com'), 'email');
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
