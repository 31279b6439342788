import { describe, expect, it } from 'vitest';
import { isSubmittedReply } from '../../contract/index.ts';
import { cartItems } from '../../server/db/schema.ts';
import { signInAs } from './enroller-sign-in-support.ts';
import { dataOf, expectFieldError, useTestServer } from './harness.ts';
import { cardRequest, signedAgreement } from './step-requests.ts';

// Submitted means closed (issue 23 §5, docs/reference-server.md, Enrollment wizard): every code and
// link to a submitted enrollment answers its confirmation number, so the storefront opens the
// receipt, read-only, and no step; a session that comes in by them may read the receipt only.

const server = useTestServer();

const personal = { first_name: 'Ann', last_name: 'Lee', height_feet: '5', height_inch: '6', weight: '150', marital_status: '1', ssn: '123456780', prior_coverage_flag: '0' };
const contact = { email_address: 'ann.lee@example.com', phone_number: '3125550111', address1: '1 Main St', city: 'New York', state: 'NY', zip: '10001' };

/**
 * A visitor's dental IO enrollment walked to Billing Information, saved for later there (the
 * mail's code and link), then submitted: its id, code, link token and confirmation number.
 */
const submittedWithCode = async (email: string) => {
  const owner = server.visitor();
  const { temp_enrollment_id: id } = dataOf('addFilterForNewUser', await owner.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }));
  await server.db.insert(cartItems).values({ enrollmentId: id, planId: 121, planPricingId: 1211, priceCents: 1000 });
  dataOf('savePersonalInfo', await owner.call('savePersonalInfo', { enrollment_id: id, ...personal }));
  dataOf('saveContactInfo', await owner.call('saveContactInfo', { enrollment_id: id, ...contact }));
  dataOf('saveAgreementInfo', await owner.call('saveAgreementInfo', signedAgreement(id)));
  dataOf('saveEnrollmentForLater', await owner.call('saveEnrollmentForLater', { enrollment_id: id, email, tab: 'payment_info', data: { payment_method: 'cc' } }));
  const mail = (await server.outbox.list()).filter((sent) => sent.to === email).at(-1)!;
  const code = /Enrollment code: (\S+)\n/.exec(mail.text)![1]!;
  const token = /\/direct-continue\/(\S+)\/payment_info$/.exec(mail.text)![1]!;
  const resumedBeforeSubmit = dataOf('directContinue', await server.visitor().call('directContinue', { id: token }));
  dataOf('saveBillingInfo', await owner.call('saveBillingInfo', cardRequest(id)));
  const { policy_id } = dataOf('saveReviewInfo', await owner.call('saveReviewInfo', { enrollment_id: id, additional_notes: '', first_enroll: 1 }));
  return { owner, id, code, token, policy_id, resumedBeforeSubmit };
};

/**
 * A session that came in by the code or link after the submit reads the receipt and nothing else
 * of the enrollment: its steps (health answers among them), tabs and cart answer as for an unknown
 * enrollment, and a change too.
 */
const expectReceiptOnly = async (caller: ReturnType<typeof server.visitor>, id: string, policyId: string) => {
  expect(dataOf('getReceipt', await caller.call('getReceipt', { enrollment_id: id })).policy_id).toBe(policyId);
  expectFieldError(await caller.call('getEnrollmentTempStep', { enrollment_id: id, column: 'primary_info' }), 'enrollment_id', 'Enrollment not found');
  expectFieldError(await caller.call('getEnrollmentTempInfo', { enrollment_id: id, column: 'primary_info' }), 'enrollment_id', 'Enrollment not found');
  expectFieldError(await caller.call('getDynamicTabs', { enrollment_id: id }), 'enrollment_id', 'Enrollment not found');
  expectFieldError(await caller.call('savePersonalInfo', { enrollment_id: id, ...personal, first_name: 'Changed' }), 'enrollment_id', 'Enrollment not found');
};

describe('a submitted enrollment is closed', () => {
  it("continue-enrollment answers its confirmation number (the receipt's route) and lets the session read the receipt only", async () => {
    const { id, code, policy_id } = await submittedWithCode('closed.code@example.com');
    const other = server.visitor();
    const resumed = dataOf('continueEnrollment', await other.call('continueEnrollment', { code, email: 'closed.code@example.com' }));
    expect(resumed).toEqual({
      enrollment_id: id,
      saved_tab: 'payment_info',
      policy_id,
      others: { group_id: null, platform_group_id: null, agent_id: null, open_type: null, type: 'new-user' },
    });
    expect(isSubmittedReply(resumed)).toBe(true);
    await expectReceiptOnly(other, id, policy_id);
  });

  it("the save-later mail's direct-continue link answers the confirmation number, not only the saved step", async () => {
    const { owner, id, token, policy_id, resumedBeforeSubmit } = await submittedWithCode('closed.link@example.com');
    // before the submit the same link resumed at the saved step, with no confirmation number
    expect(resumedBeforeSubmit).toMatchObject({ enrollment_id: id, saved_tab: 'payment_info' });
    expect(isSubmittedReply(resumedBeforeSubmit)).toBe(false);
    const other = server.visitor();
    const resumed = dataOf('directContinue', await other.call('directContinue', { id: token }));
    expect(resumed).toMatchObject({ enrollment_id: id, policy_id });
    expect(isSubmittedReply(resumed)).toBe(true);
    await expectReceiptOnly(other, id, policy_id);
    // its submitter's session still sees the whole enrollment, read-only
    expect(dataOf('getEnrollmentTempStep', await owner.call('getEnrollmentTempStep', { enrollment_id: id, column: 'primary_info' })).result).toMatchObject({ first_name: 'Ann' });
    expect((await owner.call('savePersonalInfo', { enrollment_id: id, ...personal, first_name: 'Changed' })).status).toBe(409);
  });

  it('a receipt the link opened stays readable after a sign-in, which moves the session to a new token', async () => {
    const { token, id, policy_id } = await submittedWithCode('closed.sign-in@example.com');
    const other = server.visitor();
    dataOf('directContinue', await other.call('directContinue', { id: token }));
    await signInAs(server, 'jane.doe@example.com', other);
    await expectReceiptOnly(other, id, policy_id);
  });

  it('get-dynamic-tabs of a submitted enrollment carries its confirmation number (a stored tempId opens the receipt), of an open one none', async () => {
    const { owner, id, policy_id } = await submittedWithCode('closed.tabs@example.com');
    expect(dataOf('getDynamicTabs', await owner.call('getDynamicTabs', { enrollment_id: id })).policy_id).toBe(policy_id);
    const { temp_enrollment_id: open } = dataOf('addFilterForNewUser', await owner.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }));
    expect(isSubmittedReply(dataOf('getDynamicTabs', await owner.call('getDynamicTabs', { enrollment_id: open })))).toBe(false);
  });

  it('get-plan-cart of a submitted enrollment carries its confirmation number too (the cart opens the receipt)', async () => {
    const { owner, id, policy_id } = await submittedWithCode('closed.cart@example.com');
    expect(dataOf('getPlanCart', await owner.call('getPlanCart', { enrollment_id: id })).policy_id).toBe(policy_id);
    const { temp_enrollment_id: open } = dataOf('addFilterForNewUser', await owner.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }));
    expect(isSubmittedReply(dataOf('getPlanCart', await owner.call('getPlanCart', { enrollment_id: open })))).toBe(false);
  });

  it('tells a stranger nothing: its confirmation number answers only to a bound session', async () => {
    const { id } = await submittedWithCode('closed.stranger@example.com');
    const stranger = server.visitor();
    expectFieldError(await stranger.call('getDynamicTabs', { enrollment_id: id }), 'enrollment_id', 'Enrollment not found');
    expectFieldError(await stranger.call('getReceipt', { enrollment_id: id }), 'enrollment_id', 'Enrollment not found');
  });
});
