// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { planQuestionsMachine } from '../../machines/plan-detail/plan-questions.machine.ts';
import { planDetailFixtures as f } from '../../model-tests/lib/plan-detail-fixtures.ts';
import { QuestionsPanel } from '../../src/features/plan-detail/QuestionsPanel.tsx';
import { renderWithProviders } from './render.tsx';

afterEach(cleanup);

// Issue 15 item 19: the treatment records' dates keep to mm/dd/yyyy through the enrollment fields'
// date mask (Maskito), so an edit inside a typed date leaves the caret where it was made.
describe("plan questions: a treatment record's date", () => {
  it('is masked as typed, and an edit in the middle keeps the caret there', async () => {
    const actor = createActor(
      planQuestionsMachine.provide({ actors: { getQuestions: fromPromise(async () => f.questions), saveQuestionAnswers: fromPromise(async () => f.accepted) } }),
      { input: { tempId: 'TE1', planId: 191, tobacco: null } },
    ).start();
    renderWithProviders(<QuestionsPanel actor={actor} />);
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('radiogroup', { name: /hospitalized/ })).getByText('Yes', { exact: true }));
    const from = within(screen.getByRole('group', { name: 'Record 1' })).getByLabelText('From') as HTMLInputElement;

    await user.type(from, '01152020');
    expect(from.value).toBe('01/15/2020');

    // the day's first digit typed over in place: the caret stays behind it, not at the end
    from.setSelectionRange(3, 3);
    await user.keyboard('2');
    expect(from.value).toBe('01/25/2020');
    expect([from.selectionStart, from.selectionEnd]).toEqual([4, 4]);

    // nothing typed is changed (issue 23): a month past 12 stays, for the date's rule to refuse
    await user.clear(from);
    await user.type(from, '13012020');
    expect(from.value).toBe('13/01/2020');
    actor.stop();
  });
});
