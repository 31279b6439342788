import { createApiClient } from '../api/client.ts';
import { stepVersionMemory } from '../api/step-versions.ts';
import { raiseToast } from '../ui/toasts.ts';
import { appConfig } from './app-config.ts';
import { localStorageAdapter } from './local-storage.ts';

/**
 * The step versions the browser's saves send back (If-Match): a step the server rendered was loaded
 * there, so its versions come with the page (`ServerState.stepVersions`, remembered by main.tsx).
 */
export const browserStepVersions = stepVersionMemory();

/** The browser's API call: same-origin fetch, headers from the app config and stored session. */
const browserCall = createApiClient({
  stepVersions: browserStepVersions,
  fetch: (input, init) => fetch(input, init),
  authorization: () => appConfig().apiAuthorization,
  stored: () => localStorageAdapter.read(),
  // The toast store and renderer load with the first toast, keeping them out of the landing's first load.
  toast: raiseToast,
});

type Call = typeof browserCall;
let requestCall: () => Call | undefined = () => undefined;

/**
 * The server's render (src/entry-server.tsx) makes each request's reads through that request's own
 * client (the API in process, the visitor's cookie): `current` answers it for the code running on
 * that request's behalf (an AsyncLocalStorage's store), so no request's client is held where
 * another's render could reach it.
 */
export const scopeCallsTo = (current: () => Call | undefined) => {
  requestCall = current;
};

/** The app's API call: the request's on the server, the browser's otherwise. */
export const call = ((...args: Parameters<Call>) => (requestCall() ?? browserCall)(...args)) as Call;
