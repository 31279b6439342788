import type { AnyRouter } from '@tanstack/react-router';
import { plansMachine } from '../../machines/plans/plans.machine.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { queryClient } from '../api/query-client.ts';
import { apiActor } from './api-actors.ts';
import { cachedApiActor } from './cached-api-actor.ts';
import { localStorageAdapter } from './local-storage.ts';
import { navigationActions } from './navigation.ts';
import { provideQuote, refreshMenuAndCart } from './quote.ts';

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
