import * as z from 'zod/mini';
import { employmentStartMessage } from './calendar-date.ts';
import { stepMessages, type FieldSpec } from './enrollment.ts';

/**
 * Employer Information (spec 2 §3, §5, §7, §9): the fields' rules, the option lists' codes and the
 * group's defaults. Client and server judge with the same words.
 */

/** Messages of the employer step, word for word from spec 2 §5 where the spec quotes them. */
export const employerMessages = {
  required: stepMessages.required,
  name: 'Invalid employer information',
  phone: stepMessages.phone,
  /** No trailing period (Contact's reads 'Enter 5 digit zip code.'). */
  zip: 'Enter 5 digit zip code',
  state: stepMessages.state,
  date: stepMessages.date,
  futureDate: stepMessages.futureDate,
  holidayPolicy: 'Select at least one holiday policy',
  retired: 'You cannot proceed with retired employer',
  /** Not quoted by the spec: an employee count that is not a whole number. */
  employees: 'Number of employees must be numeric',
  /** Not quoted by the spec: a code that is not one of its list's (the client offers only those). */
  notInList: 'Please choose from the list',
} as const;

/** One choice of an employer option list (spec 2 §3: value and name). */
export const employerOptionSchema = z.object({ value: z.string(), name: z.string() });
export type EmployerOption = z.infer<typeof employerOptionSchema>;

const options = (entries: Record<string, string>): EmployerOption[] => Object.entries(entries).map(([value, name]) => ({ value, name }));

/** get-average-work-week. */
export const averageWorkWeeks = options({ '20': 'Less than 20 hours', '30': '20 to 29 hours', '40': '30 to 40 hours', '41': 'More than 40 hours' });
/** get-employment-status (spec 2 §9, spec 3 §2.3: A active, C COBRA; R retired is blocked). */
export const employmentStatuses = options({ A: 'Active', C: 'COBRA', R: 'Retired' });
/** The retired status: it blocks the step (spec 2 §4, §9). */
export const RETIRED_STATUS = 'R';
/** get-compensation-types (spec 3 §2.3). */
export const compensationTypes = options({
  G10L20: 'More than $10 and less than $20 per hour',
  MW: 'Minimum wage',
  GMWL10: 'More than minimum wage and less than $10 per hour',
  G20: '$20 or more per hour',
  Salary: 'Salary',
});
/** get-vacation-policy. */
export const vacationPolicies = options({ NONE: 'No paid vacation', W1: 'One week', W2: 'Two weeks', W3: 'Three weeks or more' });
/** get-bargaining-unit. */
export const bargainingUnits = options({ N: 'Not in a bargaining unit', Y: 'In a bargaining unit' });
/** get-holiday-policy: the six flags (spec 2 §3), named as the product names them (shown with spaces). */
export const holidayPolicies = options(
  Object.fromEntries(['Standard_6', 'Presendents_Day', 'Columbus_Day', 'Religious_Days', 'Birthday', 'Floating_Day'].map((flag) => [flag, flag])),
);

/**
 * A checkbox group's value as a form carries it: the checked values joined by commas, in the
 * list's order ('' when none). `holiday_policy` travels so; `flagsOf` reads it as the spec's six 0/1 flags.
 */
export const joinChecked = (checked: readonly string[]): string => checked.join(',');
export const checkedOf = (value: string): string[] => value.split(',').map((item) => item.trim()).filter((item) => item !== '');
export const flagsOf = (value: string, list: readonly EmployerOption[] = holidayPolicies): Record<string, 0 | 1> => {
  const checked = new Set(checkedOf(value));
  return Object.fromEntries(list.map(({ value: flag }) => [flag, checked.has(flag) ? 1 : 0]));
};

const holidayFlag = z.union([z.literal(0), z.literal(1)]);
/** holiday_policy as spec 2 §3 writes it: the six 0/1 flags, one per policy of the list. */
export const holidayFlagsSchema = z.object(Object.fromEntries(holidayPolicies.map(({ value }) => [value, holidayFlag])) as Record<string, typeof holidayFlag>);
/** The six flags as the checkbox group's value (flagsOf's inverse). */
export const checkedOfFlags = (flags: Readonly<Record<string, 0 | 1>>): string =>
  joinChecked(holidayPolicies.filter(({ value }) => flags[value] === 1).map(({ value }) => value));

const oneOf =
  (list: readonly EmployerOption[], message: string = employerMessages.notInList) =>
  (value: string) =>
    list.some((option) => option.value === value) ? null : message;
const matches = (pattern: RegExp, message: string) => (value: string) => (pattern.test(value) ? null : message);

/** An employer's name: letters or digits first, then the punctuation company names use; at most 100. */
const EMPLOYER_NAME = /^[A-Za-z0-9][A-Za-z0-9 &.,'()/-]{0,99}$/;

/** Employer Information (spec 2 §3, §5): required as the definitions say; the extra four only when flagged. */
export const employerFieldSpecs: Record<string, FieldSpec> = {
  name: { rule: matches(EMPLOYER_NAME, employerMessages.name) },
  phone: { rule: matches(/^\d{10}$/, employerMessages.phone) },
  address1: { rule: matches(/^.{1,100}$/, employerMessages.required) },
  address2: { rule: matches(/^.{1,100}$/, employerMessages.required) },
  city: { rule: matches(/^.{1,50}$/, employerMessages.required) },
  state: { rule: matches(/^[A-Z]{2}$/, employerMessages.state) },
  zip: { rule: matches(/^\d{5}$/, employerMessages.zip) },
  average_work_week: { rule: oneOf(averageWorkWeeks) },
  // not in the future; the server also holds it to the applicant's 14th birthday (server/steps/employer.ts)
  employment_start_date: { rule: (value, today) => employmentStartMessage(value, today) },
  occupation: { rule: matches(/^.{1,100}$/, employerMessages.required) },
  compensation_type: { rule: oneOf(compensationTypes) },
  employment_status: {
    rule: (value) => (value === RETIRED_STATUS ? employerMessages.retired : oneOf(employmentStatuses)(value)),
  },
  with_validation: { rule: matches(/^[01]$/, employerMessages.required) },
  emp_industry: { rule: matches(/^.{1,100}$/, employerMessages.required) },
  emp_num_employed: { rule: matches(/^\d{1,7}$/, employerMessages.employees) },
  emp_vac_policy: { rule: oneOf(vacationPolicies) },
  emp_barg_unit: { rule: oneOf(bargainingUnits) },
  holiday_policy: {
    rule: (value) => {
      const checked = checkedOf(value);
      if (checked.length === 0) return employerMessages.holidayPolicy;
      return checked.every((flag) => holidayPolicies.some((option) => option.value === flag)) && new Set(checked).size === checked.length
        ? null
        : employerMessages.notInList;
    },
    requiredMessage: employerMessages.holidayPolicy,
  },
};

/** get-group-info (spec 2 §3, §7): the group's name, phone and address that prefill the employer. */
export const groupInfoSchema = z.object({
  general_info: z.nullable(z.object({ group_name: z.string(), group_phone: z.string() })),
  address_information: z.nullable(z.object({ address1: z.string(), city: z.string(), state: z.string(), zip: z.string() })),
});
export type GroupInfo = z.infer<typeof groupInfoSchema>;

/** The employer fields a group's info prefills (spec 2 §3: general_info.group_name, group_phone, the address). */
export const employerDefaultsOf = ({ general_info, address_information }: GroupInfo): Record<string, string> => ({
  ...(general_info ? { name: general_info.group_name, phone: general_info.group_phone } : {}),
  ...(address_information ?? {}),
});
