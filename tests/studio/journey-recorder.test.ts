import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { journeyRecorder } from '../../src/adapters/journey-recorder.ts';
import { machineCatalog } from '../../src/studio/analytics/catalog.ts';

// a wizard of two steps with a transient check between them, as the enrollment machine has
const wizard = createMachine({
  id: 'wizard',
  initial: 'first',
  states: {
    first: { on: { next: 'checking', quit: 'gone' } },
    checking: { always: [{ target: 'second' }] },
    second: { initial: 'editing', states: { editing: { on: { save: 'saved' } }, saved: {} }, on: { back: 'first' } },
    gone: { type: 'final' },
  },
});

const setup = () => {
  let clock = 1_000;
  const recorder = journeyRecorder(() => clock);
  const start = () => createActor(wizard, { inspect: (event) => recorder.record(event) }).start();
  return { recorder, start, wait: (ms: number) => (clock += ms) };
};

const stateOf = (reports: ReturnType<ReturnType<typeof journeyRecorder>['report']>['machines'], id: string) => reports[0]!.states.find((state) => state.id === id);

describe('the journey recorder (src/adapters/journey-recorder.ts)', () => {
  it('counts states entered (transient ones too), transitions taken by their catalogue key, and time spent', () => {
    const { recorder, start, wait } = setup();
    const actor = start();
    wait(2_000);
    actor.send({ type: 'next' });
    wait(500);
    actor.send({ type: 'back' });
    const reports = recorder.report(false).machines;
    expect(reports).toHaveLength(1);
    expect(reports[0]!.machine).toBe('wizard');
    expect(stateOf(reports, 'wizard.first')).toEqual({ id: 'wizard.first', entered: 2, firstInSession: true, dwellMs: [2_000], last: false });
    expect(stateOf(reports, 'wizard.checking')).toMatchObject({ entered: 1, dwellMs: [0] });
    expect(stateOf(reports, 'wizard.second.editing')).toMatchObject({ entered: 1, dwellMs: [500] });
    expect(stateOf(reports, 'wizard')).toMatchObject({ entered: 1, dwellMs: [] });
    const keys = reports[0]!.transitions.map((transition) => transition.key);
    expect(keys).toEqual(['wizard.first —next[0]→ wizard.checking', 'wizard.checking —always[0]→ wizard.second', 'wizard.second —back[0]→ wizard.first']);
    // every id is one the catalogue lists, so the server accepts it
    const catalog = machineCatalog(wizard);
    for (const state of reports[0]!.states) expect(catalog.states).toContain(state.id);
    for (const key of keys) expect(catalog.transitions).toContain(key);
  });

  it('counts a session once per state and transition, however often and in however many reports', () => {
    const { recorder, start } = setup();
    const actor = start();
    actor.send({ type: 'next' });
    recorder.report(false);
    actor.send({ type: 'back' });
    actor.send({ type: 'next' });
    const [later] = recorder.report(false).machines;
    expect(later!.states.find((state) => state.id === 'wizard.second')).toMatchObject({ entered: 1, firstInSession: false });
    expect(later!.transitions.find((transition) => transition.key.startsWith('wizard.first —next'))).toEqual({ key: 'wizard.first —next[0]→ wizard.checking', taken: 1, firstInSession: false });
    // a second actor of the same machine in the same tab is the same session
    start();
    expect(stateOf(recorder.report(false).machines, 'wizard.first')).toMatchObject({ entered: 1, firstInSession: false });
  });

  it('marks the states a running machine is in when the tab leaves as its last, with their time so far', () => {
    const { recorder, start, wait } = setup();
    const actor = start();
    actor.send({ type: 'next' });
    recorder.report(false);
    wait(7_000);
    const leaving = recorder.report(true).machines;
    expect(stateOf(leaving, 'wizard.second.editing')).toEqual({ id: 'wizard.second.editing', entered: 0, firstInSession: false, dwellMs: [7_000], last: true });
    expect(stateOf(leaving, 'wizard.second')).toMatchObject({ last: true });
    expect(stateOf(leaving, 'wizard.first')).toBeUndefined();
  });

  it('does not count a finished or stopped machine as a drop-off', () => {
    const { recorder, start, wait } = setup();
    start().send({ type: 'quit' });
    const stopped = start();
    stopped.send({ type: 'next' });
    wait(300);
    stopped.stop();
    const leaving = recorder.report(true).machines;
    expect(leaving[0]!.states.filter((state) => state.last)).toEqual([]);
    expect(stateOf(leaving, 'wizard.second.editing')).toMatchObject({ dwellMs: [300] });
    // nothing new: nothing to send
    expect(recorder.report(true).machines).toEqual([]);
  });
});
