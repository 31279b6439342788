import { planQuestionsCalls, planQuestionsMachine } from '../../machines/plan-detail/plan-questions.machine.ts';
import { actorResults, apiFailure, planAnswers, planDetailFixtures as f, type MachineModel } from '../lib/index.ts';

const failure = apiFailure('Invalid', [{ target_element: 'answers.2.detail', error_message: 'Give both records' }], 422);
const submit = (answers: object) => ({ type: 'user.submitAnswers', answers });

/** The health questions: loaded or not; answered partly, without records, fully; saved, declined or refused. */
export const planQuestionsModel: MachineModel = {
  id: planQuestionsMachine.id,
  machine: planQuestionsMachine,
  scenarios: [{ name: 'CriticalCare questions', input: { tempId: 'TE1', planId: 191, tobacco: null } }],
  events: {
    ...actorResults('getQuestions', { answers: [f.questions], errors: [failure] }),
    ...actorResults('saveQuestionAnswers', { answers: [f.accepted, f.declined], errors: [failure] }),
    'user.submitAnswers': [submit(planAnswers.missingOne), submit(planAnswers.yesWithoutRecords), submit(planAnswers.yesWithRecords)],
  },
  requests: Object.fromEntries(planQuestionsCalls.map((call) => [call, call])),
};
