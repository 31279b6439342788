import { memberPickerCalls, memberPickerMachine, type MemberPickerContext, type MemberPickerInput } from '../../machines/member-picker/member-picker.machine.ts';
import { actorResults, apiFailure, fixtures, type MachineModel } from '../lib/index.ts';

const failure = apiFailure('Member not found', [], 422);
export const memberPickerInputs = {
  rep: { kind: 'rep', stored: { AGENT_ID: '5', agent_id: '5', eprocess: 'rep' } },
  group: { kind: 'group', stored: { group_id: '9', eprocess: 'group', open_type: 'group' } },
} satisfies Record<string, MemberPickerInput>;

/**
 * Both pickers over seven members (two pages), and a picker without anyone to pick for. Enroll
 * Now is tried on a member of page 2 and on one nobody listed.
 */
export const memberPickerModel: MachineModel = {
  id: memberPickerMachine.id,
  machine: memberPickerMachine,
  scenarios: [
    { name: "rep's members", input: memberPickerInputs.rep },
    { name: "group's members", input: memberPickerInputs.group },
    { name: 'nobody to pick for', input: { kind: 'rep', stored: {} } },
  ],
  events: {
    ...actorResults('getAgentMembers', { answers: [fixtures.currentMembers], errors: [failure] }),
    ...actorResults('getGroupUsers', { answers: [fixtures.currentMembers], errors: [failure] }),
    ...actorResults('addFilterForExistingUser', { answers: [fixtures.memberFilter], errors: [failure] }),
    'user.search': [
      { type: 'user.search', query: 'gus' },
      { type: 'user.search', query: '' },
    ],
    'user.page': [
      { type: 'user.page', page: 1 },
      { type: 'user.page', page: 0 },
    ],
    'user.enrollNow': [
      { type: 'user.enrollNow', userId: 37 },
      { type: 'user.enrollNow', userId: 999 },
    ],
    'user.submitTier': [
      { type: 'user.submitTier', tier: '' },
      { type: 'user.submitTier', tier: 'IS' },
    ],
    'user.cancel': [{ type: 'user.cancel' }],
  },
  // search and page decide which pages exist; the message tells the tier modal's states apart
  relevantContext: (context: MemberPickerContext) => [context.query, context.page, context.error],
  requests: Object.fromEntries(memberPickerCalls.map((call) => [call, call])),
};
