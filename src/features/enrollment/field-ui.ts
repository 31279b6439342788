import {
  averageWorkWeeks,
  bargainingUnits,
  checkedOf,
  compensationTypes,
  employmentStatuses,
  vacationPolicies,
  type EmployerOption,
  type FormField,
  type TabName,
} from '../../../contract/index.ts';
import { accountHolderTypes, accountTypes, paymentMethodLabels } from '../../../contract/billing.ts';

/** How a server-driven field is entered. */
export type FieldKind = 'text' | 'date' | 'select' | 'checkbox' | 'checkboxes';

/** What a text field's mask lets through as typed: digits only, or an SSN (nine digits, or the saved one's `*****6789`). */
export type FieldMask = 'digits' | 'ssn';

export interface FieldUi {
  /** The label text (spec 2 §3): the control's accessible name. */
  label: string;
  kind: FieldKind;
  /** Fixed codes of a select: value → text. */
  choices?: Record<string, string>;
  /** Codes whose choices come from a call, named for View Details (review shows names, not codes). */
  names?: Record<string, string>;
  maxLength?: number;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
  /** Typing keeps to it (FieldControls' masks; the caret stays where it is edited). */
  mask?: FieldMask;
  /** The field's limit as the applicant reads it below the field (spec 2 §8's lengths and bounds). */
  limit?: string;
  /** A date of birth: a calendar beside the typing, its latest day today (`CalendarButton`). */
  calendar?: boolean;
  /** Why a read-only field cannot be changed, said below it. */
  readOnlyReason?: string;
}

/** The quote's facts are fixed in the enrollment: its prices depend on them. */
const FROM_QUOTE = 'From your quote; your prices depend on it';
/** A read-only field with no reason of its own. */
export const READ_ONLY_REASON = 'Filled in for you; it cannot be changed here';

export const genderChoices = { '0': 'Male', '1': 'Female', '2': 'Others' };
export const maritalChoices = { '0': 'Single', '1': 'Married', '2': 'Divorced', '3': 'Widowed' };
export const priorCoverageChoices = { '0': 'None', '1': 'Had a carrier' };
export const yesNoChoices = { '1': 'Yes', '0': 'No' };

/** Every server-driven field the app knows: label and control (one renderer serves every step). */
export const fieldUi: Record<string, FieldUi> = {
  first_name: { label: 'First Name', kind: 'text', autoComplete: 'given-name', maxLength: 50 },
  middle_name: { label: 'Middle Name', kind: 'text', autoComplete: 'additional-name', maxLength: 50 },
  last_name: { label: 'Last Name', kind: 'text', autoComplete: 'family-name', maxLength: 50 },
  birthdate: { label: 'Date of Birth', kind: 'date', calendar: true, readOnlyReason: FROM_QUOTE },
  gender: { label: 'Gender', kind: 'select', choices: genderChoices, readOnlyReason: FROM_QUOTE },
  height_feet: { label: 'Height (feet)', kind: 'text', maxLength: 1, inputMode: 'numeric', mask: 'digits', limit: 'One digit, 1 to 9' },
  height_inch: { label: 'Height (inches)', kind: 'text', maxLength: 2, inputMode: 'numeric', mask: 'digits', limit: '0 to 11' },
  weight: { label: 'Weight (lbs)', kind: 'text', maxLength: 3, inputMode: 'numeric', mask: 'digits', limit: 'Up to 3 digits, 1 to 999' },
  marital_status: { label: 'Marital Status', kind: 'select', choices: maritalChoices },
  ssn: { label: 'SSN', kind: 'text', maxLength: 9, inputMode: 'numeric', autoComplete: 'off', mask: 'ssn', limit: '9 digits' },
  prior_coverage_flag: { label: 'Prior Coverage', kind: 'select', choices: priorCoverageChoices },
  prior_carrier_name: { label: 'Prior Carrier Name', kind: 'text', maxLength: 100 },
  prior_effective_date: { label: 'Prior Effective Date', kind: 'date' },
  prior_term_date: { label: 'Prior Term Date', kind: 'date' },
  ethnic_category: { label: 'Ethnic Group', kind: 'select' },
  ethnic_category_other_type: { label: 'Other Ethnic Group', kind: 'text', maxLength: 100 },
  email_address: { label: 'Email Address', kind: 'text', inputMode: 'email', autoComplete: 'email', maxLength: 100 },
  phone_number: { label: 'Phone Number', kind: 'text', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 10, mask: 'digits', limit: '10 digits' },
  address1: { label: 'Address 1', kind: 'text', autoComplete: 'address-line1', maxLength: 100 },
  address2: { label: 'Address 2', kind: 'text', autoComplete: 'address-line2', maxLength: 100 },
  city: { label: 'City', kind: 'text', autoComplete: 'address-level2', maxLength: 50 },
  state: { label: 'State', kind: 'select' },
  zip: { label: 'Zip', kind: 'text', inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5, mask: 'digits', limit: '5 digits' },
  zip4: { label: 'Zip+4', kind: 'text', inputMode: 'numeric', maxLength: 4, mask: 'digits', limit: '4 digits' },
  birth_state: { label: 'Birth State', kind: 'select' },
  birth_city: { label: 'Birth City', kind: 'text', maxLength: 50 },
  with_validation: { label: 'Validate my address with USPS', kind: 'checkbox' },
  // a beneficiary (spec 2 §3): names, birthdate and ssn share the entries above
  relationship: { label: 'Relationship', kind: 'select' },
  beneficiary_percentage: { label: 'Beneficiary Percentage', kind: 'text', maxLength: 3, inputMode: 'numeric', mask: 'digits', limit: '0 to 100' },
  // health answers' details (spec 2 §3): the standard layout, then the condition layout of 145-147
  health_condition: { label: 'Health Condition', kind: 'text', maxLength: 200 },
  date_of_onset: { label: 'Date of Onset', kind: 'date' },
  date_of_recovery: { label: 'Date of Recovery', kind: 'date' },
  is_treatment: { label: 'Under Treatment', kind: 'select', choices: yesNoChoices },
  is_medicate: { label: 'Taking Medication', kind: 'select', choices: yesNoChoices },
  d_last_seen: { label: 'Date Last Seen', kind: 'date' },
  symptoms: { label: 'Symptoms', kind: 'text', maxLength: 500 },
  condition: { label: 'Condition', kind: 'text', maxLength: 200 },
  status: { label: 'Status', kind: 'text', maxLength: 100 },
  last_seen_by_physician: { label: 'Last Seen by Physician', kind: 'date' },
  physician_name: { label: 'Physician Name', kind: 'text', maxLength: 100 },
  address: { label: 'Physician Address', kind: 'text', maxLength: 200 },
  phone: { label: 'Physician Phone', kind: 'text', inputMode: 'tel', maxLength: 10, mask: 'digits', limit: '10 digits' },
  // the medication question's entries as View Details lists them (medication_1, dosage_1, ...)
  ...Object.fromEntries(
    [1, 2, 3].flatMap((n) => [
      [`medication_${n}`, { label: `Medication ${n}`, kind: 'text', maxLength: 200 }],
      [`dosage_${n}`, { label: `Dosage ${n}`, kind: 'text', maxLength: 200 }],
      [`medical_condition_${n}`, { label: `Medical Condition ${n}`, kind: 'text', maxLength: 200 }],
    ]),
  ),
};

const namesOf = (list: readonly EmployerOption[]): Record<string, string> => Object.fromEntries(list.map(({ value, name }) => [value, name]));

/**
 * A step's own labels where a field name means something else on another step (Employer's phone
 * is not the health answers' physician phone). `checkboxes`: a group of checkboxes whose choices
 * come from a call (its value: the checked values joined by commas).
 */
export const tabFieldUi: Partial<Record<TabName, Record<string, FieldUi>>> = {
  employer_info: {
    name: { label: 'Employer Name', kind: 'text', autoComplete: 'organization', maxLength: 100 },
    phone: { label: 'Employer Phone', kind: 'text', inputMode: 'tel', maxLength: 10, mask: 'digits', limit: '10 digits' },
    average_work_week: { label: 'Average Work Week', kind: 'select', names: namesOf(averageWorkWeeks) },
    employment_start_date: { label: 'Employment Start Date', kind: 'date' },
    occupation: { label: 'Occupation', kind: 'text', maxLength: 100 },
    compensation_type: { label: 'Compensation Type', kind: 'select', names: namesOf(compensationTypes) },
    employment_status: { label: 'Employment Status', kind: 'select', names: namesOf(employmentStatuses) },
    with_validation: { label: 'Validate the employer address with USPS', kind: 'checkbox' },
    emp_industry: { label: 'Industry', kind: 'text', maxLength: 100 },
    emp_num_employed: { label: 'Number of Employees', kind: 'text', inputMode: 'numeric', maxLength: 7, mask: 'digits', limit: 'Up to 7 digits' },
    emp_vac_policy: { label: 'Vacation Policy', kind: 'select', names: namesOf(vacationPolicies) },
    emp_barg_unit: { label: 'Bargaining Unit', kind: 'select', names: namesOf(bargainingUnits) },
    holiday_policy: { label: 'Holiday Policy', kind: 'checkboxes' },
  },
  // Billing Information: the screen's labels and review's View Details (card and account numbers arrive masked)
  billing_info: {
    payment_method: { label: 'Payment Type', kind: 'select', choices: paymentMethodLabels },
    first_name_on_cc: { label: 'First Name on Card', kind: 'text', autoComplete: 'cc-given-name', maxLength: 50 },
    last_name_on_cc: { label: 'Last Name on Card', kind: 'text', autoComplete: 'cc-family-name', maxLength: 50 },
    name_on_cc: { label: 'Name on Card', kind: 'text' },
    card_number: { label: 'Card Number', kind: 'text', autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 25 },
    card: { label: 'Card', kind: 'text' },
    expiration_month: { label: 'Expiration Month', kind: 'select', autoComplete: 'cc-exp-month' },
    expiration_year: { label: 'Expiration Year', kind: 'select', autoComplete: 'cc-exp-year' },
    expiration: { label: 'Expires', kind: 'text' },
    security_code: { label: 'Security Code', kind: 'text', autoComplete: 'cc-csc', inputMode: 'numeric', maxLength: 4 },
    address1: { label: 'Billing Address', kind: 'text', autoComplete: 'billing address-line1', maxLength: 100 },
    address2: { label: 'Billing Address 2', kind: 'text', autoComplete: 'billing address-line2', maxLength: 100 },
    city: { label: 'City', kind: 'text', autoComplete: 'billing address-level2', maxLength: 50 },
    state: { label: 'State', kind: 'select', autoComplete: 'billing address-level1' },
    zip: { label: 'Zip', kind: 'text', autoComplete: 'billing postal-code', inputMode: 'numeric', maxLength: 5 },
    account_name: { label: 'Account Holder Name', kind: 'text', autoComplete: 'name', maxLength: 60 },
    bank_name: { label: 'Bank Name', kind: 'text', maxLength: 80 },
    routing_number: { label: 'Routing Number', kind: 'text', inputMode: 'numeric', maxLength: 9 },
    account_number: { label: 'Account Number', kind: 'text', inputMode: 'numeric', maxLength: 17 },
    account_type: { label: 'Account Type', kind: 'select', names: Object.fromEntries(accountTypes.map(({ value, name }) => [value, name])) },
    account_holder_type: { label: 'Account Holder Type', kind: 'select', names: Object.fromEntries(accountHolderTypes.map(({ value, name }) => [value, name])) },
    billing_email: { label: 'Billing e-mail', kind: 'text', inputMode: 'email', autoComplete: 'billing email', maxLength: 100 },
  },
};

/** A field the app has no entry for still shows, as text under its own name; a step's own labels come first. */
export const uiOf = (name: string, tab?: TabName): FieldUi =>
  (tab ? tabFieldUi[tab]?.[name] : undefined) ?? fieldUi[name] ?? { label: name.replace(/_/g, ' '), kind: 'text' };

/** A list item's name as a checkbox shows it (spec 2 §3: holiday policies with spaces instead of underscores). */
export const spacedName = (name: string): string => name.replace(/_/g, ' ');

/** The titles of the review cards (spec 3 §2.3). */
export const reviewCardTitles: Record<TabName, string> = {
  primary_info: 'Personal Info',
  contact_info: 'Contact Info',
  employer_info: 'Employer Info',
  beneficiary_info: 'Beneficiary Info',
  primary_health_info: 'Health Questions',
  dependent_info: 'Dependent Info',
  review_info: 'Review & Confirmation',
  agreement_info: 'Agreement & Signature',
  billing_info: 'Billing Info',
};

/** A saved value as View Details shows it: codes as their text, the SSN masked to its last 4. */
export const displayValue = (field: Pick<FormField, 'field_name' | 'value'>, tab?: TabName): string => {
  const value = (field.value ?? '').trim();
  if (field.field_name === 'ssn') return value.length > 4 ? `***-**-${value.slice(-4)}` : value;
  const ui = (tab ? tabFieldUi[tab]?.[field.field_name] : undefined) ?? fieldUi[field.field_name];
  if (ui?.kind === 'checkbox') return value === '1' ? 'Yes' : 'No';
  if (ui?.kind === 'checkboxes') return checkedOf(value).map(spacedName).join(', ');
  return ui?.choices?.[value] ?? ui?.names?.[value] ?? value;
};
