import { describe, expect, it } from 'vitest';
import type { ServerRenderRequest } from '../../contract/server-render.ts';
import type { ServerState } from '../../src/adapters/server-state.ts';
import { render } from '../../src/entry-server.tsx';
import { AUTHORIZATION, MAIN_HOST, useTestServer } from './harness.ts';

// The server bundle's render (src/entry-server.tsx, issue 25) against the seeded API in process,
// as server/spa.ts calls it: the main landing of a first visit whole (start-up decided on the
// server, the session handed over), elsewhere start-up's shell with the host's branding.

const server = useTestServer();

const renderAt = (host: string, { url = '/', cookies = {}, answer }: { url?: string; cookies?: Record<string, string>; answer?: () => Response } = {}) => {
  const api: ServerRenderRequest['api'] = async (input, init) => answer?.() ?? server.app.request(new URL(String(input), `http://${host}`).href, init);
  return render({ url, host, cookies, config: { apiAuthorization: AUTHORIZATION, mainHost: MAIN_HOST }, api, signal: new AbortController().signal });
};

describe('the server render', () => {
  it("renders a group host's landing with its branding and styles, and hands the branding over", async () => {
    // a session stored on that host, as the cookies mirror it (a first visit: ssr-landings.test.tsx; the rest of the page: ssr-hosts.test.tsx)
    const { html, state } = await renderAt('acme.localhost', { cookies: { open_type: 'group', group_id: '2556' } });
    expect(html).toContain('benefits@acme-benefits.example.com');
    expect(html).toContain('/assets/logos/acme-benefits.svg');
    expect(html).toContain('Get a quote</h1>');
    expect(html).toContain('Use your location to show plans near you?');
    expect(html).toMatch(/<style data-emotion="css [^"]+">/);
    expect((state as ServerState).queries.queries.map((query) => query.queryKey)).toContainEqual(['branding', btoa('acme.localhost')]);
  });

  it('renders a spinner where another page will be, and no banner when the choice is remembered', async () => {
    // the recommended list is not rendered whole (the landing, /plans, a plan and the cart are): start-up's spinner
    const { html } = await renderAt('localhost', { url: '/recommend-list', cookies: { locationPermission: 'denied' } });
    expect(html).toContain('benefits@member-benefits.example.com');
    expect(html).toContain('aria-label="Starting the storefront"');
    expect(html).not.toContain('Get a quote</h1>');
    expect(html).not.toContain('Use your location');
  });

  it("renders the main host's /plans whole: without a quote, the listing asks for one", async () => {
    const { html } = await renderAt('localhost', { url: '/plans' });
    expect(html).toContain('Plans</h1>');
    expect(html).toContain('Get a quote to see the plans for you.');
    expect(html).not.toContain('aria-label="Starting the storefront"');
  });

  it('keeps every request to itself: two hosts rendered at once each show their own brand', async () => {
    const [main, acme] = await Promise.all([renderAt('localhost'), renderAt('acme.localhost')]);
    expect(main.html).toContain('benefits@member-benefits.example.com');
    expect(main.html).not.toContain('acme');
    expect(acme.html).toContain('benefits@acme-benefits.example.com');
    expect(acme.html).not.toContain('member-benefits');
  });

  it("renders the main landing of a first visit whole: start-up decided, the quote form, the shell's reads and the session handed over", async () => {
    const { html, state } = await renderAt('localhost');
    const { session, queries } = state as ServerState;
    expect(html).toContain('<form aria-label="Get a quote"');
    for (const label of ['Zip Code', 'Gender', 'Tier', 'Date of Birth']) expect(html).toContain(`>${label}</label>`);
    expect(html).toContain('Featured Plans</h2>');
    expect(html).toContain('aria-label="More Info: CareBridge Limited Medical"');
    expect(html).not.toContain('aria-label="Starting the storefront"');
    // no boundary left for a script to fill in: the page reads without JavaScript
    expect(html).not.toContain('<template');
    expect(html).not.toContain('<script');
    // the default site's session (spec 1 §4: main host, nothing stored): cleared, then the group stored
    expect(session?.snapshot).toMatchObject({ status: 'done', value: 'ready' });
    expect(session?.writes[0]).toEqual({ clear: true });
    expect(session?.stored).toMatchObject({ group_id: expect.any(String), open_type: expect.any(String) });
    expect(session?.assumed).toMatchObject({ tempId: null, open_type: null });
    expect(queries.queries.map((query) => query.queryKey[0])).toEqual(expect.arrayContaining(['branding', 'menu', 'ticket-link', 'featured-plans']));
  });

  it("fails the render of a stored session whose enrollment is not this visitor's, so the server sends the page as built", async () => {
    // the session the cookies mirror is decided on the server; the API's gate answers only the session bound to that tempId
    await expect(renderAt('localhost', { cookies: { tempId: 'ENR-1', open_type: 'user' } })).rejects.toThrow('Enrollment not found');
  });

  it('throws when the branding cannot be read, so the server sends the page as built', async () => {
    const unavailable = () => new Response(JSON.stringify({ status: 'error', message: 'down' }), { status: 503, headers: { 'content-type': 'application/json' } });
    await expect(renderAt('localhost', { answer: unavailable })).rejects.toBeTruthy();
  });
});
