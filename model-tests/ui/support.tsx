import { ChakraProvider } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createActor, fromPromise, initialTransition, transition, type AnyActorRef, type AnyStateMachine, type EventObject, type InspectionEvent } from 'xstate';
import { machineShape, transitionKey } from '../lib/machine-shape.ts';
import type { MachineModel } from '../lib/model.ts';
import type { ModelPath } from '../lib/paths.ts';
import { ChromeActorProvider } from '../../src/features/chrome/chrome-actor.tsx';
import { system } from '../../src/theme/system.ts';
import '../../tests/jsdom-shims.ts';
import { startedChrome } from '../../tests/ui/render.tsx';


/**
 * Promise actors the walk settles: each invocation waits until the path's
 * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` step resolves or rejects it.
 */
export const settledActors = <Names extends string>(names: readonly Names[]) => {
  const pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  // a stub answers whatever output the path's step carries, so it fits any actor slot
  const actors = Object.fromEntries(
    names.map((name) => [name, fromPromise(() => new Promise((resolve, reject) => pending.set(name, { resolve, reject })))]),
  ) as unknown as Record<Names, never>;
  /** Settles the actor an actor-result event names; false for any other event. */
  const settle = (event: EventObject & { output?: unknown; error?: unknown }): boolean => {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!match) return false;
    const waiting = pending.get(match[2]!);
    if (!waiting) throw new Error(`nothing pending for ${event.type}`);
    pending.delete(match[2]!);
    if (match[1] === 'done') waiting.resolve(event.output);
    else waiting.reject(event.error);
    return true;
  };
  return { actors, settle };
};

/** States entered and transitions taken while walking, against everything the machine defines. */
export const coverageOf = (machine: AnyStateMachine) => {
  const shape = machineShape(machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    for (const transition of event._transitions) {
      transitions.add(transitionKey(transition));
      // transient states (an initial `always` chooser) show up only as a transition's source
      states.add(transition.source.id);
    }
    for (const node of (event.snapshot as { _nodes?: { id: string }[] })._nodes ?? []) states.add(node.id);
  };
  const report = () =>
    `${machine.id} (UI walk): states ${[...states].filter((id) => shape.states.includes(id)).length}/${shape.states.length}, ` +
    `transitions ${[...transitions].filter((key) => shape.transitions.includes(key)).length}/${shape.transitions.length}`;
  const missing = () => ({
    states: shape.states.filter((id) => !states.has(id)),
    transitions: shape.transitions.filter((key) => !transitions.has(key)),
  });
  return { inspect, report, missing };
};

/** Whether the actor's state value equals `expected`. */
export const sameValue = (actor: AnyActorRef, expected: unknown) => JSON.stringify(actor.getSnapshot().value) === JSON.stringify(expected);

/**
 * Where `event` leads from the actor's snapshot, by the machine's pure transition. (The walk
 * reads the path's events only: `generatePaths` pairs each event with the state after the
 * next one, and its first event is `xstate.init`.)
 */
export const expectedAfter = (machine: AnyStateMachine, actor: AnyActorRef, event: EventObject) =>
  transition(machine, actor.getSnapshot(), event)[0];

/** Renders `ui` in the app's Chakra system with a query client seeded with `data`. */
export const renderScreen = (ui: ReactNode, data: [readonly unknown[], unknown][] = []) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const [key, value] of data) queryClient.setQueryData(key, value);
  return render(
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        <ChromeActorProvider value={startedChrome()}>{ui}</ChromeActorProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
};

/**
 * The model's paths, plus an empty path for each scenario the machine decides without any event
 * (start-up answering from the URL alone): the graph has no edge for those, the screen still
 * has something to show.
 */
export const pathsOf = (model: MachineModel, generate: (model: MachineModel) => ModelPath[]): ModelPath[] => {
  const paths = generate(model);
  const idle = model.scenarios
    .filter((scenario) => !paths.some((path) => path.scenario === scenario))
    .map((scenario) => ({
      scenario,
      initial: initialTransition(model.machine, scenario.input)[0],
      steps: [],
      description: `${scenario.name} › decided without an event`,
    }));
  return [...paths, ...idle];
};

/**
 * Paths worth rendering when a machine has many (parallel regions times context): greedily, the
 * path taking most of what is still untaken, until every state and transition is; every scenario
 * keeps one path, as each starts the screen differently. `headless` is the machine with actors
 * that never settle (their results are sent as the events they are); `usable` drops paths the
 * screen cannot replay.
 */
export const coveringPaths = (headless: AnyStateMachine, paths: readonly ModelPath[], usable: (path: ModelPath) => boolean = () => true): ModelPath[] => {
  const shape = machineShape(headless);
  const takenBy = (path: ModelPath): Set<string> => {
    const coverage = coverageOf(headless);
    const actor = createActor(headless, { input: path.scenario.input, inspect: coverage.inspect }).start();
    for (const { event } of path.steps) actor.send(event);
    actor.stop();
    const { states, transitions } = coverage.missing();
    return new Set([...shape.states.filter((id) => !states.includes(id)), ...shape.transitions.filter((key) => !transitions.includes(key))]);
  };
  const candidates = paths.filter(usable).map((path) => ({ path, taken: takenBy(path) }));
  const untaken = new Set(candidates.flatMap(({ taken }) => [...taken]));
  const chosen: ModelPath[] = [];
  const gain = ({ path, taken }: (typeof candidates)[number]) =>
    [...taken].filter((key) => untaken.has(key)).length + (chosen.some((other) => other.scenario === path.scenario) ? 0 : 1);
  while (candidates.some((candidate) => gain(candidate) > 0)) {
    const best = candidates.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best.path);
    for (const key of best.taken) untaken.delete(key);
  }
  return chosen;
};
