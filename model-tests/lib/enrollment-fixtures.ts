import type { MemberCheckResult } from '../../machines/enrollment/form-step-rules.ts';
import {
  averageWorkWeeks,
  bargainingUnits,
  compensationTypes,
  emailDeliverabilityMessages,
  employmentStatuses,
  holidayPolicies,
  quoteMessages,
  stepMessages,
  trustMessages,
  vacationPolicies,
  type FormField,
  type TabConfig,
  type TabName,
} from '../../contract/index.ts';
import { formSteps } from '../../machines/enrollment/steps/index.ts';
import { cartFixtures } from './cart-fixtures.ts';
import { apiFailure, dataOf } from './fixtures.ts';

const tab = (tab_name: TabConfig['tab_name'], order: number, required: 0 | 1 = 1): TabConfig => ({ tab_name, order, required });
const field = (field_name: string, value: string | null = null, required: 0 | 1 = 1, read_only: 0 | 1 = 0): FormField => ({ field_name, value, required, read_only });

/** Contract-valid answers of the enrollment wizard's calls. */
export const enrollmentFixtures = {
  /** Personal, contact and review: what a dental IO cart asks. */
  minimalTabs: dataOf('getDynamicTabs', {
    result: [tab('review_info', 8), tab('contact_info', 1), tab('primary_info', 0), tab('employer_info', 2, 0), tab('agreement_info', 6, 0)],
  }),
  /** Every tab required. */
  allTabs: dataOf('getDynamicTabs', {
    result: [
      tab('primary_info', 0),
      tab('contact_info', 1),
      tab('employer_info', 2),
      tab('beneficiary_info', 3),
      tab('primary_health_info', 4),
      tab('dependent_info', 5),
      tab('agreement_info', 6),
      tab('billing_info', 7),
      tab('review_info', 8),
    ],
  }),
  noTabs: dataOf('getDynamicTabs', { result: [tab('primary_info', 0, 0)] }),
  /** A submitted enrollment's tabs: its confirmation number says it is closed. */
  submittedTabs: dataOf('getDynamicTabs', { result: [tab('primary_info', 0), tab('contact_info', 1), tab('review_info', 8)], policy_id: 'POL123456' }),

  /** Personal, contact and review, the server keeping Personal Information (get-dynamic-tabs' saved). */
  keptPersonalTabs: dataOf('getDynamicTabs', {
    result: [{ ...tab('primary_info', 0), saved: 1 }, { ...tab('contact_info', 1), saved: 0 }, { ...tab('review_info', 8), saved: 0 }],
  }),
  /** A step's save refused naming no field, by kind (the step machines tell the engine `step.refused`). */
  refusals: {
    changedElsewhere: { status: 409, message: trustMessages.changedElsewhere },
    tooLarge: { status: 413, message: 'The request body is too large.' },
    notKept: { status: 422, message: 'The saved information is too large or not in a form this step keeps.' },
    unreachable: { status: 0, message: 'Failed to fetch' },
  },
  /** A list that does not end with review. */
  noReviewTabs: dataOf('getDynamicTabs', { result: [tab('primary_info', 0), tab('contact_info', 1)] }),
  /** The spec's other order (spec 3 §2.1): review before agreement and billing; no step is skipped. */
  reviewFirstTabs: dataOf('getDynamicTabs', {
    result: [tab('primary_info', 0), tab('contact_info', 1), tab('review_info', 2), tab('agreement_info', 3), tab('billing_info', 4)],
  }),
  personalFields: dataOf('getFormFieldsPersonalInfo', {
    result: [
      field('first_name', 'Ana'),
      field('middle_name', null, 0),
      field('last_name', 'Reyes'),
      field('birthdate', '04/12/1988', 1, 1),
      field('gender', '1', 1, 1),
      field('height_feet'),
      field('height_inch'),
      field('weight'),
      field('marital_status'),
      field('ssn'),
      field('prior_coverage_flag', '0'),
      field('prior_carrier_name', null, 0),
      field('ethnic_category', null, 0),
      field('ethnic_category_other_type', null, 0),
    ],
  }),
  contactFields: dataOf('getFormFieldsContactInfo', {
    result: [field('email_address'), field('phone_number'), field('address1'), field('address2', null, 0), field('city'), field('state'), field('zip', '10001'), field('with_validation', '0', 0)],
  }),
  /** Acme's employer definitions: the group's name, phone and address prefilled; the extra four required. */
  employerFields: dataOf('getFormFieldsEmployerInfo', {
    result: [
      field('name', 'Acme Benefits'),
      field('phone', '2125550142'),
      field('address1', '100 Acme Plaza'),
      field('address2', null, 0),
      field('city', 'New York'),
      field('state', 'NY'),
      field('zip', '10001'),
      field('average_work_week'),
      field('employment_start_date'),
      field('occupation'),
      field('compensation_type'),
      field('employment_status'),
      field('with_validation', '0', 0),
      field('emp_industry'),
      field('emp_num_employed'),
      field('emp_vac_policy'),
      field('emp_barg_unit'),
      field('holiday_policy', 'Standard_6'),
    ],
  }),
  states: dataOf('getStates', { result: [{ abbrev: 'NY', name: 'New York' }, { abbrev: 'NJ', name: 'New Jersey' }] }),
  ethnicCategories: dataOf('getEthnicCategory', { result: [{ id: 1, name: 'Hispanic or Latino' }, { id: 12, name: 'Other' }] }),
  cart: cartFixtures.cart,
  reviewInfo: dataOf('getEnrollmentReviewInfo', { result: { additional_notes: 'Call after 5 pm' } }),
  reviewSaved: dataOf('saveReviewInfo', { policy_id: 'POL123456' }),
  dependentsDeleted: dataOf('deleteDependentInIO', { deleted: 0 }),
  receipt: dataOf('getReceipt', {
    policy_id: 'POL123456',
    name: 'Ana Reyes',
    plans: [
      { plan_name: 'BrightSmile Dental Basic', coverage_amount: null, price: 24.5 },
      { plan_name: 'Family Term Life', coverage_amount: 50_000, price: 12 },
    ],
    initial_month_cost: 36.5,
    recurring_month_cost: 36.5,
    effective_date: '12/01/2026',
    covered: [
      { name: 'Ana Reyes', relationship: 'Applicant' },
      { name: 'Luis Reyes', relationship: 'Spouse' },
    ],
    payment: 'Visa xxxxxx1111',
    eprocess: 'applicant',
  }),
  /** The same enrollment made by a rep for Ana: the receipt addresses the rep. */
  repReceipt: dataOf('getReceipt', {
    policy_id: 'POL123457',
    name: 'Ana Reyes',
    plans: [{ plan_name: 'BrightSmile Dental Basic', coverage_amount: null, price: 24.5 }],
    initial_month_cost: 24.5,
    recurring_month_cost: 24.5,
    effective_date: '12/01/2026',
    covered: [{ name: 'Ana Reyes', relationship: 'Applicant' }],
    payment: 'Bank account xxxxx6789',
    eprocess: 'rep',
  }),
  saved: { saved: true as const },
  codeSent: dataOf('saveEnrollmentForLater', { sent_to: 'ana.alt@example.com' }),
  resumed: dataOf('continueEnrollment', {
    enrollment_id: 'TE1A2B3C4D5E',
    saved_tab: 'contact_info',
    others: { group_id: 1000, platform_group_id: null, agent_id: null, open_type: 'user', type: 'new-user' },
  }),
  resumedToCart: dataOf('directContinue', {
    enrollment_id: 'TE1A2B3C4D5E',
    saved_tab: 'cart_info',
    others: { group_id: 2556, platform_group_id: 12, agent_id: 701, open_type: null, type: 'existing-user' },
  }),
  /** A submitted enrollment's code: its confirmation number beside the saved tab. */
  resumedSubmitted: dataOf('continueEnrollment', {
    enrollment_id: 'TE1A2B3C4D5E',
    saved_tab: 'payment_info',
    policy_id: 'POL123456',
    others: { group_id: 1000, platform_group_id: null, agent_id: null, open_type: 'user', type: 'new-user' },
  }),
  /** A submitted enrollment's direct-continue link. */
  linkedSubmitted: dataOf('directContinue', {
    enrollment_id: 'TE1A2B3C4D5E',
    saved_tab: 'payment_info',
    policy_id: 'POL123456',
    others: { group_id: 1000, platform_group_id: null, agent_id: null, open_type: 'user', type: 'new-user' },
  }),
};

/** Personal values: complete, and with a bad SSN and no marital status; prior coverage Yes with its carrier (spec 2 §3). */
const validPersonal = { first_name: 'Ana', last_name: 'Reyes', height_feet: '5', height_inch: '6', weight: '140', marital_status: '1', ssn: '123456789', prior_coverage_flag: '0' };
export const personalValues = {
  valid: validPersonal,
  invalid: { first_name: 'Ana', last_name: 'Reyes', height_feet: '5', height_inch: '6', weight: '140', ssn: '1234', prior_coverage_flag: '0' },
  revealing: { ...validPersonal, prior_coverage_flag: '1', prior_carrier_name: 'Aetna' },
};

/** Contact values: complete, and with a bad e-mail and phone. */
export const contactValues = {
  valid: { email_address: 'ana@example.com', phone_number: '2125550100', address1: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
  invalid: { email_address: 'ana@', phone_number: '212', address1: '1 Main St', city: 'New York', state: 'NY', zip: '10001' },
};

/** Employer values: complete, and retired with a count that is not a number (the zip and state as loaded: typing a zip looks it up). */
const validEmployer = {
  name: 'Acme Benefits',
  phone: '2125550142',
  address1: '100 Acme Plaza',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  average_work_week: '40',
  employment_start_date: '01/15/2020',
  occupation: 'Engineer',
  compensation_type: 'Salary',
  employment_status: 'A',
  emp_industry: 'Logistics',
  emp_num_employed: '250',
  emp_vac_policy: 'W2',
  emp_barg_unit: 'N',
  holiday_policy: 'Standard_6',
};
export const employerValues = {
  valid: validEmployer,
  // the count left blank: its field takes digits only, so 'Number of employees must be numeric' is the
  // server's and the rules' (tests/contract/employer-rules.test.ts), never typed in the form
  invalid: { ...validEmployer, employment_status: 'R', emp_num_employed: '' },
};

/** What a form step's walks need: its definitions, its choices, good and bad values, a refusal naming one of its fields. */
export interface FormStepFixture {
  fields: FormField[];
  options: Record<string, { value: string; label: string }[]>;
  /** `revealing`: values that bring a conditional field into play (and fill it), on a step that has one. */
  values: { valid: Record<string, string>; invalid: Record<string, string>; revealing?: Record<string, string> };
  refusal: ReturnType<typeof apiFailure>;
  /** The existing-user checks' answers refusing one of its fields (steps with member checks), or none. */
  checkRefusal: MemberCheckResult[];
}

/** Every existing-user check passing, in the order the machine asks them. */
export const memberChecksPassed: MemberCheckResult[] = [
  { target_element: 'email_address', is_valid: true, error_message: '' },
  { target_element: 'email_address', is_valid: true, error_message: '' },
  { target_element: 'phone_number', is_valid: true, error_message: '' },
];

const listOf = (list: readonly { value: string; name: string }[]) => list.map(({ value, name }) => ({ value, label: name }));
const states = enrollmentFixtures.states.result.map(({ abbrev, name }) => ({ value: abbrev, label: name }));
const invalid = (target_element: string, error_message: string) => apiFailure('The given data was invalid.', [{ target_element, error_message }], 422);

/** Each form step's fixtures, by tab: a new form step adds its entry here (tests/contract checks every descriptor has one). */
export const formStepFixtures: Partial<Record<TabName, FormStepFixture>> = {
  primary_info: {
    fields: enrollmentFixtures.personalFields.result,
    options: { ethnic_category: enrollmentFixtures.ethnicCategories.result.map(({ id, name }) => ({ value: String(id), label: name })) },
    values: personalValues,
    refusal: invalid('ssn', stepMessages.ssn),
    checkRefusal: [],
  },
  contact_info: {
    fields: enrollmentFixtures.contactFields.result,
    options: { state: states, birth_state: states },
    values: contactValues,
    // the save refuses an address that cannot receive mail (validate-email-neverbounce's rule, for everyone)
    refusal: invalid('email_address', emailDeliverabilityMessages.invalid),
    // a taken address and an undeliverable one: the taken one is what shows
    checkRefusal: [
      { target_element: 'email_address', is_valid: false, error_message: stepMessages.emailExists },
      { target_element: 'email_address', is_valid: false, error_message: emailDeliverabilityMessages.invalid },
      { target_element: 'phone_number', is_valid: true, error_message: '' },
    ],
  },
  employer_info: {
    fields: enrollmentFixtures.employerFields.result,
    options: {
      state: states,
      average_work_week: listOf(averageWorkWeeks),
      employment_status: listOf(employmentStatuses),
      compensation_type: listOf(compensationTypes),
      emp_vac_policy: listOf(vacationPolicies),
      emp_barg_unit: listOf(bargainingUnits),
      holiday_policy: listOf(holidayPolicies),
    },
    values: employerValues,
    refusal: invalid('zip', quoteMessages.zipInvalid),
    checkRefusal: [],
  },
};

/** A form step's fixtures (the walks' steps are all built). */
export const formFixtureOf = (tab: TabName): FormStepFixture => {
  const fixture = formStepFixtures[tab];
  if (!fixture) throw new Error(`no form step fixtures for ${tab}`);
  return fixture;
};

/** The tab whose fields call this is (one form step machine serves every form tab). */
export const tabOfFieldsCall = (call: string): TabName => formSteps.find((step) => step.calls.fields === call)!.tab;
