// eslint-disable-next-line no-restricted-imports -- Braintree's pure card checks (Luhn, brand, lengths): client and server judge cards alike (issue 12)
import cardValidator from 'card-validator';
import * as z from 'zod/mini';
import { emailField, isEmailAddress } from './email.ts';
import { TEXT_LIMITS } from './entities.ts';
import { endpoint, enrollmentId, result } from './endpoint-row.ts';
import { formFieldSchema, stepMessages } from './enrollment.ts';

/**
 * Billing Information (spec 3 §2.5, §3, §4.4, §5, §7, §9): the payment methods, the card and bank
 * fields with their rules, the EFT authorization text's constants, the masks, and the calls. The
 * client and the server judge with these same words.
 */

/** Messages of the billing step, word for word from spec 3 §5 where the spec quotes them. */
export const billingMessages = {
  required: stepMessages.required,
  accountName: 'Invalid account holder name',
  routingNumber: 'Routing number must be of 9 digits',
  accountNumber: 'Account Number must be of 4 to 17 digits.',
  firstName: stepMessages.firstName,
  lastName: stepMessages.lastName,
  cardNumber: 'Card number must be Min-13 and Max-25',
  securityCode: 'Security code must of 3 or 4 digits',
  zip: 'Invalid Zip code',
  /** Not quoted by the spec: a number of the right length that fails the card checksum (Luhn) or matches no card brand. */
  cardChecksum: 'This card number is not valid. Please check the digits',
  /** Not quoted: an expiry month before this month of this year. */
  cardExpired: 'This card has expired',
  /** Not quoted: a month or year outside the lists (01–12; this year to 20 ahead). */
  expiration: 'Please choose a month and year from the list',
  state: stepMessages.state,
  /** Not quoted: the server's answer to a 9-digit number that fails the ABA checksum (spec 3 §8: shown at the field). */
  routingInvalid: 'Invalid routing number',
  accountType: 'Please choose checking or savings',
  accountHolderType: 'Please choose individual or company',
  /** Not quoted: an existing card or bank id that is not one of the member's. */
  unknownCard: 'Please choose one of your saved cards',
  unknownBank: 'Please choose one of your saved bank accounts',
  /** Not quoted: a save of another method than the enrollment's (get-payment-method). */
  methodNotOffered: 'This payment type is not offered for your enrollment',
  /** Not quoted: a save refused without a field message. */
  /** Not quoted: the step could not learn the payment method. */
  unavailable: 'Billing information could not be loaded. Please go back and try again.',
  /** Spec 3 §5 'Billing e-mail: checked for format': the spec's e-mail format message (spec 3 §2.6). */
  billingEmail: stepMessages.alternateEmail,
} as const;

/** The payment methods get-payment-method answers (spec 3 §4.4) and the type radio's label of each (spec 3 §2.5). */
export const paymentMethods = ['cc', 'eft', 'list', 'elist', 'stmt'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodSchema = z.enum(paymentMethods);
export const paymentMethodLabels: Record<PaymentMethod, string> = { cc: 'Credit Card', eft: 'EFT', list: 'LIST', elist: 'EFT LIST', stmt: 'STMT' };
/** list, elist and stmt are billed to the group: the type is pre-selected and no fields are collected. */
export const LIST_BILL_METHODS: readonly PaymentMethod[] = ['list', 'elist', 'stmt'];

/** Spec 3 §9: lengths, masks and the expiry years. */
export const BILLING_LIMITS = {
  routingDigits: 9,
  accountDigits: { min: 4, max: 17 },
  cardChars: { min: 13, max: 25 },
  securityDigits: { min: 3, max: 4 },
  zipDigits: 5,
  expiryYearsAhead: 20,
} as const;
export const ACCOUNT_MASK = 'xxxxx';
export const CARD_MASK = 'xxxxxx';
/** 'xxxxx6789': an account number as replies show it. */
export const maskedAccount = (number: string): string => `${ACCOUNT_MASK}${number.slice(-4)}`;
/** 'xxxxxx1111': a card as replies show it, from its last four digits. */
export const maskedCard = (lastFour: string): string => `${CARD_MASK}${lastFour.slice(-4)}`;

/** The expiry months 01–12 and the years from this year to 20 ahead (spec 3 §2.5, §9). */
export const expiryMonths: readonly string[] = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
export const expiryYears = (today: Date): string[] =>
  Array.from({ length: BILLING_LIMITS.expiryYearsAhead + 1 }, (_, index) => String(today.getFullYear() + index));

/**
 * The EFT authorization's constants (spec 3 §9): the first charge up to 5 days after enrollment, a
 * $30 insufficient-funds fee, 3 business days' notice to stop, the monthly windows by coverage
 * start, and no monthly charge for EFT itself.
 */
export const EFT_TERMS = {
  initialPaymentDays: 5,
  insufficientFundsFee: 30,
  stopNoticeBusinessDays: 3,
  windows: [
    { from: 1, to: 6, coverageDay: 15 },
    { from: 21, to: 26, coverageDay: 1 },
  ],
  monthlyEftCharge: 0,
} as const;

const ordinal = (day: number) => `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;

/** The merchant text of get-billing-text: the EFT authorization with the constants above. */
export const eftAuthorizationText = (merchant: string): string => {
  const [mid, start] = EFT_TERMS.windows;
  return [
    `I authorize ${merchant} to debit the bank account below for my premiums by electronic funds transfer (EFT).`,
    `The initial payment is charged between the date of enrollment and up to ${EFT_TERMS.initialPaymentDays} days after.`,
    `Monthly charges fall between the ${ordinal(mid.from)} and ${ordinal(mid.to)} of the month for coverage effective on the ${ordinal(mid.coverageDay)}, and between the ${ordinal(start.from)} and ${ordinal(start.to)} for coverage effective on the ${ordinal(start.coverageDay)}.`,
    `A $${EFT_TERMS.insufficientFundsFee} insufficient funds fee applies to any payment returned unpaid.`,
    `To stop payment, notify us at least ${EFT_TERMS.stopNoticeBusinessDays} business days before the charge.`,
    'There is no monthly charge for EFT.',
  ].join(' ');
};

/** The card fields and the bank fields of save-billing-info (spec 3 §3 Billing payment_info, §7). */
export const cardFieldNames = [
  'first_name_on_cc',
  'last_name_on_cc',
  'card_number',
  'expiration_month',
  'expiration_year',
  'security_code',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
] as const;
export const bankFieldNames = ['account_name', 'bank_name', 'routing_number', 'account_number', 'account_type', 'account_holder_type'] as const;
export type CardFieldName = (typeof cardFieldNames)[number];
export type BankFieldName = (typeof bankFieldNames)[number];
export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;
export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];
/**
 * Where receipts and payment notices go (spec 3 §5 'Billing e-mail': required, format-checked; the
 * spec's screens carry no such field, docs/conformance.md). Asked with a card or a bank account, new
 * or saved; a list bill collects nothing.
 */
export const BILLING_EMAIL = 'billing_email';
/** The billing form's values as text; card_id or bank_id name a saved choice. */
export type BillingValues = Partial<Record<CardFieldName | BankFieldName | typeof BILLING_EMAIL | 'is_physical_address' | 'payment_method' | 'card_id' | 'bank_id', string>>;

export const accountTypes = [
  { value: 'checking', name: 'Checking' },
  { value: 'savings', name: 'Savings' },
] as const;
export const accountHolderTypes = [
  { value: 'individual', name: 'Individual' },
  { value: 'company', name: 'Company' },
] as const;

/** Digits of a typed card number (spaces and dashes are how people type them). */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/** The card's brand as the number is typed ('Visa', 'Mastercard', ...), null while unknown (card-validator). */
export const cardBrandOf = (number: string): string | null => cardValidator.number(cardDigits(number)).card?.niceType ?? null;

/** The ABA checksum of a 9-digit routing number: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
export const routingChecksumHolds = (routing: string): boolean => {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  return (3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!)) % 10 === 0;
};

const NAME = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
const ACCOUNT_NAME = /^[A-Za-z0-9 ]+$/;

type Rule = (value: string, values: BillingValues, today: Date) => string | null;

/** The rule of each card field, given a non-empty value; null when it is good. */
export const cardRules: Record<CardFieldName, Rule> = {
  first_name_on_cc: (value) => (NAME.test(value) ? null : billingMessages.firstName),
  last_name_on_cc: (value) => (NAME.test(value) ? null : billingMessages.lastName),
  card_number: (value) => {
    const digits = cardDigits(value);
    if (value.length < BILLING_LIMITS.cardChars.min || value.length > BILLING_LIMITS.cardChars.max || !/^\d+$/.test(digits)) return billingMessages.cardNumber;
    return cardValidator.number(digits).isValid ? null : billingMessages.cardChecksum;
  },
  expiration_month: (value, values, today) => {
    if (!expiryMonths.includes(value)) return billingMessages.expiration;
    return values.expiration_year === String(today.getFullYear()) && Number(value) < today.getMonth() + 1 ? billingMessages.cardExpired : null;
  },
  expiration_year: (value, _, today) => (expiryYears(today).includes(value) ? null : billingMessages.expiration),
  security_code: (value) => (/^\d{3,4}$/.test(value) ? null : billingMessages.securityCode),
  address1: () => null,
  address2: () => null,
  city: () => null,
  state: (value) => (/^[A-Z]{2}$/.test(value) ? null : billingMessages.state),
  zip: (value) => (/^\d{5}$/.test(value) ? null : billingMessages.zip),
};

/** The rule of each bank field, given a non-empty value. */
export const bankRules: Record<BankFieldName, Rule> = {
  account_name: (value) => (ACCOUNT_NAME.test(value) ? null : billingMessages.accountName),
  bank_name: () => null,
  routing_number: (value) => (/^\d{9}$/.test(value) ? null : billingMessages.routingNumber),
  account_number: (value) => (/^\d{4,17}$/.test(value) ? null : billingMessages.accountNumber),
  account_type: (value) => (accountTypes.some((type) => type.value === value) ? null : billingMessages.accountType),
  account_holder_type: (value) => (accountHolderTypes.some((type) => type.value === value) ? null : billingMessages.accountHolderType),
};

const errorsOf = <Name extends string>(names: readonly Name[], rules: Record<Name, Rule>, optional: readonly Name[], values: BillingValues, today: Date) => {
  const errors: Record<string, string> = {};
  for (const name of names) {
    const value = (values[name as keyof BillingValues] ?? '').trim();
    if (value === '') {
      if (!optional.includes(name)) errors[name] = billingMessages.required;
      continue;
    }
    const message = rules[name](value, values, today);
    if (message) errors[name] = message;
  }
  return errors;
};

/** The billing e-mail's message (spec 3 §5): 'Field is required' when empty, else the format message; {} when good. */
export const billingEmailErrors = (values: BillingValues): Record<string, string> => {
  const value = (values[BILLING_EMAIL] ?? '').trim();
  if (value === '') return { [BILLING_EMAIL]: billingMessages.required };
  return isEmailAddress(value) ? {} : { [BILLING_EMAIL]: billingMessages.billingEmail };
};

/**
 * One message per card field (spec 3 §5 Card) and the billing e-mail: required ones left empty,
 * then each field's rule. Address2 is required only when the form's definition marks it.
 */
export const cardFieldErrors = (values: BillingValues, { address2Required = false } = {}, today: Date = new Date()): Record<string, string> => ({
  ...errorsOf(cardFieldNames, cardRules, address2Required ? [] : ['address2'], values, today),
  ...billingEmailErrors(values),
});

/** One message per bank field (spec 3 §5 EFT) and the billing e-mail. */
export const bankFieldErrors = (values: BillingValues, today: Date = new Date()): Record<string, string> => ({
  ...errorsOf(bankFieldNames, bankRules, [], values, today),
  ...billingEmailErrors(values),
});

/** Text bounded as requests carry it (blank reads 'Field is required' through the envelope). */
const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/** save-billing-info (spec 3 §7): the method, then the card fields or the bank fields, judged by the rules above. */
export const saveBillingSchema = z
  .object({
    enrollment_id: enrollmentId.shape.enrollment_id,
    payment_method: paymentMethodSchema,
    first_name_on_cc: text(50),
    last_name_on_cc: text(50),
    card_number: text(BILLING_LIMITS.cardChars.max),
    expiration_month: text(2),
    expiration_year: text(4),
    security_code: text(BILLING_LIMITS.securityDigits.max),
    address1: text(100),
    address2: text(100),
    city: text(50),
    state: text(2),
    zip: text(BILLING_LIMITS.zipDigits),
    is_physical_address: z.optional(z.enum(['0', '1'])),
    account_name: text(60),
    bank_name: text(80),
    routing_number: text(BILLING_LIMITS.routingDigits),
    account_number: text(BILLING_LIMITS.accountDigits.max),
    account_type: text(10),
    account_holder_type: text(10),
    billing_email: text(TEXT_LIMITS.email),
  })
  .check(
    z.superRefine((request, context) => {
      const errors =
        request.payment_method === 'cc' ? cardFieldErrors(request) : request.payment_method === 'eft' ? bankFieldErrors(request) : {};
      for (const [field, message] of Object.entries(errors)) context.addIssue({ code: 'custom', path: [field], message, input: request });
    }),
  );
export type SaveBillingRequest = z.input<typeof saveBillingSchema>;

const savedId = z.string().check(z.trim(), z.minLength(1), z.maxLength(40));
/** The billing e-mail of a save with a saved card or bank (spec 3 §5). */
const billingEmailField = emailField({ required: billingMessages.required, invalid: billingMessages.billingEmail });

/** save-billing-info-existing (spec 3 §7): a saved card by card_id, or a saved bank by bank_id with its account fields. */
export const saveBillingExistingSchema = z.discriminatedUnion('payment_method', [
  z.object({ enrollment_id: enrollmentId.shape.enrollment_id, payment_method: z.literal('cc'), card_id: savedId, billing_email: billingEmailField }),
  z.object({
    enrollment_id: enrollmentId.shape.enrollment_id,
    payment_method: z.literal('eft'),
    bank_id: savedId,
    account_type: z.optional(z.enum(['checking', 'savings'])),
    account_holder_type: z.optional(z.enum(['individual', 'company'])),
    account_name: text(60),
    bank_name: text(80),
    bank_routing: text(BILLING_LIMITS.routingDigits),
    billing_email: billingEmailField,
  }),
]);
export type SaveBillingExistingRequest = z.input<typeof saveBillingExistingSchema>;

/** A saved card as get-existing-card-info answers it: the number masked, never the security code (spec 3 §3). */
export const existingCardSchema = z.object({
  card_id: z.string(),
  name_on_cc: z.string(),
  card_number: z.string(),
  card_brand: z.string(),
  expiration_month: z.string(),
  expiration_year: z.string(),
});
export type ExistingCard = z.infer<typeof existingCardSchema>;

/** A saved bank account as get-existing-bank-info answers it: the account number masked (spec 3 §3). */
export const existingBankSchema = z.object({
  bank_id: z.string(),
  account_name: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  bank_routing: z.string(),
  account_type: z.enum(['checking', 'savings']),
  account_holder_type: z.enum(['individual', 'company']),
});
export type ExistingBank = z.infer<typeof existingBankSchema>;

/** Where a saved choice sits in the step's data (save-billing-info-existing) and in the screen's values. */
export const SAVED_CARD_KEY = 'card_id';
export const SAVED_BANK_KEY = 'bank_id';

/** Billing Information's calls (spec 3 §7); get-states is the contract's getStates. */
export const billingEndpoints = {
  getPaymentMethod: endpoint({ method: 'GET', path: '/api/v1/get-payment-method', request: enrollmentId, data: result(paymentMethodSchema) }),
  // the billing form's definitions (address2 required only when marked)
  getFormFieldsBillingInfo: endpoint({ method: 'GET', path: '/api/v1/get-form-fields-billing-info', request: enrollmentId, data: result(z.array(formFieldSchema)) }),
  // null when the enrollment is not a member's
  getExistingBankInfo: endpoint({ method: 'GET', path: '/api/v1/get-existing-bank-info', request: enrollmentId, data: result(z.nullable(z.array(existingBankSchema))) }),
  getExistingCardInfo: endpoint({ method: 'GET', path: '/api/v1/get-existing-card-info', request: enrollmentId, data: result(z.nullable(z.array(existingCardSchema))) }),
  validateRoutingNumber: endpoint({
    method: 'POST',
    path: '/api/v1/validate-routing-number',
    request: z.object({
      routing_number: z.string().check(z.trim(), z.minLength(1, billingMessages.required), z.regex(/^\d{9}$/, billingMessages.routingNumber)),
    }),
    // bank_name: '' for a valid number the server does not know (the applicant types it)
    data: result(z.object({ bank_name: z.string() })),
  }),
  saveBillingInfo: endpoint({ method: 'POST', path: '/api/v1/save-billing-info', request: saveBillingSchema, data: z.object({ saved: z.literal(true) }) }),
  saveBillingInfoExisting: endpoint({
    method: 'POST',
    path: '/api/v1/save-billing-info-existing',
    request: saveBillingExistingSchema,
    data: z.object({ saved: z.literal(true) }),
  }),
  // the spec serves it from the benefit-store base; this server keeps one API base
  getBillingText: endpoint({ method: 'GET', path: '/api/v1/get-billing-text', request: enrollmentId, data: z.object({ merchantInfo: z.string() }) }),
} as const;
