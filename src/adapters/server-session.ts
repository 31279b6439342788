import { createActor, toPromise } from 'xstate';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { renderedSessionKeys } from './local-storage.ts';
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
 * kept. Null when the server cannot know what the browser would decide: a decision that keeps a
 * stored session reads only mirrored keys (`renderedSessionKeys`), but the page may read more of
 * localStorage, so it is taken only for a page that reads no more (`keepsStored`: the plans
 * listing); elsewhere only a first visit's: one that starts by clearing the session, or one with
 * nothing of a session stored (a group host's first visit, which start-up does not clear). It
 * ends ready or not found (start-up's two ends); one that moves the URL (a group host's `/home`, a
 * landing's `/`, `/404`) is handed over with the URL it moved to (`movedTo`), for the render and
 * for the browser to make the same move.
 */
export const decideSession = async (page: PageOfRequest, signal: AbortSignal, { keepsStored = false } = {}) => {
  const storage = requestStorage(page.stored);
  let movedTo: string | null = null;
  const actor = createActor(provideSession(storage.adapter, { replaceState: (_state, _title, to) => void (movedTo = String(to)) }), {
    input: sessionInput(page),
  });
  const firstVisit = renderedSessionKeys.every((key) => page.stored[key] === undefined);
  actor.start();
  // the clear comes first, in the decision's eventless step: anything else is left at once
  if (!storage.cleared() && !keepsStored && !firstVisit) {
    actor.stop();
    return null;
  }
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
      assumed: Object.fromEntries(renderedSessionKeys.map((key) => [key, page.stored[key] ?? null])),
    },
    stored: storage.adapter.read(),
    /** The render's storage, for the page machines run after the decision (src/ssr/page-machines.ts). */
    storage: storage.adapter,
  };
};

export type SessionHandOver = NonNullable<Awaited<ReturnType<typeof decideSession>>>['handOver'];

/** Whether this browser's storage holds what the server's decision and render assumed, so the browser would decide and render the same. */
export const decidesAlike = (handOver: SessionHandOver, stored: StoredValues) =>
  renderedSessionKeys.every((key) => (stored[key] ?? null) === handOver.assumed[key]);
