import type { DataOf, HealthInfo, StepData } from '../../contract/index.ts';
import { apiFailure } from './fixtures.ts';

/**
 * Primary Health Questions' fixtures (spec 2 §3, §9): a standard question, 145 (no detail fields),
 * 146 (the condition fields) and the medication question; the answers the walks send.
 */
const questions = [
  { question_id: 141, question_text: 'Have you been treated for high blood pressure in the last 5 years?' },
  { question_id: 145, question_text: 'Have you used tobacco or nicotine products in the last 12 months?' },
  { question_id: 146, question_text: 'Are you currently under the care of a physician for any condition?' },
];
const medicationQuestion = { question_id: 150, question_text: 'Are you currently taking any prescription medication?' };

const unanswered: HealthInfo = {
  condition_questions: questions.map((question) => ({ ...question, yes_no_flag: '', conditions: [] })),
  medication_question: { ...medicationQuestion, yes_no_flag: '', medications: [] },
  notes: '',
};

/** The answers as the screen sends them (healthAnswersOf): all no but 146 yes with its condition. */
const good: HealthInfo = {
  condition_questions: [
    { ...questions[0]!, yes_no_flag: '0', conditions: [] },
    { ...questions[1]!, yes_no_flag: '0', conditions: [] },
    {
      ...questions[2]!,
      yes_no_flag: '1',
      conditions: [{ condition: 'Asthma', status: 'Controlled', last_seen_by_physician: '01/15/2026', date_of_recovery: '', physician_name: 'Dr. Ana Ruiz', address: '', phone: '' }],
    },
  ],
  medication_question: { ...medicationQuestion, yes_no_flag: '1', medications: [{ medication: 'Albuterol', dosage: '90 mcg', medical_condition: 'Asthma' }] },
  notes: 'Seen yearly',
};

/** Answered, but the condition's last visit is a future date. */
const futureDate: HealthInfo = {
  ...good,
  condition_questions: good.condition_questions.map((question) =>
    question.question_id === 146 ? { ...question, conditions: [{ ...question.conditions[0], last_seen_by_physician: '01/01/2099' }] } : question,
  ),
};

/** A draft: 146 yes with its condition typed, the rest unanswered. */
const draft: HealthInfo = {
  ...unanswered,
  condition_questions: unanswered.condition_questions.map((question) =>
    question.question_id === 146 ? { ...good.condition_questions[2]!, conditions: [{ ...good.condition_questions[2]!.conditions[0], condition: 'Migraine' }] } : question,
  ),
};

const asData = (info: HealthInfo) => info as unknown as StepData;

export const healthFixtures = {
  questions: { result: { codition_questions: unanswered.condition_questions, medication_question: unanswered.medication_question, notes: '', answers_withheld: false } } satisfies DataOf<'getHealthQuestionsPrimaryHealthInfo'>,
  /** The same, to a session the server shows no answers (a group administrator's). */
  withheldQuestions: {
    result: { codition_questions: unanswered.condition_questions, medication_question: unanswered.medication_question, notes: '', answers_withheld: true },
  } satisfies DataOf<'getHealthQuestionsPrimaryHealthInfo'>,
  /** An existing member's earlier answers (get-existing-primary-health-info). */
  existing: { result: good } satisfies DataOf<'getExistingPrimaryHealthInfo'>,
  noExisting: { result: null } satisfies DataOf<'getExistingPrimaryHealthInfo'>,
  saved: { saved: true } as const,
  values: { unanswered: asData(unanswered), futureDate: asData(futureDate), good: asData(good), draft: asData(draft) },
  answers: { unanswered, futureDate, good, draft },
  /** The server's refusal of a date at its key (spec 2 §8). */
  serverDateError: apiFailure('The given data was invalid.', [{ target_element: 'condition_questions.2.conditions.0.last_seen_by_physician', error_message: 'Date cannot be in the future' }], 422),
  failure: apiFailure('Something went wrong', [], 500),
};
