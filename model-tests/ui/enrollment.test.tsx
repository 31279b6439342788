// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type EventObject, type InspectionEvent } from 'xstate';
import { stepMessages, steps as stepInfo, type DataOf, type StepData, type TabConfig, type TabName } from '../../contract/index.ts';
import { enrollmentMachine, REVIEW_MARKER, type EnrollmentContext, type EnrollmentEvent, type EnrollmentInput } from '../../machines/enrollment/enrollment.machine.ts';
import { buildStepList, startIndex } from '../../machines/enrollment/tab-list.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { reviewCardTitles } from '../../src/features/enrollment/field-ui.ts';
import { enrollmentFixtures as f } from '../lib/enrollment-fixtures.ts';
import { apiFailure } from '../lib/fixtures.ts';
import { noopAppActions } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { enrollmentModel } from '../models/enrollment.ts';
import { enrollmentExpectations, expectationOf, stepHeadings } from '../expectations/enrollment.ts';
import { fromReviewButtonNames, NEXT_BUSY, wizardButtonNames } from '../expectations/wizard.ts';
import { answeringSteps, hostEngine, renderWizard } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, coveringPaths, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

type Snapshot = Omit<AnyMachineSnapshot, 'context'> & { context: EnrollmentContext };

/**
 * The engine's walk through the real wizard. The view reads the step's context, so the steps are
 * the real step machines answering the fixtures, except their save (the form's saveFields,
 * Review's saveReviewInfo): that call is held by the walk, and the path's `xstate.done.actor.step`
 * answers it (the step then ends: the engine hears it is done), its `step.rejected` refuses it (the
 * step tells the engine). Save & Continue Later's draft is held too, and handed over at the path's
 * `step.draft`. Replies the real form and review steps never give (`step.next`, a refusal of Save &
 * Continue Later by the step's own checks) are the protocol's: the walk sends them as the step
 * would. The code-send modal is the real one, answering at once: its done comes from the modal's
 * Send Code and Done. The tabs are held and settled by the path. `route.tab` comes from the
 * router, so it is sent to the engine as it is.
 */

/** The calls wait forever: the steps are the model's walked stubs, every result is sent as the event it is. */
const headless = enrollmentMachine.provide({
  actors: { ...settledActors(['getDynamicTabs', 'saveLater', 'saveStepScreenshot']).actors, ...enrollmentModel.actors } as never,
  actions: noopAppActions,
});

const currentOf = ({ context }: { context: EnrollmentContext }): TabName => context.steps[context.index]!;
const before = (path: ModelPath, index: number) => (index === 0 ? path.initial : path.steps[index - 1]!.state) as Snapshot;

/**
 * What the screen can send: Edit Details is review's (a section's Change, or View Details' Edit
 * Details), so the model's user.editDetails from another step, or for a step the list lacks (no
 * Change, and the engine refuses it anyway), is no path the screen can replay.
 */
const usable = (path: ModelPath) =>
  path.steps.every(({ event }, index) => {
    if (event.type !== 'user.editDetails') return true;
    const { tab } = event as Extract<EnrollmentEvent, { type: 'user.editDetails' }>;
    const state = before(path, index);
    return currentOf(state) === 'review_info' && state.context.steps.includes(tab) && tab !== 'review_info';
  });

/** What the walk holds: the step's save (one at a time: each Next starts afresh) and the draft it handed over. */
interface Held {
  current: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | null;
  draft: StepData | null;
  /** The reasons the step gave for blocking Next, as the path's step.next events carried them. */
  blockedBy: string | null;
}

const heldSave = (held: Held) =>
  fromPromise(
    () =>
      new Promise((resolve, reject) => {
        held.current = { resolve, reject };
      }),
  );

/** The step's draft for Save & Continue Later, held until the path says the step handed it over. */
const heldDraft = (held: Held) => ({
  handOverDraft: (_: unknown, { data }: { data: StepData }) => {
    held.draft = data;
  },
});

/**
 * Where the wizard stands, followed from the path's events as the spec says it moves (spec 2 §2;
 * spec 3 §2.3, §4.2; issue 23 §4), never read from the engine: the step list is the path's tabs
 * fixture through the step-list rule; it opens at the asked step; the steps completed are those
 * the tabs say the server keeps, read with the tabs and again after each save; once that read
 * answers (or fails) the wizard moves to the next step, or to review while the navto marker is
 * stored; a refused save leaves its step not completed; Back moves to the one before; Edit Details
 * opens its step and stores the marker; a route opens its step.
 */
interface Progress {
  list: TabName[];
  at: number;
  completed: TabName[];
  toReview: boolean;
}

const startProgress = (input: EnrollmentInput): Progress => ({ list: [], at: 0, completed: [], toReview: input.stored.navto === REVIEW_MARKER });

/** The steps of `list` the tabs say the server keeps (`saved: 1`). */
const keptOf = (tabs: readonly TabConfig[], list: readonly TabName[]) => list.filter((step) => tabs.some((tab) => tab.tab_name === step && tab.saved === 1));
const tabsOf = (event: EventObject) => (event as EventObject & { output: { result: TabConfig[] } }).output.result;

/** A step opened from review (the marker set, review listed, review not the step): its Back and Next return to review. */
const fromReview = (progress: Progress) => progress.toReview && progress.list.includes('review_info') && progress.list[progress.at] !== 'review_info';

/** Back and Next by the names the step gives them (busy Next reads 'Saving'). */
const backName = (progress: Progress) => (fromReview(progress) ? fromReviewButtonNames.back : wizardButtonNames.back);
const nextOf = (progress: Progress, options: { hidden?: boolean } = {}) =>
  screen.getByRole('button', { name: new RegExp(`^(${fromReview(progress) ? fromReviewButtonNames.next : wizardButtonNames.next}|${NEXT_BUSY})$`), ...options }) as HTMLButtonElement;

const backToReview = (progress: Progress) => {
  progress.at = progress.list.indexOf('review_info');
  progress.toReview = false;
};

const followProgress = (progress: Progress, event: EventObject, asked: TabName | null) => {
  const current = progress.list[progress.at]!;
  switch (event.type) {
    case 'xstate.done.actor.getDynamicTabs': {
      const reply = (event as EventObject & { output: DataOf<'getDynamicTabs'> }).output;
      // a submitted enrollment opens no step: its receipt opens (issue 23 §5)
      if (reply.policy_id !== undefined) return;
      progress.list = buildStepList(reply.result);
      progress.at = startIndex(progress.list, asked);
      progress.completed = keptOf(reply.result, progress.list);
      return;
    }
    case 'step.refused':
      progress.completed = progress.completed.filter((tab) => tab !== current);
      return;
    case 'xstate.done.actor.getKeptTabs':
    case 'xstate.error.actor.getKeptTabs':
      if (event.type === 'xstate.done.actor.getKeptTabs') progress.completed = keptOf(tabsOf(event), progress.list);
      if (fromReview(progress)) backToReview(progress);
      else progress.at += 1;
      return;
    case 'user.back':
      // from a step opened from review, back to review unsaved
      if (fromReview(progress)) backToReview(progress);
      else progress.at -= 1;
      return;
    case 'user.editDetails':
      progress.at = progress.list.indexOf((event as Extract<EnrollmentEvent, { type: 'user.editDetails' }>).tab);
      progress.toReview = true;
      return;
    case 'route.tab':
      progress.at = progress.list.indexOf((event as Extract<EnrollmentEvent, { type: 'route.tab' }>).tab);
      return;
  }
};

/** The step's screen has loaded: its heading shows and no spinner is left (a list step has no form of its own). */
const stepShown = (tab: TabName) =>
  waitFor(() => {
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(stepHeadings[tab]);
    // the step's loading spinner is gone (a step's own status lines may show)
    expect(screen.queryByRole('status', { name: /^Loading/ })).toBeNull();
  });

const saveLaterDialog = () => within(screen.getByRole('dialog', { name: 'Save & Continue Later' }));

const serverError = apiFailure('Server error', [], 500);
const fieldRefusal = apiFailure('The given data was invalid.', [{ target_element: 'first_name', error_message: 'Field is required' }], 422);

/** Replays one event of the engine's path through the wizard, or settles the call it names. */
const replay = async (user: User, event: EventObject, engine: EnrollmentActor, held: Held, settleTabs: (event: EventObject) => boolean, progress: Progress) => {
  const state = engine.getSnapshot() as Snapshot;
  const current = currentOf(state);
  const sent = event as EnrollmentEvent;
  switch (event.type) {
    case 'xstate.done.actor.getDynamicTabs':
    case 'xstate.error.actor.getDynamicTabs':
    case 'xstate.done.actor.getKeptTabs':
    case 'xstate.error.actor.getKeptTabs':
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
    case 'step.next':
      // the step's reply (a list step at 100%, the dependents' tier rules): the walk plays the step
      held.blockedBy = sent.next.available ? null : sent.next.reason;
      engine.send(sent);
      return;
    case 'step.draft':
      // the step handed over what it keeps: the walk delivers it as the step would
      await waitFor(() => expect(held.draft).not.toBeNull());
      engine.send({ type: 'step.draft', data: held.draft! });
      held.draft = null;
      return;
    case 'step.rejected':
      if (state.matches({ showingStep: 'preparingSaveLater' })) {
        // the step's own checks refused Save & Continue Later (a list step with an invalid entry)
        held.draft = null;
        engine.send(sent);
        return;
      }
      // the held save is refused naming a field (review: any failure); the step tells the engine
      await waitFor(() => expect(held.current).not.toBeNull());
      held.current!.reject(current === 'review_info' ? serverError : fieldRefusal);
      held.current = null;
      if (current === 'review_info') {
        // review's error modal: closed, the review shows again
        const modal = await screen.findByRole('alertdialog', { name: stepMessages.reviewFailed });
        await user.click(within(modal).getByRole('button', { name: 'Close' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog', { name: stepMessages.reviewFailed })).toBeNull());
      }
      return;
    case 'step.refused':
      // the held save is refused naming no field: the step tells the engine why
      await waitFor(() => expect(held.current).not.toBeNull());
      held.current!.reject(apiFailure(sent.refusal.message, [], sent.refusal.status));
      held.current = null;
      return;
    case 'user.next':
      // Next submits the step's form as it stands: the fixtures' saved values, all valid
      held.current = null;
      await stepShown(current);
      await user.click(nextOf(progress));
      return;
    case 'user.back':
      await user.click(wizardButton(backName(progress)));
      return;
    case 'user.saveLater':
      await stepShown(current);
      await user.click(wizardButton('Save & Continue Later'));
      return;
    case 'user.editDetails': {
      await stepShown(current);
      // the section's Change (issue 28 item 3; View Details' Edit Details sends the same)
      await user.click(await screen.findByRole('button', { name: `Change ${reviewCardTitles[sent.tab]}` }));
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

/** Every refusal's words the expectation table gives. */
const refusalWords = Object.values(enrollmentExpectations).flatMap((expectation) => (expectation.refusal ? [expectation.refusal] : []));

/** Whether a wrapper button is usable, greyed out or busy. */
const controlState = (button: HTMLButtonElement) => (button.hasAttribute('data-loading') ? 'busy' : button.disabled ? 'disabled' : 'enabled');

/**
 * What each state shows, held to the spec's expectation table (model-tests/expectations): the
 * spinner, the unavailable page, or the wizard with its modal and its three buttons in
 * the state the spec gives them; Next blocked by the step shows disabled with the step's words. The
 * progress bar shows the followed step list with the contract's titles (the current step, those
 * progressed), and the heading is the current step's in the expectation table.
 */
const assertScreen = async (state: Snapshot, held: Held, progress: Progress) => {
  const expected = expectationOf(state.value);
  if (!expected.wizard) {
    if (expected.spinner) expect(await screen.findByRole('status', { name: expected.spinner })).toBeTruthy();
    if (expected.heading) expect(await screen.findByRole('heading', { level: 1, name: expected.heading })).toBeTruthy();
    for (const text of expected.texts ?? []) expect(screen.getByText(text)).toBeTruthy();
    for (const link of expected.links ?? []) expect(screen.getByRole('link', { name: link })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Enrollment progress', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Back( to review)?$/, hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Next|Save and return to review|Saving)$/, hidden: true })).toBeNull();
    if (!expected.heading) expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    return;
  }
  const shown = progress.list.map((tab, at) => ({ title: stepInfo[tab].title, current: at === progress.at, completed: progress.completed.includes(tab) }));
  // behind a modal the wizard is hidden from assistive technology
  const behind = { hidden: expected.modal !== undefined };
  await waitFor(() => {
    const items = within(screen.getByRole('navigation', { name: 'Enrollment progress', ...behind })).getAllByRole('listitem', behind);
    expect(items.map(itemTitle)).toEqual(shown.map((item) => item.title));
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(shown.map((item) => (item.current ? 'step' : null)));
    expect(items.map((item) => item.hasAttribute('data-completed'))).toEqual(shown.map((item) => item.completed));
    expect(items.map((item) => (item.textContent ?? '').startsWith('✓'))).toEqual(shown.map((item) => item.completed && !item.current));
    expect(screen.getByRole('heading', { level: 1, ...behind }).textContent).toBe(stepHeadings[progress.list[progress.at]!]);
    const { back, saveLater, next } = expected.buttons!;
    expect(controlState(wizardButton(backName(progress), behind))).toBe(back);
    expect(controlState(wizardButton('Save & Continue Later', behind))).toBe(saveLater);
    const nextControl = nextOf(progress, behind);
    const blocked = next === 'enabled' && held.blockedBy !== null;
    expect(controlState(nextControl)).toBe(blocked ? 'disabled' : next);
    const reason = nextControl.getAttribute('aria-describedby');
    expect(reason === null ? null : document.getElementById(reason)?.textContent).toBe(blocked ? held.blockedBy : null);
    expect(screen.queryByRole('dialog', { name: 'Save & Continue Later' }) !== null).toBe(expected.modal !== undefined);
    // a refused save's words at Next: an alert, focused (issue 23 §4); none otherwise
    for (const words of refusalWords) {
      const shown = screen.queryByText(words);
      if (words !== expected.refusal) expect(shown, words).toBeNull();
      else {
        expect(shown?.getAttribute('role')).toBe('alert');
        expect(document.activeElement).toBe(shown);
      }
    }
  });
  for (const text of expected.modal?.texts ?? []) expect(saveLaterDialog().getByText(text)).toBeTruthy();
};

/** The engine where the path says: its state and the context that places it (list, step, marks, the review marker). */
const placed = (snapshot: Snapshot) => {
  const { steps, index, completed, returnToReview, next } = snapshot.context;
  return { value: snapshot.value, steps, index, completed, returnToReview, next: next.available };
};

const walk = async (path: ModelPath, coverage: ReturnType<typeof coverageOf>) => {
  const user = userEvent.setup();
  const held: Held = { current: null, draft: null, blockedBy: null };
  const tabs = settledActors(['getDynamicTabs', 'getKeptTabs']);
  const save = heldSave(held);
  const answering = answeringSteps({ form: { saveFields: save }, review: { saveReviewInfo: save } });
  // every kind's draft is held: each step names its reply handOverDraft (the protocol's convention)
  const steps = Object.fromEntries(Object.entries(answering).map(([kind, logic]) => [kind, logic.provide({ actions: heldDraft(held) } as never)]));
  const machine = hostEngine({ getDynamicTabs: tabs.actors.getDynamicTabs, getKeptTabs: tabs.actors.getKeptTabs, steps });
  // coverage counts the engine only (its children run their own machines)
  const inspect = (event: InspectionEvent) => {
    if (event.actorRef.sessionId === event.rootId) coverage.inspect(event);
  };
  const input = path.scenario.input as EnrollmentInput;
  const progress = startProgress(input);
  const engine = createActor(machine, { input, inspect }) as unknown as EnrollmentActor;
  engine.start();
  renderWizard(engine);
  expect(placed(engine.getSnapshot() as Snapshot)).toEqual(placed(path.initial as Snapshot));
  await assertScreen(engine.getSnapshot() as Snapshot, held, progress);
  for (const { event, state } of path.steps) {
    const stepBefore = engine.getSnapshot().children.step;
    await replay(user, event, engine, held, tabs.settle, progress);
    followProgress(progress, event, input.tab);
    await waitFor(() => expect(placed(engine.getSnapshot() as Snapshot)).toEqual(placed(state as Snapshot)));
    // a step machine that starts afresh has said nothing about Next yet
    if (engine.getSnapshot().children.step !== stepBefore) held.blockedBy = null;
    await assertScreen(engine.getSnapshot() as Snapshot, held, progress);
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
