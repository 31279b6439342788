// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planDetailMessages, type DataOf, type ResultOf } from '../../contract/index.ts';
import { aflacQuestionsMachine } from '../../machines/plan-detail/aflac-questions.machine.ts';
import { planContentMachine } from '../../machines/plan-detail/plan-content.machine.ts';
import { planDetailMachine } from '../../machines/plan-detail/plan-detail.machine.ts';
import { lockedAnswerMessage } from '../../machines/plan-detail/aflac-questions.machine.ts';
import { planQuestionsMachine } from '../../machines/plan-detail/plan-questions.machine.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { fixtures } from '../../model-tests/lib/fixtures.ts';
import { noopAppActions } from '../../model-tests/lib/model.ts';
import { planDetailFixtures as f } from '../../model-tests/lib/plan-detail-fixtures.ts';
import { PlanDetailView } from '../../src/features/plan-detail/PlanDetailPage.tsx';
import { quoteToSeePricesMessage } from '../../src/features/plan-detail/QuoteGate.tsx';
import { renderWithProviders } from './render.tsx';

afterEach(cleanup);

interface Stubs {
  pricing?: DataOf<'getPlanPricingDetail'>;
  prudential?: boolean;
  hasMembership?: boolean;
  aflac?: DataOf<'getAflacQuestions'>;
  stored?: StoredValues;
}

/** A quoted visitor (tempId TE1) on plan 121, every call answered by a fixture. */
const startPage = ({ pricing = f.priced, prudential = false, hasMembership = false, aflac = f.noAflacQuestions, stored = { tempId: 'TE1' } }: Stubs = {}) => {
  const navigate = vi.fn();
  const addPlanToCart = vi.fn(async (): Promise<ResultOf<'addPlanToCart'>> => f.added);
  const addPlanToCartPrudentials = vi.fn(async () => f.pairedAdded);
  const machine = planDetailMachine.provide({
    actors: {
      getEnrollmentTempInfo: fromPromise(async () => fixtures.filterInfo),
      getPlanPricingDetail: fromPromise(async () => pricing),
      checkAlreadyAnswered: fromPromise(async () => f.no),
      checkAlreadyInCart: fromPromise(async () => f.no),
      checkPrudentialPlan: fromPromise(async () => prudential ? f.yes : f.no),
      checkPrudentialCart: fromPromise(async () => hasMembership ? f.yes : f.no),
      checkDisabilityPlan: fromPromise(async () => f.no),
      addPlanToCart: fromPromise(addPlanToCart),
      addPlanToCartPrudentials: fromPromise(addPlanToCartPrudentials),
      changeFilterInfo: fromPromise(async () => f.filterChanged),
      getEnrollmentPlatforms: fromPromise(async () => f.platforms),
      getAgentGroups: fromPromise(async () => f.groups),
      planQuestions: planQuestionsMachine.provide({
        actors: { getQuestions: fromPromise(async () => f.questions), saveQuestionAnswers: fromPromise(async () => f.accepted) },
        actions: noopAppActions,
      }),
      aflacQuestions: aflacQuestionsMachine.provide({
        actors: { getAflacQuestions: fromPromise(async () => aflac), saveAflacQuestions: fromPromise(async () => f.aflacSaved) },
        actions: noopAppActions,
      }),
    },
    actions: { ...noopAppActions, navigate: (_args: unknown, params: { to: string }) => navigate(params.to) },
  });
  const content = planContentMachine.provide({
    actors: { getPlanDetail: fromPromise(async () => f.description), getRelatedPlans: fromPromise(async () => f.related) },
    actions: noopAppActions,
  });
  const actor = createActor(machine, { input: { planId: 121, planName: 'BrightSmile Dental Basic', stored, scope: {} } }).start();
  const contentActor = createActor(content, { input: { planId: 121, tempId: stored.tempId ?? null } }).start();

  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/{-$landing}/plan/$planId/$planName',
    component: () => <PlanDetailView actor={actor} content={contentActor} routeName="BrightSmile Dental Basic" />,
  });
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: ['/plan/121/BrightSmile%20Dental%20Basic'] }),
  });
  renderWithProviders(<RouterProvider router={router as AnyRouter} />);
  return { actor, navigate, addPlanToCart, addPlanToCartPrudentials };
};

describe('the plan detail page', () => {
  it('shows the description, summary, a priced card and suggested products; Add to Cart adds and opens the cart', async () => {
    const user = userEvent.setup();
    const { navigate, addPlanToCart } = startPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'BrightSmile Dental Basic' })).toBeTruthy();
    expect(screen.getByText('blue bar text')).toBeTruthy();
    const exclusions = screen.getByRole('button', { name: 'Exclusions' });
    expect(exclusions.getAttribute('aria-expanded')).toBe('false');
    await user.click(exclusions);
    expect(exclusions.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('exclusions text')).toBeTruthy();

    const summary = await screen.findByRole('region', { name: 'Your quote' });
    expect(within(summary).getByText('Member + Spouse')).toBeTruthy();
    expect(screen.getByText('$24.50 / month')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'More Info: BrightSmile Dental Plus' })).toBeTruthy();
    expect(screen.getByText('Starting at $31.00 / month')).toBeTruthy();

    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Member Only' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart'));
    expect(addPlanToCart).toHaveBeenCalledWith(expect.objectContaining({ input: { enrollment_id: 'TE1', plan_id: 121, plan_pricing_id: 1211 } }));
  });

  it("shows the income notice; its 'clicking here' opens the annual income popup", async () => {
    const user = userEvent.setup();
    const { actor } = startPage({ pricing: f.refusals.salaryError });
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain('Please enter a sufficient annual income to add product to the cart by');
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
    await user.click(within(notice).getByRole('button', { name: 'clicking here' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annual Income and Working Hours' });
    expect(actor.getSnapshot().matches({ pricing: 'incomePopup' })).toBe(true);
    expect(within(dialog).getByLabelText('Annual Income')).toBeTruthy();
    expect(within(dialog).getByLabelText('Working Hours per week')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Field is required');
  });

  it("asks the related questions: Submit without answers says 'Please answer all questions' and keeps what was entered", async () => {
    const user = userEvent.setup();
    startPage({ pricing: f.refusals.newQuestionsError });
    const panel = await screen.findByRole('form', { name: 'Plan questions' });
    const first = within(panel).getByRole('radiogroup', { name: f.questions[0]!.question_text });
    await user.click(within(first).getByRole('radio', { name: 'Yes' }));
    await user.type(within(panel).getByLabelText('Who?'), 'Spouse');
    const third = within(panel).getByRole('radiogroup', { name: f.questions[2]!.question_text });
    await user.click(within(third).getByRole('radio', { name: 'Yes' }));
    expect(within(panel).getByRole('group', { name: `Treatment records: ${f.questions[2]!.question_text}` })).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Submit' }));
    // the message, then which questions it is about
    expect((await within(panel).findByRole('alert')).textContent).toMatch(new RegExp(`^${planDetailMessages.answerAll}Questions? [\\d, and]+ (has|have) no answer yet\\.$`));
    expect((within(panel).getByLabelText('Who?') as HTMLInputElement).value).toBe('Spouse');
    expect((within(first).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
  });

  it('offers the association membership for a prudential-type plan; Add Membership adds both', async () => {
    const user = userEvent.setup();
    const { actor, addPlanToCartPrudentials, navigate } = startPage({ prudential: true });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart: Member Only' }));
    const dialog = await screen.findByRole('dialog', { name: 'Association Membership' });
    expect(within(dialog).getByText(/\$5\.00 per month/)).toBeTruthy();
    expect(actor.getSnapshot().matches({ pricing: { priced: 'choosingMembership' } })).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Add Membership' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/cart'));
    expect(addPlanToCartPrudentials).toHaveBeenCalledWith(
      expect.objectContaining({ input: expect.objectContaining({ enrollment_id: 'TE1', plan_id1: 121, plan_pricing_id1: 1211 }) }),
    );
  });

  it('shows the prudential-type questions first: a preset yes stays fixed and blocks the save, with no Add to Cart', async () => {
    const user = userEvent.setup();
    startPage({ aflac: f.aflacWithPresetYes });
    const panel = await screen.findByRole('form', { name: 'Additional questions' });
    const locked = within(panel).getByRole('radiogroup', { name: f.aflacWithPresetYes[0]!.question });
    expect((within(locked).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect((within(locked).getByRole('radio', { name: 'No' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Save' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(lockedAnswerMessage);
    expect(screen.queryByRole('button', { name: /^Add to Cart/ })).toBeNull();
  });

  it("gates a rep without a quote: the portal popup says 'Please choose a platform'; closed, the plan reads without prices", async () => {
    const user = userEvent.setup();
    startPage({ stored: { eprocess: 'rep', AGENT_ID: '7' } });
    const closing = await screen.findByRole('dialog', { name: 'Select Portal' });
    await within(closing).findByRole('option', { name: 'Individual Benefits' });
    await user.click(within(closing).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText(quoteToSeePricesMessage)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Get a Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Portal' });
    await within(dialog).findByRole('option', { name: 'Individual Benefits' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Please choose a platform')).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText('Enrollment Portal'), 'Individual Benefits');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Select Group' })).toBeTruthy();
  });
});
