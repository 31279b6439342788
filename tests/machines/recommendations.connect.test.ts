import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { connectCarousel } from '../../machines/recommendations/recommendations.connect.ts';
import { recommendationsMachine, type RecommendationsInput } from '../../machines/recommendations/recommendations.machine.ts';
import { recommendationFixtures as f } from '../../model-tests/lib/recommendation-fixtures.ts';
import { stubActors } from './support.ts';

/** A strip showing `count` of the fixtures' plans. */
const strip = async (count: number, input: RecommendationsInput = f.inputs.strip) => {
  const plans = f.six.slice(0, count);
  const stubs = stubActors();
  const answer = { recs: plans.map((plan) => plan.plan_id) };
  const machine = recommendationsMachine.provide({
    actors: {
      getRecommendationPopularity: stubs.resolves('getRecommendationPopularity', answer),
      getRecommendationFilter: stubs.resolves('getRecommendationFilter', answer),
      getRecommendationAssociation: stubs.resolves('getRecommendationAssociation', answer),
      getRecommendationPlanDetails: stubs.resolves('getRecommendationPlanDetails', { plans }),
    },
  });
  const actor = createActor(machine, { input }).start();
  await waitFor(actor, (snapshot) => snapshot.matches({ showing: 'carousel' }));
  return actor;
};

/** The plans shown at a breakpoint, by id. */
const shownAt = (actor: Awaited<ReturnType<typeof strip>>, breakpoint: 'base' | 'sm' | 'md' | 'xl') =>
  connectCarousel(actor.getSnapshot())
    .plans.filter(({ shownAt }) => shownAt[breakpoint])
    .map(({ plan }) => plan.plan_id);

// spec 1 §2: at most 5 plans, responsive with 1, 2, 3 and 5 columns; the page's CSS picks them by
// width, so the carousel says what shows at every breakpoint at once (the server knows no width)
describe('connectCarousel: the strip at every width at once', () => {
  it('shows from the first plan as many as each width has columns, every plan in the HTML', async () => {
    const actor = await strip(5);
    expect(connectCarousel(actor.getSnapshot()).plans).toHaveLength(5);
    expect(shownAt(actor, 'base')).toEqual([111]);
    expect(shownAt(actor, 'sm')).toEqual([111, 121]);
    expect(shownAt(actor, 'md')).toEqual([111, 121, 131]);
    expect(shownAt(actor, 'xl')).toEqual([111, 121, 131, 151, 221]);
  });

  it('moves the window at every width as Next moves its first plan', async () => {
    const actor = await strip(5);
    actor.send({ type: 'user.next' });
    expect(shownAt(actor, 'base')).toEqual([121]);
    expect(shownAt(actor, 'md')).toEqual([121, 131, 151]);
  });

  it('offers Previous and Next where not every plan fits', async () => {
    expect(connectCarousel((await strip(5)).getSnapshot()).movesAt).toEqual({ base: true, sm: true, md: true, xl: false });
    expect(connectCarousel((await strip(2, f.inputs.plans)).getSnapshot()).movesAt).toEqual({ base: true, sm: false, md: false, xl: false });
    expect(connectCarousel((await strip(1, f.inputs.cart)).getSnapshot()).movesAt).toEqual({ base: false, sm: false, md: false, xl: false });
  });

  it('disables Previous at the first plan and Next once the columns the layout shows reach the last', async () => {
    const actor = await strip(5);
    expect(connectCarousel(actor.getSnapshot())).toMatchObject({ previousDisabled: true, nextDisabled: false });
    actor.send({ type: 'view.resized', columns: 3 });
    actor.send({ type: 'user.next' });
    actor.send({ type: 'user.next' });
    expect(connectCarousel(actor.getSnapshot())).toMatchObject({ previousDisabled: false, nextDisabled: true });
  });
});
