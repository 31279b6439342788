import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { enrollerSignInMessages } from '../../contract/index.ts';
import { enrollerSignInCodes, mailOutbox, rateLimits, sessionEnrollers, sessionMembers } from '../../server/db/schema.ts';
import { SESSION_COOKIE, sessionIdOf } from '../../server/http/sessions.ts';
import { WRONG_TRIES_PER_CODE } from '../../server/enrollers/sign-in-codes.ts';
import { SIGN_IN_LIMITS } from '../../server/handlers/enroller-sign-in.ts';
import { AUTHORIZATION, dataOf, expectEmpty, expectFieldError, failureOf, useTestServer, type TestServer } from './harness.ts';
import { codeMailedTo, requestCode, signInAs } from './enroller-sign-in-support.ts';

const server = useTestServer();

const JANE = 'jane.doe@example.com';
const ACME_ADMIN = 'hr@acme-benefits.example.com';
const NOLAN = 'nolan.andrews@example.com';
/** Member 501, Jane's. */
const MARIA = 501;

type Caller = ReturnType<TestServer['visitor']>;
/** In process every caller is one client ('local'): each test starts with the rate limits' counters at nothing. */
beforeEach(async () => {
  await server.db.delete(rateLimits);
});
/** A call with the cookie given (or none), outside any caller's cookie jar; and the session cookie a reply sets. */
const post = (path: string, body: unknown, cookie?: string) =>
  server.app.request(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json', Authorization: AUTHORIZATION, ...(cookie ? { Cookie: cookie } : {}) },
  });
const cookieOf = (response: Response) => response.headers.get('Set-Cookie')?.split(';')[0];
const expectFailed = (reply: Awaited<ReturnType<Caller['call']>>) => expectFieldError(reply, 'code', enrollerSignInMessages.failed);
/** A code for Jane asked in the session of `cookie`: a code works only in the session that asked for it. */
const codeAskedIn = async (cookie: string) => {
  expect((await post('/api/v1/request-enroller-code', { email: JANE }, cookie)).status).toBe(200);
  return (await codeMailedTo(server, JANE))!;
};
const otherCode = (code: string) => String((Number(code) + 1) % 1e8).padStart(8, '0');

describe('request-enroller-code', () => {
  it('mails an eight-digit code to the address on file and answers the same for an unknown address', async () => {
    const caller = server.visitor();
    const known = dataOf('requestEnrollerCode', await caller.call('requestEnrollerCode', { email: 'Jane.Doe@Example.com' }));
    const unknown = dataOf('requestEnrollerCode', await caller.call('requestEnrollerCode', { email: 'nobody@example.com' }));
    expect(known).toEqual({ message: enrollerSignInMessages.codeSent });
    expect(unknown).toEqual(known);
    expect(await codeMailedTo(server, JANE)).toMatch(/^\d{8}$/);
    expect(await server.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'nobody@example.com'))).toEqual([]);
  });

  it('starts the session the code will work in, for an unknown address too (a cookie for known ones only would tell)', async () => {
    expect(cookieOf(await post('/api/v1/request-enroller-code', { email: JANE }))).toMatch(/^session=/);
    expect(cookieOf(await post('/api/v1/request-enroller-code', { email: 'nobody@example.com' }))).toMatch(/^session=/);
  });

  it('stores only hashes: neither the address nor the code is in the table', async () => {
    const code = await requestCode(server, NOLAN, server.visitor());
    const rows = await server.db.select().from(enrollerSignInCodes);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(JSON.stringify(rows).toLowerCase()).not.toContain('nolan');
  });

  it('a code request deletes the codes that have expired, used or not; live codes stay', async () => {
    const row = (name: string, minutes: number, used = false) => ({
      addressHash: `${name} holder`,
      codeHash: name,
      expiresAt: new Date(Date.now() + minutes * 60_000),
      usedAt: used ? new Date() : null,
    });
    const rows = [row('expired', -1), row('used-expired', -5, true), row('live', 5), row('used-live', 5, true)];
    await server.db.insert(enrollerSignInCodes).values(rows);
    await requestCode(server, NOLAN, server.visitor());
    const left = await server.db.select({ name: enrollerSignInCodes.codeHash }).from(enrollerSignInCodes).where(inArray(enrollerSignInCodes.codeHash, rows.map((r) => r.codeHash)));
    expect(left.map(({ name }) => name).sort()).toEqual(['live', 'used-live']);
  });

  it('refuses a malformed address at its field', async () => {
    expectFieldError(await server.visitor().call('requestEnrollerCode', { email: 'jane' }), 'email', enrollerSignInMessages.invalidEmail);
  });

  it(`allows ${SIGN_IN_LIMITS.codesPerClient} code requests a minute per client, known addresses or not`, async () => {
    const caller = server.visitor();
    for (let i = 0; i < SIGN_IN_LIMITS.codesPerClient; i++) dataOf('requestEnrollerCode', await caller.call('requestEnrollerCode', { email: `x${i}@example.com` }));
    failureOf(await caller.call('requestEnrollerCode', { email: 'another@example.com' }), 429);
  });
});

describe('sign-in-enroller', () => {
  it('signs the session in as the rep, once: the same code again fails', async () => {
    const caller = server.visitor();
    const code = await requestCode(server, JANE, caller);
    expect(dataOf('signInEnroller', await caller.call('signInEnroller', { email: JANE, code }))).toEqual({ kind: 'rep', id: 701, name: 'Jane Doe' });
    expect(dataOf('getEnrollerSession', await caller.call('getEnrollerSession', {}))).toEqual({ kind: 'rep', id: 701, name: 'Jane Doe' });
    expectFailed(await server.visitor().call('signInEnroller', { email: JANE, code }));
  });

  it('signs a group administrator in as the group', async () => {
    const caller = server.visitor();
    expect(await signInAs(server, ACME_ADMIN, caller)).toEqual({ kind: 'group', id: 2556, name: 'Acme Benefits' });
  });

  it('answers one message for an unknown address, a wrong code, a replaced code and an expired code', async () => {
    const caller = server.visitor();
    expectFailed(await caller.call('signInEnroller', { email: 'nobody@example.com', code: '12345678' }));
    expectFailed(await caller.call('signInEnroller', { email: JANE, code: 'not-a-code' }));
    const first = await requestCode(server, NOLAN, caller);
    const second = await requestCode(server, NOLAN, caller);
    if (first !== second) expectFailed(await caller.call('signInEnroller', { email: NOLAN, code: first }));
    expectFailed(await caller.call('signInEnroller', { email: NOLAN, code: otherCode(second) }));
    await server.db.update(enrollerSignInCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    expectFailed(await caller.call('signInEnroller', { email: NOLAN, code: second }));
    expectEmpty(await caller.call('getEnrollerSession', {}));
  });

  it('a code works only in the session it was mailed for: other sessions’ tries, wrong or right, neither meet nor end it', async () => {
    const rep = server.visitor();
    const code = await requestCode(server, NOLAN, rep);
    for (let i = 0; i < WRONG_TRIES_PER_CODE + 1; i++) expectFailed(await server.visitor().call('signInEnroller', { email: NOLAN, code: otherCode(code) }));
    expectFailed(await server.visitor().call('signInEnroller', { email: NOLAN, code }));
    expect(dataOf('signInEnroller', await rep.call('signInEnroller', { email: NOLAN, code }))).toMatchObject({ kind: 'rep' });
  });

  it(`a code stops working after ${WRONG_TRIES_PER_CODE} wrong tries in its session`, async () => {
    const caller = server.visitor();
    const code = await requestCode(server, NOLAN, caller);
    for (let i = 0; i < WRONG_TRIES_PER_CODE; i++) expectFailed(await caller.call('signInEnroller', { email: NOLAN, code: otherCode(code) }));
    expectFailed(await caller.call('signInEnroller', { email: NOLAN, code }));
  });

  it(`allows ${SIGN_IN_LIMITS.wrongCodesPerClient} wrong codes a minute per client`, async () => {
    const caller = server.visitor();
    for (let i = 0; i < SIGN_IN_LIMITS.wrongCodesPerClient; i++) expectFailed(await caller.call('signInEnroller', { email: 'nobody@example.com', code: '12345678' }));
    failureOf(await caller.call('signInEnroller', { email: 'nobody@example.com', code: '12345678' }), 429);
  });

  it('signs in under a new session token that keeps the enrollments the session saw', async () => {
    const caller = server.visitor();
    const { temp_enrollment_id } = dataOf('addFilterForNewUser', await caller.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }));
    await signInAs(server, JANE, caller);
    dataOf('getEnrollmentTempInfo', await caller.call('getEnrollmentTempInfo', { enrollment_id: temp_enrollment_id, column: 'filter_info' }));
  });

  it('the token the session had before the sign-in is not signed in (no session fixation)', async () => {
    const before = cookieOf(await post('/api/v2/add-filter-for-new-user', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }));
    expect(before).toMatch(/^session=/);
    const code = await codeAskedIn(before!);
    const signedIn = await post('/api/v1/sign-in-enroller', { email: JANE, code }, before);
    expect(signedIn.status).toBe(200);
    const after = cookieOf(signedIn);
    expect(after).toMatch(/^session=/);
    expect(after).not.toBe(before);
    const whoIs = async (cookie: string) =>
      (await server.app.request('/api/v1/get-enroller-session', { headers: { Authorization: AUTHORIZATION, Cookie: cookie } })).status;
    expect(await whoIs(before!)).toBe(204);
    expect(await whoIs(after!)).toBe(200);
  });

  it("moves the enrollments and a member's link to the new token; the old token opens neither", async () => {
    const created = await post('/api/v2/add-filter-for-new-user', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' });
    const before = cookieOf(created)!;
    const { data } = (await created.json()) as { data: { temp_enrollment_id: string } };
    await server.db.insert(sessionMembers).values({ sessionId: sessionIdOf(before.slice(`${SESSION_COOKIE}=`.length)), userId: MARIA });
    const code = await codeAskedIn(before);
    const after = cookieOf(await post('/api/v1/sign-in-enroller', { email: JANE, code }, before))!;
    const get = (path: string, cookie: string) => server.app.request(path, { headers: { Authorization: AUTHORIZATION, Cookie: cookie } });
    const filterInfo = `/api/v1/get-enrollment-temp-info?enrollment_id=${data.temp_enrollment_id}&column=filter_info`;
    expect((await get(filterInfo, after)).status).toBe(200);
    expect((await get(filterInfo, before)).status).toBe(422);
    expect(await server.db.select().from(sessionMembers).where(eq(sessionMembers.sessionId, sessionIdOf(after.slice(`${SESSION_COOKIE}=`.length))))).toHaveLength(1);
    expect((await get(`/api/v1/get-member-info?user_id=${MARIA}`, before)).status).toBe(422);
  });
});

describe('sign-out-enroller', () => {
  it('ends the sign-in: the members are gone, the session row is deleted, the enrollments stay', async () => {
    const caller = server.visitor();
    const { temp_enrollment_id } = dataOf('addFilterForNewUser', await caller.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }));
    await signInAs(server, JANE, caller);
    expect(dataOf('getAgentMembers', await caller.call('getAgentMembers', { agent_id: 701 }))).not.toEqual([]);
    const signedInRows = (await server.db.select().from(sessionEnrollers)).length;
    expect(dataOf('signOutEnroller', await caller.call('signOutEnroller', {}))).toEqual({ message: enrollerSignInMessages.signedOut });
    expect((await server.db.select().from(sessionEnrollers)).length).toBe(signedInRows - 1);
    expectEmpty(await caller.call('getEnrollerSession', {}));
    expect(dataOf('getAgentMembers', await caller.call('getAgentMembers', { agent_id: 701 }))).toEqual([]);
    expectFieldError(await caller.call('addFilterForExistingUser', { user_id: 504, tier: 'IO', eprocess: 'rep', agent_id: 701 }), 'user_id', 'Member not found');
    dataOf('getEnrollmentTempInfo', await caller.call('getEnrollmentTempInfo', { enrollment_id: temp_enrollment_id, column: 'filter_info' }));
  });

  it('goes on under a new session token: the signed-in token opens neither the sign-in nor the enrollments', async () => {
    const created = await post('/api/v2/add-filter-for-new-user', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' });
    const { data } = (await created.json()) as { data: { temp_enrollment_id: string } };
    const code = await codeAskedIn(cookieOf(created)!);
    const signedIn = cookieOf(await post('/api/v1/sign-in-enroller', { email: JANE, code }, cookieOf(created)))!;
    const signedOut = await post('/api/v1/sign-out-enroller', {}, signedIn);
    expect(signedOut.status).toBe(200);
    const after = cookieOf(signedOut)!;
    expect(after).toMatch(/^session=/);
    expect(after).not.toBe(signedIn);
    const get = (path: string, cookie: string) => server.app.request(path, { headers: { Authorization: AUTHORIZATION, Cookie: cookie } });
    expect((await get('/api/v1/get-enroller-session', signedIn)).status).toBe(204);
    expect((await get('/api/v1/get-enroller-session', after)).status).toBe(204);
    const filterInfo = `/api/v1/get-enrollment-temp-info?enrollment_id=${data.temp_enrollment_id}&column=filter_info`;
    expect((await get(filterInfo, after)).status).toBe(200);
    expect((await get(filterInfo, signedIn)).status).toBe(422);
  });

  it("keeps a member's link the session held under the new token, and not under the old one", async () => {
    // a code request starts the session the code works in
    const asked = cookieOf(await post('/api/v1/request-enroller-code', { email: JANE }))!;
    const code = (await codeMailedTo(server, JANE))!;
    const signedIn = cookieOf(await post('/api/v1/sign-in-enroller', { email: JANE, code }, asked))!;
    // what decrypt-detail grants for a member's signed link; after the sign-out only the link opens her record
    await server.db.insert(sessionMembers).values({ sessionId: sessionIdOf(signedIn.slice(`${SESSION_COOKIE}=`.length)), userId: MARIA });
    const after = cookieOf(await post('/api/v1/sign-out-enroller', {}, signedIn))!;
    const memberInfo = (cookie: string) =>
      server.app.request(`/api/v1/get-member-info?user_id=${MARIA}`, { headers: { Authorization: AUTHORIZATION, Cookie: cookie } });
    expect((await memberInfo(after)).status).toBe(200);
    expect((await memberInfo(signedIn)).status).toBe(422);
  });

  it('answers the same to a caller who was not signed in, and to one without a session', async () => {
    const caller = server.visitor();
    expect(dataOf('signOutEnroller', await caller.call('signOutEnroller', {}))).toEqual({ message: enrollerSignInMessages.signedOut });
    dataOf('addFilterForNewUser', await caller.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }));
    expect(dataOf('signOutEnroller', await caller.call('signOutEnroller', {}))).toEqual({ message: enrollerSignInMessages.signedOut });
  });
});

describe('member data answers only to the members’ own signed-in rep or group administrator', () => {
  const memberCalls = async (caller: Pick<Caller, 'call'>) => ({
    jane: dataOf('getAgentMembers', await caller.call('getAgentMembers', { agent_id: 701 })).map((row) => row.user_id),
    acme: dataOf('getGroupUsers', await caller.call('getGroupUsers', { group_id: 2556 })).map((row) => row.user_id),
    beacon: dataOf('getGroupUsers', await caller.call('getGroupUsers', { group_id: 2512 })).map((row) => row.user_id),
  });

  it('a visitor who knows the access codes sees no members and starts no enrollment for one', async () => {
    const caller = server.visitor();
    dataOf('validateAgent', await caller.call('validateAgent', { agent_code: 'JANE01' }));
    expect(await memberCalls(caller)).toEqual({ jane: [], acme: [], beacon: [] });
    expectFieldError(await caller.call('addFilterForExistingUser', { user_id: 504, tier: 'IO', eprocess: 'rep', agent_id: 701 }), 'user_id', 'Member not found');
  });

  it('another rep sees none of Jane’s members', async () => {
    const caller = server.visitor();
    await signInAs(server, NOLAN, caller);
    expect(await memberCalls(caller)).toEqual({ jane: [], acme: [], beacon: [] });
    expectFieldError(await caller.call('addFilterForExistingUser', { user_id: 504, tier: 'IO', eprocess: 'rep', agent_id: 701 }), 'user_id', 'Member not found');
  });

  it('Jane sees her members; the Acme administrator sees Acme’s only', async () => {
    const jane = server.visitor();
    await signInAs(server, JANE, jane);
    const seenByJane = await memberCalls(jane);
    expect(seenByJane.jane.sort()).toEqual([501, 502, 503, 504, 505, 506, 507, 508]);
    expect(seenByJane.acme.sort()).toEqual([501, 502, 503, 508]);
    expect(seenByJane.beacon.sort()).toEqual([504, 505]);
    dataOf('addFilterForExistingUser', await jane.call('addFilterForExistingUser', { user_id: 504, tier: 'IO', eprocess: 'rep', agent_id: 701 }));
    const acme = server.visitor();
    await signInAs(server, ACME_ADMIN, acme);
    const seen = await memberCalls(acme);
    expect(seen.acme.sort()).toEqual([501, 502, 503, 508]);
    expect(seen.beacon).toEqual([]);
    expectFieldError(await acme.call('addFilterForExistingUser', { user_id: 504, tier: 'IO', eprocess: 'group', group_id: 2512 }), 'user_id', 'Member not found');
    dataOf('addFilterForExistingUser', await acme.call('addFilterForExistingUser', { user_id: 502, tier: 'IO', eprocess: 'group', group_id: 2556 }));
  });

  it('the pickers answer the last four SSN digits only', async () => {
    const jane = server.visitor();
    await signInAs(server, JANE, jane);
    const rows = dataOf('getAgentMembers', await jane.call('getAgentMembers', { agent_id: 701 }));
    expect(rows.find((row) => row.user_id === 501)?.ssn).toBe('***-**-6789');
    for (const row of rows) expect(row.ssn).toMatch(/^\*\*\*-\*\*-\d{4}$/);
  });

  it('change-filter-info names a member only for their signed-in rep', async () => {
    const caller = server.visitor();
    const { temp_enrollment_id } = dataOf('addFilterForNewUser', await caller.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }));
    expectFieldError(await caller.call('changeFilterInfo', { tempId: temp_enrollment_id, user_id: 501 }), 'user_id', 'Member not found');
    await signInAs(server, JANE, caller);
    dataOf('changeFilterInfo', await caller.call('changeFilterInfo', { tempId: temp_enrollment_id, user_id: 501 }));
  });
});
