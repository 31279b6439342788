import { initialTransition, type ActorRefFrom } from 'xstate';
import { chromeMachine, connectChrome } from '../../machines/chrome/index.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import type { sessionMachine } from '../../machines/session/session.machine.ts';
import { queryClient } from '../api/query-client.ts';
import { localStorageAdapter } from './local-storage.ts';
import { siteDomain } from './site-domain.ts';
import { isOnMainHost, siteQueries } from './site-queries.ts';

/** '/', '/home', '/jane' and '/jane/home': the pages that show the featured plans. */
const isLandingPath = (pathname: string) => /^\/([^/]+\/?)?(home\/?)?$/.test(pathname) && !/^\/(404|studio)\/?$/.test(pathname);

/**
 * The shell's reads once the session is decided (they depend on what it stored): landing details,
 * menu, cart badge, whether the cart holds a premier plan (the tier labels), the ticket link and,
 * on a landing, the featured plans. The browser prefetches them (`prefetchShell`); the server
 * reads them before it renders a page (src/entry-server.tsx), so hydration reads none again.
 */
export const shellQueries = (stored: StoredValues, pathname: string, onMainHost: boolean) => {
  // what the chrome's machine will decide for this session (ChromeProvider starts it from the same)
  const [snapshot] = initialTransition(chromeMachine, { stored, onMainHost, userAgent: '', branding: null });
  const chrome = connectChrome(snapshot);
  return [
    ...(chrome.landingShown ? [siteQueries.landingInfo(chrome.landingShown)] : []),
    siteQueries.menu(stored, chrome.groupMenu),
    ...(stored.tempId ? [siteQueries.cartCount(stored.tempId), siteQueries.cartAmount(stored.tempId), siteQueries.premierPlanInCart(stored.tempId)] : []),
    siteQueries.ticketLink(),
    ...(isLandingPath(pathname) ? [siteQueries.featuredPlans(stored)] : []),
  ];
};

/**
 * Start-up's reads of the shell, begun before the shell renders instead of by it: the branding at
 * once (it depends on the host only, and picks the quote form or wizard), the rest as soon as the
 * session is decided (`shellQueries`). The screens read the same queries, so each is fetched
 * once, and the shell's first paint already has them or is about to.
 */
export const prefetchShell = (session: ActorRefFrom<typeof sessionMachine>) => {
  void queryClient.prefetchQuery(siteQueries.branding(siteDomain()));
  // each on its own: the queries' types differ
  const decided = () => shellQueries(localStorageAdapter.read(), window.location.pathname, isOnMainHost(window.location.hostname)).forEach((query) => void queryClient.prefetchQuery(query as Parameters<typeof queryClient.prefetchQuery>[0]));
  if (session.getSnapshot().hasTag('ready')) return decided();
  const subscription = session.subscribe((snapshot) => {
    if (snapshot.status !== 'done') return;
    subscription.unsubscribe();
    if (snapshot.hasTag('ready')) decided();
  });
};
