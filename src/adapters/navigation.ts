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
