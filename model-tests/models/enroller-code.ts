import { enrollerCodeMachine } from '../../machines/shared/enroller-code/enroller-code.machine.ts';
import { actorResults, apiFailure, planDetailFixtures as f, type MachineModel } from '../lib/index.ts';

const refused = apiFailure('Invalid', [{ target_element: 'enrollerCode', error_message: 'Invalid enroller code' }], 422);

/** The enroller code of a rep or group administrator: for a group that needs one (2556), one that does not, and one already saved. */
export const enrollerCodeModel: MachineModel = {
  id: enrollerCodeMachine.id,
  machine: enrollerCodeMachine,
  scenarios: [
    { name: "Acme's administrator needs a code", input: { tempId: 'TE1', stored: { eprocess: 'group', group_id: '2556' } } },
    { name: 'a rep on the main site needs none', input: { tempId: 'TE1', stored: { eprocess: 'rep', group_id: '1000' } } },
    { name: 'a rep for Acme with a saved code', input: { tempId: 'TE1', stored: { eprocess: 'rep', group_id: '2556', enrollerCode: 'EC2556' } } },
  ],
  events: {
    ...actorResults('saveEnrollerCode', { answers: [f.codeSaved], errors: [refused] }),
    'user.openCode': [{ type: 'user.openCode' }],
    'user.closeCode': [{ type: 'user.closeCode' }],
    'user.saveCode': [
      { type: 'user.saveCode', code: ' ' },
      { type: 'user.saveCode', code: 'ec2556' },
    ],
    'user.next': [{ type: 'user.next' }],
  },
  // required decides what Next does
  relevantContext: (context: { required: boolean }) => context.required,
  requests: { saveEnrollerCode: 'saveEnrollerCode' },
};
