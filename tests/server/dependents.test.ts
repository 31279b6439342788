import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conditionEntryOf, dependentMessages, householdMessages, stepMessages, type Dependent, type Tier } from '../../contract/index.ts';
import { cartItems, enrollmentTabs } from '../../server/db/schema.ts';
import { signInAs } from './enroller-sign-in-support.ts';
import { dataOf, failureOf, memberEnrollment, useTestServer, expectFieldError } from './harness.ts';
import { watchedReplies } from './ssn-replies.ts';

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
const mariaEnrollment = (tier: Tier) => memberEnrollment(server, tier);

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

  it("answers the enrollment's own list once it keeps one (as entered, the SSN masked), and none for a new applicant", async () => {
    const enrollment_id = await newEnrollment('IF');
    expect(dataOf('getDependentsExistingUserEnrollment', await server.call('getDependentsExistingUserEnrollment', { enrollment_id })).result.dependents).toEqual([]);
    dataOf('saveDependentInfoToTemp', await server.call('saveDependentInfoToTemp', { enrollment_id, dependents: dependents(spouse) }));
    const { result } = dataOf('getDependentsExistingUserEnrollment', await server.call('getDependentsExistingUserEnrollment', { enrollment_id }));
    expect(result.dependents[0]?.primary_info).toMatchObject({ ...spouse, ssn: '*****4321', employed: '0', dependent_id: expect.stringMatching(/^D[0-9A-F]{10}$/) });
    expect(JSON.stringify(result)).not.toContain('987654321');
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
  it('keeps the list as it stands as the step draft, read back by get-enrollment-temp-info with the SSN masked', async () => {
    const enrollment_id = await newEnrollment('IF');
    dataOf('saveDependentInfoToTemp', await server.call('saveDependentInfoToTemp', { enrollment_id, dependents: dependents({ ...spouse, first_name: 'Luis' }) }));
    const row = await stored(enrollment_id);
    expect(row?.savedAt).toBeNull();
    expect(row?.draft).toMatchObject({ dependents: [{ primary_info: { first_name: 'Luis', ssn: '987654321' } }] });
    const { result } = dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id, column: 'dependent_info' }));
    expect(result).toMatchObject({ dependents: [{ primary_info: { first_name: 'Luis', ssn: '*****4321' } }] });
  });
});

describe("household rules (the applicant born 04/12/1988, the quote's dob): at the dependent's Date of Birth, nothing stored", () => {
  const born = (person: typeof spouse, birthdate: string) => ({ ...person, birthdate });

  it('validate-single-dependent: a child born before the applicant, a spouse under 18, anyone born in the future', async () => {
    const enrollment_id = await newEnrollment('IF');
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id, primary_info: born(child, '03/15/1970') }), 'primary_info.birthdate', householdMessages.childAfterApplicant);
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id, primary_info: born(child, '04/12/1988') }), 'primary_info.birthdate', householdMessages.childAfterApplicant);
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id, primary_info: born(spouse, '01/01/2015') }), 'primary_info.birthdate', householdMessages.spouseAdult);
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id, primary_info: born(child, '01/01/2999') }), 'primary_info.birthdate', stepMessages.futureDate);
    dataOf('validateSingleDependent', await server.call('validateSingleDependent', { enrollment_id, primary_info: born(child, '04/13/1988') }));
    dataOf('validateSingleDependent', await server.call('validateSingleDependent', { enrollment_id, primary_info: born(spouse, '01/01/1950') }));
  });

  it("validate-single-dependent reads the spouse the enrollment keeps: a child born before him, or he edited to after the child, is refused", async () => {
    const enrollment_id = await newEnrollment('IF');
    dataOf('saveDependentInfoToTemp', await server.call('saveDependentInfoToTemp', { enrollment_id, dependents: dependents(born(spouse, '06/14/1995')) }));
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id, primary_info: born(child, '09/02/1994') }), 'primary_info.birthdate', householdMessages.childAfterSpouse);
    dataOf('validateSingleDependent', await server.call('validateSingleDependent', { enrollment_id, primary_info: born(child, '09/02/2000') }));
    dataOf('saveDependentInfoToTemp', await server.call('saveDependentInfoToTemp', { enrollment_id, dependents: dependents(born(spouse, '06/14/1995'), born(child, '09/02/2000')) }));
    const [kept] = (dataOf('getDependentsExistingUserEnrollment', await server.call('getDependentsExistingUserEnrollment', { enrollment_id })).result.dependents as unknown as Dependent[]) as [Dependent];
    // the spouse himself edited (his id): judged against the child, not against his kept self
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id, primary_info: { ...kept.primary_info, birthdate: '01/01/2001' } }), 'primary_info.birthdate', householdMessages.spouseBeforeChildren);
    dataOf('validateSingleDependent', await server.call('validateSingleDependent', { enrollment_id, primary_info: { ...kept.primary_info, birthdate: '01/01/1990' } }));
  });

  it.each(['saveDependentInfo', 'saveDependentInfoToTemp'] as const)('%s refuses a child born in 1970 at dependents.{i}.primary_info.birthdate and stores nothing', async (name) => {
    const enrollment_id = await newEnrollment('IF');
    expectFieldError(await server.call(name, { enrollment_id, dependents: dependents(spouse, born(child, '03/15/1970')) }), 'dependents.1.primary_info.birthdate', householdMessages.childAfterApplicant);
    expect(await stored(enrollment_id)).toBeNull();
    const failure = failureOf(await server.call(name, { enrollment_id, dependents: dependents(born(spouse, '06/14/2013'), child) }), 422);
    expect(failure.data).toEqual([
      { target_element: 'dependents.0.primary_info.birthdate', error_message: householdMessages.spouseAdult },
      { target_element: 'dependents.1.primary_info.birthdate', error_message: householdMessages.childAfterSpouse },
    ]);
    expect(await stored(enrollment_id)).toBeNull();
  });
});

describe('a dependent with health answers (191: the dependents answer its questions)', () => {
  /** The enrollment's questions answered as the step sends them: the first Yes with its condition (the deepest a step keeps), a medication, the rest No. */
  const healthAnswers = async (enrollment_id: string, caller: Pick<typeof server, 'call'> = server) => {
    const { result } = dataOf('getHealthQuestionsDependentInfo', await caller.call('getHealthQuestionsDependentInfo', { enrollment_id }));
    return {
      condition_questions: result.codition_questions.map((question, index) =>
        index === 0 ? { ...question, yes_no_flag: '1', conditions: conditionEntryOf(question.question_id, { health_condition: 'Asthma', condition: 'Asthma' }) } : { ...question, yes_no_flag: '0', conditions: [] },
      ),
      medication_question: result.medication_question && { ...result.medication_question, yes_no_flag: '1', medications: [{ medication: 'Albuterol', dosage: '90 mcg', medical_condition: 'Asthma' }] },
      notes: '',
    };
  };

  it("Acme's administrator reads the list without them, and sending it back so keeps them (docs/security.md, Who sees what)", async () => {
    const acme = server.visitor();
    await signInAs(server, 'hr@acme-benefits.example.com', acme);
    const enrollment_id = dataOf('addFilterForExistingUser', await acme.call('addFilterForExistingUser', { user_id: 501, tier: 'IS', eprocess: 'group', group_id: 2556 })).temp_enrollment_id;
    const health_info = await healthAnswers(enrollment_id, acme);
    dataOf('saveDependentInfoToTemp', await acme.call('saveDependentInfoToTemp', { enrollment_id, dependents: [{ primary_info: spouse, health_info }] }));
    const [read] = dataOf('getDependentsExistingUserEnrollment', await acme.call('getDependentsExistingUserEnrollment', { enrollment_id })).result.dependents as unknown as Dependent[];
    expect(read).not.toHaveProperty('health_info');
    expect(read?.primary_info.dependent_id).toMatch(/^D[0-9A-F]{10}$/);
    // the administrator changes the weight and sends the list back as read: the answers stay
    dataOf('saveDependentInfoToTemp', await acme.call('saveDependentInfoToTemp', { enrollment_id, dependents: [{ primary_info: { ...read!.primary_info, weight: '175' } }] }));
    expect((await stored(enrollment_id))?.draft).toMatchObject({ dependents: [{ primary_info: { weight: '175' }, health_info }] });
    dataOf('saveEnrollmentForLater', await acme.call('saveEnrollmentForLater', { enrollment_id, email: 'hr@acme-benefits.example.com', tab: 'dependent_info', data: { dependents: [{ primary_info: { ...read!.primary_info, weight: '174' } }] } }));
    expect((await stored(enrollment_id))?.draft).toMatchObject({ dependents: [{ primary_info: { weight: '174' }, health_info }] });
    dataOf('saveDependentInfo', await acme.call('saveDependentInfo', { enrollment_id, dependents: [{ primary_info: { ...read!.primary_info, weight: '176' } }] }));
    expect((await stored(enrollment_id))?.data).toMatchObject({ dependents: [{ primary_info: { weight: '176' }, health_info }] });
    expect(JSON.stringify(dataOf('getEnrollmentTempStep', await acme.call('getEnrollmentTempStep', { enrollment_id, column: 'dependent_info' })))).not.toContain('Albuterol');
  });

  it('is kept by save-dependent-info-to-temp and answered back after a reload, answers and all', async () => {
    const enrollment_id = await newEnrollment('IS', [HEALTH_PLAN]);
    const health_info = await healthAnswers(enrollment_id);
    dataOf('validateSingleDependent', await server.call('validateSingleDependent', { enrollment_id, primary_info: spouse, health_info }));
    dataOf('saveDependentInfoToTemp', await server.call('saveDependentInfoToTemp', { enrollment_id, dependents: [{ primary_info: spouse, health_info }] }));
    const { result } = dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id, column: 'dependent_info' }));
    expect(result).toMatchObject({ dependents: [{ primary_info: { first_name: 'Luis', relationship: 'spouse' }, health_info }] });
  });

  it('is kept by Save & Continue Later and by save-dependent-info', async () => {
    const enrollment_id = await newEnrollment('IS', [HEALTH_PLAN]);
    const health_info = await healthAnswers(enrollment_id);
    dataOf('saveEnrollmentForLater', await server.call('saveEnrollmentForLater', { enrollment_id, email: 'luis.health@example.com', tab: 'dependent_info', data: { dependents: [{ primary_info: spouse, health_info }] } }));
    dataOf('saveDependentInfo', await server.call('saveDependentInfo', { enrollment_id, dependents: [{ primary_info: spouse, health_info }] }));
    const { result } = dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id, column: 'dependent_info' }));
    expect(result).toMatchObject({ dependents: [{ primary_info: { first_name: 'Luis' }, health_info }] });
  });
});

describe('dependent SSNs: answered masked, and masked means unchanged per dependent (by its id)', () => {
  const keptList = async (enrollment_id: string) => {
    const row = await stored(enrollment_id);
    return ((row?.draft ?? row?.data) as unknown as { dependents: Dependent[] }).dependents.map((dependent) => dependent.primary_info);
  };
  const storedSsns = async (enrollment_id: string) => (await keptList(enrollment_id)).map((info) => [info.first_name, info.ssn]);
  const ssnError = (index: number) => ({ target_element: `dependents.${index}.primary_info.ssn`, error_message: stepMessages.ssn });
  const answered = async (enrollment_id: string) =>
    dataOf('getDependentsExistingUserEnrollment', await server.call('getDependentsExistingUserEnrollment', { enrollment_id })).result.dependents as unknown as Dependent[];

  it('answers every list masked (existing call, temp info); sent back as answered each dependent keeps its own SSN, whatever its place', async () => {
    const watched = watchedReplies(server);
    const enrollment_id = await newEnrollment('IF');
    dataOf('saveDependentInfo', await watched.call('saveDependentInfo', { enrollment_id, dependents: dependents(spouse, child) }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Luis', '987654321'],
      ['Sofia', '876543219'],
    ]);
    const [first, second] = (dataOf('getDependentsExistingUserEnrollment', await watched.call('getDependentsExistingUserEnrollment', { enrollment_id })).result.dependents as unknown as Dependent[]) as [Dependent, Dependent];
    expect([first.primary_info.ssn, second.primary_info.ssn]).toEqual(['*****4321', '*****3219']);
    const temp = dataOf('getEnrollmentTempStep', await watched.call('getEnrollmentTempStep', { enrollment_id, column: 'dependent_info' })).result;
    expect(temp).toEqual({ dependents: [first, second] });

    // the check of one dependent takes its masked SSN, and the list sent back masked in the other
    // order (a child first): matched by id, not by place
    dataOf('validateSingleDependent', await watched.call('validateSingleDependent', { enrollment_id, primary_info: second.primary_info }));
    dataOf('saveDependentInfoToTemp', await watched.call('saveDependentInfoToTemp', { enrollment_id, dependents: [second, first] }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Sofia', '876543219'],
      ['Luis', '987654321'],
    ]);
    dataOf('saveDependentInfo', await watched.call('saveDependentInfo', { enrollment_id, dependents: [second, first] }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Sofia', '876543219'],
      ['Luis', '987654321'],
    ]);
    expect((await keptList(enrollment_id)).map((info) => info.dependent_id)).toEqual([second.primary_info.dependent_id, first.primary_info.dependent_id]);
    dataOf('getEnrollmentTempStep', await watched.call('getEnrollmentTempStep', { enrollment_id, column: 'dependent_info' }));
    watched.expectNoneWhole('987654321', '876543219');
  });

  it('refuses a mask that is not the kept SSN of that dependent at its ssn (save, temp, check) and stores nothing; a typed SSN replaces the kept one', async () => {
    const enrollment_id = await newEnrollment('IF');
    dataOf('saveDependentInfo', await server.call('saveDependentInfo', { enrollment_id, dependents: dependents(spouse, child) }));
    const [first, second] = (await answered(enrollment_id)) as [Dependent, Dependent];
    const withSsn = (dependent: Dependent, ssn: string): Dependent => ({ ...dependent, primary_info: { ...dependent.primary_info, ssn } });
    const unchanged = async () =>
      expect(await storedSsns(enrollment_id)).toEqual([
        ['Luis', '987654321'],
        ['Sofia', '876543219'],
      ]);
    for (const name of ['saveDependentInfo', 'saveDependentInfoToTemp'] as const) {
      // the other dependent's mask; an id the list does not keep (of the kept form)
      expect(failureOf(await server.call(name, { enrollment_id, dependents: [first, withSsn(second, first.primary_info.ssn)] }), 422).data).toEqual([ssnError(1)]);
      const unknown = { ...first, primary_info: { ...first.primary_info, dependent_id: 'D0000000000' } };
      expect(failureOf(await server.call(name, { enrollment_id, dependents: [unknown, second] }), 422).data).toEqual([ssnError(0)]);
      await unchanged();
    }
    expectFieldError(await server.call('validateSingleDependent', { enrollment_id, primary_info: withSsn(second, '*****9999').primary_info }), 'primary_info.ssn', stepMessages.ssn);
    await unchanged();

    dataOf('saveDependentInfo', await server.call('saveDependentInfo', { enrollment_id, dependents: [first, withSsn(second, '111223333')] }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Luis', '987654321'],
      ['Sofia', '111223333'],
    ]);
  });

  it("Maria's dependents on file: answered masked, asked again on a save (as before); the temp info keeps them as her own, then answered masked and kept", async () => {
    const watched = watchedReplies(server);
    const enrollment_id = await mariaEnrollment('IF');
    const onFile = (await answered(enrollment_id)) as [Dependent, Dependent];
    expect(onFile.map((dependent) => [dependent.primary_info.dependent_id, dependent.primary_info.ssn])).toEqual([
      ['MD5011', '*****4321'],
      ['MD5012', '*****3219'],
    ]);
    // the step asks an on-file SSN again: save and check refuse the mask at the dependent's SSN
    expect(failureOf(await watched.call('saveDependentInfo', { enrollment_id, dependents: onFile }), 422).data).toEqual([ssnError(0), ssnError(1)]);
    expectFieldError(await watched.call('validateSingleDependent', { enrollment_id, primary_info: onFile[0].primary_info }), 'primary_info.ssn', stepMessages.ssn);
    expect(await stored(enrollment_id)).toBeNull();

    // after a change the step keeps the list as it stands: the on-file SSNs stay whole, under ids of the enrollment's own
    dataOf('saveDependentInfoToTemp', await watched.call('saveDependentInfoToTemp', { enrollment_id, dependents: onFile }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Luis', '987654321'],
      ['Sofia', '876543219'],
    ]);
    const kept = (await answered(enrollment_id)) as [Dependent, Dependent];
    expect(kept.map((dependent) => dependent.primary_info.ssn)).toEqual(['*****4321', '*****3219']);
    for (const dependent of kept) expect(dependent.primary_info.dependent_id).toMatch(/^D[0-9A-F]{10}$/);
    // sent back as answered, Next keeps them
    dataOf('saveDependentInfo', await watched.call('saveDependentInfo', { enrollment_id, dependents: kept }));
    expect((await stored(enrollment_id))?.savedAt).not.toBeNull();
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Luis', '987654321'],
      ['Sofia', '876543219'],
    ]);
    dataOf('getEnrollmentTempStep', await watched.call('getEnrollmentTempStep', { enrollment_id, column: 'dependent_info' }));
    watched.expectNoneWhole('987654321', '876543219');
  });

  it('Save & Continue Later keeps the dependents as answered: a resume shows them masked, and Next keeps them', async () => {
    const watched = watchedReplies(server);
    const enrollment_id = await newEnrollment('IF');
    const email = 'dependents.draft@example.com';
    // new dependents: no ids yet
    dataOf('saveEnrollmentForLater', await watched.call('saveEnrollmentForLater', { enrollment_id, email, tab: 'dependent_info', data: { dependents: dependents({ ...spouse, dependent_id: '' } as typeof spouse, child) } }));
    const resumed = (dataOf('getEnrollmentTempStep', await watched.call('getEnrollmentTempStep', { enrollment_id, column: 'dependent_info' })).result as unknown as { dependents: Dependent[] }).dependents;
    expect(resumed.map((dependent) => dependent.primary_info.ssn)).toEqual(['*****4321', '*****3219']);
    dataOf('saveEnrollmentForLater', await watched.call('saveEnrollmentForLater', { enrollment_id, email, tab: 'dependent_info', data: { dependents: resumed as never } }));
    expectFieldError(
      await watched.call('saveEnrollmentForLater', { enrollment_id, email, tab: 'dependent_info', data: { dependents: [{ ...resumed[0], primary_info: { ...resumed[0]!.primary_info, ssn: '*****3219' } }, resumed[1]] as never } }),
      'data.dependents.0.primary_info.ssn',
      stepMessages.ssn,
    );
    dataOf('saveDependentInfo', await watched.call('saveDependentInfo', { enrollment_id, dependents: resumed }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Luis', '987654321'],
      ['Sofia', '876543219'],
    ]);
    watched.expectNoneWhole('987654321', '876543219');
  });
});
