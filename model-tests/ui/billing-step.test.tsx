// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { fieldErrorsOf, type StepData } from '../../contract/index.ts';
import { billingStepMachine, type BillingStepEvent } from '../../machines/enrollment/billing-step.machine.ts';
import { NEW_SOURCE } from '../../machines/enrollment/billing-details.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import type { EnrollmentActor } from '../../src/features/enrollment/enrollment-actors.ts';
import { billingScreens, billingWords, type BillingScreen, type BillingState } from '../expectations/billing-step.ts';
import { saveLaterWords } from '../expectations/save-later.ts';
import { NEXT_BUSY, stepTitles, wizardButtonNames, type WizardButtons } from '../expectations/wizard.ts';
import { noopAppActions } from '../lib/model.ts';
import { generatePaths, type ModelPath } from '../lib/paths.ts';
import { billingStepModel, contactEmail } from '../models/billing-step.ts';
import { answered, hostEngine, messageAt, recordingSaveLater, tabsFor, type HostedWalk, walkHosted } from './enrollment-host.tsx';
import type { User } from './screen-walk.tsx';
import { coverageOf, pathsOf, settledActors } from './support.tsx';

afterEach(cleanup);

const ALTERNATE_EMAIL = 'ana.alt@example.com';
/** The saved card and account as their radios name them. */
const CARD_CHOICE = 'Visa xxxxxx1111, expires 08/2029, Maria Lopez';
const BANK_CHOICE = 'Bank of America, N.A. checking xxxxx6789, Maria Lopez';

type Sent = { enrollment_id: string; email: string; tab: string; data: StepData };
type Method = keyof typeof billingWords.types;

/** What the screen should hold, followed from the path's events alone. */
interface Shown {
  state: BillingState;
  method: Method | null;
  /** Saved cards or accounts were offered; the choice is a saved one or new. */
  saved: boolean;
  source: 'saved' | 'new';
  text: boolean;
  contact: boolean;
  physical: boolean;
  /** The Bank Name field's value once the routing check answered. */
  bankName: string | null;
  /** The last refusal's words at a field, or a failure above the form. */
  message: { label: string; text: string } | { failure: true } | null;
}

const wizardButton = (name: string) => {
  const [button, ...others] = screen.getAllByRole('button', { name }).filter((element) => !element.closest('[role="dialog"]'));
  expect(others).toEqual([]);
  return button as HTMLButtonElement;
};

const expectButtons = (expected: WizardButtons) => {
  for (const key of ['back', 'saveLater', 'next'] as const) {
    const button = wizardButton(key === 'next' && expected.next === 'busy' ? NEXT_BUSY : wizardButtonNames[key]);
    expect(button.hasAttribute('data-loading'), `${key} busy`).toBe(expected[key] === 'busy');
    expect(button.disabled, `${key} disabled`).toBe(expected[key] !== 'enabled');
  }
};

const finishSaveLater = async (user: User, sent: Sent[]) => {
  const dialog = () => within(screen.getByRole('dialog', { name: saveLaterWords.title }));
  expect(await screen.findByRole('dialog', { name: saveLaterWords.title })).toBeTruthy();
  await user.type(dialog().getByRole('textbox', { name: saveLaterWords.email }), ALTERNATE_EMAIL);
  await user.click(dialog().getByRole('button', { name: saveLaterWords.sendCode }));
  await waitFor(() => expect(dialog().getByRole('status').textContent).toBe(saveLaterWords.saved));
  expect(sent.at(-1)?.tab).toBe('payment_info');
  // PCI DSS 3.3.1, 3.4.1: never the security code or the card number
  expect(sent.at(-1)?.data).not.toHaveProperty('security_code');
  expect(sent.at(-1)?.data).not.toHaveProperty('card_number');
  await user.click(dialog().getByRole('button', { name: saveLaterWords.done }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: saveLaterWords.title })).toBeNull());
};

/**
 * Replays one event through the screen: a choice is its radio, the address toggle its checkbox, the
 * routing check the number typed and the field left; step.save is what the wrapper's Next sends
 * (the engine's user.next with the path's values); step.saveLater the wrapper's Save & Continue
 * Later with the code-send modal run to its end.
 */
const replay = (shown: Shown, sent: Sent[]) => async (user: User, event: EventObject, step: AnyActorRef, engine: EnrollmentActor) => {
  const before = step.getSnapshot();
  const sentEvent = event as BillingStepEvent;
  switch (sentEvent.type) {
    case 'user.chooseSource': {
      const isNew = sentEvent.source === NEW_SOURCE;
      const card = shown.method === 'cc';
      await user.click(screen.getByText(isNew ? (card ? billingWords.newCard : billingWords.newBank) : card ? CARD_CHOICE : BANK_CHOICE, { exact: true }));
      shown.source = isNew ? 'new' : 'saved';
      shown.message = null;
      break;
    }
    case 'user.togglePhysicalAddress':
      await user.click(screen.getByText(billingWords.physicalAddress, { exact: true }));
      shown.physical = sentEvent.checked && shown.contact;
      // without a contact address a tick changes nothing: the box stays unticked, the fields open
      return;
    case 'user.checkRouting': {
      const routing = screen.getByLabelText('Routing Number');
      await user.clear(routing);
      await user.type(routing, sentEvent.routing_number);
      await user.tab();
      shown.message = sentEvent.routing_number.length === 9 ? null : { label: 'Routing Number', text: billingWords.routingLength };
      break;
    }
    case 'step.save': {
      const empty = Object.keys(sentEvent.values).length === 0;
      const engineBefore = engine.getSnapshot();
      engine.send({ type: 'user.next', values: sentEvent.values });
      const editing = shown.state === 'card' || shown.state === 'bank';
      // nothing given: a new card's or account's first field, or a saved one's Billing e-mail, says it is required
      const firstField = shown.source === 'new' ? (shown.method === 'cc' ? 'Card Number' : 'Account Holder Name') : billingWords.billingEmail;
      shown.message = editing && empty ? { label: firstField, text: billingWords.required } : editing ? null : shown.message;
      // a refusal may leave the step as it was: the engine hears it
      await waitFor(() => expect(engine.getSnapshot()).not.toBe(engineBefore));
      return;
    }
    case 'step.saveLater':
      await user.click(wizardButton(wizardButtonNames.saveLater));
      await finishSaveLater(user, sent);
      return;
  }
  await waitFor(() => expect(step.getSnapshot()).not.toBe(before));
};

/** What an answer of the step's calls brings to the screen. */
const follow = (shown: Shown, event: EventObject & { output?: unknown; error?: unknown }) => {
  const result = (event.output as { result?: unknown } | undefined)?.result;
  switch (event.type) {
    case 'xstate.done.actor.getPaymentMethod':
      shown.method = result as Method;
      break;
    case 'xstate.done.actor.getExistingCardInfo':
    case 'xstate.done.actor.getExistingBankInfo':
      shown.saved = Array.isArray(result) && result.length > 0;
      shown.source = shown.saved ? 'saved' : 'new';
      break;
    case 'xstate.error.actor.getExistingBankInfo':
      shown.saved = false;
      shown.source = 'new';
      break;
    case 'xstate.done.actor.getBillingText':
      shown.text = true;
      break;
    case 'xstate.done.actor.getContactInfo':
      shown.contact = true;
      break;
    case 'xstate.done.actor.validateRoutingNumber':
      shown.bankName = (result as { bank_name: string }).bank_name;
      break;
    case 'xstate.error.actor.validateRoutingNumber':
      shown.bankName = '';
      shown.message = { label: 'Routing Number', text: billingWords.routingInvalid };
      break;
    // a refusal naming a field shows at it (the new card's number); one naming none the wizard says at Next (issue 23 §4)
    case 'xstate.error.actor.saveBillingInfo':
    case 'xstate.error.actor.saveBillingInfoExisting':
      if (fieldErrorsOf(event.error).length === 0) shown.message = { failure: true };
      else shown.message = shown.state === 'savingCard' ? { label: 'Card Number', text: 'This card number is not valid. Please check the digits' } : null;
      break;
  }
};

const assertScreen = (shown: Shown) => async (snapshot: AnyMachineSnapshot) => {
  shown.state = snapshot.value as BillingState;
  const expected: BillingScreen = billingScreens[shown.state];
  if (expected.shows === 'next step') {
    expect(await screen.findByRole('heading', { level: 1, name: stepTitles.review_info })).toBeTruthy();
    return;
  }
  expect(screen.getByRole('heading', { level: 1, name: billingWords.heading })).toBeTruthy();
  await waitFor(() => expectButtons(expected.buttons));
  if (expected.shows === 'spinner') {
    expect(await screen.findByRole('status', { name: billingWords.loading })).toBeTruthy();
    return;
  }
  if (expected.shows === 'message') {
    expect(screen.getByRole('alert').textContent).toBe(billingWords.unavailable);
    return;
  }
  // the server's method, pre-selected
  const type = within(screen.getByRole('radiogroup', { name: billingWords.paymentType }));
  expect((type.getByRole('radio', { name: billingWords.types[shown.method!] }) as HTMLInputElement).checked).toBe(true);
  expect(type.getAllByRole('radio')).toHaveLength(1);
  if (expected.shows === 'list') {
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    return;
  }
  const card = expected.shows === 'card';
  expect(screen.queryByRole('radiogroup', { name: card ? billingWords.savedCards : billingWords.savedBanks }) !== null).toBe(shown.saved);
  const labels = card ? billingWords.cardLabels : billingWords.bankLabels;
  if (shown.source === 'new') {
    for (const label of labels) expect(screen.getByLabelText(label)).toBeTruthy();
    if (card) expect((screen.getByRole('checkbox', { name: billingWords.physicalAddress }) as HTMLInputElement).checked).toBe(shown.physical);
    if (!card && shown.bankName !== null) expect((screen.getByLabelText('Bank Name') as HTMLInputElement).value).toBe(shown.bankName);
  } else {
    expect(screen.getByRole('group', { name: card ? billingWords.savedCard : billingWords.savedBank })).toBeTruthy();
    expect(screen.queryByLabelText(card ? 'Security Code' : 'Routing Number', { selector: 'input:not([readonly])' })).toBeNull();
  }
  if (!card) expect(screen.queryByRole('region', { name: billingWords.authorization }) !== null).toBe(shown.text);
  // the contact step's e-mail is shown in it to keep or change (the step keeps none on these paths)
  expect((screen.getByLabelText(billingWords.billingEmail) as HTMLInputElement).value).toBe(shown.contact ? contactEmail : '');
  if (shown.message && 'failure' in shown.message) expect(screen.queryAllByRole('alert')).not.toEqual([]);
  else if (shown.message) {
    const { label, text } = shown.message;
    // the screen sets the machine's messages at their fields in an effect, after it renders
    await waitFor(() => expect(messageAt(screen.getByLabelText(label))).toBe(text));
  }
};

const calls = [
  'getPaymentMethod',
  'getFormFieldsBillingInfo',
  'getEnrollmentTempStep',
  'getExistingCardInfo',
  'getStates',
  'getExistingBankInfo',
  'getBillingText',
  'validateRoutingNumber',
  'saveBillingInfo',
  'saveBillingInfoExisting',
] as const;

/** The contact step's address loads under its own invoke id (getContactInfo) through get-enrollment-temp-info: its result settles that call. */
const asCall = (event: EventObject): EventObject => ({ ...event, type: event.type.replace(/\.getContactInfo$/, '.getEnrollmentTempStep') });

const billingScreen = (path: ModelPath): HostedWalk => {
  const input = path.scenario.input as StepInput;
  const { actors, settle } = settledActors(calls);
  const shown: Shown = { state: 'loadingMethod', method: null, saved: false, source: 'new', text: false, contact: false, physical: false, bankName: null, message: null };
  const { sent, saveLater } = recordingSaveLater<Sent>();
  return {
    engine: hostEngine({
      getDynamicTabs: answered(tabsFor(['billing_info', 'review_info'])),
      saveLater,
      steps: { billing: billingStepMachine.provide({ actors, actions: noopAppActions }) },
    }),
    engineInput: () => ({ tempId: input.tempId, tab: 'billing_info', stored: input.stored }),
    childId: 'step',
    child: billingStepModel.machine,
    settle: (event) => {
      follow(shown, event);
      return settle(asCall(event));
    },
    replay: replay(shown, sent),
    assertScreen: assertScreen(shown),
  };
};

describe("billing information: every model path replayed through the screen, the wrapper's Next and Save & Continue Later", () => {
  const coverage = coverageOf(billingStepMachine);
  afterAll(() => console.log(coverage.report()));
  it.each(pathsOf(billingStepModel, generatePaths).map((path) => [path.description, path] as const))(
    '%s',
    async (_, path) => walkHosted(billingScreen(path), path, coverage),
    30_000,
  );

  it('took every state and transition', () => expect(coverage.missing()).toEqual({ states: [], transitions: [] }));
});

