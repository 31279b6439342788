import type { StorageKey, StoredValues } from './storage.ts';
import { notProvidedAction } from './not-provided.ts';

/** Where `navigate` goes: an app path such as '/home', '/plans' or '/404'. */
export interface NavigateParams {
  to: string;
}

/**
 * The named app actions several machines share. Each machine spreads the ones it uses into its
 * `setup({ actions })`; the app provides them once (see `storageActions` for storage).
 */
export const sharedActions = {
  navigate: notProvidedAction<NavigateParams>('navigate'),
  clearStorage: notProvidedAction('clearStorage'),
  storeValues: notProvidedAction<StoredValues>('storeValues'),
  removeStoredValues: notProvidedAction<{ keys: readonly StorageKey[] }>('removeStoredValues'),
  /** Reload the header's category menu and the cart badge (count and amount). */
  refreshMenuAndCart: notProvidedAction('refreshMenuAndCart'),
};
