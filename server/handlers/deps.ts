import type { Database } from '../db/open-database.ts';
import type { RateLimiter } from '../limits/rate-limits.ts';
import type { LinkTokens } from '../links/link-tokens.ts';
import type { MailQueue } from '../mail/outbox.ts';
import type { Catalogue } from '../queries/catalogue.ts';
import type { EnrollmentFilters } from '../queries/enrollment-filters.ts';
import type { PlanAnswers } from '../queries/plan-answers.ts';

export interface HandlerDeps {
  db: Database;
  /** The association's own host name (MAIN_HOST); it resolves to the main site. */
  mainHost: string;
  catalogue: Catalogue;
  filters: EnrollmentFilters;
  /** Whether enrollments answered plans' questions, held for the plans listing (plan detail's saves drop them). */
  answers: PlanAnswers;
  /** Saves that mail run through this: the mail is queued in the save's transaction (server/mail/outbox.ts). */
  mail: MailQueue;
  /** Rate limits kept in the database (server/limits/rate-limits.ts). */
  limits: RateLimiter;
  /** Issues and opens the tokens of links (server/links/link-tokens.ts). */
  links: LinkTokens;
  /** Where mailed links point (PUBLIC_BASE_URL), never the request's Host header. */
  publicBaseUrl: string;
}
