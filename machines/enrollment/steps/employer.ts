import { employerFieldSpecs, holidayPolicies } from '../../../contract/index.ts';
import type { FormStepDescriptor } from './descriptor.ts';

const list = { value: 'value', label: 'name' } as const;

/**
 * Employer Information (spec 2 §3-§5, §7, §9): six option lists (three by the enrollment id), the
 * holiday policy as a checkbox group (saved as the six 0/1 flags), the zip that looks up and locks the state. On load the field
 * definitions with what the step keeps, then, while it keeps nothing, the group's info
 * (get-group-info) prefills name, phone and address (the form step's `loadingGroupInfo`).
 */
export const employerStep: FormStepDescriptor = {
  tab: 'employer_info',
  kind: 'form',
  specs: employerFieldSpecs,
  calls: { fields: 'getFormFieldsEmployerInfo', save: 'saveEmployerInfo', groupInfo: 'getGroupInfo' },
  options: {
    state: { call: 'getStates', value: 'abbrev', label: 'name' },
    average_work_week: { call: 'getAverageWorkWeek', ...list },
    employment_status: { call: 'getEmploymentStatus', ...list },
    compensation_type: { call: 'getCompensationTypes', ...list },
    emp_vac_policy: { call: 'getVacationPolicy', ...list, enrollment: true },
    emp_barg_unit: { call: 'getBargainingUnit', ...list, enrollment: true },
    holiday_policy: { call: 'getHolidayPolicy', ...list, enrollment: true },
  },
  memberChecks: false,
  enrollerCode: false,
  zipLookup: { zip: 'zip', state: 'state' },
  flagFields: { holiday_policy: holidayPolicies },
};
