import { Hono } from 'hono';
import { demoEnrollmentIds } from '../db/seed/demo-data.ts';
import { RequestFailure } from '../http/failures.ts';
import type { SessionStore } from '../http/sessions.ts';

/**
 * Development only (docs/security.md): GET /dev/demo-session/{id} binds the caller's session to a
 * seeded demo enrollment, as resuming it would, so demos and tests can open the seeded carts.
 * `?to=/path` then redirects there. No other enrollment opens this way.
 */
export const demoSessionRoutes = (sessions: SessionStore) =>
  new Hono().get('/dev/demo-session/:id', async (c) => {
    const id = c.req.param('id');
    if (!demoEnrollmentIds.includes(id)) {
      const failure = new RequestFailure(404, 'Not a demo enrollment.');
      return c.json(failure.toEnvelope(), failure.status);
    }
    await sessions.bind(c, id);
    const to = c.req.query('to');
    return to && /^\/(?!\/)/.test(to) ? c.redirect(to) : c.body(null, 204);
  });
