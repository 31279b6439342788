import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { RECOMMENDED_STRIP_MAX } from '../../contract/index.ts';
import type { cartMachine } from '../../machines/cart/cart.machine.ts';
import type { plansMachine } from '../../machines/plans/plans.machine.ts';
import type { RecommendationQuery } from '../../machines/recommendations/recommendations.machine.ts';
import type { StoredValues } from '../../machines/shared/storage.ts';
import { cartStripPlanIds, plansStripQueryOf, provideRecommendations, recommendationQueryOf } from '../adapters/recommendations.ts';
import { settledActor } from './settled-actor.ts';

/**
 * The recommended strip's machine run on the server with its page (src/ssr/page-machines.ts), under
 * the key the page's strip takes it by (`RecommendedStrip`'s `handedAs`): its call and the cards'
 * are the request's, so the HTML shows the strip's plans and the browser asks for neither again.
 * Nothing when the page shows no strip.
 */
const settledStrip = async (key: string, query: RecommendationQuery | null, signal: AbortSignal): Promise<Record<string, AnyActorRef>> =>
  query === null ? {} : { [key]: await settledActor(provideRecommendations(), { query, limit: RECOMMENDED_STRIP_MAX }, signal) };

/** The strip under /plans, for the quote its settled plans machine shows (as `PlansRecommendations` asks). */
export const settledPlansStrip = (plans: AnyActorRef, stored: StoredValues, signal: AbortSignal) =>
  settledStrip('plansRecommendations', plansStripQueryOf(stored, (plans.getSnapshot() as SnapshotFrom<typeof plansMachine>).context.summary, new Date()), signal);

/** The cart's strip, for the plans of its settled lines (as `CartRecommendations` asks). */
export const settledCartStrip = (cart: AnyActorRef, stored: StoredValues, signal: AbortSignal) => {
  const planIds = cartStripPlanIds(cart.getSnapshot() as SnapshotFrom<typeof cartMachine>);
  return settledStrip('cartRecommendations', planIds.length > 0 ? recommendationQueryOf(stored, planIds) : null, signal);
};
