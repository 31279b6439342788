import { describe, expect, it } from 'vitest';
import { ageInYears, parseUsDate, type FilterInfo } from '../../contract/index.ts';
import { dataOf, expectFieldError, failureOf, linkToken, useTestServer } from './harness.ts';
import { signInAs } from './enroller-sign-in-support.ts';

const server = useTestServer();

const DOB = '04/12/1988';
const newFilter = { zip: '10001', dob: DOB, gender: '1', tier: 'IO' } as const;

const filterInfoOf = async (enrollment_id: string): Promise<FilterInfo> =>
  dataOf('getEnrollmentTempInfo', await server.call('getEnrollmentTempInfo', { enrollment_id, column: 'filter_info' })).result;

const createFilter = async (request: Record<string, unknown> = newFilter) =>
  dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', request)).temp_enrollment_id;

describe('zip and date of birth checks', () => {
  it('validate-zip-code answers the city and state of a seeded zip', async () => {
    expect(dataOf('validateZipCode', await server.call('validateZipCode', { zip_code: '90210' }))).toEqual({ zip: '90210', city: 'Beverly Hills', state: 'CA' });
  });

  it('answers "Invalid Zip code" on zip for a zip that does not exist', async () => {
    expectFieldError(await server.call('validateZipCode', { zip_code: '00000' }), 'zip', 'Invalid Zip code');
  });

  it('validate-dob answers the age in years of 365.25 days', async () => {
    const data = dataOf('validateDob', await server.call('validateDob', { dob: DOB }));
    expect(data).toEqual({ dob: DOB, age: ageInYears(parseUsDate(DOB)!, new Date()) });
  });

  it('refuses an under-age or impossible date with the spec’s messages', async () => {
    const lastYear = `01/01/${new Date().getUTCFullYear() - 1}`;
    expectFieldError(await server.call('validateDob', { dob: lastYear }), 'dob', 'You must be 18 years to proceed');
    expectFieldError(await server.call('validateDob', { dob: '02/30/1990' }), 'dob', 'Enter a valid date');
    expectFieldError(await server.call('validateDob', { dob: '' }), 'dob', 'Field is required');
  });

  it('coverages answers the four values with their display names', async () => {
    expect(dataOf('getCoverages', await server.call('getCoverages', {}))).toEqual([
      { value: 'LOW_COST', name: 'Low Cost / High Deductible' },
      { value: 'MINIMUM_ESSENTIAL_COVERAGE', name: 'Minimum Essential Coverage' },
      { value: 'PRESCRIPTION', name: 'Prescription' },
      { value: 'LOW_DEDUCTIBLES', name: 'Low Deductibles' },
    ]);
  });
});

describe('add-filter-for-new-user', () => {
  it('stores the filter with the state of the zip under a new opaque tempId', async () => {
    // the group is the session's own: its landing looked up (docs/security.md)
    dataOf('validateLandingPage', await server.call('validateLandingPage', { landing_page: 'acme' }));
    const tempId = await createFilter({ ...newFilter, group_id: '2556', eprocess: 'group', open_type: 'group', type: 'new-group-member', categories: ['dental'], coverage: 'LOW_COST' });
    expect(tempId).toMatch(/^TE[0-9A-F]{10}$/);
    expect(await filterInfoOf(tempId)).toEqual({
      zip: '10001',
      dob: DOB,
      state: 'NY',
      tier: 'IO',
      gender: '1',
      coverage: 'LOW_COST',
      categories: ['dental'],
      is_smoker: null,
      annual_incode: null,
      working_hours: null,
      user_id: null,
      eprocess: 'group',
      agent_id: null,
      group_id: 2556,
      platform_group_id: null,
      type: 'new-group-member',
      open_type: 'group',
    });
  });

  it('a referral visitor’s filter carries the referral: the rep, group and portal are the referral’s, whatever the browser sent (spec 3 §7)', async () => {
    const tempId = await createFilter({ ...newFilter, referral: linkToken('referral', 'RF1001'), agent_id: '702', group_id: '2556', platform_group_id: '12' });
    expect(await filterInfoOf(tempId)).toMatchObject({ agent_id: 701, group_id: null, platform_group_id: 11 });
  });

  it('refuses a referral token that names no referral (a bare id, another link’s token, an unknown referral)', async () => {
    for (const referral of ['RF1001', linkToken('enrollmentId', 'RF1001'), linkToken('referral', 'RF9999')]) {
      expectFieldError(await server.call('addFilterForNewUser', { ...newFilter, referral }), 'referral', 'This referral link is not valid');
    }
  });

  it('gives every filter its own tempId', async () => {
    expect(await createFilter()).not.toBe(await createFilter());
  });

  it('answers "Invalid Zip code" on zip for an unknown zip', async () => {
    expectFieldError(await server.call('addFilterForNewUser', { ...newFilter, zip: '00000' }), 'zip', 'Invalid Zip code');
  });

  it('names each invalid field with its quote message', async () => {
    const failure = failureOf(await server.call('addFilterForNewUser', { zip: '1234', dob: '13/01/1990', gender: '2', tier: 'XX', coverage: 'CHEAP' }), 422);
    expect(failure.data).toEqual([
      { target_element: 'zip', error_message: 'Enter 5 digit zip code' },
      { target_element: 'dob', error_message: 'Enter date as mm/dd/yyyy' },
      { target_element: 'gender', error_message: expect.any(String) },
      { target_element: 'tier', error_message: expect.any(String) },
      { target_element: 'coverage', error_message: expect.any(String) },
    ]);
  });
});

describe('change-filter-info', () => {
  it('updates only the given fields and drops blank ones', async () => {
    const tempId = await createFilter();
    // naming a member takes their signed-in rep (enroller-sign-in.test.ts has the refusal)
    await signInAs(server, 'jane.doe@example.com');
    const reply = await server.call('changeFilterInfo', { tempId, tier: 'IF', gender: '', is_smoker: '1', annual_incode: '55000', working_hours: '40', user_id: 501, zip: null });
    expect(dataOf('changeFilterInfo', reply)).toEqual({ temp_enrollment_id: tempId });
    expect(await filterInfoOf(tempId)).toMatchObject({ tier: 'IF', gender: '1', zip: '10001', state: 'NY', is_smoker: '1', annual_incode: '55000', working_hours: '40', user_id: 501 });
  });

  it('looks the state up again when the zip changes', async () => {
    const tempId = await createFilter();
    dataOf('changeFilterInfo', await server.call('changeFilterInfo', { tempId, zip: '90210' }));
    expect(await filterInfoOf(tempId)).toMatchObject({ zip: '90210', state: 'CA' });
  });

  it('answers "Invalid Zip code" on zip and keeps the filter when the new zip is unknown', async () => {
    const tempId = await createFilter();
    expectFieldError(await server.call('changeFilterInfo', { tempId, zip: '00000' }), 'zip', 'Invalid Zip code');
    expect(await filterInfoOf(tempId)).toMatchObject({ zip: '10001' });
  });

  it('names tempId for an unknown temporary enrollment', async () => {
    expectFieldError(await server.call('changeFilterInfo', { tempId: 'TE404', tier: 'IO' }), 'tempId', 'Enrollment not found');
  });
});

describe('get-enrollment-temp-info', () => {
  it('answers the seeded partner enrollment EL1001', async () => {
    expect(await filterInfoOf('EL1001')).toMatchObject({ group_id: 3100, state: 'NY', open_type: 'group' });
  });

  it('names enrollment_id for an unknown enrollment and column for another column', async () => {
    expectFieldError(await server.call('getEnrollmentTempInfo', { enrollment_id: 'TE404', column: 'filter_info' }), 'enrollment_id', 'Enrollment not found');
    // eprocess, type, effective_date and the steps' columns are rows of their own (tests/server/enrollment.test.ts)
    expect(failureOf(await server.call('getEnrollmentTempInfo', { enrollment_id: 'EL1001', column: 'no_such_column' }), 422).data[0]?.target_element).toBe('column');
  });
});
