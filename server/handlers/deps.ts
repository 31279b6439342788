import type { Database } from '../db/open-database.ts';
import type { Outbox } from '../mail/outbox.ts';
import type { Catalogue } from '../queries/catalogue.ts';
import type { EnrollmentFilters } from '../queries/enrollment-filters.ts';

export interface HandlerDeps {
  db: Database;
  /** The association's own host name (MAIN_HOST); it resolves to the main site. */
  mainHost: string;
  catalogue: Catalogue;
  filters: EnrollmentFilters;
  /** Where e-mail goes (quotes, enrollment codes): a local folder in this reference server. */
  outbox: Outbox;
}
