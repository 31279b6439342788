import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Who is calling, for rate limits: the connection's address; behind a trusted proxy
 * (TRUST_PROXY), the address that proxy put last in X-Forwarded-For, since any earlier entry is
 * whatever the client claimed. A request without a connection (in-process tests) is 'local'.
 */
export const clientAddress = (c: Context, trustProxy: boolean): string => {
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
};
