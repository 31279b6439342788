import { and, eq, sql } from 'drizzle-orm';
import { cartItems, plans } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import type { HandlerDeps } from './deps.ts';

type MembershipHandlers = Pick<Handlers, 'addPlanToCart'>;

export const planNotOffered = 'This plan cannot be added to the cart';

/**
 * add-plan-to-cart: a plan at its one pricing (plan id times ten plus one) becomes a removable
 * cart line at its Starting From price. A plan already in the cart is not added twice, and a
 * membership takes the place of a removable membership the cart holds (one per cart); the
 * association membership a plan needs (not removable) stays.
 */
export const membershipHandlers = ({ db, filters }: HandlerDeps): MembershipHandlers => ({
  async addPlanToCart({ enrollment_id, plan_id, plan_pricing_id }) {
    await filters.require(enrollment_id);
    const [plan] = await db.select({ cents: plans.startingPriceCents, isMembership: plans.isMembership }).from(plans).where(eq(plans.id, plan_id));
    if (!plan || plan.cents === null || plan_pricing_id !== plan_id * 10 + 1) throw fieldFailure('plan_id', planNotOffered);
    const cents = plan.cents;
    const added = await db.transaction(async (tx) => {
      const held = await tx
        .select({ planId: cartItems.planId, isMembership: plans.isMembership, removable: cartItems.removable })
        .from(cartItems)
        .innerJoin(plans, eq(plans.id, cartItems.planId))
        .where(eq(cartItems.enrollmentId, enrollment_id));
      if (held.some((line) => line.planId === plan_id)) return false;
      if (plan.isMembership) {
        for (const line of held.filter((line) => line.isMembership && line.removable)) {
          await tx.delete(cartItems).where(and(eq(cartItems.enrollmentId, enrollment_id), eq(cartItems.planId, line.planId)));
        }
      }
      await tx.insert(cartItems).values({ enrollmentId: enrollment_id, planId: plan_id, planPricingId: plan_pricing_id, priceCents: cents, removable: true });
      return true;
    });
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(cartItems).where(eq(cartItems.enrollmentId, enrollment_id));
    return { added, count: row?.count ?? 0 };
  },
});
