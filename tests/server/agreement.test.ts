import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agreementMessages, agreementValuesOf, SIGNATURE_PREFIX, type AgreementMode, type FormField } from '../../contract/index.ts';
import { enrollmentTabs } from '../../server/db/schema.ts';
import { agreementModeFor, usDate, type ModeFacts } from '../../server/steps/agreement.ts';
import { TINY_PNG } from '../../model-tests/lib/agreement-fixtures.ts';
import { dataOf, failureOf, memberEnrollment, useTestServer, expectFieldError } from './harness.ts';
import { signInAs } from './enroller-sign-in-support.ts';

// Agreement & Signature's calls (spec 3 §7; docs/reference-server.md, Agreement & Signature).

const server = useTestServer();

const individual = async () =>
  dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' })).temp_enrollment_id;
const mainSiteVisitor = async () =>
  dataOf(
    'addFilterForNewUser',
    await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO', eprocess: 'group', group_id: 1000, type: 'new-group-member' }),
  ).temp_enrollment_id;
const acmeGroup = async () =>
  dataOf(
    'addFilterForNewUser',
    await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO', eprocess: 'group', group_id: 2556, type: 'new-group-member' }),
  ).temp_enrollment_id;
/** Jane, signed in (her members answer only to her), starts an enrollment for Maria. */
const janeForMaria = async () => {
  await signInAs(server, 'jane.doe@example.com');
  return dataOf('addFilterForExistingUser', await server.call('addFilterForExistingUser', { user_id: 501, tier: 'IO', eprocess: 'rep', agent_id: 701 })).temp_enrollment_id;
};
const mariaHerself = () => memberEnrollment(server);

const definitionsOf = async (enrollment_id: string) => dataOf('getFormFieldsAgreementInfo', await server.call('getFormFieldsAgreementInfo', { enrollment_id })).result;
const required = (fields: readonly FormField[]) => Object.fromEntries(fields.filter((field) => field.required === 1).map((field) => [field.field_name, field.value]));
const today = usDate(new Date());

const kept = async (enrollment_id: string) => dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id, column: 'aggrement_info' })).result;
const storedRow = async (enrollmentId: string) => {
  const [row] = await server.db.select().from(enrollmentTabs).where(and(eq(enrollmentTabs.enrollmentId, enrollmentId), eq(enrollmentTabs.tab, 'agreement_info')));
  return row ?? null;
};

describe('the mode of an enrollment (server/steps/agreement.ts)', () => {
  const facts = (over: Partial<ModeFacts>): ModeFacts => ({ eprocess: null, type: 'new-member', hasAgent: false, employerGroup: false, hasMember: false, ...over });
  const cases: [string, Partial<ModeFacts>, AgreementMode][] = [
    ['a rep with a known agent', { eprocess: 'rep', hasAgent: true }, 'rep'],
    ['a rep without one', { eprocess: 'rep' }, 'sigapplicant'],
    ['an employer group', { eprocess: 'group', type: 'new-group-member', employerGroup: true }, 'group'],
    ['the association’s own site (no employer)', { eprocess: 'group', type: 'new-group-member' }, 'sigapplicant'],
    ['an existing member herself', { eprocess: 'applicant', type: 'existing-member', hasMember: true }, 'applicant'],
    ['an applicant of no member on file', { eprocess: 'applicant', type: 'existing-member' }, 'sigapplicant'],
    ['an applicant who is a new member', { eprocess: 'applicant', type: 'new-member', hasMember: true }, 'sigapplicant'],
    ['a new individual', {}, 'sigapplicant'],
  ];
  it.each(cases)('%s', (_, over, mode) => {
    expect(agreementModeFor(facts(over))).toBe(mode);
  });
});

describe('get-agreement-texts', () => {
  it('answers two required texts', async () => {
    const { result } = dataOf('getAgreementTexts', await server.call('getAgreementTexts', { enrollment_id: await individual() }));
    expect(result.map((item) => [item.text_id, item.text_head, item.text_required])).toEqual([
      [1, 'Authorization', 1],
      [2, 'Terms Acknowledgment', 1],
    ]);
  });

  it("speaks as the member to the member, and as the rep in a rep's enrollment, with the same ids and heads (issue 28 item 8)", async () => {
    const texts = async (enrollment_id: string) => dataOf('getAgreementTexts', await server.call('getAgreementTexts', { enrollment_id })).result;
    const member = await texts(await individual());
    const rep = await texts(await janeForMaria());
    expect(member[0]?.text_body).toMatch(/^I authorize the carriers .* to enroll me in those plans/);
    expect(rep[0]?.text_body).toMatch(/^I confirm that the member authorized the carriers .* to enroll the member in those plans/);
    expect(rep[1]?.text_body).toMatch(/^I confirm that the member has been given the plan descriptions/);
    expect(rep.map((item) => [item.text_id, item.text_head, item.text_required])).toEqual(member.map((item) => [item.text_id, item.text_head, item.text_required]));
  });

  it('refuses an unknown enrollment at enrollment_id', async () => {
    expect(failureOf(await server.call('getAgreementTexts', { enrollment_id: 'TE404' }), 422).data[0]?.target_element).toBe('enrollment_id');
  });
});

describe('get-form-fields-agreement-info: the required flags make the mode', () => {
  it('a new individual and the association’s visitors sign (sigapplicant): signature and date', async () => {
    for (const enrollment_id of [await individual(), await mainSiteVisitor()]) {
      const fields = await definitionsOf(enrollment_id);
      expect(fields).toHaveLength(11);
      expect(required(fields)).toEqual({ date: today, signature: null });
    }
  });

  it('rep Jane for Maria: the broker’s name and code, read-only', async () => {
    const fields = await definitionsOf(await janeForMaria());
    expect(required(fields)).toEqual({ agent_name: 'Jane Doe', agent_code: 'JANE01', date: today });
    expect(fields.filter((field) => field.required === 1).every((field) => field.read_only === 1)).toBe(true);
  });

  it('an Acme group enrollment: the group’s name and code', async () => {
    expect(required(await definitionsOf(await acmeGroup()))).toEqual({ group_name: 'Acme Benefits', group_code: 'ACME', date: today });
  });

  it('Maria herself: her name (the personal step’s, else the member’s) and her question; never its answer', async () => {
    const enrollment_id = await mariaHerself();
    const fields = await definitionsOf(enrollment_id);
    expect(required(fields)).toEqual({ user_name: 'Maria Lopez', date: today, question_id: '1', question: "What is your mother's maiden name?", answer: null });
    expect(JSON.stringify(fields)).not.toContain('Garcia');
  });
});

describe('save-agreement-info', () => {
  it('saves a signed agreement; the temp info answers the map with the signature in pieces', async () => {
    const enrollment_id = await individual();
    dataOf('saveAgreementInfo', await server.call('saveAgreementInfo', { enrollment_id, eprocess: 'sigapplicant', agreed: [2, 1], date: '01/01/1999', signature: TINY_PNG }));
    const map = await kept(enrollment_id);
    // the enrollment's own date, not the browser's
    expect(map).toMatchObject({ eprocess: 'sigapplicant', agreed: [1, 2], date: today, answer: '' });
    expect(agreementValuesOf(map).signature).toBe(TINY_PNG);
    expect((await storedRow(enrollment_id))?.savedAt).not.toBeNull();
  });

  it('refuses unchecked texts and an empty pad, each at its field; stores nothing', async () => {
    const enrollment_id = await individual();
    const failure = failureOf(await server.call('saveAgreementInfo', { enrollment_id, eprocess: 'sigapplicant', agreed: [1] }), 422);
    expect(failure.data).toEqual([
      { target_element: 'agreed.2', error_message: 'This field is required.' },
      { target_element: 'signature', error_message: 'Signature is required' },
    ]);
    expect(await storedRow(enrollment_id)).toBeNull();
  });

  it('refuses a signature that is not a PNG, or too large', async () => {
    const enrollment_id = await individual();
    for (const signature of [
      'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==',
      `${SIGNATURE_PREFIX}${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`,
      `${TINY_PNG}${'A'.repeat(200_000)}`,
    ]) {
      expectFieldError(await server.call('saveAgreementInfo', { enrollment_id, eprocess: 'sigapplicant', agreed: [1, 2], signature }), 'signature', agreementMessages.signatureInvalid);
    }
    expect(await storedRow(enrollment_id)).toBeNull();
  });

  it('refuses a mode the definitions do not make', async () => {
    const enrollment_id = await individual();
    expectFieldError(await server.call('saveAgreementInfo', { enrollment_id, eprocess: 'rep', agreed: [1, 2], agent_name: 'Anyone' }), 'eprocess', agreementMessages.wrongMode);
  });

  it('Maria’s answer: required, then matched ignoring case and spaces', async () => {
    const enrollment_id = await mariaHerself();
    const save = (answer?: string) => server.call('saveAgreementInfo', { enrollment_id, eprocess: 'applicant', agreed: [1, 2], ...(answer === undefined ? {} : { answer }) });
    expectFieldError(await save(), 'answer', 'Field is required');
    expectFieldError(await save('   '), 'answer', 'Field is required');
    expectFieldError(await save('Smith'), 'answer', agreementMessages.wrongAnswer);
    dataOf('saveAgreementInfo', await save(' garcia '));
    expect(await kept(enrollment_id)).toMatchObject({ eprocess: 'applicant', user_name: 'Maria Lopez', question: "What is your mother's maiden name?", answer: 'garcia' });
  });

  it('rep and group save with the enrollment’s names and codes', async () => {
    const rep = await janeForMaria();
    dataOf('saveAgreementInfo', await server.call('saveAgreementInfo', { enrollment_id: rep, eprocess: 'rep', agreed: [1, 2], agent_name: 'Someone Else' }));
    expect(await kept(rep)).toMatchObject({ eprocess: 'rep', agent_name: 'Jane Doe', agent_code: 'JANE01', date: today });
    const group = await acmeGroup();
    dataOf('saveAgreementInfo', await server.call('saveAgreementInfo', { enrollment_id: group, eprocess: 'group', agreed: [1, 2] }));
    expect(await kept(group)).toMatchObject({ eprocess: 'group', group_name: 'Acme Benefits', group_code: 'ACME' });
  });

  it('a save-later draft (signature in pieces) is answered over the saved agreement', async () => {
    const enrollment_id = await individual();
    const draft = { agreed: [1], answer: '', signature: [TINY_PNG.slice(0, 40), TINY_PNG.slice(40)], signature_method: 'type', signature_name: 'Ana Reyes' };
    dataOf('saveEnrollmentForLater', await server.call('saveEnrollmentForLater', { enrollment_id, email: 'ana@example.com', tab: 'aggrement_info', data: draft }));
    expect(agreementValuesOf(await kept(enrollment_id))).toEqual({ agreed: [1], answer: '', signature: TINY_PNG, signature_method: 'type', signature_name: 'Ana Reyes' });
  });
});
