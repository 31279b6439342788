// The baselines: a bare Hono handler answering a constant JSON body, and the bare
// React + Chakra page (built into .bench/bare-page) served as static files.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';

const body = { status: 'success', statusCode: 200, data: { result: [] } };
const app = new Hono().get('/bare', (c) => c.json(body)).use('/*', serveStatic({ root: '.bench/bare-page' }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
console.log('bare server ready');
