import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { recommendationsMachine, type RecommendationsInput } from '../../machines/recommendations/recommendations.machine.ts';
import type { RecommendedPlan } from '../../contract/index.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';
import { recommendationFixtures as f } from '../../model-tests/lib/recommendation-fixtures.ts';
import { stubActors } from './support.ts';

const run = async (input: RecommendationsInput, outcome: { recs: RecommendedPlan[] } | 'fails') => {
  const stubs = stubActors();
  const errors: unknown[] = [];
  const failure = apiFailure('down', [], 500);
  const machine = recommendationsMachine.provide({
    actors: {
      getRecommendationPopularity: outcome === 'fails' ? stubs.rejects('getRecommendationPopularity', failure) : stubs.resolves('getRecommendationPopularity', outcome),
      getRecommendationFilter: outcome === 'fails' ? stubs.rejects('getRecommendationFilter', failure) : stubs.resolves('getRecommendationFilter', outcome),
      getRecommendationAssociation: outcome === 'fails' ? stubs.rejects('getRecommendationAssociation', failure) : stubs.resolves('getRecommendationAssociation', outcome),
    },
    actions: { logFailure: (_: unknown, { error }: { error: unknown }) => void errors.push(error) },
  });
  const actor = createActor(machine, { input }).start();
  const snapshot = await waitFor(actor, (s) => s.status === 'done');
  return { snapshot, stubs, errors };
};

describe('recommendations machine', () => {
  it('shows at most 5 popular plans on the strip', async () => {
    const { snapshot, stubs } = await run(f.inputs.strip, f.popular);
    expect(snapshot.value).toBe('showing');
    expect(snapshot.context.recs.map((rec) => rec.plan_id)).toEqual([111, 121, 131, 151, 221]);
    expect(stubs.inputsOf('getRecommendationPopularity')).toEqual([{ groupID: 2556 }]);
  });

  it('shows every plan of a list without a limit, through the call its query names', async () => {
    const { snapshot, stubs } = await run(f.inputs.filter, f.popular);
    expect(snapshot.context.recs).toHaveLength(6);
    expect(stubs.inputsOf('getRecommendationFilter')).toEqual([{ tier: 'IO', age: 38, state: 'NY', gender: '1' }]);
    expect(stubs.inputsOf('getRecommendationPopularity')).toEqual([]);
  });

  it("asks the filter call for the plans page's strip and shows at most 5", async () => {
    const { snapshot, stubs } = await run(f.inputs.plans, f.filteredSix);
    expect(snapshot.value).toBe('showing');
    expect(snapshot.context.recs).toHaveLength(5);
    expect(stubs.inputsOf('getRecommendationFilter')).toEqual([{ groupID: 2556, state: 'NY', tier: 'IS', age: 45, gender: '0' }]);
    expect(stubs.inputsOf('getRecommendationPopularity')).toEqual([]);
    expect(stubs.inputsOf('getRecommendationAssociation')).toEqual([]);
  });

  it('asks the association call for the cart', async () => {
    const { stubs } = await run(f.inputs.cart, f.associated);
    expect(stubs.inputsOf('getRecommendationAssociation')).toEqual([{ planID: '121,161', state: 'NY' }]);
  });

  it("reads 'No Any Products.' when nothing is recommended", async () => {
    const { snapshot } = await run(f.inputs.strip, { recs: [] });
    expect(snapshot.value).toBe('empty');
    expect(snapshot.getMeta()['recommendations.empty']).toMatchObject({ message: 'No Any Products.' });
  });

  it('logs a failed call and shows the empty state', async () => {
    const { snapshot, errors } = await run(f.inputs.cart, 'fails');
    expect(snapshot.value).toBe('empty');
    expect(errors).toHaveLength(1);
  });
});
