import { enrollerHomeCalls, enrollerHomeMachine, type EnrollerHomeInput } from '../../machines/enroller-home/enroller-home.machine.ts';
import { actorResults, apiFailure, fixtures, type MachineModel } from '../lib/index.ts';

const failure = apiFailure('Server error', [], 500);
export const enrollerHomeInputs = {
  rep: { kind: 'rep', stored: { AGENT_ID: '5', eprocess: 'rep', landing: 'jane' } },
  group: { kind: 'group', stored: { group_id: '9', eprocess: 'group', open_type: 'group' } },
} satisfies Record<string, EnrollerHomeInput>;

/** The rep home and the group home, and each opened without anyone to show it for. */
export const enrollerHomeModel: MachineModel = {
  id: enrollerHomeMachine.id,
  machine: enrollerHomeMachine,
  scenarios: [
    { name: 'rep home', input: enrollerHomeInputs.rep },
    { name: 'group home', input: enrollerHomeInputs.group },
    { name: 'rep home without a rep', input: { kind: 'rep', stored: { agent_id: '5', open_type: 'agent' } } },
  ],
  events: {
    ...actorResults('getAgentInfoEnroll', { answers: [fixtures.agent], errors: [failure] }),
    ...actorResults('getGroupInfoEnroll', { answers: [fixtures.groupInfo], errors: [failure] }),
    ...actorResults('getEnrollmentPlatforms', { answers: [fixtures.platforms], errors: [failure] }),
    ...actorResults('getAgentGroups', { answers: [fixtures.agentGroups], errors: [failure] }),
    'user.newMember': [{ type: 'user.newMember' }],
    'user.currentMember': [{ type: 'user.currentMember' }],
    'user.back': [{ type: 'user.back' }],
    'user.submitPortal': [
      { type: 'user.submitPortal', portalId: '' },
      { type: 'user.submitPortal', portalId: '12' },
    ],
    'user.startDirectEnrollment': [{ type: 'user.startDirectEnrollment' }],
    'user.enrollGroup': [
      { type: 'user.enrollGroup', groupId: '10' },
      { type: 'user.enrollGroup', groupId: '' },
    ],
  },
  // the message shown is what tells the refused submits apart
  relevantContext: (context: { error: string | null }) => context.error,
  requests: Object.fromEntries(enrollerHomeCalls.map((call) => [call, call])),
};
