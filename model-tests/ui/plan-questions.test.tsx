// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Actor, EventObject, SnapshotFrom } from 'xstate';
import { TREATMENT_RECORDS, type TreatmentRecord } from '../../contract/index.ts';
import { planQuestionsCalls, planQuestionsMachine, type PlanQuestionsEvent } from '../../machines/plan-detail/plan-questions.machine.ts';
import { declineNextSteps, QuestionsPanel, questionNumbersText, unansweredMessage } from '../../src/features/plan-detail/QuestionsPanel.tsx';
import { generatePaths } from '../lib/paths.ts';
import { planQuestionsModel } from '../models/plan-questions.ts';
import { walkScreen, type ScreenWalk, type User } from './screen-walk.tsx';
import { coverageOf, pathsOf } from './support.tsx';

afterEach(cleanup);

type Snapshot = SnapshotFrom<typeof planQuestionsMachine>;
type Answers = Extract<PlanQuestionsEvent, { type: 'user.submitAnswers' }>['answers'];

const recordLabels: [keyof TreatmentRecord, string][] = [
  ['dot_from', 'From'],
  ['dot_to', 'To'],
  ['reason_for_condition', 'Reason for condition'],
  ['degree_of_recovery', 'Degree of recovery'],
  ['physician_name_address', 'Physician name and address'],
];

const panel = () => within(screen.getByRole('form', { name: 'Plan questions' }));
const questionGroup = (text: string) => within(panel().getByRole('radiogroup', { name: text }));

/** The radios are the screen's only way to answer, and a radio cannot be cleared. */
const answeredOnScreen = (text: string) => (questionGroup(text).getAllByRole('radio') as HTMLInputElement[]).some((radio) => radio.checked);

/** Fills the treatment records of a yes: the records the answer has, the others left empty. */
const fillRecords = async (user: User, questionText: string, records: readonly TreatmentRecord[]) => {
  const group = within(panel().getByRole('group', { name: `Treatment records: ${questionText}` }));
  for (let index = 0; index < TREATMENT_RECORDS; index += 1) {
    const record = within(group.getByRole('group', { name: `Record ${index + 1}` }));
    for (const [field, label] of recordLabels) {
      const input = record.getByLabelText(label);
      const value = records[index]?.[field] ?? '';
      await user.clear(input);
      // the dates are masked as typed: type the digits
      if (value) await user.type(input, field === 'dot_from' || field === 'dot_to' ? value.replace(/\D/g, '') : value);
    }
  }
};

/**
 * Replays `user.submitAnswers` through the form: each answered question's Yes or No (and a yes's
 * records), then Submit. Answers that leave open a question answered before cannot come from the
 * form (a radio cannot be cleared): those are sent as they are, so the machine's refusal is walked
 * and its message checked on screen.
 */
const replay = async (user: User, event: EventObject, actor: Actor<typeof planQuestionsMachine>): Promise<void> => {
  const before = actor.getSnapshot();
  const sent = event as PlanQuestionsEvent;
  if (sent.type !== 'user.submitAnswers') throw new Error(`no way to replay ${event.type} on the questions panel`);
  const answers: Answers = sent.answers;
  const { questions } = before.context;
  if (questions.some((question) => answers[question.question_id] === undefined && answeredOnScreen(question.question_text))) {
    actor.send(sent);
  } else {
    for (const question of questions) {
      const answer = answers[question.question_id];
      if (!answer) continue;
      await user.click(questionGroup(question.question_text).getByRole('radio', { name: answer.yes_no_flag === '1' ? 'Yes' : 'No' }));
      if (answer.yes_no_flag === '1' && question.require_detail === 1) await fillRecords(user, question.question_text, answer.detail ?? []);
    }
    await user.click(panel().getByRole('button', { name: 'Submit' }));
  }
  // a message-only answer keeps the state: wait until the machine has heard the event
  await waitFor(() => expect(actor.getSnapshot()).not.toBe(before));
};

/** What each state shows: the spinner; the questions with the message and Submit (busy while saving); nothing if they failed to load. */
const assertScreen = async (state: Snapshot) => {
  const { questions, error, fieldErrors } = state.context;
  await waitFor(() => {
    expect(screen.queryByRole('status', { name: 'Loading questions' }) !== null).toBe(state.hasTag('loading'));
    const shown = !state.hasTag('loading') && !state.matches('unavailable');
    expect(screen.queryByRole('form', { name: 'Plan questions' }) !== null).toBe(shown);
    if (!shown) return;
    const form = panel();
    expect(form.getByRole('heading', { name: 'Please answer the following questions' })).toBeTruthy();
    for (const question of questions) expect(form.getByRole('radiogroup', { name: question.question_text })).toBeTruthy();
    // the answer-all (with which questions), records, decline or server message
    const numbers = questions.flatMap((question, index) => (state.context.unanswered.includes(question.question_id) ? [index + 1] : []));
    expect(form.queryByRole('alert')?.textContent ?? null).toBe(error && `${error}${numbers.length > 0 ? questionNumbersText(numbers) : ''}`);
    // each unanswered question marked at its answer, until it is answered on screen
    const marked = questions.filter((question) => state.context.unanswered.includes(question.question_id) && !answeredOnScreen(question.question_text));
    expect(form.queryAllByText(unansweredMessage)).toHaveLength(marked.length);
    // a decline says what to do next
    expect(form.queryByText(declineNextSteps) !== null).toBe(state.matches('declined'));
    // a checkbox question lists its conditions before it is answered
    for (const question of questions.filter((question) => question.question_sub_type === 'checkbox')) {
      const yes = (questionGroup(question.question_text).getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked;
      const conditions = form.queryByRole('group', { name: `Conditions: ${question.question_text}` });
      expect(conditions !== null).toBe(!yes);
      if (conditions) for (const option of question.options) expect(within(conditions).getByText(option.option_text)).toBeTruthy();
    }
    // server field errors beside their fields (the records of the yes they name)
    for (const message of Object.values(fieldErrors)) expect(form.getByText(message)).toBeTruthy();
    const submit = form.getByRole('button', { name: /Submit|Submitting/ });
    expect(submit.hasAttribute('data-loading')).toBe(state.hasTag('saving'));
  });
};

const planQuestionsScreen: ScreenWalk<typeof planQuestionsMachine> = {
  machine: planQuestionsMachine,
  calls: planQuestionsCalls,
  render: (actor) => <QuestionsPanel actor={actor} />,
  replay,
  assertScreen,
};

describe('plan questions: model paths covering every state and transition, replayed through the panel', () => {
  const coverage = coverageOf(planQuestionsMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(planQuestionsModel, generatePaths).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walkScreen(planQuestionsScreen, path, coverage),
    30_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});
