import {
  ageInYears,
  coverageAmountLabel,
  filterAmountOf,
  parseUsDate,
  tierLabelsWith,
  type Category,
  type FilterInfo,
  type PlanPricing,
  type PricingCard,
  type Tier,
} from '../../contract/index.ts';

/** The facts of a plan the pricing rule reads (columns of `plans`). */
export interface PricedPlan {
  id: number;
  name: string;
  category: Category;
  successorPlanId: number | null;
  portalIds: number[] | null;
  statesNotSold: string[] | null;
  zipsNotSold: string[] | null;
  allowedTiers: Tier[] | null;
  minAge: number | null;
  maxAge: number | null;
  tobaccoRated: boolean;
  needsIncomeAndHours: boolean;
  hasHealthQuestions: boolean;
  prudentialType: boolean;
  isMembership: boolean;
  startingPriceCents: number | null;
}

/** What else the rule needs to know about the enrollment. */
export interface PricingContext {
  /** The enrollment saved accepted answers for the plan (aflac answers for a prudential plan). */
  answered: boolean;
  today: Date;
  /**
   * A premier plan is in the enrollment's cart: a card's IC label reads 'Member + 1 Child' (spec 1
   * §3, 3 §5). Left out where no label shows (the listing's prices).
   */
  hasPremierPlan?: boolean;
}

/** The lowest income (dollars a year) and working hours (a week) a disability plan insures. */
export const MINIMUM_ANNUAL_INCOME = 12_000;
export const MINIMUM_WORKING_HOURS = 20;

/** Price factor of each tier against the Starting From price (Member Only). */
export const TIER_FACTORS: Record<Tier, number> = { IO: 1, IS: 1.8, IC: 1.6, IF: 2.5 };
/** Tobacco users pay half as much again for a tobacco-rated plan. */
export const SMOKER_FACTOR = 1.5;
/** Face amounts of life-plan cards; the Starting From price buys the first. */
export const FACE_AMOUNTS = [50_000, 100_000, 200_000, 300_000] as const;

/** The pricing id of a plan's basic card (and of the nth face amount of a life plan, n from 1). */
export const pricingIdOf = (planId: number, n = 1) => planId * 10 + n;

const isLifePlan = (plan: Pick<PricedPlan, 'category'>) => plan.category === 'term_life';

/**
 * Monthly price in cents of the plan's basic card for a filter: Starting From × tier factor
 * (× 1.5 for a tobacco user of a tobacco-rated plan). Memberships cost the same for every tier.
 */
export const basicPriceCents = (plan: Pick<PricedPlan, 'startingPriceCents' | 'tobaccoRated' | 'isMembership'>, filter: Pick<FilterInfo, 'tier' | 'is_smoker'> | null): number => {
  const base = plan.startingPriceCents ?? 0;
  if (plan.isMembership || filter === null) return base;
  const smoker = plan.tobaccoRated && filter.is_smoker === '1' ? SMOKER_FACTOR : 1;
  return Math.round(base * TIER_FACTORS[filter.tier] * smoker);
};

/**
 * The cards a plan offers to a filter: face amounts for a life plan, else one card of the tier,
 * labelled as every tier list is (`tierLabelsWith`: 'Member + 1 Child' while a premier plan is in the cart).
 */
export const pricingCards = (plan: PricedPlan, filter: FilterInfo, hasPremierPlan = false): PricingCard[] => {
  const basic = basicPriceCents(plan, filter);
  if (isLifePlan(plan)) {
    return FACE_AMOUNTS.map((amount, index) => ({
      plan_id: plan.id,
      plan_pricing_id: pricingIdOf(plan.id, index + 1),
      plan_price: Math.round(basic * (amount / FACE_AMOUNTS[0])) / 100,
      label: coverageAmountLabel(amount),
      coverage_amount: amount,
    }));
  }
  return [{ plan_id: plan.id, plan_pricing_id: pricingIdOf(plan.id), plan_price: basic / 100, label: tierLabelsWith(hasPremierPlan)[filter.tier], coverage_amount: null }];
};

export const portalErrorMessage = (planName: string) => `${planName} is not offered in the selected portal. Choose another portal.`;
export const planAgeErrorMessage = (plan: Pick<PricedPlan, 'name' | 'minAge' | 'maxAge'>) =>
  `${plan.name} is issued to ages ${plan.minAge ?? 18} to ${plan.maxAge ?? 99} only.`;

const refusal = (plan: PricedPlan, errorCode: NonNullable<PlanPricing['errorCode']>, message: string | null = null, pid: number | null = null): PlanPricing => ({
  plans: [],
  errorCode,
  pid,
  message,
  is_prudential: plan.prudentialType,
});

/**
 * get-plan-pricing-detail as a pure rule. The first failing check, in this order, answers its
 * errorCode: unknown enrollment (filter null), retired plan, portal, state, zip, tier, age (below,
 * above), tobacco usage, income then working hours, health questions; otherwise the cards.
 */
export const pricePlan = (plan: PricedPlan, filter: FilterInfo | null, context: PricingContext): PlanPricing => {
  if (filter === null) return refusal(plan, 'enrollmentIdError');
  if (plan.successorPlanId !== null) return refusal(plan, 'changePid', null, plan.successorPlanId);
  if (plan.portalIds !== null && (filter.platform_group_id === null || !plan.portalIds.includes(filter.platform_group_id))) {
    return refusal(plan, 'portalError', portalErrorMessage(plan.name));
  }
  if ((plan.statesNotSold ?? []).includes(filter.state)) return refusal(plan, 'stateError');
  if ((plan.zipsNotSold ?? []).includes(filter.zip)) return refusal(plan, 'metError');
  if (plan.allowedTiers !== null && !plan.allowedTiers.includes(filter.tier)) return refusal(plan, 'tierError');
  const dob = parseUsDate(filter.dob);
  const age = dob === null ? null : ageInYears(dob, context.today);
  if (age !== null && plan.minAge !== null && age < plan.minAge) return refusal(plan, 'ageError');
  if (age !== null && plan.maxAge !== null && age > plan.maxAge) return refusal(plan, 'planAgeError', planAgeErrorMessage(plan));
  if (plan.tobaccoRated && filter.is_smoker === null) return refusal(plan, 'smokerError');
  if (plan.needsIncomeAndHours) {
    const income = filterAmountOf(filter.annual_incode);
    if (income === null || income < MINIMUM_ANNUAL_INCOME) return refusal(plan, 'salaryError');
    const hours = filterAmountOf(filter.working_hours);
    if (hours === null || hours < MINIMUM_WORKING_HOURS) return refusal(plan, 'hourError');
  }
  if (plan.hasHealthQuestions && !context.answered) return refusal(plan, 'newQuestionsError');
  return { plans: pricingCards(plan, filter, context.hasPremierPlan), errorCode: null, pid: null, message: null, is_prudential: plan.prudentialType };
};
