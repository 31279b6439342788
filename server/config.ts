import path from 'node:path';
import { RENDER_TIMEOUT_MS } from './ssr.ts';

export interface ServerConfig {
  port: number;
  host: string;
  /** Persistent state: the PGlite database (DATA_DIR/pglite) and the generated API credentials. */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl: string | undefined;
  mainHost: string;
  /** "user:password"; generated and kept in DATA_DIR when unset. */
  apiBasicAuth: string | undefined;
  /** Keys that seal personal data at rest, "id:base64key" entries, the first current; generated and kept in DATA_DIR when unset. */
  dataKeys: string | undefined;
  /**
   * Development mode (DEV_MODE=1; `npm start` and the e2e server turn it on): GET /dev/outbox,
   * /dev/demo-session, /dev/link and the studio's model coverage, for callers on this machine only
   * (server/dev/local-only.ts). Off unless set, and always with NODE_ENV=production (`npm run serve`).
   */
  devMode: boolean;
  /** Where mailed links point (PUBLIC_BASE_URL, e.g. https://benefits.example.com); http://MAIN_HOST:PORT when unset. */
  publicBaseUrl: string;
  /** TRUST_PROXY=1: one trusted proxy in front, so the client is the last X-Forwarded-For address. */
  trustProxy: boolean;
  /** SMTP_URL: mail goes to this SMTP server; unset, into DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** The built storefront (vite build). */
  clientDir: string;
  /** The built server bundle that renders the pages (vite build --ssr); absent, pages are sent as built. */
  serverBundleDir: string;
  /** RENDER_TIMEOUT_MS: how long a page's server render may take before the page is sent as built (server/ssr.ts). */
  renderTimeoutMs: number;
}

const port = (value: string | undefined) => {
  const parsed = Number(value ?? 3000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be a port number, not "${value}"`);
  return parsed;
};

const milliseconds = (name: string, value: string | undefined, fallback: number) => {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a whole number of milliseconds, not "${value}"`);
  return parsed;
};

/** An absolute http(s) URL without a trailing slash. */
const publicBaseUrl = (value: string) => {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash) throw new Error(`PUBLIC_BASE_URL must be an http(s) URL, not "${value}"`);
  return url.href.replace(/\/$/, '');
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => ({
  port: port(env.PORT),
  host: env.HOST || '127.0.0.1',
  dataDir: path.resolve(env.DATA_DIR || 'data'),
  databaseUrl: env.DATABASE_URL || undefined,
  mainHost: (env.MAIN_HOST || 'localhost').toLowerCase(),
  apiBasicAuth: env.API_BASIC_AUTH || undefined,
  dataKeys: env.DATA_KEYS || undefined,
  devMode: ['1', 'true'].includes(env.DEV_MODE ?? '') && env.NODE_ENV !== 'production',
  publicBaseUrl: publicBaseUrl(env.PUBLIC_BASE_URL || `http://${(env.MAIN_HOST || 'localhost').toLowerCase()}:${port(env.PORT)}`),
  trustProxy: ['1', 'true'].includes(env.TRUST_PROXY ?? ''),
  smtpUrl: env.SMTP_URL || undefined,
  // CLIENT_DIR: where the built storefront is (vite builds to the same env's directory)
  clientDir: path.resolve(env.CLIENT_DIR || 'dist/client'),
  // SERVER_BUNDLE_DIR: the same for the server bundle (its own per end-to-end port)
  serverBundleDir: path.resolve(env.SERVER_BUNDLE_DIR || 'dist/server'),
  renderTimeoutMs: milliseconds('RENDER_TIMEOUT_MS', env.RENDER_TIMEOUT_MS || undefined, RENDER_TIMEOUT_MS),
});
