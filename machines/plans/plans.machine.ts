import { assertEvent, assign, setup } from 'xstate';
import type { Category, PlanListingItem, QuotedListingItem, RequestOf } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActor } from '../shared/not-provided.ts';
import { draftOf, filterSummaryOf, type FilterSummary } from '../shared/quote/filter-summary.ts';
import { quoteMachine } from '../shared/quote/quote.machine.ts';
import type { FilterScope } from '../shared/quote/quote-values.ts';
import { initialSelection, onSaleFirst, toggled } from './plans-values.ts';

/**
 * A plan of either listing: after a quote it carries its price for the quote and what its card
 * says besides (not sold here and why, closed, what pricing needs); the menu's has neither.
 */
export type ListedPlan = PlanListingItem & Partial<Pick<QuotedListingItem, 'quote_price' | 'quote_notice'>>;

/** Who the visitor shops under, as the menu listing takes it. */
export type MenuScope = Omit<RequestOf<'getMenuFilteredPlans'>, 'category'>;

export interface PlansInput {
  /** The stored tempId, once a quote was taken: the filter and plans belong to it. */
  tempId: string | null;
  /** Session scope, for the Edit popup's quote. */
  scope: FilterScope;
  /** Session scope, for the menu listing without a quote. */
  site: MenuScope;
  /** The `type` query param of /plans: the header menu's category. */
  category: Category | null;
}

export interface PlansContext {
  tempId: string | null;
  scope: FilterScope;
  site: MenuScope;
  requestedCategory: Category | null;
  /** Categories of the left-side filter, in order. */
  categories: Category[];
  /** The categories whose plans show; never empty once categories are known. */
  selected: Category[];
  plans: ListedPlan[];
  summary: FilterSummary | null;
}

export type PlansEvent =
  | { type: 'user.toggleCategory'; category: Category }
  | { type: 'user.editFilter' }
  | { type: 'user.cancelEdit' }
  | { type: 'user.showAllCategories' };

export const noPlansMessage = 'No Plans are available for your selection';
export const getQuoteMessage = 'Get a quote to see the plans for you.';

/** The temporary enrollment the quoted states read; they are entered only when `hasTempId`. */
const enrollmentOf = (context: PlansContext) => ({ enrollment_id: context.tempId ?? '' });

/**
 * The plans page (spec 1 §2 Plans, §4). With a quote (a tempId): the filter summary with its Edit
 * popup beside the plan listing, which the category multi-select narrows. Without one, the header
 * menu's category is listed for the session scope, and the page offers to get a quote.
 */
export const plansMachine = setup({
  types: {
    input: {} as PlansInput,
    context: {} as PlansContext,
    events: {} as PlansEvent,
    children: {} as {
      loadFilterSummary: 'loadFilterSummary';
      loadCategories: 'loadCategories';
      loadPlans: 'loadPlans';
      loadMenuPlans: 'loadMenuPlans';
      editQuote: 'quote';
    },
  },
  actors: {
    loadFilterSummary: endpointActor('getEnrollmentTempInfo', 'loadFilterSummary'),
    loadCategories: endpointActor('getLeftSideFilterFields', 'loadCategories'),
    loadPlans: endpointActor('getFilteredPlans', 'loadPlans'),
    loadMenuPlans: endpointActor('getMenuFilteredPlans', 'loadMenuPlans'),
    /** The Edit popup: the quote form updating this tempId. */
    quote: quoteMachine,
  },
  guards: {
    hasTempId: ({ context }) => context.tempId !== null,
    hasMenuCategory: ({ context }) => context.requestedCategory !== null,
    isLastSelectedCategory: ({ context, event }) => {
      assertEvent(event, 'user.toggleCategory');
      return context.selected.length === 1 && context.selected[0] === event.category;
    },
    isOfferedCategory: ({ context, event }) => {
      assertEvent(event, 'user.toggleCategory');
      return context.categories.includes(event.category);
    },
    /** The first listing (the menu's category, or the quote's own) is the selection's: no second read. */
    listsSelection: ({ context }) =>
      context.requestedCategory === null || (context.selected.length === 1 && context.selected[0] === context.requestedCategory),
    hasNoPlans: ({ context }) => context.plans.length === 0,
    /** An empty listing may widen: some offered category is not selected. */
    hasUnselectedCategories: ({ context }) => context.categories.some((category) => !context.selected.includes(category)),
  },
  actions: {
    ...sharedActions,
    showSummary: assign((_, { summary }: { summary: FilterSummary }) => ({ summary })),
    offerCategories: assign(({ context }, { categories, selected }: { categories: Category[]; selected: Category[] }) => ({
      categories,
      selected: initialSelection(categories, selected, context.requestedCategory),
    })),
    toggleCategory: assign(({ context, event }) => {
      assertEvent(event, 'user.toggleCategory');
      return { selected: toggled(context.categories, context.selected, event.category) };
    }),
    selectAllCategories: assign(({ context }) => ({ selected: [...context.categories] })),
    // plans not sold to this visitor stay in the listing, marked, after those on sale (issue 28 item 7)
    showPlans: assign((_, { plans }: { plans: ListedPlan[] }) => ({ plans: onSaleFirst(plans) })),
  },
}).createMachine({
  id: 'plans',
  context: ({ input }) => ({
    tempId: input.tempId,
    scope: input.scope,
    site: input.site,
    requestedCategory: input.category,
    categories: [],
    selected: [],
    plans: [],
    summary: null,
  }),
  initial: 'choosingListing',
  states: {
    choosingListing: {
      // the header menu links here before any quote: without a tempId there is no filter, only the menu's category
      always: [{ guard: 'hasTempId', target: 'quoted' }, { guard: 'hasMenuCategory', target: 'menu' }, { target: 'needsQuote' }],
    },
    quoted: {
      type: 'parallel',
      states: {
        // the listing's reads go out first: a browser sends six requests to a host at once, and the
        // header's menu and cart reads are already under way when the page opens
        listing: {
          initial: 'loading',
          states: {
            // Issue 14: the left-side filter and the listing go out together, one round trip after the
            // quote is saved. The listing asks for the header menu's category, or for none: then the
            // server lists the quote's own categories, which are the left side's selection.
            loading: {
              type: 'parallel',
              tags: ['loadingPlans'],
              states: {
                categories: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadCategories',
                        src: 'loadCategories',
                        input: ({ context }) => enrollmentOf(context),
                        onDone: { target: 'loaded', actions: { type: 'offerCategories', params: ({ event }) => event.output.result } },
                        // without the left-side filter every category's plans show
                        onError: { target: 'loaded' },
                      },
                    },
                    loaded: { type: 'final' },
                  },
                },
                plans: {
                  initial: 'loading',
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadPlans',
                        src: 'loadPlans',
                        input: ({ context }) => ({ ...enrollmentOf(context), categories: context.requestedCategory ?? '' }),
                        onDone: { target: 'loaded', actions: { type: 'showPlans', params: ({ event }) => ({ plans: event.output.result }) } },
                        onError: { target: 'loaded', actions: { type: 'showPlans', params: { plans: [] } } },
                      },
                    },
                    loaded: { type: 'final' },
                  },
                },
              },
              onDone: { target: 'checkingFirstListing' },
            },
            // the menu's category is not offered here (or the left side failed): the selection differs, so its plans load
            checkingFirstListing: {
              always: [{ guard: 'listsSelection', target: 'ready.countingPlans' }, { target: 'ready.loadingPlans' }],
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
                    input: ({ context }) => ({ ...enrollmentOf(context), categories: context.selected.join(',') }),
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
                  meta: { title: 'No plans', message: noPlansMessage, shows: 'Show all plans while a category is unselected, and Edit' },
                  on: { 'user.showAllCategories': { guard: 'hasUnselectedCategories', target: 'loadingPlans', actions: 'selectAllCategories' } },
                },
              },
            },
          },
        },
        filter: {
          initial: 'loadingSummary',
          states: {
            loadingSummary: {
              tags: ['loadingSummary'],
              invoke: {
                id: 'loadFilterSummary',
                src: 'loadFilterSummary',
                input: ({ context }) => ({ ...enrollmentOf(context), column: 'filter_info' }),
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
                onDone: { target: ['#plans.quoted.filter.loadingSummary', '#plans.quoted.listing.ready.loadingPlans'], actions: 'refreshMenuAndCart' },
              },
              on: { 'user.cancelEdit': { target: 'summary' } },
            },
          },
        },
      },
    },
    menu: {
      initial: 'loadingPlans',
      tags: ['offersQuote'],
      states: {
        loadingPlans: {
          tags: ['loadingPlans'],
          invoke: {
            id: 'loadMenuPlans',
            src: 'loadMenuPlans',
            // entered only when hasMenuCategory
            input: ({ context }) => ({ ...context.site, category: context.requestedCategory! }),
            onDone: { target: 'countingPlans', actions: { type: 'showPlans', params: ({ event }) => ({ plans: event.output }) } },
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
    needsQuote: {
      // the menu listing needs a category, and get-filtered-plans a tempId
      tags: ['offersQuote'],
      meta: { title: 'Get a quote', message: getQuoteMessage },
    },
  },
});
