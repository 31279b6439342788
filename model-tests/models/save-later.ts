import { saveLaterMachine, type SaveLaterInput } from '../../machines/enrollment/save-later.machine.ts';
import { actorResults, apiFailure, contactValues, enrollmentFixtures as f, type MachineModel } from '../lib/index.ts';

const refused = apiFailure('The given data was invalid.', [{ target_element: 'email', error_message: 'Enter valid email address' }], 422);
const failed = apiFailure('Mail could not be sent', [], 500);

/** The e-mails the walks type: not an address, the alternate one, and none (the enrollment's own: issue 28 item 3). */
export const alternateEmails = { invalid: 'not-an-email', valid: 'ana.alt@example.com', blank: '' };

/**
 * What the modal keeps, by step: a form's text fields; a list step's entries (Beneficiary
 * Information); nested health answers (Primary Health Questions). The data goes to save-enrollment
 * as it is.
 */
export const saveLaterScenarios = {
  form: { name: "Contact Information: the form's values", input: { tempId: 'TE1', tab: 'contact_info', data: contactValues.valid } },
  list: {
    name: "Beneficiary Information: the list's entries",
    input: {
      tempId: 'TE1',
      tab: 'beneficiary_info',
      data: {
        beneficiaries: [
          { first_name: 'Luis', last_name: 'Reyes', relationship: 'Spouse', beneficiary_percentage: 60 },
          { first_name: 'Sofia', last_name: 'Reyes', relationship: 'Child', beneficiary_percentage: 40 },
        ],
      },
    },
  },
  health: {
    name: 'Primary Health Questions: nested answers',
    input: {
      tempId: 'TE1',
      tab: 'primary_health_info',
      data: {
        condition_questions: [
          { question_id: 12, yes_no_flag: '1', conditions: [{ health_condition: 'Asthma', date_of_onset: '03/01/2019', is_treatment: '0' }] },
          { question_id: 146, yes_no_flag: '1', conditions: [{ condition: 'Arrhythmia', status: 'Controlled', physician_name: 'Dr. Ada Park' }] },
          { question_id: 20, yes_no_flag: '0', conditions: [] },
        ],
        medication_question: { yes_no_flag: '1', medications: [{ name: 'Albuterol', dosage: '90 mcg' }] },
        additional_notes: null,
      },
    },
  },
} satisfies Record<string, { name: string; input: SaveLaterInput }>;

/** The code-send modal for each kind of step data: an invalid e-mail, a blank one (sent to the enrollment's own), a send refused or failing, a sent code; Back and Done. */
export const saveLaterModel: MachineModel = {
  id: saveLaterMachine.id,
  machine: saveLaterMachine,
  scenarios: Object.values(saveLaterScenarios),
  events: {
    ...actorResults('saveEnrollmentForLater', { answers: [f.codeSent], errors: [refused, failed] }),
    'user.sendCode': [
      { type: 'user.sendCode', email: alternateEmails.invalid },
      { type: 'user.sendCode', email: alternateEmails.valid },
      { type: 'user.sendCode', email: alternateEmails.blank },
    ],
    'user.back': [{ type: 'user.back' }],
    'user.done': [{ type: 'user.done' }],
  },
  requests: { saveEnrollmentForLater: 'saveEnrollmentForLater' },
};
