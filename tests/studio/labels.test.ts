import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import { dependentStepMachine } from '../../machines/enrollment/dependent-step.machine.ts';
import { dependentStepLabels } from '../../machines/enrollment/dependent-step.labels.ts';
import { machineGraph } from '../../src/studio/graph.ts';
import { guardLeaves, machineWords } from '../../src/studio/labels.ts';
import { findStates } from '../../src/studio/find.ts';
import { liveActorName, tabsInOrder, type LiveActor } from '../../src/studio/use-live.ts';

/** What a machine must have a label for: every state (by path), event it takes, named guard and invoked actor. */
const labelled = (entry: (typeof machineRegistry)[number]) => {
  const graph = machineGraph(entry.machine);
  return {
    states: graph.nodes.map((node) => node.id.slice(graph.rootId.length + 1)),
    events: [...new Set(graph.edges.map((edge) => edge.eventType).filter((type) => type !== '' && !type.startsWith('xstate.')))],
    guards: [...new Set(graph.edges.flatMap((edge) => (edge.guard ? guardLeaves(edge.guard) : [])))],
    actors: [...new Set(graph.nodes.flatMap((node) => node.invokes.map((invoke) => invoke.src)))],
  };
};

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s in words', (_, entry) => {
  const wanted = labelled(entry);
  it.each(['states', 'events', 'guards', 'actors'] as const)('labels every one of its %s, and nothing it does not have', (kind) => {
    const missing = wanted[kind].filter((name) => !entry.labels[kind][name]?.trim());
    expect(missing, `${entry.id}: ${kind} without a label in its .labels.ts`).toEqual([]);
    expect(Object.keys(entry.labels[kind]).filter((name) => !wanted[kind].includes(name)), `${entry.id}: labels of ${kind} it does not have`).toEqual([]);
  });
});

describe('words', () => {
  const words = machineWords(dependentStepMachine, dependentStepLabels);
  it("words XState's own events from their actor and the guards' combinators from their parts", () => {
    expect(words.event('xstate.done.actor.saveDependentInfo')).toBe(`${dependentStepLabels.actors.saveDependentInfo}: done`);
    expect(words.event('xstate.error.actor.saveDependentInfo')).toBe(`${dependentStepLabels.actors.saveDependentInfo}: failed`);
    expect(words.event('xstate.init')).toBe('Started');
    expect(words.event('user.answerSpouse')).toBe(dependentStepLabels.events['user.answerSpouse']);
    expect(words.guard('not(answeredYes)')).toBe(`not: ${dependentStepLabels.guards.answeredYes}`);
    expect(words.guard('or(answeredYes, healthRequired)')).toBe(`${dependentStepLabels.guards.answeredYes} or ${dependentStepLabels.guards.healthRequired}`);
    expect(words.state('dependentStep.askingSpouse')).toBe(dependentStepLabels.states.askingSpouse);
  });

  it('finds a state by words of its label or its id', () => {
    const graph = machineGraph(dependentStepMachine, dependentStepLabels);
    expect(findStates(graph, 'spouse').map((node) => node.id)[0]).toBe('dependentStep.askingSpouse');
    expect(findStates(graph, 'askingSpouse').map((node) => node.id)).toEqual(['dependentStep.askingSpouse']);
    expect(findStates(graph, dependentStepLabels.states.askingSpouse!.toUpperCase()).map((node) => node.id)[0]).toBe('dependentStep.askingSpouse');
    expect(findStates(graph, 'no such words')).toEqual([]);
  });
});

describe('live actors', () => {
  const actor = (tab: string, page: string, since: number, at: number): LiveActor => ({ tab, page, since, at, sessionId: `x:${since}`, machineId: 'plans', parentSessionId: null, value: 'menu', status: 'active', context: {} });
  it('are named by their tab, page and time active, not by their actor ids', () => {
    const tabs = tabsInOrder([actor('b', '/', 2000, 3000), actor('a', '/plans', 1000, 3000), actor('c', '/plans', 500, 120_500)]);
    expect(liveActorName(actor('c', '/plans', 500, 120_500), tabs)).toBe('Tab 1: Plans page, active 2 min');
    expect(liveActorName(actor('b', '/', 2000, 3000), tabs)).toBe('Tab 3: Home page, active 1 s');
    expect(liveActorName(actor('a', '/plan-detail/12', 1000, 3000), tabs)).toBe('Tab 2: Plan detail page, active 2 s');
  });
});
