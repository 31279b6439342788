import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { DataOf, RequestOf } from '../../contract/index.ts';
import { CHAT_ERROR_MS, helpChatMachine } from '../../machines/help-chat/help-chat.machine.ts';
import { memoryStorage, storageActions, type StoredValues } from '../../machines/shared/storage.ts';
import { chatAnswers, invalidEmail } from '../../model-tests/models/help-chat.ts';

afterEach(() => vi.useRealTimers());

/** A chat whose assist/get answers `pages` in turn and whose assist/add answers by `add`. */
const openChat = (
  stored: StoredValues,
  pages: DataOf<'assistGet'>[],
  add: (request: RequestOf<'assistAdd'>) => Promise<DataOf<'assistAdd'>>,
  leadStored = false,
) => {
  const storage = memoryStorage(stored);
  const gets: RequestOf<'assistGet'>[] = [];
  const adds: RequestOf<'assistAdd'>[] = [];
  const leadStores: RequestOf<'getLeadInformation'>[] = [];
  const machine = helpChatMachine.provide({
    actors: {
      assistGet: fromPromise(async ({ input }) => {
        gets.push(input);
        return pages[Math.min(gets.length - 1, pages.length - 1)]!;
      }),
      assistAdd: fromPromise(async ({ input }) => {
        adds.push(input);
        return add(input);
      }),
      checkLeadInformation: fromPromise(async () => ({ lead_stored: leadStored, answered: 2, total: 2 })),
      getLeadInformation: fromPromise(async ({ input }) => {
        leadStores.push(input);
        return { lead_stored: true, answer: [] };
      }),
    },
    actions: { ...storageActions(storage), logFailure: () => undefined },
  });
  const actor = createActor(machine, { input: { stored: storage.read(), webUrl: 'http://localhost/jane', newDeviceId: 'fresh-id' } }).start();
  return { actor, storage, gets, adds, leadStores };
};

const echo = async (request: RequestOf<'assistAdd'>) => ({ question_id: Number(request.question_id), question: 'Q', answer: request.answer });

describe('help chat machine', () => {
  it('generates the device id once and stores it; a stored one is kept', async () => {
    const fresh = openChat({}, [chatAnswers.first], echo);
    await waitFor(fresh.actor, (s) => s.matches('asking'));
    expect(fresh.storage.values.deviceId).toBe('fresh-id');
    expect(fresh.gets[0]).toEqual({ device_id: 'fresh-id', web_url: 'http://localhost/jane', agent_id: undefined });

    const known = openChat({ deviceId: 'old-id', agent_id: '5' }, [chatAnswers.first], echo);
    await waitFor(known.actor, (s) => s.matches('asking'));
    expect(known.storage.values.deviceId).toBe('old-id');
    expect(known.gets[0]).toMatchObject({ device_id: 'old-id', agent_id: '5' });
  });

  it('answers the current question, then fetches the next, until the closing line', async () => {
    const chat = openChat({ deviceId: 'd' }, [chatAnswers.first, chatAnswers.second, chatAnswers.done], echo);
    await waitFor(chat.actor, (s) => s.matches('asking'));
    chat.actor.send({ type: 'user.answer', answer: ' Pat Doe ' });
    await waitFor(chat.actor, (s) => s.matches('asking') && s.context.question?.id === 2);
    expect(chat.adds[0]).toMatchObject({ question_id: 1, answer: 'Pat Doe', device_id: 'd' });
    chat.actor.send({ type: 'user.answer', answer: 'pat@example.com' });
    const done = await waitFor(chat.actor, (s) => s.hasTag('answered'));
    expect(done.context.answers).toHaveLength(2);
  });

  it('once every question is answered, stores the lead with the rep and the group it belongs to, unless it is stored already', async () => {
    const chat = openChat({ deviceId: 'd', agent_id: '701', group_id: '2556' }, [chatAnswers.done], echo);
    await waitFor(chat.actor, (s) => s.matches({ answered: 'idle' }));
    expect(chat.leadStores).toEqual([{ device_id: 'd', web_url: 'http://localhost/jane', agent_id: '701', group_id: '2556', store_information: '1' }]);

    const stored = openChat({ deviceId: 'd' }, [chatAnswers.done], echo, true);
    await waitFor(stored.actor, (s) => s.matches({ answered: 'idle' }));
    expect(stored.leadStores).toEqual([]);
  });

  it('shows a refused answer’s message for 5 seconds', async () => {
    vi.useFakeTimers();
    const chat = openChat({ deviceId: 'd' }, [chatAnswers.second], () => Promise.reject(invalidEmail));
    await vi.waitFor(() => expect(chat.actor.getSnapshot().matches('asking')).toBe(true));
    chat.actor.send({ type: 'user.answer', answer: 'nope' });
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.actor.getSnapshot().context.error).toBe('Please enter valid email address');
    vi.advanceTimersByTime(CHAT_ERROR_MS - 1);
    expect(chat.actor.getSnapshot().context.error).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(chat.actor.getSnapshot().context.error).toBeNull();
    expect(chat.actor.getSnapshot().matches({ asking: 'idle' })).toBe(true);
  });

  it('refuses a blank answer without calling the server', async () => {
    const chat = openChat({ deviceId: 'd' }, [chatAnswers.first], echo);
    await waitFor(chat.actor, (s) => s.matches('asking'));
    chat.actor.send({ type: 'user.answer', answer: '   ' });
    expect(chat.actor.getSnapshot().context.error).toBe('Field is required');
    expect(chat.adds).toEqual([]);
  });

  it('the pencil re-opens a past answer and sends the edit for that question', async () => {
    const chat = openChat({ deviceId: 'd' }, [chatAnswers.done], echo);
    await waitFor(chat.actor, (s) => s.hasTag('answered'));
    chat.actor.send({ type: 'user.edit', question_id: 1 });
    expect(chat.actor.getSnapshot().context.editing?.answer).toBe('Pat Doe');
    chat.actor.send({ type: 'user.answer', answer: 'Pat Smith' });
    await waitFor(chat.actor, (s) => s.hasTag('answered'));
    expect(chat.adds[0]).toMatchObject({ question_id: 1, answer: 'Pat Smith' });
    expect(chat.actor.getSnapshot().context.editing).toBeNull();
  });

  it('a failed load offers a reload', async () => {
    let fail = true;
    const machine = helpChatMachine.provide({
      actors: {
        assistGet: fromPromise(async () => {
          if (fail) throw new Error('down');
          return chatAnswers.first;
        }),
      },
      actions: { storeValues: () => undefined, logFailure: () => undefined },
    });
    const actor = createActor(machine, { input: { stored: { deviceId: 'd' }, webUrl: '', newDeviceId: 'x' } }).start();
    await waitFor(actor, (s) => s.matches('failed'));
    fail = false;
    actor.send({ type: 'user.reload' });
    await waitFor(actor, (s) => s.matches('asking'));
  });
});
