import { assertEvent, assign, setup } from 'xstate';
import { membershipTiers, type MembershipName } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActor } from '../shared/not-provided.ts';
import { isEmptyResult } from '../shared/results.ts';
import { quoteMachine } from '../shared/quote/quote.machine.ts';
import type { FilterScope } from '../shared/quote/quote-values.ts';

export interface NewMembershipInput {
  /** The stored tempId: without one, the page shows the association filter form first. */
  tempId: string | null;
  scope: FilterScope;
}

export interface NewMembershipContext {
  tempId: string | null;
  scope: FilterScope;
  /** The membership being added (asked for while the filter form is filled). */
  pending: MembershipName | null;
  /** The membership last added to the cart (not one that was in it already). */
  added: MembershipName | null;
}

export type NewMembershipEvent = { type: 'user.addToCart'; membership: MembershipName };

const tierOf = (name: MembershipName) => membershipTiers.find((tier) => tier.name === name)!;

/**
 * /new_membership (spec 3 §2.10, §4.7): Bronze, Silver and Gold with their prices and ADD CART, to
 * every visitor. With an enrollment (tempId) ADD CART adds the membership at once; without one the
 * page shows the association filter form (the quote form) beside them (spec 3 §2.10): ADD CART
 * then waits for it, and once it is filled its new tempId is kept and the membership asked for added.
 */
export const newMembershipMachine = setup({
  types: {
    input: {} as NewMembershipInput,
    context: {} as NewMembershipContext,
    events: {} as NewMembershipEvent,
    children: {} as { quote: 'quote'; addPlanToCart: 'addPlanToCart' },
  },
  actors: {
    quote: quoteMachine,
    addPlanToCart: endpointActor('addPlanToCart'),
  },
  guards: {
    hasTempId: ({ context }) => context.tempId !== null,
    hasPending: ({ context }) => context.pending !== null,
    isEmptyResult,
  },
  actions: {
    refreshMenuAndCart: sharedActions.refreshMenuAndCart,
    logFailure: sharedActions.logFailure,
    rememberTempId: assign((_, { tempId }: { tempId: string }) => ({ tempId })),
    rememberPending: assign(({ event }) => {
      assertEvent(event, 'user.addToCart');
      return { pending: event.membership };
    }),
    showAdded: assign(({ context }) => ({ added: context.pending, pending: null })),
    forgetPending: assign({ pending: null }),
  },
}).createMachine({
  id: 'newMembership',
  context: ({ input }) => ({ tempId: input.tempId, scope: input.scope, pending: null, added: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasTempId', target: 'choosing' }, { target: 'filtering' }],
    },
    // no enrollment yet: the association filter form on the page, beside the memberships
    filtering: {
      meta: { title: 'Association filter form', shows: 'the filter form (zip, gender, tier, dob) on the page, above the memberships' },
      invoke: {
        id: 'quote',
        src: 'quote',
        input: ({ context }) => ({ variant: 'form', scope: context.scope, tempId: null, afterSave: 'close' }),
        onDone: [
          {
            guard: 'hasPending',
            target: 'adding',
            actions: [{ type: 'rememberTempId', params: ({ event }) => ({ tempId: event.output.tempId }) }, 'refreshMenuAndCart'],
          },
          { target: 'choosing', actions: [{ type: 'rememberTempId', params: ({ event }) => ({ tempId: event.output.tempId }) }, 'refreshMenuAndCart'] },
        ],
      },
      // ADD CART waits for the form: the membership is added once it is filled
      on: { 'user.addToCart': { actions: 'rememberPending' } },
    },
    choosing: {
      meta: { title: 'Bronze, Silver and Gold with their prices and ADD CART' },
      on: {
        'user.addToCart': { target: 'adding', actions: 'rememberPending' },
      },
    },
    adding: {
      tags: ['adding'],
      invoke: {
        id: 'addPlanToCart',
        src: 'addPlanToCart',
        // entered by user.addToCart, which names the membership (at once, or after the filter form)
        input: ({ context }) => {
          const tier = tierOf(context.pending!);
          return { enrollment_id: context.tempId ?? '', plan_id: tier.plan_id, plan_pricing_id: tier.plan_pricing_id };
        },
        onDone: [
          // 204: the membership was in the cart already, nothing added (the request helper's 'Info!' says so)
          { guard: 'isEmptyResult', target: 'choosing', actions: 'forgetPending' },
          // the cart badge refreshes (spec: ADD CART refreshes the cart badge)
          { target: 'choosing', actions: ['showAdded', 'refreshMenuAndCart'] },
        ],
        onError: { target: 'choosing', actions: ['forgetPending', { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
  },
});
