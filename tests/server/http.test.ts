import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, type EndpointName } from '../../contract/index.ts';
import { dataOf, expectFieldError, failureOf, useTestServer } from './harness.ts';
import { validRequests } from './valid-requests.ts';
import { requestCode } from './enroller-sign-in-support.ts';

// The binder and the envelope rules, over every row of the endpoint table.

const names = Object.keys(endpoints) as EndpointName[];

/** Values no field accepts, or that push at its edges. */
const junkValues: unknown[] = ['', ' ', '%%%', 'x'.repeat(5000), '-1', 0, 3.5, null, true, [], {}, ['a'], '999999999999999999999'];

const server = useTestServer();

describe('every endpoint', () => {
  // EL1001 pays by statement (portal 21): its billing step is saved before its review, which the
  // table's billing rows (on other enrollments) do not do
  beforeAll(async () => {
    // sign-in-enroller's valid request is the code the server mails
    validRequests.signInEnroller.code = await requestCode(server, validRequests.signInEnroller.email);
    dataOf('saveBillingInfo', await server.call('saveBillingInfo', { enrollment_id: 'EL1001', payment_method: 'stmt' }));
    // Maria's member rows answer to the session holding her signed link (decrypt-detail)
    dataOf('decryptDetail', await server.call('decryptDetail', validRequests.decryptDetail));
    // check-prudential-plan/{hash} asks about a card as priced: the first card of the pricing
    validRequests.checkPrudentialPlanHash.hash = dataOf('getPlanPricingDetail', await server.call('getPlanPricingDetail', validRequests.getPlanPricingDetail)).plans[0]!.hash;
  });

  // sign-out ends the sign-in the member rows need: it comes after them; save-review-info submits
  // EL1001, which makes it read-only (409): it goes last, and the receipt after it
  const last = ['signOutEnroller', 'saveReviewInfo', 'getReceipt'] as const;
  const submittingLast = [...names.filter((name) => !(last as readonly EndpointName[]).includes(name)), ...last];
  it.each(submittingLast)('%s answers its success envelope for a valid request', async (name) => {
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
      expect([200, 204, 400, 404, 409, 422], `${JSON.stringify(request)} → ${JSON.stringify(reply.body)}`).toContain(reply.status);
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
    const enrollment_id = dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', validRequests.addFilterForNewUser)).temp_enrollment_id;
    await server.call('saveEnrollmentForLater', { ...validRequests.saveEnrollmentForLater, enrollment_id, email: 'later-row@example.com' });
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
