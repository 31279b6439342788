import { describe, expect, it } from 'vitest';
import type { ServerRenderRequest } from '../../contract/server-render.ts';
import type { ServerState } from '../../src/adapters/server-state.ts';
import { decidesAlike } from '../../src/adapters/server-session.ts';
import { AUTHORIZATION, MAIN_HOST, useTestServer } from './harness.ts';
import { renderAt, visitorApi } from './render-visitor.ts';

// Issue 25, "every host and session": a group's host and a stored session render whole as well,
// from what the cookies mirror (the quotation flag, Current Member's flag), and a page start-up
// moves elsewhere runs the machines of the page it moved to.

const server = useTestServer();

/** A visitor of its own on `host`: the API in process with its own server session (a cookie jar), as server/spa.ts hands it to the render. */
const visitorOn = (host: string) => {
  const { api } = visitorApi(server, host);
  const renderOn = (url: string, cookies: Record<string, string> = {}, through = api) => renderAt(url, through, cookies, host);
  return { api, renderAt: renderOn };
};

/** A visitor on acme.localhost holding the seeded cart TECART02 (docs/demo-data.md), with the cookies its start-up left. */
const acmeCart = async () => {
  const visitor = visitorOn('acme.localhost');
  const { state } = await visitor.renderAt('/');
  const stored = (state as ServerState).session!.stored;
  expect((await visitor.api('/dev/demo-session/TECART02')).status).toBe(204);
  const cookies = Object.fromEntries(Object.entries({ ...stored, tempId: 'TECART02' }).filter(([key]) => key in cookieNames));
  return { ...visitor, cookies };
};

// the mirrored keys a group host's start-up writes (the render's stored values hold more)
const cookieNames = { landing: 1, open_type: 1, eprocess: 1, group_id: 1, agent_id: 1, portal_id: 1, enroll_type: 1, tempId: 1 };

/** Order Info's button (the quote's dialog, closed, carries the same title) */
const offersQuote = /<button[^>]*>Send Personalized Quote<\/button>/;

describe("the cart on a group's host", () => {
  it('renders whole with its lines and offers Send Personalized Quote, as the browser would', async () => {
    const { renderAt, cookies } = await acmeCart();
    expect(cookies).toMatchObject({ open_type: 'group', group_id: '2556' });
    const { html, state } = await renderAt('/cart', cookies);
    expect(html.includes('Cart</h1>')).toBe(true);
    expect(html.includes('ClearView Vision')).toBe(true);
    expect(html.includes('aria-label="Starting the storefront"')).toBe(false);
    expect(offersQuote.test(html)).toBe(true);
    expect((state as ServerState).pages?.cart).toMatchObject({ value: { ready: 'idle' }, context: { offersQuote: true } });
  });

  it('offers no quote when the mirrored show-quotation flag says false', async () => {
    const { renderAt, cookies } = await acmeCart();
    const { html, state } = await renderAt('/cart', { ...cookies, 'show-quotation': 'false' });
    expect(html.includes('ClearView Vision')).toBe(true);
    expect(offersQuote.test(html)).toBe(false);
    expect((state as ServerState).pages?.cart).toMatchObject({ context: { offersQuote: false } });
  });

  it('is taken by a browser only when it stores the same flag: one stored before its cookie existed drops the page', async () => {
    const { renderAt, cookies } = await acmeCart();
    const { session } = (await renderAt('/cart', cookies)).state as ServerState;
    expect(decidesAlike(session!, cookies)).toBe(true);
    expect(decidesAlike(session!, { ...cookies, 'show-quotation': 'false' })).toBe(false);
    expect(decidesAlike(session!, { ...cookies, isCurrentMemberAvailable: 'true' })).toBe(false);
  });

  it("renders no one else's cart: another visitor's tempId fails the render, and the page is sent as built", async () => {
    const { cookies } = await acmeCart();
    const stranger = visitorOn('acme.localhost');
    await expect(stranger.renderAt('/cart', cookies)).rejects.toThrow('Enrollment not found');
  });
});

describe('the shopping crumbs of a session with a member list', () => {
  it('show Current Member on the cart and plan detail, from the mirrored flag', async () => {
    const { renderAt, cookies } = await acmeCart();
    for (const page of ['/cart', '/plan/121/BrightSmile%20Dental%20Basic']) {
      const { html } = await renderAt(page, { ...cookies, isCurrentMemberAvailable: 'true' });
      expect(html.includes('aria-label="Starting the storefront"')).toBe(false);
      expect(html).toMatch(/href="\/group-select-member"[^>]*>Current Member</);
    }
  });
});

describe('a landing with a stored session', () => {
  it("a return visit to acme.localhost renders the group's landing whole, keeping the session", async () => {
    const { renderAt, cookies } = await acmeCart();
    const { html, state } = await renderAt('/home', cookies);
    const { session } = state as ServerState;
    expect(html.includes('Featured Plans</h2>')).toBe(true);
    expect(html.includes('aria-label="Starting the storefront"')).toBe(false);
    // the cart badge read the held cart
    expect((state as ServerState).queries.queries.find((query) => query.queryHash === '["cart","count","TECART02"]')?.state.data).toBe(3);
    expect(session?.writes).not.toContainEqual({ clear: true });
    expect(session?.assumed).toMatchObject({ tempId: 'TECART02', group_id: '2556' });
  });

  it('/ of the main host reloaded after a quote renders the landing whole with the quote kept', async () => {
    const visitor = visitorOn(MAIN_HOST);
    const first = (await visitor.renderAt('/')).state as ServerState;
    const quoted = (await (
      await visitor.api('/api/v2/add-filter-for-new-user', {
        method: 'POST',
        body: JSON.stringify({ zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' }),
        headers: { 'Content-Type': 'application/json', Authorization: AUTHORIZATION },
      })
    ).json()) as { data: { temp_enrollment_id: string } };
    const cookies = Object.fromEntries(Object.entries({ ...first.session!.stored, tempId: quoted.data.temp_enrollment_id }).filter(([key]) => key in cookieNames));
    const { html, state } = await visitor.renderAt('/', cookies);
    expect(html.includes('<form aria-label="Get a quote"')).toBe(true);
    expect(html.includes('aria-label="Starting the storefront"')).toBe(false);
    expect((state as ServerState).session?.assumed).toMatchObject({ tempId: quoted.data.temp_enrollment_id });
  });

  it('a failing read sends the page as built: the render throws', async () => {
    const { api, renderAt, cookies } = await acmeCart();
    const failingMenu: ServerRenderRequest['api'] = async (input, init) =>
      String(input).includes('menu') ? new Response('{}', { status: 500 }) : api(input, init);
    await expect(renderAt('/home', cookies, failingMenu)).rejects.toThrow();
  });
});

describe('a page start-up moves elsewhere', () => {
  it("runs the machines of the page it moved to: /jane/cart's first visit shows /jane, no cart handed over", async () => {
    const { renderAt } = visitorOn(MAIN_HOST);
    const { html, state } = await renderAt('/jane/cart');
    const { session, pages } = state as ServerState;
    expect(session?.movedTo).toBe('/jane');
    expect(html.includes('Jane Doe</h2>')).toBe(true);
    expect(pages).toEqual({});
  });
});
