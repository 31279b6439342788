import type { AnyMachineSnapshot } from 'xstate';
import type { FormValues } from '../../contract/index.ts';
import { billingStepMachine, type BillingStepContext } from '../../machines/enrollment/billing-step.machine.ts';
import { NEW_SOURCE } from '../../machines/enrollment/billing-details.ts';
import type { StepInput } from '../../machines/enrollment/step-protocol.ts';
import { actorResults, apiFailure, dataOf, type EventCases, type MachineModel } from '../lib/index.ts';

const input: StepInput = { tempId: 'TE1', tab: 'billing_info', stored: {}, steps: ['primary_info', 'contact_info', 'billing_info', 'review_info'] };

/** A new card and a new bank account that pass every rule (the year two ahead of today), each with its billing e-mail. */
export const validCard: FormValues = {
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Reyes',
  card_number: '4111 1111 1111 1111',
  expiration_month: '08',
  expiration_year: String(new Date().getFullYear() + 2),
  security_code: '737',
  address1: '1 Main St',
  address2: '',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  billing_email: 'ana.billing@example.com',
};
export const validBank: FormValues = {
  account_name: 'Ana Reyes',
  bank_name: 'Bank of America, N.A.',
  routing_number: '111000025',
  account_number: '000987654321',
  account_type: 'checking',
  account_holder_type: 'individual',
  billing_email: 'ana.billing@example.com',
};
/** The contact step's e-mail: the billing e-mail's first value. */
export const contactEmail = 'ana@example.com';
/** The contact step's address ('Choose physical address' fills the billing address from it). */
export const contactAddress = { address1: '5 Park Ave', address2: 'Apt 4', city: 'New York', state: 'NY', zip: '10001' };

export const billingFixtures = {
  card: dataOf('getPaymentMethod', { result: 'cc' }),
  eft: dataOf('getPaymentMethod', { result: 'eft' }),
  stmt: dataOf('getPaymentMethod', { result: 'stmt' }),
  fields: dataOf('getFormFieldsBillingInfo', {
    result: ['first_name_on_cc', 'last_name_on_cc', 'card_number', 'address2', 'routing_number'].map((field_name) => ({
      field_name,
      value: null,
      required: field_name === 'address2' ? (0 as const) : (1 as const),
      read_only: 0 as const,
    })),
  }),
  keptNone: dataOf('getEnrollmentTempStep', { result: null }),
  contact: dataOf('getEnrollmentTempStep', { result: { email_address: contactEmail, ...contactAddress } }),
  /** Maria's card and bank on file, masked. */
  cards: dataOf('getExistingCardInfo', {
    result: [{ card_id: 'MC5011', name_on_cc: 'Maria Lopez', card_number: 'xxxxxx1111', card_brand: 'Visa', expiration_month: '08', expiration_year: '2029' }],
  }),
  noCards: dataOf('getExistingCardInfo', { result: null }),
  banks: dataOf('getExistingBankInfo', {
    result: [
      {
        bank_id: 'MK5011',
        account_name: 'Maria Lopez',
        bank_name: 'Bank of America, N.A.',
        account_number: 'xxxxx6789',
        bank_routing: '111000025',
        account_type: 'checking' as const,
        account_holder_type: 'individual' as const,
      },
    ],
  }),
  states: dataOf('getStates', { result: [{ abbrev: 'NY', name: 'New York' }, { abbrev: 'IL', name: 'Illinois' }] }),
  text: dataOf('getBillingText', { merchantInfo: 'I authorize Acme Benefits to debit the bank account below.' }),
  bankNamed: dataOf('validateRoutingNumber', { result: { bank_name: 'Bank of America, N.A.' } }),
  saved: dataOf('saveBillingInfo', { saved: true }),
  savedExisting: dataOf('saveBillingInfoExisting', { saved: true }),
  routingRefused: apiFailure('Invalid routing number', [{ target_element: 'routing_number', error_message: 'Invalid routing number' }], 422),
  saveRefused: apiFailure('The given data was invalid.', [{ target_element: 'card_number', error_message: 'This card number is not valid. Please check the digits' }], 422),
  loadFailed: apiFailure('Server Error', [], 500),
};
const fx = billingFixtures;

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as BillingStepContext;
/** Saving, or saved: the engine's buttons wait, then it moves on. */
const isSettling = (snapshot: AnyMachineSnapshot) => snapshot.hasTag('saving') || snapshot.status === 'done';

/**
 * Billing Information: each method (card, EFT, statement) and each load answered or failed (the
 * existing cards tried again once), the saved choice or a new one, the physical address toggled
 * with and without a contact address, the routing check named or refused (and too short), every
 * branch of Next (saved choice, valid, refused by the rules), the saves' answers and failures,
 * Save & Continue Later.
 */
export const billingStepModel: MachineModel = {
  id: billingStepMachine.id,
  // walked alone, without the engine to tell of refusals or drafts (the UI walk hosts it in the engine)
  machine: billingStepMachine.provide({ actions: { tellRejected: () => undefined, tellRefused: () => undefined, handOverDraft: () => undefined } }),
  scenarios: [{ name: 'an enrollment', input }],
  events: {
    ...actorResults('getPaymentMethod', { answers: [fx.card, fx.eft, fx.stmt], errors: [fx.loadFailed] }),
    ...actorResults('getFormFieldsBillingInfo', { answers: [fx.fields], errors: [fx.loadFailed] }),
    ...actorResults('getEnrollmentTempStep', { answers: [fx.keptNone], errors: [fx.loadFailed] }),
    ...actorResults('getExistingCardInfo', { answers: [fx.cards, fx.noCards], errors: [fx.loadFailed] }),
    ...actorResults('getStates', { answers: [fx.states], errors: [fx.loadFailed] }),
    ...actorResults('getContactInfo', { answers: [fx.contact], errors: [fx.loadFailed] }),
    ...actorResults('getExistingBankInfo', { answers: [fx.banks], errors: [fx.loadFailed] }),
    ...actorResults('getBillingText', { answers: [fx.text], errors: [fx.loadFailed] }),
    ...actorResults('validateRoutingNumber', { answers: [fx.bankNamed], errors: [fx.routingRefused] }),
    // a refusal naming a field, and one naming none (the engine says it at Next)
    ...actorResults('saveBillingInfo', { answers: [fx.saved], errors: [fx.saveRefused, fx.loadFailed] }),
    ...actorResults('saveBillingInfoExisting', { answers: [fx.savedExisting], errors: [fx.saveRefused, fx.loadFailed] }),
    'user.chooseSource': (snapshot) => {
      const { cards, banks, source } = contextOf(snapshot);
      const saved = snapshot.matches('card') ? cards[0]?.card_id : banks[0]?.bank_id;
      return [saved, NEW_SOURCE].filter((choice): choice is string => choice !== undefined && choice !== source).map((choice) => ({ type: 'user.chooseSource', source: choice }));
    },
    // the address and the bank fields show only for a new card or account
    'user.togglePhysicalAddress': (snapshot) =>
      contextOf(snapshot).source === NEW_SOURCE ? [{ type: 'user.togglePhysicalAddress', checked: !contextOf(snapshot).physicalAddress }] : [],
    'user.checkRouting': (snapshot) =>
      contextOf(snapshot).source === NEW_SOURCE
        ? [
            { type: 'user.checkRouting', routing_number: '111000025' },
            { type: 'user.checkRouting', routing_number: '12345' },
          ]
        : [],
    // the engine asks for Next and Save & Continue Later only while the step shows, not while it saves
    'step.save': (snapshot) => {
      if (isSettling(snapshot)) return [];
      const { method } = contextOf(snapshot);
      if (method === 'cc') return [{ type: 'step.save', values: validCard }, { type: 'step.save', values: {} }];
      if (method === 'eft') return [{ type: 'step.save', values: validBank }, { type: 'step.save', values: {} }];
      return [{ type: 'step.save', values: {} }];
    },
    'step.saveLater': (snapshot) => (isSettling(snapshot) ? [] : [{ type: 'step.saveLater', values: validCard }]),
  } satisfies EventCases,
  // the method, the choice, the address toggle, the card loads and what was loaded decide what is enabled
  relevantContext: (context: BillingStepContext) => ({
    method: context.method,
    source: context.source,
    physical: context.physicalAddress,
    cardLoads: context.cardLoads,
    contact: context.contactAddress !== null,
    saved: [context.cards.length, context.banks.length],
  }),
  requests: {
    getPaymentMethod: 'getPaymentMethod',
    getFormFieldsBillingInfo: 'getFormFieldsBillingInfo',
    getEnrollmentTempStep: 'getEnrollmentTempStep',
    getExistingCardInfo: 'getExistingCardInfo',
    getStates: 'getStates',
    getExistingBankInfo: 'getExistingBankInfo',
    getBillingText: 'getBillingText',
    validateRoutingNumber: 'validateRoutingNumber',
    saveBillingInfo: 'saveBillingInfo',
    saveBillingInfoExisting: 'saveBillingInfoExisting',
  },
};
