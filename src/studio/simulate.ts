import { __unsafe_getAllOwnEventDescriptors, initialTransition, transition, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import type { CoverageReport } from './coverage.ts';

/** An event the analyst may send: what it reads as on the button and the event itself. */
export interface EventChoice {
  label: string;
  event: EventObject;
}

const actorResult = /^xstate\.(done|error)\.actor\.(.+)$/;

const brief = (value: unknown, max = 48) => {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
};

/** How a choice reads: "user.next {…}", "done: getQuote → {…}", "error: getQuote (Not found)". */
export const choiceLabel = (event: EventObject, name?: (eventType: string) => string): string => {
  const result = actorResult.exec(event.type);
  const payload = event as EventObject & { output?: unknown; error?: unknown };
  if (result?.[1] === 'done') return `${name?.(event.type) ?? `done: ${result[2]}`} → ${brief(payload.output)}`;
  if (result?.[1] === 'error') {
    const error = payload.error as { message?: unknown } | undefined;
    return `${name?.(event.type) ?? `error: ${result[2]}`} (${typeof error?.message === 'string' ? error.message : brief(error)})`;
  }
  const { type: _type, ...rest } = event;
  const named = name?.(event.type) ?? event.type;
  return Object.keys(rest).length > 0 ? `${named} ${brief(rest)}` : named;
};

/**
 * The events the model tests send, by type, each payload once: actor results with contract-valid
 * outputs and errors, user events with their values. The simulator offers them as choices.
 */
export const eventChoicesFrom = (report: CoverageReport | null): Map<string, EventObject[]> => {
  const byType = new Map<string, Map<string, EventObject>>();
  for (const path of report?.paths ?? []) {
    for (const step of path.steps ?? []) {
      const seen = byType.get(step.event.type) ?? new Map<string, EventObject>();
      seen.set(JSON.stringify(step.event), step.event);
      byType.set(step.event.type, seen);
    }
  }
  return new Map([...byType].map(([type, events]) => [type, [...events.values()]]));
};

/** Without a report an actor result still has both branches: done without output, error with a message. */
const fallbackEvent = (type: string): EventObject => {
  const result = actorResult.exec(type);
  if (result?.[1] === 'done') return { type, output: undefined } as EventObject;
  if (result?.[1] === 'error') return { type, error: { name: 'Error', message: 'Simulated failure' } } as EventObject;
  return { type };
};

/** The choices enabled in `snapshot`: every event type it accepts, each payload whose guards pass. */
export const enabledChoices = (snapshot: AnyMachineSnapshot, known: Map<string, EventObject[]>): EventChoice[] => {
  if (snapshot.status !== 'active') return [];
  return __unsafe_getAllOwnEventDescriptors(snapshot)
    .filter((type) => type !== '*' && !type.endsWith('.*'))
    .flatMap((type) => {
      const candidates = known.get(type) ?? [fallbackEvent(type)];
      const enabled = candidates.filter((event) => {
        try {
          return snapshot.can(event);
        } catch {
          return false;
        }
      });
      const offered = enabled.length > 0 ? enabled : candidates.slice(0, 0);
      return offered.map((event) => ({ label: choiceLabel(event), event }));
    });
};

const simulated = new WeakMap<AnyStateMachine, AnyStateMachine>();
/**
 * The machine as the studio simulates it: its named actions that send to another actor do
 * nothing, as no other actor runs (a step machine tells the wizard engine, its parent, on entry:
 * without one XState fails the snapshot and no event is enabled).
 */
const simulationOf = (machine: AnyStateMachine): AnyStateMachine => {
  const sending = Object.entries(machine.implementations.actions).filter(([, action]) => (action as { type?: unknown }).type === 'xstate.sendTo');
  if (!simulated.has(machine)) simulated.set(machine, machine.provide({ actions: Object.fromEntries(sending.map(([name]) => [name, () => undefined])) }));
  return simulated.get(machine)!;
};

export const initialSnapshot = (machine: AnyStateMachine, input: unknown): AnyMachineSnapshot => initialTransition(simulationOf(machine), input)[0] as AnyMachineSnapshot;

/** The pure next snapshot: no actor runs, no effect happens; actor results are events the analyst chooses. */
export const nextSnapshot = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): AnyMachineSnapshot =>
  transition(simulationOf(machine), snapshot, event)[0] as AnyMachineSnapshot;

/** The ids of the states a snapshot is in (the root left out). */
export const activeStateIds = (snapshot: AnyMachineSnapshot, rootId: string): string[] =>
  snapshot._nodes.map((node) => node.id).filter((id) => id !== rootId);

/** The ids of the states a state value names ("a.b" or { a: 'b', c: 'd' }), ancestors included. */
export const stateIdsOfValue = (rootId: string, value: unknown): string[] => {
  const out: string[] = [];
  const walk = (prefix: string, at: unknown) => {
    if (typeof at === 'string') out.push(`${prefix}.${at}`);
    else if (at && typeof at === 'object') {
      for (const [key, inner] of Object.entries(at)) {
        out.push(`${prefix}.${key}`);
        walk(`${prefix}.${key}`, inner);
      }
    }
  };
  walk(rootId, value);
  return out;
};
