import { describe, expect, it } from 'vitest';
import { assertEvent, createActor, fromPromise, sendParent, setup, waitFor } from 'xstate';
import { trustMessages, type DataOf, type RequestOf, type TabConfig, type TabName } from '../../contract/index.ts';
import { connectWizard } from '../../machines/enrollment/enrollment.connect.ts';
import { saveRefusalMessages, type SaveRefusal } from '../../machines/enrollment/save-refusal.ts';
import { enrollmentMachine, type EnrollmentInput } from '../../machines/enrollment/enrollment.machine.ts';
import { saveLaterMachine } from '../../machines/enrollment/save-later.machine.ts';
import { stepReplies, type StepInput, type StepOutput, type StepRequest } from '../../machines/enrollment/step-protocol.ts';
import { buildStepList, startIndex } from '../../machines/enrollment/tab-list.ts';
import { kindMachines } from '../../machines/enrollment/step-registry.ts';
import type { StepKind } from '../../machines/enrollment/steps/index.ts';

const tab = (tab_name: TabConfig['tab_name'], order: number, required: 0 | 1 = 1): TabConfig => ({ tab_name, order, required });
const minimal = [tab('review_info', 8), tab('contact_info', 1), tab('primary_info', 0), tab('employer_info', 2, 0)];

/** What the stand-in keeps for later: a list with nested answers, as the beneficiary and health steps will. */
const structuredDraft = { beneficiaries: [{ first_name: 'Ana', beneficiary_percentage: 60 }], notes: 'later' };

/** What the stand-in server keeps a validated save of: the tabs' `saved` (the stand-in step's saves add to it). */
let kept = new Set<TabName>();
/** Which step each stand-in step was told it came back from (StepInput.returnedFrom), in the order they opened. */
let openedWith: { tab: TabName; returnedFrom: StepInput['returnedFrom'] }[] = [];
const keptTabs = (tabs: TabConfig[]): { result: TabConfig[] } => ({ result: tabs.map((entry) => ({ ...entry, saved: kept.has(entry.tab_name) ? 1 : 0 })) });

/**
 * A stand-in step that keeps the protocol: it saves when its values say ok (the stand-in server
 * keeps it), is refused by the server when they name a refusal (its status), else refuses; says
 * whether Next is available when the test tells it to, and hands over a structured draft for Save &
 * Continue Later when its values say ok (else its own checks refuse).
 */
const standInStep = setup({
  types: {
    input: {} as StepInput,
    events: {} as StepRequest | { type: 'test.block'; reason: string } | { type: 'test.unblock' },
    output: {} as StepOutput,
    context: {} as { tab: StepInput['tab'] },
  },
  guards: {
    saysOk: ({ event }) => 'values' in event && event.values.ok === '1',
    saysRefused: ({ event }) => 'values' in event && typeof event.values.refused === 'string',
  },
}).createMachine({
  context: ({ input }) => {
    openedWith.push({ tab: input.tab, returnedFrom: input.returnedFrom });
    return { tab: input.tab };
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'step.save': [
          { guard: 'saysOk', target: 'saved' },
          {
            guard: 'saysRefused',
            actions: sendParent(({ event }) => {
              assertEvent(event, 'step.save');
              const refusal: SaveRefusal = { status: Number(event.values.refused), message: String(event.values.message ?? '') };
              return { type: 'step.refused', refusal } as const;
            }),
          },
          { actions: sendParent(stepReplies.rejected) },
        ],
        'step.saveLater': [{ guard: 'saysOk', actions: sendParent(stepReplies.draft(structuredDraft)) }, { actions: sendParent(stepReplies.rejected) }],
        'test.block': { actions: sendParent(({ event }) => stepReplies.next({ available: false, reason: event.reason })) },
        'test.unblock': { actions: sendParent(stepReplies.next({ available: true })) },
      },
    },
    saved: { type: 'final', entry: ({ context }) => void kept.add(context.tab) },
  },
  output: ({ context }) => ({ tab: context.tab, data: { ok: '1' } }),
});

const noop = () => undefined;
/** The code-send modal, left open: these tests only see it open. */
const codeSendModal = saveLaterMachine.provide({ actors: { saveEnrollmentForLater: fromPromise<DataOf<'saveEnrollmentForLater'>, RequestOf<'saveEnrollmentForLater'>>(() => new Promise(() => undefined)) }, actions: { logFailure: noop } });

/** The engine over these tabs, the server keeping `keeps`; `policy_id` answers them as a submitted enrollment's. */
const start = (input: Partial<EnrollmentInput> = {}, tabs: TabConfig[] = minimal, keeps: TabName[] = [], policy_id?: string) => {
  kept = new Set(keeps);
  openedWith = [];
  const navigations: string[] = [];
  const stored: Record<string, string>[] = [];
  const removed: string[][] = [];
  const screenshots: unknown[] = [];
  const machine = enrollmentMachine.provide({
    actors: {
      getDynamicTabs: fromPromise(async () => ({ ...keptTabs(tabs), ...(policy_id !== undefined && { policy_id }) })),
      getKeptTabs: fromPromise(async () => keptTabs(tabs)),
      saveStepScreenshot: fromPromise(async ({ input }) => void screenshots.push(input)),
      // any machine keeping the step protocol can run a step
      ...(Object.fromEntries(Object.keys(kindMachines).map((kind) => [kind, standInStep])) as Record<StepKind, typeof standInStep>),
      saveLater: codeSendModal,
    },
    actions: {
      navigate: (_: unknown, { to }: { to: string }) => void navigations.push(to),
      storeValues: (_: unknown, values: Record<string, string>) => void stored.push(values),
      removeStoredValues: (_: unknown, { keys }: { keys: readonly string[] }) => void removed.push([...keys]),
      logFailure: () => undefined,
    },
  });
  const actor = createActor(machine, { input: { tempId: 'TE1', tab: null, stored: {}, ...input } }).start();
  return { actor, navigations, stored, removed, screenshots };
};

const editing = (s: ReturnType<ReturnType<typeof start>['actor']['getSnapshot']>) => s.matches({ showingStep: 'editing' });

describe('the step list (spec 2 §2)', () => {
  it('scans order slots 0 to 10 and keeps required tabs only', () => {
    expect(buildStepList(minimal)).toEqual(['primary_info', 'contact_info', 'review_info']);
    expect(buildStepList([tab('primary_info', 11), tab('contact_info', 10)])).toEqual(['contact_info']);
    expect(buildStepList([])).toEqual([]);
  });

  it('starts at the asked step when it is one, else the first', () => {
    expect(startIndex(['primary_info', 'contact_info'], 'contact_info')).toBe(1);
    expect(startIndex(['primary_info', 'contact_info'], 'employer_info')).toBe(0);
  });
});

describe('the enrollment engine', () => {
  it('stores nav_array, opens the first step, and Next moves on only when the step saves', async () => {
    const { actor, navigations, stored, screenshots } = start();
    await waitFor(actor, editing);
    expect(stored).toContainEqual({ nav_array: JSON.stringify(['personal-information', 'contact-information', 'review-confirm']) });
    expect(navigations).toEqual(['/enrollment/personal-info']);
    actor.send({ type: 'user.next', values: {} });
    expect(actor.getSnapshot().matches({ showingStep: 'editing' })).toBe(true);
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => editing(s) && s.context.index === 1);
    expect(navigations.at(-1)).toBe('/enrollment/contact-info');
    expect(actor.getSnapshot().context.completed).toEqual(['primary_info']);
    await waitFor(actor, () => screenshots.length === 1);
    expect(screenshots).toEqual([{ enrollment_id: 'TE1', name: 'personal-information' }]);
  });

  it('Back goes to the previous step, and to the cart from the first', async () => {
    const { actor, navigations } = start({ tab: 'contact_info' }, minimal, ['primary_info']);
    await waitFor(actor, editing);
    expect(actor.getSnapshot().context.completed).toEqual(['primary_info']);
    actor.send({ type: 'user.back' });
    await waitFor(actor, (s) => editing(s) && s.context.index === 0);
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(navigations.at(-1)).toBe('/cart');
  });

  it('Next is disabled while the step says so, with its reason, and available again when it says so', async () => {
    const { actor } = start();
    await waitFor(actor, editing);
    const step = actor.getSnapshot().children.step!;
    step.send({ type: 'test.block', reason: 'The total must be 100%' });
    expect(actor.getSnapshot().context.next).toEqual({ available: false, reason: 'The total must be 100%' });
    expect(actor.getSnapshot().can({ type: 'user.next', values: { ok: '1' } })).toBe(false);
    actor.send({ type: 'user.next', values: { ok: '1' } });
    expect(actor.getSnapshot().context.index).toBe(0);
    step.send({ type: 'test.unblock' });
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => editing(s) && s.context.index === 1);
    // a new step starts with Next available
    expect(actor.getSnapshot().context.next).toEqual({ available: true });
  });

  it("Save & Continue Later runs the step's own checks first, then keeps its structured data", async () => {
    const { actor } = start();
    await waitFor(actor, editing);
    actor.send({ type: 'user.saveLater', values: {} });
    expect(actor.getSnapshot().matches({ showingStep: 'editing' })).toBe(true);
    expect(actor.getSnapshot().children.saveLater).toBeUndefined();
    actor.send({ type: 'user.saveLater', values: { ok: '1' } });
    expect(actor.getSnapshot().matches({ showingStep: 'savingLater' })).toBe(true);
    expect(actor.getSnapshot().context.draft).toEqual(structuredDraft);
    const modal = actor.getSnapshot().children.saveLater?.getSnapshot();
    expect(modal && 'context' in modal ? modal.context : null).toMatchObject({ data: structuredDraft });
  });

  it('walks whatever order the tabs give: review before agreement and billing skips nothing, the receipt follows the last step', async () => {
    const reviewFirst = [tab('primary_info', 0), tab('review_info', 1), tab('agreement_info', 2), tab('billing_info', 3)];
    const { actor, navigations } = start({}, reviewFirst);
    await waitFor(actor, editing);
    const seen = [];
    // one Next per step: at most as many as there are tabs
    for (const _ of reviewFirst) {
      const snapshot = actor.getSnapshot();
      if (snapshot.matches('leaving')) break;
      const { index } = snapshot.context;
      seen.push(snapshot.context.steps[index]);
      actor.send({ type: 'user.next', values: { ok: '1' } });
      await waitFor(actor, (s) => s.matches('leaving') || (editing(s) && s.context.index !== index));
    }
    // agreement and billing follow review; the receipt follows billing, the last step
    expect(seen).toEqual(['primary_info', 'review_info', 'agreement_info', 'billing_info']);
    expect(navigations.at(-1)).toBe('/enrollment/receipt');
  });

  it('after the last step (review) the receipt opens', async () => {
    const { actor, navigations } = start({ tab: 'review_info' });
    await waitFor(actor, editing);
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(navigations.at(-1)).toBe('/enrollment/receipt');
  });

  it('a submitted enrollment (a stored tempId, any step asked) opens its receipt and no step (issue 23 §5)', async () => {
    for (const tab of [null, 'primary_info', 'review_info'] as const) {
      const { actor, navigations, stored } = start({ tab }, minimal, [], 'POL123456');
      await waitFor(actor, (s) => s.matches('leaving'));
      expect(navigations).toEqual(['/enrollment/receipt']);
      expect(actor.getSnapshot().children.step).toBeUndefined();
      expect(actor.getSnapshot().context.steps).toEqual([]);
      expect(stored).toEqual([]);
    }
  });

  it("Edit Details stores navto 'review'; that step's save returns to review and clears it", async () => {
    const { actor, stored, removed } = start({ tab: 'review_info' });
    await waitFor(actor, editing);
    actor.send({ type: 'user.editDetails', tab: 'primary_info' });
    await waitFor(actor, (s) => editing(s) && s.context.index === 0);
    expect(stored).toContainEqual({ navto: 'review' });
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => editing(s) && s.context.index === 2);
    expect(removed).toContainEqual(['navto']);
    expect(actor.getSnapshot().context.returnToReview).toBe(false);
  });

  it("a step opened from review says 'Save and return to review' and 'Back to review'; Back returns without saving (issue 28 item 3)", async () => {
    const { actor, removed } = start({ tab: 'review_info' });
    await waitFor(actor, editing);
    expect(connectWizard(actor.getSnapshot())).toMatchObject({ back: { label: 'Back' }, next: { label: 'Next' } });
    actor.send({ type: 'user.editDetails', tab: 'primary_info' });
    await waitFor(actor, (s) => editing(s) && s.context.index === 0);
    expect(connectWizard(actor.getSnapshot())).toMatchObject({ back: { label: 'Back to review', disabled: false }, next: { label: 'Save and return to review' } });
    // Back: review again, nothing saved (the first step's Back would leave for the cart), the marker cleared
    actor.send({ type: 'user.back' });
    await waitFor(actor, (s) => editing(s) && s.context.index === 2);
    expect(kept.has('primary_info')).toBe(false);
    expect(removed).toContainEqual(['navto']);
    expect(connectWizard(actor.getSnapshot())).toMatchObject({ back: { label: 'Back' }, next: { label: 'Next' } });
  });

  it('review is told which step it came back from, saved or not, and only as it opens (its section takes the focus)', async () => {
    const { actor } = start({ tab: 'review_info' });
    await waitFor(actor, editing);
    actor.send({ type: 'user.editDetails', tab: 'contact_info' });
    await waitFor(actor, (s) => editing(s) && s.context.index === 1);
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => editing(s) && s.context.index === 2);
    actor.send({ type: 'user.editDetails', tab: 'primary_info' });
    await waitFor(actor, (s) => editing(s) && s.context.index === 0);
    actor.send({ type: 'user.back' });
    await waitFor(actor, (s) => editing(s) && s.context.index === 2);
    actor.send({ type: 'route.tab', tab: 'contact_info' });
    await waitFor(actor, (s) => editing(s) && s.context.index === 1);
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => editing(s) && s.context.index === 2);
    expect(openedWith).toEqual([
      { tab: 'review_info', returnedFrom: null },
      { tab: 'contact_info', returnedFrom: null },
      { tab: 'review_info', returnedFrom: 'contact_info' },
      { tab: 'primary_info', returnedFrom: null },
      { tab: 'review_info', returnedFrom: 'primary_info' },
      { tab: 'contact_info', returnedFrom: null },
      { tab: 'review_info', returnedFrom: null },
    ]);
  });

  it('opened at review with the navto marker stored, review is not a step opened from review: its Next submits', async () => {
    const { actor, navigations } = start({ tab: 'review_info', stored: { navto: 'review' } });
    await waitFor(actor, editing);
    expect(connectWizard(actor.getSnapshot()).next.label).toBe('Next');
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(navigations.at(-1)).toBe('/enrollment/receipt');
  });

  it('a stored navto marker sends a successful Next to review', async () => {
    const { actor } = start({ stored: { navto: 'review' } });
    await waitFor(actor, editing);
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => editing(s) && s.context.index === 2);
  });

  it('the route changing to another step opens it; no steps or a failed load is unavailable', async () => {
    const { actor } = start();
    await waitFor(actor, editing);
    actor.send({ type: 'route.tab', tab: 'contact_info' });
    await waitFor(actor, (s) => editing(s) && s.context.index === 1);
    const empty = start({}, []);
    await waitFor(empty.actor, (s) => s.matches('unavailable'));
  });
});

describe("the progress bar's 'completed' is what the server keeps (issue 23 §4)", () => {
  it('opened at a later step, the steps before it are completed only when the server keeps them', async () => {
    const { actor } = start({ tab: 'review_info' }, minimal, ['contact_info']);
    await waitFor(actor, editing);
    expect(actor.getSnapshot().context.completed).toEqual(['contact_info']);
    expect(connectWizard(actor.getSnapshot()).progress.map(({ tab, completed }) => [tab, completed])).toEqual([
      ['primary_info', false],
      ['contact_info', true],
      ['review_info', false],
    ]);
  });

  it('after a save the tabs are read again: a step the server did not keep is not completed', async () => {
    const { actor } = start();
    await waitFor(actor, editing);
    actor.send({ type: 'user.next', values: { ok: '1' } });
    expect(actor.getSnapshot().matches({ showingStep: 'refreshingProgress' })).toBe(true);
    expect(connectWizard(actor.getSnapshot()).next.busy).toBe(true);
    await waitFor(actor, (s) => editing(s) && s.context.index === 1);
    expect(actor.getSnapshot().context.completed).toEqual(['primary_info']);
    // the server lost it (or never kept it): the next read says so
    kept.clear();
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => editing(s) && s.context.index === 2);
    expect(actor.getSnapshot().context.completed).toEqual(['contact_info']);
  });
});

describe('a refused save is never silent (issue 23 §4)', () => {
  const refuse = async (status: number, message = '') => {
    const started = start({}, minimal, ['primary_info']);
    await waitFor(started.actor, editing);
    started.actor.send({ type: 'user.next', values: { refused: String(status), message } });
    return started.actor;
  };
  const shown = (actor: Awaited<ReturnType<typeof refuse>>) => connectWizard(actor.getSnapshot());

  it.each([
    [409, trustMessages.changedElsewhere, 'changedElsewhere', trustMessages.changedElsewhere],
    [409, trustMessages.submitted, 'changedElsewhere', trustMessages.submitted],
    [413, 'The request body is too large.', 'tooLarge', saveRefusalMessages.tooLarge],
    [422, 'The given data was invalid.', 'notKept', saveRefusalMessages.notKept('The given data was invalid.')],
    [500, 'Server error', 'unreachable', saveRefusalMessages.unreachable],
    [0, 'Failed to fetch', 'unreachable', saveRefusalMessages.unreachable],
  ] as const)('%i (%s): the step stays, says so at Next and is not completed', async (status, message, state, words) => {
    const actor = await refuse(status, message);
    expect(actor.getSnapshot().matches({ showingStep: { editing: state } })).toBe(true);
    expect(actor.getSnapshot().context.index).toBe(0);
    expect(shown(actor).refusal).toBe(words);
    // the step is still the one on screen: what was typed stays there
    expect(actor.getSnapshot().children.step).toBeDefined();
    expect(actor.getSnapshot().context.completed).toEqual([]);
    expect(shown(actor).next).toEqual({ disabled: false, busy: false, reason: null, tooltip: null, label: 'Next' });
  });

  it('Next again clears the refusal; a save that goes through moves on', async () => {
    const actor = await refuse(500);
    actor.send({ type: 'user.next', values: { ok: '1' } });
    expect(shown(actor).refusal).toBeNull();
    await waitFor(actor, (s) => editing(s) && s.context.index === 1);
    expect(actor.getSnapshot().matches({ showingStep: { editing: 'ready' } })).toBe(true);
    expect(actor.getSnapshot().context.completed).toEqual(['primary_info']);
  });

  it('a refusal naming fields is the step\'s own: nothing shows at Next', async () => {
    const { actor } = start();
    await waitFor(actor, editing);
    actor.send({ type: 'user.next', values: {} });
    expect(actor.getSnapshot().matches({ showingStep: { editing: 'ready' } })).toBe(true);
    expect(shown(actor).refusal).toBeNull();
  });
});
