import { describe, expect, it } from 'vitest';
import type { ServerRenderRequest } from '../../contract/server-render.ts';
import type { ServerState } from '../../src/adapters/server-state.ts';
import { render } from '../../src/entry-server.tsx';
import { AUTHORIZATION, MAIN_HOST, useTestServer } from './harness.ts';

// Issue 25: a group host's landing and a rep's or group's landing on the main host rendered whole
// on the server. Start-up moves their URL (a group host's /home, the landing's own /): the server
// renders the page it moved to and hands the move over, for the browser to make before it hydrates.

const server = useTestServer();

const renderAt = (host: string, url: string, cookies: Record<string, string> = {}) => {
  const api: ServerRenderRequest['api'] = async (input, init) => server.app.request(new URL(String(input), `http://${host}`).href, init);
  return render({ url, host, cookies, config: { apiAuthorization: AUTHORIZATION, mainHost: MAIN_HOST }, api, signal: new AbortController().signal });
};

describe('a landing rendered whole on the server', () => {
  it("renders a group host's first visit at /home with the group's branding and quote, and hands the move over", async () => {
    const { html, state } = await renderAt('acme.localhost', '/');
    const { session } = state as ServerState;
    expect(html).toContain('benefits@acme-benefits.example.com');
    expect(html).not.toContain('member-benefits');
    expect(html).toContain('Featured Plans</h2>');
    expect(html).not.toContain('aria-label="Starting the storefront"');
    // spec 1 §4: another host with nothing stored looks its domain up and goes to /home
    expect(session?.movedTo).toBe('/home');
    expect(session?.stored).toMatchObject({ group_id: '2556', open_type: 'group' });
    expect(session?.assumed).toMatchObject({ open_type: null, tempId: null });
  });

  it("renders a rep's landing on the main host with the rep's details above the quote", async () => {
    const { html, state } = await renderAt('localhost', '/jane');
    const { session } = state as ServerState;
    expect(html).toContain('Jane Doe</h2>');
    expect(html).toContain('<form aria-label="Get a quote"');
    expect(html).not.toContain('aria-label="Starting the storefront"');
    // spec 1 §2 Home landing: resolved by the domain look-up, then the landing's own /
    expect(session?.movedTo).toBe('/jane');
    expect(session?.writes[0]).toEqual({ clear: true });
    expect(session?.stored).toMatchObject({ landing: 'jane', agent_id: '701', open_type: 'agent' });
  });

  it('renders a group landing on the main host and hands over what start-up stores (the landing)', async () => {
    const { html, state } = await renderAt('localhost', '/acme/home');
    const { session } = state as ServerState;
    expect(html).toContain('<form aria-label="Get a quote"');
    expect(session?.movedTo).toBe('/acme');
    expect(session?.writes).toContainEqual({ write: expect.objectContaining({ landing: 'acme', group_id: '2556' }) });
  });

  it("renders the main landing without a move: there is none to make", async () => {
    const { state } = await renderAt('localhost', '/');
    expect((state as ServerState).session?.movedTo).toBeNull();
  });

  it('renders an unknown landing as start-up decides it, not found, so the browser does not look it up again', async () => {
    const { html, state } = await renderAt('localhost', '/nobody-here');
    const { session } = state as ServerState;
    expect(html).toContain('OOPS! Page not found');
    expect(html).not.toContain('aria-label="Starting the storefront"');
    expect(session?.movedTo).toBe('/404');
    expect(session?.snapshot).toMatchObject({ status: 'done', value: 'notFound' });
  });
});
