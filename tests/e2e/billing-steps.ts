import { expect, type Page } from '@playwright/test';

// Billing Information on the page (spec 3 §2.5, §4.4, §5; docs/demo-data.md): helpers for the
// journeys that pass through it.

/** A Visa test number that passes the Luhn checksum. */
export const TEST_CARD = { number: '4111 1111 1111 1111', brand: 'Visa', securityCode: '737' };
/** Bank of America's routing number (known to the server) and an account number. */
export const TEST_BANK = { routing: '111000025', bankName: 'Bank of America, N.A.', account: '000987654321' };

export const billingForm = (page: Page) => page.getByRole('form', { name: 'Billing Information' });

/** A new card: name (Ana Reyes unless `names` says), number, expiry (two years ahead), security code and, unless the physical address is chosen, an address. */
export const fillNewCard = async (page: Page, { physicalAddress = true, names = { first: 'Ana', last: 'Reyes' } } = {}) => {
  const form = billingForm(page);
  const useNew = form.getByRole('radio', { name: 'Use a new card' });
  if ((await useNew.count()) > 0) await form.getByText('Use a new card', { exact: true }).click();
  await form.getByLabel('First Name on Card').fill(names.first);
  await form.getByLabel('Last Name on Card').fill(names.last);
  await form.getByLabel('Card Number').fill(TEST_CARD.number);
  await form.getByLabel('Security Code').fill(TEST_CARD.securityCode);
  await form.getByLabel('Expiration Month').selectOption('08');
  await form.getByLabel('Expiration Year').selectOption(String(new Date().getFullYear() + 2));
  if (physicalAddress) {
    await form.getByText('Choose physical address', { exact: true }).click();
    await expect(form.getByLabel('Billing Address', { exact: true })).not.toHaveValue('');
  } else {
    await form.getByLabel('Billing Address', { exact: true }).fill('12 Park Avenue');
    await form.getByLabel('City').fill('New York');
    await form.getByLabel('State').selectOption('NY');
    await form.getByLabel('Zip').fill('10001');
  }
};

/** A new bank account (held by Ana Reyes unless `holder` says): the routing number verified on leaving it fills the bank name. */
export const fillNewBank = async (page: Page, { holder = 'Ana Reyes' } = {}) => {
  const form = billingForm(page);
  const useNew = form.getByRole('radio', { name: 'Use a new bank account' });
  if ((await useNew.count()) > 0) await form.getByText('Use a new bank account', { exact: true }).click();
  await form.getByLabel('Account Holder Name').fill(holder);
  await form.getByLabel('Routing Number').fill(TEST_BANK.routing);
  await form.getByLabel('Account Number').click();
  await expect(form.getByLabel('Bank Name')).toHaveValue(TEST_BANK.bankName);
  await form.getByLabel('Account Number').fill(TEST_BANK.account);
  await form.getByLabel('Account Type', { exact: true }).selectOption('checking');
  await form.getByLabel('Account Holder Type').selectOption('individual');
};

/** The Billing e-mail (spec 3 §5): `email` typed over what it holds; without one, kept as prefilled (the contact e-mail) or filled when empty. */
export const fillBillingEmail = async (page: Page, email?: string) => {
  const field = billingForm(page).getByLabel('Billing e-mail');
  if (email !== undefined) await field.fill(email);
  else if ((await field.inputValue()) === '') await field.fill('ana.billing@example.com');
};

/**
 * Completes Billing Information with whichever method the page shows: a saved card or bank account
 * as offered, else a new card or bank account with valid data; a list bill as it is. Then Next,
 * which leaves the step.
 */
export const completeBilling = async (page: Page) => {
  await expect(page).toHaveURL(/\/enrollment\/billing-information$/);
  const form = billingForm(page);
  await expect(form).toBeVisible();
  const type = form.getByRole('radiogroup', { name: 'Payment Type' });
  const method = (await type.getByRole('radio').first().getAttribute('value')) ?? '';
  const saved = form.getByRole('radiogroup', { name: /^Saved (cards|bank accounts)$/ });
  const usesSaved = (await saved.count()) > 0 && (await saved.getByRole('radio').first().isChecked());
  if (!usesSaved && method === 'cc') await fillNewCard(page);
  if (!usesSaved && method === 'eft') await fillNewBank(page);
  if (method === 'cc' || method === 'eft') await fillBillingEmail(page);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).not.toHaveURL(/\/enrollment\/billing-information$/);
};
