import type { QuoteAccess } from './cart-values.ts';

/** The cart's rules (spec 1 §2, §6) as plain functions; the cart machine's guards and context are these. */

/** Send Personalized Quote: reps and groups, on a host other than the main one, unless quotation is disabled. */
export const maySendPersonalizedQuote = ({ eprocess, host, mainHost, showQuotation }: QuoteAccess): boolean =>
  (eprocess === 'rep' || eprocess === 'group') && host.toLowerCase() !== mainHost.toLowerCase() && showQuotation !== 'false';
