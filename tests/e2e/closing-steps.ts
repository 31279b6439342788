import { expect, type Page } from '@playwright/test';
import { completeAgreement } from './agreement-steps.ts';
import { completeBilling } from './billing-steps.ts';

/** Every enrollment ends with its agreement and its payment (spec 3 §2.4, §2.5): both, on to review. */
export const signAndPay = async (page: Page) => {
  await completeAgreement(page);
  await completeBilling(page);
};

/** Review's Next submits the enrollment: the receipt with its confirmation number (spec 3 §2.7). */
export const reviewToReceipt = async (page: Page) => {
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/enrollment\/receipt$/);
  await expect(page.getByText(/Confirmation number: POL\d{6}/)).toBeVisible();
};
