// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { stepMessages, type TabName } from '../../contract/index.ts';
import { enrollmentMachine, type EnrollmentContext, type EnrollmentEvent, type EnrollmentInput } from '../../machines/enrollment/enrollment.machine.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { reviewCardTitles } from '../../src/features/enrollment/field-ui.ts';
import { enrollmentFixtures as f } from '../lib/enrollment-fixtures.ts';
import { apiFailure } from '../lib/fixtures.ts';
import { noopAppActions } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { enrollmentModel } from '../models/enrollment.ts';
import { answeringSteps, hostEngine, nextButton, renderWizard, titleOf } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, coveringPaths, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

type Snapshot = Omit<AnyMachineSnapshot, 'context'> & { context: EnrollmentContext };

/**
 * The engine's walk through the real wizard. The view reads the step's context, so the steps are
 * the real step machines answering the fixtures, except their save (Personal's and Contact's
 * saveFields, Review's saveReviewInfo): that call is held by the walk, and the path's
 * `xstate.done.actor.step` answers it (the step then ends: the engine hears it is done), its
 * `step.rejected` refuses it (the step tells the engine). The code-send modal is the real one,
 * answering at once: its done comes from the modal's Send Code and Done. The tabs are held and
 * settled by the path. `route.tab` comes from the router, so it is sent to the engine as it is.
 */

/** The calls wait forever: the steps are the model's walked stubs, every result is sent as the event it is. */
const headless = enrollmentMachine.provide({
  actors: { ...settledActors(['getDynamicTabs', 'saveLater', 'saveStepScreenshot']).actors, ...enrollmentModel.actors } as never,
  actions: noopAppActions,
});

const currentOf = ({ context }: { context: EnrollmentContext }): TabName => context.steps[context.index]!;
const before = (path: ModelPath, index: number) => (index === 0 ? path.initial : path.steps[index - 1]!.state) as Snapshot;

/**
 * What the screen can send: Edit Details is review's (View Details on a card, then Edit Details),
 * so the model's user.editDetails from another step, or for a step the list lacks (no card, and the
 * engine refuses it anyway), is no path the screen can replay.
 */
const usable = (path: ModelPath) =>
  path.steps.every(({ event }, index) => {
    if (event.type !== 'user.editDetails') return true;
    const { tab } = event as Extract<EnrollmentEvent, { type: 'user.editDetails' }>;
    const state = before(path, index);
    return currentOf(state) === 'review_info' && state.context.steps.includes(tab) && tab !== 'review_info';
  });

/** The save the walk holds: one at a time (each Next starts afresh). */
interface HeldSave {
  current: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null;
}

const heldSave = (held: HeldSave) =>
  fromPromise(
    () =>
      new Promise((resolve, reject) => {
        held.current = { resolve, reject };
      }),
  );

/** The screen titles where they differ from the progress bar's. */
const screenTitle = (tab: TabName) => (tab === 'primary_health_info' ? 'Primary Health Questions' : titleOf(tab));

/** The step's own form, named as Next submits it. */
const stepForm = (tab: TabName) => screen.findByRole('form', { name: tab === 'review_info' ? 'Additional notes' : titleOf(tab) });

const saveLaterDialog = () => within(screen.getByRole('dialog', { name: 'Save & Continue Later' }));

const serverError = apiFailure('Server error', [], 500);

/** Replays one event of the engine's path through the wizard, or settles the call it names. */
const replay = async (user: User, event: EventObject, engine: EnrollmentActor, held: HeldSave, settleTabs: (event: EventObject) => boolean) => {
  const state = engine.getSnapshot() as Snapshot;
  const current = currentOf(state);
  const sent = event as EnrollmentEvent;
  switch (event.type) {
    case 'xstate.done.actor.getDynamicTabs':
    case 'xstate.error.actor.getDynamicTabs':
      settleTabs(event);
      return;
    case 'xstate.done.actor.step':
      // the step saved: the held save answers
      await waitFor(() => expect(held.current).not.toBeNull());
      held.current!.resolve(current === 'review_info' ? f.reviewSaved : f.saved);
      held.current = null;
      return;
    case 'xstate.done.actor.saveLater': {
      // the modal ends: Send Code to a valid alternate e-mail, then Done
      const field = saveLaterDialog().getByRole('textbox', { name: 'Alternate Email' });
      await user.clear(field);
      await user.type(field, 'ana.alt@example.com');
      await user.click(saveLaterDialog().getByRole('button', { name: 'Send Code' }));
      await user.click(await within(await screen.findByRole('dialog', { name: 'Save & Continue Later' })).findByRole('button', { name: 'Done' }));
      return;
    }
  }
  switch (sent.type) {
    case 'route.tab':
      // the router's: no control on the wizard sends it
      engine.send(sent);
      return;
    case 'step.rejected':
      // the held save is refused; the step tells the engine
      await waitFor(() => expect(held.current).not.toBeNull());
      held.current!.reject(serverError);
      held.current = null;
      if (current === 'review_info') {
        // review's error modal: closed, the review shows again
        const modal = await screen.findByRole('alertdialog', { name: stepMessages.reviewFailed });
        await user.click(within(modal).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog', { name: stepMessages.reviewFailed })).toBeNull());
      }
      return;
    case 'user.next':
      // Next submits the step's form as it stands: the fixtures' saved values, all valid
      held.current = null;
      await stepForm(current);
      await user.click(nextButton());
      return;
    case 'user.back':
      await user.click(wizardButton('Back'));
      return;
    case 'user.saveLater':
      await stepForm(current);
      await user.click(wizardButton('Save & Continue Later'));
      return;
    case 'user.editDetails': {
      await stepForm(current);
      const title = reviewCardTitles[sent.tab];
      await user.click(screen.getByRole('button', { name: `View Details: ${title}` }));
      const dialog = within(await screen.findByRole('dialog', { name: title }));
      const edit = await dialog.findByRole('button', { name: 'Edit Details' });
      await waitFor(() => expect((edit as HTMLButtonElement).disabled).toBe(false));
      await user.click(edit);
      return;
    }
  }
  throw new Error(`no way to replay ${event.type} on the enrollment wizard`);
};

/** The wizard's own button (the code-send modal has a Back too). */
const wizardButton = (name: string, options: { hidden?: boolean } = {}) => {
  const [button, ...others] = screen.getAllByRole('button', { name, ...options }).filter((element) => !element.closest('[role="dialog"], [role="alertdialog"]'));
  expect(others).toEqual([]);
  return button as HTMLButtonElement;
};

/** A progress item's title, without its number or check mark and its hidden '(completed)'. */
const itemTitle = (item: HTMLElement) => (item.textContent ?? '').replace(/^(\d+|✓)/, '').replace(' (completed)', '');

/**
 * What each state shows: the spinner while the tabs load; the unavailable message with the cart
 * link; once leaving, nothing of the wizard; else the progress bar (the steps' titles in order, the
 * current one marked, the completed ones checked), the step's title, the not-available message of
 * a step this build lacks, Back, Save & Continue Later and Next (busy while saving), and the
 * code-send modal while saving for later.
 */
const assertScreen = async (state: Snapshot) => {
  const wizardGone = () => {
    expect(screen.queryByRole('navigation', { name: 'Enrollment progress', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Back', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Next|Saving)$/, hidden: true })).toBeNull();
  };
  if (state.hasTag('loading')) {
    expect(await screen.findByRole('status', { name: 'Loading enrollment' })).toBeTruthy();
    wizardGone();
    return;
  }
  if (state.matches('unavailable')) {
    expect(await screen.findByRole('heading', { level: 1, name: 'Enrollment unavailable' })).toBeTruthy();
    expect(screen.getByText('Your enrollment could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the cart' })).toBeTruthy();
    wizardGone();
    return;
  }
  if (state.matches('leaving')) {
    expect(await screen.findByRole('status', { name: 'Opening the next page' })).toBeTruthy();
    wizardGone();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    return;
  }
  const { steps, index, completed } = state.context;
  const current = currentOf(state);
  const savingLater = state.matches({ showingStep: 'savingLater' });
  const editing = state.matches({ showingStep: 'editing' });
  const saving = state.hasTag('saving');
  // behind the code-send modal the wizard is hidden from assistive technology
  const behind = { hidden: savingLater };
  await waitFor(() => {
    const items = within(screen.getByRole('navigation', { name: 'Enrollment progress', ...behind })).getAllByRole('listitem', behind);
    expect(items.map(itemTitle)).toEqual(steps.map(titleOf));
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(steps.map((_, at) => (at === index ? 'step' : null)));
    expect(items.map((item) => item.hasAttribute('data-completed'))).toEqual(steps.map((tab) => completed.includes(tab)));
    expect(items.map((item) => (item.textContent ?? '').startsWith('✓'))).toEqual(steps.map((tab, at) => completed.includes(tab) && at !== index));
    expect(screen.getByRole('heading', { level: 1, ...behind }).textContent).toBe(screenTitle(current));
    expect(screen.queryByText('This step is not available yet.') !== null).toBe(state.matches({ showingStep: 'stepMissing' }));
    expect(wizardButton('Back', behind).disabled).toBe(!state.can({ type: 'user.back' }));
    expect(wizardButton('Save & Continue Later', behind).disabled).toBe(!editing);
    const next = nextButton(behind);
    expect(next.hasAttribute('data-loading')).toBe(saving);
    if (!saving) expect(next.disabled).toBe(!editing);
    expect(screen.queryByRole('dialog', { name: 'Save & Continue Later' }) !== null).toBe(savingLater);
  });
  if (savingLater) expect(saveLaterDialog().getByText(stepMessages.saveLaterQuestion)).toBeTruthy();
};

/** The engine where the path says: its state and the context that places it (list, step, marks, the review marker). */
const placed = (snapshot: Snapshot) => {
  const { steps, index, completed, returnToReview } = snapshot.context;
  return { value: snapshot.value, steps, index, completed, returnToReview };
};

const walk = async (path: ModelPath, coverage: ReturnType<typeof coverageOf>) => {
  const user = userEvent.setup();
  const held: HeldSave = { current: null };
  const tabs = settledActors(['getDynamicTabs']);
  const save = heldSave(held);
  const machine = hostEngine({
    getDynamicTabs: tabs.actors.getDynamicTabs,
    steps: answeringSteps({ personal: { saveFields: save }, contact: { saveFields: save }, review: { saveReviewInfo: save } }),
  });
  // coverage counts the engine only (its children run their own machines)
  const inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId === event.rootId) coverage.inspect(event);
  };
  const engine = createActor(machine, { input: path.scenario.input as EnrollmentInput, inspect }) as unknown as EnrollmentActor;
  engine.start();
  renderWizard(engine);
  expect(placed(engine.getSnapshot() as Snapshot)).toEqual(placed(path.initial as Snapshot));
  await assertScreen(engine.getSnapshot() as Snapshot);
  for (const { event, state } of path.steps) {
    await replay(user, event, engine, held, tabs.settle);
    await waitFor(() => expect(placed(engine.getSnapshot() as Snapshot)).toEqual(placed(state as Snapshot)));
    await assertScreen(engine.getSnapshot() as Snapshot);
  }
  engine.stop();
};

describe('enrollment: model paths covering every state and transition, replayed through the wizard', () => {
  const coverage = coverageOf(enrollmentMachine);
  afterAll(() => console.log(coverage.report()));
  const paths = coveringPaths(headless, pathsOf(enrollmentModel, generatePaths), usable);
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => walk(path, coverage), 60_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
