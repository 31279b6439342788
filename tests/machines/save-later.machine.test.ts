import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { trustMessages, type RequestOf } from '../../contract/index.ts';
import { saveLaterMachine } from '../../machines/enrollment/save-later.machine.ts';
import { saveRefusalMessages } from '../../machines/enrollment/save-refusal.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';

/** The code-send modal whose Send Code the server refuses with `error`. */
const refusedWith = async (error: unknown) => {
  const machine = saveLaterMachine.provide({ actors: { saveEnrollmentForLater: fromPromise(() => Promise.reject(error)) }, actions: { logFailure: () => undefined } });
  const actor = createActor(machine, { input: { tempId: 'TE1', tab: 'primary_info', data: { first_name: 'Ana' } } }).start();
  actor.send({ type: 'user.sendCode', email: 'ana.alt@example.com' });
  return (await waitFor(actor, (snapshot) => snapshot.matches('asking') && snapshot.context.error !== null)).context;
};

describe("Save & Continue Later's Send Code refused (issue 23 §4)", () => {
  it('offline or a 5xx says what to do, not the transport words', async () => {
    expect((await refusedWith(apiFailure('Failed to fetch', [], 0))).error).toBe(saveRefusalMessages.sendCodeUnreachable);
    expect((await refusedWith(apiFailure('Internal Server Error', [], 502))).error).toBe(saveRefusalMessages.sendCodeUnreachable);
  });

  it("the e-mail's own message, else the server's words (a 409), keeping the step's data", async () => {
    expect((await refusedWith(apiFailure('The given data was invalid.', [{ target_element: 'email', error_message: 'Enter valid email address' }], 422))).error).toBe('Enter valid email address');
    const context = await refusedWith(apiFailure(trustMessages.submitted, [], 409));
    expect(context.error).toBe(trustMessages.submitted);
    expect(context.data).toEqual({ first_name: 'Ana' });
  });
});

describe("Save & Continue Later's alternate e-mail is optional (issue 28 item 3)", () => {
  const sending = (email: string) => {
    const sent: string[] = [];
    const machine = saveLaterMachine.provide({
      actors: {
        saveEnrollmentForLater: fromPromise(async ({ input }: { input: RequestOf<'saveEnrollmentForLater'> }) => {
          sent.push(input.email);
          return { sent_to: input.email || 'own@example.com' };
        }),
      },
    });
    const actor = createActor(machine, { input: { tempId: 'TE1', tab: 'primary_info', data: {} } }).start();
    actor.send({ type: 'user.sendCode', email });
    return { actor, sent };
  };

  it('blank sends the code (the server mails the enrollment’s own address)', async () => {
    const { actor, sent } = sending('  ');
    await waitFor(actor, (snapshot) => snapshot.matches('sent'));
    expect(sent).toEqual(['']);
  });

  it("a typed one must be an address: 'Enter valid email address', nothing sent", () => {
    const { actor, sent } = sending('not-an-email');
    expect(actor.getSnapshot().matches('asking')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Enter valid email address');
    expect(sent).toEqual([]);
  });
});
