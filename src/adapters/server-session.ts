import { createActor, toPromise } from 'xstate';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { cookieMirroredKeys } from './local-storage.ts';
import { requestStorage } from './request-storage.ts';
import { provideSession, sessionInput } from './session.ts';

export interface PageOfRequest {
  host: string;
  mainHost: string;
  pathname: string;
  search: string;
  /** What the request's cookies mirror of the browser's storage (`cookieMirroredKeys`). */
  stored: StoredValues;
}

/**
 * Start-up decided on the server (docs/architecture.md, Rendering): the session machine run as
 * the browser would run it, its calls made through the request's API client (the caller runs this
 * in the request's call scope), its storage the request's (`requestStorage`), its URL rewrite
 * kept. A first visit's decision or one that keeps a stored session alike: start-up's decision and
 * every page rendered whole read only stored values the cookies mirror (`cookieMirroredKeys`), and
 * the browser takes the server's page only when it stores the same (`decidesAlike`). Null when it
 * ends neither ready nor not found (start-up's two ends); one that moves the URL (a group host's
 * `/home`, a landing's `/`, `/404`) is handed over with the URL it moved to (`movedTo`), for the
 * render and for the browser to make the same move.
 */
export const decideSession = async (page: PageOfRequest, signal: AbortSignal) => {
  const storage = requestStorage(page.stored);
  let movedTo: string | null = null;
  const actor = createActor(provideSession(storage.adapter, { replaceState: (_state, _title, to) => void (movedTo = String(to)) }), {
    input: sessionInput(page),
  });
  actor.start();
  const stop = () => actor.stop();
  signal.addEventListener('abort', stop);
  try {
    await toPromise(actor);
  } finally {
    signal.removeEventListener('abort', stop);
  }
  const snapshot = actor.getSnapshot();
  // not found is decided too: rendered here, it is not looked up again in the browser (each miss counts toward a rate limit)
  if (!snapshot.hasTag('ready') && !snapshot.hasTag('notFound')) return null;
  return {
    actor,
    /**
     * What the browser hydrates from: the machine's persisted snapshot, the writes it replays, the
     * URL start-up moved to (the browser makes the same `replaceState`), and what the decision assumed stored.
     */
    handOver: {
      snapshot: actor.getPersistedSnapshot(),
      // the list itself: a page machine run after the decision writes through `storage` too
      writes: storage.writes(),
      movedTo: movedTo as string | null,
      assumed: Object.fromEntries(cookieMirroredKeys.map((key) => [key, page.stored[key] ?? null])),
    },
    stored: storage.adapter.read(),
    /** The render's storage, for the page machines run after the decision (src/ssr/page-machines.ts). */
    storage: storage.adapter,
  };
};

export type SessionHandOver = NonNullable<Awaited<ReturnType<typeof decideSession>>>['handOver'];

/**
 * Whether this browser's storage holds what the server's decision and render assumed (every
 * mirrored key: a value stored before its cookie existed differs once), so the browser would
 * decide and render the same.
 */
export const decidesAlike = (handOver: SessionHandOver, stored: StoredValues) =>
  cookieMirroredKeys.every((key) => (stored[key] ?? null) === (handOver.assumed[key] ?? null));
