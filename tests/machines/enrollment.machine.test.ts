import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, sendParent, waitFor } from 'xstate';
import type { TabConfig } from '../../contract/index.ts';
import { enrollmentMachine, type EnrollmentInput } from '../../machines/enrollment/enrollment.machine.ts';
import { formStepMachine } from '../../machines/enrollment/form-step.machine.ts';
import { reviewStepMachine } from '../../machines/enrollment/review-step.machine.ts';
import { buildStepList, startIndex, tabOfPath } from '../../machines/enrollment/tab-list.ts';

const tab = (tab_name: TabConfig['tab_name'], order: number, required: 0 | 1 = 1): TabConfig => ({ tab_name, order, required });
const minimal = [tab('review_info', 8), tab('contact_info', 1), tab('primary_info', 0), tab('employer_info', 2, 0)];

/** A step that saves when its values say ok, and refuses otherwise. */
const stubStep = createMachine({
  initial: 'editing',
  states: {
    editing: {
      on: {
        'step.save': [
          { guard: ({ event }) => (event as unknown as { values: { ok?: string } }).values.ok === '1', target: 'saved' },
          { actions: sendParent({ type: 'step.rejected' }) },
        ],
      },
    },
    saved: { type: 'final' },
  },
});

const start = (input: Partial<EnrollmentInput> = {}, tabs: TabConfig[] = minimal) => {
  const navigations: string[] = [];
  const stored: Record<string, string>[] = [];
  const removed: string[][] = [];
  const screenshots: unknown[] = [];
  const machine = enrollmentMachine.provide({
    actors: {
      getDynamicTabs: fromPromise(async () => ({ result: tabs })),
      saveStepScreenshot: fromPromise(async ({ input }) => void screenshots.push(input)),
      // the engine only sends step.save and waits for done or step.rejected: any machine doing that will do
      primary_info: stubStep as unknown as typeof formStepMachine,
      contact_info: stubStep as unknown as typeof formStepMachine,
      review_info: stubStep as unknown as typeof reviewStepMachine,
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

  it('starts at the asked step when it is one, else the first; routes map to tabs', () => {
    expect(startIndex(['primary_info', 'contact_info'], 'contact_info')).toBe(1);
    expect(startIndex(['primary_info', 'contact_info'], 'employer_info')).toBe(0);
    expect(tabOfPath('contact-info')).toBe('contact_info');
    expect(tabOfPath('nope')).toBeNull();
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
    const { actor, navigations } = start({ tab: 'contact_info' });
    await waitFor(actor, editing);
    expect(actor.getSnapshot().context.completed).toEqual(['primary_info']);
    actor.send({ type: 'user.back' });
    await waitFor(actor, (s) => editing(s) && s.context.index === 0);
    actor.send({ type: 'user.back' });
    expect(actor.getSnapshot().value).toBe('leaving');
    expect(navigations.at(-1)).toBe('/cart');
  });

  it('after the last step (review) the receipt opens', async () => {
    const { actor, navigations } = start({ tab: 'review_info' });
    await waitFor(actor, editing);
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(navigations.at(-1)).toBe('/enrollment/receipt');
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

  it('a listed tab without a step machine shows as not available', async () => {
    const { actor } = start({}, [tab('primary_info', 0), tab('employer_info', 2)]);
    await waitFor(actor, editing);
    actor.send({ type: 'user.next', values: { ok: '1' } });
    await waitFor(actor, (s) => s.matches({ showingStep: 'stepMissing' }));
  });
});
