// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { TOBACCO_PLAN_QUESTIONS, type AnswerItem, type FilterInfo, type PlanQuestion } from '../../contract/index.ts';
import { planQuestionsMachine } from '../../machines/plan-detail/plan-questions.machine.ts';
import { carriedAnswers } from '../../machines/plan-detail/question-rules.ts';
import { planDetailFixtures as f } from '../../model-tests/lib/plan-detail-fixtures.ts';
import { QuestionsPanel } from '../../src/features/plan-detail/QuestionsPanel.tsx';
import { renderWithProviders } from './render.tsx';

// Issue 28 item 9: tobacco asked once. CriticalCare Protect's question 1911 asks the quote's tobacco
// question again; it starts from the quote's answer, as Health's question 145 does, and may be changed.

afterEach(cleanup);

const TOBACCO = TOBACCO_PLAN_QUESTIONS[0]!;
/** The fixture questions, the first one being CriticalCare's tobacco question. */
const questions: PlanQuestion[] = f.questions.map((question, index) => (index === 0 ? { ...question, question_id: TOBACCO } : question));
const tobaccoText = questions[0]!.question_text;

describe('carriedAnswers', () => {
  it("answers the tobacco question with the quote's answer, and nothing else", () => {
    expect(carriedAnswers(questions, '0')).toEqual({ [TOBACCO]: { question_id: TOBACCO, yes_no_flag: '0' } });
    expect(carriedAnswers(questions, '1')).toEqual({ [TOBACCO]: { question_id: TOBACCO, yes_no_flag: '1' } });
    expect(carriedAnswers(questions, null)).toEqual({});
    expect(carriedAnswers(f.questions, '1')).toEqual({});
  });
});

describe('the plan questions panel', () => {
  const open = (tobacco: FilterInfo['is_smoker']) => {
    const sent: AnswerItem[][] = [];
    const actor = createActor(
      planQuestionsMachine.provide({
        actors: {
          getQuestions: fromPromise(async () => questions),
          saveQuestionAnswers: fromPromise(async ({ input }) => {
            sent.push(input.answers as AnswerItem[]);
            return f.accepted;
          }),
        },
      }),
      { input: { tempId: 'TE1', planId: 191, tobacco } },
    ).start();
    renderWithProviders(<QuestionsPanel actor={actor} />);
    return { actor, sent };
  };
  const radio = async (text: string, name: 'Yes' | 'No') => within(await screen.findByRole('radiogroup', { name: text })).getByRole('radio', { name }) as HTMLInputElement;
  /** Waits until the form holds the answers the machine carried in (it resets once the questions arrive). */
  const expectChecked = async (text: string, name: 'Yes' | 'No') => {
    const input = await radio(text, name);
    await waitFor(() => expect(input.checked).toBe(true));
  };

  it("starts the tobacco question from the quote's answer; the others unanswered; sent without asking again", async () => {
    const { sent } = open('0');
    await expectChecked(tobaccoText, 'No');
    for (const question of questions.slice(1)) {
      expect((await radio(question.question_text, 'Yes')).checked || (await radio(question.question_text, 'No')).checked).toBe(false);
    }
    const user = userEvent.setup();
    await user.click(await radio(questions[1]!.question_text, 'No'));
    await user.click(await radio(questions[2]!.question_text, 'No'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]![0]).toEqual({ question_id: TOBACCO, yes_no_flag: '0' });
  });

  it('lets the carried answer be changed there', async () => {
    open('1');
    await expectChecked(tobaccoText, 'Yes');
    await userEvent.setup().click(await radio(tobaccoText, 'No'));
    await expectChecked(tobaccoText, 'No');
  });

  it('asks it when the quote has no tobacco answer', async () => {
    open(null);
    expect((await radio(tobaccoText, 'Yes')).checked || (await radio(tobaccoText, 'No')).checked).toBe(false);
  });
});
