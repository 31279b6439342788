import type { AnyRouter } from '@tanstack/react-router';
import type { NavigateParams } from '../../machines/shared/effects.ts';

/** Screens that never carry a landing prefix. */
const unprefixed = /^\/(404|landing-config-error)(\/|$)/;

/** Keeps the visitor's landing name in front of app paths: '/plans' on /jane/home opens /jane/plans. */
export const withLanding = (to: string, landing: string | undefined): string =>
  landing && !unprefixed.test(to) ? `/${encodeURIComponent(landing)}${to === '/' ? '' : to}` : to;

const currentLanding = (router: AnyRouter): string | undefined =>
  router.state.matches.map((match) => (match.params as { landing?: string }).landing).find(Boolean);

/** The `navigate` action of flows: a router navigation under the current landing. */
export const navigationActions = (router: AnyRouter) => ({
  navigate: (_args: unknown, { to }: NavigateParams) => {
    void router.navigate({ href: withLanding(to, currentLanding(router)) });
  },
});

/**
 * Start-up's `navigate`: it runs before the router exists, so it rewrites the URL the router
 * will read, replacing the entry (Back must not re-run /websites).
 */
export const startupNavigationActions = (history: Pick<History, 'replaceState'>) => ({
  navigate: (_args: unknown, { to }: NavigateParams) => history.replaceState(null, '', to),
});

/**
 * The receipt's `putHomeBehind` (issue 28 item 6): the browser's entry behind the receipt becomes
 * `to`, so Back opens the home page instead of the closed wizard step. The receipt stays as it is:
 * History.prototype's own methods tell the router nothing (it listens on the instance's), and the
 * two entries keep the router's order (the home page one index before the receipt).
 */
export const homeBehindActions = (router: AnyRouter, win: Window = window) => ({
  putHomeBehind: (_args: unknown, { to }: NavigateParams) => {
    const receipt = win.history.state as { __TSR_index?: number } | null;
    const href = win.location.href;
    const key = Math.random().toString(36).slice(2, 10);
    const home = { __TSR_index: (receipt?.__TSR_index ?? 0) - 1, key, __TSR_key: key };
    History.prototype.replaceState.call(win.history, home, '', withLanding(to, currentLanding(router)));
    History.prototype.pushState.call(win.history, receipt, '', href);
  },
});
