import { assign, setup } from 'xstate';
import type { DataOf, SuggestedPlan } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActors } from '../shared/not-provided.ts';

export interface PlanContentInput {
  planId: number;
  /** The stored tempId: suggested plans are priced for its filter when there is one. */
  tempId: string | null;
}

export interface PlanContentContext extends PlanContentInput {
  description: DataOf<'getPlanDetail'> | null;
  related: SuggestedPlan[];
}

export const planContentCalls = ['getPlanDetail', 'getRelatedPlans'] as const;

/**
 * What plan detail shows beside its offer (spec 2 §2): the description with its exclusions,
 * example and FAQ, and the suggested products. Both load at once; a failure is only logged
 * (spec 2 §8), an unknown plan reads 'Plan not found'.
 */
export const planContentMachine = setup({
  types: {
    input: {} as PlanContentInput,
    context: {} as PlanContentContext,
  },
  actors: endpointActors(planContentCalls),
  actions: {
    ...sharedActions,
    showDescription: assign((_, { description }: { description: DataOf<'getPlanDetail'> }) => ({ description })),
    showRelated: assign((_, { related }: { related: SuggestedPlan[] }) => ({ related })),
  },
}).createMachine({
  id: 'planContent',
  type: 'parallel',
  context: ({ input }) => ({ ...input, description: null, related: [] }),
  states: {
    description: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loadingDescription'],
          invoke: {
            id: 'getPlanDetail',
            src: 'getPlanDetail',
            input: ({ context }) => ({ planId: context.planId }),
            onDone: { target: 'shown', actions: { type: 'showDescription', params: ({ event }) => ({ description: event.output }) } },
            onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: { meta: { title: 'Description', shows: 'breadcrumbs, description, exclusions, example and FAQ toggles' } },
        unavailable: { meta: { title: 'Plan not found' } },
      },
    },
    related: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'getRelatedPlans',
            src: 'getRelatedPlans',
            input: ({ context }) => ({ plan_id: context.planId, ...(context.tempId ? { enrollment_id: context.tempId } : {}) }),
            onDone: { target: 'shown', actions: { type: 'showRelated', params: ({ event }) => ({ related: event.output }) } },
            onError: { target: 'hidden', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: { meta: { title: 'Suggested products' } },
        hidden: {},
      },
    },
  },
});
