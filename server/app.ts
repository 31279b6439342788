import { Hono } from 'hono';
import { badgeRoutes } from './assets/badges.ts';
import type { Database } from './db/open-database.ts';
import { createHandlers } from './handlers/index.ts';
import { requireAuthorization } from './http/basic-auth.ts';
import { bindEndpoints } from './http/bind-endpoints.ts';
import { RequestFailure } from './http/failures.ts';
import { modelCoverageRoutes } from './dev/model-coverage-routes.ts';
import { outboxRoutes } from './mail/outbox-routes.ts';
import type { Outbox } from './mail/outbox.ts';
import type { Catalogue } from './queries/catalogue.ts';
import { enrollmentFilters } from './queries/enrollment-filters.ts';

export interface AppDeps {
  db: Database;
  /** The plan catalogue, loaded once the database is migrated and seeded (loadCatalogue). */
  catalogue: Catalogue;
  /** The exact `Authorization` header value API calls must carry ("Basic …"). */
  apiAuthorization: string;
  /** The association's own host name (MAIN_HOST). */
  mainHost: string;
  /** Where the server's e-mail goes (fileOutbox under DATA_DIR/outbox). */
  outbox: Outbox;
  /** Development only: GET /dev/outbox lists the e-mail sent. */
  exposeOutbox?: boolean;
  /** Where unexpected failures are reported; console by default. */
  logError?: (error: unknown) => void;
}

/** The storefront API (every row of contract/endpoints.ts) plus the generated images under /assets. */
export const createApp = ({ db, catalogue, apiAuthorization, mainHost, outbox, exposeOutbox = false, logError = console.error }: AppDeps) => {
  const app = new Hono();
  app.route('/', badgeRoutes);
  if (exposeOutbox) app.route('/', outboxRoutes(outbox));
  if (exposeOutbox) app.route('/', modelCoverageRoutes()); // the studio's coverage view, development only

  app.use('/api/*', requireAuthorization(apiAuthorization));
  bindEndpoints(app, createHandlers({ db, mainHost, catalogue, filters: enrollmentFilters(db), outbox }));
  app.all('/api/*', (c) => c.json(new RequestFailure(404, `No API call ${c.req.method} ${c.req.path}.`).toEnvelope(), 404));

  app.onError((error, c) => {
    logError(error);
    return c.json(new RequestFailure(500, 'Internal server error.').toEnvelope(), 500);
  });
  return app;
};
