import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { resumeMessages } from '../../contract/index.ts';
import { continueEnrollmentMachine } from '../../machines/enrollment/continue-enrollment.machine.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';

/** The code form whose Continue the server refuses with `message` at the code. */
const refusedWith = async (message: string) => {
  const failure = apiFailure('The given data was invalid.', [{ target_element: 'code', error_message: message }], 422);
  const machine = continueEnrollmentMachine.provide({ actors: { continueEnrollment: fromPromise(() => Promise.reject(failure)) }, actions: { logFailure: () => undefined } });
  const actor = createActor(machine, { input: { directId: null } }).start();
  actor.send({ type: 'user.continue', code: 'ABCD-EFGH-JKMNP', email: 'ana.alt@example.com' });
  return waitFor(actor, (snapshot) => snapshot.matches('asking') && snapshot.context.errors.code !== undefined);
};

describe('continue enrollment: a used or superseded code (issue 28 item 4)', () => {
  it('is its own state, its message at the code', async () => {
    const snapshot = await refusedWith(resumeMessages.spent);
    expect(snapshot.matches({ asking: 'codeSpent' })).toBe(true);
    expect(snapshot.context.errors.code).toBe(resumeMessages.spent);
  });

  it('any other refusal of the code stays with the form as before', async () => {
    const snapshot = await refusedWith(resumeMessages.failed);
    expect(snapshot.matches({ asking: 'entering' })).toBe(true);
    expect(snapshot.context.errors.code).toBe(resumeMessages.failed);
  });
});
