import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_ID, type ServerRender, type ServerRenderRequest } from '../../contract/server-render.ts';
import { mountSpa } from '../../server/spa.ts';
import { loadServerRender, renderedPage, renderWithin, scriptJson, SERVER_ENTRY } from '../../server/ssr.ts';

// Server rendering (issue 25, docs/architecture.md "Rendering"): the server loads the built bundle's
// `render` and puts its HTML and state into the page; without a bundle, or when the render throws
// or takes too long, it sends the page as built, which works as it always has.

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'storefront-ssr-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
afterEach(() => vi.restoreAllMocks());

const config = { apiAuthorization: 'Basic dGVzdDp0ZXN0', mainHost: 'localhost' };
const indexHtml = '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';
const request: Omit<ServerRenderRequest, 'signal'> = { url: '/', host: 'localhost', cookies: {}, config, api: fetch };

/** The state the page hands the client, read back as the client reads it. */
const stateIn = (html: string) => {
  const found = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">(.*?)</script>`, 's').exec(html);
  return found ? (JSON.parse(found[1]!) as unknown) : null;
};

describe('loading the server bundle', () => {
  it('is null when there is no bundle: the pages are sent as built', async () => {
    expect(await loadServerRender(tempDir())).toBeNull();
  });

  it("loads the built bundle's render", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, SERVER_ENTRY), 'export const render = async ({ url }) => ({ html: `<p>${url}</p>`, state: {} });\n');
    const render = await loadServerRender(dir);
    expect(await render?.({ ...request, url: '/plans', signal: new AbortController().signal })).toEqual({ html: '<p>/plans</p>', state: {} });
  });

  it('is null, and says so, when the bundle does not load or exports no render', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const broken = tempDir();
    writeFileSync(path.join(broken, SERVER_ENTRY), "import 'a-package-that-is-not-installed';\n");
    expect(await loadServerRender(broken)).toBeNull();
    const empty = tempDir();
    writeFileSync(path.join(empty, SERVER_ENTRY), 'export const other = 1;\n');
    expect(await loadServerRender(empty)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('the rendered page', () => {
  it("puts the HTML in the root and the state after it, as the client reads it", () => {
    const page = renderedPage(indexHtml, { html: '<main>Get a quote</main>', state: { queries: { queries: [] } } });
    expect(page).toContain('<div id="root"><main>Get a quote</main></div>');
    expect(stateIn(page)).toEqual({ queries: { queries: [] } });
    // the page's own script still comes after
    expect(page.indexOf(SERVER_STATE_ID)).toBeLessThan(page.indexOf('/assets/index.js'));
  });

  it('keeps data inside its script: </script>, <!-- and $ patterns in values stay data', () => {
    const state = { name: '</script><script>alert(1)</script>', note: '<!-- $& $1 -->', line: 'a\u2028b' };
    const page = renderedPage(indexHtml, { html: '<p>$&</p>', state });
    expect(page.match(/<\/script>/g)).toHaveLength(2); // the state's and the page's own
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('<div id="root"><p>$&</p></div>');
    expect(stateIn(page)).toEqual(state);
    expect(scriptJson(state)).not.toMatch(/[<\u2028\u2029]/);
  });
});

describe('rendering within a time limit', () => {
  it("gives the render's page", async () => {
    const render: ServerRender = async ({ url }) => ({ html: url, state: null });
    expect(await renderWithin(render, request)).toEqual({ html: '/', state: null });
  });

  it('is null when the render throws, logging its message only', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const render: ServerRender = async () => {
      throw new Error('window is not defined');
    };
    expect(await renderWithin(render, { ...request, cookies: { session: 'secret-cookie' } })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('window is not defined'));
    expect(JSON.stringify(warn.mock.calls)).not.toContain('secret-cookie');
  });

  it('is null when the render takes too long, and aborts it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let signal: AbortSignal | undefined;
    const render: ServerRender = (input) => {
      signal = input.signal;
      return new Promise(() => {});
    };
    expect(await renderWithin(render, request, 20)).toBeNull();
    expect(signal?.aborted).toBe(true);
  });
});

describe('the storefront served with a server bundle', () => {
  const clientDir = tempDir();
  writeFileSync(path.join(clientDir, 'index.html'), indexHtml);
  /** A storefront whose API echoes what a call from the render carried (and opens a session). */
  const storefront = (render: ServerRender | null) => {
    const app = new Hono();
    app.get('/api/v1/echo', (c) => c.json({ cookie: c.req.header('cookie') ?? null, authorization: c.req.header('authorization') ?? null, host: new URL(c.req.url).host }));
    // as a start-up call that resolves a site for the visitor's session
    app.get('/api/v1/opens-session', (c) => {
      c.header('Set-Cookie', 'session=new-token; Path=/; HttpOnly; SameSite=Strict');
      return c.json({});
    });
    mountSpa(app, clientDir, config, render);
    return app;
  };

  it("renders each page through the bundle, whose API calls go in process with the visitor's cookie", async () => {
    const render: ServerRender = async ({ url, host, cookies, api, config: appConfig }) => {
      const echoed = await (await api('/api/v1/echo', { headers: { Authorization: appConfig.apiAuthorization } })).json();
      return { html: `<p>${url} on ${host}</p>`, state: { echoed, cookies } };
    };
    const response = await storefront(render).request('http://acme.localhost:4173/plans?zip=10001', { headers: { cookie: 'locationPermission=denied' } });
    const page = await response.text();
    expect(page).toContain('<div id="root"><p>/plans?zip=10001 on acme.localhost</p></div>');
    expect(page).toContain('<meta name="app-config"');
    expect(stateIn(page)).toEqual({
      echoed: { cookie: 'locationPermission=denied', authorization: config.apiAuthorization, host: 'acme.localhost:4173' },
      cookies: { locationPermission: 'denied' },
    });
  });

  it("hands the browser a cookie the render's calls were given, and carries it on the render's later calls", async () => {
    const app = storefront(async ({ api }) => {
      await api('/api/v1/opens-session');
      const echoed = await (await api('/api/v1/echo')).json();
      return { html: '<p>landing</p>', state: { echoed } };
    });
    const response = await app.request('http://localhost/', { headers: { cookie: 'locationPermission=denied; session=old' } });
    expect(response.headers.getSetCookie()).toEqual(['session=new-token; Path=/; HttpOnly; SameSite=Strict']);
    expect(stateIn(await response.text())).toMatchObject({ echoed: { cookie: 'locationPermission=denied; session=new-token' } });
  });

  it('sends the rendered page gzipped to a browser that takes gzip, plain otherwise, varying by Accept-Encoding', async () => {
    const render: ServerRender = async () => ({ html: `<main>${'Get a quote. '.repeat(200)}</main>`, state: null });
    const app = storefront(render);
    const zipped = await app.request('http://localhost/plans', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(zipped.headers.get('Vary')).toContain('Accept-Encoding');
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(body.length).toBeLessThan(1_000);
    expect(gunzipSync(body).toString()).toContain('Get a quote. Get a quote.');
    const plain = await app.request('http://localhost/plans');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toContain('<main>Get a quote.');
  });

  it("keeps a page that may show the visitor's enrollment out of every cache, untagged; any other page revalidated", async () => {
    const app = storefront(async () => ({ html: '<main>Plans</main>', state: null }));
    const quoted = await app.request('http://localhost/plans', { headers: { cookie: 'tempId=TE123; session=token' } });
    expect(quoted.headers.get('Cache-Control')).toBe('private, no-store');
    expect(quoted.headers.get('ETag')).toBeNull();
    const first = await app.request('http://localhost/plans');
    expect(first.headers.get('Cache-Control')).toBe('no-cache');
    expect(first.headers.get('ETag')).not.toBeNull();
  });

  it('sends the page as built when the render throws, and without a bundle', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing: ServerRender = async () => {
      throw new Error('boom');
    };
    for (const app of [storefront(failing), storefront(null)]) {
      const response = await app.request('http://localhost/');
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('<div id="root"></div>');
      expect(page).not.toContain(SERVER_STATE_ID);
    }
  });
});
