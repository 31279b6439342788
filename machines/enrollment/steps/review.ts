import type { ReviewStepDescriptor } from './descriptor.ts';

/** Review & Confirmation (spec 3 §2.3, §4.2). */
export const reviewStep = {
  tab: 'review_info',
  kind: 'review',
  calls: ['getPlanCart', 'getEnrollmentReviewInfo', 'deleteDependentInIO', 'saveReviewInfo'],
} as const satisfies ReviewStepDescriptor;
