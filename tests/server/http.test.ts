import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName, type RequestOf } from '../../contract/index.ts';
import { offeredEffectiveDates } from '../../server/queries/cart.ts';
import { base64, dataOf, expectFieldError, failureOf, useTestServer } from './harness.ts';
import { TINY_PNG } from '../../model-tests/lib/agreement-fixtures.ts';

// The binder and the envelope rules, over every row of the endpoint table.

const DOB = '04/12/1988';
const DEPENDENT_CHILD = { first_name: 'Sofia', last_name: 'Reyes', gender: '1', birthdate: '09/02/2012', ssn: '876543219', height_feet: '4', height_inch: '11', weight: '85', relationship: 'child' };

/** A valid request for every endpoint: a row missing here is a type error. */
const validRequests: { [N in EndpointName]: RequestOf<N> } = {
  getDefaultInfo: {},
  // billing on Maria's own enrollment (card) and Acme's TECART03 (EFT)
  getPaymentMethod: { enrollment_id: 'TEBILL501' },
  getFormFieldsBillingInfo: { enrollment_id: 'TEBILL501' },
  getExistingBankInfo: { enrollment_id: 'TEBILL501' },
  getExistingCardInfo: { enrollment_id: 'TEBILL501' },
  validateRoutingNumber: { routing_number: '111000025' },
  saveBillingInfo: {
    enrollment_id: 'TECART03',
    payment_method: 'eft',
    account_name: 'Ana Reyes',
    bank_name: 'Bank of America, N.A.',
    routing_number: '111000025',
    account_number: '123456789',
    account_type: 'checking',
    account_holder_type: 'individual',
  },
  saveBillingInfoExisting: { enrollment_id: 'TEBILL501', payment_method: 'cc', card_id: 'MC5011' },
  getBillingText: { enrollment_id: 'TECART03' },
  // dependents on TECART01 (tier IC, a premier plan): exactly one child
  getDependentsExistingUserEnrollment: { enrollment_id: 'TECART01' },
  checkTabRequired: { enrollment_id: 'TECART01', tab_name: 'primary_health_info' },
  getFormFieldsDependentPrimaryInfo: { enrollment_id: 'TECART01' },
  getHealthQuestionsDependentInfo: { enrollment_id: 'TECART01' },
  validateSingleDependent: { enrollment_id: 'TECART01', primary_info: DEPENDENT_CHILD },
  saveDependentInfo: { enrollment_id: 'TECART01', dependents: [{ primary_info: DEPENDENT_CHILD }] },
  saveDependentInfoToTemp: { enrollment_id: 'TECART01', dependents: [{ primary_info: DEPENDENT_CHILD }] },
  getAgreementTexts: { enrollment_id: 'EL1001' },
  getFormFieldsAgreementInfo: { enrollment_id: 'EL1001' },
  saveAgreementInfo: { enrollment_id: 'EL1001', eprocess: 'sigapplicant', agreed: [1, 2], signature: TINY_PNG },
  getDomainSiteInformation: { site_domain: base64('acme.localhost') },
  validateLandingPage: { landing_page: 'jane' },
  getEnrollmentInfoReferral: { referral_id: 'RF1001' },
  validateGroup: { group_code: 'ACME01' },
  trackElevateTraffic: { enrollment_id: 'EL1001' },
  getExternalSiteInformation: { site_name: 'goenroll' },
  getAgentInfoEnroll: { agent_id: 701 },
  getMemberInfo: { user_id: 501 },
  getGroupInfoEnroll: { group_id: 2556 },
  validateAgent: { agent_code: 'JANE01' },
  getAgentGroups: { agent_id: 701 },
  getEnrollmentPlatforms: { agent_id: 701 },
  getAgentMembers: { agent_id: 701 },
  getGroupUsers: { group_id: 2556 },
  addFilterForExistingUser: { user_id: 501, tier: 'IO', eprocess: 'rep', agent_id: 701 },
  addFilterForMember: { user_id: 501, tier: 'IO' },
  getExternalSiteDynamicInformation: { site_domain: base64('localhost') },
  getAgentLandingPageInfo: { agent_id: 701 },
  getGroupLandingPageInfo: { group_id: 2556 },
  getAgentAboutPageInfo: { agent_id: 701 },
  getGroupAboutPageInfo: { group_id: 2556 },
  getCommonMenu: { group_id: 2556, eprocess: 'group', open_type: 'group' },
  getCartCount: { enrollment_id: 'EL1001' },
  getCartAmount: { enrollment_id: 'EL1001' },
  getTicketLink: {},
  getGoenrollFooterPlan: {},
  validateZipCode: { zip_code: '10001' },
  validateDob: { dob: DOB },
  getCoverages: {},
  addFilterForNewUser: { zip: '10001', dob: DOB, gender: '1', tier: 'IO' },
  // tier IO: EL1001's review (below) then needs no dependents
  changeFilterInfo: { tempId: 'EL1001', tier: 'IO' },
  getEnrollmentTempInfo: { enrollment_id: 'EL1001', column: 'filter_info' },
  getFeaturedPlans: {},
  getFilteredPlans: { enrollment_id: 'EL1001' },
  getMenuFilteredPlans: { category: 'dental' },
  getLeftSideFilterFields: { enrollment_id: 'EL1001' },
  getPlanCart: { enrollment_id: 'TECART02' },
  getCartEffectiveDates: { enrollment_id: 'TECART02' },
  getMoreRequirement: { enrollment_id: 'TECART02' },
  removePlanFromCart: { enrollment_id: 'TECART02', plan_id: 131, plan_pricing_id: 1311 },
  cartCheckout: { enrollment_id: 'TECART02', effective_date: offeredEffectiveDates()[0]! },
  getPlanDetail: { planId: 121 },
  saveEnrollment: { enrollment_id: 'TECART02', name: 'Ann Lee', email: 'ann@example.com', message: '', tab: 'cart_info', data: {} },
  getQuotePreviewContent: { enrollment_id: 'TECART02', name: 'Ann Lee', email: 'ann@example.com', message: '', tab: 'cart_info', type: 'preview' },
  saveScreenshot: { enrollment_id: 'TECART02', name: 'cart_info', image: 'data:image/png;base64,iVBORw0KGgo=' },
  assistGet: { device_id: 'http-device', web_url: 'http://localhost/' },
  assistAdd: { device_id: 'http-device', web_url: 'http://localhost/', question_id: 1, answer: 'Pat Doe' },
  checkLeadInformation: { device_id: 'http-device', web_url: 'http://localhost/' },
  getLeadInformation: { device_id: 'http-device', web_url: 'http://localhost/', store_information: '1' },
  addPlanToCart: { enrollment_id: 'TECART02', plan_id: 167, plan_pricing_id: 1671 },
  getRecommendationPopularity: {},
  getRecommendationFilter: { state: 'NY', tier: 'IO', age: 30, gender: '0' },
  getRecommendationAssociation: { planID: '121,161', state: 'NY' },
  getPlanPricingDetail: { enrollment_id: 'EL1001', pid: 121 },
  getQuestions: { enrollment_id: 'EL1001', plan_id: 191, type: 'save' },
  saveQuestionAnswers: {
    enrollment_id: 'EL1001',
    plan_id: 191,
    answers: [1911, 1912, 1913].map((question_id) => ({ question_id, yes_no_flag: '0' as const })),
  },
  getAflacQuestions: { enrollment_id: 'EL1001', plan_id: 171 },
  saveAflacQuestions: { enrollment_id: 'EL1001', plan_id: 171, aflac_data: [1, 2, 3].map((qid) => ({ qid, true_condition: 0 as const })) },
  checkPrudentialPlan: { enrollment_id: 'EL1001', plan_id: 171 },
  checkDisabilityPlan: { enrollment_id: 'EL1001', plan_id: 181 },
  checkPrudentialCart: { enrollment_id: 'EL1001' },
  checkAlreadyAnswered: { enrollment_id: 'EL1001', plan_id: 191 },
  checkAlreadyInCart: { enrollment_id: 'TECART02', plan_id: 121, plan_pricing_id: 1211 },
  getRelatedPlans: { enrollment_id: 'EL1001', plan_id: 131 },
  addPlanToCartPrudentials: { enrollment_id: 'TECART02', plan_id1: 101, plan_pricing_id1: 1011, plan_id: 161, plan_pricing_id: 1611 },
  updateFilterPortal: { enrollment_id: 'EL1001', platform_group_id: 21 },
  saveEnrollerCode: { enrollment_id: 'TECART02', enrollerCode: 'ec2556' },
  // the wizard, in table order: EL1001's personal and contact steps are saved before its review
  saveEnrollmentForLater: { enrollment_id: 'EL1001', email: 'ann@example.com', tab: 'primary_info', data: { first_name: 'Ann' } },
  getDynamicTabs: { enrollment_id: 'EL1001' },
  getFormFieldsPersonalInfo: { enrollment_id: 'EL1001' },
  getFormFieldsContactInfo: { enrollment_id: 'EL1001' },
  savePersonalInfo: {
    enrollment_id: 'EL1001',
    first_name: 'Ann',
    last_name: 'Lee',
    height_feet: '5',
    height_inch: '6',
    weight: '150',
    marital_status: '0',
    ssn: '123456789',
    prior_coverage_flag: '0',
  },
  saveContactInfo: {
    enrollment_id: 'EL1001',
    email_address: 'ann@example.com',
    phone_number: '2125550100',
    address1: '1 Main St',
    city: 'New York',
    state: 'NY',
    zip: '10001',
  },
  getFormFieldsEmployerInfo: { enrollment_id: 'EL1001' },
  getGroupInfo: { enrollment_id: 'EL1001' },
  getAverageWorkWeek: {},
  getEmploymentStatus: {},
  getCompensationTypes: {},
  getVacationPolicy: { enrollment_id: 'EL1001' },
  getBargainingUnit: { enrollment_id: 'EL1001' },
  getHolidayPolicy: { enrollment_id: 'EL1001' },
  saveEmployerInfo: {
    enrollment_id: 'EL1001',
    name: 'Elevate Health',
    phone: '2125550100',
    address1: '1 Main St',
    city: 'New York',
    state: 'NY',
    zip: '10001',
    average_work_week: '40',
    employment_start_date: '01/15/2020',
    occupation: 'Engineer',
    compensation_type: 'Salary',
    employment_status: 'A',
    with_validation: '0',
    holiday_policy: 'Standard_6,Birthday',
  },
  getHealthQuestionsPrimaryHealthInfo: { enrollment_id: 'EL1001' },
  getExistingPrimaryHealthInfo: { enrollment_id: 'EL1001' },
  savePrimaryHealthInfo: {
    enrollment_id: 'EL1001',
    condition_questions: [141, 142, 143, 145, 146, 147].map((question_id) => ({ question_id, yes_no_flag: '0', conditions: [] })),
    medication_question: { question_id: 150, yes_no_flag: '0', medications: [] },
    notes: '',
  },
  getFormFieldsBeneficiaryInfo: { enrollment_id: 'EL1001' },
  getBeneficiariesExistingUserEnrollment: { enrollment_id: 'EL1001' },
  getBeneficiaryRelationships: {},
  validateSingleBeneficiary: {
    beneficiary_id: '',
    first_name: 'Luis',
    last_name: 'Reyes',
    birthdate: '06/14/1983',
    ssn: '987654321',
    relationship: 'spouse',
    beneficiary_percentage: '60',
  },
  saveBeneficiaryInfo: {
    enrollment_id: 'EL1001',
    beneficiaries: [
      { beneficiary_id: '', first_name: 'Luis', last_name: 'Reyes', birthdate: '06/14/1983', ssn: '987654321', relationship: 'spouse', beneficiary_percentage: '60' },
      { beneficiary_id: '', first_name: 'Ana', last_name: 'Reyes', birthdate: '09/02/2012', ssn: '876543219', relationship: 'child', beneficiary_percentage: '40' },
    ],
  },
  getStates: {},
  getEthnicCategory: {},
  validateMemberEmail: { enrollment_id: 'EL1001', email: 'ann@example.com' },
  validatePhoneNumverify: { enrollment_id: 'EL1001', phone: '2125550100' },
  getEnrollmentTempStep: { enrollment_id: 'EL1001', column: 'primary_info' },
  getEnrollmentTempValue: { enrollment_id: 'EL1001', column: 'eprocess' },
  getEnrollmentReviewInfo: { enrollment_id: 'EL1001', column: 'review_info' },
  saveReviewInfo: { enrollment_id: 'EL1001', additional_notes: '', first_enroll: 1 },
  deleteDependentInIO: { enrollment_id: 'EL1001' },
  getReceipt: { enrollment_id: 'EL1001' },
  continueEnrollment: { code: 'RESUME01', email: 'resume@example.com' },
  directContinue: { id: Buffer.from('EL1001').toString('base64url') },
};

const names = Object.keys(endpoints) as EndpointName[];

/** Values no field accepts, or that push at its edges. */
const junkValues: unknown[] = ['', ' ', '%%%', 'x'.repeat(5000), '-1', 0, 3.5, null, true, [], {}, ['a'], '999999999999999999999'];

const server = useTestServer();

describe('every endpoint', () => {
  // EL1001 pays by statement (portal 21): its billing step is saved before its review, which the
  // table's billing rows (on other enrollments) do not do
  beforeAll(async () => {
    dataOf('saveBillingInfo', await server.call('saveBillingInfo', { enrollment_id: 'EL1001', payment_method: 'stmt' }));
  });

  it.each(names)('%s answers its success envelope for a valid request', async (name) => {
    dataOf(name, await server.call(name, validRequests[name]));
  });

  it.each(names)('%s refuses a call without or with a wrong Authorization (401)', async (name) => {
    for (const authorization of [null, 'Basic d3Jvbmc6d3Jvbmc=', 'Bearer x']) {
      const failure = failureOf(await server.call(name, validRequests[name], { authorization }), 401);
      expect(failure.data).toEqual([]);
    }
  });

  // 404 comes only from an empty path segment (no such route).
  it.each(names)('%s never answers 500 to missing or junk input', async (name) => {
    const fields = Object.keys(validRequests[name]);
    const attempts: Record<string, unknown>[] = [{}, ...junkValues.flatMap((junk) => fields.map((field) => ({ ...validRequests[name], [field]: junk })))];
    for (const request of attempts) {
      const reply = await server.call(name, request);
      expect([200, 204, 400, 404, 422], `${JSON.stringify(request)} → ${JSON.stringify(reply.body)}`).toContain(reply.status);
      if (reply.status >= 400) failureOf(reply, reply.status);
    }
    expect(server.loggedErrors).toEqual([]);
  });
});

describe('request validation', () => {
  it('names the field and keeps the contract message word for word', async () => {
    expectFieldError(await server.call('validateZipCode', { zip_code: '12ab5' }), 'zip_code', 'Invalid Zip code');
    expectFieldError(await server.call('validateZipCode', { zip_code: '123' }), 'zip_code', 'Enter 5 digit zip code');
    expectFieldError(await server.call('validateDob', { dob: '1988-04-12' }), 'dob', 'Enter date as mm/dd/yyyy');
  });

  it('reads a missing or blank field as "Field is required", one error per field', async () => {
    const failure = failureOf(await server.call('addFilterForNewUser', { zip: '', gender: '' }), 422);
    expect(failure.data).toEqual([
      { target_element: 'zip', error_message: 'Field is required' },
      { target_element: 'dob', error_message: 'Field is required' },
      { target_element: 'gender', error_message: 'Field is required' },
      { target_element: 'tier', error_message: 'Field is required' },
    ]);
  });

  it('names nested fields by their dotted path', async () => {
    const reply = await server.call('addFilterForNewUser', { ...validRequests.addFilterForNewUser, categories: ['dental', 'boats'] });
    expect(failureOf(reply, 422).data.map((error) => error.target_element)).toEqual(['categories.1']);
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    for (const body of ['{not json', '[1,2]', '"text"', 'null']) {
      const failure = failureOf(await server.send('POST', endpoints.addFilterForNewUser.path, body), 400);
      expect(failure.data).toEqual([]);
    }
  });
});

describe('rows sharing a method and path', () => {
  it('tells save-enrollment apart by its tab: cart_info mails the quote, a step tab the enrollment code', async () => {
    await server.call('saveEnrollment', { ...validRequests.saveEnrollment, email: 'quote-row@example.com' });
    await server.call('saveEnrollmentForLater', { ...validRequests.saveEnrollmentForLater, email: 'later-row@example.com' });
    const subjects = Object.fromEntries((await server.outbox.list()).map((mail) => [mail.to, mail.subject]));
    expect(subjects['quote-row@example.com']).toBe('Your personalized benefits quote');
    expect(subjects['later-row@example.com']).toBe('Your enrollment code');
  });

  it('tells get-enrollment-temp-info apart by its column', async () => {
    await server.call('saveEnrollmentForLater', validRequests.saveEnrollmentForLater);
    expect(dataOf('getEnrollmentTempInfo', await server.call('getEnrollmentTempInfo', validRequests.getEnrollmentTempInfo)).result).toHaveProperty('zip');
    expect(dataOf('getEnrollmentReviewInfo', await server.call('getEnrollmentReviewInfo', validRequests.getEnrollmentReviewInfo)).result).toEqual({
      additional_notes: expect.any(String),
    });
    expect(dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', validRequests.getEnrollmentTempStep)).result).toHaveProperty('first_name');
    expect(dataOf('getEnrollmentTempValue', await server.call('getEnrollmentTempValue', validRequests.getEnrollmentTempValue)).result).toBe('group');
  });
});

describe('routing', () => {
  it('answers 404 with an error envelope for an unknown API call or method', async () => {
    failureOf(await server.send('GET', '/api/v1/no-such-call', undefined), 404);
    failureOf(await server.send('POST', endpoints.getDefaultInfo.path, '{}'), 404);
  });

  it('accepts the agent_id, uid and group_id headers the app sends', async () => {
    const reply = await server.call('getDefaultInfo', {}, { headers: { agent_id: '701', uid: '501', group_id: '2556' } });
    dataOf('getDefaultInfo', reply);
  });
});

describe('generated images', () => {
  it('draws a plan logo (initials) and a banner (words) as SVG, without Authorization', async () => {
    const logo = await server.app.request('/assets/logos/clearview-vision.svg');
    expect(logo.headers.get('Content-Type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('>CV</text>');
    const banner = await server.app.request('/assets/banners/acme-benefits.svg');
    expect(await banner.text()).toContain('>Acme Benefits</text>');
  });

  it('answers 404 for an unknown shape or a slug that is not [a-z0-9-]', async () => {
    for (const path of ['/assets/photos/x.svg', '/assets/logos/Bad_Slug.svg', '/assets/logos/a--b.svg']) {
      expect((await server.app.request(path)).status).toBe(404);
    }
  });
});
