import type { Context, MiddlewareHandler } from 'hono';
import { isLoopbackClient } from '../http/client-address.ts';
import { RequestFailure } from '../http/failures.ts';

/** What every /dev path answers to anyone it is not for: as if it did not exist (not the storefront's page either). */
export const noDevelopmentRoute = (c: Context) => c.json(new RequestFailure(404, 'Not found.').toEnvelope(), 404);

/** Names only this machine answers to: localhost and its subdomains (the demo hosts), loopback addresses, and the configured main host. */
const isLocalName = (hostname: string, mainHost: string) =>
  hostname === 'localhost' || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]' || hostname === mainHost;

/**
 * Development routes answer only a caller on this machine (docs/security.md, Development mode): a
 * loopback client (isLoopbackClient: the connection, or the trusted proxy's client) asking for a
 * local name. The name stops DNS rebinding: a page of another site whose name its owner points at
 * 127.0.0.1 reaches this server from the developer's own browser, but sends its own name.
 */
export const localOnly =
  (trustProxy: boolean, mainHost: string): MiddlewareHandler =>
  async (c, next) =>
    isLoopbackClient(c, trustProxy) && isLocalName(new URL(c.req.url).hostname, mainHost) ? next() : noDevelopmentRoute(c);
