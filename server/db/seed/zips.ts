import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Database } from '../open-database.ts';
import { zips } from '../schema.ts';

interface ZipCode {
  zip: string;
  city: string;
  state: string;
}

/** The US zip codes of the `zipcodes` package (about 42,000), keyed by zip. */
const usZipCodes = (): ZipCode[] => {
  const { codes } = createRequire(import.meta.url)('zipcodes/lib/codes.js') as { codes: Record<string, ZipCode> };
  return Object.values(codes).map(({ zip, city, state }) => ({ zip, city, state }));
};

/**
 * Inserts every zip in one statement: the rows travel as a single JSON parameter that
 * PostgreSQL expands, which is far faster than tens of thousands of bound values.
 */
export const seedZips = async (db: Database) => {
  const rows = JSON.stringify(usZipCodes());
  await db.execute(sql`
    insert into ${zips} (zip, city, state)
    select zip, city, state from json_to_recordset(${rows}::json) as t(zip text, city text, state text)
  `);
};
