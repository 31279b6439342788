import { assertEvent, assign, setup } from 'xstate';
import type { Category, PlanListingItem, RequestOf, ResultOf } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { notProvidedActor } from '../shared/not-provided.ts';
import { quoteMachine } from '../quote/quote.machine.ts';
import type { FilterScope } from '../quote/quote-values.ts';
import { draftOf, filterSummaryOf, initialSelection, toggled, type FilterSummary } from './plans-values.ts';

export interface PlansInput {
  /** The stored tempId the filter and plans belong to. */
  tempId: string;
  /** Session scope, for the Edit popup's quote. */
  scope: FilterScope;
  /** The `type` query param of /plans: a category to show first. */
  category: Category | null;
}

export interface PlansContext {
  tempId: string;
  scope: FilterScope;
  requestedCategory: Category | null;
  /** Categories of the left-side filter, in order. */
  categories: Category[];
  /** The categories whose plans show; never empty once categories are known. */
  selected: Category[];
  plans: PlanListingItem[];
  summary: FilterSummary | null;
}

export type PlansEvent =
  | { type: 'user.toggleCategory'; category: Category }
  | { type: 'user.editFilter' }
  | { type: 'user.cancelEdit' };

export const noPlansMessage = 'No Plans are available for your selection';

/**
 * The plans page (spec 1 §2 Plans, §4): the filter summary with its Edit popup beside the plan
 * listing, which the category multi-select narrows.
 */
export const plansMachine = setup({
  types: {
    input: {} as PlansInput,
    context: {} as PlansContext,
    events: {} as PlansEvent,
    children: {} as { loadFilterSummary: 'loadFilterSummary'; loadCategories: 'loadCategories'; loadPlans: 'loadPlans'; editQuote: 'quote' },
  },
  actors: {
    loadFilterSummary: notProvidedActor<ResultOf<'getEnrollmentTempInfo'>, RequestOf<'getEnrollmentTempInfo'>>('loadFilterSummary'),
    loadCategories: notProvidedActor<ResultOf<'getLeftSideFilterFields'>, RequestOf<'getLeftSideFilterFields'>>('loadCategories'),
    loadPlans: notProvidedActor<ResultOf<'getFilteredPlans'>, RequestOf<'getFilteredPlans'>>('loadPlans'),
    /** The Edit popup: the quote form updating this tempId. */
    quote: quoteMachine,
  },
  guards: {
    isLastSelectedCategory: ({ context, event }) => {
      assertEvent(event, 'user.toggleCategory');
      return context.selected.length === 1 && context.selected[0] === event.category;
    },
    isOfferedCategory: ({ context, event }) => {
      assertEvent(event, 'user.toggleCategory');
      return context.categories.includes(event.category);
    },
    hasNoPlans: ({ context }) => context.plans.length === 0,
  },
  actions: {
    ...sharedActions,
    showSummary: assign((_, { summary }: { summary: FilterSummary }) => ({ summary })),
    offerCategories: assign(({ context }, { categories }: { categories: Category[] }) => ({
      categories,
      selected: initialSelection(categories, context.requestedCategory),
    })),
    toggleCategory: assign(({ context, event }) => {
      assertEvent(event, 'user.toggleCategory');
      return { selected: toggled(context.categories, context.selected, event.category) };
    }),
    selectAllCategories: assign(({ context }) => ({ selected: [...context.categories] })),
    showPlans: assign((_, { plans }: { plans: PlanListingItem[] }) => ({ plans })),
  },
}).createMachine({
  id: 'plans',
  context: ({ input }) => ({
    tempId: input.tempId,
    scope: input.scope,
    requestedCategory: input.category,
    categories: [],
    selected: [],
    plans: [],
    summary: null,
  }),
  type: 'parallel',
  states: {
    filter: {
      initial: 'loadingSummary',
      states: {
        loadingSummary: {
          tags: ['loadingSummary'],
          invoke: {
            id: 'loadFilterSummary',
            src: 'loadFilterSummary',
            input: ({ context }) => ({ enrollment_id: context.tempId, column: 'filter_info' }),
            onDone: { target: 'summary', actions: { type: 'showSummary', params: ({ event }) => ({ summary: filterSummaryOf(event.output) }) } },
            // other failures are only logged (spec 1 §8): the summary stays hidden
            onError: { target: 'summaryUnavailable' },
          },
        },
        summary: {
          meta: { title: 'Filter summary', shows: 'zip, gender, smoker if set, tier, DOB and Edit' },
          on: { 'user.editFilter': { target: 'editing' } },
        },
        summaryUnavailable: {},
        editing: {
          tags: ['editingFilter'],
          meta: { title: 'Edit filter popup' },
          invoke: {
            id: 'editQuote',
            src: 'quote',
            input: ({ context }) => ({
              variant: 'form',
              scope: context.scope,
              tempId: context.tempId,
              initial: draftOf(context.summary),
              afterSave: 'close',
            }),
            onDone: { target: ['#plans.filter.loadingSummary', '#plans.listing.ready.loadingPlans'], actions: 'refreshMenuAndCart' },
          },
          on: { 'user.cancelEdit': { target: 'summary' } },
        },
      },
    },
    listing: {
      initial: 'loadingCategories',
      states: {
        loadingCategories: {
          tags: ['loadingPlans'],
          invoke: {
            id: 'loadCategories',
            src: 'loadCategories',
            input: ({ context }) => ({ enrollment_id: context.tempId }),
            onDone: { target: 'ready', actions: { type: 'offerCategories', params: ({ event }) => ({ categories: event.output.result.categories }) } },
            // without the left-side filter every category's plans show
            onError: { target: 'ready' },
          },
        },
        ready: {
          initial: 'loadingPlans',
          on: {
            'user.toggleCategory': [
              { guard: 'isLastSelectedCategory', target: '.loadingPlans', actions: 'selectAllCategories' },
              { guard: 'isOfferedCategory', target: '.loadingPlans', actions: 'toggleCategory' },
            ],
          },
          states: {
            loadingPlans: {
              tags: ['loadingPlans'],
              invoke: {
                id: 'loadPlans',
                src: 'loadPlans',
                input: ({ context }) => ({ enrollment_id: context.tempId, categories: context.selected.join(',') }),
                onDone: { target: 'countingPlans', actions: { type: 'showPlans', params: ({ event }) => ({ plans: event.output.result }) } },
                onError: { target: 'countingPlans', actions: { type: 'showPlans', params: { plans: [] } } },
              },
            },
            countingPlans: {
              always: [{ guard: 'hasNoPlans', target: 'empty' }, { target: 'showing' }],
            },
            showing: {
              meta: { title: 'Plan grids by category' },
            },
            empty: {
              meta: { title: 'No plans', message: noPlansMessage },
            },
          },
        },
      },
    },
  },
});
