import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { basicAuthorization, resolveApiCredentials } from './credentials.ts';
import { prepareDatabase } from './db/prepare.ts';
import { ensureJourneyCounts } from './db/seed/journey-counts.ts';
import { resolveDataKeys, useDataKeys } from './crypto/sealed.ts';
import { fileOutbox, smtpTransport } from './mail/outbox.ts';
import { mailSender } from './mail/sender.ts';
import { loadCatalogue } from './queries/catalogue.ts';
import { mountSpa } from './spa.ts';
import { loadServerRender } from './ssr.ts';

const config = readConfig();
// before the database opens: start-up seals what is stored plain or under a retired key
useDataKeys(await resolveDataKeys(config.dataKeys, config.dataDir));
const database = await prepareDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
);
if (database.seeded) console.log('Seeded the demo data (docs/demo-data.md).');
// not in prepareDatabase: a few seconds that every test server would pay
if (await ensureJourneyCounts(database.db)) console.log('Seeded three weeks of journey counts (docs/demo-data.md).');

const apiAuthorization = basicAuthorization(await resolveApiCredentials(config.apiBasicAuth, config.dataDir));
const catalogue = await loadCatalogue(database.db);
// mail queued in the database goes to SMTP when configured, else into DATA_DIR/outbox
const outbox = fileOutbox(path.join(config.dataDir, 'outbox'));
const sender = mailSender({ db: database.db, transport: config.smtpUrl ? smtpTransport(config.smtpUrl) : outbox });
sender.start();
const app = createApp({
  db: database.db,
  catalogue,
  apiAuthorization,
  mainHost: config.mainHost,
  outbox,
  mailQueued: sender.wake,
  publicBaseUrl: config.publicBaseUrl,
  trustProxy: config.trustProxy,
  devMode: config.devMode,
});
// the pages are rendered by the built server bundle when there is one (never src/ itself)
const render = await loadServerRender(config.serverBundleDir);
if (!render) console.log(`No server bundle in ${config.serverBundleDir}: pages are sent as built, rendered in the browser.`);
if (!mountSpa(app, config.clientDir, { apiAuthorization, mainHost: config.mainHost }, render, config.renderTimeoutMs)) {
  console.log(`No built storefront in ${config.clientDir}: run \`npm run build\` (the API still answers).`);
}

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, ({ port }) => {
  if (config.devMode) console.log('Development mode: /dev/outbox, /dev/link and /dev/demo-session answer this machine only.');
  console.log(`Storefront ready at http://localhost:${port}`);
});

const shutdown = () => server.close(() => void sender.stop().then(() => database.close()).then(() => process.exit(0)));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
