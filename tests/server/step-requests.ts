import type { SaveBillingRequest } from '../../contract/index.ts';
import { TINY_PNG } from '../../model-tests/lib/agreement-fixtures.ts';

/** A test card that passes the Luhn check (Visa). */
export const CARD_NUMBER = '4111111111111111';

/** A new card paid with (save-billing-info, cc): every field the card form asks. */
export const cardRequest = (enrollment_id: string): SaveBillingRequest => ({
  enrollment_id,
  payment_method: 'cc',
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Reyes',
  card_number: CARD_NUMBER,
  expiration_month: '08',
  expiration_year: String(new Date().getFullYear() + 2),
  security_code: '737',
  address1: '12 Park Avenue',
  address2: '',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  is_physical_address: '0',
  billing_email: 'ana.reyes@example.com',
});

/** A new individual's agreement (sigapplicant): both texts agreed, signed. */
export const signedAgreement = (enrollment_id: string) => ({ enrollment_id, eprocess: 'sigapplicant' as const, agreed: [1, 2], signature: TINY_PNG });
