import * as z from 'zod/mini';
import {
  fieldErrorsOf,
  quoteFieldSchemas,
  quoteFormSchema,
  quoteMessages,
  type QuoteField,
  type RequestOf,
} from '../../../contract/index.ts';
import { failureMessage } from '../results.ts';

/** The quote as the screen holds it: raw input, judged by the contract's field schemas. */
export interface QuoteDraft {
  zip: string;
  dob: string;
  gender: string;
  tier: string;
  categories: string[];
  coverage: string | null;
  /**
   * The smoker radio's choice, '1' yes or '0' no; null (or absent) while the filter has no smoker
   * value, when the radio does not show (spec 1 §5, spec 3 §5).
   */
  is_smoker?: '0' | '1' | null;
}
/** What one wizard step sends with `user.next`: text, a choice, or the chosen categories. */
export type QuoteFieldValue = QuoteDraft[QuoteField];

export const emptyDraft: QuoteDraft = { zip: '', dob: '', gender: '', tier: '', categories: [], coverage: null, is_smoker: null };

/** Messages shown beside fields, from the schemas or from the server. */
export type QuoteErrors = Partial<Record<QuoteField, string>>;

/** Who the filter is created for: the session scope the filter calls take besides the quote. */
export type FilterScope = Pick<
  RequestOf<'addFilterForNewUser'>,
  'eprocess' | 'agent_id' | 'group_id' | 'platform_group_id' | 'type' | 'open_type' | 'referral'
>;

/** The first message the field's schema has for `value`, or null when the value is valid. */
export const fieldError = (field: QuoteField, value: unknown): string | null => {
  const result = quoteFieldSchemas[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};

/** Per-field messages of the landing form (zip, dob, gender, tier; the rest have defaults). */
export const formErrors = (draft: QuoteDraft): QuoteErrors => {
  const result = quoteFormSchema.safeParse(draft);
  if (result.success) return {};
  const errors: QuoteErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as QuoteField;
    errors[field] ??= issue.message;
  }
  return errors;
};

/** Server field errors (spec 1 §8) for the quote's own fields. */
export const serverFieldErrors = (error: unknown): QuoteErrors =>
  Object.fromEntries(
    fieldErrorsOf(error)
      .filter(({ target_element }) => target_element in quoteFieldSchemas)
      .map(({ target_element, error_message }) => [target_element, error_message]),
  );

/**
 * A refused save's message when it names none of the quote's fields (a rep or group the session
 * has not verified, a server failure): never silent, shown above the fields. Null when a field shows it.
 */
export const saveFailureOf = (error: unknown): string | null =>
  Object.keys(serverFieldErrors(error)).length > 0 ? null : failureMessage(error, quoteMessages.notSaved);

const wizardSchema = z.object(quoteFieldSchemas);

/**
 * The filter-call fields of a draft a guard has validated: the form's four fields plus, when
 * given, coverage and categories (spec 1 §7: "empty values are dropped").
 */
export const filterFields = (draft: QuoteDraft) => {
  const quote = quoteFormSchema.parse(draft);
  const wizard = wizardSchema.safeParse(draft);
  return {
    zip: quote.zip,
    dob: quote.dob,
    gender: quote.gender,
    tier: quote.tier,
    ...(wizard.success ? { coverage: wizard.data.coverage, categories: wizard.data.categories } : {}),
  };
};

export const createFilterRequest = (draft: QuoteDraft, scope: FilterScope): RequestOf<'addFilterForNewUser'> => ({
  ...scope,
  ...filterFields(draft),
});

/** The filter's update: the quote's fields and, when the Edit popup showed the smoker radio, its choice. */
// the referral decides whom a filter is for when it is created; an update does not carry it
export const updateFilterRequest = (draft: QuoteDraft, { referral: _created, ...scope }: FilterScope, tempId: string): RequestOf<'changeFilterInfo'> => ({
  ...scope,
  ...filterFields(draft),
  ...(draft.is_smoker ? { is_smoker: draft.is_smoker } : {}),
  tempId,
});
