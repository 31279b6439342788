import type { ActorRefFrom } from 'xstate';
import type { plansMachine } from '../../../machines/plans/plans.machine.ts';

export type PlansActor = ActorRefFrom<typeof plansMachine>;
