import { and, eq } from 'drizzle-orm';
import { cartMessages } from '../../contract/index.ts';
import { cartItems, screenshots, tempEnrollments } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { offeredEffectiveDates, readCart } from '../queries/cart.ts';
import { closedPart } from '../queries/closed-enrollment.ts';
import { offeredRiders, removeRidersOf, requirePlan } from '../queries/plan-facts.ts';
import type { HandlerDeps } from './deps.ts';

type CartHandlers = Pick<
  Handlers,
  'getPlanCart' | 'getCartEffectiveDates' | 'getMoreRequirement' | 'getPlanMoreRequirement' | 'removePlanFromCart' | 'cartCheckout' | 'saveScreenshot'
>;

export const effectiveDateNotOffered = 'Please choose one of the effective dates offered';
export const lineNotRemovable = 'This plan is not in the cart or cannot be removed';

/** The cart page's calls: lines and totals, effective dates, premier check, removal, checkout. */
export const cartHandlers = ({ db, filters }: HandlerDeps): CartHandlers => ({
  async getPlanCart({ enrollment_id }) {
    const filter = await filters.require(enrollment_id);
    const cart = await readCart(db, enrollment_id);
    const riders = await offeredRiders(db, enrollment_id, filter);
    return { result: cart.lines, initial_month_cost: cart.initialCents / 100, recurring_month_cost: cart.recurringCents / 100, riders, ...(await closedPart(db, enrollment_id)) };
  },

  async getCartEffectiveDates({ enrollment_id }) {
    await filters.require(enrollment_id);
    return { result: offeredEffectiveDates() };
  },

  async getMoreRequirement({ enrollment_id }) {
    await filters.require(enrollment_id);
    return { has_premier_plan: (await readCart(db, enrollment_id)).hasPremierPlan };
  },

  async getPlanMoreRequirement({ plan_id }) {
    return { has_premier_plan: (await requirePlan(db, plan_id)).premierLabel !== null };
  },

  // Only removable lines go: the membership a plan needs stays while that plan is in the cart.
  // A plan's riders go with it.
  async removePlanFromCart({ enrollment_id, plan_id, plan_pricing_id }) {
    await filters.require(enrollment_id);
    const removed = await db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.enrollmentId, enrollment_id),
          eq(cartItems.planId, plan_id),
          eq(cartItems.planPricingId, plan_pricing_id),
          eq(cartItems.removable, true),
        ),
      )
      .returning({ id: cartItems.id });
    if (removed.length === 0) throw fieldFailure('plan_id', lineNotRemovable);
    await removeRidersOf(db, enrollment_id, plan_id);
    return { removed: removed.length };
  },

  async cartCheckout({ enrollment_id, effective_date }) {
    await filters.require(enrollment_id);
    if (!offeredEffectiveDates().includes(effective_date)) throw fieldFailure('effective_date', effectiveDateNotOffered);
    if ((await readCart(db, enrollment_id)).lines.length === 0) throw fieldFailure('enrollment_id', cartMessages.empty);
    await db.update(tempEnrollments).set({ effectiveDate: effective_date, updatedAt: new Date() }).where(eq(tempEnrollments.id, enrollment_id));
    return { effective_date };
  },

  async saveScreenshot({ enrollment_id, name, image }) {
    await filters.require(enrollment_id);
    await db.insert(screenshots).values({ enrollmentId: enrollment_id, name, image });
    return { saved: true };
  },
});
