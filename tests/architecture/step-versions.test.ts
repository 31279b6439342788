import { describe, expect, it } from 'vitest';
import { savedTabOf, stepLoads, stepOf, stepSaves, type EndpointName, type RequestOf } from '../../contract/index.ts';
import { stepDescriptors } from '../../machines/enrollment/steps/index.ts';

// A step's version travels only on the calls contract/step-versions.ts names: every step must load
// and save through them, or its saves would go unchecked (docs/security.md).

const callsOf = (step: (typeof stepDescriptors)[number]): readonly EndpointName[] =>
  Array.isArray(step.calls) ? step.calls : Object.values(step.calls as Record<string, EndpointName>);

/** The step a call names for this tab's requests (a column or tab field naming the step itself). */
const stepNamedBy = (table: typeof stepLoads, name: EndpointName, tab: ReturnType<typeof savedTabOf>) =>
  stepOf(table, name, { enrollment_id: 'TE1', column: tab, tab } as unknown as RequestOf<typeof name>);

describe('every step', () => {
  it.each(stepDescriptors.map((step) => [step.tab, step] as const))('%s loads and saves through calls that carry its version', (_, step) => {
    const saved = savedTabOf(step.tab);
    const calls = callsOf(step);
    expect(calls.filter((name) => stepNamedBy(stepLoads, name, saved) === saved)).not.toEqual([]);
    expect(calls.filter((name) => stepNamedBy(stepSaves, name, saved) === saved)).not.toEqual([]);
  });
});
