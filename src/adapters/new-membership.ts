import type { AnyRouter } from '@tanstack/react-router';
import { newMembershipMachine } from '../../machines/new-membership/new-membership.machine.ts';
import { apiActor } from './api-actors.ts';
import { provideQuote, refreshMenuAndCart } from './quote.ts';

/** /new_membership's effects: the quote form's (it stores the new tempId), add-plan-to-cart, the badge. */
export const provideNewMembership = (router: AnyRouter) =>
  newMembershipMachine.provide({
    actors: { quote: provideQuote(router), addPlanToCart: apiActor('addPlanToCart') },
    actions: { refreshMenuAndCart, logFailure: (_args: unknown, { error }: { error: unknown }) => console.error(error) },
  });
