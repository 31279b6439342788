import {
  ACCOUNT_MASK,
  ADDRESS_FIELDS,
  BILLING_EMAIL,
  bankFieldErrors,
  billingEmailErrors,
  bankFieldNames,
  cardFieldErrors,
  cardFieldNames,
  LIST_BILL_METHODS,
  SAVED_BANK_KEY,
  SAVED_CARD_KEY,
  type AddressFieldName,
  type BillingValues,
  type FormField,
  type PaymentMethod,
  type StepData,
} from '../../contract/index.ts';
import { NEW_SOURCE } from './billing-details.ts';

/**
 * Billing Information's rules (spec 3 §4.4, §5, §9) as plain functions; the billing step's guards
 * are these. The field rules and their words are the contract's (the server judges alike).
 */


export const isCardMethod = (method: PaymentMethod | null): boolean => method === 'cc';
export const isEftMethod = (method: PaymentMethod | null): boolean => method === 'eft';
/** list, elist and stmt: pre-selected, saved without fields. */
export const isListBillMethod = (method: PaymentMethod | null): boolean => method !== null && LIST_BILL_METHODS.includes(method);

/** A saved card or bank is chosen (its fields are disabled and the existing-save call is used). */
export const usesSavedChoice = (source: string): boolean => source !== NEW_SOURCE;
/** A choice the step offers: new, or one of the listed saved ids. */
export const isOfferedSource = (source: string, savedIds: readonly string[]): boolean => source === NEW_SOURCE || savedIds.includes(source);
/** The first choice: the one the step kept if still offered, else the first saved one, else new. */
export const initialSource = (kept: string | undefined, savedIds: readonly string[]): string =>
  kept !== undefined && savedIds.includes(kept) ? kept : (savedIds[0] ?? NEW_SOURCE);

/** Address2 is required only when the form's definition marks it (spec 3 §5). */
export const address2Required = (fields: readonly FormField[]): boolean => fields.some((field) => field.field_name === 'address2' && field.required === 1);

export const cardErrorsOf = (values: BillingValues, fields: readonly FormField[], today: Date = new Date()): Record<string, string> =>
  cardFieldErrors(values, { address2Required: address2Required(fields) }, today);
export const cardIsValid = (values: BillingValues, fields: readonly FormField[], today: Date = new Date()): boolean => Object.keys(cardErrorsOf(values, fields, today)).length === 0;
export const bankIsValid = (values: BillingValues): boolean => Object.keys(bankFieldErrors(values)).length === 0;
/** A saved card or bank is paid with once the billing e-mail is given and well formed (spec 3 §5). */
export const billingEmailIsValid = (values: BillingValues): boolean => Object.keys(billingEmailErrors(values)).length === 0;

/** Leaving the routing field verifies a 9-digit number with the server; other text gets the length message at once. */
export const routingIsNineDigits = (routing: string): boolean => /^\d{9}$/.test(routing.trim());

/** The existing-card load is tried again once when it fails (spec 3 §4.4, §8). */
export const MAX_CARD_LOADS = 2;
export const canRetryCardLoad = (loads: number): boolean => loads < MAX_CARD_LOADS;

const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/** The contact step's address (address1, address2, city, state, zip) from what it keeps; null when it keeps none. */
export const physicalAddressOf = (contact: StepData | null): Record<AddressFieldName, string> | null => {
  if (!contact || textOf(contact.address1).trim() === '') return null;
  return Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, textOf(contact[name]).trim()])) as Record<AddressFieldName, string>;
};
export const EMPTY_ADDRESS: Record<AddressFieldName, string> = { address1: '', address2: '', city: '', state: '', zip: '' };

/**
 * The form's first values with the billing e-mail the step kept, or else the contact step's e-mail
 * (shown in the field, to keep or change): a kept one is never replaced.
 */
export const withContactEmail = (kept: BillingValues, contact: StepData | null): BillingValues =>
  (kept[BILLING_EMAIL] ?? '').trim() !== '' ? kept : { ...kept, [BILLING_EMAIL]: textOf(contact?.email_address).trim() };

/** A request's values as the billing fields' text (anything else left out). */
export const billingValuesOf = (values: StepData): BillingValues =>
  Object.fromEntries(
    [...cardFieldNames, ...bankFieldNames, BILLING_EMAIL, 'is_physical_address', 'payment_method', SAVED_CARD_KEY, SAVED_BANK_KEY]
      .filter((name) => values[name] !== undefined)
      .map((name) => [name, textOf(values[name])]),
  ) as BillingValues;

/**
 * What Save & Continue Later keeps (docs/reference-server.md): what was entered and the choice made,
 * never the security code or the card number (PCI DSS 3.3.1, 3.4.1).
 */
export const billingDraft = (values: StepData, method: PaymentMethod | null, source: string): StepData => {
  const { security_code: _code, card_number: _number, ...kept } = billingValuesOf(values);
  const choice = usesSavedChoice(source) ? { [method === 'eft' ? SAVED_BANK_KEY : SAVED_CARD_KEY]: source } : {};
  return { ...kept, ...(method ? { payment_method: method } : {}), ...choice };
};

/** The form's first values from what the step keeps: a masked account number is not a value to edit. */
export const keptFormValues = (kept: StepData | null): BillingValues => {
  const values = billingValuesOf(kept ?? {});
  if (values.account_number?.startsWith(ACCOUNT_MASK)) values.account_number = '';
  return values;
};

const requestOf = <Name extends keyof BillingValues>(names: readonly Name[], values: BillingValues) => {
  const sent: readonly (Name | typeof BILLING_EMAIL)[] = [...names, BILLING_EMAIL];
  return Object.fromEntries(sent.map((name) => [name, (values[name] ?? '').trim()])) as Record<Name | typeof BILLING_EMAIL, string>;
};
/** The card fields and the billing e-mail of a save-billing-info request, as text. */
export const cardRequestOf = (values: BillingValues) => requestOf(cardFieldNames, values);
/** The bank fields and the billing e-mail of a save-billing-info request, as text. */
export const bankRequestOf = (values: BillingValues) => requestOf(bankFieldNames, values);
/** The billing e-mail of a save with a saved card or bank. */
export const billingEmailOf = (values: BillingValues): string => (values[BILLING_EMAIL] ?? '').trim();
