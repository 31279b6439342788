import { describe, expect, it } from 'vitest';
import type { ServerRenderRequest } from '../../contract/server-render.ts';
import type { ServerState } from '../../src/adapters/server-state.ts';
import { render } from '../../src/entry-server.tsx';
import { AUTHORIZATION, MAIN_HOST, useTestServer } from './harness.ts';

// The server bundle's render (src/entry-server.tsx, issue 25) against the seeded API in process,
// as server/spa.ts calls it: start-up's shell with the host's branding, the branding handed over.

const server = useTestServer();

const renderAt = (host: string, { url = '/', cookies = {}, answer }: { url?: string; cookies?: Record<string, string>; answer?: () => Response } = {}) => {
  const api: ServerRenderRequest['api'] = async (input, init) => answer?.() ?? server.app.request(new URL(String(input), `http://${host}`).href, init);
  return render({ url, host, cookies, config: { apiAuthorization: AUTHORIZATION, mainHost: MAIN_HOST }, api, signal: new AbortController().signal });
};

describe('the server render', () => {
  it("renders the shell of a group host's landing with its branding and styles, and hands the branding over", async () => {
    const { html, state } = await renderAt('acme.localhost');
    expect(html).toContain('benefits@acme-benefits.example.com');
    expect(html).toContain('/assets/logos/acme-benefits.svg');
    expect(html).toContain('Get a quote</h1>');
    expect(html).toContain('Use your location to show plans near you?');
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect((state as ServerState).queries.queries.map((query) => query.queryKey)).toEqual([['branding', btoa('acme.localhost')]]);
  });

  it('renders a spinner where another page will be, and no banner when the choice is remembered', async () => {
    const { html } = await renderAt('localhost', { url: '/plans?zip=10001', cookies: { locationPermission: 'denied' } });
    expect(html).toContain('benefits@member-benefits.example.com');
    expect(html).toContain('aria-label="Starting the storefront"');
    expect(html).not.toContain('Get a quote</h1>');
    expect(html).not.toContain('Use your location');
  });

  it('keeps every request to itself: two hosts rendered at once each show their own brand', async () => {
    const [main, acme] = await Promise.all([renderAt('localhost'), renderAt('acme.localhost')]);
    expect(main.html).toContain('benefits@member-benefits.example.com');
    expect(main.html).not.toContain('acme');
    expect(acme.html).toContain('benefits@acme-benefits.example.com');
    expect(acme.html).not.toContain('member-benefits');
  });

  it('throws when the branding cannot be read, so the server sends the page as built', async () => {
    const unavailable = () => new Response(JSON.stringify({ status: 'error', message: 'down' }), { status: 503, headers: { 'content-type': 'application/json' } });
    await expect(renderAt('localhost', { answer: unavailable })).rejects.toBeTruthy();
  });
});
