// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { enrollerHomeCalls, enrollerHomeMachine, type EnrollerHomeEvent } from '../../machines/enroller-home/enroller-home.machine.ts';
import { EnrollerHomeView } from '../../src/features/role-homes/EnrollerHomeView.tsx';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { enrollerHomeModel } from '../models/enroller-home.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof enrollerHomeMachine>;
const buttons: Record<string, string> = { 'user.newMember': 'New Member', 'user.currentMember': 'Current Member', 'user.back': 'Back' };

const replay = async (user: User, event: EventObject): Promise<void> => {
  const sent = event as EnrollerHomeEvent;
  if (sent.type === 'user.submitPortal') {
    await user.selectOptions(screen.getByRole('combobox', { name: 'Enrollment Portal' }), sent.portalId);
  } else if (sent.type === 'user.submitEnrollment') {
    if (sent.choice === 'new-member') await user.click(screen.getByRole('radio', { name: 'Start New Member Enrollment' }));
    if (sent.choice === 'group') await user.click(screen.getByRole('radio', { name: 'Enroll for one of my groups' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Group' }), sent.groupId);
  } else {
    return user.click(screen.getByRole('button', { name: buttons[sent.type] }));
  }
  return user.click(screen.getByRole('button', { name: 'Submit' }));
};

/** A radio cannot be unchecked: a submit without a choice replays only before any choice on that step. */
const replayable = (path: ModelPath) => {
  let chosen = false;
  return path.steps.every(({ event }) => {
    const sent = event as EnrollerHomeEvent;
    if (sent.type === 'user.back') chosen = false;
    if (sent.type !== 'user.submitEnrollment') return true;
    if (sent.choice === '' && chosen) return false;
    chosen ||= sent.choice !== '';
    return true;
  });
};

/** Spinner while loading or leaving; else the welcome and the step: buttons, portal or enrollment choice, with the message. */
const assertScreen = async (state: Snapshot) => {
  const { name, error, platforms, groups } = state.context;
  if (!(['choosingWho', 'choosingPortal', 'choosingEnrollment'] as const).some((step) => state.matches(step))) {
    expect(await screen.findByRole('status', { name: 'Loading your home page' })).toBeTruthy();
    return;
  }
  expect(await screen.findByRole('heading', { name: `Welcome, ${name}` })).toBeTruthy();
  if (state.matches('choosingWho')) {
    expect(screen.getByRole('heading', { name: 'Who do you want to enroll for?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Current Member' })).toBeTruthy();
    return;
  }
  const select = screen.getByRole('combobox', { name: state.matches('choosingPortal') ? 'Enrollment Portal' : 'Group' });
  const options = state.matches('choosingPortal') ? platforms.map((p) => p.platform_name) : groups.map((g) => g.gname);
  for (const option of options) expect(screen.getByRole('option', { name: option })).toBeTruthy();
  if (state.matches('choosingEnrollment')) expect(screen.getByRole('radiogroup', { name: 'Enrollment' })).toBeTruthy();
  await waitFor(() => expect(select.getAttribute('aria-invalid') === 'true').toBe(error !== null));
  if (error) expect(screen.getByText(error)).toBeTruthy();
};

const enrollerHomeScreen: ScreenWalk<typeof enrollerHomeMachine> = {
  machine: enrollerHomeMachine,
  calls: enrollerHomeCalls,
  render: (actor) => <EnrollerHomeView actor={actor} />,
  replay,
  assertScreen,
};

describe('rep and group homes: model paths covering every state and transition, replayed through the page', () => {
  const coverage = coverageOf(enrollerHomeMachine);
  afterAll(() => console.log(coverage.report()));
  const paths = pathsOf(enrollerHomeModel, generatePaths).filter(replayable);
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(enrollerHomeScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
