import { beforeAll, describe, expect, it } from 'vitest';
import { endpoints, errorEnvelopeSchema, type EndpointName } from '../../contract/index.ts';
import { createApp } from '../../server/app.ts';
import { demoSessionMessages } from '../../server/dev/demo-sessions.ts';
import { loadCatalogue } from '../../server/queries/catalogue.ts';
import { AUTHORIZATION, dataOf, expectFieldError, failureOf, MAIN_HOST, useTestServer } from './harness.ts';
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

  // get-enroller-session answers who is signed in (204 before the sign-in, a shell row early in the
  // table); sign-out ends the sign-in the member rows need: both come after them; save-review-info
  // submits EL1001, which makes it read-only (409): it goes last, and the receipt after it
  const last = ['getEnrollerSession', 'signOutEnroller', 'saveReviewInfo', 'getReceipt'] as const;
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

/** The connection a request came on, as @hono/node-server gives it (getConnInfo reads it). */
const from = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress, remoteFamily: remoteAddress.includes(':') ? 'IPv6' : 'IPv4' } } });

/** Whether a reply is the 404 every /dev path answers to a caller it is not for. */
const expectNoRoute = async (response: Response, what: string) => {
  expect(response.status, what).toBe(404);
  expect(errorEnvelopeSchema.parse(await response.json()), what).toMatchObject({ statusCode: 404, message: 'Not found.', data: [] });
};

describe('development routes', () => {
  const devPaths = [
    '/dev/outbox',
    '/dev/demo-session/TECART01',
    '/dev/demo-session/TECART01?to=/cart',
    '/dev/link/member-benefit-store/501/IO',
    '/dev/link/referral/RF1001',
    '/dev/link/partner/EL1001',
  ];
  const request = (path: string, address: string, headers: Record<string, string> = {}, host = 'localhost:3000') =>
    server.app.request(`http://${host}${path}`, { headers }, from(address));

  it('answer a loopback client asking for a local name', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      for (const host of ['localhost:3000', 'acme.localhost:3000', '127.0.0.1:3000', '[::1]:3000']) {
        for (const path of devPaths) expect([200, 204, 302], `${address} ${host} ${path}`).toContain((await request(path, address, {}, host)).status);
      }
    }
  });

  it('answer anyone else as if they did not exist: other addresses, proxied requests, other host names', async () => {
    const refused: [address: string, headers: Record<string, string>, host?: string][] = [
      ['203.0.113.9', {}],
      ['10.0.0.5', {}],
      ['192.168.1.127', {}],
      ['::ffff:192.168.1.2', {}],
      ['2001:db8::1', {}],
      // a proxy on this machine that the server does not trust: whom it forwards for is unknowable
      ['127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' }],
      ['127.0.0.1', { 'X-Forwarded-For': '127.0.0.1' }],
      ['127.0.0.1', { Forwarded: 'for=203.0.113.9' }],
      ['127.0.0.1', { 'X-Real-IP': '203.0.113.9' }],
      // DNS rebinding: another site's name pointed at 127.0.0.1, from the developer's own browser
      ['127.0.0.1', {}, 'evil.example:3000'],
      ['127.0.0.1', {}, 'localhost.evil.example:3000'],
      ['127.0.0.1', {}, '127.0.0.1.nip.io:3000'],
    ];
    for (const [address, headers, host] of refused) {
      for (const path of devPaths) await expectNoRoute(await request(path, address, headers, host), `${address} ${JSON.stringify(headers)} ${host ?? ''} ${path}`);
    }
  });

  it("behind the trusted proxy (TRUST_PROXY), answer only when the client it names last is on loopback", async () => {
    const app = createApp({
      db: server.db,
      catalogue: await loadCatalogue(server.db),
      apiAuthorization: AUTHORIZATION,
      mainHost: MAIN_HOST,
      outbox: server.outbox,
      trustProxy: true,
      devMode: true,
    });
    const outbox = (address: string, headers: Record<string, string>) => app.request('http://localhost/dev/outbox', { headers }, from(address));
    expect((await outbox('127.0.0.1', { 'X-Forwarded-For': '127.0.0.1' })).status).toBe(200);
    expect((await outbox('127.0.0.1', { 'X-Forwarded-For': '203.0.113.9, 127.0.0.1' })).status).toBe(200); // what a local client claimed first counts for nothing
    expect((await outbox('127.0.0.1', {})).status).toBe(200); // straight from this machine, not through the proxy
    await expectNoRoute(await outbox('127.0.0.1', { 'X-Forwarded-For': '203.0.113.9' }), 'a remote client through a proxy on this machine');
    await expectNoRoute(await outbox('127.0.0.1', { 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' }), 'a remote client claiming loopback');
    await expectNoRoute(await outbox('127.0.0.1', { Forwarded: 'for=127.0.0.1' }), 'a proxy that names its client otherwise');
    await expectNoRoute(await outbox('198.51.100.4', { 'X-Forwarded-For': '127.0.0.1' }), 'the proxy itself elsewhere');
  });

  it('are not mounted outside development mode: every /dev path answers 404, not the storefront', async () => {
    const app = createApp({ db: server.db, catalogue: await loadCatalogue(server.db), apiAuthorization: AUTHORIZATION, mainHost: MAIN_HOST, outbox: server.outbox });
    for (const path of [...devPaths, '/dev/anything']) await expectNoRoute(await app.request(`http://localhost${path}`, {}, from('127.0.0.1')), path);
  });

  it('redirect a demo session only to a path on this site; any other `to` is refused and binds nothing', async () => {
    const onSite: [to: string, location: string][] = [
      ['/cart', '/cart'],
      ['/plans?type=dental#top', '/plans?type=dental#top'],
      ['/enrollment/../cart', '/cart'],
      ['/%2F/evil.example', '/%2F/evil.example'],
      ['/%5Cevil.example', '/%5Cevil.example'],
      ['/\r\nSet-Cookie: x=1', '/Set-Cookie:%20x=1'],
    ];
    for (const [to, location] of onSite) {
      const reply = await server.app.request(`/dev/demo-session/TECART01?to=${encodeURIComponent(to)}`);
      expect(reply.status, to).toBe(302);
      expect(reply.headers.get('Location'), to).toBe(location);
      expect(new URL(reply.headers.get('Location')!, 'https://shop.example').origin, to).toBe('https://shop.example');
    }
    const offSite = [
      '/\\evil.example/phish', // the reported link: to=/%5Cevil.example/phish
      '//evil.example',
      '///evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      '/.//evil.example',
      '/..//evil.example',
      '/./\\evil.example',
      '/a/..//evil.example',
      ' //evil.example',
      'evil.example',
      '',
    ];
    for (const to of offSite) {
      const visitor = server.visitor();
      const reply = await visitor.send('GET', `/dev/demo-session/TECART01?to=${encodeURIComponent(to)}`, undefined);
      expect(reply.status, JSON.stringify(to)).toBe(400);
      expect(errorEnvelopeSchema.parse(reply.body).message).toBe(demoSessionMessages.notOnSite);
      // nothing bound: the visitor (no session before) has none after
      expect(failureOf(await visitor.call('getCartCount', { enrollment_id: 'TECART01' }), 422).data[0]?.target_element, JSON.stringify(to)).toBeDefined();
    }
  });
});

describe('the session cookie', () => {
  const quote = (app: { request: typeof server.app.request }, headers: Record<string, string>) =>
    app.request('http://localhost/api/v2/add-filter-for-new-user', {
      method: 'POST',
      body: JSON.stringify(validRequests.addFilterForNewUser),
      headers: { 'Content-Type': 'application/json', Authorization: AUTHORIZATION, ...headers },
    });
  const cookieOf = (response: Response) => {
    expect(response.status).toBe(200);
    return response.headers.get('Set-Cookie') ?? '';
  };

  it('is Secure when the trusted proxy (TRUST_PROXY) ended TLS, and only then', async () => {
    const behindProxy = createApp({ db: server.db, catalogue: await loadCatalogue(server.db), apiAuthorization: AUTHORIZATION, mainHost: MAIN_HOST, outbox: server.outbox, trustProxy: true });
    expect(cookieOf(await quote(behindProxy, { 'X-Forwarded-Proto': 'https' }))).toMatch(/; Secure/);
    expect(cookieOf(await quote(behindProxy, { 'X-Forwarded-Proto': 'HTTPS' }))).toMatch(/; Secure/);
    expect(cookieOf(await quote(behindProxy, { 'X-Forwarded-Proto': 'http' }))).not.toMatch(/Secure/);
    expect(cookieOf(await quote(behindProxy, { 'X-Forwarded-Proto': 'https, http' }))).not.toMatch(/Secure/); // the proxy's own entry is the last
    expect(cookieOf(await quote(behindProxy, {}))).not.toMatch(/Secure/);
    // no trusted proxy: the header is whatever the client claimed
    expect(cookieOf(await quote(server.app, { 'X-Forwarded-Proto': 'https' }))).not.toMatch(/Secure/);
  });
});
