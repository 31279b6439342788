import type { TabName } from '../../../contract/index.ts';
import type { Journey } from './matrix.ts';

// What a journey types: distinct per journey (its number in the run), each value with how Review
// shows it and how the server keeps it (docs/journeys.md).

/** A value typed into a field (by its label), as Review shows it and as the step's saved data keeps it (under `field`). */
export interface Typed {
  field: string;
  label: string;
  kind: 'text' | 'select' | 'date';
  /** Typed text, the option's label of a select, or a date's eight digits. */
  typed: string;
  shown: string;
  stored: string;
}

const FIRST = ['Ana', 'Bea', 'Cora', 'Dina', 'Elsa', 'Faye', 'Gina', 'Hana', 'Iris', 'Jade', 'Kira', 'Lena', 'Mina', 'Nora', 'Olga', 'Pia', 'Rosa', 'Sara', 'Tina', 'Uma', 'Vera', 'Wren', 'Yara', 'Zoe'];
const LAST = ['Abbott', 'Baker', 'Castro', 'Duarte', 'Ellis', 'Flores', 'Garza', 'Hayes', 'Ibarra', 'Jensen', 'Keller', 'Lindqvist', 'Moreno', 'Nakamura', 'Ortega', 'Price', 'Quinn', 'Rahman', 'Soto', 'Tanaka', 'Ueda', 'Varga', 'Weber', 'Young'];

const text = (field: string, label: string, typed: string): Typed => ({ field, label, kind: 'text', typed, shown: typed, stored: typed });
const select = (field: string, label: string, option: string, code: string): Typed => ({ field, label, kind: 'select', typed: option, shown: option, stored: code });
const date = (field: string, label: string, digits: string): Typed => {
  const us = `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  return { field, label, kind: 'date', typed: digits, shown: us, stored: us };
};
/** Nine digits, distinct per `n` and `salt`, never a test SSN of the demo data (those start 987, 876, 765). */
const ssnOf = (n: number, salt: number) => `5${String(10 + salt)}${String(100000 + n * 37 + salt).slice(-6)}`;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

export interface Person {
  first: string;
  last: string;
  gender: 'Male' | 'Female';
  /** mm/dd/yyyy digits as typed. */
  dob: string;
  ssn: string;
  feet: string;
  inches: string;
  weight: string;
}

export interface Beneficiary {
  first: string;
  last: string;
  dob: string;
  ssn: string;
  relationship: 'Spouse' | 'Child' | 'Sibling';
  percentage: string;
}

/** Everything a journey types, per step. */
export interface JourneyValues {
  personal: Typed[];
  contact: Typed[];
  employer: Typed[];
  holiday: string;
  beneficiaries: Beneficiary[];
  /** Question 146's condition fields and medication 1's, for the health step's yes answers. */
  health: { condition: Typed[]; medication: Typed[] };
  dependents: Person[];
  card: { first: string; last: string };
  bank: { holder: string };
  /** The Billing e-mail (card or bank): the contact e-mail as prefilled on odd journeys, another typed on even ones. */
  billingEmail: string;
  /** The applicant's name on the receipt ("Thank you, …!"). */
  fullName: string;
}

/** The values of journey number `n` (1-based in the run's order). */
export const valuesOf = (journey: Journey, n: number): JourneyValues => {
  const first = FIRST[n % FIRST.length]!;
  const last = LAST[(n * 7) % LAST.length]!;
  const maria = journey.enrollment.type === 'existing-member';
  const beacon = journey.enrollment.group_id === 2512;
  const stamp = Date.now().toString(36);
  const personal = [
    ...(maria ? [] : [text('first_name', 'First Name', first), text('last_name', 'Last Name', last)]),
    // Beacon's enrollments are not asked height and weight
    ...(beacon ? [] : [text('height_feet', 'Height (feet)', String(4 + (n % 3))), text('height_inch', 'Height (inches)', String(n % 12)), text('weight', 'Weight (lbs)', String(110 + n))]),
    select('marital_status', 'Marital Status', n % 2 === 0 ? 'Single' : 'Married', n % 2 === 0 ? '0' : '1'),
    ...(maria ? [] : [{ ...text('ssn', 'SSN', ssnOf(n, 0)), shown: `***-**-${ssnOf(n, 0).slice(-4)}`, stored: `*****${ssnOf(n, 0).slice(-4)}` }]),
    select('prior_coverage_flag', 'Prior Coverage', 'None', '0'),
  ];
  const email = `${first}.${last}+j${n}-${stamp}@example.com`.toLowerCase();
  const contact = [
    text('email_address', 'Email Address', email),
    text('phone_number', 'Phone Number', `646555${pad(1000 + ((n * 131 + Date.now()) % 9000), 4)}`),
    text('address1', 'Address 1', `${10 + n} ${LAST[(n + 3) % LAST.length]} Street`),
    text('city', 'City', 'New York'),
    select('state', 'State', 'New York', 'NY'),
    ...(journey.tabs.includes('beneficiary_info')
      ? [select('birth_state', 'Birth State', 'New Jersey', 'NJ'), text('birth_city', 'Birth City', `Newark${n % 2 === 0 ? '' : ' Heights'}`)]
      : []),
  ];
  const employer = [
    text('name', 'Employer Name', `${last} Logistics ${n}`),
    text('phone', 'Employer Phone', `718555${pad(2000 + n, 4)}`),
    text('address1', 'Address 1', `${200 + n} Commerce Ave`),
    text('city', 'City', 'New York'),
    text('zip', 'Zip', '10001'),
    select('average_work_week', 'Average Work Week', '30 to 40 hours', '40'),
    date('employment_start_date', 'Employment Start Date', `0${1 + (n % 9)}15${2010 + (n % 10)}`),
    text('occupation', 'Occupation', `Analyst ${n}`),
    select('compensation_type', 'Compensation Type', 'Salary', 'Salary'),
    select('employment_status', 'Employment Status', 'Active', 'A'),
    text('emp_industry', 'Industry', `Freight ${n}`),
    text('emp_num_employed', 'Number of Employees', String(50 + n)),
    select('emp_vac_policy', 'Vacation Policy', 'Two weeks', 'W2'),
    select('emp_barg_unit', 'Bargaining Unit', 'Not in a bargaining unit', 'N'),
  ];
  const spouse: Person = { first: `${FIRST[(n + 5) % FIRST.length]}o`, last, gender: 'Male', dob: `0${1 + (n % 9)}1${n % 10}1984`, ssn: ssnOf(n, 1), feet: '5', inches: String(n % 12), weight: String(160 + n) };
  const child = (k: number): Person => ({ first: `${FIRST[(n + 9 + k) % FIRST.length]}`, last, gender: k % 2 === 0 ? 'Female' : 'Male', dob: `0${1 + ((n + k) % 9)}2${k}${2012 + k}`, ssn: ssnOf(n, 2 + k), feet: '4', inches: String((n + k) % 12), weight: String(70 + n + k) });
  const dependents = journey.tier === 'IS' ? [spouse] : journey.tier === 'IC' ? [child(0)] : journey.tier === 'IF' ? [spouse, child(0)] : [];
  return {
    personal,
    contact,
    employer,
    holiday: n % 2 === 0 ? 'Standard 6' : 'Floating Day',
    beneficiaries: [
      { first: spouse.first, last, dob: `0${1 + (n % 9)}0${1 + (n % 9)}1983`, ssn: ssnOf(n, 5), relationship: 'Spouse', percentage: String(50 + (n % 40)) },
      { first: `${FIRST[(n + 13) % FIRST.length]}`, last, dob: `1${n % 3}1${n % 10}2014`, ssn: ssnOf(n, 6), relationship: n % 2 === 0 ? 'Child' : 'Sibling', percentage: String(50 - (n % 40)) },
    ],
    health: {
      condition: [
        text('condition', 'Condition', `Asthma ${n}`),
        text('status', 'Status', n % 2 === 0 ? 'Controlled' : 'Improving'),
        date('last_seen_by_physician', 'Last Seen by Physician', `0${1 + (n % 9)}1${n % 10}2025`),
        text('physician_name', 'Physician Name', `Dr. ${LAST[(n + 11) % LAST.length]}`),
        text('phone', 'Physician Phone', `212555${pad(3000 + n, 4)}`),
      ],
      medication: [text('medication_1', 'Medication 1', `Albuterol ${n}`), text('dosage_1', 'Dosage 1', `${n} mcg`), text('medical_condition_1', 'Medical Condition 1', `Asthma ${n}`)],
    },
    dependents,
    card: { first, last: `${last}${n % 2 === 0 ? '' : 'son'}` },
    bank: { holder: `${first} ${last}` },
    billingEmail: n % 2 === 1 ? email : `billing.${last}+j${n}-${stamp}@example.com`.toLowerCase(),
    fullName: maria ? 'Maria Lopez' : `${first} ${last}`,
  };
};

/** The saved-data column of get-enrollment-temp-info for each step (spec 3 §3). */
export const COLUMN_OF: Partial<Record<TabName, string>> = {
  primary_info: 'primary_info',
  contact_info: 'contact_info',
  employer_info: 'employer_info',
  beneficiary_info: 'benificiary_info',
  primary_health_info: 'health_info',
  dependent_info: 'dependent_info',
  agreement_info: 'aggrement_info',
  billing_info: 'payment_info',
};
