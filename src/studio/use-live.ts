import { useEffect, useState } from 'react';
import { HEARTBEAT_MS, STUDIO_CHANNEL, type AppMessage, type StudioMessage } from '../adapters/studio-protocol.ts';

/** One actor of a storefront tab as the studio last heard of it. */
export interface LiveActor {
  tab: string;
  page: string;
  sessionId: string;
  machineId: string;
  parentSessionId: string | null;
  value: unknown;
  status: string;
  context: unknown;
  at: number;
  /** When the studio first heard of it. */
  since: number;
}

/** One line of the event log: the event (redacted) an actor received and the state it went to. */
export interface LogEntry {
  seq: number;
  at: number;
  tab: string;
  sessionId: string;
  machineId: string;
  event: unknown;
  eventType: string;
  value?: unknown;
}

const LOG_LIMIT = 300;
let seq = 0;

/** Says hello to the storefront tabs of this browser and collects what they report while open. */
export const useLive = () => {
  const [actors, setActors] = useState<ReadonlyMap<string, LiveActor>>(new Map());
  const [log, setLog] = useState<readonly LogEntry[]>([]);
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(STUDIO_CHANNEL);
    const hello = () => channel.postMessage({ kind: 'studio.hello' } satisfies StudioMessage);
    channel.onmessage = ({ data }: MessageEvent<AppMessage>) => {
      if (!data || !data.machineId) return;
      const machineId = data.machineId;
      if (data.kind === 'actor' || data.kind === 'snapshot') {
        setActors((known) => {
          const next = new Map(known);
          const before = known.get(data.sessionId);
          next.set(data.sessionId, {
            tab: data.tab,
            page: data.page,
            sessionId: data.sessionId,
            machineId,
            parentSessionId: data.kind === 'actor' ? data.parentSessionId : (before?.parentSessionId ?? null),
            value: data.value,
            status: data.status,
            context: data.context,
            at: data.at,
            since: before?.since ?? data.at,
          });
          return next;
        });
        if (data.kind === 'snapshot') {
          // the state an event led to completes its log line
          setLog((lines) => {
            const index = lines.findIndex((line) => line.sessionId === data.sessionId);
            if (index < 0 || lines[index]!.value !== undefined) return lines;
            const copy = [...lines];
            copy[index] = { ...copy[index]!, value: data.value };
            return copy;
          });
        }
      } else if (data.kind === 'event') {
        const event = data.event as { type?: unknown } | null;
        const eventType = typeof event?.type === 'string' ? event.type : '?';
        setLog((lines) => [{ seq: ++seq, at: data.at, tab: data.tab, sessionId: data.sessionId, machineId, event: data.event, eventType }, ...lines].slice(0, LOG_LIMIT));
      }
    };
    hello();
    const timer = setInterval(hello, HEARTBEAT_MS);
    return () => {
      clearInterval(timer);
      channel.postMessage({ kind: 'studio.bye' } satisfies StudioMessage);
      channel.close();
    };
  }, []);
  return { actors, log, clear: () => setLog([]) };
};

/** A state value as one line: "offer.pricing" or "{loading: {lines: done}}". */
export const valueText = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null).replace(/"/g, '').replace(/:/g, ': ').replace(/,/g, ', ');

/** A storefront page as an analyst names it: "/" → "Home page", "/plan-detail/12" → "Plan detail page". */
export const pageName = (path: string): string => {
  const first = path.split('/').find((part) => part && !/\d/.test(part));
  if (!first) return 'Home page';
  const words = first.replace(/[-_]/g, ' ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} page`;
};

const ago = (ms: number) => (ms < 60_000 ? `${Math.max(0, Math.round(ms / 1000))} s` : `${Math.round(ms / 60_000)} min`);

/**
 * An actor in the Follow list: "Tab 3: Plans page, active 2 min" (tabs numbered in the order the
 * studio heard them; the time from its first report to its last).
 */
export const liveActorName = (actor: LiveActor, tabs: readonly string[]): string =>
  `Tab ${tabs.indexOf(actor.tab) + 1}: ${pageName(actor.page)}, ${actor.status} ${ago(actor.at - actor.since)}`;

/** The storefront tabs heard of, in the order they were first heard. */
export const tabsInOrder = (actors: Iterable<LiveActor>): string[] => [...new Set([...actors].sort((a, b) => a.since - b.since).map((actor) => actor.tab))];
