// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { categoryLabels, type Category } from '../../contract/index.ts';
import { plansMachine, type PlansContext, type PlansInput } from '../../machines/plans/plans.machine.ts';
import { quoteMachine } from '../../machines/shared/quote/quote.machine.ts';
import { listingMessageOf, type PlansActor } from '../../src/features/plans/plans-actor.ts';
import { PlansView } from '../../src/features/plans/PlansPage.tsx';
import { fixtures } from '../lib/fixtures.ts';
import { plansModel as machineWalkModel } from '../models/plans.ts';
import { doneEvent, noopAppActions, type MachineModel } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { coverageOf, coveringPaths, expectedAfter, pathsOf, renderScreen, sameValue, settledActors } from './support.tsx';

afterEach(cleanup);


/**
 * The plans page with and without a quote. The screen offers only the left side's categories, so
 * the one toggled is an offered one (the machine's refusal of others has its own unit test).
 */
const plansModel: MachineModel = {
  ...machineWalkModel,
  events: { ...machineWalkModel.events, 'user.toggleCategory': [{ type: 'user.toggleCategory', category: 'dental' }] },
};

const loaders = ['loadFilterSummary', 'loadCategories', 'loadPlans', 'loadMenuPlans'] as const;
/** The Edit popup's quote form, answering its own calls. */
const editPopup = quoteMachine.provide({
  actors: { validateZipCode: fromPromise(async () => fixtures.zip), updateFilter: fromPromise(async () => fixtures.updatedFilter) },
  actions: noopAppActions,
});

/**
 * The popup is modal: the category boxes behind it cannot be clicked while it is open. Show all
 * plans shows only where the machine takes it.
 */
const clickable = (path: ModelPath) =>
  path.steps.every((step, index) => {
    const before = path.steps[index - 1]?.state ?? path.initial;
    if (step.event.type === 'user.showAllCategories') return before.can(step.event);
    return step.event.type !== 'user.toggleCategory' || !before.hasTag('editingFilter');
  });

/** The loaders wait forever: their results are sent instead. */
const headless = plansMachine.provide({ actors: { ...settledActors(loaders).actors, quote: editPopup }, actions: noopAppActions });

/** Renders the plans page at /jane/plans in a memory router, so its links resolve as in the app. */
const renderPlansPage = (actor: PlansActor) => {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: '/{-$landing}/plans', component: () => <PlansView actor={actor} /> });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/jane/plans'] }) });
  return renderScreen(<RouterProvider router={router as AnyRouter} />);
};

type User = ReturnType<typeof userEvent.setup>;

/** Replays one user event through the screen: a category box, Edit, the popup's Submit or Close. */
const replay = async (user: User, event: EventObject & { category?: Category }) => {
  if (event.type === 'user.toggleCategory') return user.click(screen.getByRole('checkbox', { name: categoryLabels[event.category!] }));
  if (event.type === 'user.editFilter') return user.click(screen.getByRole('button', { name: 'Edit' }));
  if (event.type === 'user.showAllCategories') return user.click(screen.getByRole('button', { name: 'Show all plans' }));
  const popup = within(await screen.findByRole('dialog', { name: 'Edit your quote' }));
  // the saved filter fills the form: Submit saves it as it is
  return user.click(popup.getByRole('button', { name: event.type === 'user.cancelEdit' ? 'Close' : 'Submit' }));
};

/** Each fixture plan's line after the quote (issues 16 item 9, 28 item 7): its price, why it is not sold here, or what its price needs. */
const quotedPriceLines: Record<string, string> = { 'Coastal Dental': 'Not available in NY', 'Dental Plus': '$24.50 / month', 'Vision Basic': 'Your price needs your tobacco use' };
const foldName = 'Your quote and plan categories';

/** The plans of the selected categories (the fixture answers more); all of them without a selection. */
const shownPlans = ({ plans, selected }: PlansContext) => plans.filter((plan) => selected.length === 0 || selected.includes(plan.plan_category));

/** What each state shows: spinner, message or plan grids; summary or Get a Quote; the categories; the popup. */
const assertScreen = async (state: SnapshotFrom<typeof plansMachine>) => {
  const editing = state.hasTag('editingFilter');
  // behind the open popup the page is hidden from assistive technology, yet still shown
  const behindPopup = { hidden: editing };
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit your quote' }) !== null).toBe(editing));
  const message = listingMessageOf(state);
  if (state.hasTag('loadingPlans')) expect(screen.getByRole('status', { name: 'Loading plans', ...behindPopup })).toBeTruthy();
  else if (message) expect(screen.getByText(message)).toBeTruthy();
  else
    for (const plan of shownPlans(state.context)) {
      const card = screen.getByRole('link', { name: `More Info: ${plan.plan_name}`, ...behindPopup }).closest('article') as HTMLElement;
      // without a quote the plan page's words; with one, the plan's price for it
      expect(within(card).getByText(state.hasTag('offersQuote') ? 'Get a quote to see prices' : quotedPriceLines[plan.plan_name]!)).toBeTruthy();
    }
  // with a quote, the phone's fold over the summary and the categories (jsdom applies no media query)
  expect(screen.queryByRole('button', { name: foldName, ...behindPopup }) !== null).toBe(!state.hasTag('offersQuote'));
  // an empty listing with a category left out offers them all
  expect(screen.queryByRole('button', { name: 'Show all plans', ...behindPopup }) !== null).toBe(
    message !== undefined && !state.hasTag('loadingPlans') && state.can({ type: 'user.showAllCategories' }),
  );
  if (state.hasTag('offersQuote')) {
    expect(screen.getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).toBe('/jane');
    expect(screen.queryByRole('group', { name: 'Plan categories' })).toBeNull();
    return;
  }
  expect(screen.queryByRole('link', { name: 'Get a Quote', ...behindPopup })).toBeNull();
  const edit = screen.queryByRole('button', { name: 'Edit', ...behindPopup }) as HTMLButtonElement | null;
  expect(edit !== null).toBe(state.context.summary !== null);
  if (edit) expect(edit.disabled).toBe(!state.can({ type: 'user.editFilter' }));
  const { categories, selected } = state.context;
  const boxes = categories.map((category) => screen.getByRole('checkbox', { name: categoryLabels[category], ...behindPopup }) as HTMLInputElement);
  // the boxes follow the selection once the screen has rendered the snapshot
  await waitFor(() => expect(boxes.map((box) => box.checked)).toEqual(categories.map((category) => selected.includes(category))));
};

const walk = async (path: ModelPath, coverage: ReturnType<typeof coverageOf>) => {
  const user = userEvent.setup();
  const { actors, settle } = settledActors(loaders);
  const machine = plansMachine.provide({ actors: { ...actors, quote: editPopup }, actions: noopAppActions });
  const actor = createActor(machine, { input: path.scenario.input as PlansInput, inspect: coverage.inspect }).start();
  renderPlansPage(actor);
  // the page renders as a phone's: with a quote, a visitor opens the fold to see the summary and the categories
  if ((path.scenario.input as PlansInput).tempId !== null) await user.click(await screen.findByRole('button', { name: foldName }));
  await assertScreen(actor.getSnapshot());
  for (const { event } of path.steps) {
    const expected = expectedAfter(machine, actor, event);
    // the popup's result comes from its own form, submitted on screen
    if (event.type === doneEvent('editQuote') || !settle(event)) await replay(user, event);
    await waitFor(() => expect(sameValue(actor, expected.value)).toBe(true));
    await assertScreen(actor.getSnapshot());
  }
  actor.stop();
};

describe('plans: model paths covering every state and transition, replayed through the page', () => {
  const coverage = coverageOf(plansMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(coveringPaths(headless, pathsOf(plansModel, generatePaths), clickable).map((path) => [path.description, path] as const))('%s', async (_, path) => walk(path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
