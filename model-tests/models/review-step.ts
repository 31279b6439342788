import { reviewStepMachine } from '../../machines/enrollment/review-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-input.ts';
import { actorResults, apiFailure, enrollmentFixtures as f, type MachineModel } from '../lib/index.ts';

const input = (steps: StepInput['steps']): StepInput => ({ tempId: 'TE1', tab: 'review_info', stored: {}, steps });
const failure = apiFailure('Please complete Contact Information before submitting the enrollment', [{ target_element: 'enrollment_id', error_message: 'x' }], 422);

/** Review with and without a dependents step: loads, View Details, save, its failure and retry. */
export const reviewStepModel: MachineModel = {
  id: reviewStepMachine.id,
  // walked alone, without the engine to tell of a refusal (the engine's own tests cover that)
  machine: reviewStepMachine.provide({ actions: { tellRejected: () => undefined } }),
  scenarios: [
    { name: 'personal, contact, review', input: input(['primary_info', 'contact_info', 'review_info']) },
    { name: 'with dependents', input: input(['primary_info', 'contact_info', 'dependent_info', 'review_info']) },
  ],
  events: {
    ...actorResults('getPlanCart', { answers: [f.cart], errors: [failure] }),
    ...actorResults('getEnrollmentReviewInfo', { answers: [f.reviewInfo], errors: [failure] }),
    ...actorResults('loadDetails', { answers: [f.personalFields], errors: [failure] }),
    ...actorResults('deleteDependentInIO', { answers: [f.dependentsDeleted], errors: [failure] }),
    ...actorResults('saveReviewInfo', { answers: [f.reviewSaved], errors: [failure] }),
    'step.save': [{ type: 'step.save', values: { additional_notes: 'Call after 5 pm' } }],
    'user.viewDetails': [
      { type: 'user.viewDetails', tab: 'primary_info' },
      { type: 'user.viewDetails', tab: 'billing_info' },
    ],
    'user.closeDetails': [{ type: 'user.closeDetails' }],
    'user.dismissError': [{ type: 'user.dismissError' }],
  },
  requests: {
    getPlanCart: 'getPlanCart',
    getEnrollmentReviewInfo: 'getEnrollmentReviewInfo',
    deleteDependentInIO: 'deleteDependentInIO',
    saveReviewInfo: 'saveReviewInfo',
  },
};
