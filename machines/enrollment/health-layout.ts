/**
 * The two layouts of a health answer's details (spec 3 §2.3; spec 2 §3): standard questions ask
 * about the condition and its treatment; questions 145, 146 and 147 ask about the condition, its
 * status and the physician instead.
 */
export const healthDetailFields = {
  standard: ['health_condition', 'date_of_onset', 'date_of_recovery', 'is_treatment', 'is_medicate', 'd_last_seen', 'symptoms'],
  condition: ['condition', 'status', 'last_seen_by_physician', 'date_of_recovery', 'physician_name', 'address', 'phone'],
} as const;
export type HealthLayout = keyof typeof healthDetailFields;

/** The questions with the condition layout (spec 2 §9). */
export const CONDITION_LAYOUT_QUESTIONS: readonly number[] = [145, 146, 147];

/** The layout review's View Details uses for a question's details. */
export const reviewHealthLayoutOf = (questionId: number): HealthLayout => (CONDITION_LAYOUT_QUESTIONS.includes(questionId) ? 'condition' : 'standard');
