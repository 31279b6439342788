import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DataOf, RequestOf } from '../../contract/index.ts';
import { recommendationsMachine, type RecommendationsInput } from '../../machines/recommendations/recommendations.machine.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';
import { recommendationFixtures as f } from '../../model-tests/lib/recommendation-fixtures.ts';
import { stubActors } from './support.ts';

/** plan-details as the server answers it: the cards of the ids asked, in their order, none for an unknown id. */
const planDetails = (asked: string[]) =>
  fromPromise<DataOf<'getRecommendationPlanDetails'>, RequestOf<'getRecommendationPlanDetails'>>(async ({ input }) => {
    asked.push(input.plan_list);
    return { plans: input.plan_list.split(',').flatMap((id) => f.six.filter((plan) => plan.plan_id === Number(id))) };
  });

const run = async (input: RecommendationsInput, outcome: { recs: number[] } | 'fails', cards: 'answers' | 'fails' = 'answers') => {
  const stubs = stubActors();
  const errors: unknown[] = [];
  const asked: string[] = [];
  const failure = apiFailure('down', [], 500);
  const machine = recommendationsMachine.provide({
    actors: {
      getRecommendationPlanDetails: cards === 'fails' ? stubs.rejects('getRecommendationPlanDetails', failure) : planDetails(asked),
      getRecommendationPopularity: outcome === 'fails' ? stubs.rejects('getRecommendationPopularity', failure) : stubs.resolves('getRecommendationPopularity', outcome),
      getRecommendationFilter: outcome === 'fails' ? stubs.rejects('getRecommendationFilter', failure) : stubs.resolves('getRecommendationFilter', outcome),
      getRecommendationAssociation: outcome === 'fails' ? stubs.rejects('getRecommendationAssociation', failure) : stubs.resolves('getRecommendationAssociation', outcome),
    },
    actions: { logFailure: (_: unknown, { error }: { error: unknown }) => void errors.push(error) },
  });
  const actor = createActor(machine, { input }).start();
  // the plans rest on show (a strip's carousel takes Previous and Next); the empty state ends
  const snapshot = await waitFor(actor, (s) => s.status === 'done' || s.matches('showing'));
  return { actor, snapshot, stubs, errors, asked };
};

describe('recommendations machine', () => {
  it('shows at most 5 popular plans on the strip, their cards from plan-details (spec 1 §7)', async () => {
    const { snapshot, stubs, asked } = await run(f.inputs.strip, f.popular);
    expect(snapshot.value).toEqual({ showing: 'carousel' });
    expect(asked).toEqual(['111,121,131,151,221']);
    expect(snapshot.context.recs.map((rec) => rec.plan_name)).toEqual(f.six.slice(0, 5).map((plan) => plan.plan_name));
    expect(stubs.inputsOf('getRecommendationPopularity')).toEqual([{ groupID: 2556 }]);
  });

  it('shows only the plans plan-details has cards for; none reads as empty', async () => {
    expect((await run(f.inputs.filter, { recs: [121, 999, 131] })).snapshot.context.recs.map((rec) => rec.plan_id)).toEqual([121, 131]);
    const { snapshot } = await run(f.inputs.filter, { recs: [998, 999] });
    expect(snapshot.value).toBe('empty');
  });

  it('logs a failed plan-details call and shows the empty state', async () => {
    const { snapshot, errors } = await run(f.inputs.strip, f.popular, 'fails');
    expect(snapshot.value).toBe('empty');
    expect(errors).toHaveLength(1);
  });

  it('shows every plan of a list without a limit, through the call its query names', async () => {
    const { snapshot, stubs } = await run(f.inputs.filter, f.popular);
    expect(snapshot.value).toEqual({ showing: 'list' });
    expect(snapshot.context.recs).toHaveLength(6);
    expect(stubs.inputsOf('getRecommendationFilter')).toEqual([{ tier: 'IO', age: 38, state: 'NY', gender: '1' }]);
    expect(stubs.inputsOf('getRecommendationPopularity')).toEqual([]);
  });

  it("asks the filter call for the plans page's strip and shows at most 5", async () => {
    const { snapshot, stubs } = await run(f.inputs.plans, f.filteredSix);
    expect(snapshot.value).toEqual({ showing: 'carousel' });
    expect(snapshot.context.recs).toHaveLength(5);
    expect(stubs.inputsOf('getRecommendationFilter')).toEqual([{ groupID: 2556, state: 'NY', tier: 'IS', age: 45, gender: '0' }]);
    expect(stubs.inputsOf('getRecommendationPopularity')).toEqual([]);
    expect(stubs.inputsOf('getRecommendationAssociation')).toEqual([]);
  });

  it('asks the association call for the cart', async () => {
    const { stubs } = await run(f.inputs.cart, f.associated);
    expect(stubs.inputsOf('getRecommendationAssociation')).toEqual([{ planID: '121,161', state: 'NY' }]);
  });

  it("reads 'No Any Products.' when nothing is recommended, without asking for cards", async () => {
    const { snapshot, asked } = await run(f.inputs.strip, { recs: [] });
    expect(snapshot.value).toBe('empty');
    expect(asked).toEqual([]);
    expect(snapshot.getMeta()['recommendations.empty']).toMatchObject({ message: 'No Any Products.' });
  });

  it('logs a failed call and shows the empty state', async () => {
    const { snapshot, errors } = await run(f.inputs.cart, 'fails');
    expect(snapshot.value).toBe('empty');
    expect(errors).toHaveLength(1);
  });

  // spec 1 §2: the carousel shows at most 5 plans, responsive with 1, 2, 3 and 5 columns
  describe('the strip is a carousel: a window of 1, 2, 3 or 5 columns moved by Previous and Next', () => {
    const windowOf = (actor: Awaited<ReturnType<typeof run>>['actor']) => {
      const { context } = actor.getSnapshot();
      return context.recs.slice(context.start, context.start + context.columns).map((plan) => plan.plan_id);
    };

    it('starts at the first plan, one column wide until the layout tells how many it shows', async () => {
      const { actor } = await run(f.inputs.strip, f.popular);
      expect(windowOf(actor)).toEqual([111]);
      expect(actor.getSnapshot().can({ type: 'user.previous' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'user.next' })).toBe(true);
    });


    it('Next and Previous move the window a plan at a time, and stop at either end (three columns laid out)', async () => {
      const { actor } = await run(f.inputs.strip, f.popular);
      actor.send({ type: 'view.resized', columns: 3 });
      expect(windowOf(actor)).toEqual([111, 121, 131]);
      actor.send({ type: 'user.next' });
      actor.send({ type: 'user.next' });
      expect(windowOf(actor)).toEqual([131, 151, 221]);
      expect(actor.getSnapshot().can({ type: 'user.next' })).toBe(false);
      actor.send({ type: 'user.next' });
      expect(windowOf(actor)).toEqual([131, 151, 221]);
      actor.send({ type: 'user.previous' });
      expect(windowOf(actor)).toEqual([121, 131, 151]);
      actor.send({ type: 'user.previous' });
      actor.send({ type: 'user.previous' });
      expect(windowOf(actor)).toEqual([111, 121, 131]);
    });

    it('five columns show all five, with nothing before or after; fewer columns keep the first plan shown', async () => {
      const { actor } = await run(f.inputs.strip, f.popular);
      actor.send({ type: 'view.resized', columns: 2 });
      actor.send({ type: 'user.next' });
      actor.send({ type: 'user.next' });
      expect(windowOf(actor)).toEqual([131, 151]);
      actor.send({ type: 'view.resized', columns: 5 });
      expect(windowOf(actor)).toEqual([111, 121, 131, 151, 221]);
      expect(actor.getSnapshot().can({ type: 'user.previous' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'user.next' })).toBe(false);
      actor.send({ type: 'view.resized', columns: 1 });
      expect(windowOf(actor)).toEqual([111]);
    });
  });
});
