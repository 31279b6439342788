// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Actor, EventObject, SnapshotFrom } from 'xstate';
import { continueEnrollmentMachine, type ContinueEvent } from '../../machines/enrollment/continue-enrollment.machine.ts';
import { ContinueEnrollmentView } from '../../src/features/enrollment/ContinueEnrollmentPage.tsx';
import { generatePaths } from '../lib/paths.ts';
import { continueEnrollmentModel } from '../models/continue-enrollment.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof continueEnrollmentMachine>;

const form = () => within(screen.getByRole('form', { name: 'Continue Enrollment' }));

/** Replays Continue: the code and e-mail typed in (an empty one left empty), then Continue. */
const replay = async (user: User, event: EventObject, actor: Actor<typeof continueEnrollmentMachine>): Promise<void> => {
  const before = actor.getSnapshot();
  const sent = event as ContinueEvent;
  if (sent.type !== 'user.continue') throw new Error(`no way to replay ${event.type} on continue-enrollment`);
  for (const [label, value] of [['Enrollment Code', sent.code], ['Email', sent.email]] as const) {
    const field = form().getByRole('textbox', { name: label });
    await user.clear(field);
    if (value) await user.type(field, value);
  }
  await user.click(form().getByRole('button', { name: 'Continue' }));
  // a message-only answer keeps the state: wait until the machine has heard the event
  await waitFor(() => expect(actor.getSnapshot()).not.toBe(before));
};

/** The message tied to a field (its control's aria-errormessage), '' when none. */
const messageAt = (label: string) => {
  const id = form().getByRole('textbox', { name: label }).getAttribute('aria-errormessage');
  return (id && document.getElementById(id)?.textContent) || '';
};

/**
 * What each state shows: a submitted enrollment's receipt opening (no form, no step); the spinner
 * of a direct link; the form with each message at its field, the failure, Continue busy.
 */
const assertScreen = async (state: Snapshot) => {
  if (state.matches('openingReceipt')) {
    expect(await screen.findByRole('status', { name: 'Opening your receipt' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Continue Enrollment' })).toBeNull();
    return;
  }
  if (state.matches('resumingDirectly') || state.matches('resumed')) {
    expect(await screen.findByRole('status', { name: 'Resuming your enrollment' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Continue Enrollment' })).toBeNull();
    return;
  }
  await screen.findByRole('form', { name: 'Continue Enrollment' });
  expect(screen.getByRole('heading', { level: 1, name: 'Continue Enrollment' })).toBeTruthy();
  const { errors, failure } = state.context;
  await waitFor(() => {
    expect(messageAt('Enrollment Code')).toBe(errors.code ?? '');
    expect(messageAt('Email')).toBe(errors.email ?? '');
    expect(form().getByRole('textbox', { name: 'Enrollment Code' }).getAttribute('aria-invalid')).toBe(errors.code ? 'true' : null);
    expect(form().getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe(errors.email ? 'true' : null);
    expect(form().queryByRole('alert')?.textContent ?? null).toBe(failure);
    expect(form().getByRole('button', { name: /Continu/ }).hasAttribute('data-loading')).toBe(state.matches('resuming'));
  });
};

const continueScreen: ScreenWalk<typeof continueEnrollmentMachine> = {
  machine: continueEnrollmentMachine,
  calls: ['continueEnrollment', 'directContinue'],
  render: (actor) => <ContinueEnrollmentView actor={actor} />,
  replay,
  assertScreen,
};

describe('continue enrollment: every model path replayed through the code form', () => {
  const coverage = coverageOf(continueEnrollmentMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(continueEnrollmentModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(continueScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
