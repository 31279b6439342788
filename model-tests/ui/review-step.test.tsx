// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, EventObject } from 'xstate';
import { stepMessages, type TabName } from '../../contract/index.ts';
import { reviewCards, reviewStepMachine, type ReviewContext, type ReviewEvent } from '../../machines/enrollment/review-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-input.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { displayValue, reviewCardTitles, uiOf } from '../../src/features/enrollment/field-ui.ts';
import { noopAppActions } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { reviewStepModel } from '../models/review-step.ts';
import { answered, hostEngine, nextButton, tabsFor, walkHosted, type HostedWalk } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

type Snapshot = Omit<AnyMachineSnapshot, 'context'> & { context: ReviewContext };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

// over the error modal (a save sent from View Details keeps its detailsTab) the details are hidden from assistive technology
const detailsDialog = (tab: TabName) => within(screen.getByRole('dialog', { name: reviewCardTitles[tab], hidden: true }));
const errorDialog = () => within(screen.getByRole('alertdialog', { name: stepMessages.reviewFailed }));

/**
 * Replays one event through the review: the notes typed in and the wrapper's Next (step.save comes
 * from the engine's Next); a card's View Details; the modals' Close. While a modal (View Details,
 * the error) is open the page behind it, Next included, cannot be clicked: a save from there is
 * sent as the engine's user.next (what Next sends), which the engine passes on as step.save.
 */
const replay = (notes: ShownNotes) => async (user: User, event: EventObject, step: AnyActorRef, engine: EnrollmentActor) => {
  const before = step.getSnapshot() as Snapshot;
  const engineBefore = engine.getSnapshot();
  const sent = event as ReviewEvent;
  switch (sent.type) {
    case 'step.save': {
      if (before.matches('failed') || before.context.detailsTab !== null) engine.send({ type: 'user.next', values: sent.values });
      else {
        const field = screen.getByRole('textbox', { name: 'Additional Notes' });
        await user.clear(field);
        if (sent.values.additional_notes) await user.type(field, sent.values.additional_notes);
        notes.typed = sent.values.additional_notes ?? '';
        await user.click(nextButton());
      }
      await waitFor(() => expect(engine.getSnapshot()).not.toBe(engineBefore));
      return;
    }
    case 'user.viewDetails':
      // a step the review has no card for has no button: send it, so the machine's refusal is walked
      if (!reviewCards(before.context.steps).includes(sent.tab)) return void step.send(sent);
      await user.click(screen.getByRole('button', { name: `View Details: ${reviewCardTitles[sent.tab]}` }));
      break;
    case 'user.closeDetails':
      await user.click(detailsDialog(before.context.detailsTab!).getByRole('button', { name: 'Close' }));
      break;
    case 'user.dismissError':
      await user.click(errorDialog().getByRole('button', { name: 'Close' }));
      break;
  }
  await waitFor(() => expect(step.getSnapshot()).not.toBe(before));
};

/** What the notes field holds: the loaded notes until some are typed (a save sent from behind a modal types none). */
interface ShownNotes {
  typed: string | null;
}

/** The text of each item of a data list (label then value). */
const itemsOf = (list: HTMLElement) => [...list.children].map((item) => item.textContent);

/**
 * What each state shows: the spinner; the cards with View Details, the notes, the cart summary; the
 * View Details modal loading, with the saved values or 'Nothing saved yet', and Edit Details; the
 * error modal; Next busy while saving; once saved, the engine leaving for the receipt.
 */
const assertScreen = (shown: ShownNotes) => async (state: AnyMachineSnapshot, engine: EnrollmentActor) => {
  const { steps, cart, notes, detailsTab, details } = (state as Snapshot).context;
  if (state.status === 'done') {
    expect(await screen.findByRole('status', { name: 'Opening the next page' })).toBeTruthy();
    expect(engine.getSnapshot().matches('leaving')).toBe(true);
    return;
  }
  if (state.hasTag('loading')) {
    expect(await screen.findByRole('status', { name: 'Loading review' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Additional Notes' })).toBeNull();
    return;
  }
  const modal = detailsTab !== null || state.matches('failed');
  const behind = { hidden: modal };
  await waitFor(() => {
    // (a save sent from View Details keeps detailsTab; the error modal then takes the focus and the
    // details modal closes itself, though the machine still names it: not asserted there)
    if (!state.matches('failed')) expect(screen.queryByRole('dialog', { name: detailsTab ? reviewCardTitles[detailsTab] : /./, hidden: true }) !== null).toBe(detailsTab !== null);
    expect(screen.queryByRole('alertdialog', { name: stepMessages.reviewFailed }) !== null).toBe(state.matches('failed'));
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Review & Confirmation', ...behind })).toBeTruthy();
  const cards = screen.getAllByRole('article', behind);
  expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(reviewCards(steps).map((tab) => reviewCardTitles[tab]));
  for (const tab of reviewCards(steps)) expect(screen.getByRole('button', { name: `View Details: ${reviewCardTitles[tab]}`, ...behind })).toBeTruthy();
  shown.typed ??= notes;
  expect((screen.getByRole('textbox', { name: 'Additional Notes', ...behind }) as HTMLTextAreaElement).value).toBe(shown.typed);
  const summary = screen.queryByRole('complementary', { name: 'Cart summary', ...behind });
  expect(summary !== null).toBe(cart !== null);
  if (summary && cart) {
    expect(itemsOf(within(summary).getByLabelText('Plans in your cart'))).toEqual(cart.result.map((line) => `${line.plan_name}${money.format(line.price)}`));
    expect(itemsOf(within(summary).getByLabelText('Totals'))).toEqual([
      `First Month Total Cost${money.format(cart.initial_month_cost)}`,
      `Recurring Monthly Cost${money.format(cart.recurring_month_cost)}`,
    ]);
  }
  await waitFor(() => expect(nextButton(behind).hasAttribute('data-loading')).toBe(state.hasTag('saving')));
  if (detailsTab && !state.matches('failed')) {
    const dialog = detailsDialog(detailsTab);
    // Edit Details is the engine's: offered while the engine can open that step (not while it saves)
    expect(dialog.queryByRole('button', { name: 'Edit Details', hidden: true }) !== null).toBe(engine.getSnapshot().can({ type: 'user.editDetails', tab: detailsTab }));
    if (state.hasTag('loadingDetails')) expect(dialog.getByRole('status', { name: 'Loading details', hidden: true })).toBeTruthy();
    else {
      // a modal left open by a save shows its details as they stood (none while they were loading)
      const saved = (details?.fields ?? []).filter((field) => (field.value ?? '').trim() !== '');
      if (saved.length === 0) expect(dialog.getByText('Nothing saved yet')).toBeTruthy();
      else expect(itemsOf(dialog.getByLabelText('Saved details'))).toEqual(saved.map((field) => `${uiOf(field.field_name).label}${displayValue(field)}`));
    }
  }
  if (state.matches('failed')) expect(errorDialog().getByRole('button', { name: 'Save and Continue Later' })).toBeTruthy();
};

const calls = ['getPlanCart', 'getEnrollmentReviewInfo', 'loadDetails', 'deleteDependentInIO', 'saveReviewInfo'] as const;
const reviewScreen = (path: ModelPath): HostedWalk => {
  const { actors, settle } = settledActors(calls);
  const input = path.scenario.input as StepInput;
  const notes: ShownNotes = { typed: null };
  return {
    // the engine's step list is the model's input's
    engine: hostEngine({ getDynamicTabs: answered(tabsFor(input.steps)), steps: { review_info: reviewStepMachine.provide({ actors, actions: noopAppActions }) } }),
    engineInput: () => ({ tempId: input.tempId, tab: 'review_info', stored: input.stored }),
    childId: 'step',
    // where an event leads, by the pure transition: without a parent to tell of a refusal
    child: reviewStepModel.machine,
    settle,
    replay: replay(notes),
    assertScreen: assertScreen(notes),
  };
};

describe("review & confirmation: every model path replayed through the review and the wrapper's Next", () => {
  const coverage = coverageOf(reviewStepMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(reviewStepModel, generatePaths).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walkHosted(reviewScreen(path), path, coverage),
    30_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
