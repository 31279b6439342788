import { createActor, type Snapshot } from 'xstate';
import { storageActions, type StorageAdapter, type StoredValues } from '../../machines/shared/storage.ts';
import { sessionCalls, sessionMachine, type SessionInput } from '../../machines/session/session.machine.ts';
import { classifyStartRoute } from '../../machines/session/start-route.ts';
import { apiActors } from './api-actors.ts';
import { appConfig } from './app-config.ts';
import { inspect } from './inspection.ts';
import { localStorageAdapter } from './local-storage.ts';
import { startupNavigationActions } from './navigation.ts';
import { siteDomain } from './site-domain.ts';

/**
 * Start-up's effects: its API calls, the one storage adapter and the URL (the browser's, or what
 * the server's render keeps of them, src/ssr/server-session.ts).
 */
export const provideSession = (storage: StorageAdapter = localStorageAdapter, history: Pick<History, 'replaceState'> = window.history) =>
  sessionMachine.provide({
    actors: apiActors(sessionCalls),
    actions: { ...storageActions(storage), ...startupNavigationActions(history) },
  });

/** Start-up's input for a page: host names compare without the port, as the app config's main host is a bare host name. */
export const sessionInput = (page: { host: string; mainHost: string; pathname: string; search: string; stored: StoredValues }): SessionInput => ({
  host: page.host,
  mainHost: page.mainHost,
  siteDomain: siteDomain(page.host),
  route: classifyStartRoute(page.pathname, page.search),
  stored: page.stored,
});

/** Starts the session machine for this page load. */
export const startSession = () =>
  createActor(provideSession(), {
    input: sessionInput({
      host: window.location.hostname,
      mainHost: appConfig().mainHost,
      pathname: window.location.pathname,
      search: window.location.search,
      stored: localStorageAdapter.read(),
    }),
    inspect,
  }).start();

/**
 * The session the server decided for this page (src/ssr/server-session.ts), from its persisted
 * snapshot: done already, so nothing runs again; the storage it wrote is replayed beforehand.
 */
export const resumeSession = (snapshot: Snapshot<unknown>) =>
  // a restored machine does not read its input: the one it started with is in its context
  createActor(provideSession(), { snapshot, input: (snapshot as Snapshot<unknown> & { context: SessionInput }).context, inspect }).start();
