import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { basicAuthorization, resolveApiCredentials } from './credentials.ts';
import { prepareDatabase } from './db/prepare.ts';
import { fileOutbox } from './mail/outbox.ts';
import { loadCatalogue } from './queries/catalogue.ts';
import { mountSpa } from './spa.ts';

const config = readConfig();
const database = await prepareDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: path.join(config.dataDir, 'pglite') },
);
if (database.seeded) console.log('Seeded the demo data (docs/demo-data.md).');

const apiAuthorization = basicAuthorization(await resolveApiCredentials(config.apiBasicAuth, config.dataDir));
const catalogue = await loadCatalogue(database.db);
const app = createApp({
  db: database.db,
  catalogue,
  apiAuthorization,
  mainHost: config.mainHost,
  outbox: fileOutbox(path.join(config.dataDir, 'outbox')),
  exposeOutbox: config.exposeOutbox,
});
if (!mountSpa(app, config.clientDir, { apiAuthorization, mainHost: config.mainHost })) {
  console.log(`No built storefront in ${config.clientDir}: run \`npm run build\` (the API still answers).`);
}

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, ({ port }) => {
  console.log(`Storefront ready at http://localhost:${port}`);
});

const shutdown = () => server.close(() => void database.close().then(() => process.exit(0)));
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
