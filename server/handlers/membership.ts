import { EMPTY } from '../../contract/index.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { addToCart, hasMembership, membershipNeededMessage, planNotOffered, priceAddition } from '../queries/plan-facts.ts';
import type { HandlerDeps } from './deps.ts';

type MembershipHandlers = Pick<Handlers, 'addPlanToCart'>;

export { planNotOffered };

/**
 * add-plan-to-cart: a plan at one of the pricing ids its pricing offers (plan id times ten plus
 * one for the basic card) becomes a removable cart line at that card's price; memberships cost
 * their flat price. A plan already in the cart is not added twice: 204, nothing added (the
 * storefront's request helper raises 'Info!'). A membership takes the place of a removable
 * membership the cart holds (one per cart); the association membership a plan needs (not
 * removable) stays. Refused: blackout and already-active plans (409), a plan that
 * needs the association membership while the enrollment has none, a rider without its base plan,
 * and a plan its pricing cannot price (422 on plan_id).
 */
export const membershipHandlers = ({ db, filters }: HandlerDeps): MembershipHandlers => ({
  async addPlanToCart({ enrollment_id, plan_id, plan_pricing_id }) {
    const filter = await filters.require(enrollment_id);
    const { plan, addition } = await priceAddition(db, enrollment_id, filter, plan_id, plan_pricing_id, 'plan_id');
    if (plan.requiresMembership && !(await hasMembership(db, enrollment_id, filter))) throw fieldFailure('plan_id', membershipNeededMessage(plan.name));
    const { added, count } = await addToCart(db, enrollment_id, [addition]);
    return added ? { count } : EMPTY;
  },
});
