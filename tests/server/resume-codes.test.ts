import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { resumeCodeOf, resumeMessages, stepMessages } from '../../contract/index.ts';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { enrollmentCodes, linkTokens } from '../../server/db/schema.ts';
import { clientAddress } from '../../server/http/client-address.ts';
import { linkTokens as linkTokenStore, newLinkToken } from '../../server/links/link-tokens.ts';
import type { Outbox } from '../../server/mail/outbox.ts';
import type { Database } from '../../server/db/open-database.ts';
import type { Catalogue } from '../../server/queries/catalogue.ts';
import { dataOf, directContinueToken, expectFieldError, linkToken, nonCanonical, useTestServer, type Reply } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// Resume codes, direct-continue links and where mailed links point (docs/security.md,
// "Resume codes, links and rate limits"). The limits themselves: rate-limits.test.ts.

const server = useTestServer();

const newEnrollment = async () => dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', validRequests.addFilterForNewUser)).temp_enrollment_id;

/** Save & Continue Later to `email`: the mail's grouped code and link. */
const saveLater = async (enrollment_id: string, email: string) => {
  dataOf('saveEnrollmentForLater', await server.call('saveEnrollmentForLater', { enrollment_id, email, tab: 'contact_info', data: { city: 'Albany' } }));
  const mail = (await server.outbox.list()).filter((sent) => sent.to === email).at(-1)!;
  const code = /Enrollment code: (\S+)\n/.exec(mail.text)![1]!;
  const link = /\n(\S+\/direct-continue\/(\S+)\/contact_info)$/.exec(mail.text)!;
  return { code, link: link[1]!, token: link[2]! };
};

const resume = (code: string, email: string) => server.call('continueEnrollment', { code, email });
const expectResumeFailure = (reply: Reply) => expect({ status: reply.status, body: reply.body }).toEqual(FAILURE);
const FAILURE = {
  status: 422,
  body: { status: 'error', statusCode: 422, message: 'The given data was invalid.', data: [{ target_element: 'code', error_message: resumeMessages.failed }] },
};

describe('resume codes', () => {
  it('are 13 characters of Crockford base32 (65 bits), mailed grouped, stored only as a hash', async () => {
    const codes = await Promise.all(['a', 'b', 'c'].map(async (name) => (await saveLater(await newEnrollment(), `${name}.codes@example.com`)).code));
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(new Set(codes).size).toBe(3);
    const stored = JSON.stringify(await server.db.select().from(enrollmentCodes));
    for (const code of codes) {
      expect(stored).not.toContain(resumeCodeOf(code));
      expect(stored).not.toContain(code);
    }
  });

  it('are accepted without separators, in lower case, with O for 0 and I or L for 1', () => {
    expect(resumeCodeOf('abcd-efgh-jkmnp')).toBe('ABCDEFGHJKMNP');
    expect(resumeCodeOf(' ABCD EFGH JKMNP ')).toBe('ABCDEFGHJKMNP');
    expect(resumeCodeOf('oil0-0000-00000')).toBe('0110000000000');
    expect(resumeCodeOf('ABCD-EFGH-JKMN')).toBeNull();
    expect(resumeCodeOf('ABCD-EFGH-JKMNU')).toBeNull();
  });

  it('resume once, typed any way; a later save-later issues a fresh code that resumes', async () => {
    const id = await newEnrollment();
    const { code } = await saveLater(id, 'once@example.com');
    const typed = resumeCodeOf(code)!.toLowerCase();
    expect(dataOf('continueEnrollment', await resume(typed, 'ONCE@example.com')).enrollment_id).toBe(id);
    expectFieldError(await resume(code, 'once@example.com'), 'code', resumeMessages.spent);
    const fresh = await saveLater(id, 'once@example.com');
    expect(fresh.code).not.toBe(code);
    expect(dataOf('continueEnrollment', await resume(fresh.code, 'once@example.com')).enrollment_id).toBe(id);
  });

  it('used by two requests at once resume once', async () => {
    const { code } = await saveLater(await newEnrollment(), 'race@example.com');
    const replies = await Promise.all([resume(code, 'race@example.com'), resume(code, 'race@example.com'), resume(code, 'race@example.com')]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 422, 422]);
  });

  it('expire after 30 days', async () => {
    const id = await newEnrollment();
    const { code } = await saveLater(id, 'expired@example.com');
    const [row] = await server.db.select({ createdAt: enrollmentCodes.createdAt, expiresAt: enrollmentCodes.expiresAt }).from(enrollmentCodes).where(eq(enrollmentCodes.enrollmentId, id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(30 * 24 * 3600_000 - 60_000);
    await server.db.update(enrollmentCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(enrollmentCodes.enrollmentId, id));
    expectResumeFailure(await resume(code, 'expired@example.com'));
  });

  it('fail with one answer whatever is wrong: unknown, malformed, another e-mail (also for a used code)', async () => {
    const { code } = await saveLater(await newEnrollment(), 'one.answer@example.com');
    expectResumeFailure(await resume('ZZZZ-ZZZZ-ZZZZZ', 'one.answer@example.com'));
    expectResumeFailure(await resume('NOSUCH12', 'one.answer@example.com'));
    expectResumeFailure(await resume(code, 'someone.else@example.com'));
    expect((await resume(code, 'one.answer@example.com')).status).toBe(200);
    expectResumeFailure(await resume(code, 'someone.else@example.com'));
  });

  it('used or superseded, with their own e-mail, say that codes work once (issue 28 item 4)', async () => {
    const id = await newEnrollment();
    const first = await saveLater(id, 'spent@example.com');
    const second = await saveLater(id, 'spent@example.com');
    // the newer save-later supersedes the first code: it resumes nothing
    expectFieldError(await resume(first.code, 'spent@example.com'), 'code', resumeMessages.spent);
    expect(dataOf('continueEnrollment', await resume(second.code, 'spent@example.com')).enrollment_id).toBe(id);
    expectFieldError(await resume(second.code, 'SPENT@example.com'), 'code', resumeMessages.spent);
    // without its e-mail a spent code is one more unknown code
    expectResumeFailure(await resume(first.code, 'stranger@example.com'));
  });

  it('go to the enrollment’s own address when the alternate e-mail is blank (issue 28 item 3)', async () => {
    const id = await newEnrollment();
    // none yet: the field says so, nothing is mailed
    expectFieldError(await server.call('saveEnrollmentForLater', { enrollment_id: id, email: '', tab: 'primary_info', data: {} }), 'email', stepMessages.saveLaterNoAddress);
    // Contact Information's address, as being saved
    const reply = await server.call('saveEnrollmentForLater', { enrollment_id: id, email: ' ', tab: 'contact_info', data: { email_address: 'own.address@example.com' } });
    expect(dataOf('saveEnrollmentForLater', reply).sent_to).toBe('own.address@example.com');
    const mail = (await server.outbox.list()).filter((sent) => sent.to === 'own.address@example.com').at(-1)!;
    const code = /Enrollment code: (\S+)\n/.exec(mail.text)![1]!;
    expect(dataOf('continueEnrollment', await resume(code, 'own.address@example.com')).enrollment_id).toBe(id);
    // a typed one must be an address
    expectFieldError(await server.call('saveEnrollmentForLater', { enrollment_id: id, email: 'not-an-email', tab: 'contact_info', data: {} }), 'email', stepMessages.alternateEmail);
  });
});

describe('direct-continue links', () => {
  it('carry a random token that says nothing, not the enrollment id, and resume and bind the visitor', async () => {
    const id = await newEnrollment();
    const { token } = await saveLater(id, 'link@example.com');
    // 256 random bits (43 characters of base64url): no id, no expiry, nothing to read
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(Buffer.from(token, 'base64url').includes(id)).toBe(false);
    const stranger = server.visitor();
    expect(dataOf('directContinue', await stranger.call('directContinue', { id: token })).enrollment_id).toBe(id);
    expect((await stranger.call('getCartCount', { enrollment_id: id })).status).toBe(200);
  });

  it('answer an unknown, altered, non-canonical, other-purpose, expired or old signed token as an unknown enrollment', async () => {
    const id = await newEnrollment();
    const { token } = await saveLater(id, 'altered@example.com');
    const unknown = await server.call('directContinue', { id: directContinueToken('TE0000000000') });
    expectFieldError(unknown, 'id', 'Enrollment not found');
    const altered = [
      Buffer.from(id).toString('base64url'),
      newLinkToken(),
      nonCanonical(token),
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BA' : 'AA'}`,
      linkToken('enrollmentId', id),
      linkToken('direct-continue', id, -60_000),
      `${Buffer.from(`${id}.${Math.floor(Date.now() / 1000) + 1e6}`).toString('base64url')}.${token}`,
      `${token}.x`,
    ];
    for (const forged of altered) expect(await server.call('directContinue', { id: forged })).toEqual(unknown);
    // the token itself still opens it
    expect(dataOf('directContinue', await server.call('directContinue', { id: token })).enrollment_id).toBe(id);
  });

  it('are superseded by a newer save-later: the earlier link answers as an unknown one and binds nothing', async () => {
    const id = await newEnrollment();
    const first = await saveLater(id, 'superseded@example.com');
    const second = await saveLater(id, 'superseded@example.com');
    expect(second.token).not.toBe(first.token);
    const stranger = server.visitor();
    const unknown = await server.call('directContinue', { id: newLinkToken() });
    expect(await stranger.call('directContinue', { id: first.token })).toEqual(unknown);
    expectFieldError(await stranger.call('getCartCount', { enrollment_id: id }), 'enrollment_id', 'Enrollment not found');
    expect(dataOf('directContinue', await stranger.call('directContinue', { id: second.token })).enrollment_id).toBe(id);
    // another enrollment's save-later leaves this one's link alone
    await saveLater(await newEnrollment(), 'superseded@example.com');
    expect(dataOf('directContinue', await server.visitor().call('directContinue', { id: second.token })).enrollment_id).toBe(id);
  });

  it('are stored only as hashes, and expire after 30 days', async () => {
    const id = await newEnrollment();
    const { token } = await saveLater(id, 'expiry@example.com');
    expect(JSON.stringify(await server.db.select().from(linkTokens))).not.toContain(token);
    const at = (days: number) => linkTokenStore(server.db, () => new Date(Date.now() + days * 24 * 3600_000));
    expect(await at(29).open('direct-continue', token)).toBe(id);
    expect(await at(31).open('direct-continue', token)).toBeNull();
  });
});

describe('mailed links', () => {
  it('point at the configured base URL, never at the request’s Host', async () => {
    const id = await newEnrollment();
    const reply = await server.send(
      'POST',
      'http://attacker.example:8080/api/v1/save-enrollment',
      JSON.stringify({ enrollment_id: id, email: 'host@example.com', tab: 'contact_info', data: {} }),
      { headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' } },
    );
    expect(reply.status).toBe(200);
    const mail = (await server.outbox.list()).find((sent) => sent.to === 'host@example.com')!;
    expect(mail.text).not.toContain('attacker');
    expect(mail.text).toMatch(/\nhttp:\/\/localhost\/direct-continue\//);
    // where to enter the code: the site's Continue Enrollment page (issue 28 item 4)
    expect(mail.text).toContain('open Continue Enrollment\n(http://localhost/continue-enrollment,');
  });
});

describe('configuration', () => {
  it('reads PUBLIC_BASE_URL, else http://MAIN_HOST:PORT, and refuses one that is no http(s) URL', () => {
    expect(readConfig({ PUBLIC_BASE_URL: 'https://benefits.example.com/' }).publicBaseUrl).toBe('https://benefits.example.com');
    expect(readConfig({ MAIN_HOST: 'Shop.Example', PORT: '4000' }).publicBaseUrl).toBe('http://shop.example:4000');
    expect(() => readConfig({ PUBLIC_BASE_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => readConfig({ PUBLIC_BASE_URL: 'benefits.example.com' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('turns development mode on only when DEV_MODE says so, never in production', async () => {
    expect(readConfig({}).devMode).toBe(false);
    expect(readConfig({ DEV_MODE: '1' }).devMode).toBe(true);
    expect(readConfig({ DEV_MODE: '1', NODE_ENV: 'production' }).devMode).toBe(false);
    const app = createApp({ db: {} as Database, catalogue: {} as Catalogue, outbox: {} as Outbox, apiAuthorization: 'Basic x', mainHost: 'localhost' });
    expect((await app.request('/dev/outbox')).status).not.toBe(200);
  });

  it('takes the client from the connection; from X-Forwarded-For (its last entry) only behind a trusted proxy', async () => {
    const app = (trust: boolean) => new Hono().get('/', (c) => c.text(clientAddress(c, trust)));
    const socket = { incoming: { socket: { remoteAddress: '10.0.0.9' } } };
    const headers = { 'X-Forwarded-For': '1.2.3.4, 203.0.113.7' };
    expect(await (await app(false).request('/', { headers }, socket)).text()).toBe('10.0.0.9');
    expect(await (await app(true).request('/', { headers }, socket)).text()).toBe('203.0.113.7');
    expect(await (await app(true).request('/', {}, socket)).text()).toBe('10.0.0.9');
    expect(await (await app(false).request('/')).text()).toBe('local');
  });
});
