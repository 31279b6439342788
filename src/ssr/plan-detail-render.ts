import type { AnyActorRef } from 'xstate';
import { storageActions } from '../../machines/shared/storage.ts';
import { apiActor } from '../adapters/api-actors.ts';
import { planDetailInputs, providePlanContent, providePlanDetail } from '../adapters/plan-detail.ts';
import type { PageToSettle } from './page-machines.ts';
import { settledActor } from './settled-actor.ts';

const PLAN_DETAIL_ROUTE = '/{-$landing}/plan/$planId/$planName';

/**
 * Plan detail's two machines run on the server to what the page shows first (src/ssr/page-machines.ts):
 * the description and suggested products; with a quote the summary and the pricing (its cards, or
 * the notice its errorCode names), without one the quote's popup. Their calls are the request's,
 * none through the browser's cache (`cachedApiActor`), and their storage writes (the plan last
 * opened) go to the render's storage, which the browser replays. Null when the pricing sends the
 * visitor to another plan (changePid): the browser does that, as on a page not rendered.
 */
export const settledPlanDetail: PageToSettle = async ({ router, storage, stored, signal }) => {
  const match = router.state.matches.find((candidate) => candidate.routeId === PLAN_DETAIL_ROUTE);
  const { planId, planName } = (match?.params ?? {}) as { planId?: string; planName?: string };
  if (planId === undefined || planName === undefined) return null;
  const inputs = planDetailInputs(Number(planId), planName, stored);
  const offer = providePlanDetail(router).provide({ actions: storageActions(storage) });
  const content = providePlanContent().provide({ actors: { getPlanDetail: apiActor('getPlanDetail') } });
  const actors: Record<string, AnyActorRef> = Object.fromEntries(
    await Promise.all([
      settledActor(offer, inputs.offer, signal).then((actor) => ['planDetail', actor] as const),
      settledActor(content, inputs.content, signal).then((actor) => ['planContent', actor] as const),
    ]),
  );
  const offerShown = actors.planDetail!.getSnapshot() as { status: string; matches: (state: unknown) => boolean };
  if (offerShown.status !== 'active' || offerShown.matches({ pricing: 'redirecting' })) {
    for (const actor of Object.values(actors)) actor.stop();
    return null;
  }
  return actors;
};
