import type { InspectionEvent } from 'xstate';
import { recordJourney } from './journey-reporter.ts';
import { redact } from './redact.ts';
import { HEARTBEAT_MS, STUDIO_CHANNEL, STUDIO_TIMEOUT_MS, type AppMessage, type StudioMessage } from './studio-protocol.ts';

/**
 * XState inspection for the statechart studio (docs/studio.md). Every root actor of the app is
 * created with `{ inspect }`; while a studio tab of this browser says hello over the
 * BroadcastChannel, the actors, their snapshots and the events they receive are posted to it,
 * redacted. Without a studio an inspection event costs one comparison. It never throws.
 */
let channel: BroadcastChannel | null = null;
let studioUntil = 0;
const tab = Math.random().toString(36).slice(2, 10);
/** What inspection tells of an actor (its logic is a machine when it has a root state node). */
interface Inspected {
  sessionId: string;
  logic?: unknown;
  _parent?: { sessionId: string };
  getSnapshot: () => unknown;
}
type Unstamped<M> = M extends AppMessage ? Omit<M, 'tab' | 'page' | 'at'> : never;
const actors = new Map<string, Inspected>();

const machineIdOf = (actorRef: Inspected): string | null => {
  const logic = actorRef.logic as { id?: unknown; root?: unknown } | undefined;
  return logic?.root && typeof logic.id === 'string' ? logic.id : null;
};

const post = (message: Unstamped<AppMessage>) => {
  try {
    channel?.postMessage({ ...message, tab, page: window.location.pathname, at: Date.now() });
  } catch {
    // a payload the channel cannot clone is dropped, the app goes on
  }
};

const reportActor = (actorRef: Inspected) => {
  const snapshot = actorRef.getSnapshot() as { value?: unknown; status?: string; context?: unknown };
  post({
    kind: 'actor',
    sessionId: actorRef.sessionId,
    parentSessionId: actorRef._parent?.sessionId ?? null,
    machineId: machineIdOf(actorRef),
    value: redact(snapshot.value),
    status: snapshot.status ?? 'active',
    context: redact(snapshot.context),
  });
};

const open = () => {
  if (channel || typeof BroadcastChannel === 'undefined') return;
  channel = new BroadcastChannel(STUDIO_CHANNEL);
  channel.onmessage = ({ data }: MessageEvent<StudioMessage>) => {
    try {
      if (data?.kind === 'studio.bye') studioUntil = 0;
      // the studio's own tab is not a session to watch
      if (data?.kind !== 'studio.hello' || window.location.pathname.split('/')[1] === 'studio') return;
      const wasListening = Date.now() < studioUntil;
      studioUntil = Date.now() + Math.max(STUDIO_TIMEOUT_MS, HEARTBEAT_MS * 3);
      // a studio that just opened learns which actors are running and where they are
      if (!wasListening) for (const actorRef of actors.values()) reportActor(actorRef);
    } catch {
      // never let the studio break the storefront
    }
  };
};

export const inspect = (event: InspectionEvent): void => {
  // a server render (src/entry-server.tsx): no studio, no journey, and no actor kept across requests
  if (typeof window === 'undefined') return;
  try {
    // where applicants go: ids and times only, whether or not a studio listens
    recordJourney(event);
    open();
    if (event.type === '@xstate.actor') {
      for (const [id, known] of actors) if ((known.getSnapshot() as { status?: string } | undefined)?.status !== 'active') actors.delete(id);
      const created = event.actorRef as Inspected;
      if (machineIdOf(created)) actors.set(created.sessionId, created);
    }
    if (Date.now() >= studioUntil) return;
    const actorRef = event.actorRef as Inspected;
    const machineId = machineIdOf(actorRef);
    if (event.type === '@xstate.actor') reportActor(actorRef);
    else if (event.type === '@xstate.event' && machineId) {
      post({ kind: 'event', sessionId: actorRef.sessionId, machineId, event: redact(event.event), sourceSessionId: event.sourceRef?.sessionId ?? null });
    } else if (event.type === '@xstate.snapshot' && machineId) {
      const snapshot = event.snapshot as { value?: unknown; status?: string; context?: unknown };
      post({
        kind: 'snapshot',
        sessionId: actorRef.sessionId,
        machineId,
        value: redact(snapshot.value),
        status: snapshot.status ?? 'active',
        context: redact(snapshot.context),
        eventType: typeof event.event?.type === 'string' ? event.event.type : null,
      });
    }
  } catch {
    // never let the studio break the storefront
  }
};
