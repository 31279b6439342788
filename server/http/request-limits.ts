import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { SCREENSHOT_MAX_CHARS } from '../../contract/index.ts';
import { fieldFailure, RequestFailure } from './failures.ts';

/** The largest request body: a screenshot at its limit, with room for the other fields. */
export const BODY_LIMIT_BYTES = SCREENSHOT_MAX_CHARS + 64 * 1024;

export const requestLimitMessages = {
  tooLarge: 'The request body is too large.',
  nul: 'This field may not contain a NUL character.',
} as const;

/**
 * Refuses a body over BODY_LIMIT_BYTES with 413 in the error envelope, before it is read whole.
 * Reads pass straight on: looking for their (absent) body would make @hono/node-server build a
 * full Request for each, the hottest calls included.
 */
export const limitBodySize = (): MiddlewareHandler => {
  const limit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json(new RequestFailure(413, requestLimitMessages.tooLarge).toEnvelope(), 413),
  });
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next));
};

/** The dotted path of the first text (value or key) holding U+0000, which PostgreSQL text cannot store. */
const nulPathOf = (value: unknown, path: string): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path === '' ? key : `${path}.${key}`;
    if (key.includes('\u0000')) return innerPath;
    const found = nulPathOf(inner, innerPath);
    if (found !== null) return found;
  }
  return null;
};

/** The request's fields as they are, or a 422 naming the first field that holds NUL. */
export const refusingNul = <T>(fields: T): T => {
  const path = nulPathOf(fields, '');
  if (path !== null) throw fieldFailure(path, requestLimitMessages.nul);
  return fields;
};
