import { gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../contract/index.ts';
import type { Database } from '../../server/db/open-database.ts';
import { sessions } from '../../server/db/schema.ts';
import { ENROLLMENT_FIELDS } from '../../server/http/enrollment-gate.ts';
import { SESSION_COOKIE, sessionStore, type SessionStore } from '../../server/http/sessions.ts';
import { AUTHORIZATION, dataOf, useTestServer } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// Who may see an enrollment (docs/security.md): the session that created it, or resumed it by code
// and e-mail or by the mailed link; to anyone else it does not exist.

const server = useTestServer();

const quote = { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' } as const;
type Visitor = ReturnType<typeof server.visitor>;

const newEnrollment = async (visitor: Visitor) => dataOf('addFilterForNewUser', await visitor.call('addFilterForNewUser', quote)).temp_enrollment_id;
const cartCount = (visitor: Visitor, enrollment_id: string) => visitor.call('getCartCount', { enrollment_id });
const unknownEnrollment = 'TE0000000000';

/** A quote posted without the harness, to read the reply's headers. */
const rawQuote = (url: string) =>
  server.app.request(url, { method: 'POST', body: JSON.stringify(quote), headers: { 'Content-Type': 'application/json', Authorization: AUTHORIZATION } });

/** The first mail to `email`, once the server has sent it. */
const mailTo = async (email: string) => {
  const find = async () => (await server.outbox.list()).find((sent) => sent.to === email);
  await expect.poll(find).toBeDefined();
  return (await find())!;
};

/** The rows whose requests name an enrollment, with the field that names it. */
const scopedRows = (Object.keys(endpoints) as EndpointName[]).flatMap((name) => {
  const request = validRequests[name] as Record<string, unknown>;
  const field = ENROLLMENT_FIELDS.find((key) => typeof request[key] === 'string');
  return field ? [{ name, request, field }] : [];
});

describe('sessions', () => {
  it('starts a session when a visitor creates an enrollment: an httpOnly, SameSite=Strict cookie, Secure over https', async () => {
    const cookie = (await rawQuote('/api/v2/add-filter-for-new-user')).headers.get('Set-Cookie')!;
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[A-Za-z0-9_-]{43};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    expect((await rawQuote('https://shop.example.com/api/v2/add-filter-for-new-user')).headers.get('Set-Cookie')).toContain('Secure');
  });

  it('keeps only a hash of the token: the cookie value is nowhere in the database', async () => {
    const rows = await server.db.select({ id: sessions.id }).from(sessions);
    const response = await rawQuote('/api/v2/add-filter-for-new-user');
    const token = /=([^;]+)/.exec(response.headers.get('Set-Cookie')!)![1]!;
    const after = await server.db.select({ id: sessions.id }).from(sessions);
    expect(after.length).toBe(rows.length + 1);
    expect(after.map(({ id }) => id)).not.toContain(token);
  });

  it('lets the creating session see its enrollment, and nobody else', async () => {
    const owner = server.visitor();
    const id = await newEnrollment(owner);
    expect(dataOf('getCartCount', await cartCount(owner, id)).result).toBe(0);
    const stranger = server.visitor();
    await newEnrollment(stranger); // a session of its own, bound to another enrollment
    expect(await cartCount(stranger, id)).toEqual(await cartCount(stranger, unknownEnrollment));
    const noCookie = server.visitor();
    expect(await cartCount(noCookie, id)).toEqual(await cartCount(noCookie, unknownEnrollment));
  });

  it.each(scopedRows)('$name answers a stranger exactly as it answers an unknown enrollment', async ({ name, request, field }) => {
    const stranger = server.visitor();
    await newEnrollment(stranger);
    const theirs = await stranger.call(name, request);
    expect(theirs).toEqual(await stranger.call(name, { ...request, [field]: unknownEnrollment }));
  });

  it('binds a session that resumes by code and e-mail, and one that follows the mailed link', async () => {
    const owner = server.visitor();
    const id = await newEnrollment(owner);
    const email = 'sessions-resume@example.com';
    dataOf('saveEnrollmentForLater', await owner.call('saveEnrollmentForLater', { enrollment_id: id, email, tab: 'primary_info', data: {} }));
    const mail = await mailTo(email);
    const code = /Enrollment code: (\S+)/.exec(mail.text)![1]!;
    const link = /\/direct-continue\/([^/\s]+)\//.exec(mail.text)![1]!;

    const byCode = server.visitor();
    expect((await cartCount(byCode, id)).status).toBe(422);
    expect(dataOf('continueEnrollment', await byCode.call('continueEnrollment', { code, email })).enrollment_id).toBe(id);
    expect(dataOf('getCartCount', await cartCount(byCode, id)).result).toBe(0);

    const byLink = server.visitor();
    expect(dataOf('directContinue', await byLink.call('directContinue', { id: link })).enrollment_id).toBe(id);
    expect(dataOf('getCartCount', await cartCount(byLink, id)).result).toBe(0);
  });

  it('forgets a session once it expires, and a forged cookie opens nothing', async () => {
    const startedAt = new Date();
    const visitor = server.visitor();
    const id = await newEnrollment(visitor);
    await server.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(gt(sessions.createdAt, startedAt));
    expect((await cartCount(visitor, id)).status).toBe(422);
    const forged = await server.send('GET', `/api/v1/get-cart-count?enrollment_id=${id}`, undefined, {
      headers: { Cookie: `${SESSION_COOKIE}=${'A'.repeat(43)}` },
    });
    expect(forged.status).toBe(422);
  });
});

/** A server process's session checks, as the enrollment gate and sign-out make them, on the test database. */
const processOf = (store: SessionStore) => {
  const app = new Hono()
    .post('/bind/:id', async (c) => (await store.bind(c, c.req.param('id')), c.body(null, 204)))
    .get('/see/:id', async (c) => c.json((await store.maySee(c, c.req.param('id'))) !== null))
    .post('/sign-out', async (c) => (await store.signOut(c), c.body(null, 204)));
  const tokenOf = (response: Response) => /^session=([^;]+)/.exec(response.headers.get('Set-Cookie') ?? '')?.[1];
  const headers = (token: string) => ({ Cookie: `${SESSION_COOKIE}=${token}` });
  return {
    bind: async (id: string) => tokenOf(await app.request(`/bind/${id}`, { method: 'POST' }))!,
    sees: async (token: string, id: string) => (await app.request(`/see/${id}`, { headers: headers(token) })).json(),
    signOut: async (token: string) => tokenOf(await app.request('/sign-out', { method: 'POST', headers: headers(token) }))!,
  };
};

/**
 * The database, but the next select armed (`hold`) answers only once `release` is called: its
 * query runs at once, so what it read can be overtaken by writes made meanwhile.
 */
const withHeldSelect = (db: Database) => {
  let armed = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held = (builder: object): object =>
    new Proxy(builder, {
      get(target, prop) {
        const value = Reflect.get(target, prop) as unknown;
        if (typeof value !== 'function') return value;
        if (prop === 'then') return (resolve: (rows: unknown) => void, reject: (error: unknown) => void) => (target as Promise<unknown>).then(async (rows) => (await released, rows)).then(resolve, reject);
        return (...args: unknown[]) => held((value as (...a: unknown[]) => object).apply(target, args));
      },
    });
  const proxied = new Proxy(db, {
    get(target, prop) {
      const value = Reflect.get(target, prop) as unknown;
      if (prop !== 'select' || !armed) return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
      armed = false;
      return (...args: unknown[]) => held((value as (...a: unknown[]) => object).apply(target, args));
    },
  });
  return { db: proxied, hold: () => (armed = true), release };
};

describe('session checks of several server processes on one database', () => {
  const enrollment = 'EL1001';

  it('refuse at once, on another process, a token that one process renewed (as sign-out and sign-in do)', async () => {
    const one = processOf(sessionStore(server.db));
    const other = processOf(sessionStore(server.db));
    const token = await one.bind(enrollment);
    expect(await other.sees(token, enrollment)).toBe(true);
    const renewed = await one.signOut(token);
    expect(await other.sees(token, enrollment)).toBe(false);
    expect(await other.sees(renewed, enrollment)).toBe(true);
  });

  it('hold a checked binding only in a process alone on its database, which refuses a token it renewed at once', async () => {
    const alone = processOf(sessionStore(server.db, { oneProcess: true }));
    const token = await alone.bind(enrollment);
    expect(await alone.sees(token, enrollment)).toBe(true);
    const renewed = await alone.signOut(token);
    expect(await alone.sees(token, enrollment)).toBe(false);
    expect(await alone.sees(renewed, enrollment)).toBe(true);

    // a check whose query read the binding before a renewal moved it holds nothing of it
    const slow = withHeldSelect(server.db);
    const racing = processOf(sessionStore(slow.db, { oneProcess: true }));
    const first = await racing.bind(enrollment);
    slow.hold();
    const checking = racing.sees(first, enrollment);
    const second = await racing.signOut(first);
    slow.release();
    expect(await checking).toBe(true);
    expect(await racing.sees(first, enrollment)).toBe(false);
    expect(await racing.sees(second, enrollment)).toBe(true);

    // what it holds would outlive a renewal made elsewhere: hence only embedded PGlite holds bindings
    const elsewhere = processOf(sessionStore(server.db));
    const again = await elsewhere.signOut(renewed);
    expect(await alone.sees(renewed, enrollment)).toBe(true);
    expect(await elsewhere.sees(again, enrollment)).toBe(true);
  });
});
