import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { healthStepMachine } from '../../machines/enrollment/health-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import { actorResults, type EventCases, type MachineModel } from '../lib/index.ts';
import { healthFixtures as h } from '../lib/health-fixtures.ts';

const input = (stored: StepInput['stored']): StepInput => ({
  tempId: 'TE1',
  tab: 'primary_health_info',
  stored,
  steps: ['primary_info', 'contact_info', 'primary_health_info', 'review_info'],
});

/** The scenarios by name (the UI walk's expectation table is the same for each). */
export const healthScenarios = {
  newApplicant: { name: 'a new applicant', input: input({}) },
  existingMember: { name: 'an existing member without health_track', input: input({ enroll_type: 'existing-member' }) },
  trackedMember: { name: 'an existing member with health_track', input: input({ enroll_type: 'existing-member', health_track: '1' }) },
} as const;
export type HealthScenario = keyof typeof healthScenarios;

/** The engine asks for a draft while the step shows (loading, its questions, its failure), not while it saves. */
const saveLaterCases = (snapshot: AnyMachineSnapshot): AnyEventObject[] =>
  snapshot.hasTag('saving') ? [] : [{ type: 'step.saveLater', values: h.values.draft }];

/**
 * Primary Health Questions: a new applicant, an existing member without and with health_track (the
 * earlier answers loaded, found or not, auto-saved or not); the questions loaded (their answers
 * shown, or withheld from a group administrator's session) or not; Next with
 * questions unanswered, a future date, and good answers (the server refusing at a field, failing,
 * or saving); Save & Continue Later wherever the engine may ask.
 */
export const healthStepModel: MachineModel = {
  id: healthStepMachine.id,
  // walked alone, without the engine to tell of a refusal or to hand a draft to (the engine's own tests cover those)
  machine: healthStepMachine.provide({ actions: { tellRejected: () => undefined, tellRefused: () => undefined, handOverDraft: () => undefined } }),
  scenarios: Object.values(healthScenarios),
  events: {
    ...actorResults('getExistingPrimaryHealthInfo', { answers: [h.existing, h.noExisting], errors: [h.failure] }),
    ...actorResults('getHealthQuestionsPrimaryHealthInfo', { answers: [h.questions, h.withheldQuestions], errors: [h.failure] }),
    ...actorResults('savePrimaryHealthInfo', { answers: [h.saved], errors: [h.serverDateError, h.failure] }),
    'step.save': [
      { type: 'step.save', values: h.values.unanswered },
      { type: 'step.save', values: h.values.futureDate },
      { type: 'step.save', values: h.values.good },
    ],
    'step.saveLater': saveLaterCases,
  } satisfies EventCases,
  requests: {
    getExistingPrimaryHealthInfo: 'getExistingPrimaryHealthInfo',
    getHealthQuestionsPrimaryHealthInfo: 'getHealthQuestionsPrimaryHealthInfo',
    savePrimaryHealthInfo: 'savePrimaryHealthInfo',
  },
};
