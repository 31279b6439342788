// The baselines: a bare Hono handler answering a constant JSON body; a bare Hono handler sending a
// reply recorded from the storefront's API (scripts/bench/same-reply.ts); and the bare React +
// Chakra page (built into .bench/bare-page, or BARE_PAGE_DIR) served as the storefront's files are (precompressed,
// hashed assets immutable: builtFiles).
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { builtFiles } from '../../server/spa.ts';
import { sameReplyRoutes } from './same-reply.ts';

const body = { status: 'success', statusCode: 200, data: { result: [] } };
const app = new Hono()
  .get('/bare', (c) => c.json(body))
  .route('/', sameReplyRoutes())
  .use('/*', builtFiles(process.env.BARE_PAGE_DIR ?? '.bench/bare-page'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
console.log('bare server ready');
