import { planContentCalls, planContentMachine } from '../../machines/plan-detail/plan-content.machine.ts';
import { actorResults, apiFailure, planDetailFixtures as f, type MachineModel } from '../lib/index.ts';

const failure = apiFailure('Plan not found', [], 422);

/** The description and suggested products, each loaded or failed, with and without a quote. */
export const planContentModel: MachineModel = {
  id: planContentMachine.id,
  machine: planContentMachine,
  scenarios: [
    { name: 'quoted', input: { planId: 121, tempId: 'TE1' } },
    { name: 'no quote', input: { planId: 121, tempId: null } },
  ],
  events: {
    ...actorResults('getPlanDetail', { answers: [f.description], errors: [failure] }),
    ...actorResults('getRelatedPlans', { answers: [f.related], errors: [failure] }),
  },
  requests: Object.fromEntries(planContentCalls.map((call) => [call, call])),
};
