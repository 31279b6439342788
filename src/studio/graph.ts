import { and, not, or, type AnyStateMachine, type AnyStateNode } from 'xstate';
import type { MachineLabels } from '../../machines/machine.labels.ts';
import { transitionKey } from '../adapters/transition-key.ts';
import { delayWords, machineWords } from './labels.ts';

/** The key the model tests' coverage uses for a transition (model-tests/lib/machine-shape.ts). */
export { transitionKey };

/** A state of a machine as the studio draws it. */
export interface StudioNode {
  /** The state node's id ("planDetail.offer.pricing"). */
  id: string;
  key: string;
  /** The state in the spec's words (its labels module), what the chart shows by default. */
  label: string;
  /** The parent state's id; null for top-level states (the root is not drawn as a box). */
  parentId: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The initial state of its compound parent (parallel regions are all entered). */
  initial: boolean;
  /** A region of a parallel state. */
  region: boolean;
  children: string[];
  /** Invoked actors: "invoke getQuote" */
  invokes: Array<{ id: string; src: string; label: string }>;
  /** Delayed transitions leaving this state: "after chatErrorDisplay" */
  delays: string[];
  entry: string[];
  exit: string[];
  tags: string[];
  /** meta.title, when the state says what the screen shows. */
  title: string | null;
  /** On a collapsed chart: how many states this collapsed compound state holds out of sight. */
  hidden?: number;
}

/** One transition of a machine; a transition with several targets is one edge per target when drawn. */
export interface StudioEdge {
  /** The same key the model tests' coverage report uses: `source —event[index]→ targets`. */
  key: string;
  source: string;
  /** Target state ids; the source itself for a targetless (internal) transition. */
  targets: string[];
  /** The event type as the machine knows it ('' for always). */
  eventType: string;
  /** How the event reads on the chart: the event type, "always", "after 5000ms", "done: getQuote". */
  event: string;
  guard: string | null;
  /** The event and the guard in the spec's words. */
  eventWords: string;
  guardWords: string | null;
  actions: string[];
  /** No target: only actions run, the state is not left. */
  internal: boolean;
}

export interface StudioGraph {
  machineId: string;
  rootId: string;
  /** Every state node but the root, parents before their children. */
  nodes: StudioNode[];
  edges: StudioEdge[];
}

type Named = { type?: unknown; name?: unknown; guards?: unknown; check?: unknown };

/** An action's name: a string, `{ type }`, or a built-in creator (assign, raise...). */
export const actionName = (action: unknown): string => {
  if (typeof action === 'string') return action;
  if (action && (typeof action === 'object' || typeof action === 'function')) {
    const { type, name } = action as Named;
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
    if (typeof name === 'string' && name) return name;
  }
  return 'anonymous';
};

// higher-order guards are told apart by their check function (their own names are minified in a build)
const combinators = new Map<unknown, string>([
  [(not('x') as unknown as Named).check, 'not'],
  [(and(['x']) as unknown as Named).check, 'and'],
  [(or(['x']) as unknown as Named).check, 'or'],
]);

/** A guard's name: "hasTempId", "not(answersAll)", "and(a, b)". */
export const guardName = (guard: unknown): string | null => {
  if (guard === undefined || guard === null) return null;
  if (typeof guard === 'string') return guard;
  const { type, name, guards, check } = guard as Named;
  if (typeof type === 'string') return type;
  if (typeof check === 'function' && Array.isArray(guards)) {
    return `${combinators.get(check) ?? 'guard'}(${guards.map((inner) => guardName(inner) ?? '?').join(', ')})`;
  }
  return typeof name === 'string' && name ? name : 'inline guard';
};

const afterEvent = /^xstate\.after\.(.+)\.([^.]+(?:\.[^.]+)*)$/;

/** How an event type reads on the chart. */
export const eventLabel = (eventType: string, node?: AnyStateNode): string => {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) {
    const delay = node?.after?.find((after) => after.eventType === eventType)?.delay;
    const shown = delay ?? afterEvent.exec(eventType)?.[1] ?? eventType;
    return `after ${typeof shown === 'number' ? `${shown}ms` : String(shown)}`;
  }
  if (eventType.startsWith('xstate.done.actor.')) return `done: ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error: ${eventType.slice('xstate.error.actor.'.length)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  return eventType;
};

const srcName = (src: unknown): string => (typeof src === 'string' ? src : ((src as { id?: string } | null)?.id ?? 'inline actor'));

/** The machine as the studio's nodes and edges: every state node and every transition it defines. */
export const machineGraph = (machine: AnyStateMachine, labels?: MachineLabels): StudioGraph => {
  const words = machineWords(machine, labels);
  const nodes: StudioNode[] = [];
  const edges: StudioEdge[] = [];
  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    if (parent) {
      const initialIds = parent.type === 'compound' ? (parent.initial?.target ?? []).map((target) => target.id) : [];
      const meta = node.meta as { title?: unknown } | undefined;
      nodes.push({
        id: node.id,
        key: node.key,
        label: words.state(node.id),
        parentId: parent === machine.root ? null : parent.id,
        type: node.type,
        initial: initialIds.includes(node.id),
        region: parent.type === 'parallel',
        children: Object.values(node.states).map((child) => child.id),
        invokes: node.invoke.map((invoke) => ({ id: invoke.id, src: srcName(invoke.src), label: words.actor(srcName(invoke.src)) })),
        delays: (node.after ?? []).map((after) => eventLabel(after.eventType, node)),
        entry: node.entry.map(actionName),
        exit: node.exit.map(actionName),
        tags: [...node.tags],
        title: typeof meta?.title === 'string' ? meta.title : null,
      });
    }
    const transitions = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const transition of transitions) {
      const targets = (transition.target ?? []).map((target) => target.id);
      const guard = guardName(transition.guard);
      edges.push({
        key: transitionKey(transition),
        source: node.id,
        targets: targets.length > 0 ? targets : [node.id],
        eventType: transition.eventType,
        event: eventLabel(transition.eventType, node),
        guard,
        eventWords: words.event(transition.eventType),
        guardWords: guard && words.guard(guard),
        actions: transition.actions.map(actionName),
        internal: targets.length === 0,
      });
    }
    Object.values(node.states).forEach((child) => visit(child, node));
  };
  visit(machine.root, null);
  return { machineId: machine.id, rootId: machine.root.id, nodes, edges };
};

/** What an edge's label says, one line each: event, [guard], / actions. */
export const edgeLabelLines = (edge: StudioEdge): string[] => [
  edge.event,
  ...(edge.guard ? [`[${edge.guard}]`] : []),
  ...(edge.actions.length > 0 ? [`/ ${edge.actions.join(', ')}`] : []),
];

/** An edge's label in words: the event, then "if" and the guard. */
export const edgeWordLines = (edge: StudioEdge): string[] => [edge.eventWords, ...(edge.guardWords ? [`if ${edge.guardWords}`] : [])];

/** A state's box in words: its delays (the actors it runs are a ⚙ after its name, see actorLines; actions and tags are code: shown with ids). */
export const nodeWordLines = (node: StudioNode): string[] => node.delays.map((delay) => `⏱ ${delayWords(delay)}`);

/** The actors a state runs, in words: the hover text under its name. */
export const actorLines = (node: StudioNode): string[] => node.invokes.map((invoke) => `⚙ ${invoke.label}`);

/** What a state's box says under its name: invoked actors, delays, entry/exit actions, tags. */
export const nodeDetailLines = (node: StudioNode): string[] => [
  ...(node.title ? [`“${node.title}”`] : []),
  ...node.invokes.map((invoke) => `invoke ${invoke.src}${invoke.id !== invoke.src ? ` (${invoke.id})` : ''}`),
  ...node.delays.map((delay) => `⏱ ${delay}`),
  ...(node.entry.length > 0 ? [`entry / ${node.entry.join(', ')}`] : []),
  ...(node.exit.length > 0 ? [`exit / ${node.exit.join(', ')}`] : []),
  ...(node.tags.length > 0 ? [`tags: ${node.tags.join(', ')}`] : []),
];
