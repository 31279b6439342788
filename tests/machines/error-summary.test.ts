import { describe, expect, it } from 'vitest';
import { healthMessages } from '../../contract/index.ts';
import { agreementSummaryOf } from '../../machines/enrollment/agreement-step.machine.ts';
import { summaryOf } from '../../machines/enrollment/error-summary.ts';
import { healthSummaryOf } from '../../machines/enrollment/health-step.machine.ts';

// The steps' error summaries (issue 28 item 2): what the machine's messages list, in order.
describe('error summary', () => {
  it('lists each field message once, in the order the step keys them', () => {
    expect(summaryOf({ b: 'B is wrong', a: 'A is wrong' })).toEqual([
      { key: 'b', message: 'B is wrong' },
      { key: 'a', message: 'A is wrong' },
    ]);
    expect(summaryOf({})).toEqual([]);
  });

  it("health: 'Please answer all questions' once, at the first unanswered question; detail messages each at their field", () => {
    const errors = {
      'condition_questions.0.conditions.0.health_condition': 'Field is required',
      'condition_questions.1.yes_no_flag': healthMessages.answerAll,
      'condition_questions.2.conditions.0.date_of_onset': 'Field is required',
      'condition_questions.3.yes_no_flag': healthMessages.answerAll,
      'medication_question.yes_no_flag': healthMessages.answerAll,
    };
    expect(healthSummaryOf({ errors })).toEqual([
      { key: 'condition_questions.0.conditions.0.health_condition', message: 'Field is required' },
      { key: 'condition_questions.1.yes_no_flag', message: healthMessages.answerAll },
      { key: 'condition_questions.2.conditions.0.date_of_onset', message: 'Field is required' },
    ]);
  });

  it('agreement: each text not agreed to and the signature', () => {
    expect(agreementSummaryOf({ errors: { 'agreed.1': 'This field is required.', 'agreed.2': 'This field is required.', signature: 'Signature is required' } })).toHaveLength(3);
  });
});
