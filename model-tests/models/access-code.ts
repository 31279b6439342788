import { accessCodeCalls, accessCodeMachine, type AccessCodeContext } from '../../machines/access-code/access-code.machine.ts';
import { actorResults, apiFailure, EMPTY, fixtures, type MachineModel } from '../lib/index.ts';

const unknownRep = apiFailure('Invalid agent code', [{ target_element: 'agent_code', error_message: 'Invalid agent code' }], 422);
const unknownGroup = apiFailure('Invalid group code', [{ target_element: 'group_code', error_message: 'Invalid group code' }], 422);

/**
 * Both modals: the rep's Access Code and the group's Employee Enrollment, each with a landing url
 * and without one (the config-error screen).
 */
export const accessCodeModel: MachineModel = {
  id: accessCodeMachine.id,
  machine: accessCodeMachine,
  scenarios: [
    { name: 'Access Code', input: { kind: 'rep' } },
    { name: 'Employee Enrollment', input: { kind: 'group' } },
  ],
  events: {
    'user.submit': [
      { type: 'user.submit', code: '' },
      { type: 'user.submit', code: 'JANE01' },
    ],
    'user.yes': [{ type: 'user.yes' }],
    'user.no': [{ type: 'user.no' }],
    'user.reenter': [{ type: 'user.reenter' }],
    ...actorResults('validateAgent', { answers: [fixtures.rep, { ...fixtures.rep, landing_url: '' }, EMPTY], errors: [unknownRep] }),
    ...actorResults('validateGroup', { answers: [fixtures.groupCode, { ...fixtures.groupCode, landing_url: '' }, EMPTY], errors: [unknownGroup] }),
  },
  // whether the answer has a landing url decides where Yes goes
  relevantContext: (context: AccessCodeContext) => Boolean((context.rep ?? context.group)?.landing_url),
  requests: Object.fromEntries(accessCodeCalls.map((call) => [call, call])),
};
