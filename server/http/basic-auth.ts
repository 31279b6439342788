import { hash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { RequestFailure } from './failures.ts';

// Hashing first gives equal lengths, so the comparison takes the same time for any guess. The
// one-shot hash builds no Hash object: it costs every API call less than half as much.
const digest = (text: string) => hash('sha256', text, 'buffer');

/** Every API call must carry exactly the configured `Authorization: Basic …` value (spec 1 §6). */
export const requireAuthorization = (expected: string): MiddlewareHandler => {
  const expectedDigest = digest(expected);
  // not async: a call that passes goes straight on, with no promise of its own around the rest
  return (c, next) => {
    if (timingSafeEqual(digest(c.req.header('Authorization') ?? ''), expectedDigest)) return next();
    const failure = new RequestFailure(401, 'Missing or wrong Authorization header.');
    return Promise.resolve(c.json(failure.toEnvelope(), failure.status));
  };
};
