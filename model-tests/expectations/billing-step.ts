import { editableStep, loadingStep, savingStep, stepTitles, type WizardButtons } from './wizard.ts';

/**
 * What Billing Information shows (spec 3 §2.5, §4.4, §5, §8, §9), per state of the billing step
 * machine: written from the spec, word for word. The UI walk compares the screen with this table
 * and with what the path's events carried, never with the machine's context.
 */
export const billingWords = {
  heading: stepTitles.billing_info,
  loading: 'Loading billing information',
  unavailable: 'Billing information could not be loaded. Please go back and try again.',
  /** Spec 3 §2.5: the payment type radios. */
  paymentType: 'Payment Type',
  types: { cc: 'Credit Card', eft: 'EFT', list: 'LIST', elist: 'EFT LIST', stmt: 'STMT' },
  savedCards: 'Saved cards',
  newCard: 'Use a new card',
  savedCard: 'Saved card',
  savedBanks: 'Saved bank accounts',
  newBank: 'Use a new bank account',
  savedBank: 'Saved bank account',
  physicalAddress: 'Choose physical address',
  authorization: 'EFT authorization',
  cardLabels: ['First Name on Card', 'Last Name on Card', 'Card Number', 'Security Code', 'Expiration Month', 'Expiration Year', 'Billing Address', 'Billing Address 2', 'City', 'State', 'Zip'],
  bankLabels: ['Account Holder Name', 'Routing Number', 'Bank Name', 'Account Number', 'Account Type', 'Account Holder Type'],
  /** Spec 3 §5 'Billing e-mail' (ours: where receipts and payment notices go), with a card or a bank, new or saved; first the contact step's e-mail. */
  billingEmail: 'Billing e-mail',
  /** Spec 3 §5. */
  required: 'Field is required',
  routingLength: 'Routing number must be of 9 digits',
  /** The server's message for a bad routing number (spec 3 §8: shown at the field, the bank name cleared). */
  routingInvalid: 'Invalid routing number',
} as const;

/** The billing step machine's states that show (choosingMethod only chooses). */
export type BillingState =
  | 'loadingMethod'
  | 'loadingFields'
  | 'loadingKept'
  | 'loadingCards'
  | 'loadingStates'
  | 'loadingContact'
  | 'card'
  | 'savingCard'
  | 'savingSavedCard'
  | 'loadingBanks'
  | 'loadingBillingText'
  | 'bank'
  | 'checkingRouting'
  | 'savingBank'
  | 'savingSavedBank'
  | 'listBill'
  | 'savingListBill'
  | 'unavailable'
  | 'saved';

export type BillingScreen =
  | { shows: 'spinner'; buttons: WizardButtons }
  | { shows: 'message'; buttons: WizardButtons }
  /** The type pre-selected; the saved cards or accounts, or a new one's fields, and the Billing e-mail; list bills none. */
  | { shows: 'card' | 'bank' | 'list'; buttons: WizardButtons }
  /** Saved: the next step of the list opens. */
  | { shows: 'next step' };

const spinner = { shows: 'spinner', buttons: loadingStep } as const;
export const billingScreens = {
  loadingMethod: spinner,
  loadingFields: spinner,
  loadingKept: spinner,
  loadingCards: spinner,
  loadingStates: spinner,
  loadingContact: spinner,
  loadingBanks: spinner,
  loadingBillingText: spinner,
  unavailable: { shows: 'message', buttons: editableStep },
  card: { shows: 'card', buttons: editableStep },
  savingCard: { shows: 'card', buttons: savingStep },
  savingSavedCard: { shows: 'card', buttons: savingStep },
  bank: { shows: 'bank', buttons: editableStep },
  checkingRouting: { shows: 'bank', buttons: editableStep },
  savingBank: { shows: 'bank', buttons: savingStep },
  savingSavedBank: { shows: 'bank', buttons: savingStep },
  listBill: { shows: 'list', buttons: editableStep },
  savingListBill: { shows: 'list', buttons: savingStep },
  saved: { shows: 'next step' },
} as const satisfies Record<BillingState, BillingScreen>;
