import type { HealthInfo } from '../../../contract/index.ts';

/**
 * The Primary Health Questions every enrollment with a health-question plan in its cart is asked
 * (spec 2 §3, §9): standard questions, 145 (no detail fields), 146 and 147 (the condition fields),
 * and one medication question. Demo data kept in code: the list is the same for every enrollment.
 */
export const demoHealthConditionQuestions: readonly { question_id: number; question_text: string }[] = [
  { question_id: 141, question_text: 'In the past 5 years, have you been diagnosed with or treated for heart disease, a stroke or high blood pressure?' },
  { question_id: 142, question_text: 'In the past 5 years, have you been diagnosed with or treated for cancer or a tumor?' },
  { question_id: 143, question_text: 'Have you been advised to have surgery or a test that has not yet been performed?' },
  { question_id: 145, question_text: 'Have you used tobacco or nicotine products in the last 12 months?' },
  { question_id: 146, question_text: 'Are you currently under the care of a physician for any condition?' },
  { question_id: 147, question_text: 'Have you been hospitalized or confined to a care facility in the last 2 years?' },
];

export const demoHealthMedicationQuestion = { question_id: 150, question_text: 'Are you currently taking any prescription medication?' } as const;

const MARIA_USER_ID = 501;

/**
 * The health info members gave on earlier enrollments (get-existing-primary-health-info), by user
 * id: Maria is under a physician's care for asthma (146) and takes one medication.
 */
export const demoExistingHealthInfo: Readonly<Record<number, HealthInfo>> = {
  [MARIA_USER_ID]: {
    condition_questions: demoHealthConditionQuestions.map((question) => ({
      ...question,
      yes_no_flag: question.question_id === 146 ? '1' : '0',
      conditions:
        question.question_id === 146
          ? [
              {
                condition: 'Asthma',
                status: 'Controlled',
                last_seen_by_physician: '01/15/2026',
                date_of_recovery: '',
                physician_name: 'Dr. Ana Ruiz',
                address: '12 Park Avenue, New York NY',
                phone: '2125550199',
              },
            ]
          : [],
    })),
    medication_question: {
      ...demoHealthMedicationQuestion,
      yes_no_flag: '1',
      medications: [{ medication: 'Albuterol', dosage: '90 mcg as needed', medical_condition: 'Asthma' }],
    },
    notes: '',
  },
};
