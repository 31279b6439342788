import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/** A transition named by its source state, event and place in that state's list for the event. */
export const transitionKey = (transition: AnyTransitionDefinition): string => {
  const source = transition.source;
  const siblings = transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const index = siblings.findIndex((candidate) => candidate === transition);
  return `${source.id} —${transition.eventType || 'always'}[${index}]→ ${(transition.target ?? []).map((t) => t.id).join(', ') || '(self)'}`;
};

const descendants = (node: AnyStateNode): AnyStateNode[] =>
  Object.values(node.states).flatMap((child) => [child, ...descendants(child)]);

/** Every state (by id, the root excluded) and every transition a machine defines. */
export const machineShape = (machine: AnyStateMachine) => {
  const nodes = [machine.root, ...descendants(machine.root)];
  return {
    states: nodes.slice(1).map((node) => node.id),
    transitions: nodes.flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])]).map(transitionKey),
  };
};
