import { useActorRef } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import type { ActorOptions, AnyActorRef, AnyStateMachine, Snapshot } from 'xstate';

/**
 * The page machines the server ran before rendering, by the page's key (src/entry-server.tsx): on
 * the server the settled actors themselves, in the browser their persisted snapshots, handed over
 * with the page. Per render, never shared.
 */
export interface PageActors {
  /** The server's settled actor of a page. */
  actorOf?: (key: string) => AnyActorRef | undefined;
  /** The browser's: the snapshot the server rendered a page from, until that page has mounted. */
  snapshotOf?: (key: string) => Snapshot<unknown> | undefined;
  taken?: (key: string) => void;
}

/** The server's snapshots as the browser hands them to its pages: each serves the first mount of its page only. */
export const handedSnapshots = (snapshots: Partial<Record<string, Snapshot<unknown>>> = {}): PageActors => {
  const left = new Map(Object.entries(snapshots));
  return { snapshotOf: (key) => left.get(key), taken: (key) => void left.delete(key) };
};

const PageActorsContext = createContext<PageActors | null>(null);

/** Set by the server's render and by the browser while it hydrates a page rendered whole. */
export const PageActorsProvider = PageActorsContext.Provider;

/**
 * The page's machine: on the server the actor it ran to a settled state before rendering, so the
 * HTML shows what the machine decided; in the browser one started from that actor's snapshot,
 * so the first render equals the server's and nothing is asked again; otherwise a fresh one. A
 * later visit of the page starts afresh.
 */
export const usePageActor = <TMachine extends AnyStateMachine>(key: string, machine: TMachine, options: ActorOptions<TMachine>) => {
  const handed = useContext(PageActorsContext);
  const snapshot = handed?.snapshotOf?.(key);
  const actor = useActorRef(machine, snapshot ? { ...options, snapshot } : options);
  useEffect(() => handed?.taken?.(key), [handed, key]);
  return (handed?.actorOf?.(key) as typeof actor | undefined) ?? actor;
};
