import { useSyncExternalStore } from 'react';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { localStorageAdapter } from './local-storage.ts';
import { useRenderedStored } from './page-request.ts';

/** A page rendered without a session (the server renders what anyone may see); hydration starts from the same. */
const nothingStored: StoredValues = Object.freeze({});

/**
 * What is stored now; re-renders when the session is written. A server-rendered page hydrates
 * with what the server rendered it from (the session it decided, or nothing stored), and then
 * renders what this browser keeps.
 */
export const useStoredSession = (): StoredValues => {
  const rendered = useRenderedStored() ?? nothingStored;
  return useSyncExternalStore(localStorageAdapter.subscribe, localStorageAdapter.snapshot, () => rendered);
};
