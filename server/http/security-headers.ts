import { secureHeaders } from 'hono/secure-headers';

/**
 * The security headers of every reply (API, storefront page, its assets, generated images), with
 * hono's defaults for the rest (nosniff, HSTS, cross-origin isolation of opener and resources).
 * The policy is what the storefront needs and no more: its own scripts only; inline styles, which
 * Chakra's emotion writes at run time; data: and blob: images for signatures and screenshots;
 * the how-to videos of the video modal, which a site's branding may host elsewhere (https only);
 * never framed by another site.
 */
export const securityHeaders = () =>
  secureHeaders({
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
