import { Hono, type Context } from 'hono';
import { tierSchema } from '../../contract/index.ts';
import { demoEnrollmentIds, members, referrals } from '../db/seed/demo-data.ts';
import { RequestFailure } from '../http/failures.ts';
import type { SessionStore } from '../http/sessions.ts';
import type { LinkTokens } from '../links/link-tokens.ts';

const ANY_ORIGIN = 'http://site.invalid';

export const demoSessionMessages = { notOnSite: 'The to parameter must be a path on this site.' } as const;

/**
 * `to` as a path on this site, or null. Only a path (one leading '/', not '//' or '/\\', which
 * browsers read as another host) passes, read as a browser reads it: tabs and new lines dropped,
 * backslashes as slashes, dot segments resolved. It must stay on the same origin, and the path
 * it comes to must not start with two slashes either ('/.//evil.example'); the result is what the
 * redirect sends, so the browser follows exactly what was checked.
 */
export const sameSitePath = (to: string): string | null => {
  if (!/^\/(?![/\\])/.test(to) || !URL.canParse(to, ANY_ORIGIN)) return null;
  const url = new URL(to, ANY_ORIGIN);
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === ANY_ORIGIN && !/^\/[/\\]/.test(path) ? path : null;
};

const notDemo = (c: Context, what: string) => {
  const failure = new RequestFailure(404, `Not a demo ${what}.`);
  return c.json(failure.toEnvelope(), failure.status);
};

/**
 * Development only (docs/security.md): ways into the seeded demo data that a real deployment gets
 * from elsewhere, so demos and tests can open it. Nothing but the seeded data opens this way.
 * - GET /dev/demo-session/{id} binds the caller's session to a seeded demo enrollment, as resuming
 *   it would; `?to=/path` then redirects there (a path on this site only, else 400 and nothing bound).
 * - GET /dev/link/member-benefit-store/{user id}/{tier}, /dev/link/referral/{rid} and
 *   /dev/link/partner/{enrollment id} redirect to a fresh link (its token issued now) as a member's
 *   portal, a rep's flyer or the partner site would hand out (docs/demo-data.md).
 */
export const demoSessionRoutes = (sessions: SessionStore, links: LinkTokens) =>
  new Hono()
    .get('/dev/demo-session/:id', async (c) => {
      const id = c.req.param('id');
      if (!demoEnrollmentIds.includes(id)) return notDemo(c, 'enrollment');
      const to = c.req.query('to');
      const path = to === undefined ? null : sameSitePath(to);
      if (to !== undefined && path === null) return c.json(new RequestFailure(400, demoSessionMessages.notOnSite).toEnvelope(), 400);
      await sessions.bind(c, id);
      return path ? c.redirect(path) : c.body(null, 204);
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
