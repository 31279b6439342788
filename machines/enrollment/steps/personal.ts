import { personalFieldSpecs } from '../../../contract/index.ts';
import type { FormStepDescriptor } from './descriptor.ts';

/** Personal Information (spec 2 §3, §5): ethnic groups from their call; the enroller code popup. */
export const personalStep: FormStepDescriptor = {
  tab: 'primary_info',
  kind: 'form',
  specs: personalFieldSpecs,
  calls: { fields: 'getFormFieldsPersonalInfo', save: 'savePersonalInfo' },
  options: { ethnic_category: { call: 'getEthnicCategory', value: 'id', label: 'name' } },
  memberChecks: false,
  enrollerCode: true,
};
