import { contactFieldSpecs } from '../../../contract/index.ts';
import type { FormStepDescriptor } from './descriptor.ts';

const states = { call: 'getStates', value: 'abbrev', label: 'name' } as const;

/** Contact Information (spec 2 §3, §5): the states for the address and the birth state; the existing-user checks. */
export const contactStep: FormStepDescriptor = {
  tab: 'contact_info',
  kind: 'form',
  specs: contactFieldSpecs,
  calls: { fields: 'getFormFieldsContactInfo', save: 'saveContactInfo' },
  options: { state: states, birth_state: states },
  memberChecks: true,
  enrollerCode: false,
};
