import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { planDetailMessages } from '../../contract/index.ts';
import { enrollerCodeMachine, type EnrollerCodeInput } from '../../machines/shared/enroller-code/enroller-code.machine.ts';
import { needsEnrollerCode, offersEnrollerCode } from '../../machines/shared/enroller-code/needs-enroller-code.ts';
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
  it('a rep or group administrator enrolling for groups 2556 and 2512 needs an enroller code until one is saved (spec 2 §9)', () => {
    expect(needsEnrollerCode({ eprocess: 'rep', group_id: '2556' })).toBe(true);
    expect(needsEnrollerCode({ eprocess: 'group', group_id: '2512', enrollerCode: '' })).toBe(true);
    expect(needsEnrollerCode({ eprocess: 'group', group_id: '2556', enrollerCode: 'EC2556' })).toBe(false);
    expect(needsEnrollerCode({ eprocess: 'rep', group_id: '1000' })).toBe(false);
    expect(needsEnrollerCode({ eprocess: 'rep' })).toBe(false);
  });

  // issue 23: the employee from Employee Enrollment's code or the group's landing, and a member enrolling herself
  it('an employee or a member enrolling themself is never asked, whatever the group', () => {
    for (const eprocess of ['applicant', undefined]) {
      expect(needsEnrollerCode({ eprocess, group_id: '2556' })).toBe(false);
      expect(offersEnrollerCode({ eprocess, group_id: '2512' })).toBe(false);
    }
  });

  it('the popup is offered to every rep, and to a group administrator only where the group needs a code', () => {
    expect(offersEnrollerCode({ eprocess: 'rep' })).toBe(true);
    expect(offersEnrollerCode({ eprocess: 'rep', group_id: '2556', enrollerCode: 'EC2556' })).toBe(true);
    expect(offersEnrollerCode({ eprocess: 'group', group_id: '2556' })).toBe(true);
    expect(offersEnrollerCode({ eprocess: 'group', group_id: '1000' })).toBe(false);
  });

  it("group 2556 needs the code: Next says 'Enroller code is required', an empty code 'Enter Enroller Code'", async () => {
    const { actor, stubs, stored } = start({ tempId: 'TE1', stored: { eprocess: 'group', group_id: '2556' } });
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
    const { actor } = start({ tempId: 'TE1', stored: { eprocess: 'rep', group_id: '2512' } }, { error: refused });
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
      { tempId: 'TE1', stored: { eprocess: 'rep', group_id: '1000' } },
      { tempId: 'TE1', stored: { eprocess: 'group', group_id: '2556', enrollerCode: 'EC2556' } },
    ]) {
      const { actor } = start(input);
      actor.send({ type: 'user.next' });
      expect(actor.getSnapshot().status).toBe('done');
    }
  });
});
