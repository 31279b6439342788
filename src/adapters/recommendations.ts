import * as z from 'zod/mini';
import { ageInYears, enrollTypeSchema, genderSchema, parseUsDate, tierSchema } from '../../contract/index.ts';
import type { FilterSummary } from '../../machines/shared/quote/filter-summary.ts';
import { recommendationCalls, recommendationsMachine, type RecommendationQuery } from '../../machines/recommendations/recommendations.machine.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { apiActors } from './api-actors.ts';
import { storedAs } from './session-scope.ts';

/** The recommendation calls, made afresh for each strip or list. */
export const provideRecommendations = () =>
  recommendationsMachine.provide({
    actors: apiActors(recommendationCalls),
    actions: { logFailure: (_args: unknown, { error }: { error: unknown }) => console.error(error) },
  });

/** Who asks for recommendations, from the stored session. */
export const recommendationScopeOf = (stored: StoredValues) => ({
  platformID: stored.portal_id,
  userID: stored.USER_ID,
  enroll_type: storedAs(enrollTypeSchema, stored.enroll_type),
  agentID: stored.agent_id,
  groupID: stored.group_id,
});

/** The landing's popularity query, or the cart's association query for the plans it holds. */
export const recommendationQueryOf = (stored: StoredValues, cartPlanIds: readonly number[] = []): RecommendationQuery =>
  cartPlanIds.length > 0
    ? { kind: 'association', request: { ...recommendationScopeOf(stored), planID: cartPlanIds.join(',') } }
    : { kind: 'popularity', request: recommendationScopeOf(stored) };

/** A state code the filter call takes (two capitals); anything else is left out. */
const usState = /^[A-Z]{2}$/;

/**
 * The plans page's filter query (spec 1 §7 recommendation/filter): the quote's state, tier, age in
 * years of 365.25 days on `today` (spec 1 §5) and gender. A DOB that does not parse (or lies ahead) leaves
 * age out.
 */
export const filterRecommendationQueryOf = (
  stored: StoredValues,
  summary: Pick<FilterSummary, 'state' | 'dob' | 'tier' | 'gender'>,
  today: Date,
): RecommendationQuery => {
  const dob = parseUsDate(summary.dob);
  const age = dob === null ? null : ageInYears(dob, today);
  return {
    kind: 'filter',
    request: {
      ...recommendationScopeOf(stored),
      ...(usState.test(summary.state) && { state: summary.state }),
      tier: summary.tier,
      ...(age !== null && age >= 0 && { age }),
      gender: summary.gender,
    },
  };
};

/** A /recommend-list param that is malformed reads as absent. */
const absentIfBad = <T extends z.ZodMiniType>(schema: T) => z.catch(z.optional(schema), undefined);
/**
 * /recommend-list?planID=121,161: the cart's plans, for the association call; or the quote the plans
 * page recommended for (state, tier, age, gender), for the filter call; neither for the visitor.
 * Search params parse JSON-first in TanStack Router (`?planID=121` arrives as a number).
 */
export const recommendListSearch = z.object({
  planID: absentIfBad(z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), z.string().check(z.regex(/^\d+(,\d+)*$/)))),
  state: absentIfBad(z.string().check(z.regex(/^[A-Z]{2}$/))),
  tier: absentIfBad(tierSchema),
  age: absentIfBad(z.int().check(z.nonnegative())),
  // JSON-first parsing turns ?gender=1 into a number
  gender: absentIfBad(z.pipe(z.pipe(z.union([z.string(), z.number()]), z.transform(String)), genderSchema)),
});
export type RecommendListSearch = z.infer<typeof recommendListSearch>;

/** The quote a filter query asked for, as /recommend-list's search (the strip's View All). */
export const filterListSearch = (query: RecommendationQuery): Omit<RecommendListSearch, 'planID'> => {
  if (query.kind !== 'filter') return {};
  const { state, tier, age, gender } = query.request;
  return { ...(state && { state }), ...(tier && { tier }), ...(typeof age === 'number' && { age }), ...(gender && { gender }) };
};

/** /recommend-list's query: the cart's plans, else the plans page's quote, else the visitor. */
export const recommendListQueryOf = (stored: StoredValues, search: RecommendListSearch): RecommendationQuery => {
  if (search.planID) return recommendationQueryOf(stored, search.planID.split(',').map(Number));
  if (!search.tier) return recommendationQueryOf(stored);
  const { state, tier, age, gender } = search;
  return {
    kind: 'filter',
    request: { ...recommendationScopeOf(stored), ...(state && { state }), tier, ...(age !== undefined && { age }), ...(gender && { gender }) },
  };
};
