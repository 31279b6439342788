import { createActor, type AnyActorRef, type AnyStateMachine, type InputFrom } from 'xstate';

/**
 * Whether a call is still under way anywhere in the actor's tree: an invoked or spawned actor that
 * is not a machine (a promise: one API call) and has not finished. A machine child is looked into.
 */
export const callsUnderWay = (actor: AnyActorRef): boolean =>
  Object.values((actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children ?? {}).some((child) => {
    if (!child) return false;
    const snapshot = child.getSnapshot() as { status: string; machine?: unknown };
    return snapshot.machine === undefined ? snapshot.status === 'active' : callsUnderWay(child);
  });

/**
 * A page's machine started on the server (src/entry-server.tsx) and run until none of its calls,
 * nor any of its children's, is under way: what the page shows first. A persisted snapshot of it
 * resumes in the browser without calling again (`usePageActor`). Stopped and rejected when the
 * render is aborted.
 */
export const settledActor = <TMachine extends AnyStateMachine>(machine: TMachine, input: InputFrom<TMachine>, signal: AbortSignal) =>
  new Promise<AnyActorRef>((resolve, reject) => {
    let scheduled = false;
    // looked at once the changes of one step are all made: a finished call's parent moves on after it
    const check = () => {
      if (scheduled) return;
      scheduled = true;
      setTimeout(() => {
        scheduled = false;
        if (signal.aborted || ((actor.getSnapshot() as { status: string }).status === 'active' && callsUnderWay(actor))) return;
        signal.removeEventListener('abort', abort);
        resolve(actor);
      });
    };
    const actor = createActor(machine, { input, inspect: (event) => event.type === '@xstate.snapshot' && check() });
    const abort = () => {
      actor.stop();
      reject(signal.reason);
    };
    if (signal.aborted) return void reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    actor.start();
    check();
  });
