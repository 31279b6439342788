import { Hono } from 'hono';
import type { Outbox } from './outbox.ts';

/**
 * Development only (docs/reference-server.md): GET /dev/outbox answers the e-mail sent, oldest
 * first, so a developer or an end-to-end test can read a quote or an enrollment code. Outside
 * /api, so it needs no API credentials.
 */
export const outboxRoutes = (outbox: Outbox) => new Hono().get('/dev/outbox', async (c) => c.json(await outbox.list()));
