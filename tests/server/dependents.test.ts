import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dependentMessages, stepMessages, type Tier } from '../../contract/index.ts';
import { cartItems, enrollmentTabs } from '../../server/db/schema.ts';
import { dataOf, expectFieldError, failureOf, useTestServer } from './harness.ts';

// Dependent Information's calls (spec 3 §7; docs/reference-server.md, Dependent Information).

const server = useTestServer();

const PREMIER_PLAN = 115;
/** A plan with health questions (the dependents then answer them too). */
const HEALTH_PLAN = 191;

const newEnrollment = async (tier: Tier, planIds: number[] = [], extra: { group_id?: number } = {}) => {
  const { temp_enrollment_id } = dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier, ...extra }));
  if (planIds.length > 0) {
    await server.db.insert(cartItems).values(planIds.map((planId) => ({ enrollmentId: temp_enrollment_id, planId, planPricingId: planId * 10 + 1, priceCents: 1000 })));
  }
  return temp_enrollment_id;
};
const mariaEnrollment = async (tier: Tier) => dataOf('addFilterForMember', await server.call('addFilterForMember', { user_id: 501, tier })).temp_enrollment_id;

const spouse = { first_name: 'Luis', last_name: 'Reyes', gender: '0', birthdate: '06/14/1983', ssn: '987654321', height_feet: '5', height_inch: '10', weight: '180', relationship: 'spouse' };
const child = { ...spouse, first_name: 'Sofia', gender: '1', birthdate: '09/02/2012', ssn: '876543219', height_feet: '4', height_inch: '11', weight: '85', relationship: 'child' };
const dependents = (...list: (typeof spouse)[]) => list.map((primary_info) => ({ primary_info }));

const stored = async (enrollmentId: string) => {
  const [row] = await server.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, enrollmentId), eq(enrollmentTabs.tab, 'dependent_info')));
  return row ?? null;
};

describe('get-form-fields-dependent-primary-info', () => {
  it('asks every field; Beacon (group 2512) is not asked height and weight', async () => {
    const asked = (result: { field_name: string; required: number }[]) => result.filter((field) => field.required === 1).map((field) => field.field_name);
    const everyone = dataOf('getFormFieldsDependentPrimaryInfo', await server.call('getFormFieldsDependentPrimaryInfo', { enrollment_id: await newEnrollment('IF') })).result;
    expect(asked(everyone)).toEqual(['first_name', 'middle_name', 'last_name', 'gender', 'birthdate', 'ssn', 'height_feet', 'height_inch', 'weight', 'relationship']);
    const beacon = dataOf('getFormFieldsDependentPrimaryInfo', await server.call('getFormFieldsDependentPrimaryInfo', { enrollment_id: await newEnrollment('IF', [], { group_id: 2512 }) })).result;
    expect(asked(beacon)).toEqual(['first_name', 'middle_name', 'last_name', 'gender', 'birthdate', 'ssn', 'relationship']);
  });

  it('refuses an unknown enrollment at enrollment_id', async () => {
    expect(failureOf(await server.call('getFormFieldsDependentPrimaryInfo', { enrollment_id: 'TE404' }), 422).data[0]?.target_element).toBe('enrollment_id');
  });
});

describe('check-tab-required and get-health-questions-dependent-info', () => {
  it('says whether the health tab is required, and answers its questions unanswered', async () => {
    const check = async (enrollment_id: string) => dataOf('checkTabRequired', await server.call('checkTabRequired', { enrollment_id, tab_name: 'primary_health_info' })).result.required;
    expect(await check(await newEnrollment('IF'))).toBe(false);
    const withHealth = await newEnrollment('IF', [HEALTH_PLAN]);
    expect(await check(withHealth)).toBe(true);
    const { result } = dataOf('getHealthQuestionsDependentInfo', await server.call('getHealthQuestionsDependentInfo', { enrollment_id: withHealth }));
    expect(result.codition_questions.length).toBeGreaterThan(0);
    expect(result.codition_questions.every((question) => question.yes_no_flag === '')).toBe(true);
  });
});

describe('get-dependents-existing-user-enrollment', () => {
  it("answers Maria's dependents on file with the SSN masked to its last four", async () => {
    const { result } = dataOf('getDependentsExistingUserEnrollment', await server.call('getDependentsExistingUserEnrollment', { enrollment_id: await mariaEnrollment('IF') }));
    expect(result.dependents.map((dependent) => [dependent.primary_info.first_name, dependent.primary_info.relationship, dependent.primary_info.ssn])).toEqual([
      ['Luis', 'spouse', '*****4321'],
      ['Sofia', 'child', '*****3219'],
    ]);
    expect(JSON.stringify(result)).not.toContain('987654321');
  });

  it("answers the enrollment's own list once it keeps one (as entered), and none for a new applicant", async () => {
    const enrollment_id = await newEnrollment('IF');
    expect(dataOf('getDependentsExistingUserEnrollment', await server.call('getDependentsExistingUserEnrollment', { enrollment_id })).result.dependents).toEqual([]);
    dataOf('saveDependentInfoToTemp', await server.call('saveDependentInfoToTemp', { enrollment_id, dependents: dependents(spouse) }));
    const { result } = dataOf('getDependentsExistingUserEnrollment', await server.call('getDependentsExistingUserEnrollment', { enrollment_id }));
    expect(result.dependents[0]?.primary_info).toMatchObject({ ...spouse, employed: '0', dependent_id: expect.stringMatching(/^D[0-9A-F]{10}$/) });
  });
});

describe('validate-single-dependent', () => {
  it('accepts a valid dependent of the tier', async () => {
    expect(dataOf('validateSingleDependent', await server.call('validateSingleDependent', { enrollment_id: await newEnrollment('IS'), primary_info: spouse }))).toEqual({ valid: true });
  });

  it.each([
    ['first_name', 'L4is', stepMessages.firstName],
    ['birthdate', '13/45/2000', stepMessages.date],
    ['birthdate', '01/01/2999', stepMessages.futureDate],
    ['ssn', '12345', stepMessages.ssn],
    ['weight', '0', stepMessages.weight],
    ['height_feet', '0', stepMessages.height],
    ['height_inch', '12', stepMessages.inch],
    ['gender', '2', dependentMessages.gender],
    ['relationship', 'parent', dependentMessages.relationship],
  ])('refuses %s %j with its message at primary_info.%s', async (field, value, message) => {
    const reply = await server.call('validateSingleDependent', { enrollment_id: await newEnrollment('IF'), primary_info: { ...spouse, [field]: value } });
    expectFieldError(reply, `primary_info.${field}`, message);
  });

  it('reads a field the enrollment asks but the request left out as required', async () => {
    const { ssn: _, ...withoutSsn } = spouse;
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id: await newEnrollment('IF'), primary_info: withoutSsn }), 'primary_info.ssn', stepMessages.required);
  });

  it("refuses a relationship the tier does not take: IS a child, IC a spouse", async () => {
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id: await newEnrollment('IS'), primary_info: child }), 'primary_info.relationship', dependentMessages.spouseOnly);
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id: await newEnrollment('IC'), primary_info: spouse }), 'primary_info.relationship', dependentMessages.childOnly);
  });

  it('judges the health answers when they come', async () => {
    const enrollment_id = await newEnrollment('IF', [HEALTH_PLAN]);
    const { result } = dataOf('getHealthQuestionsDependentInfo', await server.call('getHealthQuestionsDependentInfo', { enrollment_id }));
    const health_info = { condition_questions: result.codition_questions.map((question) => ({ ...question, yes_no_flag: '' })), medication_question: result.medication_question, notes: '' };
    const failure = failureOf(await server.call('validateSingleDependent', { enrollment_id, primary_info: spouse, health_info }), 422);
    expect(failure.data[0]).toEqual({ target_element: 'health_info.condition_questions.0.yes_no_flag', error_message: 'Please answer all questions' });
  });
});

describe('save-dependent-info', () => {
  it('stores a list the tier rules accept in enrollment_tabs', async () => {
    const enrollment_id = await newEnrollment('IF');
    dataOf('saveDependentInfo', await server.call('saveDependentInfo', { enrollment_id, dependents: dependents(spouse, child) }));
    const row = await stored(enrollment_id);
    expect(row?.savedAt).not.toBeNull();
    expect((row?.data as { dependents: { primary_info: { first_name: string } }[] }).dependents.map((dependent) => dependent.primary_info.first_name)).toEqual(['Luis', 'Sofia']);
  });

  it.each([
    ['IS', false, [spouse, spouse], dependentMessages.oneSpouse],
    ['IC', true, [child, child], dependentMessages.oneChildPremierIc],
    ['IF', true, [child], dependentMessages.premierIfTwo],
    ['IF', false, [child, child], dependentMessages.ifSpouseAndChild],
    ['IC', false, [], dependentMessages.none],
  ] as const)('refuses %s (premier %s) with %j at dependents', async (tier, premier, list, message) => {
    const enrollment_id = await newEnrollment(tier, premier ? [PREMIER_PLAN] : []);
    expectFieldError(await server.call('saveDependentInfo', { enrollment_id, dependents: dependents(...list) }), 'dependents', message);
    expect(await stored(enrollment_id)).toBeNull();
  });

  it('accepts premier IC with exactly one child and premier IF with two children', async () => {
    dataOf('saveDependentInfo', await server.call('saveDependentInfo', { enrollment_id: await newEnrollment('IC', [PREMIER_PLAN]), dependents: dependents(child) }));
    dataOf('saveDependentInfo', await server.call('saveDependentInfo', { enrollment_id: await newEnrollment('IF', [PREMIER_PLAN]), dependents: dependents(child, child) }));
  });

  it('refuses more than 9 and a masked SSN at its dependent', async () => {
    const enrollment_id = await newEnrollment('IC');
    expectFieldError(await server.call('saveDependentInfo', { enrollment_id, dependents: dependents(...Array.from({ length: 10 }, () => child)) }), 'dependents', dependentMessages.tooMany);
    expectFieldError(await server.call('saveDependentInfo', { enrollment_id, dependents: dependents({ ...child, ssn: '*****3219' }) }), 'dependents.0.primary_info.ssn', stepMessages.ssn);
  });

  it('refuses an IO enrollment', async () => {
    expect(failureOf(await server.call('saveDependentInfo', { enrollment_id: await newEnrollment('IO'), dependents: dependents(child) }), 422).data[0]?.target_element).toBe('enrollment_id');
  });
});

describe('save-dependent-info-to-temp', () => {
  it('keeps the list as it stands (a masked SSN too) as the step draft, read back by get-enrollment-temp-info', async () => {
    const enrollment_id = await newEnrollment('IF');
    dataOf('saveDependentInfoToTemp', await server.call('saveDependentInfoToTemp', { enrollment_id, dependents: dependents({ ...spouse, ssn: '*****4321' }) }));
    const row = await stored(enrollment_id);
    expect(row?.savedAt).toBeNull();
    const { result } = dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id, column: 'dependent_info' }));
    expect(result).toMatchObject({ dependents: [{ primary_info: { first_name: 'Luis', ssn: '*****4321' } }] });
  });
});
