import { createMachine } from 'xstate';
import { enrollmentMachine, type EnrollmentContext, type EnrollmentInput } from '../../machines/enrollment/enrollment.machine.ts';
import { kindMachines } from '../../machines/enrollment/step-registry.ts';
import { actorResults, apiFailure, enrollmentFixtures as f, type MachineModel } from '../lib/index.ts';

/** A step for walks: it waits, and the walk finishes it (its save) or the model rejects it. */
const walkedStep = createMachine({ initial: 'editing', states: { editing: { on: { 'walk.saved': 'saved' } }, saved: { type: 'final' } } });

const input = (tab: EnrollmentInput['tab'], stored: EnrollmentInput['stored'] = {}): EnrollmentInput => ({ tempId: 'TE1', tab, stored });

/**
 * The engine over its tab configurations (minimal; every tab, some without a step machine; none
 * required; an unbuilt first step; no review; review before agreement and billing; a submitted
 * enrollment, whose receipt opens instead of a step), from the first
 * step, from review with the navto marker stored, and from a route's step. The step on screen is a
 * stand-in that keeps the protocol: its replies (`step.next`, `step.draft`, `step.rejected`) are
 * the path's events, and so are its refusals by the server (`step.refused`).
 */
export const enrollmentModel: MachineModel = {
  id: enrollmentMachine.id,
  machine: enrollmentMachine,
  scenarios: [
    { name: 'from the first step', input: input(null) },
    { name: 'at review with navto stored', input: input('review_info', { navto: 'review' }) },
    { name: 'at contact by route', input: input('contact_info') },
  ],
  events: {
    ...actorResults('getDynamicTabs', {
      answers: [f.minimalTabs, f.allTabs, f.noTabs, f.noReviewTabs, f.reviewFirstTabs, f.keptPersonalTabs, f.submittedTabs],
      errors: [apiFailure('Enrollment not found', [], 422)],
    }),
    // after a save: which steps the server keeps (the read may fail: the progress bar stays as it was)
    ...actorResults('getKeptTabs', { answers: [f.keptPersonalTabs], errors: [apiFailure('Server Error', [], 500)] }),
    ...actorResults('saveLater', { answers: [undefined] }),
    'xstate.done.actor.step': [{ type: 'xstate.done.actor.step' }],
    'user.next': [{ type: 'user.next', values: { first_name: 'Ana' } }],
    'step.rejected': [{ type: 'step.rejected' }],
    // the server refused the save naming no field: each kind the engine tells apart
    'step.refused': [
      { type: 'step.refused', refusal: f.refusals.changedElsewhere },
      { type: 'step.refused', refusal: f.refusals.tooLarge },
      { type: 'step.refused', refusal: f.refusals.notKept },
      { type: 'step.refused', refusal: f.refusals.unreachable },
    ],
    'step.draft': [{ type: 'step.draft', data: { beneficiaries: [{ first_name: 'Ana', beneficiary_percentage: 100 }] } }],
    'step.next': [
      { type: 'step.next', next: { available: false, reason: 'The total must be exactly 100%' } },
      { type: 'step.next', next: { available: true } },
    ],
    'user.back': [{ type: 'user.back' }],
    'user.saveLater': [{ type: 'user.saveLater', values: { first_name: 'Ana' } }],
    'user.editDetails': [
      { type: 'user.editDetails', tab: 'primary_info' },
      { type: 'user.editDetails', tab: 'billing_info' },
    ],
    'route.tab': [{ type: 'route.tab', tab: 'contact_info' }],
  },
  // where in which list, whether a save returns to review, whether the step lets Next be used
  relevantContext: (context: EnrollmentContext) => [context.steps.join(','), context.index, context.returnToReview, context.next.available],
  requests: { getDynamicTabs: 'getDynamicTabs' },
  // every kind of step is the stand-in (the step machines are walked on their own)
  actors: Object.fromEntries(Object.keys(kindMachines).map((kind) => [kind, walkedStep])),
  settleChild: { step: (step) => step.send({ type: 'walk.saved' }) },
};
