import * as z from 'zod/mini';
import { enrollTypeSchema, genderSchema, tierSchema } from '../../contract/index.ts';
import type { FilterSummary } from '../../machines/shared/quote/filter-summary.ts';
import { recommendationCalls, recommendationsMachine, type RecommendationQuery } from '../../machines/recommendations/recommendations.machine.ts';
import {
  filterRecommendationQueryFor,
  recommendationQueryFor,
  recommendListQueryFor,
  viewAllOf,
} from '../../machines/recommendations/recommendation-rules.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import type { SnapshotFrom } from 'xstate';
import type { cartMachine } from '../../machines/cart/cart.machine.ts';
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
  recommendationQueryFor(recommendationScopeOf(stored), cartPlanIds);

/** The plans page's filter query for the quote's summary (the machine's rules decide the age). */
export const filterRecommendationQueryOf = (stored: StoredValues, summary: Pick<FilterSummary, 'state' | 'dob' | 'tier' | 'gender'>, today: Date): RecommendationQuery =>
  filterRecommendationQueryFor(recommendationScopeOf(stored), summary, today);

/** The strip under /plans: the filter call for the quote the plans machine shows; none without a quote. */
export const plansStripQueryOf = (stored: StoredValues, summary: FilterSummary | null, today: Date): RecommendationQuery | null =>
  summary === null ? null : filterRecommendationQueryOf(stored, summary, today);

/** The plans in the cart's lines once it shows them (none before, or when it is empty): its strip's association call asks for them. */
export const cartStripPlanIds = (cart: SnapshotFrom<typeof cartMachine>): number[] => (cart.matches('ready') ? cart.context.lines.map((line) => line.plan_id) : []);

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

/** The strip's View All as /recommend-list's search: the plans or the quote its query asked for. */
export const viewAllSearchOf = (query: RecommendationQuery): RecommendListSearch => viewAllOf(query);

/** /recommend-list's query: the cart's plans, else the plans page's quote, else the visitor. */
export const recommendListQueryOf = (stored: StoredValues, { planID, ...quote }: RecommendListSearch): RecommendationQuery =>
  recommendListQueryFor(recommendationScopeOf(stored), planID ? planID.split(',').map(Number) : [], quote);
