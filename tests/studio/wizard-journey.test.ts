import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, waitFor } from 'xstate';
import { wizardJourneySchema, type TabConfig } from '../../contract/index.ts';
import { enrollmentMachine } from '../../machines/enrollment/enrollment.machine.ts';
import { kindMachines } from '../../machines/enrollment/step-registry.ts';
import type { StepInput, StepOutput } from '../../machines/enrollment/step-protocol.ts';
import type { StepKind } from '../../machines/enrollment/steps/index.ts';
import { journeyRecorder } from '../../src/adapters/journey-recorder.ts';

/** A step that saves at once when asked: the funnel needs the wizard's moves, not the steps' forms. */
const savingStep = setup({ types: { input: {} as StepInput, output: {} as StepOutput, context: {} as { tab: StepInput['tab'] } } }).createMachine({
  context: ({ input }) => ({ tab: input.tab }),
  initial: 'editing',
  states: { editing: { on: { 'step.save': 'saved' } }, saved: { type: 'final' } },
  output: ({ context }) => ({ tab: context.tab, data: {} }),
});

const tabs: TabConfig[] = [
  { tab_name: 'primary_info', order: 0, required: 1 },
  { tab_name: 'contact_info', order: 1, required: 1 },
  { tab_name: 'billing_info', order: 2, required: 1 },
];

/** The real wizard machine over three tabs, its steps saving at once, watched by the journey recorder on a clock the test moves. */
const walk = () => {
  let clock = 0;
  const recorder = journeyRecorder(() => clock);
  const machine = enrollmentMachine.provide({
    actors: {
      getDynamicTabs: fromPromise(async () => ({ result: tabs })),
      getKeptTabs: fromPromise(async () => ({ result: tabs })),
      saveStepScreenshot: fromPromise(async () => {}),
      ...(Object.fromEntries(Object.keys(kindMachines).map((kind) => [kind, savingStep])) as Record<StepKind, typeof savingStep>),
    },
    actions: { navigate: () => undefined, storeValues: () => undefined, removeStoredValues: () => undefined, logFailure: () => undefined },
  });
  const actor = createActor(machine, { input: { tempId: 'TE1', tab: null, stored: {} }, inspect: (event) => recorder.record(event) }).start();
  const onStep = (index: number) => waitFor(actor, (snapshot) => snapshot.matches({ showingStep: 'editing' }) && snapshot.context.index === index);
  const next = async (index: number, ms: number) => {
    clock += ms;
    actor.send({ type: 'user.next', values: {} });
    await onStep(index);
  };
  return { actor, recorder, onStep, next, wait: (ms: number) => (clock += ms) };
};

describe("the wizard's journey for the funnel (src/adapters/wizard-journey.ts)", () => {
  it('sends, when the tab closes, the tabs an enrollment met, the time in each, and that it left at the furthest', async () => {
    const { recorder, onStep, next, wait, actor } = walk();
    await onStep(0);
    expect(recorder.report(false).wizard).toEqual([]);
    await next(1, 8_000);
    wait(3_000);
    actor.send({ type: 'user.back' });
    await onStep(0);
    await next(1, 2_000);
    wait(5_000);
    const { wizard } = recorder.report(true);
    expect(wizard).toEqual([{ steps: [{ tab: 'primary_info', ms: 10_000 }, { tab: 'contact_info', ms: 8_000 }], left: true }]);
    expect(wizardJourneySchema.safeParse(wizard[0]).success).toBe(true);
    // nothing personal travels: only the tabs' names, times and whether it left
    expect(JSON.stringify(wizard)).not.toContain('TE1');
  });

  it('an enrollment that reaches the receipt did not leave; each ended enrollment is sent once', async () => {
    const { recorder, onStep, next, actor } = walk();
    await onStep(0);
    await next(1, 1_000);
    await next(2, 1_000);
    actor.send({ type: 'user.next', values: {} });
    await waitFor(actor, (snapshot) => snapshot.matches('leaving') || snapshot.status === 'done');
    actor.stop();
    expect(recorder.report(false).wizard).toEqual([
      { steps: [{ tab: 'primary_info', ms: 1_000 }, { tab: 'contact_info', ms: 1_000 }, { tab: 'billing_info', ms: 0 }], left: false },
    ]);
    expect(recorder.report(true).wizard).toEqual([]);
  });
});
