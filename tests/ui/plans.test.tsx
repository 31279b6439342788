// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ReactNode } from 'react';
import type { Category, DataOf } from '../../contract/index.ts';
import { plansMachine } from '../../machines/plans/plans.machine.ts';
import type { PlansActor } from '../../src/features/plans/plans-actor.ts';
import { localStorageAdapter } from '../../src/adapters/local-storage.ts';
import { PlansView } from '../../src/features/plans/PlansPage.tsx';
import { siteQueries } from '../../src/adapters/site-queries.ts';
import { siteDomain } from '../../src/adapters/site-domain.ts';
import { fixtures } from '../../model-tests/lib/fixtures.ts';
import { renderWithProviders } from './render.tsx';
import { ChromeProvider } from '../../src/features/chrome/chrome-actor.tsx';

afterEach(cleanup);

const provided = (plans: DataOf<'getFilteredPlans'>, summary = fixtures.filterInfo) =>
  plansMachine.provide({
    actors: {
      loadFilterSummary: fromPromise(async () => summary),
      loadCategories: fromPromise(async () => fixtures.categories),
      loadPlans: fromPromise(async () => plans),
      loadMenuPlans: fromPromise(async () => fixtures.menuPlans),
    },
  });

const startPlans = (plans: DataOf<'getFilteredPlans'>, summary = fixtures.filterInfo) =>
  createActor(provided(plans, summary), { input: { tempId: 'TE1', scope: {}, site: {}, category: null } }).start();

/** Before any quote: the header menu's `category`, or none. */
const startWithoutQuote = (category: Category | null) =>
  createActor(provided(fixtures.plans), { input: { tempId: null, scope: {}, site: { group_id: 9 }, category } }).start();

/** The plans page at `path` in a memory router, so its links resolve as in the app. */
const renderPlans = (actor: PlansActor, path = '/plans', data: [readonly unknown[], unknown][] = [], wrap = (page: ReactNode) => page) => {
  const root = createRootRoute();
  const page = createRoute({ getParentRoute: () => root, path: '/{-$landing}/plans', component: () => wrap(<PlansView actor={actor} />) });
  const router = createRouter({ routeTree: root.addChildren([page]), history: createMemoryHistory({ initialEntries: [path] }) });
  return renderWithProviders(<RouterProvider router={router as AnyRouter} />, data);
};

/**
 * jsdom applies no media query, so the page renders as on a phone: the quote summary and the
 * categories folded under one button. Opens the fold, as a phone's visitor would.
 */
const unfold = async (user = userEvent.setup()) => user.click(await screen.findByRole('button', { name: 'Your quote and plan categories', expanded: false }));

describe('the plans page', () => {
  it('shows the summary (smoker because it is set) and a grid per category with More Info', async () => {
    renderPlans(startPlans(fixtures.plans));
    await unfold();
    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(summary).getByText('Member + Spouse')).toBeTruthy();
    expect(within(summary).getByText('Smoker')).toBeTruthy();
    const dental = await screen.findByRole('region', { name: 'Dental' });
    expect(within(dental).getByText('Dental Plus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More Info: Vision Basic' })).toBeTruthy();
  });

  it('hides the smoker row when the filter has no smoker value', async () => {
    renderPlans(startPlans(fixtures.plans, { result: { ...fixtures.filterInfo.result, is_smoker: null } }));
    await unfold();
    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(summary).queryByText('Smoker')).toBeNull();
  });

  it("says 'No Plans are available for your selection' when nothing matches, under the site's no-plan icon", async () => {
    const branding = [siteQueries.branding(siteDomain()).queryKey, { no_plan_icon: '/assets/logos/no-plans.svg' }] as [readonly unknown[], unknown];
    const { container } = renderPlans(startPlans(fixtures.noPlans), '/plans', [branding]);
    expect(await screen.findByText('No Plans are available for your selection')).toBeTruthy();
    // decorative: the message says it
    expect(container.querySelector('img[src="/assets/logos/no-plans.svg"]')?.getAttribute('alt')).toBe('');
  });

  it('draws no icon where the site has none', async () => {
    const { container } = renderPlans(startPlans(fixtures.noPlans), '/plans', [[siteQueries.branding(siteDomain()).queryKey, {}]]);
    expect(await screen.findByText('No Plans are available for your selection')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows each plan its price for the quote, or what its price needs (issue 28 item 7)', async () => {
    renderPlans(startPlans(fixtures.plans));
    const dental = await screen.findByRole('region', { name: 'Dental' });
    expect(within(dental).getByText('$24.50 / month')).toBeTruthy();
    const vision = screen.getByRole('region', { name: 'Vision' });
    expect(within(vision).getByText('Your price needs your tobacco use')).toBeTruthy();
    expect(within(vision).getByText('More Info asks for it and shows your price.')).toBeTruthy();
  });

  it("marks a plan not sold to this visitor with the reason, after the plans on sale (issue 28 item 7)", async () => {
    renderPlans(startPlans(fixtures.plans));
    const dental = await screen.findByRole('region', { name: 'Dental' });
    expect(within(dental).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Dental Plus', 'Coastal Dental']);
    const coastal = within(dental).getByRole('article', { name: 'Coastal Dental' });
    expect(within(coastal).getByText('Not available in NY')).toBeTruthy();
    expect(within(coastal).getByText('Coastal Dental is not sold in New York.')).toBeTruthy();
    expect(within(coastal).queryByText(/\/ month/)).toBeNull();
  });

  it('says a blackout on the card beside its price, before Add to Cart', async () => {
    const [, dental] = fixtures.plans.result;
    const closed = { kind: 'closed' as const, title: 'Enrollment closed', reason: 'Dental Plus cannot be added during the enrollment blackout period.' };
    renderPlans(startPlans({ result: [{ ...dental!, quote_notice: closed }] }));
    const card = await screen.findByRole('article', { name: 'Dental Plus' });
    expect(within(card).getByText('$24.50 / month')).toBeTruthy();
    expect(within(card).getByText('Enrollment closed')).toBeTruthy();
    expect(within(card).getByText(closed.reason)).toBeTruthy();
  });

  it("says 'From' before a price when the plan's page offers more (a life plan's face amounts)", async () => {
    const [, dental] = fixtures.plans.result;
    renderPlans(startPlans({ result: [{ ...dental!, quote_price: { monthly: 8, from: true } }] }));
    expect(await screen.findByText('From $8.00 / month')).toBeTruthy();
  });

  it('folds the quote summary and the categories under one named button, which the keyboard opens and closes', async () => {
    const user = userEvent.setup();
    renderPlans(startPlans(fixtures.plans));
    const toggle = await screen.findByRole('button', { name: 'Your quote and plan categories', expanded: false });
    await screen.findByRole('region', { name: 'Dental' });
    expect(screen.queryByRole('region', { name: 'Your quote' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Plan categories' })).toBeNull();
    // it names what it opens
    for (const id of toggle.getAttribute('aria-controls')!.split(' ')) expect(document.getElementById(id)).not.toBeNull();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('region', { name: 'Your quote' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Plan categories' })).toBeTruthy();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Your quote' })).toBeNull();
  });

  it('resets to every category when the last selected one is removed', async () => {
    const user = userEvent.setup();
    const actor = startPlans(fixtures.plans);
    renderPlans(actor);
    await unfold(user);
    for (const name of ['Dental', 'Vision']) await user.click(await screen.findByRole('checkbox', { name }));
    await waitFor(() => expect(actor.getSnapshot().context.selected).toEqual(['medical']));
    await user.click(screen.getByRole('checkbox', { name: 'Medical' }));
    await waitFor(() => expect(actor.getSnapshot().context.selected).toEqual(['dental', 'vision', 'medical']));
    for (const name of ['Dental', 'Medical']) expect((screen.getByRole('checkbox', { name }) as HTMLInputElement).checked).toBe(true);
  });
});

describe("tier labels: IC reads 'Member + 1 Child' while a premier plan is in the cart (spec 1 §3, spec 3 §5)", () => {
  afterEach(() => localStorageAdapter.clear());
  const icFilter = { result: { ...fixtures.filterInfo.result, tier: 'IC' as const } };
  const tierOptions = () => Array.from((screen.getByLabelText('Tier') as HTMLSelectElement).options, (option) => option.text);

  it.each([
    [true, 'Member + 1 Child'],
    [false, 'Member + Children'],
  ])('premier plan in the cart: %s → the summary and the Edit popup read %s', async (premier, label) => {
    localStorageAdapter.write({ tempId: 'TE1' });
    const user = userEvent.setup();
    // the app's chrome: it reads the cart's premier check and decides the labels every tier list shows
    const read: [readonly unknown[], unknown][] = [
      [siteQueries.premierPlanInCart('TE1').queryKey, premier],
      [siteQueries.branding(siteDomain('localhost')).queryKey, {}],
    ];
    renderPlans(startPlans(fixtures.plans, icFilter), '/plans', read, (page) => <ChromeProvider>{page}</ChromeProvider>);
    await unfold(user);
    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(summary).getByText(label)).toBeTruthy();
    await user.click(within(summary).getByRole('button', { name: 'Edit' }));
    await screen.findByRole('dialog', { name: 'Edit your quote' });
    expect(tierOptions()).toEqual(['Select', 'Member Only', 'Member + Spouse', label, 'Family']);
  });
});

describe('the plans page before any quote', () => {
  it("lists the menu category's plans under Get a Quote, with no summary or category multi-select, and 'Get a quote to see prices'", async () => {
    renderPlans(startWithoutQuote('dental'), '/jane/plans');
    const dental = await screen.findByRole('region', { name: 'Dental' });
    expect(within(dental).getAllByRole('link', { name: /^More Info/ })).toHaveLength(2);
    expect(within(dental).getAllByText('Get a quote to see prices')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Your quote and plan categories' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).toBe('/jane');
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Plan categories' })).toBeNull();
  });

  it('without a category asks for a quote first, linking home', async () => {
    renderPlans(startWithoutQuote(null));
    expect(await screen.findByText('Get a quote to see the plans for you.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a Quote' }).getAttribute('href')).toBe('/');
  });
});
