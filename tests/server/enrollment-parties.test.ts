import { describe, expect, it } from 'vitest';
import { dataOf, expectFieldError, memberEnrollment, useTestServer } from './harness.ts';

const server = useTestServer();

describe('get-group-agent-member-info', () => {
  it("names the enrollment's type, member, group and portal from its filter (Maria's own enrollment)", async () => {
    const enrollment_id = await memberEnrollment(server);
    expect(dataOf('getGroupAgentMemberInfo', await server.call('getGroupAgentMemberInfo', { enrollment_id }))).toEqual({
      enrollment_type: 'existing-member',
      result: {
        user_info: { first_name: 'Maria', last_name: 'Lopez', user_id: 501 },
        group_info: { name: 'Acme Benefits', code: 'ACME' },
        platforms: [{ platform_name: 'Individual Benefits', platform_code: 'INDV' }],
      },
    });
  });

  it('answers null for what a visitor’s quote does not name', async () => {
    const { temp_enrollment_id } = dataOf(
      'addFilterForNewUser',
      await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO', open_type: 'user' }),
    );
    expect(dataOf('getGroupAgentMemberInfo', await server.call('getGroupAgentMemberInfo', { enrollment_id: temp_enrollment_id }))).toEqual({
      enrollment_type: null,
      result: { user_info: null, group_info: null, platforms: [] },
    });
  });

  it('with group_id alone answers the group; an unknown group fails on group_id; neither fails on enrollment_id', async () => {
    expect(dataOf('getGroupAgentMemberInfo', await server.call('getGroupAgentMemberInfo', { group_id: 2556 }))).toEqual({
      enrollment_type: null,
      result: { user_info: null, group_info: { name: 'Acme Benefits', code: 'ACME' }, platforms: [] },
    });
    expectFieldError(await server.call('getGroupAgentMemberInfo', { group_id: 5 }), 'group_id', 'Group not found');
    expectFieldError(await server.call('getGroupAgentMemberInfo', {}), 'enrollment_id', 'Field is required');
  });

  it('answers only the session bound to the enrollment: to another it does not exist', async () => {
    const enrollment_id = await memberEnrollment(server);
    const stranger = server.visitor();
    expectFieldError(await stranger.call('getGroupAgentMemberInfo', { enrollment_id }), 'enrollment_id', 'Enrollment not found');
  });

  it('refuses a malformed enrollment id with a field error', async () => {
    expect((await server.call('getGroupAgentMemberInfo', { enrollment_id: 'x'.repeat(500) })).status).toBe(422);
  });
});

describe('get-group-menu', () => {
  it("lists a group site's categories: what its group offers (Acme: no pet, no rx)", async () => {
    const menu = dataOf('getGroupMenu', await server.call('getGroupMenu', { group_id: 2556, from_site: 'elevate' }));
    expect(menu).toEqual(dataOf('getCommonMenu', await server.call('getCommonMenu', { group_id: 2556 })));
    expect(menu).toContain('dental');
    expect(menu).not.toContain('pet');
    expect(menu).not.toContain('rx');
  });

  it('refuses an unknown group on group_id, and a missing one', async () => {
    expectFieldError(await server.call('getGroupMenu', { group_id: 5 }), 'group_id', 'Group not found');
    expect((await server.call('getGroupMenu', {})).status).toBe(422);
  });
});
