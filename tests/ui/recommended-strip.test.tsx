// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RecommendationQuery } from '../../machines/recommendations/recommendations.machine.ts';
import { recommendationsMachine } from '../../machines/recommendations/recommendations.machine.ts';
import { recommendationFixtures as fx } from '../../model-tests/lib/recommendation-fixtures.ts';
import { handedSnapshots, PageActorsProvider } from '../../src/adapters/page-actors.ts';
import { RecommendedStrip } from '../../src/features/recommendations/RecommendedPlans.tsx';
import { renderWithProviders } from './render.tsx';

afterEach(cleanup);

const quoteAged = (age: number): RecommendationQuery => ({ kind: 'filter', request: { state: 'NY', tier: 'IS', age, gender: '1' } });

/** The strip as the server ran it for `query`, persisted as the page hands it over. */
const serverStrip = async (query: RecommendationQuery) => {
  const machine = recommendationsMachine.provide({
    actors: {
      getRecommendationFilter: fromPromise(async () => fx.filtered),
      getRecommendationPlanDetails: fromPromise(async () => fx.cards),
    },
  });
  const actor = createActor(machine, { input: { query, limit: 5 } }).start();
  await waitFor(actor, (snapshot) => !snapshot.hasTag('loading'));
  return actor.getPersistedSnapshot();
};

describe('the recommended strip taken over from the server', () => {
  it("links View All to the quote the server asked for, not to the browser's age computed again", async () => {
    // the server's day: 45; the browser's, past the visitor's birthday already: 46
    const handed = handedSnapshots({ plansRecommendations: await serverStrip(quoteAged(45)) });
    const root = createRootRoute();
    const page = createRoute({
      getParentRoute: () => root,
      path: '/{-$landing}/plans',
      component: () => (
        <PageActorsProvider value={handed}>
          <RecommendedStrip query={quoteAged(46)} handedAs="plansRecommendations" />
        </PageActorsProvider>
      ),
    });
    const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/plans'] }) });
    renderWithProviders(<RouterProvider router={router as AnyRouter} />);
    const viewAll = await screen.findByRole('link', { name: 'View All' });
    expect(new URL(viewAll.getAttribute('href')!, 'http://localhost').searchParams.get('age')).toBe('45');
  });
});
