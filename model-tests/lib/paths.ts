import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths, type AdjacencyMap } from '@xstate/graph';
import {
  __unsafe_getAllOwnEventDescriptors,
  initialTransition,
  transition,
  type ActorLogic,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import type { MachineModel, Scenario } from './model.ts';

/** One step of a path: the event sent (or the actor result settled) and the snapshot it leads to. */
export interface PathStep {
  event: EventObject;
  state: AnyMachineSnapshot;
}

/** A path through a machine from its initial snapshot for one scenario's input. */
export interface ModelPath {
  scenario: Scenario;
  initial: AnyMachineSnapshot;
  steps: PathStep[];
  /** e.g. "main host, nothing stored › xstate.done.actor.getDefaultInfo → ready" */
  description: string;
}

const describeState = (snapshot: AnyMachineSnapshot): string => JSON.stringify(snapshot.value).replace(/"/g, '');

/** The events to try in `snapshot`: the cases for each event type it accepts. */
const eventsFor = (model: MachineModel) => (snapshot: AnyMachineSnapshot): EventObject[] =>
  __unsafe_getAllOwnEventDescriptors(snapshot).flatMap((type) => {
    const cases = model.events[type];
    if (!cases) throw new Error(`${model.id}: no event cases for "${type}" in ${describeState(snapshot)}`);
    return typeof cases === 'function' ? [...cases(snapshot)] : [...cases];
  });

const sameEvent = (a: EventObject, b: EventObject) => JSON.stringify(a) === JSON.stringify(b);

const serializerFor = (model: MachineModel) => (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify([snapshot.value, snapshot.status, model.relevantContext?.(snapshot.context) ?? null]);

interface Edge {
  from: string;
  event: EventObject;
  to: string;
}

/**
 * Event sequences that together take every edge of the machine's explored graph (each state
 * reached × each event case it accepts). Each sequence goes the shortest way to an edge not yet
 * taken, takes it, then keeps taking untaken edges from where it lands while there are any. Unlike
 * simple paths this stays small with Back loops, and unlike shortest paths alone it takes every
 * transition, not just one into each state. `keys` are the serialized states along the way.
 */
const edgeSequences = (model: MachineModel, initial: AnyMachineSnapshot, input: unknown): Array<Array<{ event: EventObject; key: string }>> => {
  // a machine is the actor logic of its snapshots and events; the graph walks it as such
  const logic = model.machine as unknown as ActorLogic<AnyMachineSnapshot, EventObject, unknown>;
  const serialize = serializerFor(model);
  const options = { input, events: eventsFor(model), serializeState: serialize };
  const adjacency: AdjacencyMap<AnyMachineSnapshot, EventObject> = getAdjacencyMap(logic, options);
  const edges: Edge[] = adjacencyMapToArray(adjacency).map(({ state, event, nextState }) => ({ from: serialize(state), event, to: serialize(nextState) }));
  const shortest = new Map(
    getShortestPaths(logic, options).map((path) => [serialize(path.state), path.steps.slice(1).map((step) => ({ event: step.event, key: serialize(step.state) }))]),
  );
  const untaken = new Set(edges);
  const sequences: Array<Array<{ event: EventObject; key: string }>> = [];
  for (const edge of edges) {
    if (!untaken.has(edge)) continue;
    const steps = [...(shortest.get(edge.from) ?? [])];
    let from = serialize(initial);
    for (const step of steps) {
      const taken = edges.find((candidate) => candidate.from === from && sameEvent(candidate.event, step.event));
      if (taken) untaken.delete(taken);
      from = step.key;
    }
    for (let next: Edge | undefined = edge; next; next = edges.find((candidate) => candidate.from === from && untaken.has(candidate))) {
      steps.push({ event: next.event, key: next.to });
      untaken.delete(next);
      from = next.to;
    }
    sequences.push(steps);
  }
  // a start that comes to rest at once (e.g. in a final state) still makes one, empty, path
  return sequences.length === 0 ? [[]] : sequences;
};

/**
 * Paths covering every state and transition the model's scenarios reach. Each path's snapshots are
 * replayed from its events with xstate's pure `transition`, so they are what the machine really
 * reaches; if a replay lands somewhere the graph did not expect, `relevantContext` leaves out
 * context that guards read, and generation fails saying so.
 */
export const generatePaths = (model: MachineModel): ModelPath[] =>
  model.scenarios.flatMap((scenario) => {
    const serialize = serializerFor(model);
    const [initial] = initialTransition(model.machine, scenario.input);
    return edgeSequences(model, initial, scenario.input).map((sequence) => {
      const steps: PathStep[] = [];
      for (const { event, key } of sequence) {
        const [state] = transition(model.machine, steps.at(-1)?.state ?? initial, event);
        if (serialize(state) !== key) {
          throw new Error(`${model.id}: ${event.type} reached ${serialize(state)}, not ${key}; relevantContext misses context a guard reads`);
        }
        steps.push({ event, state });
      }
      return {
        scenario,
        initial,
        steps,
        description: [scenario.name, ...steps.map((step) => `${step.event.type} → ${describeState(step.state)}`)].join(' › '),
      };
    });
  });
