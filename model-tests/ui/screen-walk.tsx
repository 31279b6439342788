import { waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { createActor, type Actor, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { noopAppActions } from '../lib/model.ts';
import type { ModelPath } from '../lib/paths.ts';
import { coverageOf, expectedAfter, renderScreen, sameValue, settledActors } from './support.tsx';

export type User = ReturnType<typeof userEvent.setup>;

/** How one machine's screen is walked: what renders it, how user events are replayed, what each state shows. */
export interface ScreenWalk<M extends AnyStateMachine> {
  machine: M;
  /** The promise actors the walk settles from the path's actor-result steps. */
  calls: readonly string[];
  render: (actor: Actor<M>) => ReactNode;
  /** Queries the screen reads, answered as if fetched. */
  data?: [readonly unknown[], unknown][];
  replay: (user: User, event: EventObject, actor: Actor<M>) => Promise<void>;
  assertScreen: (state: SnapshotFrom<M>) => Promise<void>;
}

/**
 * Replays one model path through the rendered screen: actor results settle the stubbed calls,
 * user events go through the screen; after each step the machine must be where the path says
 * and the screen must show that state.
 */
export const walkScreen = async <M extends AnyStateMachine>(walk: ScreenWalk<M>, path: ModelPath, coverage: ReturnType<typeof coverageOf>) => {
  const user = userEvent.setup();
  const { actors, settle } = settledActors(walk.calls);
  const machine: AnyStateMachine = walk.machine.provide({ actors, actions: noopAppActions });
  // the path's scenario holds the machine's input
  const actor = createActor(machine, { input: path.scenario.input, inspect: coverage.inspect }) as unknown as Actor<M>;
  actor.start();
  renderScreen(walk.render(actor), walk.data);
  await walk.assertScreen(actor.getSnapshot());
  for (const { event } of path.steps) {
    const expected = expectedAfter(machine, actor, event);
    if (!settle(event)) await walk.replay(user, event, actor);
    await waitFor(() => expect(sameValue(actor, expected.value)).toBe(true));
    await walk.assertScreen(actor.getSnapshot());
  }
  actor.stop();
};
