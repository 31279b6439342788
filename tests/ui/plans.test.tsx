// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { DataOf } from '../../contract/index.ts';
import { plansMachine } from '../../machines/plans/plans.machine.ts';
import { CategoryFilter } from '../../src/features/plans/CategoryFilter.tsx';
import { FilterSummary } from '../../src/features/plans/FilterSummary.tsx';
import { PlanListing } from '../../src/features/plans/PlanListing.tsx';
import { fixtures } from '../../model-tests/lib/fixtures.ts';
import { renderWithProviders } from './render.tsx';

afterEach(cleanup);

// PlanCard links need a router; a plain anchor stands in for TanStack's Link here.
vi.mock('@tanstack/react-router', () => ({
  Link: ({ children, to: _to, params: _params, ...props }: { children: React.ReactNode; to: string; params: unknown }) => (
    <a href={_to} {...props}>
      {children}
    </a>
  ),
  useParams: () => ({}),
}));

const startPlans = (plans: DataOf<'getFilteredPlans'>, summary = fixtures.filterInfo) =>
  createActor(
    plansMachine.provide({
      actors: {
        loadFilterSummary: fromPromise(async () => summary),
        loadCategories: fromPromise(async () => fixtures.categories),
        loadPlans: fromPromise(async () => plans),
      },
    }),
    { input: { tempId: 'TE1', scope: {}, category: null } },
  ).start();

const renderPlans = (actor: ReturnType<typeof startPlans>) =>
  renderWithProviders(
    <>
      <FilterSummary actor={actor} />
      <CategoryFilter actor={actor} />
      <PlanListing actor={actor} />
    </>,
  );

describe('the plans page', () => {
  it('shows the summary (smoker because it is set) and a grid per category with More Info', async () => {
    renderPlans(startPlans(fixtures.plans));
    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(summary).getByText('Member + Spouse')).toBeTruthy();
    expect(within(summary).getByText('Smoker')).toBeTruthy();
    const dental = await screen.findByRole('region', { name: 'Dental' });
    expect(within(dental).getByText('Dental Plus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More Info: Vision Basic' })).toBeTruthy();
  });

  it('hides the smoker row when the filter has no smoker value', async () => {
    renderPlans(startPlans(fixtures.plans, { result: { ...fixtures.filterInfo.result, is_smoker: null } }));
    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(summary).queryByText('Smoker')).toBeNull();
  });

  it("says 'No Plans are available for your selection' when nothing matches", async () => {
    renderPlans(startPlans(fixtures.noPlans));
    expect(await screen.findByText('No Plans are available for your selection')).toBeTruthy();
  });

  it('resets to every category when the last selected one is removed', async () => {
    const user = userEvent.setup();
    const actor = startPlans(fixtures.plans);
    renderPlans(actor);
    for (const name of ['Dental', 'Vision']) await user.click(await screen.findByRole('checkbox', { name }));
    await waitFor(() => expect(actor.getSnapshot().context.selected).toEqual(['medical']));
    await user.click(screen.getByRole('checkbox', { name: 'Medical' }));
    await waitFor(() => expect(actor.getSnapshot().context.selected).toEqual(['dental', 'vision', 'medical']));
    expect((screen.getByRole('checkbox', { name: 'Dental' }) as HTMLInputElement).checked).toBe(true);
  });
});
