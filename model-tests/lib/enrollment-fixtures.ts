import type { FormField, TabConfig } from '../../contract/index.ts';
import { cartFixtures } from './cart-fixtures.ts';
import { dataOf } from './fixtures.ts';

const tab = (tab_name: TabConfig['tab_name'], order: number, required: 0 | 1 = 1): TabConfig => ({ tab_name, order, required });
const field = (field_name: string, value: string | null = null, required: 0 | 1 = 1, read_only: 0 | 1 = 0): FormField => ({ field_name, value, required, read_only });

/** Contract-valid answers of the enrollment wizard's calls. */
export const enrollmentFixtures = {
  /** Personal, contact and review: what a dental IO cart asks. */
  minimalTabs: dataOf('getDynamicTabs', {
    result: [tab('review_info', 8), tab('contact_info', 1), tab('primary_info', 0), tab('employer_info', 2, 0), tab('agreement_info', 6, 0)],
  }),
  /** Every tab required: the steps this build lacks show as not available. */
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
  /** A list that starts with a step this build lacks, and one that does not end with review. */
  unbuiltFirstTabs: dataOf('getDynamicTabs', { result: [tab('employer_info', 0), tab('primary_info', 1)] }),
  noReviewTabs: dataOf('getDynamicTabs', { result: [tab('primary_info', 0), tab('contact_info', 1)] }),
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
  states: dataOf('getStates', { result: [{ abbrev: 'NY', name: 'New York' }, { abbrev: 'NJ', name: 'New Jersey' }] }),
  ethnicCategories: dataOf('getEthnicCategory', { result: [{ id: 1, name: 'Hispanic or Latino' }, { id: 12, name: 'Other' }] }),
  cart: cartFixtures.cart,
  reviewInfo: dataOf('getEnrollmentReviewInfo', { result: { additional_notes: 'Call after 5 pm' } }),
  reviewSaved: dataOf('saveReviewInfo', { policy_id: 'POL123456' }),
  dependentsDeleted: dataOf('deleteDependentInIO', { deleted: 0 }),
  receipt: dataOf('getReceipt', { policy_id: 'POL123456', name: 'Ana Reyes' }),
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
};

/** Personal values: complete, and with a bad SSN and no marital status. */
export const personalValues = {
  valid: { first_name: 'Ana', last_name: 'Reyes', height_feet: '5', height_inch: '6', weight: '140', marital_status: '1', ssn: '123456789', prior_coverage_flag: '0' },
  invalid: { first_name: 'Ana', last_name: 'Reyes', height_feet: '5', height_inch: '6', weight: '140', ssn: '1234', prior_coverage_flag: '0' },
};
