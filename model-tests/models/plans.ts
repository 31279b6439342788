import { fromPromise } from 'xstate';
import { plansMachine, type PlansContext, type PlansInput } from '../../machines/plans/plans.machine.ts';
import { quoteMachine } from '../../machines/shared/quote/quote.machine.ts';
import { actorResults, apiFailure, fixtures, noopAppActions, validQuote, type MachineModel } from '../lib/index.ts';

export const plansInput = (tempId: PlansInput['tempId'], category: PlansInput['category']): PlansInput => ({
  tempId,
  scope: { eprocess: 'group', group_id: 9 },
  site: { eprocess: 'group', group_id: 9, portal_id: 11 },
  category,
});
const failure = apiFailure('Server error', [], 500);

/**
 * The plans page explored with a quote (every category shown, or one asked for, offered or not)
 * and without one (the header menu's category, or none).
 */
export const plansModel: MachineModel = {
  id: plansMachine.id,
  machine: plansMachine,
  scenarios: [
    { name: 'all categories', input: plansInput('TE1', null) },
    { name: 'dental asked for', input: plansInput('TE1', 'dental') },
    // the header menu's category is not among the left side's: the selection's plans load after the first listing
    { name: 'pet asked for, not offered', input: plansInput('TE1', 'pet') },
    { name: 'menu dental, no quote', input: plansInput(null, 'dental') },
    { name: 'no quote, no category', input: plansInput(null, null) },
  ],
  events: {
    ...actorResults('loadFilterSummary', { answers: [fixtures.filterInfo], errors: [failure] }),
    ...actorResults('loadCategories', { answers: [fixtures.categories], errors: [failure] }),
    // the left side and the first listing load side by side; their parallel state ends when both have answered
    'xstate.done.state.plans.quoted.listing.loading': [],
    ...actorResults('loadPlans', { answers: [fixtures.plans, fixtures.noPlans], errors: [failure] }),
    ...actorResults('loadMenuPlans', { answers: [fixtures.menuPlans, fixtures.noMenuPlans], errors: [failure] }),
    ...actorResults('editQuote', { answers: [fixtures.updatedFilter] }),
    'user.toggleCategory': [
      { type: 'user.toggleCategory', category: 'dental' },
      { type: 'user.toggleCategory', category: 'pet' },
    ],
    'user.editFilter': [{ type: 'user.editFilter' }],
    'user.cancelEdit': [{ type: 'user.cancelEdit' }],
    'user.showAllCategories': [{ type: 'user.showAllCategories' }],
  },
  // which categories are selected decides isLastSelectedCategory and listsSelection; whether the
  // first listing came back empty decides hasNoPlans once the left side has answered too
  relevantContext: (context: PlansContext) => [context.selected, context.plans.length === 0],
  requests: {
    loadFilterSummary: 'getEnrollmentTempInfo',
    loadCategories: 'getLeftSideFilterFields',
    loadPlans: 'getFilteredPlans',
    loadMenuPlans: 'getMenuFilteredPlans',
  },
  actors: {
    // the Edit popup is the real quote form, answering its own calls
    quote: quoteMachine.provide({
      actors: {
        validateZipCode: fromPromise(async () => fixtures.zip),
        createFilter: fromPromise(async () => fixtures.createdFilter),
        updateFilter: fromPromise(async () => fixtures.updatedFilter),
      },
      actions: noopAppActions,
    }),
  },
  settleChild: { editQuote: (popup) => popup.send({ type: 'user.submit', values: validQuote }) },
};
