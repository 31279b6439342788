import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ServerRender } from '../../contract/server-render.ts';
import { mountSpa } from '../../server/spa.ts';

// Issue 25: the server renders a page only for a request that opens one. A browser asks for
// /favicon.ico on every page (the storefront declares no icon); rendered, it decided start-up for
// a landing named "favicon.ico", whose look-up misses and counts toward the visitor's rate limit.

const clientDir = mkdtempSync(path.join(tmpdir(), 'ssr-documents-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>');
const config = { apiAuthorization: 'Basic dGVzdA==', mainHost: 'localhost' };

const storefront = () => {
  const rendered: string[] = [];
  const render: ServerRender = async ({ url }) => {
    rendered.push(url);
    return { html: `<p>${url}</p>`, state: null };
  };
  const app = new Hono();
  mountSpa(app, clientDir, config, render);
  return { app, rendered };
};

describe('which requests the server renders', () => {
  it("renders a browser's page, and a request that names no destination", async () => {
    const { app, rendered } = storefront();
    expect(await (await app.request('http://localhost/jane', { headers: { 'Sec-Fetch-Dest': 'document' } })).text()).toContain('<p>/jane</p>');
    expect(await (await app.request('http://localhost/acme')).text()).toContain('<p>/acme</p>');
    expect(rendered).toEqual(['/jane', '/acme']);
  });

  it("sends the page as built, unrendered, for a browser's image or script request to a path that is no file", async () => {
    const { app, rendered } = storefront();
    const icon = await app.request('http://localhost/favicon.ico', { headers: { 'Sec-Fetch-Dest': 'image' } });
    expect(icon.status).toBe(200);
    expect(await icon.text()).toContain('<div id="root"></div>');
    await app.request('http://localhost/missing.js', { headers: { 'Sec-Fetch-Dest': 'script' } });
    expect(rendered).toEqual([]);
  });
});
