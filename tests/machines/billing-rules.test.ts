import { describe, expect, it } from 'vitest';
import {
  bankFieldErrors,
  billingMessages,
  cardBrandOf,
  cardFieldErrors,
  EFT_TERMS,
  eftAuthorizationText,
  expiryMonths,
  expiryYears,
  maskedAccount,
  maskedCard,
  paymentMethods,
  routingChecksumHolds,
  stepMessages,
  type BillingValues,
  type FormField,
} from '../../contract/index.ts';
import {
  address2Required,
  bankIsValid,
  billingDraft,
  canRetryCardLoad,
  cardIsValid,
  initialSource,
  isCardMethod,
  isEftMethod,
  isListBillMethod,
  isOfferedSource,
  keptFormValues,
  MAX_CARD_LOADS,
  physicalAddressOf,
  routingIsNineDigits,
  usesSavedChoice,
} from '../../machines/enrollment/billing-rules.ts';
import { NEW_SOURCE } from '../../machines/enrollment/billing-details.ts';

// Billing Information's rules (spec 3 §4.4, §5, §9): each a guard of the billing step.

const TODAY = new Date(2026, 10, 23); // 23 Nov 2026
const card: BillingValues = {
  first_name_on_cc: 'Ana',
  last_name_on_cc: 'Reyes',
  card_number: '4111 1111 1111 1111',
  expiration_month: '08',
  expiration_year: '2028',
  security_code: '737',
  address1: '1 Main St',
  address2: '',
  city: 'New York',
  state: 'NY',
  zip: '10001',
  billing_email: 'ana@example.com',
};
const bank: BillingValues = {
  account_name: 'Ana Reyes 2',
  bank_name: 'Bank of America, N.A.',
  routing_number: '111000025',
  account_number: '000987654321',
  account_type: 'checking',
  account_holder_type: 'individual',
  billing_email: 'ana@example.com',
};
const definition = (field_name: string, required: 0 | 1): FormField => ({ field_name, value: null, required, read_only: 0 });

describe('the method selects the type', () => {
  it.each(paymentMethods.map((method) => [method]))('%s', (method) => {
    expect([isCardMethod(method), isEftMethod(method), isListBillMethod(method)]).toEqual([method === 'cc', method === 'eft', ['list', 'elist', 'stmt'].includes(method)]);
  });
  it('none before the server answers', () => {
    expect([isCardMethod(null), isEftMethod(null), isListBillMethod(null)]).toEqual([false, false, false]);
  });
});

describe('saved choices', () => {
  it('new is not a saved choice; an id is', () => {
    expect(usesSavedChoice(NEW_SOURCE)).toBe(false);
    expect(usesSavedChoice('MC5011')).toBe(true);
  });
  it('offers new and the listed ids only', () => {
    expect(isOfferedSource(NEW_SOURCE, [])).toBe(true);
    expect(isOfferedSource('MC5011', ['MC5011'])).toBe(true);
    expect(isOfferedSource('MC9999', ['MC5011'])).toBe(false);
  });
  it('starts from the kept choice if still offered, else the first saved one, else new', () => {
    expect(initialSource('MC2', ['MC1', 'MC2'])).toBe('MC2');
    expect(initialSource('MC9', ['MC1', 'MC2'])).toBe('MC1');
    expect(initialSource(undefined, [])).toBe(NEW_SOURCE);
  });
  it('tries the existing-card load again once', () => {
    expect(MAX_CARD_LOADS).toBe(2);
    expect([0, 1, 2, 3].map(canRetryCardLoad)).toEqual([true, true, false, false]);
  });
});

describe('card fields (spec 3 §5 Card)', () => {
  it('a valid card passes', () => {
    expect(cardFieldErrors(card, {}, TODAY)).toEqual({});
    expect(cardIsValid(card, [], TODAY)).toBe(true);
  });

  it('every field but address2 is required', () => {
    const errors = cardFieldErrors({}, {}, TODAY);
    expect(Object.keys(errors).sort()).toEqual(['address1', 'billing_email', 'card_number', 'city', 'expiration_month', 'expiration_year', 'first_name_on_cc', 'last_name_on_cc', 'security_code', 'state', 'zip'].sort());
    expect(new Set(Object.values(errors))).toEqual(new Set([stepMessages.required]));
  });

  it('address2 is required only when the definition marks it', () => {
    expect(address2Required([definition('address2', 0)])).toBe(false);
    expect(address2Required([definition('address2', 1)])).toBe(true);
    expect(address2Required([])).toBe(false);
    expect(cardIsValid(card, [definition('address2', 1)], TODAY)).toBe(false);
    expect(cardIsValid({ ...card, address2: 'Apt 4' }, [definition('address2', 1)], TODAY)).toBe(true);
  });

  it.each([
    ['first_name_on_cc', 'Ana1', billingMessages.firstName],
    ['first_name_on_cc', "O'Neil", billingMessages.firstName],
    ['last_name_on_cc', 'Reyes-2', billingMessages.lastName],
    ['card_number', '4111 1111', billingMessages.cardNumber],
    ['card_number', '4'.repeat(26), billingMessages.cardNumber],
    ['card_number', '4111x11111111111', billingMessages.cardNumber],
    ['card_number', '4111 1111 1111 1112', billingMessages.cardChecksum],
    ['card_number', '1234567890123', billingMessages.cardChecksum],
    ['security_code', '12', billingMessages.securityCode],
    ['security_code', '12345', billingMessages.securityCode],
    ['security_code', '12a', billingMessages.securityCode],
    ['expiration_month', '13', billingMessages.expiration],
    ['expiration_month', '8', billingMessages.expiration],
    ['expiration_year', '2025', billingMessages.expiration],
    ['expiration_year', '2047', billingMessages.expiration],
    ['state', 'New York', billingMessages.state],
    ['zip', '1000', billingMessages.zip],
    ['zip', '100011', billingMessages.zip],
    ['zip', 'abcde', billingMessages.zip],
  ] as const)('%s %j: %s', (field, value, message) => {
    expect(cardFieldErrors({ ...card, [field]: value }, {}, TODAY)).toEqual({ [field]: message });
  });

  it('a month before this one of this year has expired; this month has not', () => {
    expect(cardFieldErrors({ ...card, expiration_month: '10', expiration_year: '2026' }, {}, TODAY)).toEqual({ expiration_month: billingMessages.cardExpired });
    expect(cardFieldErrors({ ...card, expiration_month: '11', expiration_year: '2026' }, {}, TODAY)).toEqual({});
  });

  it.each([
    ['4111 1111 1111 1111', 'Visa'],
    ['5555 5555 5555 4444', 'Mastercard'],
    ['3782 822463 10005', 'American Express'],
    ['6011 1111 1111 1117', 'Discover'],
  ])('the brand and checksum of %s (%s) come from card-validator', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
    expect(cardFieldErrors({ ...card, card_number: number }, {}, TODAY)).toEqual({});
  });
  it('no brand while the number names none', () => {
    expect(cardBrandOf('')).toBeNull();
    expect(cardBrandOf('0000')).toBeNull();
  });
});

describe('bank fields (spec 3 §5 EFT)', () => {
  it('a valid account passes', () => {
    expect(bankFieldErrors(bank)).toEqual({});
    expect(bankIsValid(bank)).toBe(true);
  });
  it('every field is required', () => {
    expect(bankFieldErrors({})).toEqual({
      account_name: stepMessages.required,
      bank_name: stepMessages.required,
      routing_number: stepMessages.required,
      account_number: stepMessages.required,
      account_type: stepMessages.required,
      account_holder_type: stepMessages.required,
      billing_email: stepMessages.required,
    });
  });
  it.each([
    ['account_name', 'Ana_Reyes', billingMessages.accountName],
    ['account_name', 'Ana-Reyes', billingMessages.accountName],
    ['routing_number', '11100002', billingMessages.routingNumber],
    ['routing_number', '1110000250', billingMessages.routingNumber],
    ['account_number', '123', billingMessages.accountNumber],
    ['account_number', '1'.repeat(18), billingMessages.accountNumber],
    ['account_number', '12a45', billingMessages.accountNumber],
    ['account_type', 'gold', billingMessages.accountType],
    ['account_holder_type', 'trust', billingMessages.accountHolderType],
  ] as const)('%s %j: %s', (field, value, message) => {
    expect(bankFieldErrors({ ...bank, [field]: value })).toEqual({ [field]: message });
  });
  it('account numbers of 4 and 17 digits pass', () => {
    expect(bankIsValid({ ...bank, account_number: '1234' })).toBe(true);
    expect(bankIsValid({ ...bank, account_number: '1'.repeat(17) })).toBe(true);
  });
});

describe('the routing number', () => {
  it('is checked with the server only when it has 9 digits', () => {
    expect(['111000025', ' 111000025 ', '11100002', '11100002a', ''].map(routingIsNineDigits)).toEqual([true, true, false, false, false]);
  });
  it('passes the ABA checksum for real numbers, fails it for a changed digit', () => {
    expect(['111000025', '021000021', '121000248', '026009593', '011000015'].every(routingChecksumHolds)).toBe(true);
    expect(['111000026', '021000022', '123456789', '12345678', 'abcdefghi'].some(routingChecksumHolds)).toBe(false);
  });
});

describe('constants, masks and lists (spec 3 §9)', () => {
  it('masks an account as xxxxx and a card as xxxxxx with the last four', () => {
    expect(maskedAccount('000123456789')).toBe('xxxxx6789');
    expect(maskedCard('1111')).toBe('xxxxxx1111');
  });
  it('months 01 to 12, years this year to 20 ahead', () => {
    expect(expiryMonths).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    const years = expiryYears(TODAY);
    expect([years.length, years[0], years.at(-1)]).toEqual([21, '2026', '2046']);
  });
  it("the EFT text states the spec's constants", () => {
    expect(EFT_TERMS).toMatchObject({ initialPaymentDays: 5, insufficientFundsFee: 30, stopNoticeBusinessDays: 3, monthlyEftCharge: 0 });
    const text = eftAuthorizationText('Acme Benefits');
    for (const words of ['I authorize Acme Benefits', 'up to 5 days after', '$30 insufficient funds fee', 'at least 3 business days', 'between the 1st and 6th of the month for coverage effective on the 15th', 'between the 21st and 26th for coverage effective on the 1st', 'There is no monthly charge for EFT.']) {
      expect(text).toContain(words);
    }
  });
});

describe('what the step keeps', () => {
  it('a save-later draft keeps what was entered and the choice, never the security code or the card number', () => {
    const draft = billingDraft({ ...card, unrelated: 'x' }, 'cc', NEW_SOURCE);
    expect(draft).not.toHaveProperty('security_code');
    expect(draft).not.toHaveProperty('card_number');
    expect(draft).not.toHaveProperty('unrelated');
    expect(draft).toMatchObject({ payment_method: 'cc', first_name_on_cc: 'Ana', expiration_year: '2028', city: 'New York' });
    expect(billingDraft({}, 'cc', 'MC5011')).toEqual({ payment_method: 'cc', card_id: 'MC5011' });
    expect(billingDraft(bank, 'eft', 'MK5011')).toMatchObject({ payment_method: 'eft', bank_id: 'MK5011', account_number: '000987654321' });
  });
  it('the form starts from the kept values, a masked account number left empty', () => {
    expect(keptFormValues({ account_number: 'xxxxx6789', bank_name: 'Bank' })).toEqual({ account_number: '', bank_name: 'Bank' });
    expect(keptFormValues(null)).toEqual({});
  });
  it("the physical address is the contact step's address1, address2, city, state and zip", () => {
    expect(physicalAddressOf({ address1: ' 1 Main St ', address2: 'Apt 4', city: 'New York', state: 'NY', zip: '10001', email_address: 'a@b.co' })).toEqual({
      address1: '1 Main St',
      address2: 'Apt 4',
      city: 'New York',
      state: 'NY',
      zip: '10001',
    });
    expect(physicalAddressOf({ city: 'New York' })).toBeNull();
    expect(physicalAddressOf(null)).toBeNull();
  });
});
