import { is } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { Hono } from 'hono';
import { badgeRoutes } from './assets/badges.ts';
import type { Database } from './db/open-database.ts';
import { createHandlers } from './handlers/index.ts';
import { requireAuthorization } from './http/basic-auth.ts';
import { API_PATTERNS } from './http/api-paths.ts';
import { apiCaching } from './http/caching.ts';
import { bindEndpoints } from './http/bind-endpoints.ts';
import { enrollmentGate } from './http/enrollment-gate.ts';
import { requestContext } from './http/request-context.ts';
import { sessionStore, type EnrollmentVersions } from './http/sessions.ts';
import { RequestFailure } from './http/failures.ts';
import { failureLine } from './http/failure-log.ts';
import { limitBodySize } from './http/request-limits.ts';
import { securityHeaders } from './http/security-headers.ts';
import { demoSessionRoutes } from './dev/demo-sessions.ts';
import { behindTrustedProxy } from './http/client-address.ts';
import { localOnly, noDevelopmentRoute } from './dev/local-only.ts';
import { rateLimiter, type RateLimits } from './limits/rate-limits.ts';
import { linkTokens } from './links/link-tokens.ts';
import { outboxRoutes } from './mail/outbox-routes.ts';
import { mailQueue, type Outbox } from './mail/outbox.ts';
import type { Catalogue } from './queries/catalogue.ts';
import { heldEnrollmentFilters, versionedEnrollmentFilters } from './queries/enrollment-filters.ts';
import { heldPlanAnswers, versionedPlanAnswers } from './queries/plan-answers.ts';

export interface AppDeps {
  db: Database;
  /** The plan catalogue, loaded once the database is migrated and seeded (loadCatalogue). */
  catalogue: Catalogue;
  /** The exact `Authorization` header value API calls must carry ("Basic …"). */
  apiAuthorization: string;
  /** The association's own host name (MAIN_HOST). */
  mainHost: string;
  /** The mail delivered (fileOutbox under DATA_DIR/outbox), listed at GET /dev/outbox in development. */
  outbox: Outbox;
  /** Called once a save with mail has committed: the mail sender's wake (server/mail/sender.ts). */
  mailQueued?: () => void;
  /** Where mailed links point (PUBLIC_BASE_URL); http://MAIN_HOST when not given. */
  publicBaseUrl?: string;
  /** TRUST_PROXY: the client address is the last X-Forwarded-For entry, and X-Forwarded-Proto https makes cookies Secure. */
  trustProxy?: boolean;
  /** What the rate limits allow per minute; RATE_LIMITS when not given. */
  rateLimits?: RateLimits;
  /** Development mode (DEV_MODE): /dev/outbox, /dev/demo-session, /dev/link and the studio's model coverage, for loopback callers only. */
  devMode?: boolean;
  /** Where unexpected failures are reported; console by default. */
  logError?: (error: unknown) => void;
}

/** The storefront API (every row of contract/endpoints.ts) plus the generated images under /assets. */
export const createApp = ({
  db,
  catalogue,
  apiAuthorization,
  mainHost,
  outbox,
  mailQueued,
  publicBaseUrl = `http://${mainHost}`,
  trustProxy = false,
  rateLimits,
  devMode = false,
  logError = console.error,
}: AppDeps) => {
  const app = new Hono();
  app.use('*', securityHeaders());
  // the proxy's X-Forwarded-Proto says whether the session cookie may be Secure (overHttps)
  if (trustProxy) app.use('*', behindTrustedProxy());
  app.route('/', badgeRoutes);
  // Embedded PGlite is this process's alone, so what it holds in memory of its own writes stays
  // exact; PostgreSQL may serve several processes, and then every read asks it (docs/reference-server.md).
  const oneProcess = is(db, PgliteDatabase);
  const sessions = sessionStore(db, { oneProcess });
  const links = linkTokens(db);
  if (devMode) {
    // development routes answer only a caller on this machine; outside development mode none is mounted
    app.use('/dev/*', localOnly(trustProxy, mainHost));
    app.route('/', outboxRoutes(outbox));
    app.route('/', demoSessionRoutes(sessions, links));
  }
  app.all('/dev/*', noDevelopmentRoute);

  // the API's bases and the spec's paths beside them (server/http/api-paths.ts) are guarded alike
  const caching = apiCaching(); // ETags, 304s and Cache-Control of API reads (server/http/caching.ts)
  const authorization = requireAuthorization(apiAuthorization);
  const bodySize = limitBodySize();
  for (const pattern of API_PATTERNS) app.use(pattern, caching, authorization, bodySize);
  // held per process: alone on the database (embedded PGlite) as written; sharing it, by version
  const filters = oneProcess ? heldEnrollmentFilters(db) : versionedEnrollmentFilters(db);
  const answers = oneProcess ? heldPlanAnswers(db) : versionedPlanAnswers(db);
  const handlers = createHandlers({
    db,
    mainHost,
    catalogue,
    filters,
    answers,
    mail: mailQueue(db, mailQueued),
    limits: rateLimiter(db, rateLimits),
    links,
    publicBaseUrl,
  });
  const versionsSeen = (enrollmentId: string, versions: EnrollmentVersions) => {
    filters.seen(enrollmentId, versions.filter);
    answers.seen(enrollmentId, versions.answers);
  };
  bindEndpoints(app, handlers, enrollmentGate(db, sessions, versionsSeen), (c) => requestContext(c, sessions, trustProxy));
  for (const pattern of API_PATTERNS) app.all(pattern, (c) => c.json(new RequestFailure(404, `No API call ${c.req.method} ${c.req.path}.`).toEnvelope(), 404));

  app.onError((error, c) => {
    // the route's pattern, never its query string or body: see failureLine
    logError(failureLine(error, `${c.req.method} ${c.req.routePath}`));
    return c.json(new RequestFailure(500, 'Internal server error.').toEnvelope(), 500);
  });
  return app;
};
