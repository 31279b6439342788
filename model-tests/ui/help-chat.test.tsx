// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { EventObject, SnapshotFrom } from 'xstate';
import { chatClosingLine, chatLoadFailed, helpChatCalls, helpChatMachine } from '../../machines/help-chat/help-chat.machine.ts';
import { editLabel, HelpChatView } from '../../src/features/help-chat/HelpChatView.tsx';
import { noopAppActions } from '../lib/model.ts';
import { generatePaths } from '../lib/paths.ts';
import { errorTimeout, helpChatModel } from '../models/help-chat.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, coveringPaths, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof helpChatMachine>;

const headless = helpChatMachine.provide({ actors: settledActors(helpChatCalls).actors, actions: noopAppActions });

/** The prompt the answer field is labelled with: the re-opened answer's question or the current one. */
const promptOf = (state: Snapshot) => state.context.editing?.question ?? state.context.question?.question ?? '';

/** Replays a user event through the chat: typing then Enter (or Send for a blank), pencils, Cancel, Reload. */
const replay = async (user: User, event: EventObject & { answer?: string; question_id?: number }, state: Snapshot): Promise<void> => {
  switch (event.type) {
    case 'user.answer': {
      const field = screen.getByRole('textbox', { name: promptOf(state) });
      await user.clear(field);
      if (event.answer?.trim()) return user.type(field, `${event.answer}{Enter}`);
      await user.type(field, event.answer ?? '');
      return user.click(screen.getByRole('button', { name: 'Send' }));
    }
    case 'user.edit': {
      const answer = state.context.answers.find((a) => a.question_id === event.question_id)!;
      return user.click(screen.getByRole('button', { name: editLabel(answer.question) }));
    }
    case 'user.cancelEdit':
      return user.click(screen.getByRole('button', { name: 'Cancel' }));
    case 'user.reload':
      return user.click(screen.getByRole('button', { name: 'Reload the chat' }));
  }
};

/** What each state shows: the spinner, the failure, the question with its message, or the closing line; the past answers with pencils. */
const assertScreen = async (state: Snapshot) => {
  if (state.hasTag('loading')) {
    expect(await screen.findByRole('status', { name: 'Loading the chat' })).toBeTruthy();
    return;
  }
  if (state.matches('failed')) {
    expect(await screen.findByText(chatLoadFailed)).toBeTruthy();
    return;
  }
  for (const answer of state.context.answers) expect(await screen.findByRole('button', { name: editLabel(answer.question) })).toBeTruthy();
  if (state.hasTag('answered')) {
    expect(await screen.findByText(chatClosingLine)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    return;
  }
  const field = await screen.findByRole('textbox', { name: promptOf(state) });
  await waitFor(() => expect(field.getAttribute('aria-invalid') === 'true').toBe(state.context.error !== null));
  if (state.context.error) expect(screen.getByText(state.context.error)).toBeTruthy();
  expect(screen.queryByText(chatClosingLine)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Cancel' }) !== null).toBe(state.context.editing !== null);
};

const helpChatScreen: ScreenWalk<typeof helpChatMachine> = {
  machine: helpChatMachine,
  calls: helpChatCalls,
  render: (actor) => <HelpChatView actor={actor} />,
  replay: async (user, event, actor) => {
    // the 5-second timeout is the timer's, not the visitor's: the walk fires it as its event
    if (event.type === errorTimeout) return void actor.send(event as never);
    return replay(user, event, actor.getSnapshot());
  },
  assertScreen,
};

describe('help chat: model paths covering every state and transition, replayed through the chat', () => {
  const coverage = coverageOf(helpChatMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(coveringPaths(headless, pathsOf(helpChatModel, generatePaths)).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walkScreen(helpChatScreen, path, coverage),
    20_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
