import { describe, expect, it } from 'vitest';
import {
  checkedOf,
  employerDefaultsOf,
  employerFieldSpecs,
  employerMessages,
  flagsOf,
  holidayPolicies,
  joinChecked,
  validateStep,
  type FormField,
} from '../../contract/index.ts';
import { displayValue, spacedName } from '../../src/features/enrollment/field-ui.ts';
import { employerValues } from '../../model-tests/lib/enrollment-fixtures.ts';

// Employer Information's rules (spec 2 §3, §5, §9), shared by the form and save-employer-info.

const field = (field_name: string, required: 0 | 1 = 1): FormField => ({ field_name, value: null, required, read_only: 0 });
const TODAY = new Date(2026, 10, 23);

/** Acme's definitions: the extra four required. */
const acme = [
  ...['name', 'phone', 'address1', 'city', 'state', 'zip', 'average_work_week', 'employment_start_date', 'occupation', 'compensation_type', 'employment_status'].map(
    (name) => field(name),
  ),
  field('address2', 0),
  field('with_validation', 0),
  ...['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit', 'holiday_policy'].map((name) => field(name)),
];
/** Beacon's: the extra four and address2 optional. */
const beacon = acme.map((definition) =>
  ['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit'].includes(definition.field_name) ? { ...definition, required: 0 as const } : definition,
);

// a name with the punctuation employer names carry; every other value the fixtures' good one
const good = { ...employerValues.valid, name: "Acme Benefits, Inc. (O'Neil & Co)", compensation_type: 'G10L20', with_validation: '1', holiday_policy: 'Standard_6,Birthday' };
const judge = (values: Record<string, string>, definitions: FormField[] = acme) => validateStep(definitions, employerFieldSpecs, values, TODAY);

describe('employer field rules', () => {
  it('accepts a complete employer, each code from its list', () => {
    expect(judge(good)).toEqual({});
    for (const code of ['G10L20', 'MW', 'GMWL10', 'G20', 'Salary']) expect(judge({ ...good, compensation_type: code })).toEqual({});
    for (const code of ['A', 'C']) expect(judge({ ...good, employment_status: code })).toEqual({});
  });

  it('asks every required field with "Field is required", the holiday policy in its own words', () => {
    expect(judge({})).toEqual({
      name: 'Field is required',
      phone: 'Field is required',
      address1: 'Field is required',
      city: 'Field is required',
      state: 'Field is required',
      zip: 'Field is required',
      average_work_week: 'Field is required',
      employment_start_date: 'Field is required',
      occupation: 'Field is required',
      compensation_type: 'Field is required',
      employment_status: 'Field is required',
      emp_industry: 'Field is required',
      emp_num_employed: 'Field is required',
      emp_vac_policy: 'Field is required',
      emp_barg_unit: 'Field is required',
      holiday_policy: 'Select at least one holiday policy',
    });
  });

  it('asks address2 and the extra four only where the definitions flag them (Beacon: not)', () => {
    const { emp_industry: _i, emp_num_employed: _n, emp_vac_policy: _v, emp_barg_unit: _b, ...rest } = good;
    expect(judge(rest, beacon)).toEqual({});
    expect(Object.keys(judge(rest, acme))).toEqual(['emp_industry', 'emp_num_employed', 'emp_vac_policy', 'emp_barg_unit']);
    expect(judge({ ...good, address2: 'Suite 4' })).toEqual({});
    // optional, yet judged when given
    expect(judge({ ...rest, emp_num_employed: 'many' }, beacon)).toEqual({ emp_num_employed: 'Number of employees must be numeric' });
  });

  it('says each field rule word for word (spec 2 §5)', () => {
    expect(judge({ ...good, name: '@@@' })).toEqual({ name: 'Invalid employer information' });
    expect(judge({ ...good, name: 'x'.repeat(101) })).toEqual({ name: 'Invalid employer information' });
    expect(judge({ ...good, phone: '212555014' })).toEqual({ phone: 'Invalid phone number' });
    expect(judge({ ...good, phone: '21255501420' })).toEqual({ phone: 'Invalid phone number' });
    expect(judge({ ...good, zip: '1000' })).toEqual({ zip: 'Enter 5 digit zip code' });
    expect(judge({ ...good, zip: '100011' })).toEqual({ zip: 'Enter 5 digit zip code' });
    expect(judge({ ...good, state: 'New' })).toEqual({ state: 'Enter the 2 letter state code' });
    expect(judge({ ...good, employment_start_date: '2020-01-15' })).toEqual({ employment_start_date: 'Enter date as mm/dd/yyyy' });
    expect(judge({ ...good, employment_start_date: '02/30/2020' })).toEqual({ employment_start_date: 'Enter a valid date' });
    expect(judge({ ...good, employment_start_date: '12/01/2026' })).toEqual({ employment_start_date: 'Date cannot be in the future' });
    expect(judge({ ...good, employment_status: 'R' })).toEqual({ employment_status: 'You cannot proceed with retired employer' });
    expect(judge({ ...good, emp_num_employed: '12a' })).toEqual({ emp_num_employed: 'Number of employees must be numeric' });
    expect(judge({ ...good, emp_num_employed: '-3' })).toEqual({ emp_num_employed: 'Number of employees must be numeric' });
    expect(employerMessages.zip).toBe('Enter 5 digit zip code');
  });

  it('refuses codes outside their lists', () => {
    expect(judge({ ...good, average_work_week: '99', compensation_type: 'HOURLY', employment_status: 'X', emp_vac_policy: 'W9', emp_barg_unit: '?', with_validation: '2' })).toEqual({
      average_work_week: 'Please choose from the list',
      compensation_type: 'Please choose from the list',
      employment_status: 'Please choose from the list',
      with_validation: 'Field is required',
      emp_vac_policy: 'Please choose from the list',
      emp_barg_unit: 'Please choose from the list',
    });
    expect(judge({ ...good, holiday_policy: 'Standard_6,Boxing_Day' })).toEqual({ holiday_policy: 'Please choose from the list' });
    expect(judge({ ...good, holiday_policy: 'Birthday,Birthday' })).toEqual({ holiday_policy: 'Please choose from the list' });
    expect(judge({ ...good, holiday_policy: ' , ' })).toEqual({ holiday_policy: 'Select at least one holiday policy' });
  });
});

describe('the holiday policy checkbox group', () => {
  it('carries the checked flags joined by commas, read back as the six 0/1 flags', () => {
    expect(joinChecked(['Standard_6', 'Birthday'])).toBe('Standard_6,Birthday');
    expect(checkedOf('Standard_6, Birthday,')).toEqual(['Standard_6', 'Birthday']);
    expect(checkedOf('')).toEqual([]);
    expect(flagsOf('Birthday,Floating_Day')).toEqual({ Standard_6: 0, Presendents_Day: 0, Columbus_Day: 0, Religious_Days: 0, Birthday: 1, Floating_Day: 1 });
    expect(holidayPolicies.map((option) => spacedName(option.name))).toEqual(['Standard 6', 'Presendents Day', 'Columbus Day', 'Religious Days', 'Birthday', 'Floating Day']);
  });

  it('shows on review with spaces, and option codes as their names', () => {
    expect(displayValue({ field_name: 'holiday_policy', value: 'Standard_6,Columbus_Day' }, 'employer_info')).toBe('Standard 6, Columbus Day');
    expect(displayValue({ field_name: 'compensation_type', value: 'MW' }, 'employer_info')).toBe('Minimum wage');
    expect(displayValue({ field_name: 'employment_status', value: 'C' }, 'employer_info')).toBe('COBRA');
    expect(displayValue({ field_name: 'with_validation', value: '1' }, 'employer_info')).toBe('Yes');
  });
});

describe("the group's defaults", () => {
  it('prefill name, phone and address from get-group-info', () => {
    expect(
      employerDefaultsOf({
        general_info: { group_name: 'Acme Benefits', group_phone: '2125550142' },
        address_information: { address1: '100 Acme Plaza', city: 'New York', state: 'NY', zip: '10001' },
      }),
    ).toEqual({ name: 'Acme Benefits', phone: '2125550142', address1: '100 Acme Plaza', city: 'New York', state: 'NY', zip: '10001' });
    expect(employerDefaultsOf({ general_info: null, address_information: null })).toEqual({});
  });
});
