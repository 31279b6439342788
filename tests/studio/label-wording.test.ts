import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import type { MachineLabels } from '../../machines/machine.labels.ts';
import { codeLikeLabels } from './label-wording.ts';

describe.each(machineRegistry.map((entry) => [entry.id, entry.labels] as const))('%s reads in the spec\'s words', (_, labels: MachineLabels) => {
  it('has no label that reads like code', () => {
    expect(codeLikeLabels(labels)).toEqual([]);
  });
});

describe('a code-like label', () => {
  const only = (kind: keyof MachineLabels, name: string, label: string) =>
    codeLikeLabels({ states: {}, events: {}, guards: {}, actors: {}, [kind]: { [name]: label } });
  it.each([
    ['states', 'checkingAdd', 'Checking add'],
    ['states', 'loadingMoreRequirement', 'Loading more requirement'],
    ['guards', 'hasDraftId', 'Has draft ID'],
    ['guards', 'isListedEntry', 'Listed entry?'],
    ['actors', 'getAgentInfoEnroll', 'Loading agent information enroll'],
    ['actors', 'updateFilter', 'Updating filter'],
    ['events', 'user.pickPlan', 'pickPlan'],
    ['events', 'user.pickPlan', 'Calls the API'],
    ['states', 'done', 'xstate done'],
  ] as const)('is caught: %s %s "%s"', (kind, name, label) => {
    expect(only(kind, name, label)).not.toEqual([]);
  });
  it.each([
    ['states', 'checkingAdd', 'Checking the new dependent'],
    ['states', 'askingSpouse', 'Asking whether the spouse enrolls'],
    ['guards', 'hasDraftId', 'A saved enrollment exists'],
    ['states', 'saving', 'Saving'],
  ] as const)('is not: %s %s "%s"', (kind, name, label) => {
    expect(only(kind, name, label)).toEqual([]);
  });
});
