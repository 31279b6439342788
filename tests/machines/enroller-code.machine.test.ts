import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { planDetailMessages } from '../../contract/index.ts';
import { enrollerCodeMachine, type EnrollerCodeInput } from '../../machines/shared/enroller-code/enroller-code.machine.ts';
import { needsEnrollerCode } from '../../machines/shared/enroller-code/needs-enroller-code.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';
import { planDetailFixtures as f } from '../../model-tests/lib/plan-detail-fixtures.ts';
import { stubActors } from './support.ts';

const refused = apiFailure('Invalid', [{ target_element: 'enrollerCode', error_message: 'Invalid enroller code' }], 422);

const start = (input: EnrollerCodeInput, outcome: { answer: typeof f.codeSaved } | { error: unknown } = { answer: f.codeSaved }) => {
  const stubs = stubActors();
  const stored: Record<string, string>[] = [];
  const machine = enrollerCodeMachine.provide({
    actors: { saveEnrollerCode: stubs.settles('saveEnrollerCode', outcome) },
    actions: { storeValues: (_: unknown, values: Record<string, string>) => void stored.push(values) },
  });
  return { actor: createActor(machine, { input }).start(), stubs, stored };
};

describe('enroller code (spec 2 §4, §5, §8)', () => {
  it('groups 2556 and 2512 need an enroller code until one is saved (spec 2 §9)', () => {
    expect(needsEnrollerCode(2556, undefined)).toBe(true);
    expect(needsEnrollerCode(2512, '')).toBe(true);
    expect(needsEnrollerCode(2556, 'EC2556')).toBe(false);
    expect(needsEnrollerCode(1000, undefined)).toBe(false);
    expect(needsEnrollerCode(null, undefined)).toBe(false);
  });

  it("group 2556 needs the code: Next says 'Enroller code is required', an empty code 'Enter Enroller Code'", async () => {
    const { actor, stubs, stored } = start({ tempId: 'TE1', groupId: 2556, savedCode: undefined });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'closed', context: { error: planDetailMessages.enrollerCodeRequired } });
    actor.send({ type: 'user.openCode' });
    actor.send({ type: 'user.saveCode', code: '  ' });
    expect(actor.getSnapshot().context.error).toBe('Enter Enroller Code');
    actor.send({ type: 'user.saveCode', code: ' ec2556 ' });
    await waitFor(actor, (s) => s.matches('closed'));
    expect(stubs.inputsOf('saveEnrollerCode')).toEqual([{ enrollment_id: 'TE1', enrollerCode: 'ec2556' }]);
    expect(stored).toEqual([{ enrollerCode: 'EC2556' }]);
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ code: 'EC2556' });
  });

  it("a refused code shows the server's message and stays required", async () => {
    const { actor } = start({ tempId: 'TE1', groupId: 2512, savedCode: undefined }, { error: refused });
    actor.send({ type: 'user.openCode' });
    actor.send({ type: 'user.saveCode', code: 'NOPE' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({ error: 'Invalid enroller code', required: true });
    actor.send({ type: 'user.closeCode' });
    actor.send({ type: 'user.next' });
    expect(actor.getSnapshot().context.error).toBe(planDetailMessages.enrollerCodeRequired);
  });

  it('other groups, or a saved code, go on at Next', () => {
    for (const input of [
      { tempId: 'TE1', groupId: 1000, savedCode: undefined },
      { tempId: 'TE1', groupId: 2556, savedCode: 'EC2556' },
    ]) {
      const { actor } = start(input);
      actor.send({ type: 'user.next' });
      expect(actor.getSnapshot().status).toBe('done');
    }
  });
});
