import path from 'node:path';

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
  /** GET /dev/outbox lists the mail sent; off when NODE_ENV=production. */
  exposeOutbox: boolean;
  /** The built storefront (vite build). */
  clientDir: string;
}

const port = (value: string | undefined) => {
  const parsed = Number(value ?? 3000);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) throw new Error(`PORT must be a port number, not "${value}"`);
  return parsed;
};

export const readConfig = (env: NodeJS.ProcessEnv = process.env): ServerConfig => ({
  port: port(env.PORT),
  host: env.HOST || '127.0.0.1',
  dataDir: path.resolve(env.DATA_DIR || 'data'),
  databaseUrl: env.DATABASE_URL || undefined,
  mainHost: (env.MAIN_HOST || 'localhost').toLowerCase(),
  apiBasicAuth: env.API_BASIC_AUTH || undefined,
  exposeOutbox: env.NODE_ENV !== 'production',
  // CLIENT_DIR: where the built storefront is (vite builds to the same env's directory)
  clientDir: path.resolve(env.CLIENT_DIR || 'dist/client'),
});
