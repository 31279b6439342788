import type { AnyRouter } from '@tanstack/react-router';
import { quoteMachine } from '../../machines/shared/quote/quote.machine.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { queryClient } from '../api/query-client.ts';
import { apiActor } from './api-actors.ts';
import { localStorageAdapter } from './local-storage.ts';
import { navigationActions } from './navigation.ts';

/** Reloads the header's menu and cart badge (their queries refetch if shown). */
export const refreshMenuAndCart = () => {
  void queryClient.invalidateQueries({ queryKey: ['menu'] });
  void queryClient.invalidateQueries({ queryKey: ['cart'] });
};

/** The quote's effects: zip lookup and filter calls, storage, navigation, chrome refresh. */
export const provideQuote = (router: AnyRouter) =>
  quoteMachine.provide({
    actors: {
      validateZipCode: apiActor('validateZipCode'),
      createFilter: apiActor('addFilterForNewUser'),
      updateFilter: apiActor('changeFilterInfo'),
    },
    actions: { ...storageActions(localStorageAdapter), ...navigationActions(router), refreshMenuAndCart },
  });
