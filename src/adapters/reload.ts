import type { NavigateParams } from '../../machines/shared/effects.ts';

/**
 * `navigateAndReload`: a full page load, so start-up decides the session for the new URL (access
 * codes, Not my site). The page's location is read when it runs: the chrome's machine is also
 * made on the server, which has none.
 */
export const reloadActions = (location?: Pick<Location, 'assign'>) => ({
  navigateAndReload: (_args: unknown, { to }: NavigateParams) => (location ?? window.location).assign(to),
});
