import {
  averageWorkWeeks,
  bargainingUnits,
  compensationTypes,
  employmentStatuses,
  holidayPolicies,
  vacationPolicies,
} from '../../contract/index.ts';
import { groupInfoOf } from '../db/seed/group-employers.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import type { HandlerDeps } from './deps.ts';

type EmployerHandlers = Pick<
  Handlers,
  'getGroupInfo' | 'getAverageWorkWeek' | 'getEmploymentStatus' | 'getCompensationTypes' | 'getVacationPolicy' | 'getBargainingUnit' | 'getHolidayPolicy'
>;

/**
 * Employer Information's lists and the group's info (spec 2 §7). The lists are the contract's (the
 * field rules refuse any other code); the three taken by enrollment answer for a known enrollment only.
 */
export const employerHandlers = ({ filters }: HandlerDeps): EmployerHandlers => ({
  async getGroupInfo({ enrollment_id }) {
    return groupInfoOf((await filters.require(enrollment_id)).group_id);
  },
  async getAverageWorkWeek() {
    return { result: averageWorkWeeks };
  },
  async getEmploymentStatus() {
    return { result: employmentStatuses };
  },
  async getCompensationTypes() {
    return { result: compensationTypes };
  },
  async getVacationPolicy({ enrollment_id }) {
    await filters.require(enrollment_id);
    return { result: vacationPolicies };
  },
  async getBargainingUnit({ enrollment_id }) {
    await filters.require(enrollment_id);
    return { result: bargainingUnits };
  },
  async getHolidayPolicy({ enrollment_id }) {
    await filters.require(enrollment_id);
    return { result: holidayPolicies };
  },
});
