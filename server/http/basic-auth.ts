import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { RequestFailure } from './failures.ts';

// Hashing first gives equal lengths, so the comparison takes the same time for any guess.
const digest = (text: string) => createHash('sha256').update(text).digest();

/** Every API call must carry exactly the configured `Authorization: Basic …` value (spec 1 §6). */
export const requireAuthorization = (expected: string): MiddlewareHandler => {
  const expectedDigest = digest(expected);
  return async (c, next) => {
    if (!timingSafeEqual(digest(c.req.header('Authorization') ?? ''), expectedDigest)) {
      const failure = new RequestFailure(401, 'Missing or wrong Authorization header.');
      return c.json(failure.toEnvelope(), failure.status);
    }
    await next();
  };
};
