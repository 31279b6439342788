import { describe, expect, it, vi } from 'vitest';
import { EMPTY } from '../../contract/index.ts';
import { createApiClient, type ApiClientDeps } from '../../src/api/client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (data: unknown, message?: string) => json(200, { status: 'success', statusCode: 200, message, data });

const setup = (response: Response | Error, stored: ApiClientDeps['stored'] = () => ({})) => {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const toast = vi.fn();
  const call = createApiClient({ fetch, authorization: () => 'Basic abc', stored, toast });
  const sent = () => {
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    return { url, init, headers: init.headers as Record<string, string> };
  };
  return { call, fetch, toast, sent };
};

describe('the API client', () => {
  it('sends GET fields as a query string, arrays comma-joined, absent values dropped', async () => {
    const { call, sent } = setup(ok({ result: [] }));
    await call('getFilteredPlans', { enrollment_id: 'TE1', categories: undefined });
    expect(sent().url).toBe('/api/v1/get-filtered-plans?enrollment_id=TE1');

    const second = setup(ok([]));
    await second.call('getCommonMenu', { agent_id: 7, eprocess: 'rep' });
    expect(second.sent().url).toBe('/api/v1/get-common-menu?agent_id=7&eprocess=rep');
  });

  it("sends a request in the caller's turn once its row is at hand, and waits for a row that is not", async () => {
    // a fresh client module: no endpoint table loaded yet
    vi.resetModules();
    const fresh = await import('../../src/api/client.ts');
    const fetch = vi.fn(async () => ok({ result: [] }));
    const call = fresh.createApiClient({ fetch, authorization: () => 'Basic abc', stored: () => ({}), toast: vi.fn() });
    // the wizard's rows load with the endpoint table: the first of its calls waits for it
    const first = call('getFormFieldsContactInfo', { enrollment_id: 'TE1' });
    expect(fetch).not.toHaveBeenCalled();
    await first;
    expect(fetch).toHaveBeenCalledTimes(1);
    // loaded, the next call's request leaves before the caller goes on (a step's read before React renders)
    const second = call('saveContactInfo', { enrollment_id: 'TE1' } as never);
    expect(fetch).toHaveBeenCalledTimes(2);
    await second.catch(() => undefined);
  });

  it('joins GET arrays with commas', async () => {
    const { call, sent } = setup(ok([]));
    // no GET row takes an array yet: the cast checks the serialisation rule itself
    await call('getCommonMenu', { agent_id: 1, list: ['a', 'b'] } as never);
    expect(sent().url).toBe('/api/v1/get-common-menu?agent_id=1&list=a%2Cb');
  });

  it('fills :param segments and sends the rest as JSON', async () => {
    const { call, sent } = setup(ok({ temp_enrollment_id: 'TE9' }));
    const data = await call('changeFilterInfo', { tempId: 'TE9', zip: '10001' });
    expect(data).toEqual({ temp_enrollment_id: 'TE9' });
    expect(sent().url).toBe('/api/v2/change-filter-info/TE9');
    expect(sent().init.method).toBe('PUT');
    expect(JSON.parse(sent().init.body as string)).toEqual({ zip: '10001' });
    expect(sent().headers['Content-Type']).toBe('application/json');
  });

  it('sends Authorization always and agent_id, uid, group_id only when stored', async () => {
    const bare = setup(ok({ ticket: 'https://t' }));
    await bare.call('getTicketLink', {});
    expect(bare.sent().headers).toMatchObject({ Authorization: 'Basic abc' });
    expect(bare.sent().headers).not.toHaveProperty('agent_id');
    expect(bare.sent().headers).not.toHaveProperty('uid');

    const session = setup(ok({ ticket: 'https://t' }), () => ({ agent_id: '7', USER_ID: '501', group_id: '2556' }));
    await session.call('getTicketLink', {});
    expect(session.sent().headers).toMatchObject({ agent_id: '7', uid: '501', group_id: '2556' });
  });

  it('resolves EMPTY on a 204 where the endpoint may be empty', async () => {
    const { call } = setup(new Response(null, { status: 204 }));
    await expect(call('getDomainSiteInformation', { site_domain: 'bG9jYWxob3N0' })).resolves.toBe(EMPTY);
  });

  it('rejects an unexpected 204 with an ApiFailure', async () => {
    const { call } = setup(new Response(null, { status: 204 }));
    await expect(call('getTicketLink', {})).rejects.toMatchObject({ kind: 'api-failure', httpStatus: 204 });
  });

  it('rejects an error body with its message and field errors', async () => {
    const fieldErrors = [{ target_element: 'zip', error_message: 'Invalid Zip code' }];
    const { call } = setup(json(422, { status: 'error', statusCode: 422, message: 'Validation failed', data: fieldErrors }));
    await expect(call('addFilterForNewUser', { zip: '1', dob: '01/01/1980', gender: '0', tier: 'IO' })).rejects.toEqual({
      kind: 'api-failure',
      httpStatus: 422,
      message: 'Validation failed',
      fieldErrors,
    });
  });

  it('rejects an error status inside a 200 body', async () => {
    const { call } = setup(json(200, { status: 'error', statusCode: 400, message: 'Nope', data: [] }));
    await expect(call('getTicketLink', {})).rejects.toMatchObject({ httpStatus: 200, message: 'Nope' });
  });

  it('rejects a non-2xx status without an envelope', async () => {
    const { call } = setup(new Response('boom', { status: 502, statusText: 'Bad Gateway' }));
    await expect(call('getTicketLink', {})).rejects.toMatchObject({ kind: 'api-failure', httpStatus: 502, fieldErrors: [] });
  });

  it('rejects data that breaks the contract', async () => {
    const { call } = setup(ok({ ticket: 42 }));
    await expect(call('getTicketLink', {})).rejects.toMatchObject({ kind: 'api-failure', httpStatus: 200 });
  });

  it('rejects a network failure with httpStatus 0', async () => {
    const { call } = setup(new TypeError('Failed to fetch'));
    await expect(call('getTicketLink', {})).rejects.toMatchObject({ httpStatus: 0, message: 'Failed to fetch' });
  });

  it('raises toasts only when asked: Success!, Warning!, Info!', async () => {
    const quiet = setup(ok({ ticket: 'x' }, 'Saved'));
    await quiet.call('getTicketLink', {});
    expect(quiet.toast).not.toHaveBeenCalled();

    const success = setup(ok({ ticket: 'x' }, 'Saved'));
    await success.call('getTicketLink', {}, { notify: true });
    expect(success.toast).toHaveBeenCalledWith('success', 'Success!', 'Saved');

    const warning = setup(json(400, { status: 'error', statusCode: 400, message: 'Bad code', data: [] }));
    await warning.call('getTicketLink', {}, { notify: true }).catch(() => undefined);
    expect(warning.toast).toHaveBeenCalledWith('warning', 'Warning!', 'Bad code');

    const info = setup(new Response(null, { status: 204 }));
    await info.call('validateGroup', { group_code: 'X' }, { notify: true });
    expect(info.toast).toHaveBeenCalledWith('info', 'Info!', 'Nothing found');
  });

  it("a success toast reads the server's message, else the caller's line", async () => {
    const silent = setup(ok({ ticket: 'x' }));
    await silent.call('getTicketLink', {}, { notify: { success: 'The membership is in your cart.' } });
    expect(silent.toast).toHaveBeenCalledWith('success', 'Success!', 'The membership is in your cart.');

    const told = setup(ok({ ticket: 'x' }, 'Saved'));
    await told.call('getTicketLink', {}, { notify: { success: 'The membership is in your cart.' } });
    expect(told.toast).toHaveBeenCalledWith('success', 'Success!', 'Saved');
  });

  it("an 'Info!' toast for a 204 reads the caller's line for it", async () => {
    const known = setup(new Response(null, { status: 204 }));
    const line = { success: 'The membership is in your cart.', info: 'The membership is already in your cart.' };
    await expect(known.call('addPlanToCart', { enrollment_id: 'TE1', plan_id: 167, plan_pricing_id: 1671 }, { notify: line })).resolves.toEqual(EMPTY);
    expect(known.toast).toHaveBeenCalledWith('info', 'Info!', 'The membership is already in your cart.');
  });

  it("sends back the step tags its loads answered, per enrollment, in If-Match on the enrollment's changes", async () => {
    const replies = [
      new Response(JSON.stringify({ status: 'success', statusCode: 200, data: { result: [] } }), { status: 200, headers: { ETag: '"primary_info.2"' } }),
      new Response(JSON.stringify({ status: 'success', statusCode: 200, data: { result: null } }), { status: 200, headers: { ETag: '"contact_info.0"' } }),
      ok({ saved: true }),
      ok({ saved: true }),
    ];
    const fetch = vi.fn(async () => replies.shift()!);
    const call = createApiClient({ fetch, authorization: () => 'Basic abc', stored: () => ({}), toast: vi.fn() });
    const headersOf = (index: number) => (fetch.mock.calls[index] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    await call('getFormFieldsPersonalInfo', { enrollment_id: 'TE1' });
    await call('getEnrollmentTempStep', { enrollment_id: 'TE1', column: 'contact_info' });
    expect(headersOf(1)).not.toHaveProperty('If-Match');
    await call('savePersonalInfo', { enrollment_id: 'TE1' } as never);
    expect(headersOf(2)['If-Match']).toBe('"primary_info.2", "contact_info.0"');
    await call('savePersonalInfo', { enrollment_id: 'TE2' } as never);
    expect(headersOf(3)).not.toHaveProperty('If-Match');
  });
});
