import { maskedAccount, maskedCard, paymentMethodLabels, type FilterInfo, type PaymentMethod, type StepData } from '../../contract/index.ts';

/** The demo data's payment rule (docs/reference-server.md, Billing Information). */
export const ACME_GROUP_ID = 2556;
export const BEACON_GROUP_ID = 2512;
/** Jane's Small Business Benefits (SMBZ) bills its groups by EFT list; the Elevate partner portal (ELEV) by statement. */
export const ELIST_PORTAL_ID = 12;
export const STATEMENT_PORTAL_ID = 21;

/**
 * How an enrollment pays (get-payment-method): a group enrollment of Acme by EFT, of Beacon by list
 * bill; else the portal's billing (SMBZ: EFT list, ELEV: statement); everyone else (individuals,
 * the association's visitors, an existing member enrolling for themself) by card.
 */
export const paymentMethodOf = (filter: Pick<FilterInfo, 'group_id' | 'platform_group_id' | 'type' | 'eprocess'>): PaymentMethod => {
  const groupEnrollment = filter.type === 'new-group-member' || filter.eprocess === 'group';
  if (groupEnrollment && filter.group_id === ACME_GROUP_ID) return 'eft';
  if (groupEnrollment && filter.group_id === BEACON_GROUP_ID) return 'list';
  if (filter.platform_group_id === ELIST_PORTAL_ID) return 'elist';
  if (filter.platform_group_id === STATEMENT_PORTAL_ID) return 'stmt';
  return 'cc';
};

/** A few real routing numbers (each passes the ABA checksum) and their banks; others of good checksum answer no name. */
export const KNOWN_ROUTING_NUMBERS: Readonly<Record<string, string>> = {
  '111000025': 'Bank of America, N.A.',
  '026009593': 'Bank of America, N.A.',
  '021000021': 'JPMorgan Chase Bank, N.A.',
  '121000248': 'Wells Fargo Bank, N.A.',
};

/** Keys a stored payment step must never hold (PCI DSS 3.3.1: no security code; 3.4.1: no full card number). */
const NEVER_KEPT = ['security_code', 'card_number'] as const;

/** What the billing step may keep of a save-later draft: everything but the security code and the card number. */
export const billingDraftOf = (data: StepData): StepData => Object.fromEntries(Object.entries(data).filter(([key]) => !(NEVER_KEPT as readonly string[]).includes(key)));

/** What get-enrollment-temp-info answers of the billing step: the account number masked, never a card number or code. */
export const billingReplyOf = (kept: StepData): StepData => {
  const reply = billingDraftOf(kept);
  const account = reply.account_number;
  if (typeof account === 'string' && account !== '') reply.account_number = maskedAccount(account);
  return reply;
};

/** How the receipt says an enrollment pays, masked: a card by brand and last four, an account by its last four. */
export const paymentLineOf = (kept: StepData): string | null => {
  const text = (name: string) => (typeof kept[name] === 'string' ? (kept[name] as string) : '');
  switch (kept.payment_method) {
    case 'cc':
      return `${text('card_brand') || 'Card'} ${maskedCard(text('card_last_four'))}`;
    case 'eft':
      return `Bank account ${maskedAccount(text('account_number') || text('account_last_four'))}${text('bank_name') ? ` at ${text('bank_name')}` : ''}`;
    case 'list':
    case 'elist':
    case 'stmt':
      return `Billed through your group (${paymentMethodLabels[kept.payment_method]})`;
    default:
      return null;
  }
};
