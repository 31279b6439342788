import { hash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { ENROLLMENT_FIELDS } from './enrollment-gate.ts';
import { queryFieldsOf } from './query-fields.ts';
import { API_SECURITY_HEADERS } from './security-headers.ts';
import { SESSION_COOKIE } from './sessions.ts';

/** Hashed build assets (Vite's assets/): a changed file is a new name, so a copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but checked with the server before every use (the page, API reads). */
export const REVALIDATE = 'no-cache';
/** A visitor's enrollment: never written to a cache, the browser's disk included. */
export const PERSONAL = 'private, no-store';

/** SHA-1 of the reply's bytes with node:crypto's one-shot hash: hono's default (WebCrypto's, asynchronous) costs several times more per reply. */
const sha1 = (body: Uint8Array) => {
  const digest = hash('sha1', body, 'buffer');
  return digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength) as ArrayBuffer;
};

/** Whether the request names an enrollment, in the fields the enrollment gate checks (decoded, as the binder reads them). */
const namesEnrollment = (c: Context) => {
  const fields = queryFieldsOf(c);
  return ENROLLMENT_FIELDS.some((field) => fields[field] !== undefined);
};

/**
 * What a browser or a cache in between may keep of an API read (docs/performance.md, Caching):
 *
 * - A read naming an enrollment (its cart, plans, steps, receipt) is the visitor's own and holds
 *   personal data: `private, no-store`, and no entity tag (a hash of every such reply would cost
 *   the hottest read, the plans listing, half its throughput for a few kilobytes saved). The
 *   wizard's step tags that the enrollment gate sets stay: they are for If-Match, not for caches.
 * - Every other GET (catalogue, branding, site chrome, lists of choices) carries an entity tag of
 *   its bytes (hono's etag) and `no-cache`: it is checked with the server before every reuse, which
 *   answers 304 when this request's answer has the same bytes. The server computes the answer for
 *   the request as it came (its session, its headers) before comparing, so a 304 is never stale
 *   and confirms only what the caller was about to receive.
 * - `private` besides when the request carries the session cookie: the answer may follow the
 *   session's sign-in (a rep's members), and no shared cache keeps it.
 * - A 304 keeps the reply's Set-Cookie, so a read that starts a session never loses its cookie;
 *   such a reply (a site's host, landing or code resolved: server/http/sessions.ts) is `private`,
 *   so no shared cache hands its cookie to anyone else.
 */
export const apiCaching = (): MiddlewareHandler => {
  // a 304 keeps the session's cookie and the API's security headers (set before the reply)
  const retainedHeaders = [...RETAINED_304_HEADERS, 'set-cookie', ...Object.keys(API_SECURITY_HEADERS).map((name) => name.toLowerCase())];
  const tagged = etag({ retainedHeaders, generateDigest: sha1 });
  const revalidated: MiddlewareHandler = async (c, next) => {
    c.header('Cache-Control', getCookie(c, SESSION_COOKIE) === undefined ? REVALIDATE : `private, ${REVALIDATE}`);
    await tagged(c, next);
    if (c.res.headers.has('set-cookie')) c.header('Cache-Control', `private, ${REVALIDATE}`);
  };
  // not async: the calls that set their header up front go straight on, with no promise of their own
  return (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    // set before the handler replies: a header set on a finished reply makes hono copy it into a
    // full Response, which @hono/node-server then writes by its slow path (a third of the hot read)
    if (!namesEnrollment(c)) return revalidated(c, next);
    c.header('Cache-Control', PERSONAL);
    return next();
  };
};
