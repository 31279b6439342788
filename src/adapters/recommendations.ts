import { enrollTypeSchema } from '../../contract/index.ts';
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
