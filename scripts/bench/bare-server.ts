// The throughput baseline: a bare Hono handler answering a constant JSON body.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';

const body = { status: 'success', statusCode: 200, data: { result: [] } };
const app = new Hono().get('/bare', (c) => c.json(body));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
console.log('bare server ready');
