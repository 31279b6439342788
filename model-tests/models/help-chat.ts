import { helpChatCalls, helpChatMachine, type HelpChatContext } from '../../machines/help-chat/help-chat.machine.ts';
import { actorResults, apiFailure, dataOf, type MachineModel } from '../lib/index.ts';

const name = { question_id: 1, question: 'What is your name?', answer: 'Pat Doe' };
const email = { question_id: 2, question: 'What is your e-mail address?', answer: 'pat@example.com' };

/** assist/get answers: the first question, the second after one answer, and all answered. */
export const chatAnswers = {
  first: dataOf('assistGet', { question: { id: 1, question: 'What is your name?' }, answer: [] }),
  second: dataOf('assistGet', { question: { id: 2, question: 'What is your e-mail address?' }, answer: [name] }),
  done: dataOf('assistGet', { question: null, answer: [name, email] }),
};
export const invalidEmail = apiFailure('Please enter valid email address', [{ target_element: 'answer', error_message: 'Please enter valid email address' }], 422);

/** The delayed transition that hides a chat error after 5 seconds, as the event it is. */
export const errorTimeout = 'xstate.after.chatErrorDisplay.helpChat.asking.showingError';

/**
 * The help chat from a device with a stored id and from a new one: the questions one by one,
 * a blank and a refused answer (each shown until the 5-second timeout), editing a past answer,
 * a load failure and its reload, and the lead checked and stored once every question is answered.
 */
export const helpChatModel: MachineModel = {
  id: helpChatMachine.id,
  machine: helpChatMachine,
  scenarios: [
    { name: 'stored device', input: { stored: { deviceId: 'device-1', agent_id: '5' }, webUrl: 'http://localhost/jane', newDeviceId: 'unused' } },
    { name: 'new device', input: { stored: {}, webUrl: 'http://localhost/', newDeviceId: 'device-new' } },
  ],
  events: {
    'user.answer': [
      { type: 'user.answer', answer: ' ' },
      { type: 'user.answer', answer: 'Pat Doe' },
    ],
    // a pencil for each past answer
    'user.edit': (snapshot) => (snapshot.context as HelpChatContext).answers.map((answer) => ({ type: 'user.edit', question_id: answer.question_id })),
    // Cancel shows only while a past answer is re-opened
    'user.cancelEdit': (snapshot) => ((snapshot.context as HelpChatContext).editing ? [{ type: 'user.cancelEdit' }] : []),
    'user.reload': [{ type: 'user.reload' }],
    [errorTimeout]: [{ type: errorTimeout }],
    ...actorResults('assistGet', { answers: [chatAnswers.first, chatAnswers.second, chatAnswers.done], errors: [apiFailure('Server error', [], 500)] }),
    ...actorResults('assistAdd', { answers: [dataOf('assistAdd', name)], errors: [invalidEmail] }),
    // once all are answered: the lead already stored, or not yet (then get-lead-information stores it)
    ...actorResults('checkLeadInformation', {
      answers: [dataOf('checkLeadInformation', { lead_stored: true, answered: 2, total: 2 }), dataOf('checkLeadInformation', { lead_stored: false, answered: 2, total: 2 })],
      errors: [apiFailure('Server error', [], 500)],
    }),
    ...actorResults('getLeadInformation', { answers: [dataOf('getLeadInformation', { lead_stored: true, answer: [name, email] })], errors: [apiFailure('Server error', [], 500)] }),
  },
  // the pencils on offer depend on the past answers; the start on whether the id is new
  relevantContext: (context: HelpChatContext) => [context.answers.map((answer) => answer.question_id), context.newDevice, context.editing?.question_id ?? null],
  requests: Object.fromEntries(helpChatCalls.map((call) => [call, call])),
};
