import { assertEvent, assign, setup } from 'xstate';
import { fieldErrorsOf, quoteMessages, type DataOf } from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActors } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import type { StoredValues } from '../shared/storage.ts';

type ChatAnswer = DataOf<'assistGet'>['answer'][number];
type ChatQuestion = NonNullable<DataOf<'assistGet'>['question']>;

export interface HelpChatInput {
  /** What is stored when the chat opens (deviceId, agent_id, group_id). */
  stored: StoredValues;
  /** The page the visitor chats from. */
  webUrl: string;
  /** A fresh device id, used (and stored) only when none is stored yet. */
  newDeviceId: string;
}

export interface HelpChatContext {
  deviceId: string;
  /** Whether `deviceId` was just generated (and so is stored on start). */
  newDevice: boolean;
  agentId: string | undefined;
  /** The group the visitor shops under: the lead belongs to it and to the rep. */
  groupId: string | undefined;
  webUrl: string;
  /** The next unanswered question; null once all are answered. */
  question: ChatQuestion | null;
  answers: ChatAnswer[];
  /** The past answer re-opened by its edit pencil. */
  editing: ChatAnswer | null;
  /** The server's (or the blank answer's) message, shown for 5 seconds (spec 1 §5, §9). */
  error: string | null;
}

export type HelpChatEvent =
  | { type: 'user.answer'; answer: string }
  | { type: 'user.edit'; question_id: number }
  | { type: 'user.cancelEdit' }
  | { type: 'user.reload' };

/** Spec 1 §9: how long a chat error shows. */
export const CHAT_ERROR_MS = 5000;
/** Spec 1 §2: the closing line once every question is answered. */
export const chatClosingLine = 'Please allow 24 hours for a representative to reach out to you.';
export const chatLoadFailed = 'The chat could not be loaded.';

export const helpChatCalls = ['assistGet', 'assistAdd', 'checkLeadInformation', 'getLeadInformation'] as const;

const answerMessage = (error: unknown) =>
  fieldErrorsOf(error).find((field) => field.target_element === 'answer')?.error_message ?? failureMessage(error, 'Your answer could not be sent.');

/**
 * The help chat's questions (spec 1 §2, §4): fetch the current question, answer it, reload; a
 * past answer's pencil re-opens it; errors show for 5 seconds; once every question is answered the
 * closing line shows. The device id is generated once and stored (key deviceId). Once every
 * question is answered, check-lead-information says whether the lead is stored (the server drops it
 * when an answer changes); if not, get-lead-information stores it with the rep and the group it
 * belongs to (spec 1 §1 "a help chat assistant that collects a lead for a rep", §7).
 */
export const helpChatMachine = setup({
  types: {
    input: {} as HelpChatInput,
    context: {} as HelpChatContext,
    events: {} as HelpChatEvent,
  },
  actors: endpointActors(helpChatCalls),
  delays: { chatErrorDisplay: CHAT_ERROR_MS },
  guards: {
    hasStoredDevice: ({ context }) => !context.newDevice,
    answerIsBlank: ({ event }) => {
      assertEvent(event, 'user.answer');
      return event.answer.trim() === '';
    },
    isEditing: ({ context }) => context.editing !== null,
    allAnswered: (_, { output }: { output: DataOf<'assistGet'> }) => output.question === null,
    leadIsStored: (_, { output }: { output: DataOf<'checkLeadInformation'> }) => output.lead_stored,
  },
  actions: {
    ...sharedActions,
    showAnswers: assign((_, { output }: { output: DataOf<'assistGet'> }) => ({ question: output.question, answers: output.answer })),
    startEditing: assign(({ context, event }) => {
      assertEvent(event, 'user.edit');
      return { editing: context.answers.find((answer) => answer.question_id === event.question_id) ?? null, error: null };
    }),
    stopEditing: assign({ editing: null }),
    rejectBlank: assign({ error: quoteMessages.required }),
    showError: assign((_, { error }: { error: unknown }) => ({ error: answerMessage(error) })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'helpChat',
  context: ({ input }) => ({
    deviceId: input.stored.deviceId || input.newDeviceId,
    newDevice: !input.stored.deviceId,
    agentId: input.stored.agent_id || input.stored.AGENT_ID,
    groupId: input.stored.group_id || undefined,
    webUrl: input.webUrl,
    question: null,
    answers: [],
    editing: null,
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      // the device id is generated once: stored unless it came from storage
      always: [
        { guard: 'hasStoredDevice', target: 'loading' },
        { target: 'loading', actions: { type: 'storeValues', params: ({ context }) => ({ deviceId: context.deviceId }) } },
      ],
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'assistGet',
        src: 'assistGet',
        input: ({ context }) => ({ device_id: context.deviceId, web_url: context.webUrl, agent_id: context.agentId }),
        onDone: [
          {
            guard: { type: 'allAnswered', params: ({ event }) => ({ output: event.output }) },
            target: 'answered',
            actions: [{ type: 'showAnswers', params: ({ event }) => ({ output: event.output }) }, 'stopEditing'],
          },
          { target: 'asking', actions: [{ type: 'showAnswers', params: ({ event }) => ({ output: event.output }) }, 'stopEditing'] },
        ],
        onError: { target: 'failed', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      meta: { title: 'The chat could not be loaded', shows: 'a Reload button' },
      on: { 'user.reload': 'loading' },
    },
    asking: {
      tags: ['asking'],
      meta: { title: 'A question (or a re-opened answer) with the answer field' },
      initial: 'idle',
      on: {
        'user.answer': [
          { guard: 'answerIsBlank', target: '.showingError', actions: 'rejectBlank' },
          { target: 'sending', actions: 'clearError' },
        ],
        'user.edit': { target: '.idle', actions: 'startEditing' },
        'user.cancelEdit': { guard: 'isEditing', target: 'loading', actions: 'clearError' },
        'user.reload': { target: 'loading', actions: 'clearError' },
      },
      states: {
        idle: {},
        showingError: {
          tags: ['error'],
          after: { chatErrorDisplay: { target: 'idle', actions: 'clearError' } },
        },
      },
    },
    sending: {
      tags: ['asking', 'sending'],
      invoke: {
        id: 'assistAdd',
        src: 'assistAdd',
        input: ({ context, event }) => {
          assertEvent(event, 'user.answer');
          return {
            device_id: context.deviceId,
            web_url: context.webUrl,
            agent_id: context.agentId,
            question_id: context.editing?.question_id ?? context.question?.id ?? 0,
            answer: event.answer.trim(),
          };
        },
        onDone: 'loading',
        onError: { target: 'asking.showingError', actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    answered: {
      tags: ['answered'],
      meta: { title: 'Every question answered', shows: chatClosingLine },
      on: {
        'user.edit': { target: 'asking', actions: 'startEditing' },
        'user.reload': 'loading',
      },
      initial: 'checkingLead',
      states: {
        checkingLead: {
          invoke: {
            id: 'checkLeadInformation',
            src: 'checkLeadInformation',
            input: ({ context }) => ({ device_id: context.deviceId, web_url: context.webUrl, agent_id: context.agentId }),
            onDone: [
              { guard: { type: 'leadIsStored', params: ({ event }) => ({ output: event.output }) }, target: 'idle' },
              { target: 'storingLead' },
            ],
            // the lead is checked (and stored) again the next time the chat opens
            onError: { target: 'idle', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        storingLead: {
          invoke: {
            id: 'getLeadInformation',
            src: 'getLeadInformation',
            input: ({ context }) => ({
              device_id: context.deviceId,
              web_url: context.webUrl,
              agent_id: context.agentId,
              group_id: context.groupId,
              store_information: '1' as const,
            }),
            onDone: 'idle',
            onError: { target: 'idle', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        idle: {},
      },
    },
  },
});
