// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { cartTierLabel, effectiveAsOf } from '../../contract/index.ts';
import { cartMachine, type CartEvent } from '../../machines/cart/cart.machine.ts';
import { maySendPersonalizedQuote } from '../../machines/cart/cart-rules.ts';
import { CartView } from '../../src/features/cart/CartPage.tsx';
import type { CartActor } from '../../src/features/cart/cart-actor.ts';
import { cartFixtures as f } from '../lib/cart-fixtures.ts';
import { noopAppActions, type MachineModel } from '../lib/model.ts';
import { generatePaths } from '../lib/paths.ts';
import { cartModel as machineWalkModel } from '../models/cart.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, coveringPaths, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

/** The screen offers only offered dates and trash buttons of removable lines (the refusals have unit tests). */
const cartModel: MachineModel = {
  ...machineWalkModel,
  events: {
    ...machineWalkModel.events,
    'user.selectDate': [{ type: 'user.selectDate', date: '12/15/2026' }],
    'user.askRemove': [{ type: 'user.askRemove', planId: f.lines.premier.plan_id }],
    'user.addRider': [{ type: 'user.addRider', planId: f.riders.ortho.plan_id, planPricingId: f.riders.ortho.plan_pricing_id }],
  },
};

const calls = ['loadCart', 'loadEffectiveDates', 'checkPremier', 'loadTier', 'loadSelection', 'removeLine', 'addRider', 'loadPlanDetail', 'checkout', 'saveScreenshot'] as const;
const headless = cartMachine.provide({ actors: settledActors(calls).actors, actions: noopAppActions });

/** The cart at /jane/cart in a memory router, so its breadcrumbs resolve as in the app. */
const routed = (actor: CartActor) => {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: '/{-$landing}/cart', component: () => <CartView actor={actor} /> });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: ['/jane/cart'] }) });
  return <RouterProvider router={router as AnyRouter} />;
};

const dialog = (name: string) => within(screen.getByRole('dialog', { name }));

/** Replays one user event through the page: its buttons, the date dropdown and the modals' buttons. */
const replay = async (user: User, event: EventObject & { date?: string }, actor: CartActor) => {
  const orderInfo = () => within(screen.getByRole('region', { name: 'Order Info' }));
  switch (event.type) {
    case 'user.selectDate': {
      const dropdown = orderInfo().getByLabelText('Effective Date') as HTMLSelectElement;
      // a date the cart does not offer is not in the dropdown: send it, so the machine's refusal is walked
      if (![...dropdown.options].some((option) => option.value === event.date)) return actor.send({ type: 'user.selectDate', date: event.date! });
      return user.selectOptions(dropdown, event.date!);
    }
    case 'user.askRemove':
      return user.click(screen.getByRole('button', { name: `Remove ${f.lines.premier.plan_name}` }));
    case 'user.confirmRemove':
      return user.click(within(screen.getByRole('alertdialog', { name: 'Remove plan' })).getByRole('button', { name: 'Yes' }));
    case 'user.cancelRemove':
      return user.click(within(screen.getByRole('alertdialog', { name: 'Remove plan' })).getByRole('button', { name: 'No' }));
    case 'user.viewPlan':
      return user.click(screen.getByRole('button', { name: f.lines.dental.plan_name }));
    case 'user.closePlan':
      return user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    case 'user.proceed':
      return user.click(orderInfo().getByRole('button', { name: 'Proceed to Enrollment' }));
    case 'user.backToCart':
      return user.click(dialog('Confirm your cart').getByRole('button', { name: 'Back to Cart' }));
    case 'user.proceedToEnrollment':
      return user.click(dialog('Confirm your cart').getByRole('button', { name: 'Proceed to Enrollment' }));
    case 'user.openQuote':
      return user.click(screen.getByRole('button', { name: 'Send Personalized Quote' }));
    case 'user.closeQuote':
      return user.click(dialog('Send Personalized Quote').getByRole('button', { name: 'Close' }));
    case 'user.addRider': {
      // a cart that does not offer the rider has no button for it: send it, so the machine's refusal is walked
      const add = screen.queryByRole('button', { name: `Add ${f.riders.ortho.plan_name}` });
      return add ? user.click(add) : actor.send(event as CartEvent);
    }
    default:
      throw new Error(`no way to replay ${event.type} on the cart`);
  }
};

/** Behind an open modal the page is hidden from assistive technology, yet still shown. */
const behind = (state: SnapshotFrom<typeof cartMachine>) => ({ hidden: !state.matches({ ready: 'idle' }) });

/** What each state shows: spinner or empty message; lines and Order Info; the open modal. */
const assertScreen = async (state: SnapshotFrom<typeof cartMachine>) => {
  const { context } = state;
  // the memory router renders the page asynchronously
  await screen.findByRole('heading', { name: 'Cart', hidden: true });
  if (state.hasTag('loading')) return void expect(screen.getByRole('status', { name: 'Loading cart' })).toBeTruthy();
  if (state.matches('empty')) {
    expect(screen.getByText('No items in cart.')).toBeTruthy();
    // the empty cart leads back to the plans, on the same landing
    return void expect(screen.getByRole('link', { name: 'Browse plans' }).getAttribute('href')).toBe('/jane/plans');
  }
  const options = behind(state);
  const rows = within(screen.getByRole('table', { name: 'Plans in your cart', ...options })).getAllByRole('row', options);
  expect(rows).toHaveLength(context.lines.length + 1);
  const orderInfo = within(screen.getByRole('region', { name: 'Order Info', ...options }));
  if (context.tier) expect(orderInfo.getByText(cartTierLabel(context.tier, context.hasPremierPlan))).toBeTruthy();
  expect(orderInfo.queryByRole('button', { name: 'Send Personalized Quote', ...options }) !== null).toBe(maySendPersonalizedQuote(context.quoteAccess));
  if (context.effectiveDateError) expect(orderInfo.getByText(context.effectiveDateError)).toBeTruthy();
  if (state.hasTag('checkingOut')) expect(orderInfo.getByRole('button', { name: /Checking out/, ...options })).toBeTruthy();
  // Additional Riders: each offered rider with its plan, monthly price and Add; none offered, no section
  const ridersSection = screen.queryByRole('region', { name: 'Additional Riders', ...options });
  expect(ridersSection !== null).toBe(context.riders.length > 0);
  if (ridersSection) {
    const riders = within(ridersSection);
    expect(riders.getAllByRole('listitem', options)).toHaveLength(context.riders.length);
    for (const rider of context.riders) {
      const base = context.lines.find((line) => line.plan_id === rider.rider_for)!;
      expect(riders.getByText(rider.plan_name)).toBeTruthy();
      expect(riders.getByText(`for ${base.plan_name}`)).toBeTruthy();
      expect(riders.getByText(`$${rider.price.toFixed(2)} / month`)).toBeTruthy();
      const add = riders.getByRole('button', { name: `Add ${rider.plan_name}`, ...options });
      expect(add.hasAttribute('data-loading')).toBe(state.matches({ ready: 'addingRider' }));
    }
    if (context.riderError) expect(riders.getByText(context.riderError)).toBeTruthy();
    else expect(riders.queryByRole('alert', options)).toBeNull();
  }
  await waitFor(() => {
    expect(screen.queryByRole('alertdialog', { name: 'Remove plan' }) !== null).toBe(state.matches({ ready: 'confirmingRemoval' }));
    expect(screen.queryByRole('dialog', { name: 'Confirm your cart' }) !== null).toBe(state.matches({ ready: 'confirming' }));
    expect(screen.queryByRole('dialog', { name: 'Send Personalized Quote' }) !== null).toBe(state.matches({ ready: 'composingQuote' }));
  });
  if (state.matches({ ready: 'confirming' })) {
    expect(screen.getByText(effectiveAsOf(context.effectiveDate))).toBeTruthy();
    // after its Proceed the confirmation stays open while checkout and the screenshot run
    const confirmation = dialog('Confirm your cart');
    expect(confirmation.getByRole('button', { name: state.hasTag('checkingOut') ? /Checking out/ : 'Proceed to Enrollment' })).toBeTruthy();
  }
  if (state.matches({ ready: 'confirmingRemoval' })) expect(screen.getByText('Do you really want to remove?')).toBeTruthy();
  if (state.matches({ ready: 'viewingPlan' })) expect(await screen.findByText(f.planDetail.plan_desc.body_text)).toBeTruthy();
  if (state.matches({ ready: 'loadingPlan' })) expect(screen.getByLabelText('Loading plan details')).toBeTruthy();
};

const cartScreen: ScreenWalk<typeof cartMachine> = {
  machine: cartMachine,
  calls,
  render: (actor) => routed(actor as CartActor),
  replay: (user, event, actor) => replay(user, event, actor as CartActor),
  assertScreen,
};

describe('cart: model paths covering every state and transition, replayed through the page', () => {
  const coverage = coverageOf(cartMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(coveringPaths(headless, pathsOf(cartModel, generatePaths)).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walkScreen(cartScreen, path, coverage),
    // one covering path walks some 70 events through the page: slow on a busy machine
    120_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
