import { useSyncExternalStore } from 'react';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { localStorageAdapter } from './local-storage.ts';

/** The server knows no session (it renders what anyone may see); hydration starts from the same. */
const nothingStored: StoredValues = Object.freeze({});

/**
 * What is stored now; re-renders when the session is written. A server-rendered page hydrates
 * with nothing stored, as the server rendered it, and then renders what this browser keeps.
 */
export const useStoredSession = (): StoredValues =>
  useSyncExternalStore(localStorageAdapter.subscribe, localStorageAdapter.snapshot, () => nothingStored);
