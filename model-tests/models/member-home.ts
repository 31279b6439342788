import { memberHomeCalls, memberHomeMachine, type MemberHomeInput } from '../../machines/member-home/member-home.machine.ts';
import { actorResults, apiFailure, fixtures, type MachineModel } from '../lib/index.ts';

const failure = apiFailure('Server error', [], 500);
const stored = { open_type: 'user' } as const;
const home = (userId: string | null): MemberHomeInput => ({ userId, stored });
const store = (link: string, tier: 'IC'): MemberHomeInput => ({ link, tier, stored });

/** The member home, the member-benefit-store page, and the home without a member. */
export const memberHomeModel: MachineModel = {
  id: memberHomeMachine.id,
  machine: memberHomeMachine,
  scenarios: [
    { name: 'member home', input: home('31') },
    { name: 'member benefit store', input: store('signed-link-of-31', 'IC') },
    { name: 'member home without a member', input: home(null) },
  ],
  events: {
    // a link decoded to its member, and one the server could not decode (forged or expired)
    ...actorResults('decryptDetail', { answers: [fixtures.decodedMemberLink, fixtures.undecodedLink], errors: [failure] }),
    ...actorResults('getMemberInfo', { answers: [fixtures.member], errors: [failure] }),
    ...actorResults('addFilterForMember', { answers: [fixtures.memberFilter], errors: [failure] }),
    'user.submit': [{ type: 'user.submit', tier: 'IS' }],
  },
  relevantContext: (context: { tier: string }) => context.tier,
  requests: Object.fromEntries(memberHomeCalls.map((call) => [call, call])),
};
