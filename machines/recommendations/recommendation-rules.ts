import { ageInYears, parseUsDate, type RequestOf } from '../../contract/index.ts';
import type { FilterSummary } from '../shared/quote/filter-summary.ts';
import type { RecommendationQuery } from './recommendations.machine.ts';

/**
 * Which recommendation call answers, and with what (spec 1 §7 Benefit-service base), as plain
 * functions: the adapters read who asks from the stored session and hand it here.
 */

/** Who asks for recommendations (platform, user, enroll type, agent, group). */
export type RecommendationScope = RequestOf<'getRecommendationPopularity'>;

/** The quote a filter call is asked for, as /recommend-list's search carries it. */
export interface FilterQuote {
  state?: string;
  tier?: RequestOf<'getRecommendationFilter'>['tier'];
  age?: number;
  gender?: RequestOf<'getRecommendationFilter'>['gender'];
}

/** The cart's association call for the plans it holds, else the landing's popularity call. */
export const recommendationQueryFor = (scope: RecommendationScope, cartPlanIds: readonly number[] = []): RecommendationQuery =>
  cartPlanIds.length > 0 ? { kind: 'association', request: { ...scope, planID: cartPlanIds.join(',') } } : { kind: 'popularity', request: scope };

/** A state code the filter call takes (two capitals); anything else is left out. */
const usState = /^[A-Z]{2}$/;

/**
 * The plans page's filter call (spec 1 §7 recommendation/filter): the quote's state, tier, age in
 * years of 365.25 days on `today` (spec 1 §5) and gender. A DOB that does not parse (or lies ahead)
 * leaves age out.
 */
export const filterRecommendationQueryFor = (
  scope: RecommendationScope,
  summary: Pick<FilterSummary, 'state' | 'dob' | 'tier' | 'gender'>,
  today: Date,
): RecommendationQuery => {
  const dob = parseUsDate(summary.dob);
  const age = dob === null ? null : ageInYears(dob, today);
  return {
    kind: 'filter',
    request: {
      ...scope,
      ...(usState.test(summary.state) && { state: summary.state }),
      tier: summary.tier,
      ...(age !== null && age >= 0 && { age }),
      gender: summary.gender,
    },
  };
};

/** The quote a filter call asked for, for the strip's View All; nothing for the other calls. */
export const filterQuoteOf = (query: RecommendationQuery): FilterQuote => {
  if (query.kind !== 'filter') return {};
  const { state, tier, age, gender } = query.request;
  return { ...(state && { state }), ...(tier && { tier }), ...(typeof age === 'number' && { age }), ...(gender && { gender }) };
};

/**
 * What the strip's View All carries to /recommend-list: the cart's plans, the plans page's quote, or
 * nothing for the visitor. Read from the strip's own query, which the browser takes over from the
 * server's render: an age computed again in the browser can differ from the server's near a
 * birthday (its clock, its time zone), and the link would ask for another list than the strip shows.
 */
export const viewAllOf = (query: RecommendationQuery): FilterQuote & { planID?: string } =>
  query.kind === 'association' ? { planID: query.request.planID } : filterQuoteOf(query);

/** /recommend-list's call: the cart's plans, else the plans page's quote, else the visitor's popularity. */
export const recommendListQueryFor = (scope: RecommendationScope, planIds: readonly number[], quote: FilterQuote): RecommendationQuery => {
  if (planIds.length > 0) return recommendationQueryFor(scope, planIds);
  if (!quote.tier) return recommendationQueryFor(scope);
  const { state, tier, age, gender } = quote;
  return { kind: 'filter', request: { ...scope, ...(state && { state }), tier, ...(age !== undefined && { age }), ...(gender && { gender }) } };
};

/**
 * The strip's columns by the theme's breakpoints (spec 1 §2: responsive with 1, 2, 3 and 5 columns;
 * from 480, 768 and 1280 px). The page's CSS picks them, so the server's HTML fits every width.
 */
export const stripColumns = { base: 1, sm: 2, md: 3, xl: 5 } as const;
export type StripBreakpoint = keyof typeof stripColumns;

/** At each breakpoint, whether the strip has more plans than columns: there it offers Previous and Next. */
export const stripMovesAt = (count: number): Record<StripBreakpoint, boolean> => ({
  base: count > stripColumns.base,
  sm: count > stripColumns.sm,
  md: count > stripColumns.md,
  xl: count > stripColumns.xl,
});

/** Whether the plan at `index` is in a window from `start` that `columns` plans fit side by side. */
export const inCarouselWindow = (index: number, start: number, columns: number): boolean => index >= start && index < start + columns;

/** After a resize the window keeps its first card, moved back only as far as filling the columns needs. */
export const carouselStartAfterResize = (start: number, columns: number, count: number): number => Math.max(0, Math.min(start, count - columns));
