import { enrollerCodeMachine } from '../../machines/enroller-code/enroller-code.machine.ts';
import { formStepMachine } from '../../machines/enrollment/form-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-input.ts';
import { actorResults, apiFailure, enrollmentFixtures as f, noopAppActions, personalValues, type MachineModel } from '../lib/index.ts';

const stepInput = (tab: StepInput['tab'], stored: StepInput['stored'] = {}): StepInput => ({ tempId: 'TE1', tab, stored, steps: ['primary_info', 'contact_info', 'review_info'] });
const failure = apiFailure('Server error', [], 500);
const ssnRefused = apiFailure('The given data was invalid.', [{ target_element: 'ssn', error_message: 'Invalid Social Security Number' }], 422);

/**
 * Personal Information (for Acme, which needs an enroller code, and for the main site) and
 * Contact Information: loaded or not; saved with bad and good values; external checks passing,
 * refusing or unavailable; the save accepted or refused.
 */
export const formStepModel: MachineModel = {
  id: formStepMachine.id,
  // walked alone, without the engine to tell of a refusal (the engine's own tests cover that)
  machine: formStepMachine.provide({ actions: { tellRejected: () => undefined } }),
  scenarios: [
    { name: 'personal, main site', input: stepInput('primary_info', { group_id: '1000' }) },
    { name: 'personal, Acme without an enroller code', input: stepInput('primary_info', { group_id: '2556' }) },
    { name: 'contact', input: stepInput('contact_info') },
  ],
  events: {
    ...actorResults('loadFields', { answers: [f.personalFields], errors: [failure] }),
    ...actorResults('loadOptions', { answers: [{ ethnic_category: [{ value: '12', label: 'Other' }] }], errors: [failure] }),
    ...actorResults('checkValues', { answers: [{}, { email_address: 'Email Already Exists.' }], errors: [failure] }),
    ...actorResults('saveFields', { answers: [f.saved], errors: [ssnRefused, failure] }),
    'step.save': [
      { type: 'step.save', values: personalValues.invalid },
      { type: 'step.save', values: personalValues.valid },
    ],
  },
  requests: {},
  // the popup is the real enroller-code machine, idle: Acme's code stays missing
  actors: { enrollerCode: enrollerCodeMachine.provide({ actions: noopAppActions }) },
};
