import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiFailureSchema, endpoints, errorEnvelopeSchema, fieldErrorsOf, isEmpty, EMPTY, successEnvelope } from '../../contract/index.ts';

const rows = Object.entries(endpoints);

describe('endpoint table', () => {
  it('shares a method and path only where the spec does: save-enrollment by tab, temp info by column', () => {
    const byKey = new Map<string, string[]>();
    for (const [name, e] of rows) byKey.set(`${e.method} ${e.path}`, [...(byKey.get(`${e.method} ${e.path}`) ?? []), name]);
    expect(Object.fromEntries([...byKey].filter(([, names]) => names.length > 1))).toEqual({
      'POST /api/v1/save-enrollment': ['saveEnrollment', 'saveEnrollmentForLater'],
      'GET /api/v1/get-enrollment-temp-info': ['getEnrollmentTempInfo', 'getEnrollmentReviewInfo'],
    });
    // the binder gives a request to the first row that accepts it: each row refuses the other's
    const quote = { enrollment_id: 'TE1', name: 'Ann Lee', email: 'ann@example.com', message: '', tab: 'cart_info', data: {} };
    expect(endpoints.saveEnrollment.request.safeParse(quote).success).toBe(true);
    expect(endpoints.saveEnrollmentForLater.request.safeParse(quote).success).toBe(false);
    expect(endpoints.saveEnrollment.request.safeParse({ ...quote, tab: 'primary_info' }).success).toBe(false);
    expect(endpoints.saveEnrollmentForLater.request.safeParse({ ...quote, tab: 'primary_info' }).success).toBe(true);
    expect(endpoints.getEnrollmentTempInfo.request.safeParse({ enrollment_id: 'TE1', column: 'review_info' }).success).toBe(false);
    expect(endpoints.getEnrollmentReviewInfo.request.safeParse({ enrollment_id: 'TE1', column: 'filter_info' }).success).toBe(false);
  });

  it.each(rows)('%s: every :param of the path is a request field', (_name, e) => {
    const params = [...e.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
    const shape = (e.request as z.ZodMiniObject).def.shape;
    for (const param of params) expect(Object.keys(shape)).toContain(param);
  });

  it.each(rows)('%s: paths live under the API bases of spec 1 §7', (_name, e) => {
    expect(e.path).toMatch(/^\/api\/v[12]\//);
  });
});

describe('envelopes (spec 1 §8)', () => {
  it('reads a success body', () => {
    const body = { status: 'success', statusCode: 200, data: { ticket: 'https://tickets.example' } };
    expect(successEnvelope(endpoints.getTicketLink.data).parse(body).data.ticket).toBe('https://tickets.example');
  });

  it('reads an error body with field errors', () => {
    const body = { status: 'error', statusCode: 422, message: 'Invalid input', data: [{ target_element: 'zip', error_message: 'Invalid Zip code' }] };
    expect(errorEnvelopeSchema.parse(body).data[0]?.target_element).toBe('zip');
  });

  it('takes field errors from an API failure only', () => {
    const failure = apiFailureSchema.parse({ kind: 'api-failure', httpStatus: 422, message: 'Invalid input', fieldErrors: [{ target_element: 'dob', error_message: 'You must be 18 years to proceed' }] });
    expect(fieldErrorsOf(failure)).toEqual([{ target_element: 'dob', error_message: 'You must be 18 years to proceed' }]);
    expect(fieldErrorsOf(new Error('network down'))).toEqual([]);
  });

  it('tells a 204 result from data', () => {
    expect(isEmpty(EMPTY)).toBe(true);
    expect(isEmpty({ gid: 2556 })).toBe(false);
    expect(isEmpty(null)).toBe(false);
  });
});
