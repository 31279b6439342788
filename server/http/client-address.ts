import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** The last entry of a comma-separated forwarding header: the one the nearest proxy added. */
const lastEntry = (header: string | undefined) => header?.split(',').at(-1)?.trim() || undefined;

/** The connection's address; null for a request without one (in-process tests). */
const connectionAddress = (c: Context): string | null => {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
};

/**
 * Who is calling, for rate limits: the connection's address; behind a trusted proxy
 * (TRUST_PROXY), the address that proxy put last in X-Forwarded-For, since any earlier entry is
 * whatever the client claimed. A request without a connection (in-process tests) is 'local'.
 */
export const clientAddress = (c: Context, trustProxy: boolean): string =>
  (trustProxy ? lastEntry(c.req.header('X-Forwarded-For')) : undefined) ?? connectionAddress(c) ?? 'local';

const isLoopbackAddress = (address: string) => /^(::ffff:)?127(\.\d{1,3}){3}$/i.test(address) || address === '::1';

/** Headers by which a proxy says whom it forwards for. */
const FORWARDING_HEADERS = ['X-Forwarded-For', 'Forwarded', 'X-Real-IP'];

/**
 * Whether the caller is on this machine, for development routes. The connection must come from a
 * loopback address; a proxy on this machine connects from one too, so a request it forwards is
 * local only when the real client is: behind the trusted proxy (TRUST_PROXY) the address it put
 * last in X-Forwarded-For; behind any other, unknowable, so never. A request without a connection
 * (in-process tests) is local.
 */
export const isLoopbackClient = (c: Context, trustProxy: boolean): boolean => {
  const connection = connectionAddress(c);
  if (connection !== null && !isLoopbackAddress(connection)) return false;
  const forwardedFor = trustProxy ? lastEntry(c.req.header('X-Forwarded-For')) : undefined;
  if (forwardedFor !== undefined) return isLoopbackAddress(forwardedFor);
  return !FORWARDING_HEADERS.some((name) => c.req.header(name) !== undefined);
};

const BEHIND_TRUSTED_PROXY = 'behindTrustedProxy';

/** TRUST_PROXY: every request came through the trusted proxy, so its X-Forwarded-Proto counts (overHttps). */
export const behindTrustedProxy = (): MiddlewareHandler => async (c, next) => {
  c.set(BEHIND_TRUSTED_PROXY, true);
  await next();
};

/**
 * Whether the browser's request came over https, so the session cookie may be Secure: the
 * server's own URL says so, or the trusted proxy that ended TLS does (X-Forwarded-Proto; the last
 * entry, its own). Without TRUST_PROXY the header is whatever the client claimed and counts for nothing.
 */
export const overHttps = (c: Context): boolean =>
  new URL(c.req.url).protocol === 'https:' ||
  (c.get(BEHIND_TRUSTED_PROXY) === true && lastEntry(c.req.header('X-Forwarded-Proto'))?.toLowerCase() === 'https');
