import { fieldErrorsOf, type Eprocess, type QuoteEmailField } from '../../contract/index.ts';

/** What decides whether the cart offers Send Personalized Quote (spec 1 §2, §6). */
export interface QuoteAccess {
  eprocess: Eprocess | null;
  /** The page's host name and the association's main host (app config). */
  host: string;
  mainHost: string;
  /** The stored show-quotation flag; only 'false' disables quotation (a quote sets 'true'). */
  showQuotation: string | null;
}

export type QuoteEmailErrors = Partial<Record<QuoteEmailField, string>>;

const quoteEmailFields: readonly QuoteEmailField[] = ['name', 'email', 'message'];

/** The server's field errors for the quote form's own fields (spec 1 §5: shown per field). */
export const quoteEmailServerErrors = (error: unknown): QuoteEmailErrors =>
  Object.fromEntries(
    fieldErrorsOf(error)
      .filter(({ target_element }) => (quoteEmailFields as readonly string[]).includes(target_element))
      .map(({ target_element, error_message }) => [target_element, error_message]),
  );

/** The server's message for the effective date, if the error carries one (spec 1 §5). */
export const effectiveDateErrorOf = (error: unknown): string | undefined =>
  fieldErrorsOf(error).find(({ target_element }) => target_element === 'effective_date')?.error_message;
