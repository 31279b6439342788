import { describe, expect, it } from 'vitest';
import { endpoints, trustMessages, type EndpointName } from '../../contract/index.ts';
import { specPaths } from '../../contract/spec-paths.ts';
import { API_SECURITY_HEADERS } from '../../server/http/security-headers.ts';
import { dataOf, expectFieldError, failureOf, useTestServer } from './harness.ts';
import { validRequests } from './valid-requests.ts';

// issue 27 §2: the spec's own paths answer beside the rows' paths, as the same rows (contract/spec-paths.ts)
const server = useTestServer();

const aliases = (Object.entries(specPaths) as [EndpointName, readonly string[]][]).flatMap(([name, paths]) => paths.map((at) => [name, at] as const));
const quote = { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' } as const;

describe("the spec's paths", () => {
  it.each(aliases)('%s answers at %s with its success envelope', async (name, at) => {
    if (name === 'decryptDetail' || name === 'getBillingText') dataOf('decryptDetail', await server.call('decryptDetail', validRequests.decryptDetail));
    dataOf(name, await server.call(name, validRequests[name], { at }));
  });

  it.each(aliases)('%s at %s refuses a call without the Authorization (401)', async (name, at) => {
    expect(failureOf(await server.call(name, validRequests[name], { at, authorization: null }), 401).data).toEqual([]);
  });

  it.each(aliases)("%s at %s carries the API's security headers, not a page's", async (name, at) => {
    const { method } = endpoints[name];
    const response = await server.app.request(at.replace(':tempId', 'EL1001'), { method });
    for (const [header, value] of Object.entries(API_SECURITY_HEADERS)) expect(response.headers.get(header)).toBe(value);
  });

  it('GET /get-dynamic-tabs answers what GET /api/v1/get-dynamic-tabs does, and only to a session bound to the enrollment', async () => {
    const request = { enrollment_id: 'EL1001' };
    expect(await server.call('getDynamicTabs', request, { at: '/get-dynamic-tabs' })).toEqual(await server.call('getDynamicTabs', request));
    const stranger = server.visitor();
    const refused = await stranger.call('getDynamicTabs', request, { at: '/get-dynamic-tabs' });
    expect(refused).toEqual(await stranger.call('getDynamicTabs', request));
    expect(refused.status).toBe(422);
  });

  it('the v1 filter calls validate, gate and store as the v2 rows do', async () => {
    const visitor = server.visitor();
    expectFieldError(await visitor.call('addFilterForNewUser', { ...quote, zip: '123' }, { at: '/api/v1/add-filter-for-new-user' }), 'zip', 'Enter 5 digit zip code');
    const forged = failureOf(await visitor.call('addFilterForNewUser', { ...quote, agent_id: 701 }, { at: '/api/v1/add-filter-for-new-user' }), 403);
    expect(forged.message).toBe(trustMessages.roleNotVerified);

    const tempId = dataOf('addFilterForNewUser', await visitor.call('addFilterForNewUser', quote, { at: '/api/v1/add-filter-for-new-user' })).temp_enrollment_id;
    dataOf('changeFilterInfo', await visitor.call('changeFilterInfo', { tempId, zip: '90210', dob: '' }, { at: '/api/v1/change-filter-info/:tempId' }));
    const filter = dataOf('getEnrollmentTempInfo', await visitor.call('getEnrollmentTempInfo', { enrollment_id: tempId, column: 'filter_info' })).result;
    expect(filter).toMatchObject({ zip: '90210', dob: '04/12/1988', state: 'CA' });
    // another session's enrollment does not exist for the alias either
    expect((await server.visitor().call('changeFilterInfo', { tempId, zip: '10001' }, { at: '/api/v1/change-filter-info/:tempId' })).status).toBe(422);
  });

  it('GET /api/v1/get-plan-detail takes the plan id as a query field', async () => {
    expect(await server.call('getPlanDetail', { planId: 115 }, { at: '/api/v1/get-plan-detail' })).toEqual(await server.call('getPlanDetail', { planId: 115 }));
    expectFieldError(await server.call('getPlanDetail', {}, { at: '/api/v1/get-plan-detail' }), 'planId', 'Field is required');
  });

  it('an unknown call under the benefit-service base is a 404 envelope, never the page', async () => {
    const reply = await server.send('GET', '/benefit-service/no-such-call', undefined);
    expect(failureOf(reply, 404).message).toBe('No API call GET /benefit-service/no-such-call.');
  });
});

describe('the calls the spec names that had no row', () => {
  it('POST /api/v1/service/validate-zip-code {zip} checks as validate-zip-code does, on zip', async () => {
    expect(dataOf('validateZipCodeService', await server.call('validateZipCodeService', { zip: '10001' }))).toEqual(
      dataOf('validateZipCode', await server.call('validateZipCode', { zip_code: '10001' })),
    );
    expectFieldError(await server.call('validateZipCodeService', { zip: '123' }), 'zip', 'Enter 5 digit zip code');
    expectFieldError(await server.call('validateZipCodeService', { zip: '00000' }), 'zip', 'Invalid Zip code');
  });

  it('get-more-requirement by plan_id says whether that plan is a premier plan', async () => {
    expect(dataOf('getPlanMoreRequirement', await server.call('getPlanMoreRequirement', { plan_id: 115 }))).toEqual({ has_premier_plan: true });
    expect(dataOf('getPlanMoreRequirement', await server.call('getPlanMoreRequirement', { plan_id: 161 }))).toEqual({ has_premier_plan: false });
    expectFieldError(await server.call('getPlanMoreRequirement', { plan_id: 999999 }), 'plan_id', 'Plan not found');
  });

  it("get-enrollment-temp-info's column group_id is the filter's group", async () => {
    const { group_id } = dataOf('getEnrollmentTempInfo', await server.call('getEnrollmentTempInfo', { enrollment_id: 'EL1001', column: 'filter_info' })).result;
    expect(group_id).not.toBeNull();
    expect(dataOf('getEnrollmentTempGroup', await server.call('getEnrollmentTempGroup', { enrollment_id: 'EL1001', column: 'group_id' })).result).toBe(group_id);
  });
});
