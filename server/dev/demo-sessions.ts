import { Hono, type Context } from 'hono';
import { tierSchema } from '../../contract/index.ts';
import { demoEnrollmentIds, members, referrals } from '../db/seed/demo-data.ts';
import { RequestFailure } from '../http/failures.ts';
import type { SessionStore } from '../http/sessions.ts';
import type { LinkTokens } from '../links/link-tokens.ts';

const notDemo = (c: Context, what: string) => {
  const failure = new RequestFailure(404, `Not a demo ${what}.`);
  return c.json(failure.toEnvelope(), failure.status);
};

/**
 * Development only (docs/security.md): ways into the seeded demo data that a real deployment gets
 * from elsewhere, so demos and tests can open it. Nothing but the seeded data opens this way.
 * - GET /dev/demo-session/{id} binds the caller's session to a seeded demo enrollment, as resuming
 *   it would; `?to=/path` then redirects there.
 * - GET /dev/link/member-benefit-store/{user id}/{tier}, /dev/link/referral/{rid} and
 *   /dev/link/partner/{enrollment id} redirect to a fresh link (its token issued now) as a member's
 *   portal, a rep's flyer or the partner site would hand out (docs/demo-data.md).
 */
export const demoSessionRoutes = (sessions: SessionStore, links: LinkTokens) =>
  new Hono()
    .get('/dev/demo-session/:id', async (c) => {
      const id = c.req.param('id');
      if (!demoEnrollmentIds.includes(id)) return notDemo(c, 'enrollment');
      await sessions.bind(c, id);
      const to = c.req.query('to');
      return to && /^\/(?!\/)/.test(to) ? c.redirect(to) : c.body(null, 204);
    })
    .get('/dev/link/member-benefit-store/:userId/:tier', async (c) => {
      const { userId, tier } = c.req.param();
      if (!members.some((member) => String(member.userId) === userId) || !tierSchema.safeParse(tier).success) return notDemo(c, 'member');
      return c.redirect(`/member-benefit-store/${await links.issue('userID', userId)}/${tier}`);
    })
    .get('/dev/link/referral/:rid', async (c) => {
      const rid = c.req.param('rid');
      if (!referrals.some((referral) => referral.id === rid)) return notDemo(c, 'referral');
      return c.redirect(`/referrals?rid=${await links.issue('referral', rid)}`);
    })
    .get('/dev/link/partner/:id', async (c) => {
      const id = c.req.param('id');
      if (!demoEnrollmentIds.includes(id)) return notDemo(c, 'enrollment');
      return c.redirect(`/websites?group=elevate&id=${await links.issue('enrollmentId', id)}`);
    });
