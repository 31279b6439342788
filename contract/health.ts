import * as z from 'zod/mini';
import { stepMessages } from './enrollment.ts';
import { MAX_ID } from './entities.ts';
import { historyDateMessage } from './calendar-date.ts';

/**
 * Primary Health Questions (spec 2 §2-§5, §7-§9; spec 3 §3): the answers' shape, the step's form
 * rules (which detail fields each question asks, the medication entries), and the rules with their
 * messages, shared by the browser and the reference server.
 */

export const healthMessages = {
  /** Spec 2 §5, word for word. */
  answerAll: 'Please answer all questions',
  /** Above the questions when the server withholds the step's answers from the session (a group administrator's). */
  answersWithheldNote: 'Earlier answers are not shown to group administrators. Answer each question as the employee tells you.',
  /** Review's health section in place of the answers, for the same session. */
  answersWithheldReview: 'Health answers are not shown to group administrators. The answers you saved are kept.',
} as const;

/** The standard detail fields of a yes (spec 2 §3). */
export const STANDARD_HEALTH_FIELDS = ['health_condition', 'date_of_onset', 'date_of_recovery', 'is_treatment', 'is_medicate', 'd_last_seen', 'symptoms'] as const;
/** Questions 146 and 147 ask these instead (spec 2 §3). */
export const CONDITION_HEALTH_FIELDS = ['condition', 'status', 'last_seen_by_physician', 'date_of_recovery', 'physician_name', 'address', 'phone'] as const;
export type HealthDetailField = (typeof STANDARD_HEALTH_FIELDS)[number] | (typeof CONDITION_HEALTH_FIELDS)[number];
export const HEALTH_DETAIL_FIELDS: readonly HealthDetailField[] = [...new Set<HealthDetailField>([...STANDARD_HEALTH_FIELDS, ...CONDITION_HEALTH_FIELDS])];

/** The question that shows no detail fields (spec 2 §3, §9). */
export const NO_DETAIL_QUESTION = 145;
/** The questions with the condition fields (spec 2 §3, §9). */
export const CONDITION_FIELD_QUESTIONS: readonly number[] = [146, 147];

/** The detail fields a yes to a question shows on the step (145: none; 146, 147: the condition fields). */
export const healthFormFieldsOf = (questionId: number): readonly HealthDetailField[] =>
  questionId === NO_DETAIL_QUESTION ? [] : CONDITION_FIELD_QUESTIONS.includes(questionId) ? CONDITION_HEALTH_FIELDS : STANDARD_HEALTH_FIELDS;

/** History dates: masked mm/dd/yyyy, not in the future (spec 2 §5). */
export const HEALTH_DATE_FIELDS: readonly HealthDetailField[] = ['date_of_onset', 'date_of_recovery', 'd_last_seen', 'last_seen_by_physician'];
/** Yes/no details: '1' yes, '0' no (spec 3 §3). */
export const HEALTH_FLAG_FIELDS: readonly HealthDetailField[] = ['is_treatment', 'is_medicate'];
/** The detail a yes must name: the condition (this build's rule; every other detail is optional). */
export const HEALTH_MAIN_FIELDS: readonly HealthDetailField[] = ['health_condition', 'condition'];

export const MEDICATION_FIELDS = ['medication', 'dosage', 'medical_condition'] as const;
export type MedicationField = (typeof MEDICATION_FIELDS)[number];
/** Up to 3 medication entries (spec 2 §3, §9). */
export const MAX_MEDICATIONS = 3;

export const HEALTH_LIMITS = { questions: 30, text: 500, notes: 2000, questionText: 1000 } as const;

/** '1' yes, '0' no; '' not answered yet (a draft keeps that). */
export type YesNo = '1' | '0' | '';

const text = (max: number = HEALTH_LIMITS.text) => z.optional(z.string().check(z.maxLength(max)));
const flag = z.string().check(z.maxLength(9));

/** One condition entry: the fields of the question's layout (the others are dropped). */
export const healthConditionSchema = z.object(Object.fromEntries(HEALTH_DETAIL_FIELDS.map((name) => [name, text()])) as Record<HealthDetailField, ReturnType<typeof text>>);
export type HealthCondition = Partial<Record<HealthDetailField, string>>;

export const conditionAnswerSchema = z.object({
  question_id: z.int().check(z.positive(), z.lte(MAX_ID)),
  question_text: text(HEALTH_LIMITS.questionText),
  yes_no_flag: flag,
  /** One condition entry per condition question (spec 3 §9); none for a no or for 145. */
  conditions: z.array(healthConditionSchema).check(z.maxLength(1)),
});
export interface ConditionAnswer {
  question_id: number;
  question_text?: string;
  yes_no_flag: string;
  conditions: HealthCondition[];
}

export const medicationEntrySchema = z.object({
  id: z.optional(z.int().check(z.nonnegative(), z.lte(MAX_ID))),
  medication: text(200),
  dosage: text(200),
  medical_condition: text(200),
});
export type MedicationEntry = Partial<Record<MedicationField, string>> & { id?: number };

export const medicationAnswerSchema = z.object({
  question_id: z.int().check(z.positive(), z.lte(MAX_ID)),
  question_text: text(HEALTH_LIMITS.questionText),
  yes_no_flag: flag,
  medications: z.array(medicationEntrySchema).check(z.maxLength(MAX_MEDICATIONS)),
});
export interface MedicationAnswer {
  question_id: number;
  question_text?: string;
  yes_no_flag: string;
  medications: MedicationEntry[];
}

/** What save-primary-health-info takes (beside enrollment_id) and what the step keeps. */
export const healthInfoFields = {
  condition_questions: z.array(conditionAnswerSchema).check(z.maxLength(HEALTH_LIMITS.questions)),
  medication_question: z.nullable(medicationAnswerSchema),
  notes: text(HEALTH_LIMITS.notes),
};
export const healthInfoSchema = z.object(healthInfoFields);
export interface HealthInfo {
  condition_questions: ConditionAnswer[];
  medication_question: MedicationAnswer | null;
  notes?: string;
}

/** get-health-questions-primary-health-info: the questions with what the step keeps ("codition", spelled so). */
export const healthQuestionsSchema = z.object({
  codition_questions: z.array(conditionAnswerSchema),
  medication_question: z.nullable(medicationAnswerSchema),
  notes: z.string(),
});
export type HealthQuestions = z.infer<typeof healthQuestionsSchema>;

/**
 * The primary step's questions as this session reads them: answers_withheld true when the server
 * shows it no answers (a group administrator's session; docs/security.md, Who sees what: role ×
 * data), so the questions come unanswered whatever the step keeps.
 */
export const primaryHealthQuestionsSchema = z.extend(healthQuestionsSchema, { answers_withheld: z.boolean() });

// ---- the step's form: what the screen holds and how it becomes the answers ----

/** The screen's values: per question its yes/no and its one condition entry; the medications; the notes. */
export interface HealthForm {
  conditions: { yes_no_flag: string; detail: HealthCondition }[];
  medication: { yes_no_flag: string; entries: MedicationEntry[] };
  notes: string;
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
const anyFilled = (entry: MedicationEntry) => MEDICATION_FIELDS.some((name) => trimmed(entry[name]) !== '');

/** The form of a question list with what it keeps (entries padded to three medications). */
export const healthFormOf = (questions: Pick<HealthInfo, 'condition_questions' | 'medication_question'> & { notes?: string }): HealthForm => ({
  conditions: questions.condition_questions.map((question) => ({
    yes_no_flag: question.yes_no_flag === '1' || question.yes_no_flag === '0' ? question.yes_no_flag : '',
    detail: Object.fromEntries(healthFormFieldsOf(question.question_id).map((name) => [name, question.conditions[0]?.[name] ?? ''])),
  })),
  medication: {
    yes_no_flag: questions.medication_question?.yes_no_flag === '1' || questions.medication_question?.yes_no_flag === '0' ? questions.medication_question.yes_no_flag : '',
    entries: Array.from({ length: MAX_MEDICATIONS }, (_, index) => {
      const entry = questions.medication_question?.medications[index];
      return { ...(entry?.id !== undefined ? { id: entry.id } : {}), medication: entry?.medication ?? '', dosage: entry?.dosage ?? '', medical_condition: entry?.medical_condition ?? '' };
    }),
  },
  notes: questions.notes ?? '',
});

/** A condition entry of a yes: the question's own fields (145: none), trimmed. */
export const conditionEntryOf = (questionId: number, detail: HealthCondition): HealthCondition[] => {
  const fields = healthFormFieldsOf(questionId);
  if (fields.length === 0) return [];
  return [Object.fromEntries(fields.map((name) => [name, trimmed(detail[name])]))];
};

/** The medications of a yes: the 1st always, the 2nd and 3rd only if any of their fields is filled (spec 3 §3). */
export const medicationEntriesOf = (entries: readonly MedicationEntry[]): MedicationEntry[] =>
  entries
    .slice(0, MAX_MEDICATIONS)
    .filter((entry, index) => index === 0 || anyFilled(entry))
    .map((entry) => ({
      ...(entry.id !== undefined ? { id: entry.id } : {}),
      medication: trimmed(entry.medication),
      dosage: trimmed(entry.dosage),
      medical_condition: trimmed(entry.medical_condition),
    }));

/**
 * The answers as save-primary-health-info takes them (and as Save & Continue Later keeps them):
 * every question in order with its yes/no; a yes carries its one condition entry (none for 145), a
 * no none; the medications of a yes; the notes.
 */
export const healthAnswersOf = (questions: Pick<HealthInfo, 'condition_questions' | 'medication_question'>, form: HealthForm): HealthInfo => ({
  condition_questions: questions.condition_questions.map((question, index) => {
    const answer = form.conditions[index];
    const yesNo = answer?.yes_no_flag ?? '';
    return {
      question_id: question.question_id,
      question_text: question.question_text ?? '',
      yes_no_flag: yesNo,
      conditions: yesNo === '1' ? conditionEntryOf(question.question_id, answer?.detail ?? {}) : [],
    };
  }),
  medication_question: questions.medication_question
    ? {
        question_id: questions.medication_question.question_id,
        question_text: questions.medication_question.question_text ?? '',
        yes_no_flag: form.medication.yes_no_flag,
        medications: form.medication.yes_no_flag === '1' ? medicationEntriesOf(form.medication.entries) : [],
      }
    : null,
  notes: form.notes.trim(),
});

/** Where a condition detail's message shows (spec 2 §8): condition_questions.{i}.conditions.0.{field}. */
export const conditionFieldKey = (index: number, field: HealthDetailField) => `condition_questions.${index}.conditions.0.${field}`;
/** Where a medication's message shows (spec 2 §8): medication_question.medications.{i}.{field}. */
export const medicationFieldKey = (index: number, field: MedicationField) => `medication_question.medications.${index}.${field}`;
export const conditionAnswerKey = (index: number) => `condition_questions.${index}.yes_no_flag`;
export const MEDICATION_ANSWER_KEY = 'medication_question.yes_no_flag';

const answered = (flag: string) => flag === '1' || flag === '0';

/** The rule of one condition detail, given its value and the entry's others; null when good. */
const detailMessage = (field: HealthDetailField, value: string, entry: HealthCondition, today: Date, birth: string | undefined): string | null => {
  if (value === '') return HEALTH_MAIN_FIELDS.includes(field) ? stepMessages.required : null;
  // history dates (contract/calendar-date.ts): after the person's birth; a recovery not before the onset
  if (HEALTH_DATE_FIELDS.includes(field)) return historyDateMessage(value, today, { birth, since: field === 'date_of_recovery' ? entry.date_of_onset : undefined });
  if (HEALTH_FLAG_FIELDS.includes(field)) return value === '1' || value === '0' ? null : stepMessages.required;
  if (field === 'phone') return /^\d{10}$/.test(value) ? null : stepMessages.phone;
  return null;
};

/** Whether every question (the medication question too) is answered yes or no (spec 2 §5). */
export const allAnswered = (answers: HealthInfo): boolean =>
  answers.condition_questions.every((question) => answered(question.yes_no_flag)) && (answers.medication_question === null || answered(answers.medication_question.yes_no_flag));

/**
 * The answers' messages, keyed as the server keys them (spec 2 §8): an unanswered question reads
 * 'Please answer all questions' at its yes_no_flag; a yes's dates are history dates (not in the
 * future, nor before `birth`, the person's birth date where known), its condition named, its
 * yes/no details 1 or 0, a physician's phone 10 digits; a yes to the medication question names
 * the first medication.
 */
export const healthErrors = (answers: HealthInfo, today: Date = new Date(), birth?: string): Record<string, string> => {
  const errors: Record<string, string> = {};
  answers.condition_questions.forEach((question, index) => {
    if (!answered(question.yes_no_flag)) errors[conditionAnswerKey(index)] = healthMessages.answerAll;
    if (question.yes_no_flag !== '1') return;
    const entry = question.conditions[0] ?? {};
    for (const field of healthFormFieldsOf(question.question_id)) {
      const message = detailMessage(field, trimmed(entry[field]), entry, today, birth);
      if (message) errors[conditionFieldKey(index, field)] = message;
    }
  });
  const medication = answers.medication_question;
  if (medication) {
    if (!answered(medication.yes_no_flag)) errors[MEDICATION_ANSWER_KEY] = healthMessages.answerAll;
    if (medication.yes_no_flag === '1' && trimmed(medication.medications[0]?.medication) === '') errors[medicationFieldKey(0, 'medication')] = stepMessages.required;
  }
  return errors;
};

/** Whether the messages include the unanswered one (the screen shows it once, above the questions). */
export const hasUnanswered = (errors: Record<string, string>): boolean => Object.values(errors).includes(healthMessages.answerAll);

/** Parses what a step keeps (or a form's values) as answers; null when it is not answers. */
export const parseHealthInfo = (data: unknown): HealthInfo | null => {
  const parsed = healthInfoSchema.safeParse(data);
  return parsed.success ? { ...parsed.data, notes: parsed.data.notes ?? '' } : null;
};
