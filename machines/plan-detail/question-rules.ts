import {
  TOBACCO_PLAN_QUESTIONS,
  TREATMENT_RECORDS,
  fieldErrorsOf,
  type AflacQuestion,
  type AnswerItem,
  type FilterInfo,
  type PlanQuestion,
  type TreatmentRecord,
} from '../../contract/index.ts';

/** The answers keyed by question id; a question without an entry is unanswered. */
export type AnswerMap = Record<number, AnswerItem>;

/**
 * The answers the panel starts from: the quote's tobacco answer carried to a question that asks it
 * again (TOBACCO_PLAN_QUESTIONS), so tobacco is asked once (issue 28 item 9); shown, and changed
 * there like any answer. Without a tobacco answer, none.
 */
export const carriedAnswers = (questions: readonly PlanQuestion[], tobacco: FilterInfo['is_smoker']): AnswerMap =>
  tobacco === null
    ? {}
    : Object.fromEntries(
        questions
          .filter((question) => TOBACCO_PLAN_QUESTIONS.includes(question.question_id))
          .map((question) => [question.question_id, { question_id: question.question_id, yes_no_flag: tobacco }]),
      );

/** The questions still without yes or no, by id. */
export const unansweredIds = (questions: readonly PlanQuestion[], answers: AnswerMap): number[] =>
  questions.filter((question) => answers[question.question_id]?.yes_no_flag === undefined).map((question) => question.question_id);

/** Spec 2 §5: every question needs yes or no. */
export const allAnswered = (questions: readonly PlanQuestion[], answers: AnswerMap): boolean => unansweredIds(questions, answers).length === 0;

const recordIsComplete = (record: TreatmentRecord): boolean => Object.values(record).every((value) => value.trim() !== '');

/** A yes to a require_detail question needs its two treatment records, each filled in. */
export const detailsComplete = (questions: readonly PlanQuestion[], answers: AnswerMap): boolean =>
  questions.every((question) => {
    const answer = answers[question.question_id];
    if (question.require_detail !== 1 || answer?.yes_no_flag !== '1') return true;
    const records = answer.detail ?? [];
    return records.length === TREATMENT_RECORDS && records.every(recordIsComplete);
  });

/** The answers in question order, as save-question-answers takes them. */
export const answerList = (questions: readonly PlanQuestion[], answers: AnswerMap): AnswerItem[] =>
  questions.flatMap((question) => {
    const answer = answers[question.question_id];
    return answer ? [answer] : [];
  });

/** Server field errors by target_element, for the panel to show beside each question. */
export const questionErrorsOf = (error: unknown): Record<string, string> =>
  Object.fromEntries(fieldErrorsOf(error).map((fieldError) => [fieldError.target_element, fieldError.error_message]));

/** Aflac-type answers: true_condition by qid. */
export type AflacAnswers = Record<number, 0 | 1>;

/** Spec 2 §5: a question whose initial true_condition was 1 cannot be changed, and blocks the save. */
export const lockedQuestionIds = (questions: readonly AflacQuestion[]): number[] =>
  questions.filter((question) => question.true_condition === 1).map((question) => question.qid);

export const initialAflacAnswers = (questions: readonly AflacQuestion[]): AflacAnswers =>
  Object.fromEntries(questions.map((question) => [question.qid, question.true_condition]));
