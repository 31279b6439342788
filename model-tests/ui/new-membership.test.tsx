// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type EventObject, type SnapshotFrom } from 'xstate';
import { membershipTiers } from '../../contract/index.ts';
import { newMembershipMachine } from '../../machines/new-membership/new-membership.machine.ts';
import { quoteMachine } from '../../machines/shared/quote/quote.machine.ts';
import { quoteFieldLabels } from '../../src/features/quote/QuoteFields.tsx';
import { NewMembershipView, type NewMembershipActor } from '../../src/features/membership/NewMembershipPage.tsx';
import { fixtures, validQuote } from '../lib/fixtures.ts';
import { doneEvent, noopAppActions } from '../lib/model.ts';
import { generatePaths } from '../lib/paths.ts';
import { newMembershipModel } from '../models/new-membership.ts';
import type { User } from './screen-walk.tsx';
import { coverageOf, expectedAfter, pathsOf, renderScreen, sameValue, settledActors } from './support.tsx';
import type { ModelPath } from '../lib/paths.ts';

afterEach(cleanup);

/** The association filter form: the real quote form machine, answering its own calls. */
const filterForm = quoteMachine.provide({
  actors: { validateZipCode: fromPromise(async () => fixtures.zip), createFilter: fromPromise(async () => fixtures.createdFilter) },
  actions: noopAppActions,
});

const routed = (actor: NewMembershipActor) => {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: '/{-$landing}/new_membership', component: () => <NewMembershipView actor={actor} /> });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/jane/new_membership'] }) });
  return <RouterProvider router={router as AnyRouter} />;
};

/** ADD CART of a membership, or the filter form filled and submitted. */
const replay = async (user: User, event: EventObject) => {
  if (event.type === 'user.addToCart') return user.click(screen.getByRole('button', { name: `ADD CART: ${(event as EventObject & { membership: string }).membership}` }));
  if (event.type !== doneEvent('quote')) throw new Error(`no way to replay ${event.type} on /new_membership`);
  await user.type(screen.getByLabelText(quoteFieldLabels.zip), validQuote.zip);
  await user.type(screen.getByLabelText(quoteFieldLabels.dob), validQuote.dob.replace(/\D/g, ''));
  await user.selectOptions(screen.getByLabelText(quoteFieldLabels.gender), validQuote.gender);
  await user.selectOptions(screen.getByLabelText(quoteFieldLabels.tier), validQuote.tier);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
};

/**
 * Spec 3 §2.10: the three memberships with prices, Term Life and ADD CART to every visitor, with or
 * without an enrollment; without one (filtering), the association filter form (zip, gender, tier,
 * dob) on the page above them, and after ADD CART the membership it waits to add.
 */
const assertScreen = async (state: SnapshotFrom<typeof newMembershipMachine>) => {
  await screen.findByRole('heading', { name: 'Association Memberships' });
  expect(screen.getByText(/Over 100,000 members/)).toBeTruthy();
  const filtering = state.matches('filtering');
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Tell us about you' }) !== null).toBe(filtering));
  if (filtering) {
    const form = within(screen.getByRole('region', { name: 'Tell us about you' }));
    for (const field of ['zip', 'gender', 'tier', 'dob'] as const) expect(form.getByLabelText(quoteFieldLabels[field])).toBeTruthy();
    if (state.context.pending) expect(form.getByText(`Fill in the form to add the ${state.context.pending} Membership to your cart.`)).toBeTruthy();
  }
  for (const tier of membershipTiers) {
    const card = within(screen.getByRole('article', { name: tier.name }));
    expect(card.getByText(`$${tier.price.toFixed(2)}`, { exact: false })).toBeTruthy();
    expect(card.getByText(`Term Life $${tier.termLife.toLocaleString('en-US')} included`)).toBeTruthy();
    await waitFor(() => expect((card.getByRole('button', { name: `ADD CART: ${tier.name}` }) as HTMLButtonElement).disabled).toBe(state.hasTag('adding')));
  }
  const status = screen.getByRole('status');
  if (state.context.added) expect(status.textContent).toContain(`${state.context.added} Membership added to your cart.`);
  else expect(status.textContent).toBe('');
};

/** Like walkScreen, but the filter form's result comes from the form itself, submitted on screen. */
const walk = async (path: ModelPath, coverage: ReturnType<typeof coverageOf>) => {
  const user = userEvent.setup();
  const { actors, settle } = settledActors(['addPlanToCart'] as const);
  const machine = newMembershipMachine.provide({ actors: { ...actors, quote: filterForm }, actions: noopAppActions });
  const actor = createActor(machine, { input: path.scenario.input as never, inspect: coverage.inspect }).start();
  renderScreen(routed(actor));
  await assertScreen(actor.getSnapshot());
  for (const { event } of path.steps) {
    const expected = expectedAfter(machine, actor, event);
    if (event.type === doneEvent('quote') || !settle(event)) await replay(user, event);
    await waitFor(() => expect(sameValue(actor, expected.value)).toBe(true));
    await assertScreen(actor.getSnapshot());
  }
  actor.stop();
};

describe('new membership: model paths covering every state and transition, replayed through the page', () => {
  const coverage = coverageOf(newMembershipMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(newMembershipModel, generatePaths).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walk(path, coverage),
    20_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
