import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_PLAN_STATUS, ASSOCIATION_MEMBERSHIP, addToCartRefusals, needsIncomeAbove100k, planDetailMessages, type CartRider, type FilterInfo } from '../../contract/index.ts';
import type { Database } from '../db/open-database.ts';
import { aflacAnswers, aflacQuestions, cartItems, memberPlans, plans, questionAnswers } from '../db/schema.ts';
import { RequestFailure, fieldFailure } from '../http/failures.ts';
import { readCart } from './cart.ts';
import { basicPriceCents, pricePlan, pricingIdOf } from './pricing.ts';

export type PlanRow = typeof plans.$inferSelect;

export const planNotFound = 'Plan not found';
export const planNotOffered = 'This plan cannot be added to the cart';

export const findPlan = async (db: Database, planId: number): Promise<PlanRow | undefined> => {
  const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
  return plan;
};

/** The plan, or a 422 on `field`. */
export const requirePlan = async (db: Database, planId: number, field = 'plan_id'): Promise<PlanRow> => {
  const plan = await findPlan(db, planId);
  if (!plan) throw fieldFailure(field, planNotFound);
  return plan;
};

export const cartPlanIds = async (db: Database, enrollmentId: string): Promise<number[]> =>
  (await db.select({ planId: cartItems.planId }).from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId))).map((row) => row.planId);

/** The member of the filter holds the plan with status ACTIVE. */
export const holdsActive = async (db: Database, filter: FilterInfo, planId: number): Promise<boolean> => {
  if (filter.user_id === null) return false;
  const [row] = await db
    .select({ status: memberPlans.status })
    .from(memberPlans)
    .where(and(eq(memberPlans.userId, filter.user_id), eq(memberPlans.planId, planId)));
  return row?.status === ACTIVE_PLAN_STATUS;
};

/** The association membership is in the cart, or the filter's member holds it ACTIVE. */
export const hasMembership = async (db: Database, enrollmentId: string, filter: FilterInfo): Promise<boolean> =>
  (await cartPlanIds(db, enrollmentId)).includes(ASSOCIATION_MEMBERSHIP.plan_id) || (await holdsActive(db, filter, ASSOCIATION_MEMBERSHIP.plan_id));

/**
 * The enrollment answered the plan's questions: accepted (not declined) health answers, or for a
 * prudential-type plan its aflac-type answers.
 */
export const hasAnswered = async (db: Database, enrollmentId: string, plan: Pick<PlanRow, 'id' | 'prudentialType'>): Promise<boolean> => {
  if (plan.prudentialType) {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(aflacAnswers)
      .innerJoin(aflacQuestions, eq(aflacQuestions.id, aflacAnswers.questionId))
      .where(and(eq(aflacAnswers.enrollmentId, enrollmentId), eq(aflacQuestions.planId, plan.id)));
    if ((row?.count ?? 0) > 0) return true;
  }
  const [saved] = await db
    .select({ declined: questionAnswers.declined })
    .from(questionAnswers)
    .where(and(eq(questionAnswers.enrollmentId, enrollmentId), eq(questionAnswers.planId, plan.id)));
  return saved !== undefined && !saved.declined;
};

/**
 * get-plan-pricing-detail for a known plan: the filter is null for an unknown enrollment. A card's
 * tier label follows the cart's premier plan, as every tier list does.
 */
export const planPricing = async (db: Database, plan: PlanRow, enrollmentId: string, filter: FilterInfo | null, today = new Date()) =>
  pricePlan(plan, filter, {
    answered: filter !== null && plan.hasHealthQuestions && (await hasAnswered(db, enrollmentId, plan)),
    today,
    hasPremierPlan: filter !== null && (await readCart(db, enrollmentId)).hasPremierPlan,
  });

export const blackoutMessage = (planName: string) => `${planName} cannot be added during the enrollment blackout period.`;
/** The blackout message of a plan whose enrollment is closed, else null: its page says it before Add to Cart. */
export const blackoutOf = (plan: Pick<PlanRow, 'name' | 'blackout'>): string | null => (plan.blackout ? blackoutMessage(plan.name) : null);
export const alreadyActiveMessage = (planName: string) => `You already have an active ${planName} plan.`;
export const membershipNeededMessage = (planName: string) =>
  `${planName} needs the $5.00 Association Membership: add the membership together with this plan.`;
export const riderNeedsBaseMessage = (riderName: string, baseName: string) =>
  `${riderName} can only be added with ${baseName}: add ${baseName} to the cart first.`;
export const prudentialQuestionsFirstMessage = (planName: string) => `Please answer the questions of ${planName} before adding it to the cart.`;
export const notPricedMessage = (planName: string) => `${planName} cannot be priced for your quote: open the plan to see why.`;

/** Add-to-cart refusals of spec 2 §8: blackout and already active, each a 409 naming its target. */
const refuseBlocked = async (db: Database, filter: FilterInfo, plan: PlanRow) => {
  const conflict = (target: string, message: string) => new RequestFailure(409, message, [{ target_element: target, error_message: message }]);
  if (plan.blackout) throw conflict(addToCartRefusals.blackout, blackoutMessage(plan.name));
  if (await holdsActive(db, filter, plan.id)) throw conflict(addToCartRefusals.alreadyActive, alreadyActiveMessage(plan.name));
};

export interface CartAddition {
  planId: number;
  pricingId: number;
  cents: number;
  /** The chosen card's face amount (a life plan), else null. */
  coverageAmount: number | null;
  removable: boolean;
  isMembership: boolean;
}

/**
 * Checks that a plan may be added at a pricing for this enrollment, and prices the line:
 * memberships at their flat price, riders beside their base plan at the basic price, others at
 * the card of that pricing id the pricing rule offers (which also refuses what it cannot price).
 */
export const priceAddition = async (
  db: Database,
  enrollmentId: string,
  filter: FilterInfo,
  planId: number,
  pricingId: number,
  field: string,
): Promise<{ plan: PlanRow; addition: CartAddition }> => {
  const plan = await findPlan(db, planId);
  if (!plan || plan.startingPriceCents === null) throw fieldFailure(field, planNotOffered);
  await refuseBlocked(db, filter, plan);
  const addition = (cents: number, coverageAmount: number | null = null): CartAddition => ({
    planId,
    pricingId,
    cents,
    coverageAmount,
    removable: true,
    isMembership: plan.isMembership,
  });
  if (plan.isMembership || plan.riderFor !== null) {
    if (pricingId !== pricingIdOf(planId)) throw fieldFailure(field, planNotOffered);
    if (plan.riderFor !== null && !(await cartPlanIds(db, enrollmentId)).includes(plan.riderFor)) {
      const base = await requirePlan(db, plan.riderFor, field);
      throw fieldFailure(field, riderNeedsBaseMessage(plan.name, base.name));
    }
    return { plan, addition: addition(basicPriceCents(plan, filter)) };
  }
  const pricing = await planPricing(db, plan, enrollmentId, filter);
  if (pricing.errorCode !== null) throw fieldFailure(field, pricing.message ?? notPricedMessage(plan.name));
  // a prudential-type plan's own questions come before Add to Cart (spec 2 §4)
  if (plan.prudentialType && !(await hasAnswered(db, enrollmentId, plan))) throw fieldFailure(field, prudentialQuestionsFirstMessage(plan.name));
  const card = pricing.plans.find((candidate) => candidate.plan_pricing_id === pricingId);
  if (!card) throw fieldFailure(field, planNotOffered);
  // the above-100k income check of the prudential-type plan (spec 2 §9): its notice asks for the income
  if (needsIncomeAbove100k(plan.prudentialType, card, filter.annual_incode)) throw fieldFailure(addToCartRefusals.incomeAbove100k, planDetailMessages.salaryError);
  return { plan, addition: addition(Math.round(card.plan_price * 100), card.coverage_amount) };
};

/**
 * Adds lines in one transaction: a plan already in the cart is not added twice, and a removable
 * membership takes the place of a removable membership the cart holds (one per cart). Answers
 * whether the last addition (the plan asked for) was added, and the lines after.
 */
export const addToCart = async (db: Database, enrollmentId: string, additions: CartAddition[]): Promise<{ added: boolean; count: number }> => {
  const added = await db.transaction(async (tx) => {
    let addedLast = false;
    for (const addition of additions) {
      const held = await tx
        .select({ planId: cartItems.planId, isMembership: plans.isMembership, removable: cartItems.removable })
        .from(cartItems)
        .innerJoin(plans, eq(plans.id, cartItems.planId))
        .where(eq(cartItems.enrollmentId, enrollmentId));
      addedLast = false;
      if (held.some((line) => line.planId === addition.planId)) continue;
      if (addition.isMembership && addition.removable) {
        for (const line of held.filter((line) => line.isMembership && line.removable)) {
          await tx.delete(cartItems).where(and(eq(cartItems.enrollmentId, enrollmentId), eq(cartItems.planId, line.planId)));
        }
      }
      await tx.insert(cartItems).values({
        enrollmentId,
        planId: addition.planId,
        planPricingId: addition.pricingId,
        priceCents: addition.cents,
        coverageAmount: addition.coverageAmount,
        removable: addition.removable,
      });
      addedLast = true;
    }
    return addedLast;
  });
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.enrollmentId, enrollmentId));
  return { added, count: row?.count ?? 0 };
};

/** The riders of the cart's plans that are not in it yet, priced for the filter. */
export const offeredRiders = async (db: Database, enrollmentId: string, filter: FilterInfo): Promise<CartRider[]> => {
  const inCart = await cartPlanIds(db, enrollmentId);
  if (inCart.length === 0) return [];
  const riders = await db.select().from(plans).where(inArray(plans.riderFor, inCart)).orderBy(asc(plans.id));
  return riders.flatMap((rider) =>
    inCart.includes(rider.id) || rider.startingPriceCents === null || rider.riderFor === null
      ? []
      : [
          {
            plan_id: rider.id,
            plan_name: rider.name,
            plan_logo: rider.logo,
            price: basicPriceCents(rider, filter) / 100,
            plan_pricing_id: pricingIdOf(rider.id),
            rider_for: rider.riderFor,
          },
        ],
  );
};

/** Removes the riders of a plan that left the cart. */
export const removeRidersOf = async (db: Database, enrollmentId: string, planId: number): Promise<void> => {
  const riderIds = (await db.select({ id: plans.id }).from(plans).where(eq(plans.riderFor, planId))).map((row) => row.id);
  if (riderIds.length > 0) await db.delete(cartItems).where(and(eq(cartItems.enrollmentId, enrollmentId), inArray(cartItems.planId, riderIds)));
};
