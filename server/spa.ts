import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { APP_CONFIG_META, APP_CONFIG_PLACEHOLDER, type AppConfig } from '../contract/index.ts';
import type { ServerRender } from '../contract/server-render.ts';
import { IMMUTABLE, PERSONAL, REVALIDATE } from './http/caching.ts';
import { RENDER_TIMEOUT_MS, renderedPage, renderWithin } from './ssr.ts';

// The JSON sits in a single-quoted attribute: escaping &, ' and angle brackets keeps it inert.
const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the runtime configuration in place of `<!--app-config-->`. */
export const renderIndexHtml = (template: string, config: AppConfig) =>
  template.replace(
    APP_CONFIG_PLACEHOLDER,
    // A function, so `$` in the value is never read as a replacement pattern.
    () => `<meta name="${APP_CONFIG_META}" content='${escapeAttribute(JSON.stringify(config))}'>`,
  );

/**
 * The files of a build as they are (docs/performance.md, Serving): the brotli or gzip copy the
 * build wrote beside a file (vite.config.ts) when the request's Accept-Encoding takes it, with
 * `Vary: Accept-Encoding` on every reply of a file that has one; Vite's assets/ (hashed names)
 * cached for a year as immutable, any other file revalidated. Passes on what is not a file.
 */
export const builtFiles = (root: string): MiddlewareHandler => {
  const found = new WeakMap<Context, string>();
  const files = serveStatic({ root, precompressed: true, onFound: (file, c) => void found.set(c, file) });
  return async (c, next) => {
    const response = await files(c, next);
    const file = found.get(c);
    if (file === undefined || !(response instanceof Response)) return response;
    response.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
    // serveStatic names the header only on the compressed copy; a cache must know the plain one varies too
    if (!response.headers.has('Content-Encoding') && (existsSync(`${file}.br`) || existsSync(`${file}.gz`))) response.headers.append('Vary', 'Accept-Encoding');
    return response;
  };
};

/**
 * The request's cookies as the API sees them through one render: what the page request sent, with
 * what the render's own calls set on top (a start-up call that opens the visitor's session), so a
 * later call of the same render carries it, and the page's reply hands the same cookies to the
 * browser (`setCookies`).
 */
export const renderCookies = (sent: string | undefined) => {
  const jar = new Map<string, string>();
  const setCookies: string[] = [];
  const keep = (pair: string) => {
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  };
  (sent ?? '').split(';').forEach(keep);
  return {
    header: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    took: (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        setCookies.push(cookie);
        keep(cookie.split(';')[0]!);
      }
    },
    setCookies: (): readonly string[] => setCookies,
  };
};

/**
 * Whether the request opens a page (a browser's `Sec-Fetch-Dest: document`, or a client that names
 * no destination): a path that is no file and no page (the browser's `/favicon.ico`) gets the page
 * as built, unrendered, so its render does not decide start-up: `/favicon.ico` reads as a landing
 * name, and each look-up of an unknown one counts toward the visitor's rate limit.
 */
const opensDocument = (c: Context) => (c.req.header('sec-fetch-dest') ?? 'document') === 'document';

/**
 * The page of this request rendered by the server bundle (server/ssr.ts), or the page as built
 * when there is no bundle or the render fails. The render reads the API in process, as the
 * visitor's browser would: same host, the visitor's cookie and connection, the app's
 * Authorization (the render adds it), so the API's own rules decide what it may read; a cookie
 * one of its calls sets goes to the browser with the page.
 */
const pageOf = async (app: Hono, c: Context, indexHtml: string, config: AppConfig, render: ServerRender | null, renderTimeoutMs: number) => {
  if (!render || !opensDocument(c)) return indexHtml;
  const cookies = renderCookies(c.req.header('cookie'));
  const rendered = await renderWithin(render, {
    url: c.req.url.slice(new URL(c.req.url).origin.length),
    host: new URL(c.req.url).hostname,
    cookies: getCookie(c),
    config,
    api: async (input, init) => {
      const headers = new Headers(init?.headers);
      const cookie = cookies.header();
      if (cookie) headers.set('cookie', cookie);
      const response = await app.request(new URL(String(input), c.req.url).href, { ...init, headers }, c.env);
      cookies.took(response);
      return response;
    },
  }, renderTimeoutMs);
  for (const cookie of cookies.setCookies()) c.header('Set-Cookie', cookie, { append: true });
  return rendered ? renderedPage(indexHtml, rendered) : indexHtml;
};

/**
 * Whether the page may be rendered with the visitor's enrollment (the quote's summary and prices
 * on `/plans`): the request carries its mirrored `tempId`. Such a page is kept by no cache and
 * tagged by none of its bytes, as the API's replies naming an enrollment (server/http/caching.ts).
 */
const mayShowEnrollment = (c: Context) => getCookie(c, 'tempId') !== undefined;

/**
 * Serves the built storefront: its files (builtFiles), and index.html (with the app config) for
 * every other GET outside /api, so client-side routes survive a reload, rendered on the server when
 * a server bundle was loaded (`render`, server/ssr.ts); the page is revalidated on every visit (its
 * ETag answers 304), so a new build is picked up at once. False when not built.
 */
export const mountSpa = (app: Hono, clientDir: string, config: AppConfig, render: ServerRender | null = null, renderTimeoutMs = RENDER_TIMEOUT_MS): boolean => {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = renderIndexHtml(readFileSync(indexFile, 'utf8'), config);
  const sendIndex = async (c: Context) =>
    c.html(await pageOf(app, c, indexHtml, config, render, renderTimeoutMs), 200, { 'Cache-Control': mayShowEnrollment(c) ? PERSONAL : REVALIDATE });
  const etagged = etag();
  const tagged: MiddlewareHandler = (c, next) => (mayShowEnrollment(c) ? next() : etagged(c, next));
  // a rendered page is rendered per request, so it cannot have a copy made at build time: gzip on
  // the fly (~74 KB of HTML and styles to ~12 KB, a phone's whole round trips on slow 4G)
  const compressed = compress({ encoding: 'gzip' });
  // The page itself is never served raw: it must carry the app config.
  app.get('/', compressed, tagged, sendIndex);
  app.get('/index.html', compressed, tagged, sendIndex);
  app.use('*', builtFiles(clientDir));
  // Mounted after createApp, whose /api/* catch-all answers first, so this never shadows the API.
  app.get('*', compressed, tagged, sendIndex);
  return true;
};
