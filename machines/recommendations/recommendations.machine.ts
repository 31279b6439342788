import { assign, setup } from 'xstate';
import { noRecommendedProducts, type RecommendedPlan, type RequestOf } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActors } from '../shared/not-provided.ts';
import { carouselStartAfterResize } from './recommendation-rules.ts';

/** Which recommendation call answers (spec 1 §7 Benefit-service base). */
export type RecommendationQuery =
  | { kind: 'popularity'; request: RequestOf<'getRecommendationPopularity'> }
  | { kind: 'filter'; request: RequestOf<'getRecommendationFilter'> }
  | { kind: 'association'; request: RequestOf<'getRecommendationAssociation'> };

export interface RecommendationsInput {
  query: RecommendationQuery;
  /** At most this many show (the strip's 5); null shows all (the list page). */
  limit: number | null;
}

export interface RecommendationsContext {
  query: RecommendationQuery;
  limit: number | null;
  /** The recommended plan ids, best first, cut to the limit. */
  planIds: number[];
  /** Their cards, from recommendation/plan-details. */
  recs: RecommendedPlan[];
  /**
   * The strip's carousel window: its first plan, and how many plans the page's layout shows side by
   * side (1, 2, 3 or 5, chosen by CSS for the width; read from the layout once it is laid out).
   */
  start: number;
  columns: number;
}

export type RecommendationsEvent =
  | { type: 'user.previous' }
  | { type: 'user.next' }
  /** How many plans the strip's layout shows side by side at the screen's width: 1, 2, 3 or 5 (spec 1 §2). */
  | { type: 'view.resized'; columns: number };

/** The calls the machine makes, each an actor named after its contract row. */
export const recommendationCalls = ['getRecommendationPopularity', 'getRecommendationFilter', 'getRecommendationAssociation', 'getRecommendationPlanDetails'] as const;

/**
 * Recommended products (spec 1 §2): one recommendation call answers plan ids, recommendation/
 * plan-details their cards (spec 1 §7, spec 3 §7 "plan_list | plan cards"); then the plans or, when
 * there are none (or a call failed, which is only logged, spec 1 §8), 'No Any Products.'. A strip
 * (a limit) is a carousel of at most 5 (spec 1 §2): a window of 1, 2, 3 or 5 columns by width,
 * moved a card at a time by Previous and Next while there is one before or after it; the list page
 * shows every plan. The page's CSS picks the columns for every width (so the server renders the
 * strip as any screen shows it); the machine keeps the window's first plan and the count the
 * layout reports.
 */
export const recommendationsMachine = setup({
  types: {
    input: {} as RecommendationsInput,
    context: {} as RecommendationsContext,
    events: {} as RecommendationsEvent,
    children: {} as {
      getRecommendationPopularity: 'getRecommendationPopularity';
      getRecommendationFilter: 'getRecommendationFilter';
      getRecommendationAssociation: 'getRecommendationAssociation';
      getRecommendationPlanDetails: 'getRecommendationPlanDetails';
    },
  },
  actors: endpointActors(recommendationCalls),
  guards: {
    asksPopularity: ({ context }) => context.query.kind === 'popularity',
    asksFilter: ({ context }) => context.query.kind === 'filter',
    hasPlanIds: ({ context }) => context.planIds.length > 0,
    hasCards: ({ context }) => context.recs.length > 0,
    isStrip: ({ context }) => context.limit !== null,
    hasPrevious: ({ context }) => context.start > 0,
    hasNext: ({ context }) => context.start + context.columns < context.recs.length,
  },
  actions: {
    logFailure: sharedActions.logFailure,
    keepPlanIds: assign(({ context }, { recs }: { recs: number[] }) => ({
      planIds: context.limit === null ? recs : recs.slice(0, context.limit),
    })),
    showCards: assign((_, { plans }: { plans: RecommendedPlan[] }) => ({ recs: plans })),
    showPrevious: assign(({ context }) => ({ start: context.start - 1 })),
    showNext: assign(({ context }) => ({ start: context.start + 1 })),
    fitColumns: assign(({ context }, { columns }: { columns: number }) => ({
      columns,
      start: carouselStartAfterResize(context.start, columns, context.recs.length),
    })),
  },
}).createMachine({
  id: 'recommendations',
  // one column until the layout is read (the server cannot): at the first plan Next is then
  // offered wherever the page's CSS shows the buttons, which is right for every width
  context: ({ input }) => ({ query: input.query, limit: input.limit, planIds: [], recs: [], start: 0, columns: 1 }),
  initial: 'choosingCall',
  states: {
    choosingCall: {
      always: [
        { guard: 'asksPopularity', target: 'loadingPopularity' },
        { guard: 'asksFilter', target: 'loadingFilter' },
        { target: 'loadingAssociation' },
      ],
    },
    loadingPopularity: {
      tags: ['loading'],
      invoke: {
        id: 'getRecommendationPopularity',
        src: 'getRecommendationPopularity',
        // entered only for a popularity query
        input: ({ context }) => context.query.request as RequestOf<'getRecommendationPopularity'>,
        onDone: { target: 'counting', actions: { type: 'keepPlanIds', params: ({ event }) => ({ recs: event.output.recs }) } },
        onError: { target: 'empty', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingFilter: {
      tags: ['loading'],
      invoke: {
        id: 'getRecommendationFilter',
        src: 'getRecommendationFilter',
        input: ({ context }) => context.query.request as RequestOf<'getRecommendationFilter'>,
        onDone: { target: 'counting', actions: { type: 'keepPlanIds', params: ({ event }) => ({ recs: event.output.recs }) } },
        onError: { target: 'empty', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingAssociation: {
      tags: ['loading'],
      invoke: {
        id: 'getRecommendationAssociation',
        src: 'getRecommendationAssociation',
        input: ({ context }) => context.query.request as RequestOf<'getRecommendationAssociation'>,
        onDone: { target: 'counting', actions: { type: 'keepPlanIds', params: ({ event }) => ({ recs: event.output.recs }) } },
        onError: { target: 'empty', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    counting: {
      always: [{ guard: 'hasPlanIds', target: 'loadingCards' }, { target: 'empty' }],
    },
    loadingCards: {
      tags: ['loading'],
      invoke: {
        id: 'getRecommendationPlanDetails',
        src: 'getRecommendationPlanDetails',
        input: ({ context }) => ({ plan_list: context.planIds.join(',') }),
        onDone: { target: 'showingCards', actions: { type: 'showCards', params: ({ event }) => ({ plans: event.output.plans }) } },
        onError: { target: 'empty', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // a plan retired since it was recommended has no card
    showingCards: {
      always: [{ guard: 'hasCards', target: 'showing' }, { target: 'empty' }],
    },
    showing: {
      meta: { title: 'Recommended plans' },
      initial: 'choosingLayout',
      states: {
        choosingLayout: { always: [{ guard: 'isStrip', target: 'carousel' }, { target: 'list' }] },
        list: { meta: { title: 'Every recommended plan', shows: 'the plans in 1, 2, 3 or 5 columns' } },
        carousel: {
          tags: ['carousel'],
          meta: { title: 'Recommended plans carousel', shows: 'the window of plans, Previous and Next' },
          on: {
            'user.previous': { guard: 'hasPrevious', actions: 'showPrevious' },
            'user.next': { guard: 'hasNext', actions: 'showNext' },
            'view.resized': { actions: { type: 'fitColumns', params: ({ event }) => ({ columns: event.columns }) } },
          },
        },
      },
    },
    empty: {
      type: 'final',
      meta: { title: 'No recommendations', message: noRecommendedProducts },
    },
  },
});
