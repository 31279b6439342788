import type { HealthStepDescriptor } from './descriptor.ts';

/** Primary Health Questions (spec 2 §2-§5, §7-§9): its calls, provided by name. */
export const healthStep = {
  tab: 'primary_health_info',
  kind: 'health',
  calls: ['getHealthQuestionsPrimaryHealthInfo', 'getExistingPrimaryHealthInfo', 'savePrimaryHealthInfo'],
} as const satisfies HealthStepDescriptor;
