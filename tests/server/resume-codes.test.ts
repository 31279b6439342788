import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { resumeCodeOf, resumeMessages } from '../../contract/index.ts';
import { createApp } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { enrollmentCodes } from '../../server/db/schema.ts';
import { clientAddress } from '../../server/http/client-address.ts';
import { LINK_KEY_FILE, linkSigner, resolveLinkKey } from '../../server/links/signed-links.ts';
import type { Outbox } from '../../server/mail/outbox.ts';
import type { Database } from '../../server/db/open-database.ts';
import type { Catalogue } from '../../server/queries/catalogue.ts';
import { dataOf, directContinueToken, expectFieldError, useTestServer, type Reply } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// Resume codes, signed direct-continue links and where mailed links point (docs/security.md,
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
    expectResumeFailure(await resume(code, 'once@example.com'));
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

  it('fail with one answer whatever is wrong: unknown, malformed, another e-mail, used', async () => {
    const { code } = await saveLater(await newEnrollment(), 'one.answer@example.com');
    expectResumeFailure(await resume('ZZZZ-ZZZZ-ZZZZZ', 'one.answer@example.com'));
    expectResumeFailure(await resume('NOSUCH12', 'one.answer@example.com'));
    expectResumeFailure(await resume(code, 'someone.else@example.com'));
    expect((await resume(code, 'one.answer@example.com')).status).toBe(200);
    expectResumeFailure(await resume(code, 'one.answer@example.com'));
  });
});

describe('direct-continue links', () => {
  it('carry a signed token, not the bare enrollment id, and resume and bind the visitor', async () => {
    const id = await newEnrollment();
    const { token } = await saveLater(id, 'link@example.com');
    // the id and expiry, then an HMAC-SHA256 of them (32 bytes): not the id alone as before
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
    const stranger = server.visitor();
    expect(dataOf('directContinue', await stranger.call('directContinue', { id: token })).enrollment_id).toBe(id);
    expect((await stranger.call('getCartCount', { enrollment_id: id })).status).toBe(200);
  });

  it('answer a forged, altered, foreign or expired token as an unknown enrollment', async () => {
    const id = await newEnrollment();
    const token = directContinueToken(id);
    const unknown = await server.call('directContinue', { id: directContinueToken('TE0000000000') });
    expectFieldError(unknown, 'id', 'Enrollment not found');
    const [payload, signature] = token.split('.') as [string, string];
    const altered = [
      Buffer.from(id).toString('base64url'),
      `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${Buffer.from(`TE0000000001.${Math.floor(Date.now() / 1000) + 1e6}`).toString('base64url')}.${signature}`,
      linkSigner(Buffer.alloc(32, 8)).sign('direct-continue', id),
      linkSigner(Buffer.alloc(32, 7), () => Date.now() - 31 * 24 * 3600_000).sign('direct-continue', id),
      `${token}.x`,
    ];
    for (const forged of altered) expect(await server.call('directContinue', { id: forged })).toEqual(unknown);
  });

  it('are signed with LINK_SIGNING_KEY, or a key generated once into DATA_DIR (owner-only) that every process there shares', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'link-key-'));
    const keys = await Promise.all(Array.from({ length: 5 }, () => resolveLinkKey(undefined, dir)));
    expect(keys[0]).toHaveLength(32);
    for (const key of keys) expect(key.equals(keys[0]!)).toBe(true);
    expect((await resolveLinkKey(undefined, dir)).equals(keys[0]!)).toBe(true);
    expect(statSync(path.join(dir, LINK_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect((await resolveLinkKey(Buffer.alloc(32, 3).toString('base64'), dir)).equals(Buffer.alloc(32, 3))).toBe(true);
    await expect(resolveLinkKey(Buffer.alloc(16).toString('base64'), dir)).rejects.toThrow(/LINK_SIGNING_KEY/);
  });

  it('expire after 30 days', () => {
    const signer = linkSigner(Buffer.alloc(32, 1));
    const token = signer.sign('direct-continue', 'TE1');
    expect(linkSigner(Buffer.alloc(32, 1), () => Date.now() + 29 * 24 * 3600_000).verify('direct-continue', token)).toBe('TE1');
    expect(linkSigner(Buffer.alloc(32, 1), () => Date.now() + 31 * 24 * 3600_000).verify('direct-continue', token)).toBeNull();
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
    expect((await app.request('/dev/model-coverage')).status).not.toBe(200);
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
