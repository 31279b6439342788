import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS, securityHeaders } from '../../server/http/security-headers.ts';
import { mountSpa } from '../../server/spa.ts';
import { AUTHORIZATION, MAIN_HOST, useTestServer } from './harness.ts';

// What a production server does (docs/performance.md, Serving): the build's brotli and gzip copies
// by Accept-Encoding, hashed assets cached as immutable, the page revalidated, API reads with
// ETags and 304s; the security headers on every reply, 304s included.

const server = useTestServer();

// a build as Vite writes it: index.html, a hashed script with its .br and .gz copies, an image
const script = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;
const clientDir = mkdtempSync(path.join(tmpdir(), 'storefront-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body></body></html>');
writeFileSync(path.join(clientDir, 'assets', 'index-B7dK2fQa.js'), script);
writeFileSync(path.join(clientDir, 'assets', 'index-B7dK2fQa.js.br'), brotliCompressSync(script));
writeFileSync(path.join(clientDir, 'assets', 'index-B7dK2fQa.js.gz'), gzipSync(script));
writeFileSync(path.join(clientDir, 'assets', 'logo-C3pXz9Lm.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const IMMUTABLE = 'public, max-age=31536000, immutable';

const spa = new Hono();
spa.use('*', securityHeaders());
mountSpa(spa, clientDir, { apiAuthorization: AUTHORIZATION, mainHost: MAIN_HOST });

const expectSecurityHeaders = (response: Response) => {
  expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('X-Frame-Options')).toBe('DENY');
};

const body = async (response: Response) => Buffer.from(await response.arrayBuffer());
const asset = (acceptEncoding?: string) =>
  spa.request('/assets/index-B7dK2fQa.js', { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

describe('the built files', () => {
  it('are sent as the brotli copy to a browser that takes br', async () => {
    const response = await asset('gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(await body(response)).toString()).toBe(script);
  });

  it('are sent as the gzip copy to one that takes gzip only', async () => {
    const response = await asset('gzip, deflate');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(gunzipSync(await body(response)).toString()).toBe(script);
  });

  it('are sent as they are otherwise, still saying they vary by Accept-Encoding', async () => {
    for (const response of [await asset(), await asset('identity')]) {
      expect(response.headers.get('Content-Encoding')).toBeNull();
      expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
      expect((await body(response)).toString()).toBe(script);
    }
  });

  it('are cached for a year as immutable when hashed (assets/), whatever the encoding', async () => {
    for (const response of [await asset('br'), await asset('gzip'), await asset()]) expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
    const image = await spa.request('/assets/logo-C3pXz9Lm.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(image.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(image.headers.get('Content-Encoding')).toBeNull();
    expect(image.headers.get('Vary')).toBeNull(); // no copies: nothing varies
    expectSecurityHeaders(image);
  });
});

describe('the page', () => {
  it('is revalidated on every visit, at / and at every client route, with the app config', async () => {
    for (const route of ['/', '/index.html', '/plans?type=dental', '/plan/121/BrightSmile%20Dental%20Basic', '/enrollment/personal-info']) {
      const response = await spa.request(route, { headers: { 'Accept-Encoding': 'br, gzip' } });
      expect(response.status, route).toBe(200);
      expect(response.headers.get('Content-Type'), route).toMatch(/^text\/html/);
      expect(response.headers.get('Cache-Control'), route).toBe('no-cache');
      // written per request, so gzipped on the fly rather than sent as a copy made at build time
      expect(response.headers.get('Content-Encoding'), route).toBe('gzip');
      expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString(), route).toContain('<meta name="app-config"');
    }
  });

  it('answers 304 to its ETag, with the security headers', async () => {
    const first = await spa.request('/plans');
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^"[0-9a-f]+"$/);
    const again = await spa.request('/plans', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(tag);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    expectSecurityHeaders(again);
  });
});

describe('API reads', () => {
  const api = (route: string, headers: Record<string, string> = {}) => server.app.request(route, { headers: { Authorization: AUTHORIZATION, ...headers } });
  const newQuote = async () => {
    const response = await server.app.request('/api/v2/add-filter-for-new-user', {
      method: 'POST',
      headers: { Authorization: AUTHORIZATION, 'Content-Type': 'application/json' },
      body: JSON.stringify({ zip: '10001', dob: '04/12/1988', gender: '0', tier: 'IO' }),
    });
    const { data } = (await response.json()) as { data: { temp_enrollment_id: string } };
    return { enrollmentId: data.temp_enrollment_id, cookie: response.headers.get('Set-Cookie')!.split(';')[0]! };
  };

  beforeAll(() => expect(server.loggedErrors).toEqual([]));

  it('carry an ETag of their bytes and answer 304 to it, with the security headers', async () => {
    const first = await api('/api/v1/get-states');
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);

    const again = await api('/api/v1/get-states', { 'If-None-Match': tag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('ETag')).toBe(tag);
    expect(again.headers.get('Cache-Control')).toBe('no-cache');
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(again.headers.get(name)).toBe(value);

    const other = await api('/api/v1/get-states', { 'If-None-Match': '"0000"' });
    expect(other.status).toBe(200);
  });

  it('are private when the request carries the session cookie, and still answer 304', async () => {
    const { cookie } = await newQuote();
    const first = await api('/api/v1/get-common-menu', { Cookie: cookie });
    expect(first.status).toBe(200);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    const tag = first.headers.get('ETag')!;
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    const again = await api('/api/v1/get-common-menu', { Cookie: cookie, 'If-None-Match': tag });
    expect(again.status).toBe(304);
    expect(again.headers.get('Cache-Control')).toBe('private, no-cache');
  });

  it('naming an enrollment are never kept and carry no tag of their bytes, so no 304 and nothing for another session to match', async () => {
    const owner = await newQuote();
    const listing = `/api/v1/get-filtered-plans?enrollment_id=${owner.enrollmentId}`;
    const mine = await api(listing, { Cookie: owner.cookie });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('Cache-Control')).toBe('private, no-store');
    expect(mine.headers.get('ETag')).toBeNull();
    expect((await api(listing, { Cookie: owner.cookie, 'If-None-Match': '*' })).status).toBe(200);

    const stranger = await newQuote();
    const theirs = await api(listing, { Cookie: stranger.cookie, 'If-None-Match': '*' });
    expect(theirs.status).not.toBe(304);
    expect(theirs.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('naming an enrollment by an encoded field name, or after other fields, are the visitor\'s own too', async () => {
    const owner = await newQuote();
    for (const query of [`enrollment%5Fid=${owner.enrollmentId}`, `categories=&enrollment_id=${owner.enrollmentId}`, `a%20b=1&enrollment_id=${owner.enrollmentId}`]) {
      const listing = await api(`/api/v1/get-filtered-plans?${query}`, { Cookie: owner.cookie });
      expect(listing.status).toBe(200);
      expect(listing.headers.get('Cache-Control')).toBe('private, no-store');
      expect(listing.headers.get('ETag')).toBeNull();
    }
  });

  it("keep the wizard step's tag for If-Match, which never answers a 304", async () => {
    const owner = await newQuote();
    const route = `/api/v1/get-form-fields-personal-info?enrollment_id=${owner.enrollmentId}`;
    const fields = await api(route, { Cookie: owner.cookie });
    expect(fields.status).toBe(200);
    const tag = fields.headers.get('ETag');
    expect(tag).toMatch(/^"primary_info\.\d+"$/);
    expect(fields.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await api(route, { Cookie: owner.cookie, 'If-None-Match': tag! })).status).toBe(200);
  });

  it('leave changes alone: no ETag and no Cache-Control on a POST', async () => {
    const response = await server.app.request('/api/v2/add-filter-for-new-user', {
      method: 'POST',
      headers: { Authorization: AUTHORIZATION, 'Content-Type': 'application/json' },
      body: JSON.stringify({ zip: '10001', dob: '04/12/1988', gender: '0', tier: 'IO' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBeNull();
  });
});
