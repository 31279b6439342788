import { initialTransition, type ActorRefFrom } from 'xstate';
import { chromeMachine, connectChrome } from '../../machines/chrome/index.ts';
import type { sessionMachine } from '../../machines/session/session.machine.ts';
import { queryClient } from '../api/query-client.ts';
import { localStorageAdapter } from './local-storage.ts';
import { siteDomain } from './site-domain.ts';
import { isOnMainHost, siteQueries } from './site-queries.ts';

/** '/', '/home', '/jane' and '/jane/home': the pages that show the featured plans. */
const isLandingPath = (pathname: string) => /^\/([^/]+\/?)?(home\/?)?$/.test(pathname) && !/^\/(404|studio)\/?$/.test(pathname);

/**
 * Start-up's reads of the shell, begun before the shell renders instead of by it: the branding at
 * once (it depends on the host only, and picks the quote form or wizard), the rest as soon as the
 * session is decided (they depend on what it stored): landing details, menu, cart badge, the
 * ticket link and, on a landing, the featured plans. The screens read the same queries, so each
 * is fetched once, and the shell's first paint already has them or is about to.
 */
export const prefetchShell = (session: ActorRefFrom<typeof sessionMachine>) => {
  void queryClient.prefetchQuery(siteQueries.branding(siteDomain()));
  const decided = () => {
    const stored = localStorageAdapter.read();
    // what the chrome's machine will decide for this session (ChromeProvider starts it from the same)
    const [snapshot] = initialTransition(chromeMachine, { stored, onMainHost: isOnMainHost(window.location.hostname), userAgent: navigator.userAgent, branding: null });
    const chrome = connectChrome(snapshot);
    if (chrome.landingShown) void queryClient.prefetchQuery(siteQueries.landingInfo(chrome.landingShown));
    void queryClient.prefetchQuery(siteQueries.menu(stored, chrome.groupMenu));
    if (stored.tempId) {
      void queryClient.prefetchQuery(siteQueries.cartCount(stored.tempId));
      void queryClient.prefetchQuery(siteQueries.cartAmount(stored.tempId));
    }
    void queryClient.prefetchQuery(siteQueries.ticketLink());
    if (isLandingPath(window.location.pathname)) void queryClient.prefetchQuery(siteQueries.featuredPlans(stored));
  };
  if (session.getSnapshot().hasTag('ready')) return decided();
  const subscription = session.subscribe((snapshot) => {
    if (snapshot.status !== 'done') return;
    subscription.unsubscribe();
    if (snapshot.hasTag('ready')) decided();
  });
};
