import { dataOf, fixtures } from './fixtures.ts';

const dental = { plan_id: 121, plan_name: 'BrightSmile Dental Basic', plan_logo: '/logos/dental.png', price: 24.5, plan_pricing_id: 1211, removable: 1, coverage_amount: null } as const;
const premier = { plan_id: 115, plan_name: 'Premier Health L713', plan_logo: '/logos/premier.png', price: 189, plan_pricing_id: 1151, removable: 1, coverage_amount: null } as const;
const membership = { plan_id: 161, plan_name: 'Association Membership', plan_logo: '/logos/membership.png', price: 5, plan_pricing_id: 1611, removable: 0, coverage_amount: null } as const;
/** A rider offered for the dental line, and the line it becomes once added. */
const orthoRider = { plan_id: 125, plan_name: 'BrightSmile Orthodontia Rider', plan_logo: '/logos/ortho.png', price: 9.5, plan_pricing_id: 1251, rider_for: dental.plan_id } as const;
const ortho = { plan_id: 125, plan_name: 'BrightSmile Orthodontia Rider', plan_logo: '/logos/ortho.png', price: 9.5, plan_pricing_id: 1251, removable: 1, coverage_amount: null } as const;

/** Contract-valid answers of the cart page's calls. */
export const cartFixtures = {
  lines: { dental, premier, membership, ortho },
  riders: { ortho: orthoRider },
  cart: dataOf('getPlanCart', { result: [dental, premier, membership], initial_month_cost: 218.5, recurring_month_cost: 218.5, riders: [] }),
  /** The same cart once the premier line is gone. */
  cartAfterRemoval: dataOf('getPlanCart', { result: [dental, membership], initial_month_cost: 29.5, recurring_month_cost: 29.5, riders: [] }),
  emptyCart: dataOf('getPlanCart', { result: [], initial_month_cost: 0, recurring_month_cost: 0, riders: [] }),
  /** A submitted enrollment's cart: its confirmation number says it is closed (the receipt opens). */
  submittedCart: dataOf('getPlanCart', { result: [dental, membership], initial_month_cost: 29.5, recurring_month_cost: 29.5, riders: [], policy_id: 'POL123456' }),
  /** The cart offering the orthodontia rider for its dental line. */
  cartWithRider: dataOf('getPlanCart', { result: [dental, premier, membership], initial_month_cost: 218.5, recurring_month_cost: 218.5, riders: [orthoRider] }),
  /** The same cart once the rider is added: a line now, no longer offered. */
  cartWithAddedRider: dataOf('getPlanCart', { result: [dental, ortho, premier, membership], initial_month_cost: 228, recurring_month_cost: 228, riders: [] }),
  riderAdded: dataOf('addPlanToCart', { count: 4 }),
  dates: dataOf('getCartEffectiveDates', { result: ['12/01/2026', '12/15/2026', '01/01/2027', '01/15/2027'] }),
  noDates: dataOf('getCartEffectiveDates', { result: [] }),
  premier: dataOf('getMoreRequirement', { has_premier_plan: true }),
  noPremier: dataOf('getMoreRequirement', { has_premier_plan: false }),
  /** The quote filter with tier IC, so the premier check shows in the tier label. */
  filterIC: dataOf('getEnrollmentTempInfo', { result: { ...fixtures.filterInfo.result, tier: 'IC' } }),
  /** Whom TECART02's quote is for: Acme, its rep, no member, Jane's individual portal. */
  selection: dataOf('getGroupAgentMemberInfo', {
    enrollment_type: 'new-group-member',
    result: { user_info: null, group_info: { name: 'Acme Benefits', code: 'ACME' }, platforms: [{ platform_name: 'Individual Benefits', platform_code: 'INDV' }] },
  }),
  removed: dataOf('removePlanFromCart', { removed: 1 }),
  planDetail: dataOf('getPlanDetail', {
    plan_name: 'BrightSmile Dental Basic',
    plan_category: 'dental',
    plan_desc: {
      body_text: 'Cleanings, x-rays and fillings from day one.',
      header_text: '',
      blueBarText: '',
      association_text: '',
      exclusions_text_name: '',
      exclusions_text: '',
      example_text_name: '',
      example_text: '',
      faq_text_name: '',
      faq_text: '',
    },
  }),
  checkedOut: dataOf('cartCheckout', { effective_date: '12/01/2026' }),
  preview: dataOf('getQuotePreviewContent', { content: 'Dear Ann Lee,\n\nHere is the personalized quote for the plans in your cart.' }),
  quoteSent: dataOf('saveEnrollment', { sent_to: 'ann.lee@example.com' }),
};

/** What a valid visitor types into Send Personalized Quote. */
export const validQuoteEmail = { name: 'Ann Lee', email: 'ann.lee@example.com', message: 'Call me on Monday.' };
