import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partnerTraffic } from '../../server/db/schema.ts';
import { seedIfEmpty } from '../../server/db/seed/seed.ts';
import { base64, dataOf, expectEmpty, expectFieldError, linkToken, memberEnrollment, useTestServer } from './harness.ts';

const server = useTestServer();

describe('seeding', () => {
  it('seeds only an empty database, so a restart keeps what is there', async () => {
    expect(await seedIfEmpty(server.db)).toBe(false);
  });
});

describe('site sessions from the host', () => {
  it('get-default-info answers the main site: group 1000, open type user', async () => {
    const data = dataOf('getDefaultInfo', await server.call('getDefaultInfo', {}));
    expect(data).toEqual({ group_id: 1000, agent_id: null, portal_id: null, open_type: 'user' });
  });

  it('get-domainSite-infromation resolves acme.localhost to 2556 and the main host to 1000', async () => {
    const acme = await server.call('getDomainSiteInformation', { site_domain: base64('acme.localhost') });
    expect(dataOf('getDomainSiteInformation', acme)).toEqual({ gid: 2556 });
    const main = await server.call('getDomainSiteInformation', { site_domain: base64('localhost') });
    expect(dataOf('getDomainSiteInformation', main)).toEqual({ gid: 1000 });
  });

  it('ignores case and a port in the host name', async () => {
    const reply = await server.call('getDomainSiteInformation', { site_domain: base64('ACME.localhost:3000') });
    expect(dataOf('getDomainSiteInformation', reply)).toEqual({ gid: 2556 });
  });

  it('answers 204 for an unknown host and for text that is not a host', async () => {
    expectEmpty(await server.call('getDomainSiteInformation', { site_domain: base64('nowhere.localhost') }));
    expectEmpty(await server.call('getDomainSiteInformation', { site_domain: '!!!' }));
    // base64 of bytes PostgreSQL text cannot hold (NUL, no UTF-8): no host, not a failed query
    for (const site_domain of [base64('acme\u0000.localhost'), Buffer.from([0xff, 0xfe, 0x00]).toString('base64')]) {
      expectEmpty(await server.call('getDomainSiteInformation', { site_domain }));
      expect((await server.call('getExternalSiteDynamicInformation', { site_domain })).status).toBe(200);
    }
    expect(server.loggedErrors).toEqual([]);
  });
});

describe('landing pages, referrals and external sites', () => {
  it('validate-landing-page answers Jane as an agent landing and acme as a group landing', async () => {
    const jane = dataOf('validateLandingPage', await server.call('validateLandingPage', { landing_page: 'Jane' }));
    expect(jane).toEqual({ group_id: null, agent_id: 701, portal_id: 11, open_type: 'agent', landing_page: 'jane' });
    const acme = dataOf('validateLandingPage', await server.call('validateLandingPage', { landing_page: 'acme' }));
    expect(acme).toMatchObject({ group_id: 2556, open_type: 'group', landing_page: 'acme' });
  });

  it('validate-landing-page answers 204 for an unknown name', async () => {
    expectEmpty(await server.call('validateLandingPage', { landing_page: 'nobody' }));
  });

  it('get-enrollment-info-referral answers the signed link of RF1001 as Jane’s, and 204 for an unknown, counted or forged rid', async () => {
    const data = dataOf('getEnrollmentInfoReferral', await server.call('getEnrollmentInfoReferral', { referral_id: linkToken('referral', 'RF1001') }));
    expect(data).toEqual({ agent_id: 701, group_id: null, portal_id: 11, valid_referral_link: true, referrer_info: { name: 'Jane Doe' } });
    expectEmpty(await server.call('getEnrollmentInfoReferral', { referral_id: linkToken('referral', 'RF9999') }));
    // the referral's own id, a token made for another link, and an altered one open nothing
    expectEmpty(await server.call('getEnrollmentInfoReferral', { referral_id: 'RF1001' }));
    expectEmpty(await server.call('getEnrollmentInfoReferral', { referral_id: linkToken('enrollmentId', 'RF1001') }));
    expectEmpty(await server.call('getEnrollmentInfoReferral', { referral_id: `${linkToken('referral', 'RF1001')}x` }));
  });

  it('get-external-site-infromation answers goenroll and 204 for an unknown name', async () => {
    const data = dataOf('getExternalSiteInformation', await server.call('getExternalSiteInformation', { site_name: 'goenroll' }));
    expect(data).toEqual({ group_id: 1000, agent_id: null, portal_id: null, open_type: 'user' });
    expectEmpty(await server.call('getExternalSiteInformation', { site_name: 'elsewhere' }));
  });
});

describe('group codes', () => {
  it.each([
    ['ACME01', { group_id: 2556, name: 'Acme Benefits', landing_url: '/acme' }],
    ['acme01', { group_id: 2556, name: 'Acme Benefits', landing_url: '/acme' }],
    ['NOLANDG', { group_id: 2512, name: 'Beacon Logistics', landing_url: '' }],
    [' elevate ', { group_id: 3100, name: 'Elevate Wellness', landing_url: '/elevate' }],
  ])('validate-group %s', async (group_code, expected) => {
    expect(dataOf('validateGroup', await server.call('validateGroup', { group_code }))).toEqual(expected);
  });

  it('refuses unknown codes and enroller codes with the unknown-code message on group_code', async () => {
    for (const group_code of ['NOPE', 'EC2512', 'JANE01']) {
      expectFieldError(await server.call('validateGroup', { group_code }), 'group_code', 'Invalid group code');
    }
  });

  it('asks for a code that is blank', async () => {
    expectFieldError(await server.call('validateGroup', { group_code: '   ' }), 'group_code', 'Field is required');
  });
});

describe('partner traffic', () => {
  it('track-elevate-traffic records one row per call', async () => {
    const count = async () => (await server.db.select().from(partnerTraffic).where(eq(partnerTraffic.enrollmentId, 'EL1001'))).length;
    const before = await count();
    for (let i = 0; i < 2; i++) {
      expect(dataOf('trackElevateTraffic', await server.call('trackElevateTraffic', { enrollment_id: 'EL1001' }))).toEqual({ tracked: true });
    }
    expect(await count()).toBe(before + 2);
  });

  it('refuses an unknown temporary enrollment on enrollment_id', async () => {
    expectFieldError(await server.call('trackElevateTraffic', { enrollment_id: 'EL0000' }), 'enrollment_id', 'Enrollment not found');
  });
});

describe('people', () => {
  it('get-agent-info-enroll answers Jane Doe', async () => {
    const data = dataOf('getAgentInfoEnroll', await server.call('getAgentInfoEnroll', { agent_id: 701 }));
    expect(data).toEqual({ agent_id: 701, agent_fname: 'Jane', agent_mname: '', agent_lname: 'Doe' });
  });

  it('get-member-info answers Maria Lopez, user 501, to the session holding her signed link', async () => {
    const maria = server.visitor();
    await memberEnrollment(maria);
    const data = dataOf('getMemberInfo', await maria.call('getMemberInfo', { user_id: '501' }));
    expect(data).toEqual({
      member_info: { userid: 501, first_name: 'Maria', last_name: 'Lopez' },
      agent_info: { agent_id: 701 },
      group_info: { gid: 2556 },
      portal_id: 11,
    });
  });

  it('get-group-info-enroll answers Acme Benefits and Beacon Logistics', async () => {
    expect(dataOf('getGroupInfoEnroll', await server.call('getGroupInfoEnroll', { group_id: 2556 }))).toEqual({ gid: 2556, gname: 'Acme Benefits', gcode: 'ACME' });
    expect(dataOf('getGroupInfoEnroll', await server.call('getGroupInfoEnroll', { group_id: 2512 }))).toMatchObject({ gname: 'Beacon Logistics' });
  });

  it('names the id field when the person or group is unknown', async () => {
    expectFieldError(await server.call('getAgentInfoEnroll', { agent_id: 9 }), 'agent_id', 'Agent not found');
    expectFieldError(await server.call('getMemberInfo', { user_id: 9 }), 'user_id', 'Member not found');
    expectFieldError(await server.call('getGroupInfoEnroll', { group_id: 9 }), 'group_id', 'Group not found');
  });

  it('refuses ids that are not positive integers', async () => {
    for (const agent_id of ['abc', '0', '-3', '1.5']) {
      const reply = await server.call('getAgentInfoEnroll', { agent_id });
      expect(reply.status).toBe(422);
    }
  });
});
