// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { categoryLabels } from '../../contract/index.ts';
import { recommendationCalls, recommendationsMachine } from '../../machines/recommendations/recommendations.machine.ts';
import { RecommendedView, type RecommendationsActor } from '../../src/features/recommendations/RecommendedPlans.tsx';
import { generatePaths } from '../lib/paths.ts';
import { recommendationsModel } from '../models/recommendations.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

/** The plans under /jane/recommend-list in a memory router, so their detail links resolve. */
const routed = (actor: RecommendationsActor) => {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: '/{-$landing}/recommend-list', component: () => <RecommendedView actor={actor} /> });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/jane/recommend-list'] }) });
  return <RouterProvider router={router as AnyRouter} />;
};

/** Previous and Next are the carousel's buttons; the screen's width comes from the view, sent as it sends it. */
const replay = async (user: User, event: EventObject, actor: RecommendationsActor) => {
  const button = { 'user.previous': 'Previous recommended plans', 'user.next': 'Next recommended plans' }[event.type];
  if (button) {
    const shown = screen.queryByRole('button', { name: button });
    if (shown) return user.click(shown);
    // every plan fits: no buttons, and nothing for the event to move
    expect(actor.getSnapshot().can(event as Parameters<RecommendationsActor['send']>[0])).toBe(false);
    return void actor.send(event as Parameters<RecommendationsActor['send']>[0]);
  }
  if (event.type === 'view.resized') return void actor.send(event as Parameters<RecommendationsActor['send']>[0]);
  throw new Error(`no way to replay ${event.type} on recommendations`);
};

/**
 * A spinner while the call runs; each plan shown with its Starting From price and category; or 'No
 * Any Products.'. A strip has every plan in its HTML, and the page's CSS shows the window for the
 * width: jsdom applies no media query, so what shows here is the narrowest screen's, one plan from
 * the window's first (the wider windows are the e2e's, at 768 and 1280 px).
 */
const assertScreen = async (state: SnapshotFrom<typeof recommendationsMachine>) => {
  if (state.hasTag('loading')) return void expect(await screen.findByRole('status', { name: 'Loading recommended plans' })).toBeTruthy();
  if (state.matches('empty')) return void expect(await screen.findByText('No Any Products.')).toBeTruthy();
  const list = await screen.findByRole('list', { name: 'Recommended plans' });
  const { recs, start, columns, limit } = state.context;
  expect(recs.length).toBeLessThanOrEqual(limit ?? Infinity);
  expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(recs.length);
  // a strip is a carousel (spec 1 §2): its window of plans, Previous and Next while one lies before or after
  const carousel = state.matches({ showing: 'carousel' });
  const shown = carousel ? recs.slice(start, start + 1) : recs;
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(shown.length);
  const before = carousel && start > 0;
  const after = carousel && start + columns < recs.length;
  const buttons = ['Previous recommended plans', 'Next recommended plans'].map((name) => screen.queryByRole('button', { name }));
  // on a phone the buttons show while the strip has more than one plan
  if (carousel && recs.length > 1) expect(buttons.map((button) => button?.getAttribute('aria-disabled'))).toEqual([String(!before), String(!after)]);
  else expect(buttons).toEqual([null, null]);
  shown.forEach((plan, index) => {
    const item = within(items[index]!);
    expect(item.getByRole('link', { name: plan.plan_name })).toBeTruthy();
    expect(item.getByText('Starting From')).toBeTruthy();
    expect(item.getByText(`$${plan.plan_price.toFixed(2)}`)).toBeTruthy();
    expect(item.getByText(categoryLabels[plan.plan_category])).toBeTruthy();
  });
};

const recommendationsScreen: ScreenWalk<typeof recommendationsMachine> = {
  machine: recommendationsMachine,
  calls: recommendationCalls,
  render: (actor) => routed(actor as RecommendationsActor),
  replay,
  assertScreen,
};

describe('recommendations: model paths covering every state and transition, replayed through the strip', () => {
  const coverage = coverageOf(recommendationsMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(recommendationsModel, generatePaths).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walkScreen(recommendationsScreen, path, coverage),
    20_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
