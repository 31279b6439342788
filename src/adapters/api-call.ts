import { createApiClient } from '../api/client.ts';
import { raiseToast } from '../ui/toasts.ts';
import { appConfig } from './app-config.ts';
import { localStorageAdapter } from './local-storage.ts';

/** The app's API call: same-origin fetch, headers from the app config and stored session. */
export const call = createApiClient({
  fetch: (input, init) => fetch(input, init),
  authorization: () => appConfig().apiAuthorization,
  stored: () => localStorageAdapter.read(),
  // The toast store and renderer load with the first toast, keeping them out of the landing's first load.
  toast: raiseToast,
});
