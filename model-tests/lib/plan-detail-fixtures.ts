import { pricingErrorCodeSchema, type PricingErrorCode } from '../../contract/index.ts';
import type { AnswerMap } from '../../machines/plan-detail/question-rules.ts';
import { apiFailure, dataOf } from './fixtures.ts';

// each card's hash as the server gives it (any 16 hex digits: the server, not the machine, reads it)
const card = { plan_id: 121, plan_pricing_id: 1211, plan_price: 24.5, label: 'Member Only', coverage_amount: null, hash: '0a1b2c3d4e5f6071' } as const;
const lifeCard = { plan_id: 171, plan_pricing_id: 1712, plan_price: 31.2, label: '$100,000 coverage', coverage_amount: 100_000, hash: '1712aa00bb11cc22' } as const;
/** Above $100,000: the prudential-type plan's income check applies (spec 2 §9). */
const largeLifeCard = { plan_id: 171, plan_pricing_id: 1713, plan_price: 62.4, label: '$200,000 coverage', coverage_amount: 200_000, hash: '1713dd33ee44ff55' } as const;
const priced = (plans: (typeof card | typeof lifeCard | typeof largeLifeCard)[], isPrudential = false, blackout: string | null = null) =>
  dataOf('getPlanPricingDetail', { plans, errorCode: null, pid: null, message: null, is_prudential: isPrudential, blackout });
const refused = (errorCode: PricingErrorCode) =>
  dataOf('getPlanPricingDetail', {
    plans: [],
    errorCode,
    pid: errorCode === 'changePid' ? 113 : null,
    message: errorCode === 'planAgeError' || errorCode === 'portalError' ? `The server's ${errorCode} message` : null,
    is_prudential: false,
    blackout: null,
  });
const text = (name: string) => `${name} text`;

/** Contract-valid answers of the plan detail calls. */
export const planDetailFixtures = {
  card,
  lifeCard,
  largeLifeCard,
  description: dataOf('getPlanDetail', {
    plan_name: 'BrightSmile Dental Basic',
    plan_category: 'dental',
    plan_desc: {
      body_text: text('body'),
      header_text: text('header'),
      blueBarText: text('blue bar'),
      association_text: text('association'),
      exclusions_text_name: 'Exclusions',
      exclusions_text: text('exclusions'),
      example_text_name: 'Example',
      example_text: text('example'),
      faq_text_name: 'FAQ',
      faq_text: text('faq'),
    },
  }),
  related: dataOf('getRelatedPlans', [
    { plan_id: 122, plan_pricing_id: 1221, price: 31, plan_logo: '/logos/dental-plus.svg', plan_name: 'BrightSmile Dental Plus', plan_category: 'dental' },
  ]),
  platforms: dataOf('getEnrollmentPlatforms', [
    { platform_group_id: 11, platform_name: 'Individual Benefits', platform_code: 'INDV' },
    { platform_group_id: 12, platform_name: 'Small Business Benefits', platform_code: 'SMBZ' },
  ]),
  groups: dataOf('getAgentGroups', [
    { gid: 2556, gname: 'Acme Benefits' },
    { gid: 2512, gname: 'Beacon Logistics' },
  ]),
  memberFilter: dataOf('addFilterForMember', { temp_enrollment_id: 'TE5', portal_id: 11 }),
  priced: priced([card]),
  /** Priced, with its enrollment closed for a blackout (issue 28 item 7: said before Add to Cart). */
  pricedInBlackout: priced([card], false, 'FocusPoint Vision cannot be added during the enrollment blackout period.'),
  pricedLife: priced([lifeCard], true),
  /** The prudential-type plan with a card at $100,000 and one above. */
  pricedLargeLife: priced([lifeCard, largeLifeCard], true),
  /** One pricing answer per errorCode. */
  refusals: Object.fromEntries(pricingErrorCodeSchema.options.map((code) => [code, refused(code)])) as Record<PricingErrorCode, ReturnType<typeof refused>>,
  filterChanged: dataOf('changeFilterInfo', { temp_enrollment_id: 'TE1' }),
  portalUpdated: dataOf('updateFilterPortal', { platform_group_id: 12 }),
  yes: { status: true },
  no: { status: false },
  added: dataOf('addPlanToCart', { count: 1 }),
  pairedAdded: dataOf('addPlanToCartPrudentials', { added: true, count: 2 }),
  blackout: apiFailure('Refused', [{ target_element: 'blackout', error_message: 'FocusPoint Vision cannot be added during the enrollment blackout period.' }], 409),
  alreadyActive: apiFailure('Refused', [{ target_element: 'already_active', error_message: 'You already have an active HospitalCash Plus plan.' }], 409),
  /** check-prudential-plan/{hash} with a hash the pricing no longer has. */
  stalePricing: apiFailure('The prices of this plan have changed. Please choose a card again.', [
    { target_element: 'hash', error_message: 'The prices of this plan have changed. Please choose a card again.' },
  ], 422),
  /** The server's above-100k income check (spec 2 §9). */
  incomeAbove100k: apiFailure('The given data was invalid.', [{ target_element: 'annual_incode', error_message: 'Please enter a sufficient annual income to add product to the cart by clicking here.' }], 422),
  questions: dataOf('getQuestions', [
    { question_id: 1, question_text: 'Have you used tobacco or nicotine in the last 12 months?', question_sub_type: 'text_field', require_detail: 0, options: [] },
    {
      question_id: 2,
      question_text: 'Has anyone to be covered been treated for any of the following?',
      question_sub_type: 'checkbox',
      require_detail: 0,
      options: [
        { option_id: 21, option_text: 'Cancer', option_group: 'A. Prior to age 60' },
        { option_id: 24, option_text: 'Kidney failure', option_group: 'B. Prior to age 75' },
      ],
    },
    { question_id: 3, question_text: 'Have you been hospitalized in the last 5 years?', question_sub_type: 'detail', require_detail: 1, options: [] },
  ]),
  accepted: dataOf('saveQuestionAnswers', { success_message: 'Your answers have been saved.' }),
  declined: dataOf('saveQuestionAnswers', { error_message: 'Based on your answers we are unable to offer this plan.', errorCode: 'decline' }),
  aflacQuestions: dataOf('getAflacQuestions', [
    { qid: 1, question: 'Are you currently hospitalized?', true_condition: 0 },
    { qid: 2, question: 'Do you plan to replace existing life insurance?', true_condition: 0 },
  ]),
  aflacWithPresetYes: dataOf('getAflacQuestions', [
    { qid: 1, question: 'Are you currently hospitalized?', true_condition: 1 },
    { qid: 2, question: 'Do you plan to replace existing life insurance?', true_condition: 0 },
  ]),
  noAflacQuestions: dataOf('getAflacQuestions', []),
  aflacSaved: dataOf('saveAflacQuestions', { saved: true }),
  codeSaved: dataOf('saveEnrollerCode', { enrollerCode: 'EC2556' }),
};

/** Answers to the fixture questions: all no, or a yes missing its treatment records. */
const treatment = { dot_from: '01/01/2020', dot_to: '02/01/2020', reason_for_condition: 'Appendicitis', degree_of_recovery: 'Full', physician_name_address: 'Dr. Rivera, 1 Main St' };
export const planAnswers = {
  allNo: { 1: { question_id: 1, yes_no_flag: '0' }, 2: { question_id: 2, yes_no_flag: '0' }, 3: { question_id: 3, yes_no_flag: '0' } },
  missingOne: { 1: { question_id: 1, yes_no_flag: '0' } },
  yesWithoutRecords: { 1: { question_id: 1, yes_no_flag: '0' }, 2: { question_id: 2, yes_no_flag: '0' }, 3: { question_id: 3, yes_no_flag: '1', detail: [treatment] } },
  yesWithRecords: { 1: { question_id: 1, yes_no_flag: '0' }, 2: { question_id: 2, yes_no_flag: '0' }, 3: { question_id: 3, yes_no_flag: '1', detail: [treatment, treatment] } },
} satisfies Record<string, AnswerMap>;
