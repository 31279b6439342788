import { describe, expect, it } from 'vitest';
import {
  allAnswered,
  CONDITION_HEALTH_FIELDS,
  conditionEntryOf,
  hasUnanswered,
  healthAnswersOf,
  healthErrors,
  healthFormFieldsOf,
  healthFormOf,
  healthMessages,
  medicationEntriesOf,
  parseHealthInfo,
  STANDARD_HEALTH_FIELDS,
  stepMessages,
  type HealthForm,
  type HealthInfo,
} from '../../contract/index.ts';

// The answer shaping and rules of Primary Health Questions (spec 2 §3, §5, §8; spec 3 §3).

const TODAY = new Date(2026, 10, 23);

const questions: Pick<HealthInfo, 'condition_questions' | 'medication_question'> = {
  condition_questions: [141, 145, 146, 147].map((question_id) => ({ question_id, question_text: `Question ${question_id}`, yes_no_flag: '', conditions: [] })),
  medication_question: { question_id: 150, question_text: 'Medication?', yes_no_flag: '', medications: [] },
};

const form = (over: Partial<HealthForm> = {}): HealthForm => ({ ...healthFormOf(questions), ...over });

const answered = (flags: string[], medication = '0'): HealthInfo => {
  const base = form();
  return healthAnswersOf(questions, { ...base, conditions: base.conditions.map((c, i) => ({ ...c, yes_no_flag: flags[i] ?? '' })), medication: { ...base.medication, yes_no_flag: medication } });
};

describe('which detail fields a question shows', () => {
  it('145 shows none; 146 and 147 the condition fields; any other the standard fields', () => {
    expect(healthFormFieldsOf(145)).toEqual([]);
    expect(healthFormFieldsOf(146)).toEqual(CONDITION_HEALTH_FIELDS);
    expect(healthFormFieldsOf(147)).toEqual(CONDITION_HEALTH_FIELDS);
    expect(healthFormFieldsOf(141)).toEqual(STANDARD_HEALTH_FIELDS);
    expect(healthFormFieldsOf(148)).toEqual(STANDARD_HEALTH_FIELDS);
    expect(STANDARD_HEALTH_FIELDS).toEqual(['health_condition', 'date_of_onset', 'date_of_recovery', 'is_treatment', 'is_medicate', 'd_last_seen', 'symptoms']);
    expect(CONDITION_HEALTH_FIELDS).toEqual(['condition', 'status', 'last_seen_by_physician', 'date_of_recovery', 'physician_name', 'address', 'phone']);
  });

  it('a condition entry keeps the question’s own fields, trimmed; 145 has none', () => {
    expect(conditionEntryOf(146, { condition: ' Asthma ', health_condition: 'x' })).toEqual([
      { condition: 'Asthma', status: '', last_seen_by_physician: '', date_of_recovery: '', physician_name: '', address: '', phone: '' },
    ]);
    expect(conditionEntryOf(145, { health_condition: 'x' })).toEqual([]);
    expect(Object.keys(conditionEntryOf(141, { condition: 'x' })[0]!)).toEqual([...STANDARD_HEALTH_FIELDS]);
  });
});

describe('medications', () => {
  const entry = (medication = '', dosage = '', medical_condition = '') => ({ medication, dosage, medical_condition });
  it('keeps the 1st always, the 2nd and 3rd only if any of their fields is filled, at most 3', () => {
    expect(medicationEntriesOf([entry(), entry(), entry()])).toEqual([entry()]);
    expect(medicationEntriesOf([entry('A'), entry(), entry('', '', 'Asthma')])).toEqual([entry('A'), entry('', '', 'Asthma')]);
    expect(medicationEntriesOf([entry('A'), entry('', '5 mg'), entry(' C ')])).toEqual([entry('A'), entry('', '5 mg'), entry('C')]);
    expect(medicationEntriesOf([entry('A'), entry('B'), entry('C'), entry('D')])).toHaveLength(3);
    expect(medicationEntriesOf([{ id: 7, ...entry('A') }])).toEqual([{ id: 7, ...entry('A') }]);
  });

  it('a no drops the entries; a yes keeps them', () => {
    const base = form();
    const entries = [entry('A'), entry(), entry('C')];
    expect(healthAnswersOf(questions, { ...base, medication: { yes_no_flag: '0', entries } }).medication_question?.medications).toEqual([]);
    expect(healthAnswersOf(questions, { ...base, medication: { yes_no_flag: '1', entries } }).medication_question?.medications).toEqual([entry('A'), entry('C')]);
  });
});

describe('the answers as the save takes them', () => {
  it('every question in order with its yes/no; a yes carries its entry, a no none; notes trimmed', () => {
    const base = form();
    const values: HealthForm = {
      ...base,
      conditions: [
        { yes_no_flag: '1', detail: { health_condition: 'BP' } },
        { yes_no_flag: '1', detail: {} },
        { yes_no_flag: '0', detail: { condition: 'kept out' } },
        { yes_no_flag: '', detail: {} },
      ],
      notes: ' note ',
    };
    const result = healthAnswersOf(questions, values);
    expect(result.condition_questions.map((q) => [q.question_id, q.yes_no_flag, q.conditions.length])).toEqual([
      [141, '1', 1],
      [145, '1', 0],
      [146, '0', 0],
      [147, '', 0],
    ]);
    expect(result.notes).toBe('note');
  });

  it('the form starts from what the step keeps, three medication entries', () => {
    const kept = {
      condition_questions: [{ question_id: 146, yes_no_flag: '1', conditions: [{ condition: 'Asthma' }] }],
      medication_question: { question_id: 150, yes_no_flag: '1', medications: [{ medication: 'A' }] },
      notes: 'n',
    };
    const start = healthFormOf(kept);
    expect(start.conditions[0]).toEqual({ yes_no_flag: '1', detail: { condition: 'Asthma', status: '', last_seen_by_physician: '', date_of_recovery: '', physician_name: '', address: '', phone: '' } });
    expect(start.medication.entries).toHaveLength(3);
    expect(start.medication.entries[0]).toEqual({ medication: 'A', dosage: '', medical_condition: '' });
    expect(start.notes).toBe('n');
    expect(healthFormOf({ ...kept, condition_questions: [{ question_id: 141, yes_no_flag: 'x', conditions: [] }] }).conditions[0]?.yes_no_flag).toBe('');
  });
});

describe('the rules', () => {
  it('every question needs yes or no: "Please answer all questions" at each unanswered one', () => {
    const result = answered(['1', '0', '', '0'], '');
    expect(allAnswered(result)).toBe(false);
    const errors = healthErrors(result, TODAY);
    expect(errors['condition_questions.2.yes_no_flag']).toBe(healthMessages.answerAll);
    expect(errors['medication_question.yes_no_flag']).toBe(healthMessages.answerAll);
    expect(hasUnanswered(errors)).toBe(true);
    expect(healthMessages.answerAll).toBe('Please answer all questions');
    expect(allAnswered(answered(['0', '0', '0', '0'], '0'))).toBe(true);
    expect(healthErrors(answered(['0', '0', '0', '0'], '0'), TODAY)).toEqual({});
  });

  it('dates are mm/dd/yyyy and not in the future; the condition is named; yes/no details are 1 or 0; a phone is 10 digits', () => {
    const base = form();
    const values: HealthForm = {
      ...base,
      conditions: [
        { yes_no_flag: '1', detail: { health_condition: '', date_of_onset: '13/01/2020', date_of_recovery: '11/24/2026', d_last_seen: '11/23/2026', is_treatment: '2', is_medicate: '' } },
        { yes_no_flag: '1', detail: {} },
        { yes_no_flag: '1', detail: { condition: 'Asthma', last_seen_by_physician: '2020-01-01', phone: '212555' } },
        { yes_no_flag: '0', detail: { condition: '' } },
      ],
      medication: { yes_no_flag: '1', entries: [{ medication: '', dosage: '5 mg' }] },
    };
    const errors = healthErrors(healthAnswersOf(questions, values), TODAY);
    expect(errors).toEqual({
      'condition_questions.0.conditions.0.health_condition': stepMessages.required,
      'condition_questions.0.conditions.0.date_of_onset': stepMessages.date,
      'condition_questions.0.conditions.0.date_of_recovery': stepMessages.futureDate,
      'condition_questions.0.conditions.0.is_treatment': stepMessages.required,
      'condition_questions.2.conditions.0.last_seen_by_physician': stepMessages.date,
      'condition_questions.2.conditions.0.phone': stepMessages.phone,
      'medication_question.medications.0.medication': stepMessages.required,
    });
  });

  it('a yes without its entry still needs the condition named (the server may be sent none)', () => {
    const result = answered(['0', '0', '1', '0'], '0');
    result.condition_questions[2]!.conditions = [];
    expect(healthErrors(result, TODAY)).toEqual({ 'condition_questions.2.conditions.0.condition': stepMessages.required });
  });

  it('parses kept data as answers, and refuses what is not', () => {
    expect(parseHealthInfo({ condition_questions: [], medication_question: null })).toEqual({ condition_questions: [], medication_question: null, notes: '' });
    expect(parseHealthInfo({ condition_questions: 'no' })).toBeNull();
    expect(parseHealthInfo({})).toBeNull();
  });
});
