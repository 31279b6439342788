import type { AnyRouter } from '@tanstack/react-router';
import { aflacQuestionsCalls, aflacQuestionsMachine } from '../../machines/plan-detail/aflac-questions.machine.ts';
import { planContentMachine, type PlanContentInput } from '../../machines/plan-detail/plan-content.machine.ts';
import { planDetailCalls, planDetailMachine, type PlanDetailInput } from '../../machines/plan-detail/plan-detail.machine.ts';
import { planQuestionsCalls, planQuestionsMachine } from '../../machines/plan-detail/plan-questions.machine.ts';
import { storageActions, type StoredValues } from '../../machines/shared/storage.ts';
import { queryClient } from '../api/query-client.ts';
import { apiActor, apiActors } from './api-actors.ts';
import { cachedApiActor } from './cached-api-actor.ts';
import { localStorageAdapter } from './local-storage.ts';
import { navigationActions } from './navigation.ts';
import { provideQuote, refreshMenuAndCart } from './quote.ts';
import { filterScopeOf } from './session-scope.ts';

const logFailure = (_args: unknown, { error }: { error: unknown }) => console.error(error);

/** A filter edit or an add changes what cached reads answer (tier, related plans, the cart's reads). */
const refreshAfterChange = () => {
  refreshMenuAndCart();
  void queryClient.invalidateQueries({ queryKey: ['api'] });
};

/**
 * The plan detail offer's effects: every call of the machine's table, fresh (pricing, summary and
 * the cart checks change with each answer). The children (the quote form, the related questions
 * and the prudential-type questions) come provided too.
 */
export const providePlanDetail = (router: AnyRouter) =>
  planDetailMachine.provide({
    actors: {
      ...apiActors(planDetailCalls),
      quote: provideQuote(router),
      planQuestions: planQuestionsMachine.provide({ actors: apiActors(planQuestionsCalls), actions: { logFailure } }),
      aflacQuestions: aflacQuestionsMachine.provide({ actors: apiActors(aflacQuestionsCalls), actions: { logFailure } }),
    },
    actions: { ...storageActions(localStorageAdapter), ...navigationActions(router), refreshMenuAndCart: refreshAfterChange, logFailure },
  });

/** The page's description (through TanStack Query's cache) and suggested products (priced for the filter: fresh). */
export const providePlanContent = () =>
  planContentMachine.provide({
    actors: { getPlanDetail: cachedApiActor('getPlanDetail'), getRelatedPlans: apiActor('getRelatedPlans') },
    actions: { logFailure },
  });

/** The inputs of a plan's two machines (the offer's and the content's), from the stored session: the page's and the server render's alike. */
export const planDetailInputs = (planId: number, planName: string, stored: StoredValues) => ({
  offer: { planId, planName, stored, scope: filterScopeOf(stored) } satisfies PlanDetailInput,
  content: { planId, tempId: stored.tempId ?? null } satisfies PlanContentInput,
});
