import { continueEnrollmentMachine } from '../../machines/enrollment/continue-enrollment.machine.ts';
import { resumeMessages } from '../../contract/index.ts';
import { actorResults, apiFailure, enrollmentFixtures as f, type MachineModel } from '../lib/index.ts';

const badCode = apiFailure('The given data was invalid.', [{ target_element: 'code', error_message: 'Invalid enrollment code or e-mail' }], 422);
const spentCode = apiFailure('The given data was invalid.', [{ target_element: 'code', error_message: resumeMessages.spent }], 422);
const notFound = apiFailure('The given data was invalid.', [{ target_element: 'id', error_message: 'Enrollment not found' }], 422);

/**
 * The code form (missing fields, a refused code, a used or superseded one, a resumed step) and the direct link, with and
 * without a tab the contract names; a submitted enrollment's code or link opens its receipt.
 */
export const continueEnrollmentModel: MachineModel = {
  id: continueEnrollmentMachine.id,
  machine: continueEnrollmentMachine,
  scenarios: [
    { name: 'by code', input: { directId: null } },
    { name: 'by link', input: { directId: 'VEUxQTJCM0M0RDVF' } },
    { name: "by link naming a tab (the link's tab opens)", input: { directId: 'VEUxQTJCM0M0RDVF', directTab: 'contact_info' } },
    { name: 'by link naming an unknown tab (the saved tab opens)', input: { directId: 'VEUxQTJCM0M0RDVF', directTab: 'not_a_tab' } },
  ],
  events: {
    ...actorResults('continueEnrollment', { answers: [f.resumed, f.resumedSubmitted], errors: [badCode, spentCode] }),
    ...actorResults('directContinue', { answers: [f.resumedToCart, f.linkedSubmitted], errors: [notFound] }),
    'user.continue': [
      { type: 'user.continue', code: '', email: '' },
      { type: 'user.continue', code: 'ABCD-EFGH-JKMNP', email: 'ana.alt@example.com' },
    ],
  },
  requests: { continueEnrollment: 'continueEnrollment', directContinue: 'directContinue' },
};
