import type { AnyRouter } from '@tanstack/react-router';
import type { Category } from '../../contract/index.ts';
import { plansMachine, type PlansInput } from '../../machines/plans/plans.machine.ts';
import { storageActions, type StoredValues } from '../../machines/shared/storage.ts';
import { queryClient } from '../api/query-client.ts';
import { apiActor } from './api-actors.ts';
import { cachedApiActor } from './cached-api-actor.ts';
import { localStorageAdapter } from './local-storage.ts';
import { navigationActions } from './navigation.ts';
import { provideQuote, refreshMenuAndCart } from './quote.ts';
import { filterScopeOf, siteScopeOf } from './session-scope.ts';

/** After a filter edit, cached plan reads are stale too. */
const refreshAfterFilterEdit = () => {
  refreshMenuAndCart();
  void queryClient.invalidateQueries({ queryKey: ['api'] });
};

/**
 * The plans page's effects: the summary and the quote's listing are read fresh (they change with
 * each edit, and the listing's prices with the answers given on a plan's page); categories and the
 * menu's listing come through TanStack Query's cache. The Edit popup is the provided quote.
 */
export const providePlans = (router: AnyRouter) =>
  plansMachine.provide({
    actors: {
      loadFilterSummary: apiActor('getEnrollmentTempInfo'),
      loadCategories: cachedApiActor('getLeftSideFilterFields'),
      loadPlans: apiActor('getFilteredPlans'),
      loadMenuPlans: cachedApiActor('getMenuFilteredPlans'),
      quote: provideQuote(router),
    },
    actions: { ...storageActions(localStorageAdapter), ...navigationActions(router), refreshMenuAndCart: refreshAfterFilterEdit },
  });

/** The plans machine's input for a category's listing: the stored quote (if any) and the session's scope. */
export const plansInput = (stored: StoredValues, category: Category | null): PlansInput => ({
  tempId: stored.tempId ?? null,
  scope: filterScopeOf(stored),
  site: siteScopeOf(stored),
  category,
});
