// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Actor, EventObject, SnapshotFrom } from 'xstate';
import { aflacQuestionsCalls, aflacQuestionsMachine, lockedAnswerMessage, type AflacQuestionsEvent } from '../../machines/plan-detail/aflac-questions.machine.ts';
import { AflacPanel, lockedNote } from '../../src/features/plan-detail/AflacPanel.tsx';
import { generatePaths } from '../lib/paths.ts';
import { aflacQuestionsModel } from '../models/aflac-questions.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof aflacQuestionsMachine>;

/** Whether a radio is drawn checked (its item's data-state). */
const shownChoice = (radio: HTMLElement) => radio.closest('[data-part="item"]')?.getAttribute('data-state');

const panel = () => within(screen.getByRole('form', { name: 'Additional questions' }));

/** Replays `user.saveAflac`: each open question answered as the event says (a locked one stays fixed), then Save. */
const replay = async (user: User, event: EventObject, actor: Actor<typeof aflacQuestionsMachine>): Promise<void> => {
  const before = actor.getSnapshot();
  const sent = event as AflacQuestionsEvent;
  if (sent.type !== 'user.saveAflac') throw new Error(`no way to replay ${event.type} on the prudential-type questions`);
  for (const question of before.context.questions) {
    const answer = sent.answers[question.qid];
    if (answer === undefined || before.context.locked.includes(question.qid)) continue;
    const group = within(panel().getByRole('radiogroup', { name: question.question }));
    await user.click(group.getByRole('radio', { name: answer === 1 ? 'Yes' : 'No' }));
  }
  await user.click(panel().getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(actor.getSnapshot()).not.toBe(before));
};

/** What each state shows: the spinner; the questions (locked ones fixed with their note), Save and the message; nothing once done or failed. */
const assertScreen = async (state: Snapshot) => {
  const { questions, locked, error } = state.context;
  await waitFor(() => {
    expect(screen.queryByRole('status', { name: 'Loading questions' }) !== null).toBe(state.hasTag('loading'));
    const shown = state.matches('answering') || state.matches('saving') || state.matches('blocked');
    expect(screen.queryByRole('form', { name: 'Additional questions' }) !== null).toBe(shown);
    if (!shown) return;
    const form = panel();
    const blocked = state.matches('blocked');
    for (const question of questions) {
      const group = within(form.getByRole('radiogroup', { name: question.question }));
      const isLocked = locked.includes(question.qid);
      const radios = group.getAllByRole('radio') as HTMLInputElement[];
      expect(radios.map((radio) => radio.disabled)).toEqual(radios.map(() => isLocked || blocked));
      // a preset yes shows as Yes (the drawn radio: the hidden input of a disabled group is not
      // re-checked when the answers arrive after the panel mounted)
      if (isLocked) expect(shownChoice(group.getByRole('radio', { name: 'Yes' }))).toBe('checked');
      expect(group.queryByText(lockedNote) !== null).toBe(isLocked);
    }
    expect(form.queryByRole('alert')?.textContent ?? null).toBe(error);
    if (blocked) expect(error).toBe(lockedAnswerMessage);
    // blocked: Save stays, disabled (a form keeps its submit button)
    const save = form.getByRole('button', { name: /Save|Saving/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(blocked || state.hasTag('saving'));
    expect(save.hasAttribute('data-loading')).toBe(state.hasTag('saving'));
  });
};

const aflacScreen: ScreenWalk<typeof aflacQuestionsMachine> = {
  machine: aflacQuestionsMachine,
  calls: aflacQuestionsCalls,
  render: (actor) => <AflacPanel actor={actor} />,
  replay,
  assertScreen,
};

describe('prudential-type questions: model paths covering every state and transition, replayed through the panel', () => {
  const coverage = coverageOf(aflacQuestionsMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(aflacQuestionsModel, generatePaths).map((path) => [path.description, path] as const))('%s', async (_, path) => walkScreen(aflacScreen, path, coverage), 20_000);

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
