import { sessionKeys, storageKeys, type StorageAdapter, type StoredValues } from '../../machines/shared/storage.ts';

const listeners = new Set<() => void>();
let snapshot: StoredValues | undefined;

const readAll = (): StoredValues => {
  const values: StoredValues = {};
  for (const key of storageKeys) {
    const value = localStorage.getItem(key);
    if (value !== null) values[key] = value;
  }
  return values;
};

const changed = () => {
  snapshot = undefined;
  for (const listener of listeners) listener();
};

/**
 * The app's one storage adapter (DESIGN.md) and the only module that touches localStorage.
 * `clear()` removes the session keys of spec 1 §3 only, so cached branding, the device id and
 * the location choice survive the storage resets that start-up performs. Writes notify
 * `subscribe`rs so the chrome's reads (menu, cart badge) follow the session.
 */
export const localStorageAdapter: StorageAdapter & {
  subscribe(listener: () => void): () => void;
  /** The same object until something changes (a `useSyncExternalStore` snapshot). */
  snapshot(): StoredValues;
} = {
  read: readAll,
  write(values) {
    for (const [key, value] of Object.entries(values)) {
      if (value !== undefined) localStorage.setItem(key, value);
    }
    changed();
  },
  remove(keys) {
    for (const key of keys) localStorage.removeItem(key);
    changed();
  },
  clear() {
    this.remove(sessionKeys);
  },
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot() {
    snapshot ??= readAll();
    return snapshot;
  },
};

interface CacheEntry<T> {
  expiresAt: number;
  value: T;
}

/**
 * A value cached in localStorage until `ttlMs` has passed (a site's branding), so a reload
 * does not refetch it. Unreadable or expired entries read as missing.
 */
export const expiringCache = <T>(key: string, ttlMs: number, now: () => number = Date.now) => ({
  read(): T | undefined {
    try {
      const entry = JSON.parse(localStorage.getItem(key) ?? 'null') as CacheEntry<T> | null;
      return entry && entry.expiresAt > now() ? entry.value : undefined;
    } catch {
      return undefined;
    }
  },
  write(value: T) {
    const entry: CacheEntry<T> = { expiresAt: now() + ttlMs, value };
    localStorage.setItem(key, JSON.stringify(entry));
  },
});
