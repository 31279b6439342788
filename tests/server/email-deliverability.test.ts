import { describe, expect, it } from 'vitest';
import { emailDeliverabilityMessages, stepMessages } from '../../contract/index.ts';
import { emailVerdictOf } from '../../server/steps/contact.ts';
import { dataOf, expectFieldError, failureOf, useTestServer } from './harness.ts';

// validate-email-neverbounce (spec 2 §7) and the same rule on Contact's save: the reference server's
// deterministic stand-in for NeverBounce (docs/reference-server.md, Contact Information).

const server = useTestServer();

const verdict = async (email: string) => dataOf('validateEmailNeverbounce', await server.call('validateEmailNeverbounce', { email }));

describe('the deliverability rule', () => {
  it.each([
    ['ana.reyes@example.com', 'valid'],
    [' Ana.Reyes@Example.com ', 'valid'],
    ['ana@bounce.example.com', 'invalid'],
    ['ana@NoMail.Example.org', 'invalid'],
    ['ana@mail.invalid', 'invalid'],
    ['ana@host.test', 'invalid'],
    ['ana@mailinator.com', 'disposable'],
    ['ana@YOPMAIL.com', 'disposable'],
    ['ana@mailinator.com.example.com', 'valid'],
    ['ana.example.com', 'invalid'],
    ['', 'invalid'],
  ])('%s is %s', (email, result) => {
    expect(emailVerdictOf(email).result).toBe(result);
  });
});

describe('validate-email-neverbounce', () => {
  it('answers valid with no message, or why the address is refused, at email_address', async () => {
    expect(await verdict('ana.reyes@example.com')).toEqual({ target_element: 'email_address', is_valid: true, result: 'valid', error_message: '' });
    expect(await verdict('ana@bounce.example.com')).toEqual({ target_element: 'email_address', is_valid: false, result: 'invalid', error_message: emailDeliverabilityMessages.invalid });
    expect(await verdict('ana@guerrillamail.com')).toEqual({ target_element: 'email_address', is_valid: false, result: 'disposable', error_message: emailDeliverabilityMessages.disposable });
    expect(await verdict('not an address')).toMatchObject({ is_valid: false, result: 'invalid', error_message: stepMessages.email });
  });

  it('refuses an address longer than the e-mail bound at the field, never a 500', async () => {
    failureOf(await server.call('validateEmailNeverbounce', { email: `${'a'.repeat(250)}@example.com` }), 422);
  });
});

describe('save-contact-info and the deliverability rule', () => {
  const contact = { phone_number: '3125550111', address1: '1 Main St', city: 'New York', state: 'NY', zip: '10001' };
  const enrollment = async () =>
    dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' })).temp_enrollment_id;

  it('refuses an undeliverable or disposable address at the e-mail, stores nothing, and saves a deliverable one', async () => {
    const id = await enrollment();
    expectFieldError(await server.call('saveContactInfo', { enrollment_id: id, ...contact, email_address: 'ann@bounce.example.com' }), 'email_address', emailDeliverabilityMessages.invalid);
    expectFieldError(await server.call('saveContactInfo', { enrollment_id: id, ...contact, email_address: 'ann@mailinator.com' }), 'email_address', emailDeliverabilityMessages.disposable);
    expect(dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id: id, column: 'contact_info' })).result).toBeNull();
    expect(dataOf('saveContactInfo', await server.call('saveContactInfo', { enrollment_id: id, ...contact, email_address: 'ann.lee@example.com' }))).toEqual({ saved: true });
  });

  it('leaves a malformed address to its field rule, one message only', async () => {
    const id = await enrollment();
    expect(failureOf(await server.call('saveContactInfo', { enrollment_id: id, ...contact, email_address: 'ann@' }), 422).data).toEqual([
      { target_element: 'email_address', error_message: stepMessages.email },
    ]);
  });
});
