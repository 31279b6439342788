import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { endpoints, trustMessages, type FilterInfo, type FormField } from '../../contract/index.ts';
import { sessionAgents, tempEnrollments } from '../../server/db/schema.ts';
import { signInAs } from './enroller-sign-in-support.ts';
import { dataOf, failureOf, linkToken, memberEnrollment, useTestServer, type Reply, type TestServer } from './harness.ts';

// issue 24, item 1: a session's mode, rep, group and portal come from what the server verified in it
// (docs/security.md, Sessions and who may see an enrollment), never from a request body.
const server = useTestServer();

type Caller = ReturnType<TestServer['visitor']>;

const quote = { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' } as const;

const storedFilters = async () => (await server.db.select({ n: count() }).from(tempEnrollments))[0]!.n;

const filterOf = async (caller: Caller, enrollment_id: string): Promise<FilterInfo> =>
  dataOf('getEnrollmentTempInfo', await caller.call('getEnrollmentTempInfo', { enrollment_id, column: 'filter_info' })).result;

const newFilter = async (caller: Caller, claims: Record<string, unknown>) =>
  dataOf('addFilterForNewUser', await caller.call('addFilterForNewUser', { ...quote, ...claims })).temp_enrollment_id;

/** A 403 naming `field`, with the contract's message. */
const expectRefused = (reply: Reply, field: string) => {
  const envelope = failureOf(reply, 403);
  expect(envelope.message).toBe(trustMessages.roleNotVerified);
  expect(envelope.data).toEqual([{ target_element: field, error_message: trustMessages.roleNotVerified }]);
};

/** The call is refused at `field` and no temporary enrollment was stored. */
const expectNewFilterRefused = async (caller: Caller, claims: Record<string, unknown>, field: string) => {
  const before = await storedFilters();
  expectRefused(await caller.call('addFilterForNewUser', { ...quote, ...claims }), field);
  expect(await storedFilters()).toBe(before);
};

/** Who signs the agreement (the required read-only values) and how the enrollment pays: what the verified filter makes. */
const signsAndPays = async (caller: Caller, enrollment_id: string) => {
  const fields: FormField[] = dataOf('getFormFieldsAgreementInfo', await caller.call('getFormFieldsAgreementInfo', { enrollment_id })).result;
  const signs = Object.fromEntries(fields.filter((field) => field.required === 1 && field.field_name !== 'date').map((field) => [field.field_name, field.value]));
  return { signs, pays: dataOf('getPaymentMethod', await caller.call('getPaymentMethod', { enrollment_id })).result };
};

/** A call made on another host than the main one (the request's Host, as a browser on a group site sends it). */
const callOn = (caller: Caller, host: string, name: 'addFilterForNewUser', request: Record<string, unknown>) =>
  caller.send(endpoints[name].method, `http://${host}${endpoints[name].path}`, JSON.stringify(request));

describe('a body claiming a rep, group or portal the session has not verified is refused (403) and stores nothing', () => {
  it("forged rep: eprocess rep for Jane (701), with no access code and no sign-in", async () => {
    await expectNewFilterRefused(server.visitor(), { eprocess: 'rep', agent_id: 701, open_type: 'agent' }, 'agent_id');
    await expectNewFilterRefused(server.visitor(), { eprocess: 'rep' }, 'eprocess');
  });

  it("forged attribution: Jane's agent id or portal without her landing", async () => {
    await expectNewFilterRefused(server.visitor(), { agent_id: 701 }, 'agent_id');
    await expectNewFilterRefused(server.visitor(), { platform_group_id: 12 }, 'platform_group_id');
  });

  it('forged group: eprocess group for Beacon (2512), whose code, landing and host the session never resolved', async () => {
    await expectNewFilterRefused(server.visitor(), { eprocess: 'group', group_id: 2512, open_type: 'group' }, 'group_id');
    await expectNewFilterRefused(server.visitor(), { group_id: 2512 }, 'group_id');
  });

  it("forged type and mode: a member's link names the member's group, and makes its holder neither an employee enrolling in it nor the group", async () => {
    const maria = server.visitor();
    await memberEnrollment(maria);
    await expectNewFilterRefused(maria, { type: 'new-group-member', group_id: 2556 }, 'type');
    await expectNewFilterRefused(maria, { eprocess: 'group', group_id: 2556 }, 'eprocess');
    await expectNewFilterRefused(maria, { type: 'new-group-member', group_id: 2512 }, 'group_id');
  });

  it("a rep's landing names the rep, never makes its visitor the rep", async () => {
    const visitor = server.visitor();
    dataOf('validateLandingPage', await visitor.call('validateLandingPage', { landing_page: 'jane' }));
    await expectNewFilterRefused(visitor, { eprocess: 'rep', agent_id: 701 }, 'eprocess');
    // an applicant on the rep's landing stays an applicant attributed to the rep: signs for themself, pays by card
    const enrollment = await newFilter(visitor, { agent_id: 701, platform_group_id: 11, open_type: 'agent' });
    expect(await filterOf(visitor, enrollment)).toMatchObject({ eprocess: null, agent_id: 701, platform_group_id: 11 });
    expect(await signsAndPays(visitor, enrollment)).toEqual({ signs: { signature: null }, pays: 'cc' });
  });

  it('a referral names its own rep, group and portal; the mode it does not give is refused', async () => {
    const visitor = server.visitor();
    const referral = linkToken('referral', 'RF1001');
    await expectNewFilterRefused(visitor, { referral, eprocess: 'rep' }, 'eprocess');
    await expectNewFilterRefused(visitor, { referral, type: 'new-group-member', group_id: 2556 }, 'type');
    const enrollment = await newFilter(visitor, { referral, agent_id: 702 });
    expect(await filterOf(visitor, enrollment)).toMatchObject({ eprocess: null, agent_id: 701, group_id: null, platform_group_id: 11 });
  });

  it('forged change-filter-info: a visitor turns an honest quote into a rep’s or a group’s enrollment', async () => {
    const visitor = server.visitor();
    const tempId = await newFilter(visitor, { eprocess: 'group', group_id: 1000, type: 'new-group-member', open_type: 'user' });
    const honest = await filterOf(visitor, tempId);
    expectRefused(await visitor.call('changeFilterInfo', { tempId, eprocess: 'rep', agent_id: 701 }), 'agent_id');
    expectRefused(await visitor.call('changeFilterInfo', { tempId, eprocess: 'rep' }), 'eprocess');
    expectRefused(await visitor.call('changeFilterInfo', { tempId, group_id: 2512 }), 'group_id');
    expectRefused(await visitor.call('changeFilterInfo', { tempId, platform_group_id: 12, tier: 'IF' }), 'platform_group_id');
    expectRefused(await visitor.call('updateFilterPortal', { enrollment_id: tempId, platform_group_id: 12 }), 'platform_group_id');
    expect(await filterOf(visitor, tempId)).toEqual(honest);
    // what it held stays, and its own changes pass
    dataOf('changeFilterInfo', await visitor.call('changeFilterInfo', { tempId, eprocess: 'group', group_id: 1000, tier: 'IS' }));
    expect((await filterOf(visitor, tempId)).tier).toBe('IS');
  });

  it("forged mode on a member's filter: Jane, signed in, cannot make Maria's enrollment Acme's group enrollment", async () => {
    const jane = server.visitor();
    await signInAs(server, 'jane.doe@example.com', jane);
    const before = await storedFilters();
    expectRefused(await jane.call('addFilterForExistingUser', { user_id: 501, tier: 'IO', eprocess: 'group', agent_id: 701, group_id: 2556 }), 'eprocess');
    expect(await storedFilters()).toBe(before);
    const enrollment = dataOf('addFilterForExistingUser', await jane.call('addFilterForExistingUser', { user_id: 501, tier: 'IO', eprocess: 'rep', agent_id: 701 })).temp_enrollment_id;
    expect(await filterOf(jane, enrollment)).toMatchObject({ eprocess: 'rep', agent_id: 701, group_id: 2556, type: 'existing-member' });
  });
});

describe('what a session verified lets its filters say so', () => {
  it("a rep by access code: JANE01 validated, the rep enrolls for Beacon, signs as Broker Verification, list-billed", async () => {
    const rep = server.visitor();
    dataOf('validateAgent', await rep.call('validateAgent', { agent_code: 'JANE01' }));
    const enrollment = await newFilter(rep, { eprocess: 'rep', agent_id: 701, group_id: 2512, platform_group_id: 12, type: 'new-group-member' });
    expect(await signsAndPays(rep, enrollment)).toEqual({ signs: { agent_name: 'Jane Doe', agent_code: 'JANE01' }, pays: 'list' });
    // a code refused verifies nothing
    const stranger = server.visitor();
    expect((await stranger.call('validateAgent', { agent_code: 'JANE02' })).status).toBe(422);
    await expectNewFilterRefused(stranger, { eprocess: 'rep', agent_id: 701 }, 'agent_id');
  });

  it('a rep by sign-in, and the rep verified only for themself', async () => {
    const rep = server.visitor();
    await signInAs(server, 'jane.doe@example.com', rep);
    expect(await filterOf(rep, await newFilter(rep, { eprocess: 'rep', agent_id: 701, type: 'new-member' }))).toMatchObject({ eprocess: 'rep', agent_id: 701 });
    await expectNewFilterRefused(rep, { eprocess: 'rep', agent_id: 702 }, 'agent_id');
  });

  it("a group administrator by sign-in: Acme's group enrollment", async () => {
    const administrator = server.visitor();
    await signInAs(server, 'hr@acme-benefits.example.com', administrator);
    const enrollment = await newFilter(administrator, { eprocess: 'group', group_id: 2556, platform_group_id: 11, type: 'new-group-member' });
    expect(await signsAndPays(administrator, enrollment)).toEqual({ signs: { group_name: 'Acme Benefits', group_code: 'ACME' }, pays: 'eft' });
    await expectNewFilterRefused(administrator, { eprocess: 'group', group_id: 2512 }, 'group_id');
  });

  it("a group by its landing, its host (looked up or the request's own) and its code", async () => {
    const byLanding = server.visitor();
    dataOf('validateLandingPage', await byLanding.call('validateLandingPage', { landing_page: 'acme' }));
    expect((await signsAndPays(byLanding, await newFilter(byLanding, { eprocess: 'group', group_id: 2556 }))).pays).toBe('eft');

    const byLookup = server.visitor();
    dataOf('getDomainSiteInformation', await byLookup.call('getDomainSiteInformation', { site_domain: Buffer.from('acme.localhost').toString('base64') }));
    expect((await filterOf(byLookup, await newFilter(byLookup, { eprocess: 'group', group_id: 2556 }))).type).toBe('new-group-member');

    const onHost = server.visitor();
    expect((await callOn(onHost, 'acme.localhost', 'addFilterForNewUser', { ...quote, eprocess: 'group', group_id: 2556 })).status).toBe(200);
    expect((await callOn(onHost, 'acme.localhost', 'addFilterForNewUser', { ...quote, eprocess: 'group', group_id: 2512 })).status).toBe(403);

    const byCode = server.visitor();
    dataOf('validateGroup', await byCode.call('validateGroup', { group_code: 'NOLANDG' }));
    expect((await signsAndPays(byCode, await newFilter(byCode, { eprocess: 'group', group_id: 2512 }))).pays).toBe('list');
  });

  it("the main host's own group, and a partner's portal with its group's code", async () => {
    const visitor = server.visitor();
    expect((await filterOf(visitor, await newFilter(visitor, { eprocess: 'group', group_id: 1000, open_type: 'user' }))).group_id).toBe(1000);
    await expectNewFilterRefused(visitor, { eprocess: 'group', group_id: 3100, platform_group_id: 21 }, 'group_id');
    dataOf('validateGroup', await visitor.call('validateGroup', { group_code: 'ELEVATE' }));
    expect((await filterOf(visitor, await newFilter(visitor, { eprocess: 'group', group_id: 3100, platform_group_id: 21 }))).platform_group_id).toBe(21);
  });

  it("a member's signed link: the member's own rep, group and portal", async () => {
    const maria = server.visitor();
    const tempId = await memberEnrollment(maria);
    dataOf('changeFilterInfo', await maria.call('changeFilterInfo', { tempId, eprocess: 'applicant', agent_id: 701, group_id: 2556, platform_group_id: 11, tier: 'IS' }));
    expectRefused(await maria.call('changeFilterInfo', { tempId, eprocess: 'rep' }), 'eprocess');
  });

  it('a sign-in or sign-out moves the reps a session resolved to its new token', async () => {
    const rep = server.visitor();
    dataOf('validateAgent', await rep.call('validateAgent', { agent_code: 'JANE01' }));
    await signInAs(server, 'hr@acme-benefits.example.com', rep);
    dataOf('signOutEnroller', await rep.call('signOutEnroller', {}));
    await newFilter(rep, { eprocess: 'rep', agent_id: 701 });
    // one row per session and rep: the landing after the code keeps the code's word
    dataOf('validateLandingPage', await rep.call('validateLandingPage', { landing_page: 'jane' }));
    await newFilter(rep, { eprocess: 'rep', agent_id: 701 });
    expect(await server.db.select({ mayAct: sessionAgents.mayAct }).from(sessionAgents).where(eq(sessionAgents.agentId, 701))).toContainEqual({ mayAct: true });
  });
});
