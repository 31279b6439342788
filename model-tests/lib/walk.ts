import { isDeepStrictEqual } from 'node:util';
import { createActor, fromPromise, type AnyActorLogic, type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { endpoints } from '../../contract/index.ts';
import type { Coverage } from './coverage.ts';
import { noopAppActions, type MachineModel } from './model.ts';
import type { ModelPath } from './paths.ts';

interface Deferred {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
}

/** Lets settled promises and the events they cause run to the end. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const actorResult = /^xstate\.(done|error)\.actor\.(.+)$/;

/** What a snapshot is, for comparing a walked one with the one the path expects. */
export const observable = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, status: snapshot.status, context: withActorIds(snapshot.context) });

const isActorRef = (value: unknown): value is { id: string } =>
  typeof value === 'object' && value !== null && 'sessionId' in value && 'send' in value;
/** A spawned actor kept in context is the same actor in two runs when its id is: compare ids, not sessions. */
const withActorIds = (context: unknown): unknown =>
  typeof context === 'object' && context !== null && !Array.isArray(context)
    ? Object.fromEntries(Object.entries(context).map(([key, value]) => [key, isActorRef(value) ? `actor:${value.id}` : value]))
    : context;

/**
 * Replays one path against the real machine: every invoked promise actor is a stub the walk settles
 * with the path's `xstate.done.actor.*` / `xstate.error.actor.*` payload (its input parsed by the
 * contract's request schema first), user events are sent as they are, and after each step the
 * actor must be exactly in the step's state. App actions are provided as no-ops.
 */
export const walkPath = async (model: MachineModel, path: ModelPath, coverage?: Coverage): Promise<void> => {
  const pending = new Map<string, Deferred>();
  const problems: string[] = [];
  const stub = (src: string) =>
    fromPromise(({ input }) => {
      const endpoint = model.requests?.[src];
      const request = endpoint && endpoints[endpoint].request.safeParse(input);
      if (request && !request.success) problems.push(`${src} was invoked with an input ${endpoint} refuses: ${JSON.stringify(input)}`);
      return new Promise((resolve, reject) => pending.set(src, { resolve, reject }));
    });
  const srcOfInvoke = new Map<string, string>();
  const collect = (node: typeof model.machine.root) => {
    for (const invoke of node.invoke) srcOfInvoke.set(invoke.id, String(invoke.src));
    Object.values(node.states).forEach(collect);
  };
  collect(model.machine.root);

  const declared = Object.keys(model.machine.implementations.actors);
  const actors: Record<string, AnyActorLogic> = Object.fromEntries(declared.map((src) => [src, model.actors?.[src] ?? stub(src)]));
  const machine = model.machine.provide({ actors, actions: noopAppActions });

  const actor = createActor(machine, {
    input: path.scenario.input,
    inspect: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep' && event.actorRef.sessionId === event.rootId) {
        coverage?.record(event.snapshot as AnyMachineSnapshot, event._transitions);
      }
    },
  });
  actor.start();
  await flush();
  expectState(actor.getSnapshot(), path.initial, 'the initial state');

  for (const [index, { event, state }] of path.steps.entries()) {
    settleOrSend(model, event, { actor, pending, srcOfInvoke });
    await flush();
    expectState(actor.getSnapshot(), state, `step ${index + 1} (${event.type})`);
  }
  actor.stop();
  if (problems.length > 0) throw new Error(problems.join('\n'));
};

const settleOrSend = (
  model: MachineModel,
  event: EventObject,
  walk: { actor: ReturnType<typeof createActor>; pending: Map<string, Deferred>; srcOfInvoke: Map<string, string> },
) => {
  const result = actorResult.exec(event.type);
  if (!result) {
    walk.actor.send(event);
    return;
  }
  const [, outcome, invokeId = ''] = result;
  const settleChild = model.settleChild?.[invokeId];
  const child = (walk.actor.getSnapshot() as AnyMachineSnapshot).children[invokeId];
  if (settleChild) {
    if (!child) throw new Error(`${invokeId} is not running`);
    settleChild(child, event);
    return;
  }
  const src = walk.srcOfInvoke.get(invokeId) ?? invokeId;
  const deferred = walk.pending.get(src);
  if (!deferred) throw new Error(`${invokeId} is not running`);
  walk.pending.delete(src);
  const payload = event as EventObject & { output?: unknown; error?: unknown };
  if (outcome === 'done') deferred.resolve(payload.output);
  else deferred.reject(payload.error);
};

const expectState = (actual: AnyMachineSnapshot, expected: AnyMachineSnapshot, where: string) => {
  if (isDeepStrictEqual(observable(actual), observable(expected))) return;
  const [seen, wanted] = [actual, expected].map((snapshot) => JSON.stringify(observable(snapshot)));
  throw new Error(`after ${where} the machine is in\n  ${seen}\nbut the path expects\n  ${wanted}`);
};
