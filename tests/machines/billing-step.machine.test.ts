import { describe, expect, it } from 'vitest';
import { assign, createActor, createMachine, fromPromise, waitFor, type AnyActorLogic, type AnyActorRef, type AnyEventObject } from 'xstate';
import { billingMessages } from '../../contract/index.ts';
import { billingStepMachine } from '../../machines/enrollment/billing-step.machine.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import { billingFixtures as fx, contactAddress, contactEmail, validBank, validCard } from '../../model-tests/models/billing-step.ts';
import { stubActors } from './support.ts';

// The billing step as the engine hosts it (spec 3 §4.4, §5, §7): what it calls with, what it tells
// its parent (step.rejected, step.draft) and where it ends.

const input: StepInput = { tempId: 'TE1', tab: 'billing_info', stored: {}, steps: ['primary_info', 'billing_info', 'review_info'] };

/** get-enrollment-temp-info by column: what the step kept (payment_info) and the contact step's address (contact_info). */
const tempSteps = (kept: typeof fx.keptNone = fx.keptNone) =>
  fromPromise<typeof fx.keptNone, { column: string }>(async ({ input }) => (input.column === 'contact_info' ? fx.contact : kept));

/** A parent that spawns the step as the engine does and keeps every reply. */
const hosted = (calls: Partial<Record<string, AnyActorLogic>> = {}) => {
  const stubs = stubActors();
  const step = billingStepMachine.provide({
    actors: {
      getPaymentMethod: stubs.resolves('getPaymentMethod', fx.card),
      getFormFieldsBillingInfo: stubs.resolves('getFormFieldsBillingInfo', fx.fields),
      getEnrollmentTempStep: tempSteps(),
      getExistingCardInfo: stubs.resolves('getExistingCardInfo', fx.noCards),
      getStates: stubs.resolves('getStates', fx.states),
      getExistingBankInfo: stubs.resolves('getExistingBankInfo', fx.banks),
      getBillingText: stubs.resolves('getBillingText', fx.text),
      validateRoutingNumber: stubs.resolves('validateRoutingNumber', fx.bankNamed),
      saveBillingInfo: stubs.resolves('saveBillingInfo', fx.saved),
      saveBillingInfoExisting: stubs.resolves('saveBillingInfoExisting', fx.savedExisting),
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
  const done = () => waitFor(actor, (snapshot) => snapshot.context.done !== null).then((snapshot) => snapshot.context.done);
  return { stubs, actor, child, replies, inState, done };
};

describe('the billing step machine', () => {
  it('a new card: the rules refuse at the fields first, then save-billing-info takes the card with the physical address', async () => {
    const host = hosted();
    await host.inState('card');
    host.child().send({ type: 'step.save', values: { ...validCard, security_code: '1' } });
    expect(host.child().getSnapshot().context.errors).toEqual({ security_code: billingMessages.securityCode });
    expect(host.replies().at(-1)).toEqual({ type: 'step.rejected' });
    host.child().send({ type: 'user.togglePhysicalAddress', checked: true });
    expect(host.child().getSnapshot().context.address).toEqual(contactAddress);
    host.child().send({ type: 'step.save', values: { ...validCard, address1: '', city: '' } });
    const output = await host.done();
    expect(host.stubs.inputsOf('saveBillingInfo')).toEqual([{ enrollment_id: 'TE1', payment_method: 'cc', ...validCard, ...contactAddress, is_physical_address: '1' }]);
    expect(output).toEqual({ tab: 'billing_info', data: expect.not.objectContaining({ security_code: expect.anything() }) });
  });

  it.each([0, 1] as const)('address2 marked required %i: the machine says whether the screen marks it and the rules ask it (spec 3 §5)', async (required) => {
    const fields = { result: fx.fields.result.map((field) => (field.field_name === 'address2' ? { ...field, required } : field)) };
    const host = hosted({ getFormFieldsBillingInfo: stubActors().resolves('getFormFieldsBillingInfo', fields) });
    await host.inState('card');
    expect(host.child().getSnapshot().context.address2Required).toBe(required === 1);
    host.child().send({ type: 'step.save', values: { ...validCard, address2: '' } });
    expect(host.child().getSnapshot().context.errors.address2 !== undefined).toBe(required === 1);
  });

  it("a saved card is chosen first and saved through save-billing-info-existing; the existing cards' load is tried again once", async () => {
    // the first load fails, the second answers Maria's card
    let loads = 0;
    const flaky = fromPromise(async () => {
      loads += 1;
      if (loads === 1) throw fx.loadFailed;
      return fx.cards;
    });
    const host = hosted({ getExistingCardInfo: flaky });
    await host.inState('card');
    expect(loads).toBe(2);
    expect(host.child().getSnapshot().context.source).toBe('MC5011');

    const member = hosted({ getExistingCardInfo: stubActors().resolves('getExistingCardInfo', fx.cards) });
    await member.inState('card');
    expect(member.child().getSnapshot().context.source).toBe('MC5011');
    member.child().send({ type: 'step.save', values: { billing_email: 'maria@example.com' } });
    await member.done();
    expect(member.stubs.inputsOf('saveBillingInfoExisting')).toEqual([{ enrollment_id: 'TE1', payment_method: 'cc', card_id: 'MC5011', billing_email: 'maria@example.com' }]);
    expect(member.stubs.inputsOf('saveBillingInfo')).toEqual([]);
  });

  it('EFT: the routing check names the bank, a refusal clears it with the server message, a short number is refused at once', async () => {
    const host = hosted({
      getPaymentMethod: stubActors().resolves('getPaymentMethod', fx.eft),
      getExistingBankInfo: stubActors().resolves('getExistingBankInfo', { result: null }),
    });
    await host.inState('bank');
    expect(host.child().getSnapshot().context.merchantText).toBe(fx.text.merchantInfo);
    host.child().send({ type: 'user.checkRouting', routing_number: '111000025' });
    await host.inState('bank');
    await waitFor(host.child(), (snapshot) => snapshot.context.bankLookups === 1);
    expect(host.child().getSnapshot().context.bankName).toBe('Bank of America, N.A.');
    host.child().send({ type: 'user.checkRouting', routing_number: '1234' });
    expect(host.child().getSnapshot().context.errors).toEqual({ routing_number: billingMessages.routingNumber });
    host.child().send({ type: 'step.save', values: validBank });
    await host.done();
    expect(host.stubs.inputsOf('saveBillingInfo')).toEqual([{ enrollment_id: 'TE1', payment_method: 'eft', ...validBank }]);

    const refused = hosted({
      getPaymentMethod: stubActors().resolves('getPaymentMethod', fx.eft),
      validateRoutingNumber: stubActors().rejects('validateRoutingNumber', fx.routingRefused),
    });
    await refused.inState('bank');
    refused.child().send({ type: 'user.checkRouting', routing_number: '111000026' });
    await waitFor(refused.child(), (snapshot) => snapshot.context.bankLookups === 1);
    expect(refused.child().getSnapshot().context).toMatchObject({ bankName: '', errors: { routing_number: 'Invalid routing number' } });
  });

  it('a resumed step starts from what it kept, its physical address ticked again from the contact step', async () => {
    const host = hosted({
      getEnrollmentTempStep: tempSteps({ result: { payment_method: 'cc', first_name_on_cc: 'Ana', is_physical_address: '1' } }),
    });
    await host.inState('card');
    expect(host.child().getSnapshot().context).toMatchObject({ kept: { first_name_on_cc: 'Ana' }, physicalAddress: true, address: contactAddress, addressFills: 1 });
  });

  it("the billing e-mail starts as the contact step's e-mail; one the step kept stays (spec 3 §5)", async () => {
    const fresh = hosted();
    await fresh.inState('card');
    expect(fresh.child().getSnapshot().context.kept.billing_email).toBe(contactEmail);
    const eft = hosted({ getPaymentMethod: stubActors().resolves('getPaymentMethod', fx.eft) });
    await eft.inState('bank');
    expect(eft.child().getSnapshot().context.kept.billing_email).toBe(contactEmail);
    const resumed = hosted({ getEnrollmentTempStep: tempSteps({ result: { payment_method: 'cc', billing_email: 'bills@example.com' } }) });
    await resumed.inState('card');
    expect(resumed.child().getSnapshot().context.kept.billing_email).toBe('bills@example.com');
  });

  it.each([
    ['', billingMessages.required],
    ['ana@', 'Enter valid email address'],
  ])('a billing e-mail %j is refused at its field with a new card, a new bank and a saved card; nothing is saved', async (email, message) => {
    const card = hosted();
    await card.inState('card');
    card.child().send({ type: 'step.save', values: { ...validCard, billing_email: email } });
    expect(card.child().getSnapshot().context.errors).toEqual({ billing_email: message });
    const bank = hosted({ getPaymentMethod: stubActors().resolves('getPaymentMethod', fx.eft), getExistingBankInfo: stubActors().resolves('getExistingBankInfo', { result: null }) });
    await bank.inState('bank');
    bank.child().send({ type: 'step.save', values: { ...validBank, billing_email: email } });
    expect(bank.child().getSnapshot().context.errors).toEqual({ billing_email: message });
    const saved = hosted({ getExistingCardInfo: stubActors().resolves('getExistingCardInfo', fx.cards) });
    await saved.inState('card');
    saved.child().send({ type: 'step.save', values: { billing_email: email } });
    expect(saved.child().getSnapshot().matches('card')).toBe(true);
    expect(saved.child().getSnapshot().context.errors).toEqual({ billing_email: message });
    for (const host of [card, bank, saved]) {
      expect(host.replies().at(-1)).toEqual({ type: 'step.rejected' });
      expect([...host.stubs.inputsOf('saveBillingInfo'), ...host.stubs.inputsOf('saveBillingInfoExisting')]).toEqual([]);
    }
  });

  it('a list bill is pre-selected and saved without fields', async () => {
    const host = hosted({ getPaymentMethod: stubActors().resolves('getPaymentMethod', fx.stmt) });
    await host.inState('listBill');
    host.child().send({ type: 'step.save', values: {} });
    expect(await host.done()).toEqual({ tab: 'billing_info', data: { payment_method: 'stmt' } });
    expect(host.stubs.inputsOf('saveBillingInfo')).toEqual([{ enrollment_id: 'TE1', payment_method: 'stmt' }]);
    expect(host.stubs.inputsOf('getExistingCardInfo')).toEqual([]);
  });

  it('Save & Continue Later hands over what was entered, never the security code or the card number, in any state', async () => {
    const host = hosted({ getPaymentMethod: stubActors().pending('getPaymentMethod') });
    host.child().send({ type: 'step.saveLater', values: validCard });
    const draft = host.replies().at(-1);
    expect(draft?.type).toBe('step.draft');
    expect(draft?.data).not.toHaveProperty('security_code');
    expect(draft?.data).not.toHaveProperty('card_number');
    expect(draft?.data).toMatchObject({ first_name_on_cc: 'Ana', zip: '10001' });
    host.child().send({ type: 'step.save', values: validCard });
    expect(host.replies().at(-1)).toEqual({ type: 'step.rejected' });
  });
});
