import { createActor } from 'xstate';
import { storageActions } from '../../machines/shared/storage.ts';
import { sessionCalls, sessionMachine } from '../../machines/session/session.machine.ts';
import { classifyStartRoute } from '../../machines/session/start-route.ts';
import { apiActors } from './api-actors.ts';
import { appConfig } from './app-config.ts';
import { inspect } from './inspection.ts';
import { localStorageAdapter } from './local-storage.ts';
import { startupNavigationActions } from './navigation.ts';
import { siteDomain } from './site-domain.ts';

/** Start-up's effects: its API calls, the one storage adapter and the URL. */
export const provideSession = () =>
  sessionMachine.provide({
    actors: apiActors(sessionCalls),
    actions: { ...storageActions(localStorageAdapter), ...startupNavigationActions(window.history) },
  });

/**
 * Starts the session machine for this page load: host names compare without the port, as the
 * app config's main host is a bare host name.
 */
export const startSession = () =>
  createActor(provideSession(), {
    input: {
      host: window.location.hostname,
      mainHost: appConfig().mainHost,
      siteDomain: siteDomain(),
      route: classifyStartRoute(window.location.pathname, window.location.search),
      stored: localStorageAdapter.read(),
    },
    inspect,
  }).start();
