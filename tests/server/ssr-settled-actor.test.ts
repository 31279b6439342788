import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import { settledActor } from '../../src/ssr/settled-actor.ts';

// A page's machine run on the server until nothing it or its children call is under way
// (src/ssr/settled-actor.ts): what the page shows first, handed to the browser as a snapshot.

const answer = <T>(value: T, ms = 5) => fromPromise(() => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms)));

/** Two calls in a row, then a child machine that makes a call of its own. */
const page = setup({
  actors: {
    first: answer('one'),
    second: answer('two'),
    child: setup({ actors: { load: answer('three', 20) } }).createMachine({
      initial: 'loading',
      states: { loading: { invoke: { src: 'load', onDone: 'shown' } }, shown: {} },
    }),
  },
}).createMachine({
  initial: 'first',
  states: {
    first: { invoke: { src: 'first', onDone: 'second' } },
    second: { invoke: { src: 'second', onDone: 'withChild' } },
    withChild: { invoke: { id: 'child', src: 'child' } },
  },
});

describe('a page machine settled on the server', () => {
  it("waits through calls in a row and a child's own call", async () => {
    const actor = await settledActor(page, undefined, new AbortController().signal);
    expect(actor.getSnapshot().value).toBe('withChild');
    expect(actor.getSnapshot().children.child?.getSnapshot().value).toBe('shown');
    actor.stop();
  });

  it('is settled at once when the machine calls nothing', async () => {
    const actor = await settledActor(createMachine({ initial: 'idle', states: { idle: {} } }), undefined, new AbortController().signal);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('is stopped and rejected when the render is aborted', async () => {
    const controller = new AbortController();
    const settling = settledActor(page, undefined, controller.signal);
    controller.abort(new Error('render took too long'));
    await expect(settling).rejects.toThrow('render took too long');
  });
});
