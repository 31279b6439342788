import type { AnyStateMachine } from 'xstate';
import type { MachineLabels } from '../../machines/machine.labels.ts';
import { stateIdsOfValue } from './simulate.ts';

/** How the studio names things: the spec's words (the default) or XState's ids. */
export type Naming = 'words' | 'ids';

/** A machine's words: its labels, falling back to the id where one is missing. */
export interface Words {
  rootId: string;
  /** A state by its id ("dependentStep.askingSpouse"). */
  state: (id: string) => string;
  /** An event type as the machine receives it, XState's own events worded from their actor or state. */
  event: (eventType: string) => string;
  /** A guard as graph.ts names it: "hasSteps", "not(isWizard)", "or(a, b)". */
  guard: (name: string) => string;
  actor: (src: string) => string;
}

const seconds = (ms: number) => `${ms / 1000} s`;

/** A guard name split into its combinator and operands: "and(a, not(b))" → and [a, not(b)]. */
export const splitGuard = (name: string): { combinator: 'not' | 'and' | 'or'; operands: string[] } | null => {
  const match = /^(not|and|or)\((.*)\)$/.exec(name);
  if (!match) return null;
  const operands: string[] = [];
  let depth = 0;
  let from = 0;
  const inner = match[2]!;
  for (let at = 0; at < inner.length; at++) {
    if (inner[at] === '(') depth++;
    else if (inner[at] === ')') depth--;
    else if (inner[at] === ',' && depth === 0) {
      operands.push(inner.slice(from, at).trim());
      from = at + 1;
    }
  }
  operands.push(inner.slice(from).trim());
  return { combinator: match[1] as 'not' | 'and' | 'or', operands };
};

/** The named guards a guard is made of ("and(a, not(b))" → a, b). */
export const guardLeaves = (name: string): string[] => splitGuard(name)?.operands.flatMap(guardLeaves) ?? [name];

/** The invoke ids of a machine mapped to their actors' srcs (done and error events carry the invoke id). */
const invokedSrcs = (machine: AnyStateMachine): Map<string, string> => {
  const srcs = new Map<string, string>();
  const visit = (node: AnyStateMachine['root']) => {
    for (const invoke of node.invoke) srcs.set(invoke.id, typeof invoke.src === 'string' ? invoke.src : invoke.id);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return srcs;
};

/** The words of one machine, from its labels module (machines/<flow>/<name>.labels.ts). */
export const machineWords = (machine: AnyStateMachine, labels: MachineLabels | undefined): Words => {
  const rootId = machine.root.id;
  const srcs = invokedSrcs(machine);
  const actor = (src: string) => labels?.actors[src] ?? src;
  const state = (id: string) => {
    const path = id.startsWith(`${rootId}.`) ? id.slice(rootId.length + 1) : id;
    return labels?.states[path] ?? path;
  };
  const guard = (name: string): string => {
    const split = splitGuard(name);
    if (!split) return labels?.guards[name] ?? name;
    const parts = split.operands.map(guard);
    return split.combinator === 'not' ? `not: ${parts[0]}` : parts.join(split.combinator === 'and' ? ' and ' : ' or ');
  };
  const event = (eventType: string): string => {
    if (eventType === '') return 'At once';
    if (eventType === 'xstate.init') return 'Started';
    const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    if (done) return `${actor(srcs.get(done[2]!) ?? done[2]!)}: ${done[1] === 'done' ? 'done' : 'failed'}`;
    if (eventType.startsWith('xstate.done.state.')) return `${state(eventType.slice('xstate.done.state.'.length))}: finished`;
    const after = /^xstate\.after\.(\d+)\./.exec(eventType);
    if (after) return `After ${seconds(Number(after[1]))}`;
    if (eventType.startsWith('xstate.after.')) return `After a pause`;
    return labels?.events[eventType] ?? eventType;
  };
  return { rootId, state, event, guard, actor };
};

/** A delay as the chart shows it in words: "after 5000ms" → "after 5 s"; a named delay stays. */
export const delayWords = (delay: string) => delay.replace(/^after (\d+)ms$/, (_, ms: string) => `after ${seconds(Number(ms))}`);

/** A state value in words: the labels of its deepest states ("Spouse question", or "Loading plans · Filter summary"). */
export const valueWords = (words: Words, value: unknown): string => {
  const ids = stateIdsOfValue(words.rootId, value);
  const deepest = ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)));
  return deepest.map(words.state).join(' · ');
};
