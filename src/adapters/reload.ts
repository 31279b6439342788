import type { NavigateParams } from '../../machines/shared/effects.ts';
import { localStorageAdapter } from './local-storage.ts';

/** `navigateAndReload`: a full page load, so start-up decides the session for the new URL. */
export const reloadActions = (location: Pick<Location, 'assign'> = window.location) => ({
  navigateAndReload: (_args: unknown, { to }: NavigateParams) => location.assign(to),
});

/** Not my site (spec 1 §4): forget the session and start over at the association's home. */
export const leaveSite = (location: Pick<Location, 'assign'> = window.location) => {
  localStorageAdapter.clear();
  location.assign('/');
};
