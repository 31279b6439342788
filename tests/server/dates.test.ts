import { describe, expect, it } from 'vitest';
import { type AnswerItem, type FormField } from '../../contract/index.ts';
import { employerValues, personalValues } from '../../model-tests/lib/enrollment-fixtures.ts';
import { cartItems } from '../../server/db/schema.ts';
import { dataOf, expectFieldError, failureOf, useTestServer } from './harness.ts';

// Every date field on the reference server judges with the contract's calendar date
// (contract/calendar-date.ts, issue 23 §2): a day that does not exist, a month past 12, a date
// outside the field's range is refused with the message at the field (422) and nothing is
// stored; a good one is kept exactly as typed. (The reported rollovers, 02/30/1990 kept as
// 03/02/1990 and 13/01/2020 as 01/30/1202, were the browser's date mask: tests/ui/date-mask.test.tsx.)

const server = useTestServer();

const FORMAT = 'Enter date as mm/dd/yyyy';
const INVALID = 'Enter a valid date';
/** The applicant's birth date in every quote here. */
const BORN = '04/12/1988';

const enrollment = async (planIds: number[] = []) => {
  const { temp_enrollment_id } = dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: BORN, gender: '1', tier: 'IS' }));
  if (planIds.length > 0) {
    await server.db.insert(cartItems).values(planIds.map((planId) => ({ enrollmentId: temp_enrollment_id, planId, planPricingId: planId * 10 + 1, priceCents: 1000 })));
  }
  return temp_enrollment_id;
};
const valueOf = (fields: FormField[], name: string) => fields.find((field) => field.field_name === name)?.value;

describe('the quote’s date of birth', () => {
  it('refuses a month past 12, an impossible day and a birth over 120 years ago', async () => {
    const quote = (dob: string) => server.call('addFilterForNewUser', { zip: '10001', dob, gender: '1', tier: 'IO' });
    expectFieldError(await quote('13/01/1990'), 'dob', FORMAT);
    expectFieldError(await quote('02/30/1990'), 'dob', INVALID);
    expectFieldError(await quote('01/01/1890'), 'dob', INVALID);
    expectFieldError(await server.call('validateDob', { dob: '01/01/1890' }), 'dob', INVALID);
  });
});

describe('Personal Information: the prior coverage dates', () => {
  const prior = { ...personalValues.valid, prior_coverage_flag: '1', prior_carrier_name: 'Empire', prior_effective_date: '01/01/2020' };
  const fields = async (id: string) => dataOf('getFormFieldsPersonalInfo', await server.call('getFormFieldsPersonalInfo', { enrollment_id: id })).result;

  it('refuses a Prior Term Date of 02/30/2026 as no real day, one before the effective date, and an effective date before birth', async () => {
    const id = await enrollment();
    expectFieldError(await server.call('savePersonalInfo', { enrollment_id: id, ...prior, prior_term_date: '02/30/2026' }), 'prior_term_date', INVALID);
    expectFieldError(await server.call('savePersonalInfo', { enrollment_id: id, ...prior, prior_term_date: '12/31/2019' }), 'prior_term_date', INVALID);
    expectFieldError(await server.call('savePersonalInfo', { enrollment_id: id, ...prior, prior_effective_date: '01/01/1980', prior_term_date: '01/01/2021' }), 'prior_effective_date', INVALID);
    expect(valueOf(await fields(id), 'prior_term_date')).toBeNull();
  });

  it('keeps good dates exactly as typed', async () => {
    const id = await enrollment();
    dataOf('savePersonalInfo', await server.call('savePersonalInfo', { enrollment_id: id, ...prior, prior_term_date: '02/29/2024' }));
    const kept = await fields(id);
    expect([valueOf(kept, 'prior_effective_date'), valueOf(kept, 'prior_term_date')]).toEqual(['01/01/2020', '02/29/2024']);
  });
});

describe('Employer Information: the employment start date', () => {
  const employer = { ...employerValues.valid, holiday_policy: 'Standard_6' };
  const fields = async (id: string) => dataOf('getFormFieldsEmployerInfo', await server.call('getFormFieldsEmployerInfo', { enrollment_id: id })).result;

  it('refuses 13/01/2020 in the spec’s words, and a start before the applicant’s 14th birthday (the server alone knows the birth date)', async () => {
    const id = await enrollment();
    expectFieldError(await server.call('saveEmployerInfo', { enrollment_id: id, ...employer, employment_start_date: '13/01/2020' }), 'employment_start_date', FORMAT);
    expectFieldError(await server.call('saveEmployerInfo', { enrollment_id: id, ...employer, employment_start_date: '04/11/2002' }), 'employment_start_date', INVALID);
    expect(valueOf(await fields(id), 'employment_start_date')).toBeNull();
  });

  it('keeps the 14th birthday itself, exactly as typed', async () => {
    const id = await enrollment();
    dataOf('saveEmployerInfo', await server.call('saveEmployerInfo', { enrollment_id: id, ...employer, employment_start_date: '04/12/2002' }));
    expect(valueOf(await fields(id), 'employment_start_date')).toBe('04/12/2002');
  });
});

describe('birth dates of beneficiaries and dependents', () => {
  const luis = { beneficiary_id: '', first_name: 'Luis', last_name: 'Reyes', birthdate: '06/14/1983', ssn: '987654321', relationship: 'spouse', beneficiary_percentage: '100' };

  it('refuses a beneficiary born 02/30/1990 or over 120 years ago, and stores nothing', async () => {
    const id = await enrollment([172]);
    expectFieldError(await server.call('validateSingleBeneficiary', { ...luis, birthdate: '02/30/1990' }), 'birthdate', INVALID);
    expectFieldError(await server.call('validateSingleBeneficiary', { ...luis, birthdate: '01/01/1890' }), 'birthdate', INVALID);
    failureOf(await server.call('saveBeneficiaryInfo', { enrollment_id: id, beneficiaries: [{ ...luis, birthdate: '02/30/1990' }] }), 422);
    expect(dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id: id, column: 'benificiary_info' })).result).toBeNull();
  });

  it('refuses a dependent born 02/30/2015 or over 120 years ago', async () => {
    const spouse = { first_name: 'Luis', last_name: 'Reyes', gender: '0', birthdate: '02/30/1983', ssn: '987654321', height_feet: '5', height_inch: '10', weight: '180', relationship: 'spouse' };
    const id = await enrollment();
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id: id, primary_info: spouse }), 'primary_info.birthdate', INVALID);
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id: id, primary_info: { ...spouse, birthdate: '01/01/1890' } }), 'primary_info.birthdate', INVALID);
  });
});

describe('history dates', () => {
  it('health: refuses an onset before the applicant’s birth and a recovery before the onset', async () => {
    const id = await enrollment();
    const save = (conditions: Record<string, string>) =>
      server.call('savePrimaryHealthInfo', {
        enrollment_id: id,
        condition_questions: [141, 142, 143, 145, 146, 147].map((question_id) =>
          question_id === 141 ? { question_id, yes_no_flag: '1', conditions: [{ health_condition: 'Angina', ...conditions }] } : { question_id, yes_no_flag: '0', conditions: [] },
        ),
        medication_question: { question_id: 150, yes_no_flag: '0', medications: [] },
        notes: '',
      });
    expectFieldError(await save({ date_of_onset: '01/01/1980' }), 'condition_questions.0.conditions.0.date_of_onset', INVALID);
    expectFieldError(await save({ date_of_onset: '02/01/2020', date_of_recovery: '01/01/2020' }), 'condition_questions.0.conditions.0.date_of_recovery', INVALID);
    dataOf('savePrimaryHealthInfo', await save({ date_of_onset: '02/01/2020', date_of_recovery: '02/29/2020' }));
  });

  it('plan questions: a treatment record’s dates had no rule; now each is a real day, From after birth, To not before From', async () => {
    const id = await enrollment();
    const record = { dot_from: '01/02/2022', dot_to: '01/09/2022', reason_for_condition: 'Appendicitis', degree_of_recovery: 'Full', physician_name_address: 'Dr. Ruth Hale' };
    const save = (detail: (typeof record)[]) =>
      server.call('saveQuestionAnswers', {
        enrollment_id: id,
        plan_id: 191,
        answers: [{ question_id: 1911, yes_no_flag: '0' }, { question_id: 1912, yes_no_flag: '0' }, { question_id: 1913, yes_no_flag: '1', detail }] satisfies AnswerItem[],
      });
    expectFieldError(await save([{ ...record, dot_from: '02/30/2022' }, record]), 'answers.2.detail.0.dot_from', INVALID);
    expectFieldError(await save([record, { ...record, dot_to: '13/01/2022' }]), 'answers.2.detail.1.dot_to', FORMAT);
    expectFieldError(await save([record, { ...record, dot_to: '01/01/2022' }]), 'answers.2.detail.1.dot_to', INVALID);
    expectFieldError(await save([{ ...record, dot_from: '01/02/1980' }, record]), 'answers.2.detail.0.dot_from', INVALID);
    expect(dataOf('saveQuestionAnswers', await save([record, record]))).toEqual({ success_message: 'Your answers have been saved.' });
  });
});
