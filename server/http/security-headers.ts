import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { isApiPath } from './api-paths.ts';

/**
 * The storefront's page, its assets and the generated images: hono's `secureHeaders` with its
 * defaults (nosniff, HSTS, cross-origin isolation of opener and resources) and a policy that is
 * what the storefront needs and no more: its own scripts only; inline styles, which Chakra's
 * emotion writes at run time; data: and blob: images for signatures and screenshots; the how-to
 * videos of the video modal, which a site's branding may host elsewhere (https only); never framed
 * by another site.
 */
const documentHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'", 'https:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
});

/**
 * API replies are JSON, never a document: OWASP's REST set. A reply opened as a page may load
 * nothing and be framed by no one, is never sniffed as another type, and no other site may read
 * it as a resource. Set before the handler replies, so the reply keeps @hono/node-server's fast
 * path (a header added to a finished reply makes hono copy it into a full Response).
 */
export const API_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Strict-Transport-Security': 'max-age=15552000; includeSubDomains',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
} as const;

/** The security headers of every reply: the API's set on its paths (server/http/api-paths.ts), the document set elsewhere. */
export const securityHeaders = (): MiddlewareHandler => {
  const apiHeaders = Object.entries(API_SECURITY_HEADERS);
  return (c, next) => {
    if (!isApiPath(c.req.path)) return documentHeaders(c, next);
    for (const [name, value] of apiHeaders) c.header(name, value);
    return next();
  };
};
