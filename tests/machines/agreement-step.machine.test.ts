import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, waitFor, type AnyActorLogic, type AnyActorRef, type AnyEventObject } from 'xstate';
import { agreementValuesOf, signaturePieces } from '../../contract/index.ts';
import { agreementStepMachine } from '../../machines/enrollment/agreement-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import { TINY_PNG } from '../../model-tests/lib/agreement-fixtures.ts';
import { agreementFixtures as fx } from '../../model-tests/models/agreement-step.ts';
import { stubActors } from './support.ts';

// The agreement step as the engine hosts it (spec 3 §4.3, §5, §7): what it calls with, what it
// tells its parent (step.rejected, step.draft), the messages it shows and where it ends.

const input: StepInput = { tempId: 'TE1', tab: 'agreement_info', stored: {}, steps: ['primary_info', 'agreement_info', 'review_info'] };

/** A parent that spawns the step as the engine does and keeps every reply. */
const hosted = (calls: Partial<Record<string, AnyActorLogic>> = {}, fields = fx.fields.sigapplicant) => {
  const stubs = stubActors();
  const step = agreementStepMachine.provide({
    actors: {
      getAgreementTexts: stubs.resolves('getAgreementTexts', fx.texts),
      getFormFieldsAgreementInfo: stubs.resolves('getFormFieldsAgreementInfo', fields),
      getEnrollmentTempStep: stubs.resolves('getEnrollmentTempStep', fx.nothingKept),
      saveAgreementInfo: stubs.resolves('saveAgreementInfo', fx.saved),
      ...calls,
    } as never,
    actions: { logFailure: () => undefined },
  });
  const parent = createMachine({
    types: {} as { context: { replies: AnyEventObject[]; done: unknown } },
    context: { replies: [], done: null },
    invoke: { id: 'step', src: step, input, onDone: { actions: assign({ done: ({ event }) => event.output }) } },
    on: { '*': { actions: assign({ replies: ({ context, event }) => [...context.replies, event] }) } },
  });
  const actor = createActor(parent).start();
  const child = () => actor.getSnapshot().children.step as AnyActorRef;
  const replies = () => actor.getSnapshot().context.replies;
  const inState = (state: string) => waitFor(child(), (snapshot) => snapshot.matches(state));
  return { stubs, actor, child, replies, inState };
};

describe('the agreement step machine', () => {
  it('loads the texts, the definitions and what the step keeps (aggrement_info)', async () => {
    const host = hosted({ getEnrollmentTempStep: stubActors().resolves('getEnrollmentTempStep', fx.kept) });
    await host.inState('editing');
    expect(host.stubs.inputsOf('getAgreementTexts')).toEqual([{ enrollment_id: 'TE1' }]);
    expect(host.stubs.inputsOf('getFormFieldsAgreementInfo')).toEqual([{ enrollment_id: 'TE1' }]);
    expect(host.child().getSnapshot().context.values).toEqual({ agreed: [1], answer: '', signature: TINY_PNG, signature_method: 'type', signature_name: 'Ana Reyes' });
  });

  it('asks for the texts, the definitions and what is kept at once, not one after another', () => {
    const pending = stubActors();
    const host = hosted({
      getAgreementTexts: pending.pending('getAgreementTexts'),
      getFormFieldsAgreementInfo: pending.pending('getFormFieldsAgreementInfo'),
      getEnrollmentTempStep: pending.pending('getEnrollmentTempStep'),
    });
    expect(host.child().getSnapshot().hasTag('loading')).toBe(true);
    expect(pending.inputsOf('getAgreementTexts')).toEqual([{ enrollment_id: 'TE1' }]);
    expect(pending.inputsOf('getFormFieldsAgreementInfo')).toEqual([{ enrollment_id: 'TE1' }]);
    expect(pending.inputsOf('getEnrollmentTempStep')).toEqual([{ enrollment_id: 'TE1', column: 'aggrement_info' }]);
  });

  it('nothing kept, or the temp info failing: the step starts empty; the texts failing: unavailable', async () => {
    const failing = hosted({ getEnrollmentTempStep: stubActors().rejects('getEnrollmentTempStep', fx.failure) });
    await failing.inState('editing');
    expect(failing.child().getSnapshot().context.values.agreed).toEqual([]);
    const unavailable = hosted({ getAgreementTexts: stubActors().rejects('getAgreementTexts', fx.failure) });
    await unavailable.inState('unavailable');
    unavailable.child().send({ type: 'step.save', values: fx.values.complete });
    expect(unavailable.replies().map((reply) => reply.type)).toEqual(['step.rejected']);
  });

  it('refuses unchecked texts and an empty pad with the spec’s words, and tells the engine', async () => {
    const host = hosted();
    await host.inState('editing');
    host.child().send({ type: 'step.save', values: fx.values.unagreed });
    expect(host.child().getSnapshot().context.errors).toEqual({ 'agreed.1': 'This field is required.', 'agreed.2': 'This field is required.', signature: 'Signature is required' });
    host.child().send({ type: 'step.save', values: fx.values.agreedOnly });
    expect(host.child().getSnapshot().context.errors).toEqual({ signature: 'Signature is required' });
    expect(host.replies().map((reply) => reply.type)).toEqual(['step.rejected', 'step.rejected']);
    expect(host.stubs.inputsOf('saveAgreementInfo')).toEqual([]);
  });

  it.each([
    ['rep', fx.fields.rep],
    ['group', fx.fields.group],
    ['applicant', fx.fields.applicant],
    ['sigapplicant', fx.fields.sigapplicant],
  ] as const)('saves as %s, in the order of spec 3 §4.3, and ends with the kept values', async (mode, fields) => {
    const host = hosted({}, fields);
    await host.inState('editing');
    host.child().send({ type: 'step.save', values: fx.values.complete });
    await waitFor(host.actor, (snapshot) => snapshot.context.done !== null);
    const [request] = host.stubs.inputsOf('saveAgreementInfo') as Record<string, unknown>[];
    expect(request).toMatchObject({ enrollment_id: 'TE1', eprocess: mode, agreed: [1, 2] });
    expect(host.actor.getSnapshot().context.done).toMatchObject({ tab: 'agreement_info', data: { agreed: [1, 2], signature: signaturePieces(TINY_PNG) } });
  });

  it.each([
    ['rep', fx.fields.rep, { broker: true, signature: false, dateWithSignature: false }],
    ['sigapplicant', fx.fields.sigapplicant, { broker: false, group: false, applicant: false, signature: true, dateWithSignature: true }],
  ] as const)('%s: the machine computes the sections the screen shows from the definitions (spec 3 §2.4)', async (_, fields, sections) => {
    const host = hosted({}, fields);
    await host.inState('editing');
    expect(host.child().getSnapshot().context.sections).toMatchObject(sections);
  });

  it('the answer is asked in applicant mode; the server’s message comes back at its field', async () => {
    const host = hosted({ saveAgreementInfo: stubActors().rejects('saveAgreementInfo', fx.wrongAnswer) }, fx.fields.applicant);
    await host.inState('editing');
    host.child().send({ type: 'step.save', values: fx.values.agreedOnly });
    expect(host.child().getSnapshot().context.errors).toEqual({ answer: 'Field is required' });
    host.child().send({ type: 'step.save', values: fx.values.complete });
    await waitFor(host.child(), (snapshot) => snapshot.matches('editing') && Object.keys(snapshot.context.errors).length > 0);
    expect(host.child().getSnapshot().context.errors).toEqual({ answer: 'This answer does not match the one on file.' });
    expect(host.replies().filter((reply) => reply.type === 'step.rejected')).toHaveLength(2);
  });

  it('definitions that make no mode: refused with a failure, nothing sent', async () => {
    const host = hosted({}, fx.fields.none);
    await host.inState('editing');
    host.child().send({ type: 'step.save', values: fx.values.complete });
    expect(host.child().getSnapshot().context.failure).toMatch(/verification section/);
    expect(host.stubs.inputsOf('saveAgreementInfo')).toEqual([]);
  });

  it('Save & Continue Later hands over the values as they stand, the signature in pieces', async () => {
    const host = hosted();
    await host.inState('editing');
    host.child().send({ type: 'step.saveLater', values: fx.values.complete });
    const [draft] = host.replies();
    expect(draft?.type).toBe('step.draft');
    expect(draft?.data.signature).toEqual(signaturePieces(TINY_PNG));
    expect(agreementValuesOf(draft?.data)).toEqual(agreementValuesOf(fx.values.complete));
  });
});
