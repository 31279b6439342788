// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { planDetailMessages } from '../../contract/index.ts';
import { aflacQuestionsMachine } from '../../machines/plan-detail/aflac-questions.machine.ts';
import { planContentMachine } from '../../machines/plan-detail/plan-content.machine.ts';
import { planDetailCalls, planDetailMachine, type PlanDetailEvent, type PlanDetailInput } from '../../machines/plan-detail/plan-detail.machine.ts';
import { planQuestionsMachine } from '../../machines/plan-detail/plan-questions.machine.ts';
import { quoteMachine } from '../../machines/shared/quote/quote.machine.ts';
import { PlanDetailView } from '../../src/features/plan-detail/PlanDetailPage.tsx';
import { perMonth, type PlanContentActor, type PlanDetailActor } from '../../src/features/plan-detail/plan-detail-actor.ts';
import { expiredQuoteMessage } from '../../src/features/plan-detail/PricingNotices.tsx';
import { quoteToSeePricesMessage } from '../../src/features/plan-detail/QuoteGate.tsx';
import { quoteFieldLabels } from '../../src/features/quote/QuoteFields.tsx';
import { fixtures, validQuote } from '../lib/fixtures.ts';
import { doneEvent, noopAppActions } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { planDetailFixtures as f } from '../lib/plan-detail-fixtures.ts';
import { planDetailModel } from '../models/plan-detail.ts';
import type { User } from './screen-walk.tsx';
import { coverageOf, coveringPaths, expectedAfter, pathsOf, renderScreen, sameValue, settledActors } from './support.tsx';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof planDetailMachine>;

/**
 * The page renders the machine's children (the quote form, the two question panels), so they are
 * the real machines answering their own calls; their done events come from their forms, submitted
 * on screen.
 */
const children = {
  quote: quoteMachine.provide({
    actors: {
      validateZipCode: fromPromise(async () => fixtures.zip),
      createFilter: fromPromise(async () => fixtures.createdFilter),
      updateFilter: fromPromise(async () => fixtures.updatedFilter),
    },
    actions: noopAppActions,
  }),
  planQuestions: planQuestionsMachine.provide({
    actors: { getQuestions: fromPromise(async () => f.questions), saveQuestionAnswers: fromPromise(async () => f.accepted) },
    actions: noopAppActions,
  }),
  // fresh questions (none preset to yes), so Save ends the panel
  aflacQuestions: aflacQuestionsMachine.provide({
    actors: { getAflacQuestions: fromPromise(async () => f.aflacQuestions), saveAflacQuestions: fromPromise(async () => f.aflacSaved) },
    actions: noopAppActions,
  }),
};
const childResults = [doneEvent('quote'), doneEvent('questions'), doneEvent('aflac')];

/** The description and suggested products beside the offer, answered at once. */
const content = planContentMachine.provide({
  actors: { getPlanDetail: fromPromise(async () => f.description), getRelatedPlans: fromPromise(async () => f.related) },
  actions: noopAppActions,
});

/** The calls wait forever: their results are sent instead. */
const headless = planDetailMachine.provide({ actors: { ...settledActors(planDetailCalls).actors, ...children }, actions: noopAppActions });

type Popup = [role: 'dialog' | 'alertdialog', name: string];

/** The modal a state opens, if any. */
const popupOf = (state: AnyMachineSnapshot): Popup | null => {
  const at = (value: object | string) => state.matches(value as never);
  if (at('choosingPortal') || at({ pricing: 'portalPopup' })) return ['dialog', 'Select Portal'];
  if (at('choosingGroup')) return ['dialog', 'Select Group'];
  if (at('enteringFilter')) return ['dialog', 'Enter your details'];
  if (at('askingTier') || at('creatingMemberFilter')) return ['dialog', 'Choose your tier'];
  if (at('editingFilter')) return ['dialog', 'Edit your quote'];
  if (at({ pricing: 'incomePopup' }) || at({ pricing: 'savingIncome' })) return ['dialog', 'Annual Income and Working Hours'];
  // an answer given under the tobacco notice saves there
  if (at({ pricing: 'tobaccoPopup' }) || (at({ pricing: 'savingTobacco' }) && state.context.tobaccoAskedIn === 'popup')) return ['dialog', 'Tobacco Usage'];
  if (at({ pricing: { priced: 'choosingMembership' } })) return ['dialog', 'Association Membership'];
  if (at({ pricing: { priced: 'membershipRequired' } })) return ['dialog', 'Membership Required'];
  if (at({ pricing: { priced: 'alreadyActive' } })) return ['alertdialog', 'Already Active'];
  if (at({ pricing: { priced: 'otherCoverageInCart' } })) return ['dialog', 'Already in Your Cart'];
  return null;
};

/** Popups over pricing: the page behind them (its Edit) cannot be clicked. */
const pricingPopupOpen = (state: AnyMachineSnapshot) => state.matches('pricing') && popupOf(state) !== null;

/**
 * What the screen cannot send (the machine's refusals have unit tests): Add to Cart for a pricing
 * id no card has; Choose Portal where the scope has no agent or group (no button shows); a portal
 * or group that is not in the dropdown (its list failed to load); Edit without a summary (no
 * panel) or behind a popup; no tobacco answer once Yes is chosen in the same form, or where the
 * filter has one already (the form starts from it; a radio cannot be cleared).
 */
const sendable = (event: EventObject, before: Snapshot, smokerChosen: boolean) => {
  const { context } = before;
  const sent = event as PlanDetailEvent;
  switch (sent.type) {
    case 'user.addToCart':
      return context.pricing?.plans.some((card) => card.plan_pricing_id === sent.planPricingId) ?? false;
    case 'user.openPortal':
      return before.can(sent);
    case 'user.submitPortal':
      return sent.portalId === '' || context.platforms.some((platform) => String(platform.platform_group_id) === sent.portalId);
    case 'user.submitGroup':
      return sent.groupId === '' || context.groups.some((group) => String(group.gid) === sent.groupId);
    case 'user.editFilter':
      return context.summary !== null && !pricingPopupOpen(before);
    case 'user.submitTobacco':
      return sent.isSmoker !== '' || (!smokerChosen && context.summary?.is_smoker == null);
    default:
      return true;
  }
};

const describeSteps = (path: ModelPath, steps: ModelPath['steps']) =>
  [path.scenario.name, ...steps.map(({ event, state }) => `${event.type} → ${JSON.stringify(state.value).replace(/"/g, '')}`)].join(' › ');

/**
 * The part of a path the screen can replay. The model's paths go on taking every edge from where
 * they are, the refused ones too: a step the screen cannot send that leaves the machine where it
 * was (ignored, or answered with a message only) is dropped; any other ends the path there.
 */
const onScreen = (path: ModelPath): ModelPath => {
  const steps: ModelPath['steps'] = [];
  let smokerChosen = false;
  for (const [index, step] of path.steps.entries()) {
    const before = (path.steps[index - 1]?.state ?? path.initial) as Snapshot;
    if (!(['tobaccoPopup', 'savingTobacco', 'tobaccoMissing'] as const).some((state) => before.matches({ pricing: state }))) smokerChosen = false;
    if (!sendable(step.event, before, smokerChosen)) {
      if (JSON.stringify(step.state.value) === JSON.stringify(before.value)) continue;
      break;
    }
    const sent = step.event as PlanDetailEvent;
    if (sent.type === 'user.submitTobacco' && sent.isSmoker !== '') smokerChosen = true;
    steps.push(step);
  }
  return steps.length === path.steps.length ? path : { ...path, steps, description: describeSteps(path, steps) };
};

const dialog = async ([role, name]: Popup) => within(await screen.findByRole(role, { name }));

/** Fills the quote form of the filter or Edit popup with a valid quote and submits it. */
const submitQuote = async (user: User, popup: ReturnType<typeof within>) => {
  for (const field of ['zip', 'gender', 'tier', 'dob'] as const) {
    const control = popup.getByLabelText(quoteFieldLabels[field]);
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, validQuote[field]);
    else {
      await user.clear(control);
      // the dob mask adds the slashes itself: type the digits
      await user.type(control, field === 'dob' ? validQuote.dob.replace(/\D/g, '') : validQuote[field]);
    }
  }
  await user.click(popup.getByRole('button', { name: 'Submit' }));
};

/** Chooses `value` in a popup's dropdown ('' is its Select placeholder) and submits. */
const chooseAndSubmit = async (user: User, popup: Popup, label: string, value: string) => {
  const form = await dialog(popup);
  await user.selectOptions(form.getByRole('combobox', { name: label }), value);
  await user.click(form.getByRole('button', { name: 'Submit' }));
};

/** Replays one user event, or a child's result, through the page's controls. */
const replay = async (user: User, event: EventObject, actor: PlanDetailActor): Promise<void> => {
  const before = actor.getSnapshot();
  const popup = popupOf(before);
  const sent = event as PlanDetailEvent;
  switch (event.type) {
    case doneEvent('quote'):
      return submitQuote(user, await dialog(popup!));
    case doneEvent('questions'): {
      const form = within(await screen.findByRole('form', { name: 'Plan questions', hidden: true }));
      for (const question of f.questions) await user.click(within(form.getByRole('radiogroup', { name: question.question_text })).getByRole('radio', { name: 'No' }));
      return user.click(form.getByRole('button', { name: 'Submit' }));
    }
    case doneEvent('aflac'): {
      const form = within(await screen.findByRole('form', { name: 'Additional questions', hidden: true }));
      return user.click(form.getByRole('button', { name: 'Save' }));
    }
  }
  switch (sent.type) {
    case 'user.submitPortal':
      return chooseAndSubmit(user, popup!, 'Enrollment Portal', sent.portalId);
    case 'user.submitGroup':
      return chooseAndSubmit(user, popup!, 'Group', sent.groupId);
    case 'user.back':
      return user.click((await dialog(popup!)).getByRole('button', { name: 'Back' }));
    case 'user.submitTier':
      return chooseAndSubmit(user, popup!, 'Choose Tier', sent.tier);
    case 'user.editFilter':
      return user.click(within(screen.getByRole('region', { name: 'Your quote' })).getByRole('button', { name: 'Edit' }));
    case 'user.cancelEdit':
      return user.click((await dialog(popup!)).getByRole('button', { name: 'Close' }));
    case 'user.newQuote':
      return user.click(screen.getByRole('button', { name: 'Get a New Quote' }));
    case 'user.openTobacco':
      // a tobacco answer already given is changed from beside the cards
      if (before.matches({ pricing: 'priced' })) return user.click(screen.getByRole('button', { name: 'Change tobacco use' }));
      return user.click(screen.getByRole('button', { name: 'clicking here' }));
    case 'user.openIncome':
      return user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'clicking here' }));
    case 'user.getQuote':
      return user.click(screen.getByRole('button', { name: 'Get a Quote' }));
    case 'user.submitIncome': {
      const form = await dialog(popup!);
      for (const [label, value] of [
        ['Annual Income', sent.annualIncome],
        ['Working Hours per week', sent.workingHours],
      ] as const) {
        const input = form.getByLabelText(label);
        await user.clear(input);
        if (value) await user.type(input, value);
      }
      return user.click(form.getByRole('button', { name: 'Submit' }));
    }
    case 'user.submitTobacco': {
      // the popup's form, or the one under the notice
      const form = popup ? await dialog(popup) : within(screen.getByRole('form', { name: 'Tobacco usage' }));
      if (sent.isSmoker) await user.click(form.getByRole('radio', { name: sent.isSmoker === '1' ? 'Yes' : 'No' }));
      return user.click(form.getByRole('button', { name: 'Submit' }));
    }
    case 'user.openPortal':
      return user.click(screen.getByRole('button', { name: 'Choose Portal' }));
    case 'user.closePopup': {
      // Cancel where the popup has one (not while the portals load), else its Close
      const form = await dialog(popup!);
      return user.click(form.queryByRole('button', { name: 'Cancel' }) ?? form.getByRole('button', { name: 'Close' }));
    }
    case 'user.addToCart': {
      const card = before.context.pricing!.plans.find((plan) => plan.plan_pricing_id === sent.planPricingId)!;
      return user.click(screen.getByRole('button', { name: `${before.context.answered ? 'Enroll Now' : 'Add to Cart'}: ${card.label}` }));
    }
    case 'user.chooseMembership':
      return user.click((await dialog(popup!)).getByRole('button', { name: 'Add Membership' }));
    case 'user.cancel':
      return user.click((await dialog(popup!)).getByRole('button', { name: 'Cancel' }));
  }
  throw new Error(`no way to replay ${event.type} on plan detail`);
};

/** The errorCode notice a state shows above pricing (spec 2 §8), by its text. */
const noticeOf = (state: Snapshot): string | null => {
  const at = (value: string) => state.matches({ pricing: value } as never);
  // salaryError, and the prudential-type plan's above-100k income check on a card (spec 2 §9)
  if (at('incomeTooLow') || state.matches({ pricing: { priced: 'incomeBelowCoverage' } })) return planDetailMessages.salaryError;
  if (at('hoursTooFew')) return planDetailMessages.hourError;
  if (at('tobaccoMissing')) return planDetailMessages.smokerError;
  if (at('wrongState')) return planDetailMessages.stateError;
  if (at('wrongArea')) return planDetailMessages.metError;
  if (at('wrongTier')) return planDetailMessages.tierError;
  if (at('wrongAge')) return planDetailMessages.ageError;
  if (at('planAgeRefused') || at('wrongPortal')) return state.context.pricing!.message;
  if (at('enrollmentExpired')) return expiredQuoteMessage;
  return null;
};
const notices = [
  planDetailMessages.salaryError,
  planDetailMessages.hourError,
  planDetailMessages.smokerError,
  planDetailMessages.stateError,
  planDetailMessages.metError,
  planDetailMessages.tierError,
  planDetailMessages.ageError,
  f.refusals.planAgeError.message!,
  f.refusals.portalError.message!,
  expiredQuoteMessage,
];

/** The title of an open dialog (its aria-labelledby). */
const titleOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';

/** Where the page is behind an open popup it is hidden from assistive technology, yet still shown: query it with hidden. */
const page = { hidden: true };

/** The popup, with its spinner, busy Submit and message. */
const checkPopup = (state: Snapshot) => {
  const popup = popupOf(state);
  const open = [...screen.queryAllByRole('dialog'), ...screen.queryAllByRole('alertdialog')].map((element) => `${element.getAttribute('role')}: ${titleOf(element)}`);
  expect(open).toEqual(popup ? [`${popup[0]}: ${popup[1]}`] : []);
  if (!popup) return;
  const body = within(screen.getByRole(popup[0], { name: popup[1] }));
  const { error } = state.context;
  if (state.hasTag('loadingChoices')) {
    expect(body.getByRole('status', { name: state.matches('choosingGroup') ? 'Loading groups' : 'Loading portals' })).toBeTruthy();
    return;
  }
  if (state.matches('choosingPortal') || state.matches({ pricing: 'portalPopup' })) {
    const options = [...(body.getByRole('combobox', { name: 'Enrollment Portal' }) as HTMLSelectElement).options].map((option) => option.text);
    expect(options).toEqual(['Select', ...state.context.platforms.map((platform) => platform.platform_name)]);
  }
  if (state.matches('choosingGroup')) {
    const options = [...(body.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement).options].map((option) => option.text);
    expect(options).toEqual(['Select', ...state.context.groups.map((group) => group.gname)]);
  }
  if (state.matches('enteringFilter') || state.matches('editingFilter')) expect(body.getByRole('form', { name: 'Get a quote' })).toBeTruthy();
  if (popup[1] === 'Association Membership' || popup[1] === 'Membership Required') expect(body.getByText(/\$5\.00 per month/)).toBeTruthy();
  // the prudential-type plan is in the cart at another card: remove it there first
  if (popup[1] === 'Already in Your Cart') {
    expect(body.getByText(planDetailMessages.otherCoverageInCart)).toBeTruthy();
    expect(body.getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/cart');
  }
  if (state.hasTag('saving')) expect(body.getByRole('button', { name: /Submitting/ }).hasAttribute('data-loading')).toBe(true);
  // the popups that take input show the machine's message; Already Active is its message
  if (error && !state.matches('enteringFilter') && !state.matches('editingFilter')) expect(body.getByText(error)).toBeTruthy();
};

/** The notice with its fix, the success message, the spinner, the question panels and the cards. */
const checkPricing = (state: Snapshot) => {
  const section = screen.queryByRole('region', { name: 'Pricing and enrollment', ...page });
  expect(section !== null).toBe(state.matches('pricing'));
  if (!section) return;
  const pricing = within(section);
  const { context } = state;
  const notice = noticeOf(state);
  const alerts = pricing.queryAllByRole('alert', page).map((alert) => alert.textContent ?? '');
  for (const text of notices) expect(alerts.some((alert) => alert.includes(text))).toBe(text === notice);
  expect(pricing.queryByRole('button', { name: 'clicking here', ...page }) !== null).toBe(
    state.matches({ pricing: 'incomeTooLow' }) ||
      state.matches({ pricing: 'hoursTooFew' }) ||
      state.matches({ pricing: 'tobaccoMissing' }) ||
      state.matches({ pricing: { priced: 'incomeBelowCoverage' } }),
  );
  expect(pricing.queryByRole('button', { name: 'Get a New Quote', ...page }) !== null).toBe(state.matches({ pricing: 'enrollmentExpired' }));
  // the tobacco question under its notice; a given answer with its change beside the cards
  const inlineTobacco =
    state.matches({ pricing: 'tobaccoMissing' }) || (state.matches({ pricing: 'savingTobacco' }) && context.tobaccoAskedIn === 'notice');
  expect(pricing.queryByRole('radiogroup', { name: 'Do you use tobacco?', ...page }) !== null).toBe(inlineTobacco);
  expect(pricing.queryByRole('button', { name: 'Change tobacco use', ...page }) !== null).toBe(
    state.matches({ pricing: 'priced' }) && state.can({ type: 'user.openTobacco' }),
  );
  expect(pricing.queryByRole('button', { name: 'Choose Portal', ...page }) !== null).toBe(
    state.matches({ pricing: 'wrongPortal' }) && state.can({ type: 'user.openPortal' }),
  );
  if (context.success) expect(pricing.getByText(context.success)).toBeTruthy();
  expect(pricing.queryByRole('status', { name: 'Loading pricing', ...page }) !== null).toBe(state.hasTag('loadingPricing'));
  expect(pricing.queryByRole('form', { name: 'Plan questions', ...page }) !== null).toBe(state.matches({ pricing: 'questions' }));
  if (state.matches({ pricing: 'questions' })) {
    for (const question of f.questions) expect(pricing.getByRole('radiogroup', { name: question.question_text, ...page })).toBeTruthy();
  }
  const prudentialQuestions = state.matches({ pricing: { priced: 'prudentialQuestions' } });
  expect(pricing.queryByRole('form', { name: 'Additional questions', ...page }) !== null).toBe(prudentialQuestions);
  if (prudentialQuestions) for (const question of f.aflacQuestions) expect(pricing.getByRole('radiogroup', { name: question.question, ...page })).toBeTruthy();
  const cards = pricing.queryByRole('list', { name: 'Pricing', ...page });
  expect(cards !== null).toBe(state.matches({ pricing: 'priced' }));
  if (!cards) return;
  const action = context.answered ? 'Enroll Now' : 'Add to Cart';
  const canAdd = state.hasTag('canAdd');
  const adding = state.hasTag('adding');
  for (const card of context.pricing!.plans) {
    expect(within(cards).getByRole('heading', { name: card.label, ...page })).toBeTruthy();
    expect(within(cards).getByText(perMonth(card.plan_price))).toBeTruthy();
    // tag canAdd: Add to Cart (Enroll Now once answered); while adding it shows busy and disabled
    const add = within(cards).queryByRole('button', { name: `${action}: ${card.label}`, ...page }) as HTMLButtonElement | null;
    expect(add !== null).toBe(canAdd || adding);
    if (!add) continue;
    expect(add.disabled).toBe(!canAdd);
    expect(add.hasAttribute('data-loading')).toBe(adding && context.card?.plan_pricing_id === card.plan_pricing_id);
  }
  // the add's failure by the cards; a blackout above them
  const shownError = state.matches({ pricing: { priced: 'ready' } }) || state.matches({ pricing: { priced: 'blackout' } }) ? context.error : null;
  // issue 28 item 7: a blackout says so above the cards, without Add to Cart
  if (state.matches({ pricing: { priced: 'blackout' } })) expect(alerts.some((alert) => alert.endsWith('cannot be added during the enrollment blackout period.'))).toBe(true);
  if (shownError) expect(alerts).toContain(shownError);
  // the tobacco question under its notice shows its own message
  else expect(alerts.filter((alert) => !notices.some((text) => alert.includes(text)))).toEqual(inlineTobacco && context.error ? [context.error] : []);
};

/** What each state shows: the description, the quote summary, the popup, pricing. */
const assertScreen = async (state: Snapshot) => {
  await screen.findByRole('heading', { level: 1, name: f.description.plan_name, hidden: true });
  await waitFor(() => {
    checkPopup(state);
    checkPricing(state);
    // the quote popups closed: the plan without prices, and a way back to the quote
    const withoutQuote = screen.queryByRole('region', { name: 'Prices', ...page });
    expect(withoutQuote !== null).toBe(state.matches('withoutQuote'));
    if (withoutQuote) expect(within(withoutQuote).getByText(quoteToSeePricesMessage)).toBeTruthy();
    const summary = screen.queryByRole('region', { name: 'Your quote', ...page });
    expect(summary !== null).toBe((state.matches('pricing') || state.matches('editingFilter')) && state.context.summary !== null);
  });
};

/** The plan page at /plan/121/… in a memory router, so its breadcrumbs and suggested links resolve as in the app. */
const renderPlanPage = (actor: PlanDetailActor, contentActor: PlanContentActor, input: PlanDetailInput) => {
  const root = createRootRoute();
  const route = createRoute({
    getParentRoute: () => root,
    path: '/{-$landing}/plan/$planId/$planName',
    component: () => <PlanDetailView actor={actor} content={contentActor} routeName={input.planName} />,
  });
  const router = createRouter({
    routeTree: root.addChildren([route]),
    history: createMemoryHistory({ initialEntries: [`/plan/${input.planId}/${encodeURIComponent(input.planName)}`] }),
  });
  return renderScreen(<RouterProvider router={router as AnyRouter} />);
};

const walk = async (path: ModelPath, coverage: ReturnType<typeof coverageOf>) => {
  const user = userEvent.setup();
  const { actors, settle } = settledActors(planDetailCalls);
  const machine = planDetailMachine.provide({ actors: { ...actors, ...children }, actions: noopAppActions });
  const input = path.scenario.input as PlanDetailInput;
  const actor = createActor(machine, { input, inspect: coverage.inspect }).start();
  const contentActor = createActor(content, { input: { planId: input.planId, tempId: input.stored.tempId ?? null } }).start();
  renderPlanPage(actor, contentActor, input);
  await assertScreen(actor.getSnapshot());
  for (const { event } of path.steps) {
    const before = actor.getSnapshot();
    const expected = expectedAfter(machine, actor, event);
    // the children's results come from their own forms, submitted on screen
    if (childResults.includes(event.type) || !settle(event)) await replay(user, event, actor);
    await waitFor(() => {
      expect(sameValue(actor, expected.value)).toBe(true);
      // a message-only transition keeps the value: wait until the machine has taken it
      expect(actor.getSnapshot()).not.toBe(before);
    });
    await assertScreen(actor.getSnapshot());
  }
  actor.stop();
  contentActor.stop();
};

describe('plan detail: model paths covering every state and transition, replayed through the page', () => {
  const coverage = coverageOf(planDetailMachine);
  afterAll(() => console.log(coverage.report()));
  const paths = coveringPaths(headless, pathsOf(planDetailModel, generatePaths).map(onScreen));
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => walk(path, coverage), 30_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
