import type { DataOf, FilterInfo } from '../../../contract/index.ts';
import type { QuoteDraft } from './quote-values.ts';

/** What the search-edit summary shows (spec 1 §2 Plans): smoker only when the filter has it. */
export type FilterSummary = Pick<FilterInfo, 'zip' | 'dob' | 'state' | 'gender' | 'tier' | 'is_smoker' | 'coverage' | 'categories'>;

export const filterSummaryOf = ({ result }: DataOf<'getEnrollmentTempInfo'>): FilterSummary => ({
  zip: result.zip,
  dob: result.dob,
  state: result.state,
  gender: result.gender,
  tier: result.tier,
  is_smoker: result.is_smoker,
  coverage: result.coverage,
  categories: result.categories,
});

/** The Edit popup starts from the filter as saved, its smoker value among it (null when it has none). */
export const draftOf = (summary: FilterSummary | null): Partial<QuoteDraft> =>
  summary === null
    ? {}
    : {
        zip: summary.zip,
        dob: summary.dob,
        gender: summary.gender,
        tier: summary.tier,
        categories: summary.categories,
        coverage: summary.coverage,
        is_smoker: summary.is_smoker,
      };
