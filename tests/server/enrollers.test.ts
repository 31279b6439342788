import { beforeAll, describe, expect, it } from 'vitest';
import { dataOf, expectFieldError, linkToken, useTestServer } from './harness.ts';
import { signInAs } from './enroller-sign-in-support.ts';

const server = useTestServer();

describe('access codes', () => {
  it('validate-agent answers JANE01 (any case) with the rep and landing_url /jane', async () => {
    const data = dataOf('validateAgent', await server.call('validateAgent', { agent_code: ' jane01 ' }));
    expect(data).toEqual({
      agent_id: 701,
      first_name: 'Jane',
      last_name: 'Doe',
      agent_code: 'JANE01',
      email: 'jane.doe@example.com',
      phone: '2125550147',
      landing_url: '/jane',
    });
  });

  it('validate-agent answers NOLAND with an empty landing_url', async () => {
    expect(dataOf('validateAgent', await server.call('validateAgent', { agent_code: 'NOLAND' })).landing_url).toBe('');
  });

  it('validate-agent fails on agent_code for an unknown or blank code', async () => {
    expectFieldError(await server.call('validateAgent', { agent_code: 'NOBODY' }), 'agent_code', 'Invalid agent code');
    expectFieldError(await server.call('validateAgent', { agent_code: ' ' }), 'agent_code', 'Field is required');
  });

  it('validate-group answers ACME01 and NOLANDG (empty landing_url)', async () => {
    expect(dataOf('validateGroup', await server.call('validateGroup', { group_code: 'ACME01' }))).toEqual({
      group_id: 2556,
      name: 'Acme Benefits',
      landing_url: '/acme',
    });
    expect(dataOf('validateGroup', await server.call('validateGroup', { group_code: 'NOLANDG' })).landing_url).toBe('');
  });
});

describe('role homes', () => {
  it("get-agent-groups answers Jane's two groups", async () => {
    expect(dataOf('getAgentGroups', await server.call('getAgentGroups', { agent_id: 701 }))).toEqual([
      { gid: 2556, gname: 'Acme Benefits' },
      { gid: 2512, gname: 'Beacon Logistics' },
    ]);
  });

  it("get-enrollment-platforms answers Jane's two portals, by rep or by her group", async () => {
    const portals = [
      { platform_group_id: 11, platform_name: 'Individual Benefits', platform_code: 'INDV' },
      { platform_group_id: 12, platform_name: 'Small Business Benefits', platform_code: 'SMBZ' },
    ];
    expect(dataOf('getEnrollmentPlatforms', await server.call('getEnrollmentPlatforms', { agent_id: 701 }))).toEqual(portals);
    expect(dataOf('getEnrollmentPlatforms', await server.call('getEnrollmentPlatforms', { group_id: 2556 }))).toEqual(portals);
  });

  it('get-enrollment-platforms answers none for a group without a rep and needs one of the ids', async () => {
    expect(dataOf('getEnrollmentPlatforms', await server.call('getEnrollmentPlatforms', { group_id: 1000 }))).toEqual([]);
    expectFieldError(await server.call('getEnrollmentPlatforms', {}), 'agent_id', 'Field is required');
  });

  it('unknown reps and groups fail on their field', async () => {
    expectFieldError(await server.call('getAgentGroups', { agent_id: 9999 }), 'agent_id', 'Agent not found');
    expectFieldError(await server.call('getGroupUsers', { group_id: 9999 }), 'group_id', 'Group not found');
  });
});

describe('current members', () => {
  // member data answers only to the members' signed-in rep (enroller-sign-in.test.ts has the refusals)
  beforeAll(async () => {
    await signInAs(server, 'jane.doe@example.com');
  });

  it('get-agent-members lists Jane’s eight members with groups and plan statuses', async () => {
    const rows = dataOf('getAgentMembers', await server.call('getAgentMembers', { agent_id: 701 }));
    expect(rows).toHaveLength(8);
    const maria = rows.find((row) => row.user_id === 501);
    expect(maria).toEqual({
      name: 'Maria Lopez',
      dob: '03/22/1985',
      policy_id: 'POL501',
      user_id: 501,
      email: 'maria.lopez@example.com',
      ssn: '***-**-6789',
      group_info: { group_id: 2556, group_name: 'Acme Benefits' },
      plan_info: [
        { plan: 121, plan_name: 'BrightSmile Dental Basic', plan_status: 'TERMED' },
        { plan: 212, plan_name: 'HospitalCash Plus', plan_status: 'ACTIVE' },
      ],
    });
    expect(rows.filter((row) => row.group_info === null).map((row) => row.name)).toEqual(['Emma Novak', 'Luis Romero']);
  });

  it("get-group-users lists the group's members only", async () => {
    const rows = dataOf('getGroupUsers', await server.call('getGroupUsers', { group_id: 2512 }));
    expect(rows.map((row) => row.name)).toEqual(['Tom Becker', 'Grace Okafor']);
  });

  it("add-filter-for-existing-user creates an existing-member filter from the member's record", async () => {
    const created = dataOf(
      'addFilterForExistingUser',
      await server.call('addFilterForExistingUser', { user_id: 504, tier: 'IS', eprocess: 'rep', agent_id: 701, policy_id: 'POL504', open_type: 'agent' }),
    );
    expect(created).toEqual({ temp_enrollment_id: expect.stringMatching(/^TE[0-9A-F]{10}$/), portal_id: 12 });
    const filter = dataOf('getEnrollmentTempInfo', await server.call('getEnrollmentTempInfo', { enrollment_id: created.temp_enrollment_id, column: 'filter_info' }));
    expect(filter.result).toMatchObject({
      zip: '60601',
      state: 'IL',
      dob: '01/05/1972',
      gender: '0',
      tier: 'IS',
      user_id: 504,
      eprocess: 'rep',
      agent_id: 701,
      group_id: 2512,
      platform_group_id: 12,
      type: 'existing-member',
      open_type: 'agent',
    });
  });

  it("add-filter-for-existing-user refuses someone else's member", async () => {
    expectFieldError(await server.call('addFilterForExistingUser', { user_id: 504, tier: 'IO', eprocess: 'group', group_id: 2556 }), 'user_id', 'Member not found');
    expectFieldError(await server.call('addFilterForExistingUser', { user_id: 9999, tier: 'IO', eprocess: 'rep', agent_id: 701 }), 'user_id', 'Member not found');
  });

  it('add-filter-for-member creates an applicant filter for the member of a decoded link', async () => {
    const maria = server.visitor();
    dataOf('decryptDetail', await maria.call('decryptDetail', { userID: linkToken('userID', 501) }));
    const created = dataOf('addFilterForMember', await maria.call('addFilterForMember', { user_id: 501, tier: 'IF' }));
    expect(created.portal_id).toBe(11);
    const filter = dataOf('getEnrollmentTempInfo', await maria.call('getEnrollmentTempInfo', { enrollment_id: created.temp_enrollment_id, column: 'filter_info' }));
    expect(filter.result).toMatchObject({ tier: 'IF', eprocess: 'applicant', user_id: 501, agent_id: 701, group_id: 2556, type: 'existing-member' });
  });
});
