import type { DependentStepDescriptor } from './descriptor.ts';

/** Dependent Information (spec 3 §2.2, §4.1, §7): the tier rules, the list with its add and edit forms; kind `dependents`. */
export const dependentStep = {
  tab: 'dependent_info',
  kind: 'dependents',
  calls: [
    'getMoreRequirement',
    'getEnrollmentTempInfo',
    'getFormFieldsDependentPrimaryInfo',
    'checkTabRequired',
    'getHealthQuestionsDependentInfo',
    'getDependentsExistingUserEnrollment',
    'getEnrollmentTempStep',
    'validateSingleDependent',
    'saveDependentInfoToTemp',
    'saveDependentInfo',
  ],
} as const satisfies DependentStepDescriptor;
