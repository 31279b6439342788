// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { memberPickerCalls, memberPickerMachine, type MemberPickerEvent } from '../../machines/member-picker/member-picker.machine.ts';
import { pageCount, pageOf, searchMembers } from '../../machines/member-picker/member-picker-rules.ts';
import { maskSsn } from '../../src/ui/ssn.ts';
import { MemberPickerView } from '../../src/features/role-homes/MemberPickerView.tsx';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { memberPickerModel } from '../models/member-picker.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof memberPickerMachine>;

/** The screen offers Enroll Now for listed members only, and pages that exist (the machine's refusals have unit tests). */
const replayable = (path: ModelPath, index: number) => {
  const before = (path.steps[index - 1]?.state ?? path.initial) as Snapshot;
  const sent = path.steps[index]!.event as MemberPickerEvent;
  if (sent.type === 'user.enrollNow') return pageOf(searchMembers(before.context.members, before.context.query), before.context.page).some((m) => m.user_id === sent.userId);
  if (sent.type === 'user.page') return sent.page !== before.context.page && sent.page < pageCount(searchMembers(before.context.members, before.context.query).length);
  return true;
};

/** Whether the step changed nothing: the machine refused the event, or took it to where it was. */
const changesNothing = (path: ModelPath, index: number) => {
  const before = (path.steps[index - 1]?.state ?? path.initial) as Snapshot;
  const after = path.steps[index]!.state as Snapshot;
  return JSON.stringify([before.value, before.context]) === JSON.stringify([after.value, after.context]);
};

/**
 * The paths the screen can walk: an event it cannot send that changed nothing is left out (a path
 * goes on taking untaken edges, so a sign-out may come after a refused Enroll Now); a path with
 * one that changed something is not walked.
 */
const replayablePaths = (paths: ModelPath[]) =>
  paths.flatMap((path) => {
    const kept = path.steps.flatMap((_, index) => (replayable(path, index) ? [index] : changesNothing(path, index) ? [] : [-1]));
    if (kept.includes(-1)) return [];
    if (kept.length === path.steps.length) return [path];
    // the description names the scenario, then each step
    const [scenario, ...described] = path.description.split(' › ');
    return [{ ...path, steps: kept.map((index) => path.steps[index]!), description: [scenario, ...kept.map((index) => described[index])].join(' › ') }];
  });

const replay = async (user: User, event: EventObject, actor: { getSnapshot: () => Snapshot }): Promise<void> => {
  const sent = event as MemberPickerEvent;
  switch (sent.type) {
    case 'user.search': {
      const search = screen.getByRole('searchbox', { name: 'Search members' });
      await user.clear(search);
      if (sent.query) await user.type(search, sent.query);
      return;
    }
    case 'user.page':
      return user.click(screen.getByRole('button', { name: `Page ${sent.page + 1}` }));
    case 'user.enrollNow': {
      const member = actor.getSnapshot().context.members.find((m) => m.user_id === sent.userId)!;
      return user.click(screen.getByRole('button', { name: `Enroll Now: ${member.name}` }));
    }
    case 'user.cancel':
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    case 'user.requestCode': {
      const email = screen.getByRole('textbox', { name: 'E-mail address' });
      await user.clear(email);
      if (sent.email) await user.type(email, sent.email);
      return user.click(screen.getByRole('button', { name: 'Send code' }));
    }
    case 'user.submitCode': {
      const code = screen.getByRole('textbox', { name: 'Sign-in code' });
      await user.clear(code);
      if (sent.code) await user.type(code, sent.code);
      return user.click(screen.getByRole('button', { name: 'Sign in' }));
    }
    case 'user.changeEmail':
      return user.click(screen.getByRole('button', { name: 'Use another e-mail' }));
    case 'user.signOut':
      return user.click(screen.getByRole('button', { name: 'Sign out' }));
    case 'user.submitTier': {
      const dialog = within(screen.getByRole('dialog'));
      await user.selectOptions(dialog.getByRole('combobox', { name: 'Tier' }), sent.tier);
      return user.click(dialog.getByRole('button', { name: /Submit/ }));
    }
  }
};

/** The page's members (masked SSN, plan statuses as text), pages, Sign out, and the tier modal with its message. */
const assertScreen = async (state: Snapshot) => {
  const { members, query, page, selected, error } = state.context;
  if (state.status !== 'active' || state.hasTag('loading')) {
    expect(await screen.findByRole('status', { name: 'Loading members' })).toBeTruthy();
    return;
  }
  if (state.hasTag('signIn')) {
    // no member shows before the sign-in; the e-mail, then the code, each with its message at the field
    expect(screen.queryByRole('table', { name: 'Current members', hidden: true })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sign in to see your members' })).toBeTruthy();
    if (state.hasTag('code')) {
      const code = await screen.findByRole('textbox', { name: 'Sign-in code' });
      expect(screen.getByRole('status').textContent).toContain(state.context.notice);
      if (state.context.codeError) expect(code.getAttribute('aria-invalid')).toBe('true');
      if (state.context.codeError) expect(screen.getByText(state.context.codeError)).toBeTruthy();
    } else {
      const email = await screen.findByRole('textbox', { name: 'E-mail address' });
      // after a sign-out the e-mail step says so, and keeps no address
      if (state.context.notice) expect(screen.getByRole('status').textContent).toBe(state.context.notice);
      if (state.context.notice) expect((email as HTMLInputElement).value).toBe('');
      if (state.context.emailError) await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
      if (state.context.emailError) expect(screen.getByText(state.context.emailError)).toBeTruthy();
    }
    return;
  }
  const table = await screen.findByRole('table', { name: 'Current members', hidden: true });
  const shown = pageOf(searchMembers(members, query), page);
  await waitFor(() => expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(shown.length + 1));
  for (const member of shown) {
    expect(within(table).getByText(member.name)).toBeTruthy();
    expect(within(table).getByText(`SSN: ${maskSsn(member.ssn)}`)).toBeTruthy();
  }
  expect(screen.getByRole('button', { name: `Page ${page + 1}`, hidden: true }).getAttribute('aria-current')).toBe('page');
  if (!state.hasTag('tierModal')) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Sign out waits while the call runs; a failed sign-out says why beside it
    const signOut = screen.getByRole('button', { name: state.hasTag('signingOut') ? 'Signing out' : 'Sign out' });
    expect(signOut.hasAttribute('data-loading')).toBe(state.hasTag('signingOut'));
    if (error) expect(screen.getByRole('alert').textContent).toBe(error);
    else expect(screen.queryByRole('alert')).toBeNull();
    return;
  }
  const dialog = within(await screen.findByRole('dialog', { name: `Choose a tier for ${selected!.name}` }));
  if (error) expect(dialog.getByText(error)).toBeTruthy();
};

const memberPickerScreen: ScreenWalk<typeof memberPickerMachine> = {
  machine: memberPickerMachine,
  calls: memberPickerCalls,
  render: (actor) => <MemberPickerView actor={actor} />,
  replay,
  assertScreen,
};

describe('current-member pickers: model paths covering every state and transition, replayed through the page', () => {
  const coverage = coverageOf(memberPickerMachine);
  afterAll(() => console.log(coverage.report()));
  const paths = replayablePaths(pathsOf(memberPickerModel, generatePaths));
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(memberPickerScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
