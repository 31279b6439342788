import { describe, expect, it } from 'vitest';
import { linkTokens } from '../../server/db/schema.ts';
import { newLinkToken } from '../../server/links/link-tokens.ts';
import { signInAs } from './enroller-sign-in-support.ts';
import { dataOf, expectEmpty, expectFieldError, linkToken, memberEnrollment, nonCanonical, useTestServer } from './harness.ts';

// Opaque ids in links (docs/security.md, Links): a member's member-benefit-store link, the partner
// site's enrollment and a referral carry random tokens the server looks up; decrypt-detail decodes
// them, and a counted id opens nothing.

const server = useTestServer();

const MARIA = 501;
const decode = (caller: Pick<typeof server, 'call'>, request: Record<string, string>) => caller.call('decryptDetail', request);
const nothingDecoded = { agentId: null, groupId: null, portalId: null, planId: null, userID: null, enrollmentId: null };

/** The token of a link /dev/link hands out, as a member's portal, a rep's flyer or the partner site would. */
const issuedLink = async (path: string) => {
  const reply = await server.app.request(`/dev/link/${path}`);
  expect(reply.status).toBe(302);
  const location = new URL(reply.headers.get('Location')!, 'http://localhost');
  return location.searchParams.get('rid') ?? location.searchParams.get('id') ?? location.pathname.split('/')[2]!;
};

/** Tokens the server did not issue as they are: never issued, expired, altered, made for another field, the old signed kind, or no token at all. */
const badTokens = (field: 'userID' | 'enrollmentId', value: string | number) => [
  newLinkToken(),
  linkToken(field, value, -60_000),
  nonCanonical(linkToken(field, value)),
  `${linkToken(field, value).slice(0, -2)}AA`,
  linkToken(field === 'userID' ? 'enrollmentId' : 'userID', value),
  `${Buffer.from(`${value}.${Math.floor(Date.now() / 1000) + 86_400}`).toString('base64url')}.${'A'.repeat(43)}`,
  String(value),
];

describe('link tokens', () => {
  it('say nothing: 256 random bits whose decoding holds no id, a new one each time, only their hash stored', async () => {
    const tokens = [await issuedLink('member-benefit-store/501/IO'), await issuedLink('member-benefit-store/501/IO'), await issuedLink('referral/RF1001'), await issuedLink('partner/EL1001')];
    expect(new Set(tokens).size).toBe(4);
    for (const token of tokens) {
      expect(token).toMatch(/^[\w-]{43}$/);
      const decoded = Buffer.from(token, 'base64url');
      for (const id of ['501', 'RF1001', 'EL1001']) expect(decoded.includes(id)).toBe(false);
    }
    const stored = JSON.stringify(await server.db.select().from(linkTokens));
    for (const token of tokens) expect(stored).not.toContain(token);
  });

  it('are read canonically: the last character changed to one that decodes to the same bytes opens nothing', async () => {
    const token = await issuedLink('member-benefit-store/501/IO');
    expect(Buffer.from(nonCanonical(token), 'base64url').equals(Buffer.from(token, 'base64url'))).toBe(true);
    expect(dataOf('decryptDetail', await decode(server.visitor(), { userID: nonCanonical(token) }))).toEqual([nothingDecoded]);
    expect(dataOf('decryptDetail', await decode(server.visitor(), { userID: token }))).toEqual([{ ...nothingDecoded, userID: MARIA }]);
  });

  it('of every kind /dev/link hands out open what they name: the member, the referral, the partner enrollment', async () => {
    expect(dataOf('decryptDetail', await decode(server.visitor(), { userID: await issuedLink('member-benefit-store/502/IO') }))).toEqual([{ ...nothingDecoded, userID: 502 }]);
    expect(dataOf('decryptDetail', await decode(server.visitor(), { enrollmentId: await issuedLink('partner/EL1001') }))).toEqual([{ ...nothingDecoded, enrollmentId: 'EL1001' }]);
    const referral = dataOf('getEnrollmentInfoReferral', await server.call('getEnrollmentInfoReferral', { referral_id: await issuedLink('referral/RF1001') }));
    expect(referral).toMatchObject({ agent_id: 701 });
    expectEmpty(await server.call('getEnrollmentInfoReferral', { referral_id: nonCanonical(await issuedLink('referral/RF1001')) }));
  });
});

describe('member-benefit-store links', () => {
  it('a counted user id opens no member: get-member-info and add-filter-for-member answer as for an unknown member', async () => {
    const stranger = server.visitor();
    expectFieldError(await stranger.call('getMemberInfo', { user_id: MARIA }), 'user_id', 'Member not found');
    expectFieldError(await stranger.call('addFilterForMember', { user_id: MARIA, tier: 'IO' }), 'user_id', 'Member not found');
  });

  it("decrypt-detail decodes Maria's link and lets that session, and only that one, act as her", async () => {
    const maria = server.visitor();
    expect(dataOf('decryptDetail', await decode(maria, { userID: linkToken('userID', MARIA) }))).toEqual([{ ...nothingDecoded, userID: MARIA }]);
    expect(dataOf('getMemberInfo', await maria.call('getMemberInfo', { user_id: MARIA })).member_info.first_name).toBe('Maria');
    expect(dataOf('addFilterForMember', await maria.call('addFilterForMember', { user_id: MARIA, tier: 'IO' })).temp_enrollment_id).toMatch(/^TE/);
    // her link is not someone else's: another member's id on the same session is still unknown
    expectFieldError(await maria.call('getMemberInfo', { user_id: 502 }), 'user_id', 'Member not found');
    expectFieldError(await server.visitor().call('getMemberInfo', { user_id: MARIA }), 'user_id', 'Member not found');
  });

  it.each(badTokens('userID', MARIA).map((token, index) => [index, token] as const))('bad member token %i decodes to nothing and grants nothing', async (_, token) => {
    const caller = server.visitor();
    expect(dataOf('decryptDetail', await decode(caller, { userID: token }))).toEqual([nothingDecoded]);
    expectFieldError(await caller.call('getMemberInfo', { user_id: MARIA }), 'user_id', 'Member not found');
  });

  it('a link of a user id that is no member decodes to nothing', async () => {
    expect(dataOf('decryptDetail', await decode(server.visitor(), { userID: linkToken('userID', 9999) }))).toEqual([nothingDecoded]);
  });

  it("the member's own rep, signed in, still reaches the member without the link", async () => {
    const jane = server.visitor();
    await signInAs(server, 'jane.doe@example.com', jane);
    expect(dataOf('getMemberInfo', await jane.call('getMemberInfo', { user_id: MARIA })).member_info.userid).toBe(MARIA);
  });

  it("the member's enrollment started by the link answers to the member's session", async () => {
    const maria = server.visitor();
    const enrollment_id = await memberEnrollment(maria);
    expect(dataOf('getEnrollmentTempInfo', await maria.call('getEnrollmentTempInfo', { enrollment_id, column: 'filter_info' })).result).toMatchObject({ user_id: MARIA });
  });
});

describe("the partner site's enrollment link", () => {
  const cartOf = (caller: Pick<typeof server, 'call'>) => caller.call('getCartCount', { enrollment_id: 'EL1001' });

  it('decrypt-detail decodes the link and binds the session to the enrollment', async () => {
    const visitor = server.visitor();
    const before = await cartOf(visitor);
    expect(dataOf('decryptDetail', await decode(visitor, { enrollmentId: linkToken('enrollmentId', 'EL1001') }))).toEqual([{ ...nothingDecoded, enrollmentId: 'EL1001' }]);
    expect(before).toEqual(await cartOf(server.visitor()));
    expect(await cartOf(visitor)).not.toEqual(before);
    expect(dataOf('getCartCount', await cartOf(visitor)).result).toBeGreaterThanOrEqual(0);
  });

  it.each(badTokens('enrollmentId', 'EL1001').map((token, index) => [index, token] as const))('bad enrollment token %i decodes to nothing and binds nothing', async (_, token) => {
    const visitor = server.visitor();
    expect(dataOf('decryptDetail', await decode(visitor, { enrollmentId: token }))).toEqual([nothingDecoded]);
    expect(await cartOf(visitor)).toEqual(await cartOf(server.visitor()));
  });

  it('a link of an enrollment that does not exist decodes to nothing', async () => {
    expect(dataOf('decryptDetail', await decode(server.visitor(), { enrollmentId: linkToken('enrollmentId', 'TE0000000000') }))).toEqual([nothingDecoded]);
  });
});

describe("decrypt-detail's other ids", () => {
  it('decodes each field only from a token made for that field', async () => {
    const request = { agentId: linkToken('agentId', 701), groupId: linkToken('groupId', 2556), portalId: linkToken('portalId', 11), planId: linkToken('portalId', 121) };
    expect(dataOf('decryptDetail', await decode(server.visitor(), request))).toEqual([{ ...nothingDecoded, agentId: 701, groupId: 2556, portalId: 11 }]);
  });
});
