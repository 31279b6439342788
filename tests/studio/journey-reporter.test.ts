import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, createMachine } from 'xstate';
import { z } from 'zod/mini';
import { wizardJourneySchema } from '../../contract/analytics.ts';

const wizard = createMachine({
  id: 'wizard',
  initial: 'first',
  states: { first: { on: { next: 'second' } }, second: {} },
});

/** The wizard as the funnel reads it (src/adapters/wizard-journey.ts): the machine `enrollment` showing `steps[index]`. */
const enrollmentWizard = createMachine({
  id: 'enrollment',
  context: { steps: ['primary_info', 'contact_info', 'billing_info'], index: 0 },
  initial: 'showingStep',
  states: { showingStep: { on: { next: { actions: assign({ index: ({ context }) => context.index + 1 }) } } } },
});

type Body = { machines: unknown[]; wizard?: unknown[] };
const bodyOf = (fetch: ReturnType<typeof vi.fn>, call: number) => JSON.parse((fetch.mock.calls[call] as unknown as [string, { body: string }])[1].body) as Body;

/** A browser enough for the reporter: its page, its frame and idle callbacks (run by hand), fetch and the app config. */
const browser = () => {
  const frames: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const fetch = vi.fn(() => Promise.resolve(new Response()));
  vi.stubGlobal('window', { location: { pathname: '/' }, addEventListener: () => undefined });
  vi.stubGlobal('document', { querySelector: () => ({ getAttribute: () => JSON.stringify({ apiAuthorization: 'Basic eDp5', mainHost: 'localhost' }) }) });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    interactive: async () => {
      frames.splice(0).forEach((callback) => callback());
      idle.splice(0).forEach((callback) => callback());
      await vi.dynamicImportSettled();
    },
  };
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

describe('the journey reporter (src/adapters/journey-reporter.ts)', () => {
  it("loads the recorder once the page is interactive and counts the events before it at their own times", async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const page = browser();
    const { recordJourney, reportJourneys } = await import('../../src/adapters/journey-reporter.ts');
    const actor = createActor(wizard, { inspect: recordJourney }).start();
    vi.setSystemTime(4_000);
    actor.send({ type: 'next' });
    // nothing is counted or sent before the recorder's code has loaded
    reportJourneys(false);
    expect(page.fetch).not.toHaveBeenCalled();

    vi.setSystemTime(9_000);
    await page.interactive();
    reportJourneys(false);
    expect(page.fetch).toHaveBeenCalledOnce();
    const { machines } = JSON.parse((page.fetch.mock.calls[0] as unknown as [string, { body: string }])[1].body) as {
      machines: { states: { id: string; entered: number; dwellMs: number[] }[]; transitions: { key: string }[] }[];
    };
    // 'first' was left at 4 s, entered at 1 s: its time is the events', not the load's
    expect(machines[0]!.states.find((state) => state.id === 'wizard.first')).toMatchObject({ entered: 1, dwellMs: [3_000] });
    expect(machines[0]!.states.find((state) => state.id === 'wizard.second')).toMatchObject({ entered: 1 });
    expect(machines[0]!.transitions.map((transition) => transition.key)).toEqual(['wizard.first —next[0]→ wizard.second']);
  });

  it("sends the wizard's enrollment, in the body's wizard field, once it ends: the tabs met and the time in each, left when the tab closed", async () => {
    vi.useFakeTimers({ now: 1_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const page = browser();
    const { recordJourney, reportJourneys } = await import('../../src/adapters/journey-reporter.ts');
    const actor = createActor(enrollmentWizard, { inspect: recordJourney }).start();
    vi.setSystemTime(4_000);
    actor.send({ type: 'next' });
    vi.setSystemTime(9_000);
    await page.interactive();
    // under way: the machines' counts go, no wizard field
    reportJourneys(false);
    expect(bodyOf(page.fetch, 0)).not.toHaveProperty('wizard');

    vi.setSystemTime(12_000);
    reportJourneys(true);
    const { wizard } = bodyOf(page.fetch, 1);
    expect(wizard).toEqual([{ steps: [{ tab: 'primary_info', ms: 3_000 }, { tab: 'contact_info', ms: 8_000 }], left: true }]);
    expect(z.array(wizardJourneySchema).safeParse(wizard).success).toBe(true);
  });
});
