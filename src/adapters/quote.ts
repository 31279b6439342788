import type { AnyRouter } from '@tanstack/react-router';
import { quoteMachine } from '../../machines/shared/quote/quote.machine.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { queryClient } from '../api/query-client.ts';
import { apiActor } from './api-actors.ts';
import { localStorageAdapter } from './local-storage.ts';
import { navigationActions } from './navigation.ts';
import { siteQueries } from './site-queries.ts';

/**
 * Refetches the queries under `key` that are shown. A first fetch still under way was asked before
 * the change, and a refetch would only wait for it (TanStack Query reuses a fetch of a query without
 * data): it is cancelled first, so the refetch asks anew.
 */
const refetchAfterChange = async (key: string) => {
  await queryClient.cancelQueries({ queryKey: [key] });
  await queryClient.invalidateQueries({ queryKey: [key] });
};

/** Reloads the header's menu and cart badge (their queries refetch if shown). */
export const refreshMenuAndCart = () => {
  void refetchAfterChange('menu');
  void refetchAfterChange('cart');
};

/** Reloads the header's menu and starts the badge of a filter just created with its empty cart: no reads. */
const refreshMenuWithEmptyCart = (_args: unknown, { tempId }: { tempId: string }) => {
  void refetchAfterChange('menu');
  queryClient.setQueryData(siteQueries.cartCount(tempId).queryKey, 0);
  queryClient.setQueryData(siteQueries.cartAmount(tempId).queryKey, 0);
  queryClient.setQueryData(siteQueries.premierPlanInCart(tempId).queryKey, false);
};

/** The quote's effects: zip lookup, the wizard's date-of-birth check and filter calls, storage, navigation, chrome refresh. */
export const provideQuote = (router: AnyRouter) =>
  quoteMachine.provide({
    actors: {
      validateZipCode: apiActor('validateZipCode'),
      validateDob: apiActor('validateDob'),
      createFilter: apiActor('addFilterForNewUser'),
      updateFilter: apiActor('changeFilterInfo'),
    },
    actions: { ...storageActions(localStorageAdapter), ...navigationActions(router), refreshMenuAndCart, refreshMenuWithEmptyCart },
  });
