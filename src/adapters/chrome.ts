import { chromeMachine } from '../../machines/chrome/chrome.machine.ts';
import { storageActions } from '../../machines/shared/storage.ts';
import { localStorageAdapter } from './local-storage.ts';
import { reloadActions } from './reload.ts';

/** The chrome's effects: Not my site's storage reset and the reload at /. */
export const provideChrome = () => chromeMachine.provide({ actions: { ...storageActions(localStorageAdapter), ...reloadActions() } });
