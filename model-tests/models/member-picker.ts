import { memberPickerCalls, memberPickerMachine, type MemberPickerContext, type MemberPickerInput } from '../../machines/member-picker/member-picker.machine.ts';
import { enrollerSignInMessages } from '../../contract/index.ts';
import { actorResults, apiFailure, EMPTY, fixtures, type MachineModel } from '../lib/index.ts';

const failure = apiFailure('Member not found', [], 422);
const wrongCode = apiFailure('The given data was invalid.', [{ target_element: 'code', error_message: enrollerSignInMessages.failed }], 422);
const signOutFailed = apiFailure('Internal server error.', [], 500);
const tooMany = apiFailure('Too many attempts. Please wait a minute and try again.', [{ target_element: 'email', error_message: 'Too many attempts. Please wait a minute and try again.' }], 429);
/** Who the session is signed in as: the rep scenario's rep (5), the group scenario's group (9), or someone else. */
const signedIn = {
  rep: { kind: 'rep', id: 5, name: 'Jane Doe' },
  group: { kind: 'group', id: 9, name: 'Acme Benefits' },
  otherRep: { kind: 'rep', id: 6, name: 'Nolan Andrews' },
} as const;
export const memberPickerInputs = {
  rep: { kind: 'rep', stored: { AGENT_ID: '5', agent_id: '5', eprocess: 'rep' } },
  group: { kind: 'group', stored: { group_id: '9', eprocess: 'group', open_type: 'group' } },
} satisfies Record<string, MemberPickerInput>;

/**
 * Both pickers over seven members (two pages), and a picker without anyone to pick for. Enroll
 * Now is tried on a member of page 2 and on one nobody listed; Sign out from the list goes back
 * to the e-mail step.
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
    ...actorResults('getEnrollerSession', { answers: [signedIn.rep, signedIn.group, EMPTY], errors: [failure] }),
    ...actorResults('requestEnrollerCode', { answers: [{ message: enrollerSignInMessages.codeSent }], errors: [tooMany] }),
    ...actorResults('signInEnroller', { answers: [signedIn.rep, signedIn.group, signedIn.otherRep], errors: [wrongCode] }),
    ...actorResults('signOutEnroller', { answers: [{ message: enrollerSignInMessages.signedOut }], errors: [signOutFailed] }),
    'user.requestCode': [
      { type: 'user.requestCode', email: 'jane' },
      { type: 'user.requestCode', email: 'jane.doe@example.com' },
    ],
    'user.submitCode': [
      { type: 'user.submitCode', code: '12' },
      { type: 'user.submitCode', code: '1234 5678' },
    ],
    'user.changeEmail': [{ type: 'user.changeEmail' }],
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
    'user.signOut': [{ type: 'user.signOut' }],
  },
  // search and page decide which pages exist; the message tells the tier modal's states apart
  relevantContext: (context: MemberPickerContext) => [context.query, context.page, context.error, context.emailError, context.codeError, context.notice],
  requests: Object.fromEntries(memberPickerCalls.map((call) => [call, call])),
};
