import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dateMessages, healthMessages, stepMessages, type ConditionAnswer, type MedicationAnswer, type RequestOf } from '../../contract/index.ts';
import { cartItems, enrollmentTabs } from '../../server/db/schema.ts';
import { demoHealthConditionQuestions } from '../../server/db/seed/health-questions.ts';
import { OTHER_STEPS_BUILT } from '../../server/steps/built-steps.ts';
import { signInAs } from './enroller-sign-in-support.ts';
import { dataOf, failureOf, memberEnrollment, useTestServer, expectFieldError } from './harness.ts';

// Primary Health Questions on the reference server (docs/reference-server.md, Enrollment wizard).

const server = useTestServer();

const enrollment = async (planIds: number[] = [191]) => {
  const { temp_enrollment_id } = dataOf(
    'addFilterForNewUser',
    await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }),
  );
  if (planIds.length > 0) {
    await server.db.insert(cartItems).values(planIds.map((planId) => ({ enrollmentId: temp_enrollment_id, planId, planPricingId: planId * 10 + 1, priceCents: 1000 })));
  }
  return temp_enrollment_id;
};

const IDS = [141, 142, 143, 145, 146, 147];
const INDEX_146 = IDS.indexOf(146);

/** Every question answered no, the given answers over them. */
const answers = (over: Record<number, Partial<ConditionAnswer>> = {}, medication: Partial<MedicationAnswer> = {}): Omit<RequestOf<'savePrimaryHealthInfo'>, 'enrollment_id'> => ({
  condition_questions: IDS.map((question_id) => ({ question_id, yes_no_flag: '0', conditions: [], ...over[question_id] })),
  medication_question: { question_id: 150, yes_no_flag: '0', medications: [], ...medication },
  notes: '',
});

const questions = async (enrollment_id: string) =>
  dataOf('getHealthQuestionsPrimaryHealthInfo', await server.call('getHealthQuestionsPrimaryHealthInfo', { enrollment_id })).result;

describe('get-health-questions-primary-health-info', () => {
  it('lists the questions (145, 146, 147 among them) unanswered, then the medication question', async () => {
    const id = await enrollment();
    const result = await questions(id);
    expect(result.codition_questions.map((question) => question.question_id)).toEqual(IDS);
    expect(result.codition_questions.every((question) => question.yes_no_flag === '' && question.conditions.length === 0)).toBe(true);
    expect(result.codition_questions[0]?.question_text).toBe(demoHealthConditionQuestions[0]?.question_text);
    expect(result.medication_question).toMatchObject({ question_id: 150, yes_no_flag: '', medications: [] });
    expect(result.notes).toBe('');
    // the applicant's own enrollment: nothing withheld
    expect(result.answers_withheld).toBe(false);
  });

  it("carries the quote's tobacco answer to the unanswered tobacco question (145) only; a saved answer wins (issue 28 item 9)", async () => {
    const id = await enrollment();
    dataOf('changeFilterInfo', await server.call('changeFilterInfo', { tempId: id, is_smoker: '1' }));
    const flags = async () => Object.fromEntries((await questions(id)).codition_questions.map((question) => [question.question_id, question.yes_no_flag]));
    expect(await flags()).toEqual({ 141: '', 142: '', 143: '', 145: '1', 146: '', 147: '' });
    dataOf('savePrimaryHealthInfo', await server.call('savePrimaryHealthInfo', { enrollment_id: id, ...answers() }));
    expect((await flags())[145]).toBe('0');
  });

  it('fails on enrollment_id for an unknown enrollment', async () => {
    expect(failureOf(await server.call('getHealthQuestionsPrimaryHealthInfo', { enrollment_id: 'TE0000000000' }), 422).data[0]?.target_element).toBe('enrollment_id');
  });
});

describe('save-primary-health-info', () => {
  it('refuses unanswered questions with "Please answer all questions" at each, and stores nothing', async () => {
    const id = await enrollment();
    const reply = await server.call('savePrimaryHealthInfo', { enrollment_id: id, ...answers({ 142: { yes_no_flag: '' } }, { yes_no_flag: '' }) });
    expectFieldError(reply, 'condition_questions.1.yes_no_flag', healthMessages.answerAll);
    expectFieldError(reply, 'medication_question.yes_no_flag', healthMessages.answerAll);
    expect(await server.db.select().from(enrollmentTabs).where(eq(enrollmentTabs.enrollmentId, id))).toEqual([]);
  });

  it('refuses a list that is not the enrollment’s questions', async () => {
    const id = await enrollment();
    const partial = answers();
    expectFieldError(
      await server.call('savePrimaryHealthInfo', { enrollment_id: id, ...partial, condition_questions: partial.condition_questions.slice(1) }),
      'condition_questions',
      healthMessages.answerAll,
    );
    expectFieldError(
      await server.call('savePrimaryHealthInfo', { enrollment_id: id, ...partial, medication_question: { question_id: 999, yes_no_flag: '0', medications: [] } }),
      'medication_question',
      healthMessages.answerAll,
    );
  });

  it('judges the details of a yes, each message at condition_questions.{i}.conditions.0.{field}', async () => {
    const id = await enrollment();
    const reply = await server.call('savePrimaryHealthInfo', {
      enrollment_id: id,
      ...answers(
        {
          141: { yes_no_flag: '1', conditions: [{ health_condition: '', date_of_onset: '13/45/2020', d_last_seen: '01/01/2999', is_treatment: 'x' }] },
          146: { yes_no_flag: '1', conditions: [{ condition: 'Asthma', last_seen_by_physician: '02/30/2020', phone: '12' }] },
        },
        { yes_no_flag: '1', medications: [{ medication: '', dosage: '5 mg' }] },
      ),
    });
    expectFieldError(reply, 'condition_questions.0.conditions.0.health_condition', stepMessages.required);
    expectFieldError(reply, 'condition_questions.0.conditions.0.date_of_onset', stepMessages.date);
    expectFieldError(reply, 'condition_questions.0.conditions.0.d_last_seen', stepMessages.futureDate);
    expectFieldError(reply, 'condition_questions.0.conditions.0.is_treatment', stepMessages.required);
    expectFieldError(reply, `condition_questions.${INDEX_146}.conditions.0.last_seen_by_physician`, dateMessages.invalid);
    expectFieldError(reply, `condition_questions.${INDEX_146}.conditions.0.phone`, stepMessages.phone);
    expectFieldError(reply, 'medication_question.medications.0.medication', stepMessages.required);
  });

  it('answers the contract’s bounds as field errors, never a 500', async () => {
    const id = await enrollment();
    const base = answers();
    const long = 'x'.repeat(501);
    const reply = await server.call('savePrimaryHealthInfo', {
      enrollment_id: id,
      ...base,
      condition_questions: base.condition_questions.map((q, i) => (i === 0 ? { ...q, yes_no_flag: '1', conditions: [{ health_condition: long }] } : q)),
      medication_question: { question_id: 150, yes_no_flag: '1', medications: Array.from({ length: 4 }, () => ({ medication: 'A' })) },
    });
    const failure = failureOf(reply, 422);
    expect(failure.data.map((error) => error.target_element)).toEqual(
      expect.arrayContaining(['condition_questions.0.conditions.0.health_condition', 'medication_question.medications']),
    );
    // not JSON of the right kind at all
    const bad = await server.send('POST', '/api/v1/save-primary-health-info', JSON.stringify({ enrollment_id: id, condition_questions: 'no', medication_question: 5 }));
    expect(bad.status).toBe(422);
  });

  it('keeps a yes’s own fields (145 none; 146 the condition fields), the medications filled in, and shows them on the next load', async () => {
    const id = await enrollment();
    const reply = await server.call('savePrimaryHealthInfo', {
      enrollment_id: id,
      ...answers(
        {
          141: { yes_no_flag: '1', conditions: [{ health_condition: ' High blood pressure ', date_of_onset: '03/01/2019', is_treatment: '1', condition: 'dropped' }] },
          145: { yes_no_flag: '1', conditions: [{ health_condition: 'dropped' }] },
          146: { yes_no_flag: '1', conditions: [{ condition: 'Asthma', status: 'Controlled', phone: '2125550199' }] },
          147: { yes_no_flag: '0', conditions: [{ condition: 'dropped' }] },
        },
        {
          yes_no_flag: '1',
          medications: [
            { medication: 'Lisinopril', dosage: '10 mg', medical_condition: 'Blood pressure' },
            { medication: '', dosage: '', medical_condition: '' },
            { medication: 'Albuterol', dosage: '', medical_condition: '' },
          ],
        },
      ),
      notes: ' Checked yearly. ',
    });
    expect(dataOf('savePrimaryHealthInfo', reply)).toEqual({ saved: true });
    const result = await questions(id);
    expect(result.codition_questions[0]).toMatchObject({ question_id: 141, yes_no_flag: '1' });
    expect(result.codition_questions[0]?.conditions).toEqual([
      { health_condition: 'High blood pressure', date_of_onset: '03/01/2019', date_of_recovery: '', is_treatment: '1', is_medicate: '', d_last_seen: '', symptoms: '' },
    ]);
    expect(result.codition_questions[3]).toMatchObject({ question_id: 145, yes_no_flag: '1', conditions: [] });
    expect(result.codition_questions[INDEX_146]?.conditions[0]).toMatchObject({ condition: 'Asthma', status: 'Controlled', phone: '2125550199' });
    expect(result.codition_questions[INDEX_146]?.conditions[0]).not.toHaveProperty('health_condition');
    expect(result.codition_questions[5]).toMatchObject({ question_id: 147, yes_no_flag: '0', conditions: [] });
    expect(result.medication_question?.medications.map((entry) => entry.medication)).toEqual(['Lisinopril', 'Albuterol']);
    expect(result.notes).toBe('Checked yearly.');
  });

  it('keeps the saved answers when a later save is refused', async () => {
    const id = await enrollment();
    await server.call('savePrimaryHealthInfo', { enrollment_id: id, ...answers({ 142: { yes_no_flag: '1', conditions: [{ health_condition: 'Melanoma' }] } }) });
    expectFieldError(
      await server.call('savePrimaryHealthInfo', { enrollment_id: id, ...answers({ 142: { yes_no_flag: '1', conditions: [{ health_condition: '' }] } }) }),
      'condition_questions.1.conditions.0.health_condition',
      stepMessages.required,
    );
    expect((await questions(id)).codition_questions[1]?.conditions[0]?.health_condition).toBe('Melanoma');
  });
});

describe('save and continue later on the health step', () => {
  it('keeps the nested answers as a draft and answers them with the questions', async () => {
    const id = await enrollment();
    const draft = answers({ 146: { yes_no_flag: '1', conditions: [{ condition: 'Asthma', physician_name: 'Dr. Ruiz' }] }, 141: { yes_no_flag: '' } }, {
      yes_no_flag: '1',
      medications: [{ medication: 'Albuterol', dosage: '90 mcg', medical_condition: 'Asthma' }],
    });
    const reply = await server.call('saveEnrollmentForLater', { enrollment_id: id, email: 'later@example.com', tab: 'health_info', data: { ...draft, notes: 'draft' } });
    expect(reply.status).toBe(200);
    const result = await questions(id);
    expect(result.codition_questions[0]?.yes_no_flag).toBe('');
    expect(result.codition_questions[INDEX_146]).toMatchObject({ yes_no_flag: '1', conditions: [{ condition: 'Asthma', physician_name: 'Dr. Ruiz' }] });
    expect(result.medication_question?.medications).toEqual([{ medication: 'Albuterol', dosage: '90 mcg', medical_condition: 'Asthma' }]);
    expect(result.notes).toBe('draft');
    const kept = dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id: id, column: 'health_info' })).result;
    expect(kept).toMatchObject({ notes: 'draft' });
  });
});

describe('get-existing-primary-health-info', () => {
  it('answers Maria’s earlier health info (146 yes with her physician, one medication), which the save takes as it is', async () => {
    const id = await memberEnrollment(server);
    const info = dataOf('getExistingPrimaryHealthInfo', await server.call('getExistingPrimaryHealthInfo', { enrollment_id: id })).result;
    expect(info?.condition_questions.find((q) => q.question_id === 146)).toMatchObject({ yes_no_flag: '1', conditions: [{ condition: 'Asthma', physician_name: 'Dr. Ana Ruiz' }] });
    expect(info?.medication_question?.medications).toEqual([{ medication: 'Albuterol', dosage: '90 mcg as needed', medical_condition: 'Asthma' }]);
    expect(dataOf('savePrimaryHealthInfo', await server.call('savePrimaryHealthInfo', { enrollment_id: id, ...info! }))).toEqual({ saved: true });
    expect((await questions(id)).codition_questions[INDEX_146]?.yes_no_flag).toBe('1');
  });

  it('answers null for a new applicant', async () => {
    const id = await enrollment();
    expect(dataOf('getExistingPrimaryHealthInfo', await server.call('getExistingPrimaryHealthInfo', { enrollment_id: id })).result).toBeNull();
  });
});

describe("a group administrator's session (docs/security.md, Who sees what: role × data)", () => {
  it("Acme's administrator enrolling Maria gets no history; the answers the administrator saves are kept and never read back", async () => {
    const acme = server.visitor();
    await signInAs(server, 'hr@acme-benefits.example.com', acme);
    const id = dataOf('addFilterForExistingUser', await acme.call('addFilterForExistingUser', { user_id: 501, tier: 'IO', eprocess: 'group', group_id: 2556 })).temp_enrollment_id;
    expect(dataOf('getExistingPrimaryHealthInfo', await acme.call('getExistingPrimaryHealthInfo', { enrollment_id: id })).result).toBeNull();
    const typed = answers({ 146: { yes_no_flag: '1', conditions: [{ condition: 'Asthma', status: 'Controlled', last_seen_by_physician: '01/15/2026', date_of_recovery: '', physician_name: 'Dr. Ruiz', address: '1 Main St', phone: '2125550100' }] } });
    expect(dataOf('savePrimaryHealthInfo', await acme.call('savePrimaryHealthInfo', { enrollment_id: id, ...typed }))).toEqual({ saved: true });
    const { codition_questions, medication_question, notes, answers_withheld } = dataOf('getHealthQuestionsPrimaryHealthInfo', await acme.call('getHealthQuestionsPrimaryHealthInfo', { enrollment_id: id })).result;
    // the storefront says so rather than showing the blanks as answers
    expect(answers_withheld).toBe(true);
    expect(codition_questions.map((question) => question.yes_no_flag)).toEqual(['', '', '', '', '', '']);
    expect(medication_question?.yes_no_flag).toBe('');
    expect(notes).toBe('');
    expect(dataOf('getEnrollmentTempStep', await acme.call('getEnrollmentTempStep', { enrollment_id: id, column: 'health_info' })).result).toBeNull();
    const [kept] = await server.db.select().from(enrollmentTabs).where(eq(enrollmentTabs.enrollmentId, id));
    expect(JSON.stringify(kept?.data)).toContain('Dr. Ruiz');
  });

  it('Jane, signed out, reads neither the history nor the answers of the enrollment she started for Maria', async () => {
    const jane = server.visitor();
    await signInAs(server, 'jane.doe@example.com', jane);
    const id = dataOf('addFilterForExistingUser', await jane.call('addFilterForExistingUser', { user_id: 501, tier: 'IO', eprocess: 'rep', agent_id: 701 })).temp_enrollment_id;
    const history = dataOf('getExistingPrimaryHealthInfo', await jane.call('getExistingPrimaryHealthInfo', { enrollment_id: id })).result;
    expect(JSON.stringify(history)).toContain('Asthma');
    dataOf('savePrimaryHealthInfo', await jane.call('savePrimaryHealthInfo', { enrollment_id: id, ...history! }));
    const signedIn = dataOf('getHealthQuestionsPrimaryHealthInfo', await jane.call('getHealthQuestionsPrimaryHealthInfo', { enrollment_id: id }));
    expect(JSON.stringify(signedIn)).toContain('Asthma');
    expect(signedIn.result.answers_withheld).toBe(false);
    dataOf('signOutEnroller', await jane.call('signOutEnroller', {}));
    expect(dataOf('getExistingPrimaryHealthInfo', await jane.call('getExistingPrimaryHealthInfo', { enrollment_id: id })).result).toBeNull();
    const signedOut = dataOf('getHealthQuestionsPrimaryHealthInfo', await jane.call('getHealthQuestionsPrimaryHealthInfo', { enrollment_id: id }));
    expect(JSON.stringify(signedOut)).not.toContain('Asthma');
    expect(signedOut.result.answers_withheld).toBe(true);
  });
});

describe('the health tab', () => {
  it('is required for a cart with a health-question plan (CriticalCare Protect, 191), not for a dental cart', async () => {
    const required = async (enrollment_id: string) =>
      dataOf('getDynamicTabs', await server.call('getDynamicTabs', { enrollment_id })).result.find((tab) => tab.tab_name === 'primary_health_info')?.required;
    expect(OTHER_STEPS_BUILT).toContain('primary_health_info');
    expect(await required(await enrollment([191]))).toBe(1);
    expect(await required(await enrollment([101]))).toBe(0);
  });
});
