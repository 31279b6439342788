import { aflacQuestionsCalls, aflacQuestionsMachine } from '../../machines/plan-detail/aflac-questions.machine.ts';
import { actorResults, apiFailure, planDetailFixtures as f, type MachineModel } from '../lib/index.ts';

const failure = apiFailure('Invalid', [{ target_element: 'aflac_data', error_message: 'A yes answer cannot be changed' }], 422);

/** Prudential-type questions: none, fresh ones, one preset to yes; saved or refused. */
export const aflacQuestionsModel: MachineModel = {
  id: aflacQuestionsMachine.id,
  machine: aflacQuestionsMachine,
  scenarios: [{ name: 'Prudent Term Life', input: { tempId: 'TE1', planId: 171 } }],
  events: {
    ...actorResults('getAflacQuestions', { answers: [f.aflacQuestions, f.aflacWithPresetYes, f.noAflacQuestions], errors: [failure] }),
    ...actorResults('saveAflacQuestions', { answers: [f.aflacSaved], errors: [failure] }),
    'user.saveAflac': [{ type: 'user.saveAflac', answers: { 1: 0, 2: 1 } }],
  },
  // which questions are locked decides hasLockedYes
  relevantContext: (context: { locked: number[] }) => context.locked,
  requests: Object.fromEntries(aflacQuestionsCalls.map((call) => [call, call])),
};
