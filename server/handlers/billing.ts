import { and, asc, eq } from 'drizzle-orm';
import {
  billingMessages,
  cardBrandOf,
  cardDigits,
  eftAuthorizationText,
  maskedAccount,
  maskedCard,
  routingChecksumHolds,
  type FormField,
  type StepData,
} from '../../contract/index.ts';
import { groups, memberBanks, memberCards } from '../db/schema.ts';
import type { Handlers } from '../http/bind-endpoints.ts';
import { fieldFailure } from '../http/failures.ts';
import { payerOnFileFor } from '../enrollers/own-members.ts';
import { saveStep } from '../queries/enrollment-steps.ts';
import { US_STATE_NAMES } from '../queries/us-states.ts';
import { KNOWN_ROUTING_NUMBERS, paymentMethodOf } from '../steps/billing.ts';
import type { HandlerDeps } from './deps.ts';

type BillingHandlers = Pick<
  Handlers,
  | 'getPaymentMethod'
  | 'getFormFieldsBillingInfo'
  | 'getExistingBankInfo'
  | 'getExistingCardInfo'
  | 'validateRoutingNumber'
  | 'saveBillingInfo'
  | 'saveBillingInfoExisting'
  | 'getBillingText'
>;

/** The billing form's definitions (spec 3 §3, §5) and the billing e-mail: every field required but address2. */
export const BILLING_FORM_FIELDS: readonly FormField[] = [
  ...['first_name_on_cc', 'last_name_on_cc', 'card_number', 'expiration_month', 'expiration_year', 'security_code', 'address1'],
  'address2',
  ...['city', 'state', 'zip', 'account_name', 'bank_name', 'routing_number', 'account_number', 'account_type', 'account_holder_type', 'billing_email'],
].map((field_name) => ({ field_name, value: null, required: field_name === 'address2' ? 0 : 1, read_only: 0 as const }));

/** The association's name: the merchant of an enrollment without a group. */
const DEFAULT_MERCHANT = 'Member Benefits Association';

/**
 * Billing Information (spec 3 §7; docs/reference-server.md): the payment method by the enrollment's
 * group and portal, the form's definitions, a member's saved cards and bank accounts (masked), the
 * routing-number check (9 digits, ABA checksum, a bank name for known numbers), the saves and the
 * EFT text. A card or bank save keeps the billing e-mail (spec 3 §5). A card is kept as its last four digits and brand; the security code is used for the
 * save and dropped; the account number is kept and only ever answered masked.
 */
export const billingHandlers = ({ db, filters }: HandlerDeps): BillingHandlers => {
  /** The enrollment's method; a save must be of that method. */
  const methodFor = async (enrollment_id: string, asked: string) => {
    const filter = await filters.require(enrollment_id);
    const method = paymentMethodOf(filter);
    if (asked !== method) throw fieldFailure('payment_method', billingMessages.methodNotOffered);
    return filter;
  };

  return {
    async getPaymentMethod({ enrollment_id }) {
      return { result: paymentMethodOf(await filters.require(enrollment_id)) };
    },

    async getFormFieldsBillingInfo({ enrollment_id }) {
      await filters.require(enrollment_id);
      return { result: BILLING_FORM_FIELDS.map((field) => ({ ...field })) };
    },

    async getExistingCardInfo({ enrollment_id }, reader) {
      const member = await payerOnFileFor(db, await filters.require(enrollment_id), reader);
      if (!member) return { result: null };
      const rows = await db.select().from(memberCards).where(eq(memberCards.userId, member.userId)).orderBy(asc(memberCards.id));
      return {
        result: rows.map((row) => ({
          card_id: row.id,
          name_on_cc: row.nameOnCard,
          card_number: maskedCard(row.lastFour),
          card_brand: row.brand,
          expiration_month: row.expirationMonth,
          expiration_year: row.expirationYear,
        })),
      };
    },

    async getExistingBankInfo({ enrollment_id }, reader) {
      const member = await payerOnFileFor(db, await filters.require(enrollment_id), reader);
      if (!member) return { result: null };
      const rows = await db.select().from(memberBanks).where(eq(memberBanks.userId, member.userId)).orderBy(asc(memberBanks.id));
      return {
        result: rows.map((row) => ({
          bank_id: row.id,
          account_name: row.accountName,
          bank_name: row.bankName,
          account_number: maskedAccount(row.accountNumber),
          bank_routing: row.routingNumber,
          account_type: row.accountType,
          account_holder_type: row.accountHolderType,
        })),
      };
    },

    // the schema has checked the 9 digits
    async validateRoutingNumber({ routing_number }) {
      const routing = routing_number.trim();
      if (!routingChecksumHolds(routing)) throw fieldFailure('routing_number', billingMessages.routingInvalid);
      return { result: { bank_name: KNOWN_ROUTING_NUMBERS[routing] ?? '' } };
    },

    // the schema has judged the method's fields (contract/billing.ts); the server adds what only it knows
    async saveBillingInfo(request) {
      await methodFor(request.enrollment_id, request.payment_method);
      const text = (name: keyof typeof request) => String(request[name] ?? '').trim();
      let data: StepData = { payment_method: request.payment_method };
      // where receipts and payment notices go (spec 3 §5); a list bill collects nothing
      const billingEmail = { billing_email: text('billing_email') };
      if (request.payment_method === 'cc') {
        if (!(text('state') in US_STATE_NAMES)) throw fieldFailure('state', billingMessages.state);
        const digits = cardDigits(text('card_number'));
        // PCI DSS 3.3.1 / 3.4.1: the security code is not kept; the card only as its last four and brand
        data = {
          ...data,
          first_name_on_cc: text('first_name_on_cc'),
          last_name_on_cc: text('last_name_on_cc'),
          card_brand: cardBrandOf(digits) ?? '',
          card_last_four: digits.slice(-4),
          expiration_month: text('expiration_month'),
          expiration_year: text('expiration_year'),
          ...Object.fromEntries((['address1', 'address2', 'city', 'state', 'zip'] as const).map((name) => [name, text(name)])),
          is_physical_address: request.is_physical_address === '1' ? '1' : '0',
          ...billingEmail,
        };
      }
      if (request.payment_method === 'eft') {
        if (!routingChecksumHolds(text('routing_number'))) throw fieldFailure('routing_number', billingMessages.routingInvalid);
        data = {
          ...data,
          ...Object.fromEntries((['account_name', 'bank_name', 'routing_number', 'account_number', 'account_type', 'account_holder_type'] as const).map((name) => [name, text(name)])),
          ...billingEmail,
        };
      }
      await saveStep(db, request.enrollment_id, 'billing_info', data);
      return { saved: true as const };
    },

    // a card or account on file the caller may not see is unknown to it
    async saveBillingInfoExisting(request, reader) {
      const filter = await methodFor(request.enrollment_id, request.payment_method);
      const member = await payerOnFileFor(db, filter, reader);
      if (request.payment_method === 'cc') {
        const [card] = member ? await db.select().from(memberCards).where(and(eq(memberCards.id, request.card_id), eq(memberCards.userId, member.userId))) : [];
        if (!card) throw fieldFailure('card_id', billingMessages.unknownCard);
        await saveStep(db, request.enrollment_id, 'billing_info', {
          payment_method: 'cc',
          card_id: card.id,
          first_name_on_cc: card.nameOnCard,
          card_brand: card.brand,
          card_last_four: card.lastFour,
          expiration_month: card.expirationMonth,
          expiration_year: card.expirationYear,
          billing_email: request.billing_email,
        });
        return { saved: true as const };
      }
      const [bank] = member ? await db.select().from(memberBanks).where(and(eq(memberBanks.id, request.bank_id), eq(memberBanks.userId, member.userId))) : [];
      if (!bank) throw fieldFailure('bank_id', billingMessages.unknownBank);
      // the account itself stays on file: the step keeps the id and what review shows
      await saveStep(db, request.enrollment_id, 'billing_info', {
        payment_method: 'eft',
        bank_id: bank.id,
        account_name: bank.accountName,
        bank_name: bank.bankName,
        routing_number: bank.routingNumber,
        account_last_four: bank.accountNumber.slice(-4),
        account_type: request.account_type ?? bank.accountType,
        account_holder_type: request.account_holder_type ?? bank.accountHolderType,
        billing_email: request.billing_email,
      });
      return { saved: true as const };
    },

    async getBillingText({ enrollment_id }) {
      const filter = await filters.require(enrollment_id);
      const [group] = filter.group_id === null ? [] : await db.select({ name: groups.name }).from(groups).where(eq(groups.id, filter.group_id));
      return { merchantInfo: eftAuthorizationText(group?.name ?? DEFAULT_MERCHANT) };
    },
  };
};
