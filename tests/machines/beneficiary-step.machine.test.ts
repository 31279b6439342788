import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, waitFor, type AnyActorLogic, type AnyActorRef, type AnyEventObject } from 'xstate';
import { beneficiaryMessages, type Beneficiary } from '../../contract/index.ts';
import { beneficiaryStepMachine } from '../../machines/enrollment/beneficiary-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import { apiFailure } from '../../model-tests/lib/fixtures.ts';
import { beneficiaryFixtures as fx, people } from '../../model-tests/models/beneficiary-step.ts';
import { stubActors } from './support.ts';

// The beneficiary step as the engine hosts it (spec 2 §4, §5, §7): what it tells its parent
// (step.next, step.draft, step.rejected), what it calls with, and where it ends.

const input = (stored: StepInput['stored'] = {}): StepInput => ({ tempId: 'TE1', tab: 'beneficiary_info', stored, steps: ['primary_info', 'beneficiary_info', 'review_info'] });
const formOf = ({ beneficiary_id: _, ...fields }: Beneficiary) => fields;

/** A parent that spawns the step as the engine does and keeps every reply. */
const hosted = (calls: Partial<Record<string, AnyActorLogic>>, stored: StepInput['stored'] = {}) => {
  const stubs = stubActors();
  const step = beneficiaryStepMachine.provide({
    actors: {
      getFormFieldsBeneficiaryInfo: stubs.resolves('getFormFieldsBeneficiaryInfo', fx.fields),
      getBeneficiaryRelationships: stubs.resolves('getBeneficiaryRelationships', fx.relationships),
      getBeneficiariesExistingUserEnrollment: stubs.resolves('getBeneficiariesExistingUserEnrollment', fx.existing),
      getEnrollmentTempStep: stubs.resolves('getEnrollmentTempStep', fx.tempKept),
      validateSingleBeneficiary: stubs.resolves('validateSingleBeneficiary', fx.valid),
      saveBeneficiaryInfo: stubs.resolves('saveBeneficiaryInfo', fx.saved),
      ...calls,
    } as never,
    actions: { logFailure: () => undefined },
  });
  const parent = createMachine({
    types: {} as { context: { replies: AnyEventObject[]; done: unknown } },
    context: { replies: [], done: null },
    invoke: { id: 'step', src: step, input: input(stored), onDone: { actions: assign({ done: ({ event }) => event.output }) } },
    on: { '*': { actions: assign({ replies: ({ context, event }) => [...context.replies, event] }) } },
  });
  const actor = createActor(parent).start();
  const child = () => actor.getSnapshot().children.step as AnyActorRef;
  const replies = () => actor.getSnapshot().context.replies;
  const lastNext = () => replies().filter((reply) => reply.type === 'step.next').at(-1)?.next;
  const inState = (state: string) => waitFor(child(), (snapshot) => snapshot.matches(state));
  return { stubs, actor, child, replies, lastNext, inState };
};

describe('the beneficiary step machine', () => {
  it("a new applicant's step loads the temp info and tells Next's reason by the totals", async () => {
    const host = hosted({});
    expect(host.lastNext()).toEqual({ available: false, reason: beneficiaryMessages.none });
    await host.inState('listing');
    expect(host.stubs.inputsOf('getEnrollmentTempStep')).toEqual([{ enrollment_id: 'TE1', column: 'benificiary_info' }]);
    expect(host.stubs.inputsOf('getBeneficiariesExistingUserEnrollment')).toEqual([]);
    expect(host.lastNext()).toEqual({ available: false, reason: beneficiaryMessages.totalUnder(60) });
  });

  it("an existing member's step loads their beneficiaries (at 100: Next available), falling back to the temp info on error", async () => {
    const member = hosted({}, { enroll_type: 'existing-member' });
    await member.inState('listing');
    expect(member.stubs.inputsOf('getBeneficiariesExistingUserEnrollment')).toEqual([{ enrollment_id: 'TE1' }]);
    expect(member.stubs.inputsOf('getEnrollmentTempStep')).toEqual([]);
    expect(member.lastNext()).toEqual({ available: true });

    const stubs = stubActors();
    const fallback = hosted({ getBeneficiariesExistingUserEnrollment: stubs.rejects('getBeneficiariesExistingUserEnrollment', fx.loadFailed) }, { enroll_type: 'existing-member' });
    await fallback.inState('listing');
    expect(fallback.stubs.inputsOf('getEnrollmentTempStep')).toHaveLength(1);
    expect(fallback.child().getSnapshot().context.beneficiaries.map((entry: Beneficiary) => entry.first_name)).toEqual(['Luis']);
  });

  it('an add is checked by the rules, then by validate-single-beneficiary; at 100 Next is available and saves the list', async () => {
    const host = hosted({});
    await host.inState('listing');
    host.child().send({ type: 'user.addBeneficiary', values: { first_name: '' } });
    expect(host.child().getSnapshot().context.errors.first_name).toBe('Field is required');
    expect(host.stubs.inputsOf('validateSingleBeneficiary')).toEqual([]);
    host.child().send({ type: 'user.addBeneficiary', values: formOf(people.sofia40) });
    await host.inState('listing');
    expect(host.stubs.inputsOf('validateSingleBeneficiary')).toEqual([people.sofia40]);
    expect(host.lastNext()).toEqual({ available: true });
    host.child().send({ type: 'step.save', values: {} });
    await waitFor(host.actor, (snapshot) => snapshot.context.done !== null);
    const [saved] = host.stubs.inputsOf('saveBeneficiaryInfo') as { beneficiaries: Beneficiary[] }[];
    expect(saved!.beneficiaries.map((entry) => [entry.first_name, entry.beneficiary_percentage])).toEqual([
      ['Luis', '60'],
      ['Sofia', '40'],
    ]);
    expect(host.actor.getSnapshot().context.done).toMatchObject({ tab: 'beneficiary_info', data: { beneficiaries: saved!.beneficiaries } });
  });

  it('editing tells Next to wait for the edited form; an update returns to the list', async () => {
    const host = hosted({});
    await host.inState('listing');
    host.child().send({ type: 'user.editBeneficiary', index: 0 });
    expect(host.lastNext()).toEqual({ available: false, reason: beneficiaryMessages.editFirst });
    host.child().send({ type: 'step.save', values: {} });
    expect(host.replies().at(-1)).toEqual({ type: 'step.rejected' });
    host.child().send({ type: 'user.updateBeneficiary', values: { ...formOf(people.luis), beneficiary_percentage: '100' } });
    await host.inState('listing');
    expect(host.stubs.inputsOf('validateSingleBeneficiary')).toEqual([{ ...people.luis, beneficiary_id: 'B01', beneficiary_percentage: '100' }]);
    expect(host.lastNext()).toEqual({ available: true });
  });

  it('refusals: the server check at its field, a list not at 100 with its words; a delete down to none', async () => {
    const stubs = stubActors();
    const host = hosted({
      validateSingleBeneficiary: stubs.rejects('validateSingleBeneficiary', fx.checkRefused),
    });
    await host.inState('listing');
    host.child().send({ type: 'user.addBeneficiary', values: formOf(people.sofia50) });
    await host.inState('listing');
    await waitFor(host.child(), (snapshot) => snapshot.context.errors.ssn !== undefined);
    expect(host.child().getSnapshot().context.errors).toEqual({ ssn: 'Invalid Social Security Number' });
    host.child().send({ type: 'step.save', values: {} });
    expect(host.replies().at(-1)).toEqual({ type: 'step.rejected' });
    expect(host.child().getSnapshot().context.failure).toBe(beneficiaryMessages.totalUnder(60));
    host.child().send({ type: 'user.editBeneficiary', index: 0 });
    host.child().send({ type: 'user.cancelEdit' });
    host.child().send({ type: 'user.deleteBeneficiary', index: 0 });
    expect(host.lastNext()).toEqual({ available: false, reason: beneficiaryMessages.none });
  });

  it('a failed save shows its single main message (the first field message) and tells the refusal', async () => {
    const stubs = stubActors();
    const host = hosted(
      { saveBeneficiaryInfo: stubs.rejects('saveBeneficiaryInfo', apiFailure('The given data was invalid.', [{ target_element: 'beneficiaries.0.ssn', error_message: 'Invalid Social Security Number' }], 422)) },
      { enroll_type: 'existing-member' },
    );
    await host.inState('listing');
    host.child().send({ type: 'step.save', values: {} });
    await waitFor(host.child(), (snapshot) => snapshot.context.failure !== null);
    expect(host.child().getSnapshot().context.failure).toBe('Invalid Social Security Number');
    expect(host.replies().filter((reply) => reply.type === 'step.rejected')).toHaveLength(1);
  });

  it('Save & Continue Later keeps the list (nothing while it loads)', async () => {
    const stubs = stubActors();
    const host = hosted({ getFormFieldsBeneficiaryInfo: stubs.pending('getFormFieldsBeneficiaryInfo') });
    host.child().send({ type: 'step.saveLater', values: {} });
    expect(host.replies().at(-1)).toEqual({ type: 'step.draft', data: {} });
    const loaded = hosted({});
    await loaded.inState('listing');
    loaded.child().send({ type: 'step.saveLater', values: {} });
    expect(loaded.replies().at(-1)).toEqual({ type: 'step.draft', data: { beneficiaries: [{ ...people.luis, beneficiary_id: 'B01' }] } });
  });
});
