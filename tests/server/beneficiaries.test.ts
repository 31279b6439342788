import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { beneficiaryMessages, beneficiaryRelationships, stepMessages, type Beneficiary, type BeneficiaryRequest } from '../../contract/index.ts';
import { cartItems, enrollmentTabs } from '../../server/db/schema.ts';
import { BENEFICIARY_FORM_FIELDS } from '../../server/handlers/beneficiaries.ts';
import { dataOf, failureOf, memberEnrollment, useTestServer, expectFieldError } from './harness.ts';
import { watchedReplies } from './ssn-replies.ts';

// Beneficiary Information's calls (spec 2 §7; docs/reference-server.md, Beneficiary Information).

const server = useTestServer();

const newEnrollment = async (planIds: number[] = []) => {
  const { temp_enrollment_id } = dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }));
  if (planIds.length > 0) {
    await server.db.insert(cartItems).values(planIds.map((planId) => ({ enrollmentId: temp_enrollment_id, planId, planPricingId: planId * 10 + 1, priceCents: 1000 })));
  }
  return temp_enrollment_id;
};
const mariaEnrollment = () => memberEnrollment(server);

const luis: BeneficiaryRequest = {
  beneficiary_id: '',
  first_name: 'Luis',
  last_name: 'Reyes',
  birthdate: '06/14/1983',
  ssn: '987654321',
  relationship: 'spouse',
  beneficiary_percentage: '60',
};
const ana: BeneficiaryRequest = { ...luis, first_name: 'Ana', birthdate: '09/02/2012', ssn: '876543219', relationship: 'child', beneficiary_percentage: '40' };

const stored = async (enrollmentId: string) => {
  const [row] = await server.db
    .select()
    .from(enrollmentTabs)
    .where(and(eq(enrollmentTabs.enrollmentId, enrollmentId), eq(enrollmentTabs.tab, 'beneficiary_info')));
  return row ?? null;
};

describe('get-form-fields-beneficiary-info', () => {
  it("answers the add and edit form's definitions: every field required but the middle name", async () => {
    const enrollment_id = await newEnrollment();
    const { result } = dataOf('getFormFieldsBeneficiaryInfo', await server.call('getFormFieldsBeneficiaryInfo', { enrollment_id }));
    expect(result).toEqual(BENEFICIARY_FORM_FIELDS);
    expect(result.filter((field) => field.required === 0).map((field) => field.field_name)).toEqual(['middle_name']);
  });

  it('refuses an unknown enrollment at enrollment_id', async () => {
    expect(failureOf(await server.call('getFormFieldsBeneficiaryInfo', { enrollment_id: 'TE404' }), 422).data[0]?.target_element).toBe('enrollment_id');
  });
});

describe('get-beneficiary-relationships', () => {
  it('answers the relationships as value and name', async () => {
    expect(dataOf('getBeneficiaryRelationships', await server.call('getBeneficiaryRelationships', {})).result).toEqual(beneficiaryRelationships.map((item) => ({ ...item })));
  });
});

describe('validate-single-beneficiary', () => {
  it('accepts a valid beneficiary', async () => {
    expect(dataOf('validateSingleBeneficiary', await server.call('validateSingleBeneficiary', luis))).toEqual({ valid: true });
  });

  it.each([
    ['first_name', '', stepMessages.required],
    ['first_name', 'L4is', stepMessages.firstName],
    ['last_name', '', stepMessages.required],
    ['last_name', 'R3yes', stepMessages.lastName],
    ['birthdate', '', stepMessages.required],
    ['birthdate', '13/45/2000', stepMessages.date],
    ['birthdate', '01/01/2999', stepMessages.futureDate],
    ['ssn', '', stepMessages.required],
    ['ssn', '12345', beneficiaryMessages.ssn],
    ['ssn', '12345678a', beneficiaryMessages.ssn],
    ['ssn', '1234567890', beneficiaryMessages.ssn],
    ['relationship', '', stepMessages.required],
    ['relationship', 'cousin', beneficiaryMessages.relationship],
    ['beneficiary_percentage', '', stepMessages.required],
    ['beneficiary_percentage', '0', beneficiaryMessages.percentage],
    ['beneficiary_percentage', '101', beneficiaryMessages.percentage],
    ['beneficiary_percentage', '-5', beneficiaryMessages.percentage],
    ['beneficiary_percentage', '1000', beneficiaryMessages.percentage],
    ['beneficiary_percentage', '5.5', beneficiaryMessages.percentage],
  ])('refuses %s %j with its message at the field', async (field, value, message) => {
    expectFieldError(await server.call('validateSingleBeneficiary', { ...luis, [field]: value }), field, message);
  });

  it('refuses junk types at the field, never a 500', async () => {
    for (const junk of [42, null, [], {}, true]) {
      const reply = await server.call('validateSingleBeneficiary', { ...luis, beneficiary_percentage: junk });
      expect(failureOf(reply, 422).data[0]?.target_element).toBe('beneficiary_percentage');
    }
    expect(server.loggedErrors).toEqual([]);
  });

  it('accepts 1 and 100, and a middle name left out or blank', async () => {
    for (const beneficiary_percentage of ['1', '100']) dataOf('validateSingleBeneficiary', await server.call('validateSingleBeneficiary', { ...luis, beneficiary_percentage }));
    dataOf('validateSingleBeneficiary', await server.call('validateSingleBeneficiary', { ...luis, middle_name: '' }));
    expectFieldError(await server.call('validateSingleBeneficiary', { ...luis, middle_name: 'J4' }), 'middle_name', stepMessages.middleName);
  });
});

describe('save-beneficiary-info', () => {
  it('stores the list totalling 100 with ids of its own, as the temp info and the existing call answer it', async () => {
    const enrollment_id = await newEnrollment([171]);
    expect(dataOf('saveBeneficiaryInfo', await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: [luis, ana] }))).toEqual({ saved: true });
    const row = await stored(enrollment_id);
    expect(row?.savedAt).not.toBeNull();
    const temp = dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id, column: 'benificiary_info' })).result;
    const list = (temp as { beneficiaries: Record<string, string>[] }).beneficiaries;
    expect(list.map((entry) => [entry.first_name, entry.beneficiary_percentage])).toEqual([
      ['Luis', '60'],
      ['Ana', '40'],
    ]);
    for (const entry of list) expect(entry.beneficiary_id).toMatch(/^B[0-9A-F]{10}$/);
    // a new applicant's enrollment answers the list it keeps
    expect(dataOf('getBeneficiariesExistingUserEnrollment', await server.call('getBeneficiariesExistingUserEnrollment', { enrollment_id })).result).toEqual(list);
  });

  it.each([
    [[], beneficiaryMessages.none],
    [[{ ...luis, beneficiary_percentage: '60' }], beneficiaryMessages.totalUnder(60)],
    [[luis, { ...ana, beneficiary_percentage: '50' }], beneficiaryMessages.totalOver(110)],
    [[{ ...luis, beneficiary_percentage: '30' }, { ...ana, beneficiary_percentage: '30' }, { ...ana, beneficiary_percentage: '30' }], beneficiaryMessages.tooMany],
    [[{ ...luis, beneficiary_percentage: '25' }, { ...ana, beneficiary_percentage: '25' }, { ...ana, beneficiary_percentage: '25' }, { ...ana, beneficiary_percentage: '25' }], beneficiaryMessages.tooMany],
  ])('refuses a list that does not total 100 (or more than 3) at beneficiaries: %#', async (beneficiaries, message) => {
    const enrollment_id = await newEnrollment([171]);
    expectFieldError(await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries }), 'beneficiaries', message);
    expect(await stored(enrollment_id)).toBeNull();
  });

  it("refuses a bad entry at its dotted field and keeps what was saved before", async () => {
    const enrollment_id = await newEnrollment([171]);
    dataOf('saveBeneficiaryInfo', await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: [{ ...luis, beneficiary_percentage: '100' }] }));
    expectFieldError(
      await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: [luis, { ...ana, ssn: '12' }] }),
      'beneficiaries.1.ssn',
      beneficiaryMessages.ssn,
    );
    expectFieldError(
      await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: [luis, { ...ana, relationship: 'boss' }] }),
      'beneficiaries.1.relationship',
      beneficiaryMessages.relationship,
    );
    const list = ((await stored(enrollment_id))?.data as { beneficiaries: { first_name: string }[] }).beneficiaries;
    expect(list.map((entry) => entry.first_name)).toEqual(['Luis']);
  });

  it('refuses junk lists, never a 500', async () => {
    const enrollment_id = await newEnrollment([171]);
    for (const beneficiaries of [null, 'x', {}, [1, 2], Array.from({ length: 60 }, () => luis)]) {
      const reply = await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries });
      expect(failureOf(reply, 422).data.length).toBeGreaterThan(0);
    }
    expect(server.loggedErrors).toEqual([]);
    expect(await stored(enrollment_id)).toBeNull();
  });

  it('keeps the ids the server issued and replaces others', async () => {
    const enrollment_id = await newEnrollment([171]);
    dataOf('saveBeneficiaryInfo', await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: [{ ...luis, beneficiary_id: 'MB5011', beneficiary_percentage: '50' }, { ...ana, beneficiary_id: 'not an id!', beneficiary_percentage: '50' }] }));
    const list = ((await stored(enrollment_id))?.data as { beneficiaries: { beneficiary_id: string }[] }).beneficiaries;
    expect(list[0]?.beneficiary_id).toBe('MB5011');
    expect(list[1]?.beneficiary_id).toMatch(/^B[0-9A-F]{10}$/);
  });
});

describe('get-beneficiaries-existing-user-enrollment', () => {
  it("answers Maria's two beneficiaries on file (demo data), then the list her enrollment keeps", async () => {
    const enrollment_id = await mariaEnrollment();
    const { result } = dataOf('getBeneficiariesExistingUserEnrollment', await server.call('getBeneficiariesExistingUserEnrollment', { enrollment_id }));
    expect(result.map((entry) => `${entry.first_name} ${entry.last_name} ${entry.relationship} ${entry.beneficiary_percentage}`)).toEqual([
      'Luis Reyes spouse 60',
      'Sofia Reyes child 40',
    ]);
    // their SSNs by the last four digits only
    expect(result.map((entry) => [entry.beneficiary_id, entry.birthdate, entry.ssn])).toEqual([
      ['MB5011', '06/14/1983', '*****4321'],
      ['MB5012', '09/02/2012', '*****3219'],
    ]);
    // Save & Continue Later keeps a changed list: a resume finds it
    dataOf('saveEnrollmentForLater', await server.call('saveEnrollmentForLater', { enrollment_id, email: 'maria@example.com', tab: 'benificiary_info', data: { beneficiaries: [{ ...luis, beneficiary_percentage: '100' }] } }));
    const kept = dataOf('getBeneficiariesExistingUserEnrollment', await server.call('getBeneficiariesExistingUserEnrollment', { enrollment_id })).result;
    expect(kept.map((entry) => [entry.first_name, entry.beneficiary_percentage, entry.ssn])).toEqual([['Luis', '100', '*****4321']]);
  });

  it("answers none for a new applicant's enrollment that keeps no list", async () => {
    const enrollment_id = await newEnrollment();
    expect(dataOf('getBeneficiariesExistingUserEnrollment', await server.call('getBeneficiariesExistingUserEnrollment', { enrollment_id })).result).toEqual([]);
  });
});

describe('the beneficiary tab', () => {
  it('is required with a term life plan in the cart, not without', async () => {
    const tabsOf = async (enrollment_id: string) =>
      dataOf('getDynamicTabs', await server.call('getDynamicTabs', { enrollment_id }))
        .result.filter((tab) => tab.required === 1)
        .map((tab) => tab.tab_name);
    expect(await tabsOf(await newEnrollment([171]))).toContain('beneficiary_info');
    expect(await tabsOf(await newEnrollment([172]))).toContain('beneficiary_info');
    expect(await tabsOf(await newEnrollment([121]))).not.toContain('beneficiary_info');
  });

  it('review refuses the submission until the beneficiaries are saved', async () => {
    const enrollment_id = await newEnrollment([172]);
    const reply = await server.call('saveReviewInfo', { enrollment_id, additional_notes: '', first_enroll: 1 });
    expect(failureOf(reply, 422).message).toContain('Beneficiary Information');
  });
});

describe('beneficiary SSNs: answered masked, and masked means unchanged per beneficiary (by its id)', () => {
  const keptList = async (enrollment_id: string) => {
    const row = await stored(enrollment_id);
    return [...((row?.draft ?? row?.data) as { beneficiaries: Record<string, string>[] }).beneficiaries];
  };
  const storedSsns = async (enrollment_id: string) => (await keptList(enrollment_id)).map((entry) => [entry.first_name, entry.ssn]);
  const ssnError = (index: number) => ({ target_element: `beneficiaries.${index}.ssn`, error_message: stepMessages.ssn });

  it('answers every list masked (existing call, temp info); sent back as answered each beneficiary keeps its own SSN, whatever its place', async () => {
    const watched = watchedReplies(server);
    const enrollment_id = await newEnrollment([171]);
    dataOf('saveBeneficiaryInfo', await watched.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: [luis, ana] }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Luis', '987654321'],
      ['Ana', '876543219'],
    ]);
    const answered = dataOf('getBeneficiariesExistingUserEnrollment', await watched.call('getBeneficiariesExistingUserEnrollment', { enrollment_id })).result;
    expect(answered.map((entry) => entry.ssn)).toEqual(['*****4321', '*****3219']);
    const temp = dataOf('getEnrollmentTempStep', await watched.call('getEnrollmentTempStep', { enrollment_id, column: 'benificiary_info' })).result as { beneficiaries: Beneficiary[] };
    expect(temp.beneficiaries).toEqual(answered);

    // the list sent back masked, in the other order and with other percentages: matched by id, not by place
    const [first, second] = answered as [Beneficiary, Beneficiary];
    dataOf('saveBeneficiaryInfo', await watched.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: [{ ...second, beneficiary_percentage: '50' }, { ...first, beneficiary_percentage: '50' }] }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Ana', '876543219'],
      ['Luis', '987654321'],
    ]);
    expect((await keptList(enrollment_id)).map((entry) => entry.beneficiary_id)).toEqual([second.beneficiary_id, first.beneficiary_id]);
    // the form's check takes the masked form too (it names no enrollment: the save judges the mask)
    dataOf('validateSingleBeneficiary', await watched.call('validateSingleBeneficiary', first));
    dataOf('getBeneficiariesExistingUserEnrollment', await watched.call('getBeneficiariesExistingUserEnrollment', { enrollment_id }));
    watched.expectNoneWhole('987654321', '876543219');
  });

  it('refuses a mask that is not the kept SSN of that beneficiary at its ssn, and stores nothing; a typed SSN replaces the kept one', async () => {
    const enrollment_id = await newEnrollment([171]);
    dataOf('saveBeneficiaryInfo', await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: [luis, ana] }));
    const [first, second] = dataOf('getBeneficiariesExistingUserEnrollment', await server.call('getBeneficiariesExistingUserEnrollment', { enrollment_id })).result as [Beneficiary, Beneficiary];
    const refusedWith = async (beneficiaries: unknown[], errors: unknown[]) => {
      expect(failureOf(await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries }), 422).data).toEqual(errors);
      expect(await storedSsns(enrollment_id)).toEqual([
        ['Luis', '987654321'],
        ['Ana', '876543219'],
      ]);
    };
    // the other beneficiary's mask, an id the list does not keep, no id at all
    await refusedWith([first, { ...second, ssn: first.ssn }], [ssnError(1)]);
    await refusedWith([{ ...first, beneficiary_id: 'B0000000000' }, second], [ssnError(0)]);
    await refusedWith([first, { ...second, beneficiary_id: '' }], [ssnError(1)]);
    await refusedWith([{ ...first, ssn: '*****1111' }, { ...second, ssn: '*****2222' }], [ssnError(0), ssnError(1)]);
    // a new applicant's list never reads the member records: a masked SSN without a kept one is refused
    const fresh = await newEnrollment([171]);
    expectFieldError(await server.call('saveBeneficiaryInfo', { enrollment_id: fresh, beneficiaries: [{ ...first, beneficiary_id: 'MB5011', beneficiary_percentage: '100' }] }), 'beneficiaries.0.ssn', stepMessages.ssn);
    expect(await stored(fresh)).toBeNull();

    dataOf('saveBeneficiaryInfo', await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: [first, { ...second, ssn: '111223333' }] }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Luis', '987654321'],
      ['Ana', '111223333'],
    ]);
  });

  it('gives an entry that repeats another one’s id an id of its own (ids stay one per beneficiary)', async () => {
    const enrollment_id = await newEnrollment([171]);
    dataOf('saveBeneficiaryInfo', await server.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: [{ ...luis, beneficiary_id: 'B0000000001' }, { ...ana, beneficiary_id: 'B0000000001' }] }));
    const ids = (await keptList(enrollment_id)).map((entry) => entry.beneficiary_id);
    expect(ids[0]).toBe('B0000000001');
    expect(ids[1]).toMatch(/^B[0-9A-F]{10}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it("keeps Maria's beneficiaries on file when her step sends them back as answered (masked): nothing asked again", async () => {
    const watched = watchedReplies(server);
    const enrollment_id = await mariaEnrollment();
    const onFile = dataOf('getBeneficiariesExistingUserEnrollment', await watched.call('getBeneficiariesExistingUserEnrollment', { enrollment_id })).result;
    dataOf('saveBeneficiaryInfo', await watched.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: onFile }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Luis', '987654321'],
      ['Sofia', '876543219'],
    ]);
    // once kept, the list is hers: answered masked again, and again kept
    const kept = dataOf('getBeneficiariesExistingUserEnrollment', await watched.call('getBeneficiariesExistingUserEnrollment', { enrollment_id })).result;
    expect(kept).toEqual(onFile);
    dataOf('saveBeneficiaryInfo', await watched.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: kept }));
    expect(await storedSsns(enrollment_id)).toEqual([
      ['Luis', '987654321'],
      ['Sofia', '876543219'],
    ]);
    dataOf('getEnrollmentTempStep', await watched.call('getEnrollmentTempStep', { enrollment_id, column: 'benificiary_info' }));
    watched.expectNoneWhole('987654321', '876543219');
  });

  it('Save & Continue Later: entries get ids, a resume answers them masked, sent back masked they keep their SSNs; a wrong mask is refused at data', async () => {
    const watched = watchedReplies(server);
    const enrollment_id = await newEnrollment([171]);
    const email = 'beneficiary.draft@example.com';
    const saveLater = (beneficiaries: unknown[]) => watched.call('saveEnrollmentForLater', { enrollment_id, email, tab: 'benificiary_info', data: { beneficiaries } });
    // the step's list as it stands: a new beneficiary has no id yet
    dataOf('saveEnrollmentForLater', await saveLater([{ ...luis, beneficiary_percentage: '100' }]));
    const [drafted] = await keptList(enrollment_id);
    expect(drafted).toMatchObject({ ssn: '987654321', beneficiary_id: expect.stringMatching(/^B[0-9A-F]{10}$/) });
    const resumed = dataOf('getEnrollmentTempStep', await watched.call('getEnrollmentTempStep', { enrollment_id, column: 'benificiary_info' })).result as { beneficiaries: Beneficiary[] };
    expect(resumed.beneficiaries).toEqual([{ ...drafted, ssn: '*****4321' }]);
    // saved later again as answered: kept
    dataOf('saveEnrollmentForLater', await saveLater(resumed.beneficiaries));
    expect(await storedSsns(enrollment_id)).toEqual([['Luis', '987654321']]);
    // a wrong mask: refused at data.beneficiaries.0.ssn, no draft change, no mail
    const mails = (await server.outbox.list()).length;
    const refused = failureOf(await saveLater([{ ...resumed.beneficiaries[0], ssn: '*****9999' }]), 422);
    expect(refused.data).toEqual([{ target_element: 'data.beneficiaries.0.ssn', error_message: stepMessages.ssn }]);
    expect((await server.outbox.list()).length).toBe(mails);
    expect(await storedSsns(enrollment_id)).toEqual([['Luis', '987654321']]);
    // and Next saves the resumed list as answered
    dataOf('saveBeneficiaryInfo', await watched.call('saveBeneficiaryInfo', { enrollment_id, beneficiaries: resumed.beneficiaries }));
    expect((await stored(enrollment_id))?.data).toMatchObject({ beneficiaries: [{ first_name: 'Luis', ssn: '987654321', beneficiary_id: drafted!.beneficiary_id }] });
    watched.expectNoneWhole('987654321');
  });
});
