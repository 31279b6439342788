import { describe, expect, it } from 'vitest';
import {
  beneficiaryMessages,
  dependentMessages,
  dependentsForTierMessage,
  personalFieldSpecs,
  stepFailuresOf,
  stepMessages,
  submitMessages,
  type StepSavedTab,
  type Tier,
} from '../../contract/index.ts';
import { cartItems } from '../../server/db/schema.ts';
import { RECEIPT_SUBJECT } from '../../server/handlers/enrollment.ts';
import { beneficiaryFailures, dependentFailures, formStepFailures, missingTabFailures } from '../../server/steps/submit-checks.ts';
import { dataOf, failureOf, useTestServer, expectFieldError } from './harness.ts';
import { cardRequest, signedAgreement } from './step-requests.ts';

// save-review-info checks the whole enrollment before it issues a confirmation number (issue 23 §6;
// docs/reference-server.md, Submit checks): each invariant, then a refusal that names the step and changes nothing.

const server = useTestServer();
const TODAY = new Date(2026, 10, 27);

const DENTAL = 121;
const TERM_LIFE = 171;
const PREMIER = 115;

const spouse = { relationship: 'spouse' };
const child = { relationship: 'child' };

describe('the dependents agree with the tier', () => {
  const cases: [Tier, boolean, { relationship: string }[], string | null][] = [
    ['IO', false, [], null],
    ['IO', false, [spouse], submitMessages.memberOnly],
    ['IS', false, [spouse], null],
    ['IS', false, [], dependentMessages.none],
    ['IS', false, [child], dependentMessages.spouseOnly],
    ['IS', false, [spouse, spouse], dependentMessages.oneSpouse],
    ['IC', false, [child, child], null],
    ['IC', false, [spouse], dependentMessages.childOnly],
    ['IC', true, [child], null],
    ['IC', true, [child, child], dependentMessages.oneChildPremierIc],
    ['IF', false, [spouse, child], null],
    ['IF', false, [], dependentMessages.none],
    ['IF', false, [spouse], dependentMessages.ifSpouseAndChild],
    ['IF', false, [child, child], dependentMessages.ifSpouseAndChild],
    ['IF', true, [child, child], null],
    ['IF', true, [spouse], dependentMessages.premierIfTwo],
  ];
  it.each(cases)('%s (premier %s) with %j: %s', (tier, premier, list, message) => {
    expect(dependentsForTierMessage(tier, premier, list)).toBe(message);
  });

  it('names the dependents step, with each dependent’s field messages after the tier’s', () => {
    const dependent = (relationship: string, birthdate: string) => ({ primary_info: { first_name: 'Luis', last_name: 'Reyes', birthdate, relationship } });
    const failures = dependentFailures({ tier: 'IF', premier: false, asked: ['first_name', 'last_name', 'birthdate', 'relationship'] }, { dependents: [dependent('spouse', '01/01/2999')] }, TODAY);
    expect(failures).toEqual([
      { tab: 'dependent_info', message: dependentMessages.ifSpouseAndChild },
      { tab: 'dependent_info', message: `Dependent #1 Birthdate: ${stepMessages.futureDate}` },
    ]);
  });
});

describe('the beneficiaries total 100', () => {
  const beneficiary = (percentage: string) => ({ first_name: 'Ana', last_name: 'Reyes', birthdate: '09/02/2012', ssn: '876543219', relationship: 'child', beneficiary_percentage: percentage });

  it('refuses 90 and 110, names none at 100', () => {
    expect(beneficiaryFailures({ beneficiaries: [beneficiary('60'), beneficiary('30')] }, TODAY)).toEqual([{ tab: 'beneficiary_info', message: beneficiaryMessages.totalUnder(90) }]);
    expect(beneficiaryFailures({ beneficiaries: [beneficiary('60'), beneficiary('50')] }, TODAY)).toEqual([{ tab: 'beneficiary_info', message: beneficiaryMessages.totalOver(110) }]);
    expect(beneficiaryFailures({ beneficiaries: [beneficiary('60'), beneficiary('40')] }, TODAY)).toEqual([]);
    expect(beneficiaryFailures({ beneficiaries: [] }, TODAY)).toEqual([{ tab: 'beneficiary_info', message: beneficiaryMessages.none }]);
  });
});

describe('every required tab is kept and valid', () => {
  it('names each required tab without a save (review itself is what is being saved)', () => {
    expect(missingTabFailures(['primary_info', 'contact_info', 'review_info'], new Set(['primary_info']))).toEqual([
      { tab: 'contact_info', message: submitMessages.notKept('contact_info') },
    ]);
  });

  it('judges a kept form step by its field specs: an impossible date is named, with its field', () => {
    const definitions = [
      { field_name: 'prior_coverage_flag', value: '1', required: 1 as const, read_only: 0 as const },
      { field_name: 'prior_carrier_name', value: 'Acme', required: 0 as const, read_only: 0 as const },
      { field_name: 'prior_effective_date', value: '01/01/2020', required: 0 as const, read_only: 0 as const },
      { field_name: 'prior_term_date', value: 'not a date', required: 0 as const, read_only: 0 as const },
    ];
    const failures = formStepFailures('primary_info', definitions, personalFieldSpecs, TODAY);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ tab: 'primary_info', message: expect.stringMatching(/^Prior term date: /) });
  });
});

describe('the failures as a rejection carries them', () => {
  it('reads the field errors that name a step, and no others', () => {
    const failure = { kind: 'api-failure', httpStatus: 422, message: 'x', fieldErrors: [
      { target_element: 'beneficiary_info', error_message: 'Total 90' },
      { target_element: 'enrollment_id', error_message: 'Enrollment not found' },
    ] };
    expect(stepFailuresOf(failure)).toEqual([{ tab: 'beneficiary_info', message: 'Total 90' }]);
    expect(stepFailuresOf(new Error('offline'))).toEqual([]);
  });
});

describe('save-review-info refuses an enrollment that does not hold together', () => {
  const personal = { first_name: 'Ann', middle_name: 'B', last_name: 'Lee', height_feet: '5', height_inch: '6', weight: '150', marital_status: '1', ssn: '123456780', prior_coverage_flag: '0' };
  const contact = { email_address: 'ann.lee@example.com', phone_number: '3125550111', address1: '1 Main St', city: 'New York', state: 'NY', zip: '10001' };
  const luisSpouse = { first_name: 'Luis', last_name: 'Reyes', gender: '0', birthdate: '06/14/1983', ssn: '987654321', height_feet: '5', height_inch: '10', weight: '180', relationship: 'spouse' };
  const sofiaChild = { ...luisSpouse, first_name: 'Sofia', gender: '1', birthdate: '09/02/2012', ssn: '876543219', height_feet: '4', height_inch: '11', weight: '85', relationship: 'child' };
  const beneficiary = { beneficiary_id: '', first_name: 'Luis', last_name: 'Reyes', birthdate: '06/14/1983', ssn: '987654321', relationship: 'spouse', beneficiary_percentage: '100' };

  /** A new applicant's enrollment with these plans, every step it needs saved and valid. */
  const completeEnrollment = async (tier: Tier, planIds: number[]) => {
    const { temp_enrollment_id: id } = dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier }));
    await server.db.insert(cartItems).values(planIds.map((planId) => ({ enrollmentId: id, planId, planPricingId: planId * 10 + 1, priceCents: 1000 })));
    dataOf('savePersonalInfo', await server.call('savePersonalInfo', { enrollment_id: id, ...personal }));
    dataOf('saveContactInfo', await server.call('saveContactInfo', { enrollment_id: id, ...contact, email_address: emailOf(id), ...(planIds.includes(TERM_LIFE) ? { birth_state: 'NY', birth_city: 'Albany' } : {}) }));
    if (planIds.includes(TERM_LIFE)) dataOf('saveBeneficiaryInfo', await server.call('saveBeneficiaryInfo', { enrollment_id: id, beneficiaries: [beneficiary] }));
    if (tier === 'IF') dataOf('saveDependentInfo', await server.call('saveDependentInfo', { enrollment_id: id, dependents: [{ primary_info: luisSpouse }, { primary_info: sofiaChild }] }));
    if (tier === 'IS') dataOf('saveDependentInfo', await server.call('saveDependentInfo', { enrollment_id: id, dependents: [{ primary_info: luisSpouse }] }));
    dataOf('saveAgreementInfo', await server.call('saveAgreementInfo', signedAgreement(id)));
    dataOf('saveBillingInfo', await server.call('saveBillingInfo', cardRequest(id)));
    return id;
  };
  /** Each enrollment's own e-mail, so its receipt mail is told apart. */
  const emailOf = (enrollment_id: string) => `${enrollment_id.toLowerCase()}@example.com`;
  const submit = (enrollment_id: string) => server.call('saveReviewInfo', { enrollment_id, additional_notes: 'Call after 5', first_enroll: 1 });
  const saveLater = (enrollment_id: string, tab: StepSavedTab, data: unknown) => server.call('saveEnrollmentForLater', { enrollment_id, email: 'later@example.com', tab, data });

  /** The refusal names exactly these steps and messages, and nothing changed: no number, no notes, no receipt mail. */
  const expectRefused = async (enrollment_id: string, data: { target_element: string; error_message: string }[]) => {
    const failure = failureOf(await submit(enrollment_id), 422);
    expect(failure.data).toEqual(data);
    expectFieldError(await server.call('getReceipt', { enrollment_id }), 'enrollment_id', 'This enrollment has not been submitted yet');
    expect(dataOf('getEnrollmentReviewInfo', await server.call('getEnrollmentReviewInfo', { enrollment_id, column: 'review_info' })).result.additional_notes).toBe('');
    expect((await server.outbox.list()).filter((mail) => mail.to === emailOf(enrollment_id) && mail.subject === RECEIPT_SUBJECT)).toEqual([]);
    return failure;
  };

  it('submits an enrollment that holds together (Family, a life plan: dependents and beneficiaries kept)', async () => {
    const id = await completeEnrollment('IF', [DENTAL, TERM_LIFE]);
    expect(dataOf('saveReviewInfo', await submit(id)).policy_id).toMatch(/^POL\d{6}$/);
  });

  it('Family with its dependents deleted after the step was completed: names Dependent Information', async () => {
    const id = await completeEnrollment('IF', [DENTAL]);
    dataOf('saveDependentInfoToTemp', await server.call('saveDependentInfoToTemp', { enrollment_id: id, dependents: [] }));
    const failure = await expectRefused(id, [{ target_element: 'dependent_info', error_message: dependentMessages.none }]);
    expect(failure.message).toBe(submitMessages.refused(['Dependent Information']));
  });

  it('Member + Spouse keeping a child instead: names Dependent Information', async () => {
    const id = await completeEnrollment('IS', [DENTAL]);
    dataOf('saveDependentInfoToTemp', await server.call('saveDependentInfoToTemp', { enrollment_id: id, dependents: [{ primary_info: sofiaChild }] }));
    await expectRefused(id, [{ target_element: 'dependent_info', error_message: dependentMessages.spouseOnly }]);
  });

  it('Member Only keeping dependents: names Dependent Information', async () => {
    const id = await completeEnrollment('IO', [DENTAL]);
    dataOf('saveEnrollmentForLater', await saveLater(id, 'dependent_info', { dependents: [{ primary_info: luisSpouse }] }));
    await expectRefused(id, [{ target_element: 'dependent_info', error_message: submitMessages.memberOnly }]);
  });

  it('premier (L713) Member + Children with two children: names Dependent Information', async () => {
    const id = await completeEnrollment('IC', [PREMIER]);
    dataOf('saveDependentInfo', await server.call('saveDependentInfo', { enrollment_id: id, dependents: [{ primary_info: sofiaChild }] }));
    dataOf('saveDependentInfoToTemp', await server.call('saveDependentInfoToTemp', { enrollment_id: id, dependents: [{ primary_info: sofiaChild }, { primary_info: { ...sofiaChild, first_name: 'Eva', ssn: '876543218' } }] }));
    await expectRefused(id, [{ target_element: 'dependent_info', error_message: dependentMessages.oneChildPremierIc }]);
  });

  it('beneficiaries at 90: names Beneficiary Information', async () => {
    const id = await completeEnrollment('IO', [TERM_LIFE]);
    dataOf('saveEnrollmentForLater', await saveLater(id, 'benificiary_info', { beneficiaries: [{ ...beneficiary, beneficiary_percentage: '90' }] }));
    await expectRefused(id, [{ target_element: 'beneficiary_info', error_message: beneficiaryMessages.totalUnder(90) }]);
  });

  it('a required tab never saved: names it', async () => {
    const { temp_enrollment_id: id } = dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }));
    await server.db.insert(cartItems).values({ enrollmentId: id, planId: DENTAL, planPricingId: DENTAL * 10 + 1, priceCents: 1000 });
    dataOf('savePersonalInfo', await server.call('savePersonalInfo', { enrollment_id: id, ...personal }));
    const failure = await expectRefused(
      id,
      (['contact_info', 'agreement_info', 'billing_info'] as const).map((tab) => ({ target_element: tab, error_message: submitMessages.notKept(tab) })),
    );
    expect(failure.message).toBe(submitMessages.refused(['Contact Information', 'Agreement & Signature', 'Billing Information']));
  });

  it('a kept date that is not a date (a draft kept over the save): names Personal Information', async () => {
    const id = await completeEnrollment('IO', [DENTAL]);
    dataOf('saveEnrollmentForLater', await saveLater(id, 'primary_info', { prior_coverage_flag: '1', prior_carrier_name: 'Acme', prior_effective_date: '01/01/2020', prior_term_date: '13/45/2020' }));
    const failure = await expectRefused(id, [{ target_element: 'primary_info', error_message: expect.stringMatching(/^Prior term date: /) as unknown as string }]);
    expect(failure.data).toHaveLength(1);
  });
});
