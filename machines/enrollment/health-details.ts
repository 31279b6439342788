import { healthFormFieldsOf, type ConditionAnswer, type MedicationAnswer } from '../../contract/index.ts';
import { healthDetailFields, reviewHealthLayoutOf } from './health-layout.ts';
import type { HealthAnswerDetails, StepDetails } from './step-protocol.ts';

/** The detail names of the n-th medication (1-based) as View Details lists them. */
export const medicationDetailNames = (n: number) => [`medication_${n}`, `dosage_${n}`, `medical_condition_${n}`] as const;

/**
 * Review's View Details of the health step (spec 3 §2.3): each question with Yes or No and, for a
 * yes, its details in the question's review layout (the standard fields, or the condition layout
 * of 145, 146 and 147; 145 asks none on the step, so shows none); the medication question with its
 * entries. Withheld from the session (answers_withheld), no answer at all.
 */
export const healthStepDetails = (answers: {
  codition_questions: ConditionAnswer[];
  medication_question: MedicationAnswer | null;
  answers_withheld: boolean;
}): StepDetails => {
  // the questions come unanswered to a session shown no answers: none reads as a No
  if (answers.answers_withheld) return { kind: 'health', answers: [], withheld: true };
  const conditions: HealthAnswerDetails[] = answers.codition_questions.map((question) => {
    const entry = question.conditions[0] ?? {};
    return {
      question_id: question.question_id,
      question_text: question.question_text ?? '',
      yes_no_flag: question.yes_no_flag,
      // a question the step asks no details of (145) has none to show
      details:
        healthFormFieldsOf(question.question_id).length === 0
          ? []
          : healthDetailFields[reviewHealthLayoutOf(question.question_id)].map((field_name) => ({ field_name, value: entry[field_name] ?? null })),
    };
  });
  const medication = answers.medication_question;
  const medications: HealthAnswerDetails[] = medication
    ? [
        {
          question_id: medication.question_id,
          question_text: medication.question_text ?? '',
          yes_no_flag: medication.yes_no_flag,
          details: medication.medications.flatMap((entry, index) => {
            const [name, dosage, condition] = medicationDetailNames(index + 1);
            return [
              { field_name: name, value: entry.medication ?? null },
              { field_name: dosage, value: entry.dosage ?? null },
              { field_name: condition, value: entry.medical_condition ?? null },
            ];
          }),
        },
      ]
    : [];
  return { kind: 'health', answers: [...conditions, ...medications], withheld: false };
};
