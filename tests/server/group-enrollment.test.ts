import { describe, expect, it } from 'vitest';
import type { FilterInfo } from '../../contract/index.ts';
import { signInAs } from './enroller-sign-in-support.ts';
import { AUTHORIZATION, base64, dataOf, useTestServer, type TestServer } from './harness.ts';

const server = useTestServer();

type Caller = ReturnType<TestServer['visitor']>;

/** Acme's quote as the employee's browser sends it: the stored group, no type claimed. */
const acmeQuote = { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO', group_id: 2556, open_type: 'group' } as const;

const newFilter = async (caller: Caller, request: Record<string, unknown>) =>
  dataOf('addFilterForNewUser', await caller.call('addFilterForNewUser', request)).temp_enrollment_id;

/** What makes an enrollment a group's (docs/reference-server.md): the stored type, Employer Information and the billing. */
const enrollmentKind = async (caller: Caller, enrollment_id: string) => {
  const filter: FilterInfo = dataOf('getEnrollmentTempInfo', await caller.call('getEnrollmentTempInfo', { enrollment_id, column: 'filter_info' })).result;
  const tabs = dataOf('getDynamicTabs', await caller.call('getDynamicTabs', { enrollment_id })).result;
  return {
    type: filter.type,
    employer: tabs.some((tab) => tab.tab_name === 'employer_info' && tab.required === 1),
    billing: dataOf('getPaymentMethod', await caller.call('getPaymentMethod', { enrollment_id })).result,
  };
};

const acmeGroupEnrollment = { type: 'new-group-member', employer: true, billing: 'eft' };

// issue 23: Employee Enrollment with a group's code is that group's enrollment, decided from what the session verified
describe("a group's enrollment from what the session resolved", () => {
  it("Employee Enrollment's code ACME01, validated in this session: the quote is Acme's group enrollment (Employer Information, EFT)", async () => {
    const employee = server.visitor();
    dataOf('validateGroup', await employee.call('validateGroup', { group_code: 'ACME01' }));
    expect(await enrollmentKind(employee, await newFilter(employee, acmeQuote))).toEqual(acmeGroupEnrollment);
  });

  it("Acme's landing /acme, looked up in this session: the same", async () => {
    const employee = server.visitor();
    dataOf('validateLandingPage', await employee.call('validateLandingPage', { landing_page: 'acme' }));
    expect(await enrollmentKind(employee, await newFilter(employee, acmeQuote))).toEqual(acmeGroupEnrollment);
  });

  it("Acme's host acme.localhost, looked up in this session: the same", async () => {
    const employee = server.visitor();
    dataOf('getDomainSiteInformation', await employee.call('getDomainSiteInformation', { site_domain: base64('acme.localhost') }));
    expect(await enrollmentKind(employee, await newFilter(employee, acmeQuote))).toEqual(acmeGroupEnrollment);
  });

  // issue 24: a group the session did not resolve is refused (403), tests/server/roles.test.ts
  it('Beacon’s code does not open an Acme quote: the session resolved another group', async () => {
    const stranger = server.visitor();
    dataOf('validateGroup', await stranger.call('validateGroup', { group_code: 'NOLANDG' }));
    expect((await stranger.call('addFilterForNewUser', acmeQuote)).status).toBe(403);
  });

  it('a session that resolved nothing: the same body is refused', async () => {
    expect((await server.visitor().call('addFilterForNewUser', acmeQuote)).status).toBe(403);
  });

  it("a rep's filter keeps the rep's choice, even where the session resolved the group", async () => {
    const rep = server.visitor();
    dataOf('validateLandingPage', await rep.call('validateLandingPage', { landing_page: 'acme' }));
    dataOf('validateAgent', await rep.call('validateAgent', { agent_code: 'JANE01' }));
    const filter = await newFilter(rep, { ...acmeQuote, eprocess: 'rep', agent_id: 701, type: 'new-member' });
    expect((await enrollmentKind(rep, filter)).type).toBe('new-member');
  });

  it('a sign-in or sign-out moves the session to a new token that keeps the groups it resolved', async () => {
    const administrator = server.visitor();
    dataOf('validateLandingPage', await administrator.call('validateLandingPage', { landing_page: 'acme' }));
    await signInAs(server, 'hr@acme-benefits.example.com', administrator);
    expect((await enrollmentKind(administrator, await newFilter(administrator, acmeQuote))).type).toBe('new-group-member');
    dataOf('signOutEnroller', await administrator.call('signOutEnroller', {}));
    expect((await enrollmentKind(administrator, await newFilter(administrator, acmeQuote))).type).toBe('new-group-member');
  });

  it('an enrollment code refused resolves nothing', async () => {
    const stranger = server.visitor();
    expect((await stranger.call('validateGroup', { group_code: 'EC2556' })).status).toBe(422);
    expect((await stranger.call('addFilterForNewUser', acmeQuote)).status).toBe(403);
  });
});

describe('the read that resolves a group starts the session', () => {
  it('answers with the session cookie, private, so no shared cache keeps it', async () => {
    const response = await server.app.request('/api/v1/validate-landing-page?landing_page=acme', { headers: { Authorization: AUTHORIZATION } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toMatch(/^session=/);
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
  });
});
