import type { AnyTransitionDefinition } from 'xstate';

/**
 * A transition named by its source state, event and place in that state's list for the event:
 * `source —event[index]→ targets`. The studio's edges, the model tests' coverage and the journeys
 * analytics counts (contract/analytics-catalog.ts) all use this key.
 */
export const transitionKey = (transition: AnyTransitionDefinition): string => {
  const source = transition.source;
  const siblings = transition.eventType === '' ? (source.always ?? []) : (source.transitions.get(transition.eventType) ?? []);
  const index = siblings.findIndex((candidate) => candidate === transition);
  return `${source.id} —${transition.eventType || 'always'}[${index}]→ ${(transition.target ?? []).map((t) => t.id).join(', ') || '(self)'}`;
};
