import { memberHomeCalls, memberHomeMachine, type MemberHomeInput } from '../../machines/member-home/member-home.machine.ts';
import { actorResults, apiFailure, fixtures, type MachineModel } from '../lib/index.ts';

const failure = apiFailure('Server error', [], 500);
const input = (userId: string | null, tier: MemberHomeInput['tier']): MemberHomeInput => ({ userId, tier, stored: { open_type: 'user' } });

/** The member home, the member-benefit-store page, and the home without a member. */
export const memberHomeModel: MachineModel = {
  id: memberHomeMachine.id,
  machine: memberHomeMachine,
  scenarios: [
    { name: 'member home', input: input('31', null) },
    { name: 'member benefit store', input: input('31', 'IC') },
    { name: 'member home without a member', input: input(null, null) },
  ],
  events: {
    ...actorResults('getMemberInfo', { answers: [fixtures.member], errors: [failure] }),
    ...actorResults('addFilterForMember', { answers: [fixtures.memberFilter], errors: [failure] }),
    'user.submit': [{ type: 'user.submit', tier: 'IS' }],
  },
  relevantContext: (context: { tier: string }) => context.tier,
  requests: Object.fromEntries(memberHomeCalls.map((call) => [call, call])),
};
