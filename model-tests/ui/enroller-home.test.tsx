// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { enrollerHomeCalls, enrollerHomeMachine, type EnrollerHomeEvent } from '../../machines/enroller-home/enroller-home.machine.ts';
import { EnrollerHomeView } from '../../src/features/role-homes/EnrollerHomeView.tsx';
import { generatePaths } from '../lib/paths.ts';
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
    return user.click(screen.getByRole('button', { name: 'Submit' }));
  }
  if (sent.type === 'user.enrollGroup') {
    const popup = within(screen.getByRole('dialog', { name: 'Start the enrollment' }));
    await user.selectOptions(popup.getByRole('combobox', { name: 'Group' }), sent.groupId);
    return user.click(popup.getByRole('button', { name: 'Enroll' }));
  }
  if (sent.type === 'user.startDirectEnrollment') return user.click(screen.getByRole('button', { name: 'Start Direct Enrollment' }));
  // Back closes the popup by its Close button
  if (sent.type === 'user.back' && screen.queryByRole('dialog', { name: 'Start the enrollment' })) return user.click(screen.getByRole('button', { name: 'Close' }));
  return user.click(screen.getByRole('button', { name: buttons[sent.type] }));
};

/** Spinner while loading or leaving; else the welcome and the step: buttons, portal or enrollment choice, with the message. */
const assertScreen = async (state: Snapshot) => {
  const { name, error, platforms, groups } = state.context;
  if (!(['choosingWho', 'choosingPortal', 'choosingEnrollment'] as const).some((step) => state.matches(step))) {
    expect(await screen.findByRole('status', { name: 'Loading your home page' })).toBeTruthy();
    return;
  }
  // behind the rep's popup the page is hidden from assistive technology, yet still shown
  expect(await screen.findByRole('heading', { name: `Welcome, ${name}`, hidden: state.matches('choosingEnrollment') })).toBeTruthy();
  if (state.matches('choosingWho')) {
    expect(screen.getByRole('heading', { name: 'Who do you want to enroll for?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Current Member' })).toBeTruthy();
    return;
  }
  // the portal choice, and over it for the rep the popup (spec 3 §2.9) with its group list
  const enrolling = state.matches('choosingEnrollment');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start the enrollment' }) !== null).toBe(enrolling));
  const scope = enrolling ? within(screen.getByRole('dialog', { name: 'Start the enrollment' })) : screen;
  const select = scope.getByRole('combobox', { name: enrolling ? 'Group' : 'Enrollment Portal' });
  const options = enrolling ? groups.map((g) => g.gname) : platforms.map((p) => p.platform_name);
  for (const option of options) expect(scope.getByRole('option', { name: option })).toBeTruthy();
  if (enrolling) expect(scope.getByRole('button', { name: 'Start Direct Enrollment' })).toBeTruthy();
  await waitFor(() => expect(select.getAttribute('aria-invalid') === 'true').toBe(error !== null));
  if (error) expect(scope.getByText(error)).toBeTruthy();
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
  const paths = pathsOf(enrollerHomeModel, generatePaths);
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(enrollerHomeScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
