import { and, assertEvent, assign, sendParent, setup } from 'xstate';
import {
  ADDRESS_FIELDS,
  bankFieldErrors,
  billingEmailErrors,
  billingMessages,
  fieldErrorsOf,
  SAVED_BANK_KEY,
  SAVED_CARD_KEY,
  type AddressFieldName,
  type BillingValues,
  type ExistingBank,
  type ExistingCard,
  type FormField,
  type PaymentMethod,
  type StepData,
} from '../../contract/index.ts';
import { sharedActions } from '../shared/effects.ts';
import { endpointActor } from '../shared/not-provided.ts';
import { failureMessage } from '../shared/results.ts';
import {
  address2Required,
  bankIsValid,
  bankRequestOf,
  billingDraft,
  billingEmailIsValid,
  billingEmailOf,
  billingValuesOf,
  canRetryCardLoad,
  cardErrorsOf,
  cardIsValid,
  cardRequestOf,
  EMPTY_ADDRESS,
  initialSource,
  isCardMethod,
  isEftMethod,
  isListBillMethod,
  isOfferedSource,
  keptFormValues,
  physicalAddressOf,
  routingIsNineDigits,
  usesSavedChoice,
  withContactEmail,
} from './billing-rules.ts';
import { namesFields } from './save-refusal.ts';
import { stepReplies, type StepInput, type StepOutput, type StepRequest } from './step-protocol.ts';

/** A state of the state list: its code and its name. */
export interface StateOption {
  value: string;
  label: string;
}

export interface BillingStepContext {
  tempId: string;
  /** What get-payment-method answered; null until then. */
  method: PaymentMethod | null;
  /** The form's definitions (address2 required or not). */
  fields: FormField[];
  /** Address2 is required: its definition marks it (spec 3 §5); the screen marks it so. */
  address2Required: boolean;
  states: StateOption[];
  cards: ExistingCard[];
  banks: ExistingBank[];
  /** The EFT authorization (get-billing-text). */
  merchantText: string;
  /** The contact step's address, for 'Choose physical address'. */
  contactAddress: Record<AddressFieldName, string> | null;
  /** What the step kept (a save or a save-later draft), the billing e-mail else the contact's: the form's first values. */
  kept: BillingValues;
  /** A saved card's or bank's id, or 'new'. */
  source: string;
  /** 'Choose physical address' is checked: the address fields hold the contact address and are locked. */
  physicalAddress: boolean;
  /** The address the toggle last set; `addressFills` counts the toggles so the screen applies each. */
  address: Record<AddressFieldName, string>;
  addressFills: number;
  /** The bank name the routing check last gave ('' when it cleared it); `bankLookups` counts the checks. */
  bankName: string;
  bankLookups: number;
  /** The values last sent with Next. */
  values: BillingValues;
  /** One message per field (the contract's rules, the server's answer). */
  errors: Record<string, string>;
  cardLoads: number;
}

export type BillingStepEvent =
  | StepRequest
  | { type: 'user.chooseSource'; source: string }
  | { type: 'user.togglePhysicalAddress'; checked: boolean }
  | { type: 'user.checkRouting'; routing_number: string };

/** A Next's values; while 'Choose physical address' is checked, the address is the contact step's (its fields are locked). */
const saveValues = (context: BillingStepContext, values: StepData): BillingValues =>
  context.physicalAddress ? { ...billingValuesOf(values), ...context.address } : billingValuesOf(values);

/** The address fields' messages are done with once the toggle fills or clears them. */
const withoutAddressErrors = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).filter(([name]) => !(ADDRESS_FIELDS as readonly string[]).includes(name)));

/**
 * A save's refusal: messages for fields show at them on `form`; any other refusal the engine says
 * at Next (issue 23 §4). Either way the form keeps what was typed.
 */
const refusedSave = <Form extends 'card' | 'bank' | 'listBill'>(form: Form) =>
  [
    {
      guard: { type: 'namesFields', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
      target: form,
      actions: [{ type: 'showServerErrors', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) }, 'tellRejected'],
    },
    { target: form, actions: { type: 'tellRefused', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } },
  ] as const;

/**
 * Save & Continue Later may be asked in any state while the step shows; Next only where the form
 * shows (elsewhere refused: the step is loading or checking; while it saves, the engine asks
 * nothing). Each state says so itself: the studio draws transitions of states, not of the root.
 */
const busy = {
  'step.save': { actions: 'tellRejected' },
  'step.saveLater': { actions: 'handOverDraft' },
} as const;

/**
 * Billing Information (spec 3 §2.5, §4.4, §5, §7, §8): the payment method from the server selects
 * the type. Card: the member's saved cards (reloaded once when their load fails) or a new card with
 * its billing address ('Choose physical address' fills it from the contact step and locks it, or
 * clears and unlocks it). EFT: the authorization text, the saved bank accounts or a new one, whose
 * routing number is verified on leaving the field (the bank name filled, or cleared with the
 * server's message). List, EFT list and statement: pre-selected, saved without fields. A saved
 * choice saves through save-billing-info-existing; a new one by the contract's rules, then
 * save-billing-info. A card or bank, new or saved, also takes the billing e-mail (spec 3 §5), first
 * the contact step's e-mail when the step keeps none. Save & Continue Later keeps what was entered
 * but the security code and the card number. Each rule is a guard over ./billing-rules.ts.
 */
export const billingStepMachine = setup({
  types: {
    input: {} as StepInput,
    context: {} as BillingStepContext,
    events: {} as BillingStepEvent,
    output: {} as StepOutput,
  },
  actors: {
    getPaymentMethod: endpointActor('getPaymentMethod'),
    getFormFieldsBillingInfo: endpointActor('getFormFieldsBillingInfo'),
    /** What a step kept (get-enrollment-temp-info): this step's (payment_info), and the contact step's (contact_info) for the physical address. */
    getEnrollmentTempStep: endpointActor('getEnrollmentTempStep'),
    getExistingCardInfo: endpointActor('getExistingCardInfo'),
    getStates: endpointActor('getStates'),
    getExistingBankInfo: endpointActor('getExistingBankInfo'),
    getBillingText: endpointActor('getBillingText'),
    validateRoutingNumber: endpointActor('validateRoutingNumber'),
    saveBillingInfo: endpointActor('saveBillingInfo'),
    saveBillingInfoExisting: endpointActor('saveBillingInfoExisting'),
  },
  guards: {
    isCardMethod: ({ context }) => isCardMethod(context.method),
    isEftMethod: ({ context }) => isEftMethod(context.method),
    isListBillMethod: ({ context }) => isListBillMethod(context.method),
    canRetryCardLoad: ({ context }) => canRetryCardLoad(context.cardLoads),
    isOfferedCard: ({ context, event }) => {
      assertEvent(event, 'user.chooseSource');
      return isOfferedSource(event.source, context.cards.map((card) => card.card_id));
    },
    isOfferedBank: ({ context, event }) => {
      assertEvent(event, 'user.chooseSource');
      return isOfferedSource(event.source, context.banks.map((bank) => bank.bank_id));
    },
    isChecked: ({ event }) => {
      assertEvent(event, 'user.togglePhysicalAddress');
      return event.checked;
    },
    /** The contact step keeps an address to fill the billing address with. */
    hasContactAddress: ({ context }) => context.contactAddress !== null,
    usesSavedChoice: ({ context }) => usesSavedChoice(context.source),
    /** The server refused the save with messages for its fields (else the engine says why at Next). */
    namesFields: (_, { error }: { error: unknown }) => namesFields(error),
    cardIsValid: ({ context, event }) => {
      assertEvent(event, 'step.save');
      return cardIsValid(saveValues(context, event.values), context.fields);
    },
    bankIsValid: ({ event }) => {
      assertEvent(event, 'step.save');
      return bankIsValid(billingValuesOf(event.values));
    },
    /** Spec 3 §5: the billing e-mail is given and well formed (a saved card or bank asks nothing else). */
    billingEmailIsValid: ({ event }) => {
      assertEvent(event, 'step.save');
      return billingEmailIsValid(billingValuesOf(event.values));
    },
    routingIsNineDigits: ({ event }) => {
      assertEvent(event, 'user.checkRouting');
      return routingIsNineDigits(event.routing_number);
    },
  },
  actions: {
    ...sharedActions,
    tellRejected: sendParent(stepReplies.rejected),
    tellRefused: sendParent((_, { error }: { error: unknown }) => stepReplies.refused(error)),
    handOverDraft: sendParent(({ context, event }) => {
      assertEvent(event, 'step.saveLater');
      return stepReplies.draft(billingDraft(event.values, context.method, context.source));
    }),
    showMethod: assign((_, { method }: { method: PaymentMethod }) => ({ method })),
    showFields: assign((_, { fields }: { fields: FormField[] }) => ({ fields, address2Required: address2Required(fields) })),
    keepKept: assign((_, { kept }: { kept: StepData | null }) => ({ kept: keptFormValues(kept) })),
    showCards: assign(({ context }, { cards }: { cards: ExistingCard[] }) => ({
      cards,
      source: initialSource(context.kept.card_id, cards.map((card) => card.card_id)),
    })),
    countCardLoad: assign(({ context }) => ({ cardLoads: context.cardLoads + 1 })),
    showBanks: assign(({ context }, { banks }: { banks: ExistingBank[] }) => ({
      banks,
      source: initialSource(context.kept.bank_id, banks.map((bank) => bank.bank_id)),
    })),
    showStates: assign((_, { states }: { states: readonly { abbrev: string; name: string }[] }) => ({
      states: states.map((state) => ({ value: state.abbrev, label: state.name })),
    })),
    // a kept 'Choose physical address' ticks again once the contact address it fills from is known;
    // the contact e-mail is the billing e-mail's first value when the step keeps none
    keepContact: assign(({ context }, { contact }: { contact: StepData | null }) => {
      const contactAddress = physicalAddressOf(contact);
      const physicalAddress = context.kept.is_physical_address === '1' && contactAddress !== null;
      return {
        kept: withContactEmail(context.kept, contact),
        contactAddress,
        physicalAddress,
        address: physicalAddress ? contactAddress! : EMPTY_ADDRESS,
        addressFills: context.addressFills + (physicalAddress ? 1 : 0),
      };
    }),
    showMerchantText: assign((_, { text }: { text: string }) => ({ merchantText: text })),
    chooseSource: assign(({ event }) => {
      assertEvent(event, 'user.chooseSource');
      return { source: event.source, errors: {} };
    }),
    fillPhysicalAddress: assign(({ context }) => ({
      errors: withoutAddressErrors(context.errors),
      physicalAddress: true,
      address: context.contactAddress ?? EMPTY_ADDRESS,
      addressFills: context.addressFills + 1,
    })),
    clearPhysicalAddress: assign(({ context }) => ({
      errors: withoutAddressErrors(context.errors),
      physicalAddress: false,
      address: EMPTY_ADDRESS,
      addressFills: context.addressFills + 1,
    })),
    keepValues: assign(({ context, event }) => {
      assertEvent(event, 'step.save');
      return { values: saveValues(context, event.values) };
    }),
    clearErrors: assign({ errors: {} }),
    showCardErrors: assign(({ context, event }) => {
      assertEvent(event, 'step.save');
      return { errors: cardErrorsOf(saveValues(context, event.values), context.fields) };
    }),
    showBankErrors: assign(({ event }) => {
      assertEvent(event, 'step.save');
      return { errors: bankFieldErrors(billingValuesOf(event.values)) };
    }),
    showBillingEmailErrors: assign(({ event }) => {
      assertEvent(event, 'step.save');
      return { errors: billingEmailErrors(billingValuesOf(event.values)) };
    }),
    showRoutingLength: assign(({ context }) => ({ errors: { ...context.errors, routing_number: billingMessages.routingNumber } })),
    clearRoutingError: assign(({ context }) => {
      const { routing_number: _routing, bank_name: _bank, ...errors } = context.errors;
      return { errors };
    }),
    showBankName: assign(({ context }, { bankName }: { bankName: string }) => ({ bankName, bankLookups: context.bankLookups + 1 })),
    // spec 3 §4.4, §8: an invalid routing number clears the bank name and shows the server's message
    showRoutingRefusal: assign(({ context }, { error }: { error: unknown }) => ({
      bankName: '',
      bankLookups: context.bankLookups + 1,
      errors: { ...context.errors, routing_number: fieldErrorsOf(error)[0]?.error_message ?? failureMessage(error, billingMessages.routingInvalid) },
    })),
    showServerErrors: assign((_, { error }: { error: unknown }) => ({
      errors: Object.fromEntries(fieldErrorsOf(error).map((fieldError) => [fieldError.target_element, fieldError.error_message])),
    })),
  },
}).createMachine({
  id: 'billingStep',
  context: ({ input }) => ({
    tempId: input.tempId,
    method: null,
    fields: [],
    address2Required: false,
    states: [],
    cards: [],
    banks: [],
    merchantText: '',
    contactAddress: null,
    kept: {},
    source: 'new',
    physicalAddress: false,
    address: EMPTY_ADDRESS,
    addressFills: 0,
    bankName: '',
    bankLookups: 0,
    values: {},
    errors: {},
    cardLoads: 0,
  }),
  initial: 'loadingMethod',
  states: {
    loadingMethod: {
      on: busy,
      tags: ['loading'],
      invoke: {
        id: 'getPaymentMethod',
        src: 'getPaymentMethod',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'loadingFields', actions: { type: 'showMethod', params: ({ event }) => ({ method: event.output.result }) } },
        onError: { target: 'unavailable', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingFields: {
      on: busy,
      tags: ['loading'],
      invoke: {
        id: 'getFormFieldsBillingInfo',
        src: 'getFormFieldsBillingInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'loadingKept', actions: { type: 'showFields', params: ({ event }) => ({ fields: event.output.result }) } },
        // data-loading failures are only logged (spec 3 §8): the form keeps its own rules
        onError: { target: 'loadingKept', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingKept: {
      on: busy,
      tags: ['loading'],
      invoke: {
        id: 'getEnrollmentTempStep',
        src: 'getEnrollmentTempStep',
        input: ({ context }) => ({ enrollment_id: context.tempId, column: 'payment_info' as const }),
        onDone: { target: 'loadingContact', actions: { type: 'keepKept', params: ({ event }) => ({ kept: event.output.result }) } },
        onError: { target: 'loadingContact', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // the contact step's e-mail (the billing e-mail's first value) and address ('Choose physical address')
    loadingContact: {
      on: busy,
      tags: ['loading'],
      invoke: {
        id: 'getContactInfo',
        src: 'getEnrollmentTempStep',
        input: ({ context }) => ({ enrollment_id: context.tempId, column: 'contact_info' as const }),
        onDone: { target: 'choosingMethod', actions: { type: 'keepContact', params: ({ event }) => ({ contact: event.output.result }) } },
        onError: { target: 'choosingMethod', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    choosingMethod: {
      always: [
        { guard: 'isCardMethod', target: 'loadingCards' },
        { guard: 'isEftMethod', target: 'loadingBanks' },
        { guard: 'isListBillMethod', target: 'listBill' },
      ],
    },
    loadingCards: {
      on: busy,
      tags: ['loading'],
      entry: 'countCardLoad',
      invoke: {
        id: 'getExistingCardInfo',
        src: 'getExistingCardInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'loadingStates', actions: { type: 'showCards', params: ({ event }) => ({ cards: event.output.result ?? [] }) } },
        // spec 3 §4.4: a failed load of the existing cards is tried again, once
        onError: [
          { guard: 'canRetryCardLoad', target: 'loadingCards', reenter: true, actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'loadingStates', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loadingStates: {
      on: busy,
      tags: ['loading'],
      invoke: {
        id: 'getStates',
        src: 'getStates',
        input: {},
        onDone: { target: 'card', actions: { type: 'showStates', params: ({ event }) => ({ states: event.output.result }) } },
        onError: { target: 'card', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    card: {
      meta: {
        title: 'Credit Card',
        shows: "the saved cards (xxxxxx and the last four) or a new card's fields with its brand, the billing address with 'Choose physical address'; the Billing e-mail",
      },
      on: {
        'user.chooseSource': { guard: 'isOfferedCard', actions: 'chooseSource' },
        'user.togglePhysicalAddress': [
          { guard: and(['isChecked', 'hasContactAddress']), actions: 'fillPhysicalAddress' },
          // no contact address to fill from: the fields stay open
          { guard: 'isChecked' },
          { actions: 'clearPhysicalAddress' },
        ],
        'step.saveLater': { actions: 'handOverDraft' },
        'step.save': [
          { guard: and(['usesSavedChoice', 'billingEmailIsValid']), target: 'savingSavedCard', actions: ['keepValues', 'clearErrors'] },
          { guard: 'usesSavedChoice', actions: ['keepValues', 'showBillingEmailErrors', 'tellRejected'] },
          { guard: 'cardIsValid', target: 'savingCard', actions: ['keepValues', 'clearErrors'] },
          { actions: ['keepValues', 'showCardErrors', 'tellRejected'] },
        ],
      },
    },
    savingCard: {
      tags: ['saving'],
      invoke: {
        id: 'saveBillingInfo',
        src: 'saveBillingInfo',
        input: ({ context }) => ({
          enrollment_id: context.tempId,
          payment_method: 'cc' as const,
          ...cardRequestOf(context.values),
          is_physical_address: context.physicalAddress ? ('1' as const) : ('0' as const),
        }),
        onDone: { target: 'saved' },
        onError: refusedSave('card'),
      },
    },
    savingSavedCard: {
      tags: ['saving'],
      invoke: {
        id: 'saveBillingInfoExisting',
        src: 'saveBillingInfoExisting',
        input: ({ context }) => ({ enrollment_id: context.tempId, payment_method: 'cc' as const, [SAVED_CARD_KEY]: context.source, billing_email: billingEmailOf(context.values) }),
        onDone: { target: 'saved' },
        onError: refusedSave('card'),
      },
    },
    loadingBanks: {
      on: busy,
      tags: ['loading'],
      invoke: {
        id: 'getExistingBankInfo',
        src: 'getExistingBankInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'loadingBillingText', actions: { type: 'showBanks', params: ({ event }) => ({ banks: event.output.result ?? [] }) } },
        onError: { target: 'loadingBillingText', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadingBillingText: {
      on: busy,
      tags: ['loading'],
      invoke: {
        id: 'getBillingText',
        src: 'getBillingText',
        input: ({ context }) => ({ enrollment_id: context.tempId }),
        onDone: { target: 'bank', actions: { type: 'showMerchantText', params: ({ event }) => ({ text: event.output.merchantInfo }) } },
        onError: { target: 'bank', actions: { type: 'logFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    bank: {
      meta: {
        title: 'EFT',
        shows: "the authorization text, the saved bank accounts (xxxxx and the last four) or a new account's fields; the routing number verified on leaving it; the Billing e-mail",
      },
      on: {
        'user.chooseSource': { guard: 'isOfferedBank', actions: 'chooseSource' },
        'user.checkRouting': [
          { guard: 'routingIsNineDigits', target: 'checkingRouting', actions: 'clearRoutingError' },
          { actions: 'showRoutingLength' },
        ],
        'step.saveLater': { actions: 'handOverDraft' },
        'step.save': [
          { guard: and(['usesSavedChoice', 'billingEmailIsValid']), target: 'savingSavedBank', actions: ['keepValues', 'clearErrors'] },
          { guard: 'usesSavedChoice', actions: ['keepValues', 'showBillingEmailErrors', 'tellRejected'] },
          { guard: 'bankIsValid', target: 'savingBank', actions: ['keepValues', 'clearErrors'] },
          { actions: ['keepValues', 'showBankErrors', 'tellRejected'] },
        ],
      },
    },
    checkingRouting: {
      on: busy,
      tags: ['checking'],
      invoke: {
        id: 'validateRoutingNumber',
        src: 'validateRoutingNumber',
        input: ({ event }) => {
          assertEvent(event, 'user.checkRouting');
          return { routing_number: event.routing_number.trim() };
        },
        onDone: { target: 'bank', actions: { type: 'showBankName', params: ({ event }) => ({ bankName: event.output.result.bank_name }) } },
        onError: { target: 'bank', actions: { type: 'showRoutingRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    savingBank: {
      tags: ['saving'],
      invoke: {
        id: 'saveBillingInfo',
        src: 'saveBillingInfo',
        input: ({ context }) => ({ enrollment_id: context.tempId, payment_method: 'eft' as const, ...bankRequestOf(context.values) }),
        onDone: { target: 'saved' },
        onError: refusedSave('bank'),
      },
    },
    savingSavedBank: {
      tags: ['saving'],
      invoke: {
        id: 'saveBillingInfoExisting',
        src: 'saveBillingInfoExisting',
        input: ({ context }) => {
          const bank = context.banks.find((entry) => entry.bank_id === context.source);
          return {
            enrollment_id: context.tempId,
            payment_method: 'eft' as const,
            [SAVED_BANK_KEY]: context.source,
            account_type: bank?.account_type,
            account_holder_type: bank?.account_holder_type,
            account_name: bank?.account_name,
            bank_name: bank?.bank_name,
            bank_routing: bank?.bank_routing,
            billing_email: billingEmailOf(context.values),
          };
        },
        onDone: { target: 'saved' },
        onError: refusedSave('bank'),
      },
    },
    listBill: {
      meta: { title: 'List bill', shows: 'the pre-selected type (LIST, EFT LIST or STMT); no fields; Next saves it' },
      on: { 'step.save': { target: 'savingListBill', actions: 'clearErrors' }, 'step.saveLater': { actions: 'handOverDraft' } },
    },
    savingListBill: {
      tags: ['saving'],
      invoke: {
        id: 'saveBillingInfo',
        src: 'saveBillingInfo',
        // reached only with a list-bill method
        input: ({ context }) => ({ enrollment_id: context.tempId, payment_method: context.method! }),
        onDone: { target: 'saved' },
        onError: refusedSave('listBill'),
      },
    },
    unavailable: {
      on: busy,
      meta: { title: 'Billing could not load', shows: `'${billingMessages.unavailable}'; Back still works` },
    },
    saved: { type: 'final' },
  },
  output: ({ context }) => ({ tab: 'billing_info', data: billingDraft(context.values, context.method, context.source) }),
});
