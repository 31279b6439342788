import type { TabName } from '../../contract/index.ts';
import { FORM_STEPS } from './form-steps.ts';

/** Steps this server builds that are not server-driven forms; each has handlers of its own (health: server/handlers/health.ts; review: server/handlers/enrollment.ts). */
export const OTHER_STEPS_BUILT = [
  'dependent_info',
  'beneficiary_info',
  'primary_health_info',
  'review_info',
  'billing_info',
  'agreement_info',
] as const satisfies readonly TabName[];

/**
 * The steps this server can take: the form table's tabs, then the others. A step the tab rule asks
 * for but which is not built yet is answered `required: 0` by get-dynamic-tabs
 * (server/queries/tabs.ts), so every enrollment can be completed.
 */
export const STEPS_BUILT: readonly TabName[] = [...FORM_STEPS.map((step) => step.tab), ...OTHER_STEPS_BUILT];
