import type { FormField, TabName } from '../../../contract/index.ts';
import { maskDateInput } from '../../../machines/quote/input-masks.ts';

/** How a server-driven field is entered. */
export type FieldKind = 'text' | 'date' | 'select' | 'checkbox';

export interface FieldUi {
  /** The label text (spec 2 §3): the control's accessible name. */
  label: string;
  kind: FieldKind;
  /** Fixed codes of a select: value → text. */
  choices?: Record<string, string>;
  maxLength?: number;
  inputMode?: 'numeric' | 'email' | 'tel' | 'text';
  autoComplete?: string;
}

export const genderChoices = { '0': 'Male', '1': 'Female', '2': 'Others' };
export const maritalChoices = { '0': 'Single', '1': 'Married', '2': 'Divorced', '3': 'Widowed' };
export const priorCoverageChoices = { '0': 'None', '1': 'Had a carrier' };

/** Every server-driven field the app knows: label and control (one renderer serves every step). */
export const fieldUi: Record<string, FieldUi> = {
  first_name: { label: 'First Name', kind: 'text', autoComplete: 'given-name', maxLength: 50 },
  middle_name: { label: 'Middle Name', kind: 'text', autoComplete: 'additional-name', maxLength: 50 },
  last_name: { label: 'Last Name', kind: 'text', autoComplete: 'family-name', maxLength: 50 },
  birthdate: { label: 'Date of Birth', kind: 'date' },
  gender: { label: 'Gender', kind: 'select', choices: genderChoices },
  height_feet: { label: 'Height (feet)', kind: 'text', maxLength: 1, inputMode: 'numeric' },
  height_inch: { label: 'Height (inches)', kind: 'text', maxLength: 2, inputMode: 'numeric' },
  weight: { label: 'Weight (lbs)', kind: 'text', maxLength: 3, inputMode: 'numeric' },
  marital_status: { label: 'Marital Status', kind: 'select', choices: maritalChoices },
  ssn: { label: 'SSN', kind: 'text', maxLength: 9, inputMode: 'numeric', autoComplete: 'off' },
  prior_coverage_flag: { label: 'Prior Coverage', kind: 'select', choices: priorCoverageChoices },
  prior_carrier_name: { label: 'Prior Carrier Name', kind: 'text', maxLength: 100 },
  prior_effective_date: { label: 'Prior Effective Date', kind: 'date' },
  prior_term_date: { label: 'Prior Term Date', kind: 'date' },
  ethnic_category: { label: 'Ethnic Group', kind: 'select' },
  ethnic_category_other_type: { label: 'Other Ethnic Group', kind: 'text', maxLength: 100 },
  email_address: { label: 'Email Address', kind: 'text', inputMode: 'email', autoComplete: 'email', maxLength: 100 },
  phone_number: { label: 'Phone Number', kind: 'text', inputMode: 'tel', autoComplete: 'tel-national', maxLength: 10 },
  address1: { label: 'Address 1', kind: 'text', autoComplete: 'address-line1', maxLength: 100 },
  address2: { label: 'Address 2', kind: 'text', autoComplete: 'address-line2', maxLength: 100 },
  city: { label: 'City', kind: 'text', autoComplete: 'address-level2', maxLength: 50 },
  state: { label: 'State', kind: 'select' },
  zip: { label: 'Zip', kind: 'text', inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5 },
  zip4: { label: 'Zip+4', kind: 'text', inputMode: 'numeric', maxLength: 4 },
  birth_state: { label: 'Birth State', kind: 'select' },
  birth_city: { label: 'Birth City', kind: 'text', maxLength: 50 },
  with_validation: { label: 'Validate my address with USPS', kind: 'checkbox' },
};

/** A field the app has no entry for still shows, as text under its own name. */
export const uiOf = (name: string): FieldUi => fieldUi[name] ?? { label: name.replace(/_/g, ' '), kind: 'text' };

export const maskOf = (kind: FieldKind): ((text: string) => string) | undefined => (kind === 'date' ? maskDateInput : undefined);

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
export const displayValue = (field: FormField): string => {
  const value = (field.value ?? '').trim();
  if (field.field_name === 'ssn') return value.length > 4 ? `***-**-${value.slice(-4)}` : value;
  const ui = fieldUi[field.field_name];
  if (ui?.kind === 'checkbox') return value === '1' ? 'Yes' : 'No';
  return ui?.choices?.[value] ?? value;
};
