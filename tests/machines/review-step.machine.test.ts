import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine, fromPromise, sendTo, waitFor } from 'xstate';
import { submitMessages, type DataOf } from '../../contract/index.ts';
import { reviewStepMachine } from '../../machines/enrollment/review-step.machine.ts';
import type { StepDetails } from '../../machines/enrollment/step-protocol.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';
import { enrollmentFixtures as f } from '../../model-tests/lib/enrollment-fixtures.ts';

// Review & Confirmation's save refused by the server's submit check (issue 23 §6).

const noop = () => undefined;
const appActions = { navigate: noop, storeValues: noop, removeStoredValues: noop, logFailure: noop, refreshMenuAndCart: noop };

/** The review under a parent that records what it is told, its save answering `save`. */
const startReview = (save: () => Promise<DataOf<'saveReviewInfo'>>) => {
  const told: string[] = [];
  const review = reviewStepMachine.provide({
    actors: {
      getPlanCart: fromPromise(async () => f.cart),
      getEnrollmentReviewInfo: fromPromise(async () => f.reviewInfo),
      loadSections: fromPromise(async () => ({})),
      loadDetails: fromPromise(async (): Promise<StepDetails> => ({ kind: 'fields', fields: [] })),
      deleteDependentInIO: fromPromise(async () => f.dependentsDeleted),
      saveReviewInfo: fromPromise(save),
    },
    actions: appActions,
  });
  const parent = createMachine({
    invoke: { id: 'step', src: review, input: { tempId: 'TE1', tab: 'review_info', stored: {}, steps: ['primary_info', 'dependent_info', 'review_info'] } },
    on: { '*': { actions: ({ event }) => told.push(event.type) }, save: { actions: sendTo('step', { type: 'step.save', values: { additional_notes: 'Hi' } }) } },
  });
  const actor = createActor(parent).start();
  const step = () => actor.getSnapshot().children.step!;
  return { actor, step, told };
};

describe('the review step refused by the submit check', () => {
  it('a 422 naming steps: ready.refused with each failure, the engine told the save was refused', async () => {
    const refusal = apiFailure(submitMessages.refused(['Dependent Information']), [{ target_element: 'dependent_info', error_message: 'Please add your dependents before continuing.' }], 422);
    const { actor, step, told } = startReview(async () => Promise.reject(refusal));
    await waitFor(step(), (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'save' });
    const refused = await waitFor(step(), (s) => s.matches({ ready: 'refused' }));
    expect(refused.hasTag('refused')).toBe(true);
    expect(refused.context.failures).toEqual([{ tab: 'dependent_info', message: 'Please add your dependents before continuing.' }]);
    expect(told).toContain('step.rejected');
  });

  it('any other failure (no step named) opens the review error modal, as before', async () => {
    const { actor, step, told } = startReview(async () => Promise.reject(apiFailure('Server error', [{ target_element: 'enrollment_id', error_message: 'Enrollment not found' }], 500)));
    await waitFor(step(), (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'save' });
    const failed = await waitFor(step(), (s) => s.matches('failed'));
    expect(failed.context.failures).toEqual([]);
    expect(told).toContain('step.rejected');
  });

  it('from the refusal, Next submits again', async () => {
    const save = vi.fn<() => Promise<DataOf<'saveReviewInfo'>>>()
      .mockRejectedValueOnce(apiFailure('x', [{ target_element: 'beneficiary_info', error_message: 'Your total Beneficiary Percentage is 90 and it should not be less than 100%' }], 422))
      .mockResolvedValueOnce(f.reviewSaved);
    const { actor, step } = startReview(save);
    await waitFor(step(), (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'save' });
    const review = await waitFor(step(), (s) => s.matches({ ready: 'refused' })).then(() => step());
    actor.send({ type: 'save' });
    expect((await waitFor(review, (s) => s.status === 'done')).value).toBe('saved');
    expect(save).toHaveBeenCalledTimes(2);
  });
});
