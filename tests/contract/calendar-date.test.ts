import { describe, expect, it } from 'vitest';
import {
  beneficiaryFieldErrors,
  birthDateMessage,
  dateMessage,
  employmentStartMessage,
  healthErrors,
  historyDateMessage,
  parseCalendarDate,
  parseUsDate,
  personalFieldSpecs,
  treatmentDateErrors,
  validateStep,
  type FormField,
  type HealthInfo,
} from '../../contract/index.ts';

// The one calendar date of every date field (contract/calendar-date.ts, issue 23 §2): strict
// mm/dd/yyyy, a real day, never rolled over; each field's range. "Today" is the caller's local day.
const today = new Date(2026, 10, 20, 12);
const FORMAT = 'Enter date as mm/dd/yyyy';
const INVALID = 'Enter a valid date';
const FUTURE = 'Date cannot be in the future';

describe('a calendar date', () => {
  it.each([
    ['02/30/1990', INVALID],
    ['02/29/2023', INVALID],
    ['04/31/2020', INVALID],
    ['02/29/2024', null],
    ['02/29/2000', null],
    ['02/29/1900', INVALID],
    ['13/01/2020', FORMAT],
    ['00/10/2020', FORMAT],
    ['01/00/2020', FORMAT],
    ['01/32/2020', FORMAT],
    ['1/2/1990', FORMAT],
    ['01/02/90', FORMAT],
    ['01/02/19900', FORMAT],
    ['2020-01-15', FORMAT],
    ['01-15-2020', FORMAT],
    [' 01/15/2020', FORMAT],
    ['', FORMAT],
  ])('%j → %s', (text, message) => {
    expect(dateMessage(text)).toBe(message);
  });

  it('is read as typed, never rolled over to another day', () => {
    expect(parseCalendarDate('02/30/1990')).toBeNull();
    expect(parseCalendarDate('12/31/1999')).toEqual({ year: 1999, month: 12, day: 31 });
    expect(parseUsDate('02/29/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    // a year below 100 is that year, not 19xx (Date.UTC's reading)
    expect(parseUsDate('01/15/0050')?.getUTCFullYear()).toBe(50);
  });
});

describe("the fields' ranges", () => {
  it('a birth date: not in the future, not over 120 years ago', () => {
    expect(birthDateMessage('11/20/2026', today)).toBeNull();
    expect(birthDateMessage('11/21/2026', today)).toBe(FUTURE);
    expect(birthDateMessage('11/20/1906', today)).toBeNull();
    expect(birthDateMessage('11/19/1906', today)).toBe(INVALID);
    expect(birthDateMessage('01/01/0090', today)).toBe(INVALID);
  });

  it("an employment start: not in the future, on or after the 14th birthday", () => {
    expect(employmentStartMessage('01/13/2020', today)).toBeNull();
    expect(employmentStartMessage('12/01/2026', today)).toBe(FUTURE);
    expect(employmentStartMessage('04/12/2002', today, '04/12/1988')).toBeNull();
    expect(employmentStartMessage('04/11/2002', today, '04/12/1988')).toBe(INVALID);
    // born on 02/29: the 14th birthday falls after 02/28
    expect(employmentStartMessage('02/28/2014', today, '02/29/2000')).toBe(INVALID);
    expect(employmentStartMessage('03/01/2014', today, '02/29/2000')).toBeNull();
  });

  it('a history date: not in the future, not before birth, not before the start of its pair', () => {
    expect(historyDateMessage('01/01/2020', today, { birth: '04/12/1988' })).toBeNull();
    expect(historyDateMessage('01/01/1980', today, { birth: '04/12/1988' })).toBe(INVALID);
    expect(historyDateMessage('01/01/2020', today, { since: '02/01/2020' })).toBe(INVALID);
    expect(historyDateMessage('02/01/2020', today, { since: '02/01/2020' })).toBeNull();
    // a pair's start that is itself no date does not judge the end
    expect(historyDateMessage('02/01/2020', today, { since: '02/30/2020' })).toBeNull();
  });
});

const field = (field_name: string, required: 0 | 1 = 1, read_only: 0 | 1 = 0): FormField => ({ field_name, value: null, required, read_only });

describe('every date field judges with it', () => {
  const personal = [field('birthdate', 1, 1), field('prior_coverage_flag'), field('prior_effective_date', 0), field('prior_term_date', 0)];
  const prior = { birthdate: '04/12/1988', prior_coverage_flag: '1', prior_effective_date: '01/01/2020' };

  it('Personal Information: prior coverage dates real, after the birth date, the term not before the effective date', () => {
    expect(validateStep(personal, personalFieldSpecs, { ...prior, prior_term_date: '02/30/2026' }, today)).toEqual({ prior_term_date: INVALID });
    expect(validateStep(personal, personalFieldSpecs, { ...prior, prior_term_date: '12/31/2019' }, today)).toEqual({ prior_term_date: INVALID });
    expect(validateStep(personal, personalFieldSpecs, { ...prior, prior_effective_date: '01/01/1980', prior_term_date: '01/01/2021' }, today)).toEqual({
      prior_effective_date: INVALID,
    });
    expect(validateStep(personal, personalFieldSpecs, { ...prior, prior_term_date: '01/01/2021' }, today)).toEqual({});
  });

  it('a beneficiary born 02/30/1990 is refused, not kept as 03/02/1990', () => {
    const beneficiary = { first_name: 'Ana', last_name: 'Reyes', ssn: '123456789', relationship: 'spouse', beneficiary_percentage: '100' };
    expect(beneficiaryFieldErrors({ ...beneficiary, birthdate: '02/30/1990' }, today)).toMatchObject({ birthdate: INVALID });
    expect(beneficiaryFieldErrors({ ...beneficiary, birthdate: '03/02/1990' }, today).birthdate).toBeUndefined();
  });

  it("health history: a recovery not before the onset, nothing before the person's birth", () => {
    const answers = (detail: Record<string, string>): HealthInfo => ({
      condition_questions: [{ question_id: 141, question_text: 'Heart', yes_no_flag: '1', conditions: [{ health_condition: 'Angina', ...detail }] }],
      medication_question: null,
      notes: '',
    });
    expect(healthErrors(answers({ date_of_onset: '02/01/2020', date_of_recovery: '01/01/2020' }), today)).toEqual({
      'condition_questions.0.conditions.0.date_of_recovery': INVALID,
    });
    expect(healthErrors(answers({ date_of_onset: '01/01/1980' }), today, '04/12/1988')).toEqual({ 'condition_questions.0.conditions.0.date_of_onset': INVALID });
    expect(healthErrors(answers({ d_last_seen: '02/30/2020' }), today)).toEqual({ 'condition_questions.0.conditions.0.d_last_seen': INVALID });
    expect(healthErrors(answers({ date_of_onset: '01/01/2020', date_of_recovery: '03/01/2020' }), today, '04/12/1988')).toEqual({});
  });

  it("a treatment record's dates: real, From after birth, To not before From", () => {
    const record = { dot_from: '01/02/2022', dot_to: '01/09/2022', reason_for_condition: 'x', degree_of_recovery: 'x', physician_name_address: 'x' };
    expect(treatmentDateErrors(record, today, '04/12/1988')).toEqual({});
    expect(treatmentDateErrors({ ...record, dot_from: '02/30/2022' }, today)).toEqual({ dot_from: INVALID });
    expect(treatmentDateErrors({ ...record, dot_to: '01/01/2022' }, today)).toEqual({ dot_to: INVALID });
    expect(treatmentDateErrors({ ...record, dot_from: '01/02/1980' }, today, '04/12/1988')).toEqual({ dot_from: INVALID });
  });
});
