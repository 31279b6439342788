import {
  conditionAnswerSchema,
  conditionEntryOf,
  healthErrors,
  healthMessages,
  medicationAnswerSchema,
  medicationEntriesOf,
  NO_DETAIL_QUESTION,
  type ConditionAnswer,
  type FilterInfo,
  type HealthInfo,
  type MedicationAnswer,
  type StepData,
} from '../../contract/index.ts';
import { demoExistingHealthInfo, demoHealthConditionQuestions, demoHealthMedicationQuestion } from '../db/seed/health-questions.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure, RequestFailure } from '../http/failures.ts';
import { memberOnFileFor, readsHealthAnswers } from '../enrollers/own-members.ts';
import { readStep, saveStep, stepValues } from '../queries/enrollment-steps.ts';
import type { HandlerDeps } from './deps.ts';

type HealthHandlers = Pick<Handlers, 'getHealthQuestionsPrimaryHealthInfo' | 'getExistingPrimaryHealthInfo' | 'savePrimaryHealthInfo'>;

const TAB = 'primary_health_info' as const;

/** A kept answer of the question, if what the step keeps holds one in shape (a draft is unchecked). */
const keptAnswer = <T extends { question_id: number }>(kept: unknown, questionId: number, schema: { safeParse(value: unknown): { success: boolean; data?: T } }): T | null => {
  const list = Array.isArray(kept) ? kept : [kept];
  for (const item of list) {
    const parsed = schema.safeParse(item);
    if (parsed.success && parsed.data?.question_id === questionId) return parsed.data;
  }
  return null;
};

/**
 * The questions with what the step keeps (its saved answers, the save-later draft over them). The
 * tobacco question (145, no details) not yet answered starts from the quote's tobacco answer, so
 * tobacco is asked once and carried (issue 28 item 9); shown, and changed there like any answer.
 */
export const questionsWithKept = (kept: StepData | null, tobacco: FilterInfo['is_smoker'] = null) => {
  const condition_questions: ConditionAnswer[] = demoHealthConditionQuestions.map((question) => {
    const answer = keptAnswer<ConditionAnswer>(kept?.condition_questions, question.question_id, conditionAnswerSchema);
    const carried = question.question_id === NO_DETAIL_QUESTION ? (tobacco ?? '') : '';
    return { ...question, yes_no_flag: answer?.yes_no_flag ?? carried, conditions: answer?.conditions ?? [] };
  });
  const medication = keptAnswer<MedicationAnswer>(kept?.medication_question, demoHealthMedicationQuestion.question_id, medicationAnswerSchema);
  const medication_question: MedicationAnswer = { ...demoHealthMedicationQuestion, yes_no_flag: medication?.yes_no_flag ?? '', medications: medication?.medications ?? [] };
  const notes = typeof kept?.notes === 'string' ? kept.notes : '';
  return { codition_questions: condition_questions, medication_question, notes };
};

const sameIds = (a: readonly { question_id: number }[], b: readonly { question_id: number }[]) =>
  a.length === b.length && a.every((item, index) => item.question_id === b[index]?.question_id);

/**
 * The answers as this server keeps them: the questions' own texts; a yes keeps the question's own
 * detail fields (none for 145), a no none; the medications of a yes (2nd and 3rd only if filled).
 */
const canonicalAnswers = (request: HealthInfo): HealthInfo => ({
  condition_questions: request.condition_questions.map((answer, index) => ({
    question_id: answer.question_id,
    question_text: demoHealthConditionQuestions[index]?.question_text ?? '',
    yes_no_flag: answer.yes_no_flag,
    conditions: answer.yes_no_flag === '1' ? conditionEntryOf(answer.question_id, answer.conditions[0] ?? {}) : [],
  })),
  medication_question: request.medication_question && {
    question_id: request.medication_question.question_id,
    question_text: demoHealthMedicationQuestion.question_text,
    yes_no_flag: request.medication_question.yes_no_flag,
    medications: request.medication_question.yes_no_flag === '1' ? medicationEntriesOf(request.medication_question.medications) : [],
  },
  notes: (request.notes ?? '').trim(),
});

/**
 * Primary Health Questions (spec 2 §7): the questions, an existing member's earlier answers, the save.
 * A group administrator's session reads no answers, neither the member's history nor the step's
 * (docs/security.md, Who sees what: role × data): the questions come unanswered, answers_withheld
 * says so, and answers the employee gives can still be saved.
 */
export const healthHandlers = ({ db, filters }: HandlerDeps): HealthHandlers => ({
  async getHealthQuestionsPrimaryHealthInfo({ enrollment_id }, reader) {
    const filter = await filters.require(enrollment_id);
    const reads = await readsHealthAnswers(db, filter, reader);
    const step = reads ? await readStep(db, enrollment_id, TAB) : null;
    return { result: { ...questionsWithKept(step ? stepValues(step) : null, reads ? filter.is_smoker : null), answers_withheld: !reads } };
  },

  async getExistingPrimaryHealthInfo({ enrollment_id }, reader) {
    const filter = await filters.require(enrollment_id);
    const member = (await readsHealthAnswers(db, filter, reader)) ? await memberOnFileFor(db, filter, reader) : null;
    return { result: (member && demoExistingHealthInfo[member.userId]) ?? null };
  },

  /**
   * Every question of the list, in its order, answered yes or no; the rules of contract/health.ts
   * (healthErrors, dates after the applicant's birth), each message at its key (422). Otherwise the answers replace the step's.
   */
  async savePrimaryHealthInfo({ enrollment_id, ...request }) {
    const filter = await filters.require(enrollment_id);
    const info: HealthInfo = { condition_questions: request.condition_questions, medication_question: request.medication_question, notes: request.notes ?? '' };
    if (!sameIds(info.condition_questions, demoHealthConditionQuestions)) throw fieldFailure('condition_questions', healthMessages.answerAll);
    if (info.medication_question?.question_id !== demoHealthMedicationQuestion.question_id) throw fieldFailure('medication_question', healthMessages.answerAll);
    const answers = canonicalAnswers(info);
    // the applicant's answers: no history date before the birth date the enrollment keeps
    const errors = Object.entries(healthErrors(answers, new Date(), filter.dob));
    if (errors.length > 0) {
      throw new RequestFailure(
        422,
        'The given data was invalid.',
        errors.map(([target_element, error_message]) => ({ target_element, error_message })),
      );
    }
    await saveStep(db, enrollment_id, TAB, answers as unknown as StepData);
    return { saved: true as const };
  },
});
