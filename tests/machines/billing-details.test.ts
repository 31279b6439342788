import { describe, expect, it } from 'vitest';
import { billingStepDetails } from '../../machines/enrollment/billing-details.ts';

// Review's View Details of Billing Information: the payment choice, numbers masked.

const valuesOf = (details: ReturnType<typeof billingStepDetails>) =>
  details.kind === 'fields' ? Object.fromEntries(details.fields.map((field) => [field.field_name, field.value])) : {};

describe('billing details on review', () => {
  it('a card: name, brand and xxxxxx with the last four, expiry, billing address, billing e-mail', () => {
    const details = billingStepDetails({
      payment_method: 'cc',
      first_name_on_cc: 'Ana',
      last_name_on_cc: 'Reyes',
      card_brand: 'Visa',
      card_last_four: '1111',
      expiration_month: '08',
      expiration_year: '2028',
      address1: '1 Main St',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      billing_email: 'ana.billing@example.com',
    });
    expect(details).toMatchObject({ kind: 'fields', tab: 'billing_info' });
    expect(valuesOf(details)).toMatchObject({
      payment_method: 'cc',
      name_on_cc: 'Ana Reyes',
      card: 'Visa xxxxxx1111',
      expiration: '08/2028',
      address1: '1 Main St',
      zip: '10001',
      billing_email: 'ana.billing@example.com',
    });
  });

  it('a bank account: xxxxx with the last four, whether the reply masked it or kept only the last four', () => {
    expect(valuesOf(billingStepDetails({ payment_method: 'eft', account_number: 'xxxxx4321', bank_name: 'Bank of America, N.A.', account_type: 'checking' }))).toMatchObject({
      account_number: 'xxxxx4321',
      bank_name: 'Bank of America, N.A.',
      account_type: 'checking',
    });
    expect(valuesOf(billingStepDetails({ payment_method: 'eft', bank_id: 'MK5011', account_last_four: '6789' })).account_number).toBe('xxxxx6789');
    expect(valuesOf(billingStepDetails({ payment_method: 'eft', billing_email: 'bills@example.com' })).billing_email).toBe('bills@example.com');
  });

  it('a list bill shows its type only; nothing kept shows nothing', () => {
    expect(billingStepDetails({ payment_method: 'stmt' })).toEqual({ kind: 'fields', fields: [{ field_name: 'payment_method', value: 'stmt', required: 0, read_only: 1 }], tab: 'billing_info' });
    expect(billingStepDetails(null)).toEqual({ kind: 'fields', fields: [], tab: 'billing_info' });
  });
});
