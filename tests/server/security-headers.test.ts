import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadCatalogue } from '../../server/queries/catalogue.ts';
import { mountSpa } from '../../server/spa.ts';
import { AUTHORIZATION, MAIN_HOST, useTestServer } from './harness.ts';

// Security headers on every reply (docs/security.md, Logs and headers): API replies and refusals
// (OWASP's REST set), the storefront's page and its assets (the document set).

const server = useTestServer();

const clientDir = mkdtempSync(path.join(tmpdir(), 'storefront-client-'));
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body></body></html>');
writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const expectDocumentHeaders = (response: Response) => {
  const csp = response.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self';");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  // the video modal's how-to videos (spec 1 §2), hosted wherever a site's branding says, over https
  expect(csp).toContain("media-src 'self' https:;");
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
};

/** API replies: OWASP's REST set, a reply opened as a page loads nothing. */
const expectApiHeaders = (response: Response) => {
  expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('X-Frame-Options')).toBe('DENY');
  expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
  expect(response.headers.get('Strict-Transport-Security')).toContain('max-age=');
  expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
};

describe('security headers', () => {
  it('come with every reply: API answers and refusals, the page, its assets', async () => {
    const app = createApp({
      db: server.db,
      catalogue: await loadCatalogue(server.db),
      apiAuthorization: AUTHORIZATION,
      mainHost: MAIN_HOST,
      outbox: server.outbox,
    });
    expect(mountSpa(app, clientDir, { apiAuthorization: AUTHORIZATION, mainHost: MAIN_HOST })).toBe(true);
    const api = (route: string, init: RequestInit = {}) => app.request(route, { ...init, headers: { Authorization: AUTHORIZATION, ...init.headers } });
    const apiReplies = {
      success: await api('/api/v1/get-states'),
      refusal: await api('/api/v1/validate-zip-code?zip_code=%00'),
      unauthorized: await app.request('/api/v1/get-states'),
      tooLarge: await api('/api/v1/save-screenshot', { method: 'POST', body: 'x'.repeat(9_000_000), headers: { 'Content-Type': 'application/json' } }),
      unknown: await api('/api/v1/no-such-call'),
    };
    const documents = {
      page: await app.request('/'),
      clientRoute: await app.request('/plans?type=dental'),
      asset: await app.request('/assets/app.js'),
    };
    const replies = { ...apiReplies, ...documents };
    expect(Object.fromEntries(Object.entries(replies).map(([name, response]) => [name, response.status]))).toEqual({
      success: 200,
      refusal: 422,
      unauthorized: 401,
      tooLarge: 413,
      unknown: 404,
      page: 200,
      clientRoute: 200,
      asset: 200,
    });
    for (const response of Object.values(apiReplies)) expectApiHeaders(response);
    for (const response of Object.values(documents)) expectDocumentHeaders(response);
  });
});
