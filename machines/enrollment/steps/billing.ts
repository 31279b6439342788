import type { BillingStepDescriptor } from './descriptor.ts';

/** Billing Information (spec 3 §2.5, §4.4, §7): the payment method's card, EFT or list-bill choice; kind `billing`. */
export const billingStep = {
  tab: 'billing_info',
  kind: 'billing',
  calls: [
    'getPaymentMethod',
    'getFormFieldsBillingInfo',
    'getEnrollmentTempStep',
    'getExistingCardInfo',
    'getStates',
    'getExistingBankInfo',
    'getBillingText',
    'validateRoutingNumber',
    'saveBillingInfo',
    'saveBillingInfoExisting',
  ],
} as const satisfies BillingStepDescriptor;
