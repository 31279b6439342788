import { maskedAccount, maskedCard, paymentMethods, type FormField, type PaymentMethod, type StepData } from '../../contract/index.ts';
import type { StepDetails } from './step-protocol.ts';

/** The choice of a saved card or bank by its id, or a new one. */
export const NEW_SOURCE = 'new';

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const field = (field_name: string, value: string): FormField => ({ field_name, value, required: 0, read_only: 1 });

/**
 * Review's View Details of Billing Information (spec 3 §2.3): the payment type, then the card (name,
 * brand and xxxxxx with the last four, expiry, billing address) or the bank account (xxxxx with the
 * last four), each with the billing e-mail; a list bill shows its type only. What
 * get-enrollment-temp-info answers is already masked; a card number is never kept.
 */
export const billingStepDetails = (kept: StepData | null): StepDetails => {
  const value = (name: string) => textOf(kept?.[name]);
  const method = paymentMethods.find((entry) => entry === value('payment_method')) as PaymentMethod | undefined;
  const fields: FormField[] = method ? [field('payment_method', method)] : [];
  if (method === 'cc') {
    const lastFour = value('card_last_four');
    fields.push(
      field('name_on_cc', [value('first_name_on_cc'), value('last_name_on_cc')].filter(Boolean).join(' ')),
      field('card', [value('card_brand'), lastFour && maskedCard(lastFour)].filter(Boolean).join(' ')),
      field('expiration', [value('expiration_month'), value('expiration_year')].filter(Boolean).join('/')),
      ...['address1', 'address2', 'city', 'state', 'zip'].map((name) => field(name, value(name))),
      field('billing_email', value('billing_email')),
    );
  }
  if (method === 'eft') {
    const lastFour = value('account_last_four') || value('account_number').slice(-4);
    fields.push(
      ...['account_name', 'bank_name', 'routing_number'].map((name) => field(name, value(name))),
      field('account_number', lastFour && maskedAccount(lastFour)),
      ...['account_type', 'account_holder_type'].map((name) => field(name, value(name))),
      field('billing_email', value('billing_email')),
    );
  }
  return { kind: 'fields', fields, tab: 'billing_info' };
};
