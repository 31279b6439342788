import type { Database } from '../db/open-database.ts';

export interface HandlerDeps {
  db: Database;
  /** The association's own host name (MAIN_HOST); it resolves to the main site. */
  mainHost: string;
}
