import { appConfig } from '../app-config.ts';
import { localStorageAdapter } from '../adapters/local-storage.ts';
import { createApiClient } from './client.ts';

/** The app's API call: same-origin fetch, headers from the app config and stored session. */
export const call = createApiClient({
  fetch: (input, init) => fetch(input, init),
  authorization: () => appConfig().apiAuthorization,
  stored: () => localStorageAdapter.read(),
  // The toast store loads with the first toast, keeping it out of the landing's first load.
  toast: (type, title, description) => void import('../ui/toaster.ts').then(({ toaster }) => toaster.create({ type, title, description })),
});
