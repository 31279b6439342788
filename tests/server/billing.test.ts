import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingMessages, eftAuthorizationText, stepMessages, type SaveBillingRequest } from '../../contract/index.ts';
import { enrollmentTabs, tempEnrollments } from '../../server/db/schema.ts';
import { BILLING_FORM_FIELDS } from '../../server/handlers/billing.ts';
import { paymentLineOf, paymentMethodOf } from '../../server/steps/billing.ts';
import { signInAs } from './enroller-sign-in-support.ts';
import { dataOf, failureOf, memberEnrollment, useTestServer, expectFieldError } from './harness.ts';
import { CARD_NUMBER, cardRequest } from './step-requests.ts';

// Billing Information's calls (spec 3 §7; docs/reference-server.md, Billing Information).

const server = useTestServer();

const ACCOUNT_NUMBER = '000987654321';

/** A new visitor's enrollment (the main site: pays by card). */
const newEnrollment = async () =>
  dataOf('addFilterForNewUser', await server.call('addFilterForNewUser', { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' })).temp_enrollment_id;
/** Maria's own enrollment from her member home (pays by card; her saved card and bank on file). */
const mariaEnrollment = () => memberEnrollment(server);
/** An enrollment with the filter of a seeded one (TECART03: Acme's group cart, EFT). */
const copyOf = async (seeded: string, change: Record<string, unknown> = {}) => {
  const [row] = await server.db.select().from(tempEnrollments).where(eq(tempEnrollments.id, seeded));
  const id = `TEB${Math.random().toString(16).slice(2, 12).toUpperCase()}`;
  await server.db.insert(tempEnrollments).values({ id, filterInfo: { ...row!.filterInfo, ...change } });
  await server.adopt(id);
  return id;
};

const bank = (enrollment_id: string): SaveBillingRequest => ({
  enrollment_id,
  payment_method: 'eft',
  account_name: 'Ana Reyes',
  bank_name: 'Bank of America, N.A.',
  routing_number: '111000025',
  account_number: ACCOUNT_NUMBER,
  account_type: 'checking',
  account_holder_type: 'individual',
  billing_email: 'ana.reyes@example.com',
});

const stored = async (enrollmentId: string) => {
  const [row] = await server.db
    .select()
    .from(enrollmentTabs)
    .where(and(eq(enrollmentTabs.enrollmentId, enrollmentId), eq(enrollmentTabs.tab, 'billing_info')));
  return row ?? null;
};
const tempInfo = async (enrollment_id: string) => dataOf('getEnrollmentTempStep', await server.call('getEnrollmentTempStep', { enrollment_id, column: 'payment_info' })).result;

describe('the payment-method rule', () => {
  const base = { group_id: null, platform_group_id: null, type: null, eprocess: null } as const;
  it.each([
    ['an individual', base, 'cc'],
    ["the association's visitors (group 1000)", { ...base, group_id: 1000, eprocess: 'group' as const }, 'cc'],
    ['an Acme group enrollment', { ...base, group_id: 2556, type: 'new-group-member' as const }, 'eft'],
    ['a Beacon group enrollment', { ...base, group_id: 2512, eprocess: 'group' as const }, 'list'],
    ['portal 12 (SMBZ)', { ...base, platform_group_id: 12 }, 'elist'],
    ['portal 21 (ELEV)', { ...base, group_id: 3100, platform_group_id: 21, eprocess: 'group' as const }, 'stmt'],
    ['Maria for herself (Acme member, portal 11)', { group_id: 2556, platform_group_id: 11, type: 'existing-member' as const, eprocess: 'applicant' as const }, 'cc'],
  ])('%s pays by %s', (_, filter, method) => {
    expect(paymentMethodOf(filter)).toBe(method);
  });

  it('answers by the enrollment: TECART03 eft, EL1001 stmt, a new visitor cc, an unknown one at enrollment_id', async () => {
    expect(dataOf('getPaymentMethod', await server.call('getPaymentMethod', { enrollment_id: 'TECART03' })).result).toBe('eft');
    expect(dataOf('getPaymentMethod', await server.call('getPaymentMethod', { enrollment_id: 'EL1001' })).result).toBe('stmt');
    expect(dataOf('getPaymentMethod', await server.call('getPaymentMethod', { enrollment_id: await newEnrollment() })).result).toBe('cc');
    expect(failureOf(await server.call('getPaymentMethod', { enrollment_id: 'TE404' }), 422).data[0]?.target_element).toBe('enrollment_id');
  });
});

describe('get-form-fields-billing-info and get-billing-text', () => {
  it('answers the definitions: every field required but address2', async () => {
    const { result } = dataOf('getFormFieldsBillingInfo', await server.call('getFormFieldsBillingInfo', { enrollment_id: 'TECART03' }));
    expect(result).toEqual(BILLING_FORM_FIELDS);
    expect(result.filter((field) => field.required === 0).map((field) => field.field_name)).toEqual(['address2']);
  });

  it("answers the EFT text with the group's name and the spec's constants", async () => {
    const { merchantInfo } = dataOf('getBillingText', await server.call('getBillingText', { enrollment_id: 'TECART03' }));
    expect(merchantInfo).toBe(eftAuthorizationText('Acme Benefits'));
    for (const words of ['up to 5 days after', '$30 insufficient funds fee', '3 business days', 'between the 1st and 6th', 'on the 15th', 'between the 21st and 26th', 'on the 1st', 'no monthly charge for EFT']) {
      expect(merchantInfo).toContain(words);
    }
  });
});

describe('validate-routing-number', () => {
  it('names the bank of a known number, none of another valid one', async () => {
    expect(dataOf('validateRoutingNumber', await server.call('validateRoutingNumber', { routing_number: '111000025' })).result.bank_name).toBe('Bank of America, N.A.');
    expect(dataOf('validateRoutingNumber', await server.call('validateRoutingNumber', { routing_number: '011000015' })).result.bank_name).toBe('');
  });

  it('refuses a bad checksum and a wrong length at the field', async () => {
    expectFieldError(await server.call('validateRoutingNumber', { routing_number: '111000026' }), 'routing_number', billingMessages.routingInvalid);
    expectFieldError(await server.call('validateRoutingNumber', { routing_number: '12345' }), 'routing_number', billingMessages.routingNumber);
    expectFieldError(await server.call('validateRoutingNumber', { routing_number: '' }), 'routing_number', stepMessages.required);
  });
});

describe('existing cards and banks', () => {
  it("answers Maria's card and bank masked, and null for a new visitor", async () => {
    const enrollment_id = await mariaEnrollment();
    const cards = dataOf('getExistingCardInfo', await server.call('getExistingCardInfo', { enrollment_id })).result;
    expect(cards).toEqual([{ card_id: 'MC5011', name_on_cc: 'Maria Lopez', card_number: 'xxxxxx1111', card_brand: 'Visa', expiration_month: '08', expiration_year: '2029' }]);
    const banks = dataOf('getExistingBankInfo', await server.call('getExistingBankInfo', { enrollment_id })).result;
    expect(banks).toEqual([
      {
        bank_id: 'MK5011',
        account_name: 'Maria Lopez',
        bank_name: 'Bank of America, N.A.',
        account_number: 'xxxxx6789',
        bank_routing: '111000025',
        account_type: 'checking',
        account_holder_type: 'individual',
      },
    ]);
    const visitor = await newEnrollment();
    expect(dataOf('getExistingCardInfo', await server.call('getExistingCardInfo', { enrollment_id: visitor })).result).toBeNull();
    expect(dataOf('getExistingBankInfo', await server.call('getExistingBankInfo', { enrollment_id: visitor })).result).toBeNull();
  });

  it("Acme's administrator enrolling Maria neither sees her card and bank nor pays with them (docs/security.md, Who sees what)", async () => {
    const acme = server.visitor();
    await signInAs(server, 'hr@acme-benefits.example.com', acme);
    const enrollment_id = dataOf('addFilterForExistingUser', await acme.call('addFilterForExistingUser', { user_id: 501, tier: 'IO', eprocess: 'group', group_id: 2556 })).temp_enrollment_id;
    expect(dataOf('getExistingCardInfo', await acme.call('getExistingCardInfo', { enrollment_id })).result).toBeNull();
    expect(dataOf('getExistingBankInfo', await acme.call('getExistingBankInfo', { enrollment_id })).result).toBeNull();
    // Acme's group enrollments pay by EFT: her account on file is unknown to the administrator
    expect(dataOf('getPaymentMethod', await acme.call('getPaymentMethod', { enrollment_id })).result).toBe('eft');
    expectFieldError(await acme.call('saveBillingInfoExisting', { enrollment_id, payment_method: 'eft', bank_id: 'MK5011', billing_email: 'maria@example.com' }), 'bank_id', billingMessages.unknownBank);
    expect(await stored(enrollment_id)).toBeNull();
  });
});

describe('save-billing-info', () => {
  it('keeps a card as last four, brand, expiry, name and address: never the number or the security code (PCI DSS 3.3.1, 3.4.1)', async () => {
    const enrollment_id = await newEnrollment();
    const reply = await server.call('saveBillingInfo', cardRequest(enrollment_id));
    expect(dataOf('saveBillingInfo', reply)).toEqual({ saved: true });
    const row = await stored(enrollment_id);
    expect(row?.data).toEqual({
      payment_method: 'cc',
      first_name_on_cc: 'Ana',
      last_name_on_cc: 'Reyes',
      card_brand: 'Visa',
      card_last_four: '1111',
      expiration_month: '08',
      expiration_year: String(new Date().getFullYear() + 2),
      address1: '12 Park Avenue',
      address2: '',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      is_physical_address: '0',
      billing_email: 'ana.reyes@example.com',
    });
    const everything = JSON.stringify([row, reply.body, await tempInfo(enrollment_id)]);
    expect(everything).not.toContain(CARD_NUMBER);
    expect(everything).not.toContain('737');
  });

  it('judges a card by the spec words, the Luhn checksum and the expiry', async () => {
    const enrollment_id = await newEnrollment();
    expectFieldError(await server.call('saveBillingInfo', { ...cardRequest(enrollment_id), card_number: '411111111' }), 'card_number', billingMessages.cardNumber);
    expectFieldError(await server.call('saveBillingInfo', { ...cardRequest(enrollment_id), card_number: '4111111111111112' }), 'card_number', billingMessages.cardChecksum);
    expectFieldError(await server.call('saveBillingInfo', { ...cardRequest(enrollment_id), security_code: '12' }), 'security_code', billingMessages.securityCode);
    expectFieldError(await server.call('saveBillingInfo', { ...cardRequest(enrollment_id), first_name_on_cc: 'An4' }), 'first_name_on_cc', billingMessages.firstName);
    expectFieldError(await server.call('saveBillingInfo', { ...cardRequest(enrollment_id), last_name_on_cc: 'R3yes' }), 'last_name_on_cc', billingMessages.lastName);
    expectFieldError(await server.call('saveBillingInfo', { ...cardRequest(enrollment_id), zip: '1000' }), 'zip', billingMessages.zip);
    expectFieldError(await server.call('saveBillingInfo', { ...cardRequest(enrollment_id), city: '' }), 'city', stepMessages.required);
    expectFieldError(await server.call('saveBillingInfo', { ...cardRequest(enrollment_id), state: 'ZZ' }), 'state', billingMessages.state);
    expectFieldError(await server.call('saveBillingInfo', { ...cardRequest(enrollment_id), expiration_year: '2001' }), 'expiration_year', billingMessages.expiration);
    expect(await stored(enrollment_id)).toBeNull();
  });

  it('keeps the account number but answers it masked', async () => {
    const enrollment_id = await copyOf('TECART03');
    const reply = await server.call('saveBillingInfo', bank(enrollment_id));
    dataOf('saveBillingInfo', reply);
    expect((await stored(enrollment_id))?.data).toMatchObject({ payment_method: 'eft', routing_number: '111000025', account_number: ACCOUNT_NUMBER });
    const info = await tempInfo(enrollment_id);
    expect(info?.account_number).toBe('xxxxx4321');
    expect(JSON.stringify([reply.body, info])).not.toContain(ACCOUNT_NUMBER);
  });

  it('judges a bank account by the spec words and the ABA checksum', async () => {
    const enrollment_id = await copyOf('TECART03');
    expectFieldError(await server.call('saveBillingInfo', { ...bank(enrollment_id), account_name: 'Ana_Reyes!' }), 'account_name', billingMessages.accountName);
    expectFieldError(await server.call('saveBillingInfo', { ...bank(enrollment_id), routing_number: '12345678' }), 'routing_number', billingMessages.routingNumber);
    expectFieldError(await server.call('saveBillingInfo', { ...bank(enrollment_id), routing_number: '111000026' }), 'routing_number', billingMessages.routingInvalid);
    expectFieldError(await server.call('saveBillingInfo', { ...bank(enrollment_id), account_number: '123' }), 'account_number', billingMessages.accountNumber);
    expectFieldError(await server.call('saveBillingInfo', { ...bank(enrollment_id), bank_name: '' }), 'bank_name', stepMessages.required);
    expectFieldError(await server.call('saveBillingInfo', { ...bank(enrollment_id), account_type: 'gold' }), 'account_type', billingMessages.accountType);
    expect(await stored(enrollment_id)).toBeNull();
  });

  it('saves a list bill without fields, and refuses a method the enrollment is not offered', async () => {
    const beacon = await copyOf('TECART03', { group_id: 2512 });
    dataOf('saveBillingInfo', await server.call('saveBillingInfo', { enrollment_id: beacon, payment_method: 'list' }));
    expect((await stored(beacon))?.data).toEqual({ payment_method: 'list' });
    expectFieldError(await server.call('saveBillingInfo', { enrollment_id: beacon, payment_method: 'stmt' }), 'payment_method', billingMessages.methodNotOffered);
    expectFieldError(await server.call('saveBillingInfo', cardRequest(await copyOf('TECART03'))), 'payment_method', billingMessages.methodNotOffered);
  });
});

describe('save-billing-info-existing', () => {
  it("saves Maria's card by its id, and refuses a card that is not the member's", async () => {
    const enrollment_id = await mariaEnrollment();
    dataOf('saveBillingInfoExisting', await server.call('saveBillingInfoExisting', { enrollment_id, payment_method: 'cc', card_id: 'MC5011', billing_email: 'maria@example.com' }));
    expect((await stored(enrollment_id))?.data).toMatchObject({ payment_method: 'cc', card_id: 'MC5011', card_last_four: '1111', card_brand: 'Visa', billing_email: 'maria@example.com' });
    const visitor = await newEnrollment();
    expectFieldError(await server.call('saveBillingInfoExisting', { enrollment_id: visitor, payment_method: 'cc', card_id: 'MC5011', billing_email: 'ana@example.com' }), 'card_id', billingMessages.unknownCard);
    expect(await stored(visitor)).toBeNull();
  });

  it("saves Maria's bank on an Acme group enrollment, keeping only the last four in the step", async () => {
    const enrollment_id = await copyOf('TECART03', { user_id: 501, type: 'existing-member' });
    dataOf('saveBillingInfoExisting', await server.call('saveBillingInfoExisting', { enrollment_id, payment_method: 'eft', bank_id: 'MK5011', account_type: 'savings', billing_email: 'maria@example.com' }));
    const row = await stored(enrollment_id);
    expect(row?.data).toMatchObject({ payment_method: 'eft', bank_id: 'MK5011', account_last_four: '6789', account_type: 'savings', billing_email: 'maria@example.com' });
    expect(JSON.stringify(row)).not.toContain('000123456789');
    expectFieldError(
      await server.call('saveBillingInfoExisting', { enrollment_id: await copyOf('TECART03'), payment_method: 'eft', bank_id: 'MK5011', billing_email: 'maria@example.com' }),
      'bank_id',
      billingMessages.unknownBank,
    );
  });
});

describe('the billing e-mail (spec 3 §5: required, format-checked)', () => {
  it('is refused empty or malformed with a card, a bank and a saved card, at billing_email; nothing is stored', async () => {
    const card = await newEnrollment();
    const eft = await copyOf('TECART03');
    const maria = await mariaEnrollment();
    for (const [email, message] of [
      ['', stepMessages.required],
      ['   ', stepMessages.required],
      ['ana.reyes@', billingMessages.billingEmail],
      ['ana reyes@example.com', billingMessages.billingEmail],
    ] as const) {
      expectFieldError(await server.call('saveBillingInfo', { ...cardRequest(card), billing_email: email }), 'billing_email', message);
      expectFieldError(await server.call('saveBillingInfo', { ...bank(eft), billing_email: email }), 'billing_email', message);
      expectFieldError(await server.call('saveBillingInfoExisting', { enrollment_id: maria, payment_method: 'cc', card_id: 'MC5011', billing_email: email }), 'billing_email', message);
    }
    const { billing_email: _email, ...withoutEmail } = cardRequest(card);
    expectFieldError(await server.call('saveBillingInfo', withoutEmail), 'billing_email', stepMessages.required);
    for (const enrollment_id of [card, eft, maria]) expect(await stored(enrollment_id)).toBeNull();
    expect(billingMessages.billingEmail).toBe('Enter valid email address');
  });

  it('is kept as typed and read back by get-enrollment-temp-info; a list bill keeps none', async () => {
    const enrollment_id = await newEnrollment();
    dataOf('saveBillingInfo', await server.call('saveBillingInfo', { ...cardRequest(enrollment_id), billing_email: ' receipts.ana@example.com ' }));
    expect((await stored(enrollment_id))?.data).toMatchObject({ billing_email: 'receipts.ana@example.com' });
    expect(await tempInfo(enrollment_id)).toMatchObject({ billing_email: 'receipts.ana@example.com' });
    const beacon = await copyOf('TECART03', { group_id: 2512 });
    dataOf('saveBillingInfo', await server.call('saveBillingInfo', { enrollment_id: beacon, payment_method: 'list', billing_email: 'x@example.com' }));
    expect((await stored(beacon))?.data).toEqual({ payment_method: 'list' });
  });
});

describe('save-enrollment (payment)', () => {
  it('keeps what was entered but the security code and the card number', async () => {
    const enrollment_id = await newEnrollment();
    const { enrollment_id: _id, ...data } = cardRequest(enrollment_id);
    dataOf('saveEnrollmentForLater', await server.call('saveEnrollmentForLater', { enrollment_id, email: 'ana@example.com', tab: 'payment_info', data }));
    const row = await stored(enrollment_id);
    expect(row?.draft).toMatchObject({ first_name_on_cc: 'Ana', city: 'New York', expiration_month: '08' });
    expect(row?.draft).not.toHaveProperty('card_number');
    expect(row?.draft).not.toHaveProperty('security_code');
    expect(JSON.stringify([row, await tempInfo(enrollment_id)])).not.toContain(CARD_NUMBER);
  });
});

describe("the receipt's payment method (issue 28 item 6)", () => {
  it('says a card by brand and last four, an account by its last four and bank, a group bill by its kind: never a whole number', () => {
    expect(paymentLineOf({ payment_method: 'cc', card_brand: 'Visa', card_last_four: '1111' })).toBe('Visa xxxxxx1111');
    expect(paymentLineOf({ payment_method: 'eft', account_number: '000123456789', bank_name: 'Wells Fargo Bank, N.A.' })).toBe('Bank account xxxxx6789 at Wells Fargo Bank, N.A.');
    expect(paymentLineOf({ payment_method: 'eft', account_last_four: '6789' })).toBe('Bank account xxxxx6789');
    expect(paymentLineOf({ payment_method: 'list' })).toBe('Billed through your group (LIST)');
    expect(paymentLineOf({})).toBeNull();
  });
});
