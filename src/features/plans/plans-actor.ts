import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { plansMachine } from '../../../machines/plans/plans.machine.ts';

export type PlansActor = ActorRefFrom<typeof plansMachine>;
type PlansSnapshot = SnapshotFrom<typeof plansMachine>;

/** The line the machine's state meta shows instead of plans (none found, or get a quote first). */
export const listingMessageOf = (snapshot: PlansSnapshot): string | undefined =>
  Object.values(snapshot.getMeta() as Record<string, { message?: string }>).find((meta) => meta.message !== undefined)?.message;
