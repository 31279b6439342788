import { saveLaterMachine } from '../../machines/enrollment/save-later.machine.ts';
import { actorResults, apiFailure, enrollmentFixtures as f, type MachineModel } from '../lib/index.ts';

const refused = apiFailure('The given data was invalid.', [{ target_element: 'email', error_message: 'Enter valid email address' }], 422);

/** The code-send modal: an invalid e-mail, a refused send, a sent code; Back and Done. */
export const saveLaterModel: MachineModel = {
  id: saveLaterMachine.id,
  machine: saveLaterMachine,
  scenarios: [{ name: 'Contact Information', input: { tempId: 'TE1', tab: 'contact_info', data: { email_address: 'ana@example.com' } } }],
  events: {
    ...actorResults('saveEnrollmentForLater', { answers: [f.codeSent], errors: [refused] }),
    'user.sendCode': [
      { type: 'user.sendCode', email: 'not-an-email' },
      { type: 'user.sendCode', email: 'ana.alt@example.com' },
    ],
    'user.back': [{ type: 'user.back' }],
    'user.done': [{ type: 'user.done' }],
  },
  requests: { saveEnrollmentForLater: 'saveEnrollmentForLater' },
};
