import { useSyncExternalStore } from 'react';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { localStorageAdapter } from './local-storage.ts';

/** What is stored now; re-renders when the session is written. */
export const useStoredSession = (): StoredValues =>
  useSyncExternalStore(localStorageAdapter.subscribe, localStorageAdapter.snapshot);
