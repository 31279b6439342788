// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { accessCodeCalls, accessCodeMachine, type AccessCodeInput } from '../../machines/access-code/access-code.machine.ts';
import { AccessCodeView, codeLabels } from '../../src/features/access-code/AccessCodeView.tsx';
import { generatePaths } from '../lib/paths.ts';
import { accessCodeModel } from '../models/access-code.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof accessCodeMachine>;

/** Replays one user event through the modal: the code field and Submit, Yes, No, Re-enter. */
const replay = async (user: User, event: EventObject & { code?: string }, kind: AccessCodeInput['kind']): Promise<void> => {
  if (event.type === 'user.submit') {
    const field = screen.getByRole('textbox', { name: codeLabels[kind] });
    await user.clear(field);
    if (event.code) await user.type(field, event.code);
    return user.click(screen.getByRole('button', { name: 'Submit' }));
  }
  const names: Record<string, string> = { 'user.yes': 'Yes', 'user.no': 'No', 'user.reenter': 'Re-enter the code' };
  return user.click(screen.getByRole('button', { name: names[event.type] }));
};

/** What each state shows: the code field (with its message), a confirmation, or the page loading. */
const assertScreen = async (state: Snapshot) => {
  const { kind, error, rep, group } = state.context;
  if (state.hasTag('leaving')) {
    expect(await screen.findByRole('status', { name: 'Opening the landing page' })).toBeTruthy();
    return;
  }
  if (state.hasTag('editing')) {
    const field = await screen.findByRole('textbox', { name: codeLabels[kind] });
    expect(field.getAttribute('aria-invalid') === 'true').toBe(error !== null);
    if (error) expect(screen.getByText(error)).toBeTruthy();
    const submit = screen.getByRole('button', { name: /Submit|Checking/ }) as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(state.hasTag('validating')));
    return;
  }
  expect(await screen.findByRole('button', { name: 'Yes' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'No' })).toBeTruthy();
  if (rep) {
    expect(screen.getByText(`${rep.first_name} ${rep.last_name}`)).toBeTruthy();
    expect(screen.getByText(rep.agent_code)).toBeTruthy();
    expect(screen.getByText(rep.email)).toBeTruthy();
    expect(screen.getByText('(212) 555-0147')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Re-enter the code' })).toBeNull();
  }
  if (group) {
    expect(screen.getByText(group.name)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Re-enter the code' })).toBeTruthy();
  }
};

const accessCodeScreen: ScreenWalk<typeof accessCodeMachine> = {
  machine: accessCodeMachine,
  calls: accessCodeCalls,
  render: (actor) => <AccessCodeView actor={actor} />,
  replay: (user, event, actor) => replay(user, event, actor.getSnapshot().context.kind),
  assertScreen,
};

describe('access code: model paths covering every state and transition, replayed through the modal', () => {
  const coverage = coverageOf(accessCodeMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(accessCodeModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(accessCodeScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
