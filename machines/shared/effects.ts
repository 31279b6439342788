import type { StorageKey, StoredValues } from './storage.ts';
import { notProvidedAction } from './not-provided.ts';

/** Where `navigate` goes: an app path such as '/home', '/plans' or '/404'. */
export interface NavigateParams {
  to: string;
}

/**
 * The receipt's route (spec 3 §2.7): after the wizard's last step, and instead of any step or the
 * cart once the enrollment is submitted (issue 23 §5: a code, a link or a stored tempId of one).
 */
export const RECEIPT_PATH = '/enrollment/receipt';

/** What a screenshot is saved under (save-screenshot without its image, which the app captures). */
export interface ScreenshotRequest {
  enrollment_id: string;
  name: string;
}

/**
 * The named app actions several machines share. Each machine spreads the ones it uses into its
 * `setup({ actions })`; the app provides them once (see `storageActions` for storage).
 */
export const sharedActions = {
  navigate: notProvidedAction<NavigateParams>('navigate'),
  /** Loads `to` as a new page, so start-up decides the session again (access codes, Not my site). */
  navigateAndReload: notProvidedAction<NavigateParams>('navigateAndReload'),
  clearStorage: notProvidedAction('clearStorage'),
  storeValues: notProvidedAction<StoredValues>('storeValues'),
  removeStoredValues: notProvidedAction<{ keys: readonly StorageKey[] }>('removeStoredValues'),
  /** Reload the header's category menu and the cart badge (count and amount). */
  refreshMenuAndCart: notProvidedAction('refreshMenuAndCart'),
  /**
   * Reload the menu; the cart of an enrollment just created is known empty, so the badge needs no
   * reads (they would take connections the plans listing's reads need: issue 14).
   */
  refreshMenuWithEmptyCart: notProvidedAction<{ tempId: string }>('refreshMenuWithEmptyCart'),
  /** Spec 1 §8: failures with nothing to show are only logged. */
  logFailure: notProvidedAction<{ error: unknown }>('logFailure'),
};
