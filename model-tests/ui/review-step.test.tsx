// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { textFieldsOf, type DataOf, type StepData } from '../../contract/index.ts';
import { reviewStepMachine, type ReviewEvent } from '../../machines/enrollment/review-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { cardTitles, detailsShown, withheldShown, refusalShown, reviewCardsShown, reviewChangesShown, reviewScreens, reviewStateOf, reviewWords, type DetailsShown, type Items, type ReviewScreen } from '../expectations/review-step.ts';
import { saveLaterWords } from '../expectations/save-later.ts';
import { NEXT_BUSY, savingStep, wizardButtonNames, type WizardButtons } from '../expectations/wizard.ts';
import { noopAppActions, type EventCases, type MachineModel } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { reviewScenarios, reviewStepModel, typedNotes, withheldHealth, type DetailedTab, type ReviewScenario } from '../models/review-step.ts';
import { answered, hostEngine, recordingSaveLater, tabsFor, type HostedWalk, walkHosted } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

/**
 * The review error modal has its own Save and Continue Later (spec 3 §2.3): it dismisses the modal,
 * then the wrapper asks the review for its draft. On screen the model's user.dismissError is either
 * the modal's Close or that button (which then runs the code-send modal to its end).
 */
const reviewUiModel: MachineModel = {
  ...reviewStepModel,
  events: {
    ...reviewStepModel.events,
    'user.dismissError': [{ type: 'user.dismissError' }, { type: 'user.dismissError', via: 'saveLater' }],
  } satisfies EventCases,
};

/**
 * What the screen should hold, followed from the path's events alone: the cart and the notes the
 * calls answered, the notes typed since, the card whose View Details is open (its title and tab)
 * and whether its details were answered. Never the machine's context.
 */
interface Shown {
  state: keyof typeof reviewScreens;
  cart: DataOf<'getPlanCart'> | null;
  notes: string;
  card: string | null;
  tab: DetailedTab | null;
  details: 'shown' | 'nothing' | null;
  /** Whether every card's section was answered (else each section says its answers could not be shown). */
  sections: boolean;
  /** The health answers came withheld: in the sections, in View Details. */
  withheld: { sections: boolean; details: boolean };
}

type Sent = { enrollment_id: string; email: string; tab: string; data: StepData };
const ALTERNATE_EMAIL = 'ana.alt@example.com';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const scenarioKey = (input: StepInput): ReviewScenario => (Object.keys(reviewScenarios) as ReviewScenario[]).find((key) => reviewScenarios[key].input === input)!;

/** The wizard's own button (the modals have a Back and buttons of their own). */
const wizardButton = (name: string, hidden: boolean) => {
  const [button, ...others] = screen.getAllByRole('button', { name, hidden }).filter((element) => !element.closest('[role="dialog"], [role="alertdialog"]'));
  expect(others).toEqual([]);
  return button as HTMLButtonElement;
};

/** Back, Save & Continue Later and Next as the table says (behind a modal they are hidden from assistive technology). */
const expectButtons = (expected: WizardButtons, hidden: boolean) => {
  for (const key of ['back', 'saveLater', 'next'] as const) {
    const button = wizardButton(key === 'next' && expected.next === 'busy' ? NEXT_BUSY : wizardButtonNames[key], hidden);
    expect(button.hasAttribute('data-loading'), `${key} busy`).toBe(expected[key] === 'busy');
    expect(button.disabled, `${key} disabled`).toBe(expected[key] !== 'enabled');
  }
};

const detailsDialog = (title: string) => within(screen.getByRole('dialog', { name: title }));
const errorDialog = () => within(screen.getByRole('alertdialog', { name: reviewWords.failed }));

/** Save & Continue Later's code-send modal run to its end: the spec's question, Send Code, the spec's saved message with the review's data, Done. */
const finishSaveLater = async (user: User, sent: Sent[], expected: Omit<Sent, 'email'>) => {
  const dialog = () => within(screen.getByRole('dialog', { name: saveLaterWords.title }));
  expect(await screen.findByRole('dialog', { name: saveLaterWords.title })).toBeTruthy();
  expect(dialog().getByText(saveLaterWords.question)).toBeTruthy();
  await user.type(dialog().getByRole('textbox', { name: saveLaterWords.email }), ALTERNATE_EMAIL);
  await user.click(dialog().getByRole('button', { name: saveLaterWords.sendCode }));
  await waitFor(() => expect(dialog().getByRole('status').textContent).toBe(saveLaterWords.saved));
  expect(sent.at(-1)).toEqual({ ...expected, email: ALTERNATE_EMAIL });
  await user.click(dialog().getByRole('button', { name: saveLaterWords.done }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: saveLaterWords.title })).toBeNull());
};

const typeNotes = async (user: User, shown: Shown, notes: string) => {
  const field = screen.getByRole('textbox', { name: reviewWords.notes });
  await user.clear(field);
  if (notes) await user.type(field, notes);
  shown.notes = notes;
};

/**
 * Replays one event through the review: step.save is the notes typed in and the wrapper's Next;
 * while a modal (View Details, the error) covers the page its Next cannot be clicked, so a save from
 * there is sent as the engine's user.next (what Next sends). step.saveLater is the wrapper's Save &
 * Continue Later (the notes typed first where the page shows them; from behind the error modal sent
 * as the engine's user.saveLater, what the button sends). A card's View Details; the modals' Close;
 * the error modal's Save and Continue Later.
 */
const replay = (shown: Shown, sent: Sent[], input: StepInput) => async (user: User, event: EventObject, step: AnyActorRef, engine: EnrollmentActor) => {
  const before = step.getSnapshot();
  const engineBefore = engine.getSnapshot();
  const expected = reviewScreens[shown.state] as ReviewScreen;
  const pageShown = expected.shows === 'review' && expected.modal === 'none';
  const sentEvent = event as ReviewEvent | { type: 'user.dismissError'; via: 'saveLater' };
  const draft = (notes: string) => ({ enrollment_id: input.tempId, tab: 'review_info', data: { additional_notes: notes } });
  switch (sentEvent.type) {
    case 'step.save':
      if (pageShown) {
        await typeNotes(user, shown, typedNotes.save);
        await user.click(wizardButton(wizardButtonNames.next, false));
      } else engine.send({ type: 'user.next', values: sentEvent.values });
      await waitFor(() => expect(engine.getSnapshot()).not.toBe(engineBefore));
      return;
    case 'step.saveLater':
      if (expected.shows === 'review' && expected.modal === 'error') {
        // behind the error modal: what the wrapper's button sends
        engine.send({ type: 'user.saveLater', values: sentEvent.values });
        await finishSaveLater(user, sent, draft(textFieldsOf(sentEvent.values).additional_notes ?? ''));
        return;
      }
      // while the review loads there are no notes on screen: none are kept
      if (pageShown) await typeNotes(user, shown, typedNotes.saveLater);
      await user.click(wizardButton(wizardButtonNames.saveLater, false));
      await finishSaveLater(user, sent, draft(pageShown ? shown.notes : ''));
      return;
    case 'user.viewDetails': {
      const title = cardTitles[sentEvent.tab as keyof typeof cardTitles];
      if (!reviewCardsShown[scenarioKey(input)].includes(title)) {
        // a step the review has no card for has no button: send it, so the machine's refusal is walked
        expect(screen.queryByRole('button', { name: `${reviewWords.viewDetails}: ${title}` })).toBeNull();
        step.send(sentEvent);
        return;
      }
      await user.click(screen.getByRole('button', { name: `${reviewWords.viewDetails}: ${title}` }));
      shown.card = title;
      shown.tab = sentEvent.tab in detailsShown ? (sentEvent.tab as DetailedTab) : null;
      shown.details = null;
      break;
    }
    case 'user.closeDetails':
      await user.click(detailsDialog(shown.card!).getByRole('button', { name: 'Close' }));
      break;
    case 'user.dismissError':
      if ('via' in sentEvent) {
        await user.click(errorDialog().getByRole('button', { name: reviewWords.saveLater }));
        await finishSaveLater(user, sent, draft(shown.notes));
        return;
      }
      await user.click(errorDialog().getByRole('button', { name: 'Close' }));
      break;
  }
  await waitFor(() => expect(step.getSnapshot()).not.toBe(before));
};

/** What an answer of the review's calls brings to the screen. */
const follow = (shown: Shown, event: EventObject & { output?: unknown }) => {
  switch (event.type) {
    case 'xstate.done.actor.getPlanCart':
      shown.cart = event.output as DataOf<'getPlanCart'>;
      return;
    case 'xstate.done.actor.getEnrollmentReviewInfo':
      shown.notes = (event.output as DataOf<'getEnrollmentReviewInfo'>).result.additional_notes;
      return;
    case 'xstate.done.actor.loadDetails':
      shown.details = 'shown';
      shown.withheld.details = event.output === withheldHealth;
      return;
    case 'xstate.done.actor.loadSections':
      shown.sections = true;
      shown.withheld.sections = (event.output as Record<string, unknown>).primary_health_info === withheldHealth;
      return;
    case 'xstate.error.actor.loadDetails':
      shown.details = 'nothing';
      return;
  }
};

/** A data list's items as label then value. */
const itemsOf = (list: HTMLElement) => [...list.children].map((item) => item.textContent);
const texts = (items: Items) => items.map(([label, value]) => `${label}${value}`);

/** View Details (or a card's section on the page) by the card's row of the table: saved fields; a section per entry; a section per health question with Yes or No and, for a yes, its layout's labels. */
const expectDetails = (element: HTMLElement, expected: DetailsShown | 'nothing', hidden = false) => {
  const dialog = within(element);
  if (expected === 'nothing') {
    expect(dialog.getByText(reviewWords.nothingSaved)).toBeTruthy();
    return;
  }
  switch (expected.kind) {
    case 'fields':
      expect(itemsOf(dialog.getByLabelText('Saved details'))).toEqual(texts(expected.savedDetails));
      return;
    case 'list':
      expect(dialog.getAllByRole('region', { hidden }).map((section) => section.getAttribute('aria-label'))).toEqual(expected.sections.map((entry) => entry.title));
      for (const entry of expected.sections) {
        const section = within(dialog.getByRole('region', { name: entry.title, hidden }));
        expect(section.getByRole('heading', { name: entry.title, hidden })).toBeTruthy();
        expect(itemsOf(section.getByLabelText(entry.title))).toEqual(texts(entry.items));
      }
      return;
    case 'health':
      expect(dialog.getAllByRole('region', { hidden }).map((section) => section.getAttribute('aria-label'))).toEqual(expected.answers.map((answer) => answer.question));
      for (const answer of expected.answers) {
        const region = dialog.getByRole('region', { name: answer.question, hidden });
        const section = within(region);
        // the question, then its Yes or No
        expect([...region.children].slice(0, 2).map((line) => line.textContent)).toEqual([answer.question, answer.answer]);
        const list = section.queryByLabelText(`Details: ${answer.question}`);
        if (answer.details === null) expect(list).toBeNull();
        else expect(itemsOf(list!)).toEqual(texts(answer.details));
      }
      return;
    case 'withheld':
      // the one sentence, no question and no Yes or No
      expect(dialog.getByText(expected.text)).toBeTruthy();
      expect(dialog.queryAllByRole('region', { hidden })).toEqual([]);
      expect(dialog.queryByText('No', { exact: true })).toBeNull();
      return;
  }
};

/** The health card as the path's answer brought it: withheld, or the model's answers. */
const shownOf = (tab: DetailedTab, withheld: boolean): DetailsShown => (tab === 'primary_health_info' && withheld ? withheldShown : detailsShown[tab]);

/** What each state shows, by the expectation table, the scenario's cards and what the path's events carried. */
const assertScreen = (shown: Shown, input: StepInput) => async (state: AnyMachineSnapshot) => {
  const before = shown.state;
  shown.state = reviewStateOf(state.value);
  const expected: ReviewScreen = reviewScreens[shown.state];
  if (expected.shows === 'next page') {
    // Next goes to the receipt: the wizard leaves
    expect(await screen.findByRole('status', { name: expected.label })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    return;
  }
  if (expected.shows === 'spinner') {
    expect(await screen.findByRole('status', { name: expected.label })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: reviewWords.heading })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: reviewWords.notes })).toBeNull();
    await waitFor(() => expectButtons(expected.buttons, false));
    return;
  }
  const behind = expected.modal !== 'none';
  await waitFor(() => {
    expect(screen.queryAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-labelledby') && document.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent)).toEqual(
      expected.modal === 'details' ? [shown.card] : [],
    );
    expect(screen.queryByRole('alertdialog', { name: reviewWords.failed }) !== null).toBe(expected.modal === 'error');
    expectButtons(expected.buttons, behind);
  });
  if (expected.modal !== 'details') shown.card = null;
  const hidden = { hidden: behind };
  expect(screen.getByRole('heading', { level: 1, name: reviewWords.heading, ...hidden })).toBeTruthy();
  const cards = reviewCardsShown[scenarioKey(input)];
  // a section per card, in order, each with View Details; Change for a step of the enrollment while the wizard may move (not while the review saves; issue 28 item 3)
  const sections = within(screen.getByRole('region', { name: reviewWords.sections, ...hidden }));
  expect(sections.getAllByRole('heading', { level: 3, ...hidden }).map((heading) => heading.textContent)).toEqual(cards);
  for (const title of cards) expect(sections.getByRole('button', { name: `${reviewWords.viewDetails}: ${title}`, ...hidden })).toBeTruthy();
  expect(sections.queryAllByRole('button', { name: new RegExp(`^${reviewWords.change} `), ...hidden }).map((button) => button.textContent)).toEqual(
    expected.buttons === savingStep ? [] : reviewChangesShown[scenarioKey(input)].map((title) => `${reviewWords.change} ${title}`),
  );
  expect((screen.getByRole('textbox', { name: reviewWords.notes, ...hidden }) as HTMLTextAreaElement).value).toBe(shown.notes);
  const summary = screen.queryByRole('complementary', { name: 'Cart summary', ...hidden });
  expect(summary !== null).toBe(shown.cart !== null);
  if (summary && shown.cart) {
    // a row per plan, its price in the right-hand column, then the totals
    const rows = within(within(summary).getByRole('table', { name: 'Plans in your cart', ...hidden })).getAllByRole('row', hidden);
    expect(rows.map((row) => row.textContent)).toEqual([
      'PlanMonthly price',
      ...shown.cart.result.map((line) => `${line.plan_name}${money.format(line.price)}`),
      `${reviewWords.firstMonth}${money.format(shown.cart.initial_month_cost)}`,
      `${reviewWords.recurring}${money.format(shown.cart.recurring_month_cost)}`,
    ]);
  }
  // each section with what its step saved (the model answers some kinds; the others have nothing), or, unread, says so
  for (const title of cards) {
    const section = sections.getByRole('region', { name: title, ...hidden });
    if (!shown.sections) {
      expect(within(section).getByText(reviewWords.unread)).toBeTruthy();
      continue;
    }
    const tab = (Object.keys(cardTitles) as (keyof typeof cardTitles)[]).find((key) => cardTitles[key] === title);
    expectDetails(section, tab && tab in detailsShown ? shownOf(tab as DetailedTab, shown.withheld.sections) : 'nothing', behind);
  }
  if (expected.modal === 'details') {
    const dialog = detailsDialog(shown.card!);
    // Edit Details (spec 3 §2.3), usable once the details show
    await waitFor(() => expect((dialog.getByRole('button', { name: reviewWords.editDetails }) as HTMLButtonElement).disabled).toBe(expected.editDetails !== 'enabled'));
    if (expected.details === 'loading') expect(dialog.getByRole('status', { name: 'Loading details' })).toBeTruthy();
    else await waitFor(() => expectDetails(screen.getByRole('dialog', { name: shown.card! }), shown.details === 'shown' ? shownOf(shown.tab!, shown.withheld.details) : 'nothing'));
  }
  if (expected.modal === 'error') expect(errorDialog().getByRole('button', { name: reviewWords.saveLater })).toBeTruthy();
  // the submit check's box (GOV.UK error summary): focused as it shows, each failure in words, a link to a step of the enrollment
  const refusal = screen.queryByRole('alert', { name: reviewWords.refused, ...hidden });
  expect(refusal !== null).toBe(expected.refused === true);
  if (refusal) {
    if (before !== 'ready.refused') await waitFor(() => expect(document.activeElement).toBe(refusal));
    expect(within(refusal).getByText(reviewWords.refusedHint)).toBeTruthy();
    expect(within(refusal).getAllByRole('listitem').map((item) => item.textContent)).toEqual(refusalShown.map((line) => line.text));
    expect(within(refusal).getAllByRole('button').map((button) => button.textContent)).toEqual(refusalShown.filter((line) => line.opens !== null).map((line) => line.text));
  }
};

const calls = ['getPlanCart', 'getEnrollmentReviewInfo', 'loadSections', 'loadDetails', 'deleteDependentInIO', 'saveReviewInfo'] as const;
const reviewScreen = (path: ModelPath): HostedWalk => {
  const input = path.scenario.input as StepInput;
  const { actors, settle } = settledActors(calls);
  const shown: Shown = { state: 'loadingCart', cart: null, notes: '', card: null, tab: null, details: null, sections: false, withheld: { sections: false, details: false } };
  const { sent, saveLater } = recordingSaveLater<Sent>();
  return {
    // the engine's step list is the model's input's
    engine: hostEngine({
      getDynamicTabs: answered(tabsFor(input.steps)),
      saveLater,
      steps: { review: reviewStepMachine.provide({ actors, actions: noopAppActions }) },
    }),
    engineInput: () => ({ tempId: input.tempId, tab: 'review_info', stored: input.stored }),
    childId: 'step',
    // where an event leads, by the pure transition: without a parent to tell of a refusal
    child: reviewStepModel.machine,
    settle: (event) => {
      follow(shown, event);
      return settle(event);
    },
    replay: replay(shown, sent, input),
    assertScreen: assertScreen(shown, input),
  };
};

describe("review & confirmation: every model path replayed through the review, the wrapper's Next and Save & Continue Later", () => {
  const coverage = coverageOf(reviewStepMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(reviewUiModel, generatePaths).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walkHosted(reviewScreen(path), path, coverage),
    30_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));

  it('walked the health answers withheld from the session, in the sections and in View Details', () => {
    const outputs = pathsOf(reviewUiModel, generatePaths).flatMap((path) => path.steps.map((step) => ({ type: step.event.type, output: (step.event as { output?: unknown }).output })));
    expect(outputs.some(({ type, output }) => type === 'xstate.done.actor.loadDetails' && output === withheldHealth)).toBe(true);
    expect(outputs.some(({ type, output }) => type === 'xstate.done.actor.loadSections' && (output as Record<string, unknown>).primary_health_info === withheldHealth)).toBe(true);
  });
});
