// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { memberHomeCalls, memberHomeMachine, type MemberHomeEvent } from '../../machines/member-home/member-home.machine.ts';
import { MemberHomeView } from '../../src/features/role-homes/MemberHomeView.tsx';
import { generatePaths } from '../lib/paths.ts';
import { memberHomeModel } from '../models/member-home.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

const replay = async (user: User, event: EventObject): Promise<void> => {
  const { tier } = event as MemberHomeEvent;
  await user.selectOptions(screen.getByRole('combobox', { name: 'Choose Tier' }), tier);
  await user.click(screen.getByRole('button', { name: /Submit/ }));
};

/** The welcome with Choose Tier (default IO) while choosing; a spinner otherwise (and on the store page). */
const assertScreen = async (state: SnapshotFrom<typeof memberHomeMachine>) => {
  const choosing = state.matches('choosingTier') || (state.matches('creatingFilter') && !state.context.fromStore);
  if (!choosing) {
    expect(await screen.findByRole('status', { name: 'Opening your plans' })).toBeTruthy();
    return;
  }
  expect(await screen.findByRole('heading', { name: `Welcome, ${state.context.name}` })).toBeTruthy();
  expect((screen.getByRole('combobox', { name: 'Choose Tier' }) as HTMLSelectElement).value).toBe(state.context.tier);
};

const memberHomeScreen: ScreenWalk<typeof memberHomeMachine> = {
  machine: memberHomeMachine,
  calls: memberHomeCalls,
  render: (actor) => <MemberHomeView actor={actor} />,
  replay,
  assertScreen,
};

describe('member home: model paths covering every state and transition, replayed through the page', () => {
  const coverage = coverageOf(memberHomeMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(memberHomeModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(memberHomeScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
