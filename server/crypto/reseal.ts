import { getTableColumns, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/open-database.ts';
import * as schema from '../db/schema.ts';
import { currentKeyPrefix, open, seal } from './sealed.ts';

const BATCH = 500;

/** Every sealed column of the schema: its custom column types are the sealed ones (sealed-columns.ts). */
export const sealedColumns = () =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((column) => column.columnType === 'PgCustomColumn')
        .map((column) => ({ table, column })),
    );

interface Unsealed {
  tid: string;
  value: string;
}

/**
 * Seals again every value of a sealed column that is not sealed under the current key: plain
 * values stored before encryption at rest (migration 0010), and values under a retired key after
 * a rotation. Runs at start-up; a value another process changed meanwhile is left as it is.
 */
export const resealStoredValues = async (db: Database): Promise<number> => {
  let resealed = 0;
  const prefix = `${currentKeyPrefix()}%`;
  for (const { table, column } of sealedColumns()) {
    for (;;) {
      const { rows } = (await db.execute(
        sql`select ctid::text as tid, ${column} as value from ${table} where ${column} is not null and ${column} not like ${prefix} limit ${BATCH}`,
      )) as unknown as { rows: Unsealed[] };
      for (const row of rows) {
        await db.execute(sql`update ${table} set ${sql.identifier(column.name)} = ${seal(open(row.value))} where ctid = ${row.tid}::tid and ${column} = ${row.value}`);
      }
      resealed += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return resealed;
};
