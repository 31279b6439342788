import type { NavigateParams } from '../../machines/shared/effects.ts';

/** `navigateAndReload`: a full page load, so start-up decides the session for the new URL (access codes, Not my site). */
export const reloadActions = (location: Pick<Location, 'assign'> = window.location) => ({
  navigateAndReload: (_args: unknown, { to }: NavigateParams) => location.assign(to),
});
