import type { Page } from '@playwright/test';
import { completeAgreement } from './agreement-steps.ts';
import { completeBilling } from './billing-steps.ts';

/** Every enrollment ends with its agreement and its payment (spec 3 §2.4, §2.5): both, on to review. */
export const signAndPay = async (page: Page) => {
  await completeAgreement(page);
  await completeBilling(page);
};
