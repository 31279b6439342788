import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The drizzle database, typed once whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /** Applies the SQL migrations of server/migrations that this database has not seen yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** PostgreSQL through node-postgres. */
  | { databaseUrl: string }
  /** Embedded PGlite persisted in `dataDir`, or in memory when `dataDir` is absent. */
  | { dataDir?: string };

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export const openDatabase = async (options: DatabaseOptions): Promise<DatabaseHandle> => {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // an idle connection the server drops (a restart, an administrator) must not crash the process:
    // the pool replaces it on the next query; once closing, its end is expected
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.error('PostgreSQL connection lost:', error.message);
    });
    const db = drizzlePg({ client: pool, schema });
    const close = () => {
      closing = true;
      return pool.end();
    };
    return { db, migrate: () => migratePg(db, { migrationsFolder }), close };
  }
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const db = drizzlePglite({ client, schema });
  return { db, migrate: () => migratePglite(db, { migrationsFolder }), close: () => client.close() };
};
