import * as z from 'zod/mini';
import { sessionDecisionKeys } from '../../machines/session/session.machine.ts';
import { sessionKeys, storageKeys, type StorageAdapter, type StorageKey, type StoredValues } from '../../machines/shared/storage.ts';

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

/**
 * The stored values a page the server renders whole reads of the session: start-up's decision
 * (`sessionDecisionKeys`), the session's summary and a quote's scope (portal, enroll type,
 * referral, the site it came from), and the wizard's markers its engine and steps start from (a
 * step opened from review, the health and spouse answers' flags). The server renders from them,
 * the browser takes its session only when it stores the same (`decidesAlike`).
 */
export const renderedSessionKeys = [
  ...sessionDecisionKeys,
  'portal_id',
  'enroll_type',
  'referral',
  'fromSite',
  'navto',
  'health_track',
  'isSpouseEnrollAccept',
] as const satisfies readonly StorageKey[];

/**
 * Stored values the server must know to render the page as the browser will (src/entry-server.tsx):
 * copied into cookies of the same name. Not personal: the location banner's remembered choice,
 * the ids and kinds of the session (`renderedSessionKeys`), so the server decides it as the
 * browser would, the plan last opened (the cart's Plan Details crumb), whether a member list is
 * there to go back to (the Current Member crumb) and the quotation flag (the cart's Send
 * Personalized Quote on a rep's or group's host). Who may see what is still the server's session
 * cookie's to say.
 */
export const cookieMirroredKeys = [
  'locationPermission',
  ...renderedSessionKeys,
  'planId',
  'planName',
  'isCurrentMemberAvailable',
  'show-quotation',
] as const satisfies readonly StorageKey[];

/** A year, as long as the choice it mirrors is kept in practice. */
const MIRROR_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Writes the mirrored keys' stored values into their cookies (an absent value expires its cookie). */
export const mirrorToCookies = () => {
  for (const key of cookieMirroredKeys) {
    const value = localStorage.getItem(key) ?? undefined;
    document.cookie = value === undefined ? `${key}=; path=/; max-age=0; samesite=lax` : `${key}=${encodeURIComponent(value)}; path=/; max-age=${MIRROR_MAX_AGE_S}; samesite=lax`;
  }
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
    if (cookieMirroredKeys.some((key) => key in values)) mirrorToCookies();
    changed();
  },
  remove(keys) {
    for (const key of keys) localStorage.removeItem(key);
    if (cookieMirroredKeys.some((key) => keys.includes(key))) mirrorToCookies();
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

/** A cached read and when it was fetched (epoch ms). */
export interface Cached<T> {
  updatedAt: number;
  value: T;
}

/**
 * A server read kept in localStorage with the time it was fetched (a site's branding), so a
 * reload shows it at once and TanStack Query judges its freshness from that time
 * (`initialDataUpdatedAt`): reading it never dates it anew. What is read back is checked by
 * `schema`; an unreadable entry, one the schema refuses, or one dated in the future reads as
 * missing.
 */
export const timestampedCache = <T>(key: string, schema: z.ZodMiniType<T>, now: () => number = Date.now) => {
  const entrySchema = z.object({ updatedAt: z.int().check(z.gte(0)), value: schema });
  return {
    read(): Cached<T> | undefined {
      try {
        const entry = entrySchema.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
        return entry.success && entry.data.updatedAt <= now() ? (entry.data as Cached<T>) : undefined;
      } catch {
        return undefined;
      }
    },
    write(value: T, updatedAt: number = now()) {
      const entry: Cached<T> = { updatedAt, value };
      localStorage.setItem(key, JSON.stringify(entry));
    },
  };
};
