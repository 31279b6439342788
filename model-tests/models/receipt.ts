import { receiptMachine } from '../../machines/enrollment/receipt.machine.ts';
import { actorResults, apiFailure, enrollmentFixtures as f, type MachineModel } from '../lib/index.ts';

/** The receipt of a submitted enrollment, of one not submitted, and without any enrollment. */
export const receiptModel: MachineModel = {
  id: receiptMachine.id,
  machine: receiptMachine,
  scenarios: [
    { name: 'an applicant', input: { tempId: 'TE1', stored: { eprocess: 'applicant' } } },
    { name: 'a rep', input: { tempId: 'TE1', stored: { eprocess: 'rep' } } },
    { name: 'no enrollment', input: { tempId: null, stored: { open_type: 'user' } } },
  ],
  events: {
    ...actorResults('getReceipt', { answers: [f.receipt, f.repReceipt], errors: [apiFailure('This enrollment has not been submitted yet', [], 422)] }),
    'user.print': [{ type: 'user.print' }],
  },
  requests: { getReceipt: 'getReceipt' },
};
