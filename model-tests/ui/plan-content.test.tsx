// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import { planContentCalls, planContentMachine, type PlanContentInput } from '../../machines/plan-detail/plan-content.machine.ts';
import { planDetailCalls, planDetailMachine } from '../../machines/plan-detail/plan-detail.machine.ts';
import { PlanDetailView } from '../../src/features/plan-detail/PlanDetailPage.tsx';
import { type PlanContentActor } from '../../src/features/plan-detail/plan-detail-actor.ts';
import { money } from '../../src/ui/money.ts';
import { noopAppActions } from '../lib/model.ts';
import { generatePaths } from '../lib/paths.ts';
import { planDetailFixtures as f } from '../lib/plan-detail-fixtures.ts';
import { planContentModel } from '../models/plan-content.ts';
import { walkScreen, type ScreenWalk } from './screen-walk.tsx';
import { coverageOf, pathsOf, settledActors } from './support.tsx';

type Snapshot = SnapshotFrom<typeof planContentMachine>;

const routeName = 'BrightSmile Dental Basic';

/** The offer beside the content: its calls never answer, so pricing stays loading and opens no popup. */
const offer = planDetailMachine.provide({ actors: settledActors(planDetailCalls).actors, actions: noopAppActions });
const offers: AnyActorRef[] = [];
afterEach(() => {
  cleanup();
  offers.splice(0).forEach((actor) => actor.stop());
});

/** The plan page at /plan/121/… with the content actor and an offer that stays loading. */
const renderPlanPage = (content: PlanContentActor) => {
  const { planId, tempId } = content.getSnapshot().context as PlanContentInput;
  const stored = tempId ? { tempId } : {};
  const actor = createActor(offer, { input: { planId, planName: routeName, stored, scope: { open_type: 'user' } } }).start();
  offers.push(actor);
  const root = createRootRoute();
  const route = createRoute({
    getParentRoute: () => root,
    path: '/{-$landing}/plan/$planId/$planName',
    component: () => <PlanDetailView actor={actor} content={content} routeName={routeName} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [`/plan/${planId}/${encodeURIComponent(routeName)}`] }),
  });
  return <RouterProvider router={router as AnyRouter} />;
};

/** What each state shows: the plan's spinner, description with its toggles, or 'Plan not found'; the suggested products or none. */
const assertScreen = async (state: Snapshot) => {
  const { description, related, tempId } = state.context;
  // without a quote the offer's filter popup stands over the page: hidden from assistive technology, yet shown
  const behind = { hidden: tempId === null };
  // the memory router renders the page asynchronously; the breadcrumbs name the plan throughout
  await screen.findByText(description?.plan_name ?? routeName, { selector: '[aria-current="page"]' });
  await waitFor(() => {
    expect(screen.queryByRole('dialog', { name: 'Enter your details' }) !== null).toBe(tempId === null);
    expect(screen.queryByRole('status', { name: 'Loading plan', ...behind }) !== null).toBe(state.hasTag('loadingDescription'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Plan not found', ...behind }) !== null).toBe(state.matches({ description: 'unavailable' }));
    const shown = state.matches({ description: 'shown' });
    expect(screen.queryByRole('heading', { level: 1, name: f.description.plan_name, ...behind }) !== null).toBe(shown);
    if (shown) {
      const text = description!.plan_desc;
      for (const paragraph of [text.header_text, text.blueBarText, text.association_text, text.body_text]) expect(screen.getByText(paragraph)).toBeTruthy();
      for (const toggle of [text.exclusions_text_name, text.example_text_name, text.faq_text_name]) {
        expect(screen.getByRole('button', { name: toggle, ...behind }).getAttribute('aria-expanded')).toBe('false');
      }
      // the offer beside it: pricing, still loading, once there is a quote
      expect(screen.queryByRole('region', { name: 'Pricing and enrollment', ...behind }) !== null).toBe(tempId !== null);
    }
    const suggested = screen.queryByRole('region', { name: 'Suggested Products', ...behind });
    expect(suggested !== null).toBe(state.matches({ related: 'shown' }) && related.length > 0);
    if (!suggested) return;
    for (const plan of related) {
      expect(within(suggested).getByRole('heading', { name: plan.plan_name, ...behind })).toBeTruthy();
      expect(within(suggested).getByText(`Starting at ${money.format(plan.price)} / month`)).toBeTruthy();
      expect(within(suggested).getByRole('link', { name: `More Info: ${plan.plan_name}`, ...behind }).getAttribute('href')).toBe(
        `/plan/${plan.plan_id}/${encodeURIComponent(plan.plan_name)}`,
      );
    }
  });
};

const planContentScreen: ScreenWalk<typeof planContentMachine> = {
  machine: planContentMachine,
  calls: planContentCalls,
  render: (actor) => renderPlanPage(actor as unknown as PlanContentActor),
  // the content has no user events: every step is a call's answer
  replay: async (_, event) => {
    throw new Error(`no way to replay ${event.type} on the plan content`);
  },
  assertScreen,
};

describe('plan content: model paths covering every state and transition, replayed through the plan page', () => {
  const coverage = coverageOf(planContentMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(planContentModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(planContentScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
