import { fromPromise } from 'xstate';
import { newMembershipMachine, type NewMembershipInput } from '../../machines/new-membership/new-membership.machine.ts';
import { quoteMachine } from '../../machines/shared/quote/quote.machine.ts';
import { actorResults, apiFailure, dataOf, EMPTY, fixtures, noopAppActions, validQuote, type MachineModel } from '../lib/index.ts';

const failure = apiFailure('Server error', [], 500);
export const newMembershipInput = (tempId: string | null): NewMembershipInput => ({ tempId, scope: { eprocess: 'applicant', open_type: 'user' } });
export const addedToCart = dataOf('addPlanToCart', { count: 1 });

/** /new_membership with a quote (ADD CART adds at once) and without one (the filter form on the page first). */
export const newMembershipModel: MachineModel = {
  id: newMembershipMachine.id,
  machine: newMembershipMachine,
  scenarios: [
    { name: 'with a quote', input: newMembershipInput('TE100') },
    { name: 'without a quote', input: newMembershipInput(null) },
  ],
  events: {
    // added, or already in the cart (204: nothing added)
    ...actorResults('addPlanToCart', { answers: [addedToCart, EMPTY], errors: [failure] }),
    // the filter form's result comes from the form itself, submitted by the walk
    'xstate.done.actor.quote': [{ type: 'xstate.done.actor.quote', output: { tempId: fixtures.createdFilter.temp_enrollment_id } }],
    'user.addToCart': [
      { type: 'user.addToCart', membership: 'Gold' },
      { type: 'user.addToCart', membership: 'Bronze' },
    ],
  },
  // hasPending: whether ADD CART was pressed while the filter form showed
  relevantContext: (context: { pending: string | null }) => context.pending,
  requests: { addPlanToCart: 'addPlanToCart' },
  actors: {
    quote: quoteMachine.provide({
      actors: {
        validateZipCode: fromPromise(async () => fixtures.zip),
        createFilter: fromPromise(async () => fixtures.createdFilter),
        updateFilter: fromPromise(async () => fixtures.updatedFilter),
      },
      actions: noopAppActions,
    }),
  },
  settleChild: { quote: (form) => form.send({ type: 'user.submit', values: validQuote }) },
};
