import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  maskedCard,
  endpoints,
  savedTabSteps,
  STEP_DATA_LIMITS,
  stepDataMessage,
  stepMessages,
  submitMessages,
  tabNameSchema,
  tempInfoStepColumnSchema,
  trustMessages,
  type FormField,
  type StepData,
  type StepSavedTab,
  type TempInfoStepColumn,
  type TempInfoValueColumn,
} from '../../contract/index.ts';
import { memberPhone } from '../../server/db/seed/demo-data.ts';
import { cartItems, enrollmentTabs } from '../../server/db/schema.ts';
import { ENROLLMENT_CODE_SUBJECT, enrollmentServerMessages, RECEIPT_SUBJECT } from '../../server/handlers/enrollment.ts';
import { offeredEffectiveDates } from '../../server/queries/cart.ts';
import { readStep, STEP_KEPT_MAX_CHARS, tabFactsOf } from '../../server/queries/enrollment-steps.ts';
import { dynamicTabs } from '../../server/queries/tabs.ts';
import { requestLimitMessages } from '../../server/http/request-limits.ts';
import { OTHER_STEPS_BUILT, STEPS_BUILT } from '../../server/steps/built-steps.ts';
import { contactAddressMessages } from '../../server/steps/contact.ts';
import { FORM_STEPS } from '../../server/steps/form-steps.ts';
import { dataOf, directContinueToken, failureOf, memberEnrollment, useTestServer, expectFieldError } from './harness.ts';
import { CARD_NUMBER, cardRequest, signedAgreement } from './step-requests.ts';

// The enrollment wizard's server side (docs/reference-server.md, Enrollment wizard).

const server = useTestServer();

const DOB = '04/12/1988';

/** A new applicant's enrollment with these plans in its cart (inserted as cart lines). */
const enrollment = async (filter: Record<string, unknown>, planIds: number[] = []) => {
  const { temp_enrollment_id } = dataOf(
    'addFilterForNewUser',
    await server.call('addFilterForNewUser', { zip: '10001', dob: DOB, gender: '1', tier: 'IO', ...filter }),
  );
  if (planIds.length > 0) {
    await server.db.insert(cartItems).values(planIds.map((planId) => ({ enrollmentId: temp_enrollment_id, planId, planPricingId: planId * 10 + 1, priceCents: 1000 })));
  }
  return temp_enrollment_id;
};

const mariaEnrollment = () => memberEnrollment(server);

const requiredOf = async (enrollment_id: string) =>
  dataOf('getDynamicTabs', await server.call('getDynamicTabs', { enrollment_id }))
    .result.filter((tab) => tab.required === 1)
    .map((tab) => tab.tab_name);

/** What the rule asks, with every step counted as built. */
const ruleOf = async (enrollment_id: string) => {
  const filter = dataOf('getEnrollmentTempInfo', await server.call('getEnrollmentTempInfo', { enrollment_id, column: 'filter_info' })).result;
  return dynamicTabs(await tabFactsOf(server.db, enrollment_id, filter), tabNameSchema.options)
    .filter((tab) => tab.required === 1)
    .map((tab) => tab.tab_name);
};

const personalFields = async (enrollment_id: string) =>
  dataOf('getFormFieldsPersonalInfo', await server.call('getFormFieldsPersonalInfo', { enrollment_id })).result;
const contactFields = async (enrollment_id: string) =>
  dataOf('getFormFieldsContactInfo', await server.call('getFormFieldsContactInfo', { enrollment_id })).result;
const valuesOf = (fields: FormField[]) => Object.fromEntries(fields.map((field) => [field.field_name, field.value]));

const personal = {
  first_name: 'Ann',
  middle_name: 'B',
  last_name: 'Lee',
  height_feet: '5',
  height_inch: '6',
  weight: '150',
  marital_status: '1',
  ssn: '123456780',
  prior_coverage_flag: '0',
};
const contact = { email_address: 'ann.lee@example.com', phone_number: '3125550111', address1: '1 Main St', city: 'New York', state: 'NY', zip: '10001' };

const mailsTo = async (to: string) => (await server.outbox.list()).filter((mail) => mail.to === to);

const tempStep = async (enrollment_id: string, column: TempInfoStepColumn) =>
  dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id, column })).result;
const tempValue = async (enrollment_id: string, column: TempInfoValueColumn) =>
  dataOf('getEnrollmentTempValue', await server.call('getEnrollmentTempValue', { enrollment_id, column })).result;
/** Save & Continue Later on a step's tab with any data (valid or not). */
const saveLater = (enrollment_id: string, tab: StepSavedTab, data: unknown, email = 'later@example.com') =>
  server.call('saveEnrollmentForLater', { enrollment_id, email, tab, data });
const savedTabOfDirect = async (id: string) =>
  dataOf('directContinue', await server.call('directContinue', { id: directContinueToken(id) })).saved_tab;

describe('get-dynamic-tabs', () => {
  it('asks a dental IO cart personal, contact, agreement, billing and review', async () => {
    const id = await enrollment({}, [121]);
    expect(await requiredOf(id)).toEqual(['primary_info', 'contact_info', 'agreement_info', 'billing_info', 'review_info']);
    expect(await ruleOf(id)).toEqual(['primary_info', 'contact_info', 'agreement_info', 'billing_info', 'review_info']);
  });

  it('computes employer for a disability cart of a group (Employer Information is built)', async () => {
    const id = await enrollment({ group_id: 2512, type: 'new-group-member', eprocess: 'group' }, [181]);
    expect(await ruleOf(id)).toContain('employer_info');
    const tabs = dataOf('getDynamicTabs', await server.call('getDynamicTabs', { enrollment_id: id })).result;
    expect(tabs.find((tab) => tab.tab_name === 'employer_info')).toEqual({ tab_name: 'employer_info', required: 1, order: 2, saved: 0 });
    expect(await requiredOf(id)).toEqual(['primary_info', 'contact_info', 'employer_info', 'agreement_info', 'billing_info', 'review_info']);
  });

  it('computes beneficiary and dependents for a life cart at tier IF', async () => {
    const id = await enrollment({ tier: 'IF' }, [172]);
    expect(await ruleOf(id)).toEqual(['primary_info', 'contact_info', 'beneficiary_info', 'dependent_info', 'agreement_info', 'billing_info', 'review_info']);
    // every step is built: the rule is what the enrollment walks
    expect(await requiredOf(id)).toEqual(await ruleOf(id));
  });

  it('fails on enrollment_id for an unknown enrollment', async () => {
    expectFieldError(await server.call('getDynamicTabs', { enrollment_id: 'TENOSUCH' }), 'enrollment_id', 'Enrollment not found');
  });
});

describe('field definitions', () => {
  it('gives a new applicant the personal fields in order, empty but for the filter’s birthdate and gender', async () => {
    const fields = await personalFields(await enrollment({}));
    expect(fields.map((field) => field.field_name)).toEqual([
      'first_name',
      'middle_name',
      'last_name',
      'birthdate',
      'gender',
      'height_feet',
      'height_inch',
      'weight',
      'marital_status',
      'ssn',
      'prior_coverage_flag',
      'prior_carrier_name',
      'prior_effective_date',
      'prior_term_date',
      'ethnic_category',
      'ethnic_category_other_type',
    ]);
    expect(fields.find((field) => field.field_name === 'birthdate')).toEqual({ field_name: 'birthdate', value: DOB, required: 1, read_only: 1 });
    expect(fields.find((field) => field.field_name === 'gender')).toEqual({ field_name: 'gender', value: '1', required: 1, read_only: 1 });
    expect(fields.find((field) => field.field_name === 'prior_carrier_name')).toMatchObject({ required: 0, read_only: 0, value: null });
    expect(fields.filter((field) => field.read_only === 0).every((field) => field.value === null)).toBe(true);
  });

  it('does not ask Beacon (group 2512) enrollments height and weight', async () => {
    const names = (await personalFields(await enrollment({ group_id: 2512 }))).map((field) => field.field_name);
    expect(names).not.toContain('height_feet');
    expect(names).not.toContain('height_inch');
    expect(names).not.toContain('weight');
  });

  it('asks birth state and city only when the cart holds a life plan; zip from the filter, with_validation 0', async () => {
    const plain = await contactFields(await enrollment({}, [121]));
    expect(plain.map((field) => field.field_name)).toEqual(['email_address', 'phone_number', 'address1', 'address2', 'city', 'state', 'zip', 'zip4', 'with_validation']);
    expect(valuesOf(plain)).toMatchObject({ zip: '10001', with_validation: '0', email_address: null });
    const life = await contactFields(await enrollment({}, [172]));
    expect(life.filter((field) => field.field_name.startsWith('birth_'))).toEqual([
      { field_name: 'birth_state', value: null, required: 1, read_only: 0 },
      { field_name: 'birth_city', value: null, required: 1, read_only: 0 },
    ]);
  });

  it('prefills an existing member (Maria) from her record: name, SSN, height and weight; e-mail, phone and address', async () => {
    const id = await mariaEnrollment();
    // her SSN shown by its last four digits only (docs/security.md)
    expect(valuesOf(await personalFields(id))).toMatchObject({
      first_name: 'Maria',
      last_name: 'Lopez',
      ssn: '*****6789',
      birthdate: '03/22/1985',
      gender: '1',
      height_feet: '5',
      height_inch: '6',
      weight: '142',
    });
    expect(valuesOf(await contactFields(id))).toMatchObject({
      email_address: 'maria.lopez@example.com',
      phone_number: '2125550501',
      address1: '245 West 29th Street',
      address2: 'Apt 4B',
      city: 'New York',
      state: 'NY',
      zip: '10001',
    });
  });

  it("keeps what the step saved over the record's prefill: a saved height, weight or address is never changed back (issue 28 item 8)", async () => {
    const id = await mariaEnrollment();
    const mine = { first_name: 'Maria', last_name: 'Lopez', ssn: '*****6789', marital_status: '1', prior_coverage_flag: '0', height_feet: '5', height_inch: '7', weight: '150' };
    dataOf('savePersonalInfo', await server.call('savePersonalInfo', { enrollment_id: id, ...mine }));
    expect(valuesOf(await personalFields(id))).toMatchObject({ height_feet: '5', height_inch: '7', weight: '150' });
    const moved = { email_address: 'maria.lopez@example.com', phone_number: '2125550501', address1: '1 Main St', address2: '', city: 'New York', state: 'NY', zip: '10001' };
    dataOf('saveContactInfo', await server.call('saveContactInfo', { enrollment_id: id, ...moved }));
    expect(valuesOf(await contactFields(id))).toMatchObject({ address1: '1 Main St', address2: null });
  });
});

describe('save-personal-info and save-contact-info', () => {
  it('answers the step’s field messages', async () => {
    const id = await enrollment({});
    const reply = await server.call('savePersonalInfo', { enrollment_id: id, ...personal, first_name: '', ssn: '12345', weight: '0', height_inch: '14' });
    expect(failureOf(reply, 422).data).toEqual([
      { target_element: 'first_name', error_message: 'Field is required' },
      { target_element: 'height_inch', error_message: 'Inch is invalid' },
      { target_element: 'weight', error_message: 'Weight cannot be zero or less' },
      { target_element: 'ssn', error_message: 'Invalid Social Security Number' },
    ]);
    // carrier fields count once prior coverage is 1; the other ethnic text once the group is 12
    const withPrior = await server.call('savePersonalInfo', { enrollment_id: id, ...personal, prior_coverage_flag: '1', ethnic_category: '12' });
    expect(failureOf(withPrior, 422).data.map((error) => error.target_element)).toEqual([
      'prior_carrier_name',
      'prior_effective_date',
      'prior_term_date',
      'ethnic_category_other_type',
    ]);
    const contactReply = await server.call('saveContactInfo', { enrollment_id: id, ...contact, zip: '1234', email_address: 'ann@', phone_number: '555' });
    expect(failureOf(contactReply, 422).data).toEqual([
      { target_element: 'email_address', error_message: 'Email is not in correct format' },
      { target_element: 'phone_number', error_message: 'Invalid phone number' },
      { target_element: 'zip', error_message: 'Enter 5 digit zip code.' },
    ]);
  });

  it('stores the values (read-only ones stay the server’s) and shows them on the next load', async () => {
    const id = await enrollment({});
    expect(dataOf('savePersonalInfo', await server.call('savePersonalInfo', { enrollment_id: id, ...personal, birthdate: '01/01/2000', gender: '0' }))).toEqual({
      saved: true,
    });
    // the SSN shown by its last four digits (docs/security.md)
    expect(valuesOf(await personalFields(id))).toMatchObject({ ...personal, ssn: '*****6780', birthdate: DOB, gender: '1', prior_carrier_name: null });
    expect(dataOf('saveContactInfo', await server.call('saveContactInfo', { enrollment_id: id, ...contact, zip4: '1234' }))).toEqual({ saved: true });
    expect(valuesOf(await contactFields(id))).toMatchObject({ ...contact, zip4: '1234', address2: null });
  });

  it("keeps an existing member's SSN through Save & Continue Later with the prefilled mask: sealed in the draft, masked on resume, kept by a later save", async () => {
    const id = await mariaEnrollment();
    const email = 'maria.later@example.com';
    const shown = valuesOf(await personalFields(id));
    expect(shown.ssn).toBe('*****6789');
    const bodies: string[] = [];
    const kept = async <T>(reply: Promise<T>) => {
      const settled = await reply;
      bodies.push(JSON.stringify((settled as { body?: unknown }).body ?? null));
      return settled;
    };
    // the step's values as the app hands them over: the prefilled SSN as shown
    dataOf('saveEnrollmentForLater', await kept(server.call('saveEnrollmentForLater', { enrollment_id: id, email, tab: 'primary_info', data: { ...shown, weight: '140' } })));
    expect((await readStep(server.db, id, 'primary_info'))?.draft).toMatchObject({ ssn: '123456789', weight: '140' });
    const [raw] = ((await server.db.execute(sql`select draft from enrollment_tabs where enrollment_id = ${id} and tab = 'primary_info'`)) as unknown as { rows: { draft: string }[] }).rows;
    expect(raw?.draft).toMatch(/^sealed1\./);
    expect(raw?.draft).not.toContain('123456789');

    // a resume by the mailed code, in another browser: the SSN shown masked
    const code = /Enrollment code: ([\w-]+)/.exec((await mailsTo(email))[0]!.text)![1]!;
    const resumed = server.visitor();
    dataOf('continueEnrollment', await kept(resumed.call('continueEnrollment', { code, email })));
    const fields = dataOf('getFormFieldsPersonalInfo', await kept(resumed.call('getFormFieldsPersonalInfo', { enrollment_id: id }))).result;
    expect(valuesOf(fields)).toMatchObject({ ssn: '*****6789', weight: '140' });
    expect(dataOf('getEnrollmentTempStep', await kept(resumed.call('getEnrollmentTempStep', { enrollment_id: id, column: 'primary_info' }))).result).toMatchObject({ ssn: '*****6789' });
    // saved later again as shown, then a wrong mask (left out of a draft, as before): kept
    dataOf('saveEnrollmentForLater', await kept(resumed.call('saveEnrollmentForLater', { enrollment_id: id, email, tab: 'primary_info', data: { ssn: '*****6789' } })));
    dataOf('saveEnrollmentForLater', await kept(resumed.call('saveEnrollmentForLater', { enrollment_id: id, email, tab: 'primary_info', data: { ssn: '*****1111' } })));
    expect((await readStep(server.db, id, 'primary_info'))?.draft).toMatchObject({ ssn: '123456789' });
    // the step's save with the mask keeps it
    dataOf('savePersonalInfo', await kept(resumed.call('savePersonalInfo', { enrollment_id: id, ...personal, first_name: 'Maria', last_name: 'Lopez', weight: '140', ssn: '*****6789' })));
    const saved = await server.db.select({ data: enrollmentTabs.data, draft: enrollmentTabs.draft }).from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, id), eq(enrollmentTabs.tab, 'primary_info')));
    expect(saved).toEqual([{ data: expect.objectContaining({ ssn: '123456789', weight: '140' }), draft: null }]);
    expect(bodies.filter((body) => body.includes('123456789') || body.includes('123-45-6789'))).toEqual([]);
  });

  it('requires the birth fields of a life cart', async () => {
    const id = await enrollment({}, [172]);
    const reply = await server.call('saveContactInfo', { enrollment_id: id, ...contact });
    expect(failureOf(reply, 422).data).toEqual([
      { target_element: 'birth_state', error_message: 'Field is required' },
      { target_element: 'birth_city', error_message: 'Field is required' },
    ]);
  });
});

describe('the form-step table (server/steps/form-steps.ts)', () => {
  it('gives each step one tab and rows of its own; the built steps are its tabs, then review', () => {
    const tabs = FORM_STEPS.map((step) => step.tab);
    const rows = FORM_STEPS.flatMap((step) => [step.fields, step.save]);
    expect(tabs).toEqual(['primary_info', 'contact_info', 'employer_info']);
    expect(new Set(tabs).size).toBe(tabs.length);
    expect(new Set(rows).size).toBe(rows.length);
    expect(FORM_STEPS.map((step) => [endpoints[step.fields].method, endpoints[step.save].method])).toEqual(FORM_STEPS.map(() => ['GET', 'POST']));
    expect(STEPS_BUILT).toEqual([...tabs, ...OTHER_STEPS_BUILT]);
  });

  it.each(FORM_STEPS.map((step) => [step.tab, step] as const))('%s: its rows answer through the derived handlers', async (_tab, step) => {
    const id = await enrollment({});
    const definitions = dataOf(step.fields, await server.call(step.fields, { enrollment_id: id })).result;
    expect(definitions.length).toBeGreaterThan(0);
    // an empty save: every required field the applicant fills is asked for, in the definitions' order
    expect(failureOf(await server.call(step.save, { enrollment_id: id }), 422).data).toEqual(
      definitions
        .filter((definition) => definition.required === 1 && definition.read_only === 0)
        // 'Field is required', or the step's own words (Employer: 'Select at least one holiday policy')
        .map((definition) => ({ target_element: definition.field_name, error_message: step.specs[definition.field_name]?.requiredMessage ?? 'Field is required' })),
    );
    expectFieldError(await server.call(step.fields, { enrollment_id: 'TENOSUCH' }), 'enrollment_id', 'Enrollment not found');
    expectFieldError(await server.call(step.save, { enrollment_id: 'TENOSUCH' }), 'enrollment_id', 'Enrollment not found');
  });
});

describe('save-contact-info and the zips table (issue 16 item 4)', () => {
  it('refuses a state the known zip is not in, at the state, and stores nothing', async () => {
    const id = await enrollment({});
    expect(failureOf(await server.call('saveContactInfo', { enrollment_id: id, ...contact, state: 'CA' }), 422).data).toEqual([
      { target_element: 'state', error_message: contactAddressMessages.stateMismatch('10001', 'NY', 'CA') },
    ]);
    expect(contactAddressMessages.stateMismatch('10001', 'NY', 'CA')).toBe('Zip code 10001 is in New York (NY), not California. Choose New York or correct the zip code.');
    expect(await tempStep(id, 'contact_info')).toBeNull();
  });

  it('leaves an unknown zip alone unless the USPS validation box is ticked', async () => {
    const id = await enrollment({});
    expect(dataOf('saveContactInfo', await server.call('saveContactInfo', { enrollment_id: id, ...contact, zip: '00000', state: 'CA' }))).toEqual({ saved: true });
    expectFieldError(await server.call('saveContactInfo', { enrollment_id: id, ...contact, zip: '00000', with_validation: '1' }), 'zip', 'Invalid Zip code');
  });

  it('with the USPS validation box ticked, checks the city the zips table lists (spaces and case aside)', async () => {
    const id = await enrollment({});
    const ticked = { ...contact, with_validation: '1' };
    expect(failureOf(await server.call('saveContactInfo', { enrollment_id: id, ...ticked, city: 'Buffalo' }), 422).data).toEqual([
      { target_element: 'city', error_message: 'USPS lists zip code 10001 as New York, NY. Enter that city or correct the zip code.' },
    ]);
    expect(failureOf(await server.call('saveContactInfo', { enrollment_id: id, ...ticked, city: 'Buffalo', state: 'CA' }), 422).data).toEqual([
      { target_element: 'city', error_message: contactAddressMessages.cityMismatch('10001', 'New York', 'NY') },
      { target_element: 'state', error_message: contactAddressMessages.stateMismatch('10001', 'NY', 'CA') },
    ]);
    expect(dataOf('saveContactInfo', await server.call('saveContactInfo', { enrollment_id: id, ...ticked, city: ' new  york ' }))).toEqual({ saved: true });
    // without the box a city is the applicant's own word
    expect(dataOf('saveContactInfo', await server.call('saveContactInfo', { enrollment_id: id, ...contact, city: 'Manhattan' }))).toEqual({ saved: true });
  });
});

describe('save-contact-info and other members’ e-mail and phone', () => {
  const daniel = { email_address: ' Daniel.Kim@Example.com ', phone_number: memberPhone(502) };

  // anyone may start a new applicant's enrollment: its save must not tell who is a member (issue 24)
  it('tells a new applicant nothing of other members: their e-mail and phone save as any other', async () => {
    const id = await enrollment({});
    expect(dataOf('saveContactInfo', await server.call('saveContactInfo', { enrollment_id: id, ...contact, ...daniel }))).toEqual({ saved: true });
  });

  it('lets an existing member keep their own e-mail and phone, not take another’s', async () => {
    const id = await mariaEnrollment();
    const own = { email_address: 'Maria.Lopez@example.com', phone_number: memberPhone(501) };
    expect(dataOf('saveContactInfo', await server.call('saveContactInfo', { enrollment_id: id, ...contact, ...own }))).toEqual({ saved: true });
    expectFieldError(await server.call('saveContactInfo', { enrollment_id: id, ...contact, ...daniel }), 'email_address', stepMessages.emailExists);
    expect(await tempStep(id, 'contact_info')).toMatchObject(own);
  });

  it('answers a field’s own rule first, and its refusals beside the other fields’ messages', async () => {
    const id = await mariaEnrollment();
    const reply = await server.call('saveContactInfo', { enrollment_id: id, ...contact, email_address: 'daniel.kim@example.com', phone_number: '555', zip: '1234' });
    expect(failureOf(reply, 422).data).toEqual([
      { target_element: 'email_address', error_message: stepMessages.emailExists },
      { target_element: 'phone_number', error_message: 'Invalid phone number' },
      { target_element: 'zip', error_message: 'Enter 5 digit zip code.' },
    ]);
  });
});

describe('existing-user checks', () => {
  it('finds an e-mail another member uses (Daniel Kim’s), not the member’s own', async () => {
    const id = await mariaEnrollment();
    expect(dataOf('validateMemberEmail', await server.call('validateMemberEmail', { enrollment_id: id, email: 'Daniel.Kim@example.com' }))).toEqual({
      target_element: 'email_address',
      is_valid: false,
      error_message: stepMessages.emailExists,
    });
    expect(dataOf('validateMemberEmail', await server.call('validateMemberEmail', { enrollment_id: id, email: 'maria.lopez@example.com' }))).toEqual({
      target_element: 'email_address',
      is_valid: true,
      error_message: '',
    });
  });

  it('checks the phone: 10 digits, not another member’s', async () => {
    const id = await mariaEnrollment();
    const check = async (phone: string) => dataOf('validatePhoneNumverify', await server.call('validatePhoneNumverify', { enrollment_id: id, phone }));
    expect(await check('555')).toEqual({ target_element: 'phone_number', is_valid: false, error_message: 'Invalid phone number' });
    expect(await check('2125550502')).toEqual({ target_element: 'phone_number', is_valid: false, error_message: 'Phone already exists' });
    expect(await check('2125550501')).toEqual({ target_element: 'phone_number', is_valid: true, error_message: '' });
    expect(await check('3125559999')).toEqual({ target_element: 'phone_number', is_valid: true, error_message: '' });
  });
});

describe('states and ethnic groups', () => {
  it('lists the states of the zips table with their names, by name', async () => {
    const states = dataOf('getStates', await server.call('getStates', {})).result;
    expect(states.slice(0, 2)).toEqual([
      { abbrev: 'AL', name: 'Alabama' },
      { abbrev: 'AK', name: 'Alaska' },
    ]);
    expect(states).toContainEqual({ abbrev: 'NY', name: 'New York' });
    expect(states.map((state) => state.name)).toEqual(states.map((state) => state.name).sort((a, b) => a.localeCompare(b)));
  });

  it('lists twelve ethnic groups, 12 being Other', async () => {
    const groups = dataOf('getEthnicCategory', await server.call('getEthnicCategory', {})).result;
    expect(groups).toHaveLength(12);
    expect(groups.at(-1)).toEqual({ id: 12, name: 'Other' });
  });
});

describe('save and continue later', () => {
  it('keeps the draft, mails a code and a link, and resumes by code and e-mail', async () => {
    const id = await enrollment({ group_id: 2556, agent_id: 701, eprocess: 'rep', open_type: 'agent' });
    await server.call('savePersonalInfo', { enrollment_id: id, ...personal });
    const reply = await server.call('saveEnrollmentForLater', {
      enrollment_id: id,
      email: 'later@example.com',
      tab: 'contact_info',
      data: { email_address: 'draft@example', city: 'Albany' },
    });
    expect(dataOf('saveEnrollmentForLater', reply)).toEqual({ sent_to: 'later@example.com' });
    // a second draft of the same step merges over the first
    await server.call('saveEnrollmentForLater', { enrollment_id: id, email: 'later@example.com', tab: 'contact_info', data: { address1: '9 Elm St' } });

    const [mail] = await mailsTo('later@example.com');
    expect(mail?.subject).toBe(ENROLLMENT_CODE_SUBJECT);
    // codes and links: tests/server/resume-codes.test.ts
    const code = /Enrollment code: ([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{5})\n/.exec(mail!.text)?.[1];
    expect(code).toBeDefined();
    expect(mail!.text).toMatch(/\nhttp:\/\/localhost\/direct-continue\/[\w-]{43}\/contact_info$/);

    const resumed = dataOf('continueEnrollment', await server.call('continueEnrollment', { code: code!.toLowerCase(), email: 'LATER@example.com' }));
    expect(resumed).toEqual({
      enrollment_id: id,
      saved_tab: 'contact_info',
      others: { group_id: 2556, platform_group_id: null, agent_id: 701, open_type: 'agent', type: 'new-user' },
    });
    expect(valuesOf(await contactFields(id))).toMatchObject({ email_address: 'draft@example', city: 'Albany', address1: '9 Elm St', zip: '10001' });
    expect(valuesOf(await personalFields(id))).toMatchObject({ first_name: 'Ann' });
  });

  it('keeps saved values under a draft until the step is saved again', async () => {
    const id = await enrollment({});
    await server.call('saveContactInfo', { enrollment_id: id, ...contact });
    await server.call('saveEnrollmentForLater', { enrollment_id: id, email: 'x@example.com', tab: 'contact_info', data: { city: 'Buffalo' } });
    expect(valuesOf(await contactFields(id))).toMatchObject({ ...contact, city: 'Buffalo' });
    await server.call('saveContactInfo', { enrollment_id: id, ...contact });
    expect(valuesOf(await contactFields(id))).toMatchObject({ city: 'New York' });
  });

  it('resumes an existing member as existing-user; refuses an e-mail that is not one', async () => {
    const id = await mariaEnrollment();
    await server.call('saveEnrollmentForLater', { enrollment_id: id, email: 'maria.alt@example.com', tab: 'primary_info', data: {} });
    const code = /Enrollment code: ([\w-]+)/.exec((await mailsTo('maria.alt@example.com'))[0]!.text)![1]!;
    const resumed = dataOf('continueEnrollment', await server.call('continueEnrollment', { code, email: 'maria.alt@example.com' }));
    expect(resumed.others.type).toBe('existing-user');
    expect(resumed.saved_tab).toBe('primary_info');
    expectFieldError(await server.call('saveEnrollmentForLater', { enrollment_id: id, email: 'nope', tab: 'primary_info', data: {} }), 'email', 'Enter valid email address');
  });

  it('continues the seeded code DEMO-CODE-00001', async () => {
    const resumed = dataOf('continueEnrollment', await server.call('continueEnrollment', { code: 'demo-code-00001', email: 'resume@example.com' }));
    expect(resumed).toMatchObject({ enrollment_id: 'TECART02', saved_tab: 'primary_info' });
  });
});

describe('save later with structured data', () => {
  const beneficiaries = [
    { first_name: 'Lea', last_name: 'Lee', relationship: 'child', beneficiary_percentage: 60 },
    { first_name: 'Max', last_name: 'Lee', relationship: 'spouse', beneficiary_percentage: 40 },
  ];
  const health = {
    notes: 'none',
    condition_questions: [
      {
        question_id: 1,
        question_text: 'Heart condition?',
        yes_no_flag: 1,
        conditions: [{ health_condition: 'murmur', date_of_onset: '01/02/2010', is_treatment: 'undefined', is_medicate: 0 }],
      },
    ],
    medication_question: { question_id: 9, question_text: 'Medication?', yes_no_flag: 0, medications: [] },
  };

  it('keeps a list and nested answers per tab, answers them by column, and merges top-level keys', async () => {
    const id = await enrollment({});
    dataOf('saveEnrollmentForLater', await saveLater(id, 'benificiary_info', { beneficiaries, total: 100, confirmed: true, note: null }));
    dataOf('saveEnrollmentForLater', await saveLater(id, 'health_info', health));
    expect(await tempStep(id, 'benificiary_info')).toEqual({ beneficiaries, total: 100, confirmed: true, note: null });
    expect(await tempStep(id, 'health_info')).toEqual(health);
    // a later draft replaces the keys it names, whole, and keeps the others
    dataOf('saveEnrollmentForLater', await saveLater(id, 'benificiary_info', { beneficiaries: beneficiaries.slice(0, 1), total: 60 }));
    expect(await tempStep(id, 'benificiary_info')).toEqual({ beneficiaries: beneficiaries.slice(0, 1), total: 60, confirmed: true, note: null });
    expect(await tempStep(id, 'dependent_info')).toBeNull();
    expect(await savedTabOfDirect(id)).toBe('benificiary_info');
  });

  it('hands a form step only the text fields of a structured draft', async () => {
    const id = await enrollment({});
    const draft: StepData = { city: 'Albany', zip4: 1234, address1: { line: '9 Elm St' }, phones: ['3125550111'], with_validation: true };
    dataOf('saveEnrollmentForLater', await saveLater(id, 'contact_info', draft));
    expect(valuesOf(await contactFields(id))).toMatchObject({ city: 'Albany', zip4: null, address1: null, with_validation: '0', zip: '10001' });
    expect(await tempStep(id, 'contact_info')).toEqual(draft);
    // the draft's text fields reach the save the client sends back; the rest stays a draft until then
    await server.call('saveContactInfo', { enrollment_id: id, ...contact });
    expect(await tempStep(id, 'contact_info')).toEqual(contact);
  });

  it('refuses data beyond the bounds or not a record with 422 on data, and stores and mails nothing', async () => {
    const id = await enrollment({});
    const email = 'refused@example.com';
    const nested = (depth: number): StepData => (depth === 0 ? { leaf: 'x' } : { next: nested(depth - 1) });
    const refused: unknown[] = [
      { list: Array.from({ length: STEP_DATA_LIMITS.items + 1 }, (_, index) => index) },
      { text: 'x'.repeat(STEP_DATA_LIMITS.text + 1) },
      nested(STEP_DATA_LIMITS.depth + 1),
      Object.fromEntries(Array.from({ length: STEP_DATA_LIMITS.keys + 1 }, (_, index) => [`k${index}`, '1'])),
      { ['k'.repeat(STEP_DATA_LIMITS.keyLength + 1)]: '1' },
      { '': '1' },
      // what piles up counts too: two lists of long text, each within the bounds, are too much together
      { a: Array(STEP_DATA_LIMITS.items).fill('x'.repeat(STEP_DATA_LIMITS.text)), b: Array(STEP_DATA_LIMITS.items).fill('x'.repeat(STEP_DATA_LIMITS.text)) },
      ['a'],
      'text',
      7,
    ];
    for (const data of refused) expectFieldError(await saveLater(id, 'dependent_info', data, email), 'data', stepDataMessage);
    // NUL is refused before any step rule, naming the field that holds it
    expectFieldError(await saveLater(id, 'dependent_info', { text: 'a\0b' }, email), 'data.text', requestLimitMessages.nul);
    expectFieldError(await saveLater(id, 'dependent_info', { list: [{ 'a\0b': '1' }] }, email), 'data.list.0.a\0b', requestLimitMessages.nul);
    expectFieldError(await saveLater(id, 'dependent_info', null, email), 'data', 'Field is required');
    expect(await tempStep(id, 'dependent_info')).toBeNull();
    expect(await savedTabOfDirect(id)).toBe('primary_info');
    expect(await mailsTo(email)).toEqual([]);
    expect(server.loggedErrors).toEqual([]);
  });

  it('refuses a draft that would pile up beyond the bounds, keeping the earlier one', async () => {
    const id = await enrollment({});
    const email = 'piled@example.com';
    const full = Object.fromEntries(Array.from({ length: STEP_DATA_LIMITS.keys }, (_, index) => [`k${index}`, String(index)]));
    dataOf('saveEnrollmentForLater', await saveLater(id, 'employer_info', full, email));
    dataOf('saveEnrollmentForLater', await saveLater(id, 'employer_info', { k0: 'again' }, email));
    expectFieldError(await saveLater(id, 'employer_info', { one_more: '1' }, email), 'data', stepDataMessage);
    const long = Array(STEP_DATA_LIMITS.items).fill('x'.repeat(STEP_DATA_LIMITS.text));
    dataOf('saveEnrollmentForLater', await saveLater(id, 'payment_info', { a: long }, email));
    expect(JSON.stringify({ a: long, b: long }).length).toBeGreaterThan(STEP_KEPT_MAX_CHARS);
    expectFieldError(await saveLater(id, 'payment_info', { b: long }, email), 'data', stepDataMessage);
    expect(await tempStep(id, 'employer_info')).toEqual({ ...full, k0: 'again' });
    expect(await tempStep(id, 'payment_info')).toEqual({ a: long });
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('keeps text PostgreSQL cannot hold as it can (no 500): lone surrogates replaced, NUL refused', async () => {
    const id = await enrollment({});
    dataOf('saveEnrollmentForLater', await saveLater(id, 'contact_info', { city: 'Al\ud800bany', list: ['\udc00'] }));
    expect(await tempStep(id, 'contact_info')).toEqual({ city: 'Al\ufffdbany', list: ['\ufffd'] });
    expectFieldError(await server.call('saveContactInfo', { enrollment_id: id, ...contact, address2: 'Apt\u0000 2' }), 'address2', requestLimitMessages.nul);
    dataOf('saveContactInfo', await server.call('saveContactInfo', { enrollment_id: id, ...contact, address1: 'Main \udc00St' }));
    expect(await tempStep(id, 'contact_info')).toMatchObject({ address1: 'Main \ufffdSt' });
    expect(server.loggedErrors).toEqual([]);
  });

  it('refuses a form field longer than step data’s text', async () => {
    const id = await enrollment({});
    const reply = await server.call('saveContactInfo', { enrollment_id: id, ...contact, address1: 'x'.repeat(STEP_DATA_LIMITS.text + 1) });
    expect(failureOf(reply, 422).data.map((error) => error.target_element)).toEqual(['address1']);
    expect(await tempStep(id, 'contact_info')).toBeNull();
  });
});

describe('get-enrollment-temp-info by column', () => {
  it('answers every step column: null while nothing is kept, then the saved data with the draft over it', async () => {
    const id = await enrollment({}, [121]);
    for (const column of tempInfoStepColumnSchema.options) expect(await tempStep(id, column)).toBeNull();
    await server.call('savePersonalInfo', { enrollment_id: id, ...personal });
    await server.call('saveContactInfo', { enrollment_id: id, ...contact });
    expect(await tempStep(id, 'primary_info')).toEqual({ ...personal, ssn: '*****6780' });
    expect(await tempStep(id, 'contact_info')).toEqual(contact);
    await saveLater(id, 'contact_info', { city: 'Buffalo' });
    expect(await tempStep(id, 'contact_info')).toEqual({ ...contact, city: 'Buffalo' });
    // each column is its step's tab (the saved-tab spellings)
    const others = tempInfoStepColumnSchema.options.filter((column) => column !== 'primary_info' && column !== 'contact_info');
    for (const column of others) dataOf('saveEnrollmentForLater', await saveLater(id, column, { column }));
    for (const column of others) expect(await tempStep(id, column)).toEqual({ column });
    const rows = await server.db.select({ tab: enrollmentTabs.tab }).from(enrollmentTabs).where(eq(enrollmentTabs.enrollmentId, id));
    expect(rows.map((row) => row.tab).sort()).toEqual(tempInfoStepColumnSchema.options.map((column) => savedTabSteps[column]).sort());
  });

  it('answers effective_date (null until checkout), type and eprocess', async () => {
    const id = await enrollment({ type: 'new-member', eprocess: 'applicant' }, [121]);
    expect(await tempValue(id, 'effective_date')).toBeNull();
    const date = offeredEffectiveDates()[0]!;
    dataOf('cartCheckout', await server.call('cartCheckout', { enrollment_id: id, effective_date: date }));
    expect(await tempValue(id, 'effective_date')).toBe(date);
    expect(await tempValue(id, 'type')).toBe('new-member');
    expect(await tempValue(id, 'eprocess')).toBe('applicant');
    const maria = await mariaEnrollment();
    expect([await tempValue(maria, 'type'), await tempValue(maria, 'eprocess')]).toEqual(['existing-member', 'applicant']);
    const group = await enrollment({ group_id: 2512, type: 'new-group-member', eprocess: 'group' });
    expect([await tempValue(group, 'type'), await tempValue(group, 'eprocess')]).toEqual(['new-group-member', 'group']);
    const bare = await enrollment({});
    expect([await tempValue(bare, 'type'), await tempValue(bare, 'eprocess'), await tempValue(bare, 'effective_date')]).toEqual([null, null, null]);
  });

  it('fails on enrollment_id for an unknown enrollment, on column for a column it does not know', async () => {
    expectFieldError(await server.call('getEnrollmentTempStep', { enrollment_id: 'TENOSUCH', column: 'health_info' }), 'enrollment_id', 'Enrollment not found');
    expectFieldError(await server.call('getEnrollmentTempValue', { enrollment_id: 'TENOSUCH', column: 'effective_date' }), 'enrollment_id', 'Enrollment not found');
    const id = await enrollment({});
    expect(failureOf(await server.call('getEnrollmentTempStep', { enrollment_id: id, column: 'beneficiary_info' }), 422).data[0]?.target_element).toBe('column');
  });
});

describe('direct-continue', () => {
  const direct = (id: string) => server.call('directContinue', { id: directContinueToken(id) });

  it('resumes at the last saved tab, else at the personal step', async () => {
    const id = await enrollment({});
    expect(dataOf('directContinue', await direct(id)).saved_tab).toBe('primary_info');
    await server.call('savePersonalInfo', { enrollment_id: id, ...personal });
    await server.call('saveContactInfo', { enrollment_id: id, ...contact });
    expect(dataOf('directContinue', await direct(id))).toMatchObject({ enrollment_id: id, saved_tab: 'contact_info', others: { type: 'new-user' } });
  });

  it('fails on id for an unknown enrollment or text that is not a token', async () => {
    expectFieldError(await direct('TENOSUCH'), 'id', 'Enrollment not found');
    expectFieldError(await server.call('directContinue', { id: 'AAAA' }), 'id', 'Enrollment not found');
    expectFieldError(await server.call('directContinue', { id: '!!' }), 'id', 'Enrollment not found');
  });
});

describe('review and receipt', () => {
  it('refuses to submit before every step is saved, naming those missing', async () => {
    const id = await enrollment({}, [121]);
    await server.call('savePersonalInfo', { enrollment_id: id, ...personal });
    const refused = failureOf(await server.call('saveReviewInfo', { enrollment_id: id, additional_notes: '', first_enroll: 1 }), 422);
    expect(refused.message).toBe(submitMessages.refused(['Contact Information', 'Agreement & Signature', 'Billing Information']));
    expect(refused.data.map((error) => error.target_element)).toEqual(['contact_info', 'agreement_info', 'billing_info']);
    expectFieldError(await server.call('getReceipt', { enrollment_id: id }), 'enrollment_id', enrollmentServerMessages.notSubmitted);
  });

  it('submits once: the receipt, one receipt e-mail, and from then on read-only (409)', async () => {
    const id = await enrollment({}, [121]);
    await server.call('savePersonalInfo', { enrollment_id: id, ...personal });
    await server.call('saveContactInfo', { enrollment_id: id, ...contact, email_address: 'receipt@example.com' });
    dataOf('saveAgreementInfo', await server.call('saveAgreementInfo', signedAgreement(id)));
    dataOf('saveBillingInfo', await server.call('saveBillingInfo', cardRequest(id)));
    expect(dataOf('getEnrollmentReviewInfo', await server.call('getEnrollmentReviewInfo', { enrollment_id: id, column: 'review_info' }))).toEqual({
      result: { additional_notes: '' },
    });
    const { policy_id } = dataOf('saveReviewInfo', await server.call('saveReviewInfo', { enrollment_id: id, additional_notes: 'Call after 5', first_enroll: 1 }));
    expect(policy_id).toMatch(/^POL\d{6}$/);
    for (const change of [
      server.call('saveReviewInfo', { enrollment_id: id, additional_notes: 'Call after 6', first_enroll: 1 }),
      server.call('savePersonalInfo', { enrollment_id: id, ...personal, first_name: 'Changed' }),
      server.call('removePlanFromCart', { enrollment_id: id, plan_id: 121, plan_pricing_id: 1 }),
    ]) {
      expect(failureOf(await change, 409).message).toBe(trustMessages.submitted);
    }
    expect(dataOf('getEnrollmentReviewInfo', await server.call('getEnrollmentReviewInfo', { enrollment_id: id, column: 'review_info' })).result).toEqual({
      additional_notes: 'Call after 5',
    });
    expect(dataOf('getReceipt', await server.call('getReceipt', { enrollment_id: id }))).toEqual({
      policy_id,
      name: 'Ann Lee',
      plans: [{ plan_name: 'BrightSmile Dental Basic', coverage_amount: null, price: 10 }],
      initial_month_cost: 10,
      recurring_month_cost: 10,
      effective_date: null,
      covered: [{ name: 'Ann Lee', relationship: 'Applicant' }],
      // masked: the card's brand and last four only
      payment: `Visa ${maskedCard(CARD_NUMBER)}`,
      eprocess: null,
    });
    const mails = await mailsTo('receipt@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: RECEIPT_SUBJECT });
    expect(mails[0]!.text).toContain(`Confirmation number: ${policy_id}`);
    expect(mails[0]!.text).toContain('- BrightSmile Dental Basic: $10.00 per month');
  });

  it('lists a life plan’s chosen coverage amount on the receipt and in its mail, as the cart keeps it', async () => {
    const id = await enrollment({}, [121]);
    await server.db.update(cartItems).set({ coverageAmount: 50_000 }).where(eq(cartItems.enrollmentId, id));
    await server.call('savePersonalInfo', { enrollment_id: id, ...personal });
    await server.call('saveContactInfo', { enrollment_id: id, ...contact, email_address: 'coverage@example.com' });
    dataOf('saveAgreementInfo', await server.call('saveAgreementInfo', signedAgreement(id)));
    dataOf('saveBillingInfo', await server.call('saveBillingInfo', cardRequest(id)));
    dataOf('saveReviewInfo', await server.call('saveReviewInfo', { enrollment_id: id, additional_notes: '', first_enroll: 1 }));
    expect(dataOf('getReceipt', await server.call('getReceipt', { enrollment_id: id })).plans).toEqual([
      { plan_name: 'BrightSmile Dental Basic', coverage_amount: 50_000, price: 10 },
    ]);
    const [mail] = await mailsTo('coverage@example.com');
    expect(mail!.text).toContain('- BrightSmile Dental Basic ($50,000 coverage): $10.00 per month');
    expect(mail!.text).toContain('First Month Total Cost: $10.00');
  });

  it('deletes the dependents an enrollment keeps (a quote changed to Member Only)', async () => {
    const id = await enrollment({});
    expect(dataOf('deleteDependentInIO', await server.call('deleteDependentInIO', { enrollment_id: id }))).toEqual({ deleted: 0 });
    await saveLater(id, 'dependent_info', { dependents: [{ first_name: 'Luis', relationship: 'spouse' }, { first_name: 'Sofia', relationship: 'child' }] });
    expect(dataOf('deleteDependentInIO', await server.call('deleteDependentInIO', { enrollment_id: id }))).toEqual({ deleted: 2 });
    expect(await tempStep(id, 'dependent_info')).toBeNull();
  });
});
