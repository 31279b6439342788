import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  apiFailureSchema,
  endpoints,
  errorEnvelopeSchema,
  fieldErrorsOf,
  isEmpty,
  EMPTY,
  STEP_DATA_LIMITS,
  stepDataSchema,
  stepPathSchema,
  successEnvelope,
  textFieldsOf,
} from '../../contract/index.ts';

const rows = Object.entries(endpoints);

describe('endpoint table', () => {
  it('shares a method and path only where the spec does: save-enrollment by tab, temp info by column, more requirement by plan or enrollment', () => {
    const byKey = new Map<string, string[]>();
    for (const [name, e] of rows) byKey.set(`${e.method} ${e.path}`, [...(byKey.get(`${e.method} ${e.path}`) ?? []), name]);
    expect(Object.fromEntries([...byKey].filter(([, names]) => names.length > 1))).toEqual({
      'POST /api/v1/save-enrollment': ['saveEnrollment', 'saveEnrollmentForLater'],
      'GET /api/v1/get-enrollment-temp-info': ['getEnrollmentTempInfo', 'getEnrollmentTempStep', 'getEnrollmentTempValue', 'getEnrollmentTempGroup', 'getEnrollmentReviewInfo'],
      'GET /api/v1/get-more-requirement': ['getMoreRequirement', 'getPlanMoreRequirement'],
    });
    // the binder gives a request to the first row that accepts it: each row refuses the other's
    const quote = { enrollment_id: 'TE1', name: 'Ann Lee', email: 'ann@example.com', message: '', tab: 'cart_info', data: {} };
    expect(endpoints.saveEnrollment.request.safeParse(quote).success).toBe(true);
    expect(endpoints.saveEnrollmentForLater.request.safeParse(quote).success).toBe(false);
    expect(endpoints.saveEnrollment.request.safeParse({ ...quote, tab: 'primary_info' }).success).toBe(false);
    expect(endpoints.saveEnrollmentForLater.request.safeParse({ ...quote, tab: 'primary_info' }).success).toBe(true);
    expect(endpoints.getEnrollmentTempInfo.request.safeParse({ enrollment_id: 'TE1', column: 'review_info' }).success).toBe(false);
    expect(endpoints.getEnrollmentReviewInfo.request.safeParse({ enrollment_id: 'TE1', column: 'filter_info' }).success).toBe(false);
    expect(endpoints.getMoreRequirement.request.safeParse({ plan_id: '115' }).success).toBe(false);
    expect(endpoints.getPlanMoreRequirement.request.safeParse({ enrollment_id: 'TE1' }).success).toBe(false);
  });

  it('get-enrollment-temp-info answers every column of spec 3 §3, each by exactly one row', () => {
    const columns = ['effective_date', 'primary_info', 'contact_info', 'employer_info', 'benificiary_info', 'health_info', 'dependent_info', 'payment_info', 'review_info', 'aggrement_info', 'filter_info', 'type', 'eprocess', 'group_id'];
    const tempInfoRows = [endpoints.getEnrollmentTempInfo, endpoints.getEnrollmentTempStep, endpoints.getEnrollmentTempValue, endpoints.getEnrollmentTempGroup, endpoints.getEnrollmentReviewInfo];
    for (const column of columns) expect(tempInfoRows.filter((row) => row.request.safeParse({ enrollment_id: 'TE1', column }).success)).toHaveLength(1);
    expect(tempInfoRows.some((row) => row.request.safeParse({ enrollment_id: 'TE1', column: 'no_such_column' }).success)).toBe(false);
  });

  it('save-later data: lists and nested answers within bounds, nothing beyond them', () => {
    const accepts = (data: unknown) => stepDataSchema.safeParse(data).success;
    expect(accepts({ first_name: 'Ana', beneficiaries: [{ first_name: 'Luis', beneficiary_percentage: 60 }], health: { notes: '', condition_questions: [{ question_id: 146, conditions: [{ condition: 'Asthma' }] }] } })).toBe(true);
    expect(accepts([])).toBe(false);
    expect(accepts({ text: 'x'.repeat(STEP_DATA_LIMITS.text + 1) })).toBe(false);
    expect(accepts({ nul: 'a\0b' })).toBe(false);
    expect(accepts({ list: Array.from({ length: STEP_DATA_LIMITS.items + 1 }, () => 'x') })).toBe(false);
    expect(accepts(Object.fromEntries(Array.from({ length: STEP_DATA_LIMITS.keys + 1 }, (_, i) => [`k${i}`, 'x'])))).toBe(false);
    const deep = (depth: number): unknown => (depth === 0 ? 'x' : { next: deep(depth - 1) });
    expect(accepts(deep(STEP_DATA_LIMITS.depth))).toBe(true);
    expect(accepts(deep(STEP_DATA_LIMITS.depth + 1))).toBe(false);
    expect(accepts({ n: Number.NaN })).toBe(false);
    expect(textFieldsOf({ first_name: 'Ana', list: ['x'], n: 1 })).toEqual({ first_name: 'Ana' });
  });

  it('the step path parameter reads as its tab and nothing else', () => {
    expect(stepPathSchema.parse('contact-info')).toBe('contact_info');
    expect(stepPathSchema.parse('health-questions')).toBe('primary_health_info');
    expect(stepPathSchema.safeParse('receipt').success).toBe(false);
    expect(stepPathSchema.safeParse('contact_info').success).toBe(false);
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
