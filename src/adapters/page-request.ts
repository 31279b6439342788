import { createContext, useContext } from 'react';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { appConfig } from './app-config.ts';
import { localStorageAdapter } from './local-storage.ts';
import { isOnMainHost } from './site-queries.ts';

/** What the server knows of the page it renders (src/entry-server.tsx): no window, no localStorage. */
export interface PageRequest {
  host: string;
  /** The association's own host (the app config's). */
  mainHost: string;
  pathname: string;
  search: string;
  /** The stored values the browser mirrors into cookies (`cookieMirroredKeys`), as the request sent them. */
  stored: StoredValues;
}

const ServerRequest = createContext<PageRequest | null>(null);

/** Set by the server's render only; in the browser the page's own location and storage answer. */
export const ServerRequestProvider = ServerRequest.Provider;

/** The page's host name: the request's on the server, the location's in the browser. */
export const usePageHost = (): string => useContext(ServerRequest)?.host ?? window.location.hostname;

/** The association's main host: the server render's request's, or the app config's in the browser. */
export const usePageMainHost = (): string => useContext(ServerRequest)?.mainHost ?? appConfig().mainHost;

/** Whether the page is on the association's main host: the server render's request, or the browser's location. */
export const useOnMainHost = (): boolean => {
  const request = useContext(ServerRequest);
  return request ? request.host === request.mainHost : isOnMainHost(window.location.hostname);
};

/**
 * What is stored when a flow starts on this page: on the server, what the request's cookies
 * mirror; in the browser, localStorage. Both agree for the mirrored keys, so the first client
 * render equals the server's.
 */
export const useStartingStored = (): StoredValues => {
  const request = useContext(ServerRequest);
  return request ? request.stored : localStorageAdapter.read();
};

const RenderedStored = createContext<StoredValues | null>(null);

/**
 * The stored session the page was rendered with: on the server, the request's once start-up has
 * decided; in the browser, the same values handed over with the page (src/main.tsx), while it
 * hydrates. Components read it through `useStoredSession`'s server snapshot.
 */
export const RenderedStoredProvider = RenderedStored.Provider;
export const useRenderedStored = (): StoredValues | null => useContext(RenderedStored);
