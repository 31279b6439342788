import type { AnyRouter } from '@tanstack/react-router';
import { newMembershipMachine } from '../../machines/new-membership/new-membership.machine.ts';
import { apiActor } from './api-actors.ts';
import { provideQuote, refreshMenuAndCart } from './quote.ts';

/**
 * ADD CART's toasts (spec 1 §8, spec 3 §4.7): what follows the add is not shown by the spec, so the
 * request helper tells it: 'Success!' once the membership is in the cart, 'Info!' when it was
 * there already (the server answers 204 and adds nothing), 'Warning!' with the server's reason
 * when it is refused.
 */
export const membershipAddedToast = { success: 'The membership is in your cart.', info: 'The membership is already in your cart.' };

/** /new_membership's effects: the quote form's (it stores the new tempId), add-plan-to-cart with its toasts, the badge. */
export const provideNewMembership = (router: AnyRouter) =>
  newMembershipMachine.provide({
    actors: { quote: provideQuote(router), addPlanToCart: apiActor('addPlanToCart', { notify: membershipAddedToast }) },
    actions: { refreshMenuAndCart, logFailure: (_args: unknown, { error }: { error: unknown }) => console.error(error) },
  });
