import { describe, expect, it } from 'vitest';
import { employerMessages, holidayPolicies, type FormField } from '../../contract/index.ts';
import { employerValues } from '../../model-tests/lib/enrollment-fixtures.ts';
import { dataOf, expectFieldError, failureOf, useTestServer } from './harness.ts';

// Employer Information on the reference server (docs/reference-server.md, Enrollment wizard):
// the group's defaults, Acme's and Beacon's definitions, the lists, the save and its refusals.

const server = useTestServer();

const ACME = 2556;
const BEACON = 2512;

const enrollment = async (filter: Record<string, unknown> = {}) =>
  dataOf(
    'addFilterForNewUser',
    await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO', ...filter }),
  ).temp_enrollment_id;
const groupEnrollment = (group_id: number) => enrollment({ group_id, type: 'new-group-member', eprocess: 'group' });

const fieldsOf = async (enrollment_id: string): Promise<FormField[]> =>
  dataOf('getFormFieldsEmployerInfo', await server.call('getFormFieldsEmployerInfo', { enrollment_id })).result;
const valuesOf = (fields: FormField[]) => Object.fromEntries(fields.map((field) => [field.field_name, field.value]));
const requiredOf = (fields: FormField[]) => fields.filter((field) => field.required === 1).map((field) => field.field_name);

const employer = { ...employerValues.valid, with_validation: '1', holiday_policy: 'Standard_6,Birthday' };

describe('get-form-fields-employer-info', () => {
  it("keeps the group's info out of the definitions (the client asks get-group-info), and requires Acme's extra four", async () => {
    const fields = await fieldsOf(await groupEnrollment(ACME));
    expect(fields.map((field) => field.field_name)).toEqual([
      'name',
      'phone',
      'address1',
      'address2',
      'city',
      'state',
      'zip',
      'average_work_week',
      'employment_start_date',
      'occupation',
      'compensation_type',
      'employment_status',
      'with_validation',
      'emp_industry',
      'emp_num_employed',
      'emp_vac_policy',
      'emp_barg_unit',
      'holiday_policy',
    ]);
    // keeping nothing: no values but the unchecked USPS box
    expect(fields.filter((field) => field.value !== null).map((field) => [field.field_name, field.value])).toEqual([['with_validation', '0']]);
    expect(requiredOf(fields)).toEqual(expect.arrayContaining(['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit', 'holiday_policy']));
    expect(requiredOf(fields)).not.toContain('address2');
  });

  it("leaves Beacon's extra four optional, and an enrollment without a group without defaults", async () => {
    const beacon = await fieldsOf(await groupEnrollment(BEACON));
    expect(valuesOf(beacon)).toMatchObject({ name: null, city: null, state: null, zip: null });
    for (const name of ['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit', 'address2']) expect(requiredOf(beacon)).not.toContain(name);
    expect(valuesOf(await fieldsOf(await enrollment()))).toMatchObject({ name: null, phone: null, address1: null });
  });

  it("takes holiday_policy as the spec's six 0/1 flags (spec 2 §3), kept as the checkbox group's value", async () => {
    const id = await groupEnrollment(ACME);
    const flags = { Standard_6: 1, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 1, Floating_Day: 0 };
    dataOf('saveEmployerInfo', await server.call('saveEmployerInfo', { enrollment_id: id, ...employer, holiday_policy: flags }));
    expect(valuesOf(await fieldsOf(id))).toMatchObject({ holiday_policy: 'Standard_6,Birthday' });
    const none = { ...flags, Standard_6: 0, Birthday: 0 };
    expectFieldError(await server.call('saveEmployerInfo', { enrollment_id: id, ...employer, holiday_policy: none }), 'holiday_policy', employerMessages.holidayPolicy);
    expectFieldError(await server.call('saveEmployerInfo', { enrollment_id: id, ...employer, holiday_policy: { ...flags, Birthday: 2 } }), 'holiday_policy', employerMessages.notInList);
    expectFieldError(await server.call('saveEmployerInfo', { enrollment_id: id, ...employer, holiday_policy: { Standard_6: 1 } }), 'holiday_policy', employerMessages.notInList);
  });

  it('answers the saved values, the save-later draft over them', async () => {
    const id = await groupEnrollment(ACME);
    dataOf('saveEmployerInfo', await server.call('saveEmployerInfo', { enrollment_id: id, ...employer }));
    expect(valuesOf(await fieldsOf(id))).toMatchObject({ occupation: 'Engineer', holiday_policy: 'Standard_6,Birthday', with_validation: '1' });
    dataOf('saveEnrollmentForLater', await server.call('saveEnrollmentForLater', { enrollment_id: id, email: 'later@example.com', tab: 'employer_info', data: { ...employer, occupation: 'Driver' } }));
    expect(valuesOf(await fieldsOf(id))).toMatchObject({ occupation: 'Driver' });
  });
});

describe('get-group-info and the lists', () => {
  it("answers the group's general info and address, or none", async () => {
    expect(dataOf('getGroupInfo', await server.call('getGroupInfo', { enrollment_id: await groupEnrollment(ACME) }))).toEqual({
      general_info: { group_name: 'Acme Benefits', group_phone: '2125550142' },
      address_information: { address1: '100 Acme Plaza', city: 'New York', state: 'NY', zip: '10001' },
    });
    expect(dataOf('getGroupInfo', await server.call('getGroupInfo', { enrollment_id: await groupEnrollment(BEACON) }))).toEqual({
      general_info: { group_name: 'Beacon Logistics', group_phone: '3125550177' },
      address_information: { address1: '20 Harbor Way', city: 'Chicago', state: 'IL', zip: '60601' },
    });
    expect(dataOf('getGroupInfo', await server.call('getGroupInfo', { enrollment_id: await enrollment() }))).toEqual({ general_info: null, address_information: null });
    expectFieldError(await server.call('getGroupInfo', { enrollment_id: 'TENOSUCH' }), 'enrollment_id', 'Enrollment not found');
  });

  it('answers each list as value and name; the enrollment lists for a known enrollment only', async () => {
    const codes = async (name: 'getAverageWorkWeek' | 'getEmploymentStatus' | 'getCompensationTypes') => dataOf(name, await server.call(name, {})).result.map((item) => item.value);
    expect(await codes('getEmploymentStatus')).toEqual(['A', 'C', 'R']);
    expect(await codes('getCompensationTypes')).toEqual(['G10L20', 'MW', 'GMWL10', 'G20', 'Salary']);
    expect((await codes('getAverageWorkWeek')).length).toBeGreaterThan(0);
    const id = await groupEnrollment(ACME);
    expect(dataOf('getHolidayPolicy', await server.call('getHolidayPolicy', { enrollment_id: id })).result).toEqual(holidayPolicies);
    expect(dataOf('getVacationPolicy', await server.call('getVacationPolicy', { enrollment_id: id })).result.length).toBeGreaterThan(0);
    expect(dataOf('getBargainingUnit', await server.call('getBargainingUnit', { enrollment_id: id })).result.length).toBeGreaterThan(0);
    for (const name of ['getHolidayPolicy', 'getVacationPolicy', 'getBargainingUnit'] as const) {
      expectFieldError(await server.call(name, { enrollment_id: 'TENOSUCH' }), 'enrollment_id', 'Enrollment not found');
    }
  });
});

describe('save-employer-info', () => {
  it('refuses a retired employer, bad values and codes outside their lists, one message per field, and stores nothing', async () => {
    const id = await groupEnrollment(ACME);
    const bad = { ...employer, employment_status: 'R', phone: '212', zip: '1234', emp_num_employed: 'lots', compensation_type: 'HOURLY', holiday_policy: '', employment_start_date: '01/01/2099' };
    expect(failureOf(await server.call('saveEmployerInfo', { enrollment_id: id, ...bad }), 422).data).toEqual([
      { target_element: 'phone', error_message: 'Invalid phone number' },
      { target_element: 'zip', error_message: 'Enter 5 digit zip code' },
      { target_element: 'employment_start_date', error_message: 'Date cannot be in the future' },
      { target_element: 'compensation_type', error_message: employerMessages.notInList },
      { target_element: 'employment_status', error_message: 'You cannot proceed with retired employer' },
      { target_element: 'emp_num_employed', error_message: 'Number of employees must be numeric' },
      { target_element: 'holiday_policy', error_message: 'Select at least one holiday policy' },
    ]);
    expect(valuesOf(await fieldsOf(id))).toMatchObject({ occupation: null });
  });

  it('refuses a zip the lookup does not know, as validate-zip-code words it', async () => {
    const id = await groupEnrollment(BEACON);
    expect(failureOf(await server.call('saveEmployerInfo', { enrollment_id: id, ...employer, zip: '00000' }), 422).data).toEqual([
      { target_element: 'zip', error_message: 'Invalid Zip code' },
    ]);
  });

  it("asks Acme's extra four, not Beacon's", async () => {
    const { emp_industry: _i, emp_num_employed: _n, emp_vac_policy: _v, emp_barg_unit: _b, ...rest } = employer;
    expect(failureOf(await server.call('saveEmployerInfo', { enrollment_id: await groupEnrollment(ACME), ...rest }), 422).data.map((error) => error.target_element)).toEqual([
      'emp_industry',
      'emp_num_employed',
      'emp_vac_policy',
      'emp_barg_unit',
    ]);
    dataOf('saveEmployerInfo', await server.call('saveEmployerInfo', { enrollment_id: await groupEnrollment(BEACON), ...rest }));
  });

  it('keeps the step for get-enrollment-temp-info', async () => {
    const id = await groupEnrollment(ACME);
    dataOf('saveEmployerInfo', await server.call('saveEmployerInfo', { enrollment_id: id, ...employer, address2: '' }));
    expect(dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id: id, column: 'employer_info' })).result).toEqual(employer);
  });
});
