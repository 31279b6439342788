import { reviewToReceipt } from './closing-steps.ts';
import { expect, test, type Page } from '@playwright/test';
import { completeAgreement } from './agreement-steps.ts';
import { billingForm, completeBilling, fillNewBank, TEST_BANK, TEST_CARD } from './billing-steps.ts';
import { at, holdSeededEnrollment, enrollmentCodeSentTo, expectAccessible, passAcmeEmployer, resumeByCode, saveLaterTo, startEnrollment, demoLink, fieldRoot } from './support.ts';

// Billing Information (issue 12 §3; spec 3 §2.5, §4.4, §5, §9): the method the server gives selects
// the type. A new visitor pays by card (its messages, the Luhn check, the brand as typed, the
// physical address); Acme's group cart TECART05 (TECART03's twin) by EFT (the routing number names its bank);
// Maria by her saved card; the Elevate partner enrollment by statement, saved without fields. Each
// ends with Next leaving the step.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
/** The field's own group (label, control, message): the innermost group holding the control. */
const fieldGroup = (page: Page, label: string) => billingForm(page).getByLabel(label, { exact: true }).locator(fieldRoot).last();
const shot = (page: Page, name: string) => (process.env.BILLING_SHOTS ? page.screenshot({ path: `/tmp/billing-${name}.png`, fullPage: true }) : Promise.resolve());

/** Personal and Contact Information of a new applicant (birthdate and gender from the quote). */
const passPersonalAndContact = async (page: Page, email: string) => {
  await page.getByLabel('First Name', { exact: true }).fill('Ana');
  await page.getByLabel('Last Name', { exact: true }).fill('Reyes');
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('6');
  await page.getByLabel('Weight (lbs)').fill('140');
  await page.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await page.getByLabel('SSN').fill('123456789');
  await page.getByLabel('Prior Coverage').selectOption({ label: 'None' });
  const gate = page.getByRole('region', { name: 'Enroller code' });
  // Acme's enrollments (its cart, Maria's) need an enroller code
  if ((await gate.getByRole('button', { name: 'Enter Enroller Code' }).count()) > 0) {
    await gate.getByRole('button', { name: 'Enter Enroller Code' }).click();
    const popup = page.getByRole('dialog', { name: 'Enter Enroller Code' });
    await popup.getByRole('textbox', { name: 'Enroller Code' }).fill('EC2556');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(gate).toContainText('Enroller code: EC2556 saved');
  }
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('2125550199');
  await page.getByLabel('Address 1').fill('1 Main St');
  await page.getByLabel('Address 2').fill('Apt 4');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await next(page);
};

const proceedFromCart = async (page: Page) => {
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
};

const reachBilling = async (page: Page) => {
  await completeAgreement(page);
  await expect(page).toHaveURL(/\/enrollment\/billing-information$/);
  await expect(billingForm(page)).toBeVisible();
};

test('a new card: the spec messages, the Luhn check, the brand as typed, the physical address filled and locked; save later and resume keep all but the number and code; Next leaves the step and review shows it masked', async ({ page, browser, request }) => {
  test.slow();
  const contactEmail = `ana.card+${Date.now()}@example.com`;
  await startEnrollment(page);
  await passPersonalAndContact(page, contactEmail);
  await reachBilling(page);
  const form = billingForm(page);
  // the Billing e-mail shows the contact e-mail, to keep or change (spec 3 §5)
  await expect(form.getByLabel('Billing e-mail')).toHaveValue(contactEmail);
  await expect(form.getByRole('radiogroup', { name: 'Payment Type' }).getByRole('radio', { name: 'Credit Card' })).toBeChecked();
  await expect(form.getByRole('radiogroup', { name: /^Saved cards$/ })).toHaveCount(0);
  await expect(form.getByLabel('Card Number')).toHaveAttribute('autocomplete', 'cc-number');
  await expect(form.getByLabel('Card Number')).toHaveAttribute('inputmode', 'numeric');
  await expect(form.getByLabel('Security Code')).toHaveAttribute('autocomplete', 'cc-csc');
  await expect(form.getByLabel('First Name on Card')).toHaveAttribute('autocomplete', 'cc-given-name');
  // months 01–12, years this year to 20 ahead
  await expect(form.getByLabel('Expiration Month').getByRole('option')).toHaveText(['Select', ...Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'))]);
  const year = new Date().getFullYear();
  await expect(form.getByLabel('Expiration Year').getByRole('option')).toHaveText(['Select', ...Array.from({ length: 21 }, (_, i) => String(year + i))]);
  await expectAccessible(page);

  // Next with everything empty: each required field asks
  await form.getByLabel('Billing e-mail').fill('');
  await next(page);
  await expect(fieldGroup(page, 'Card Number')).toContainText('Field is required');
  await expect(fieldGroup(page, 'Billing e-mail')).toContainText('Field is required');
  await expect(fieldGroup(page, 'City')).toContainText('Field is required');
  await expect(fieldGroup(page, 'Billing Address 2')).not.toContainText('Field is required');

  // the spec's words; then the checksum
  await form.getByLabel('First Name on Card').fill('Ana1');
  await form.getByLabel('Last Name on Card').fill('Reyes');
  await form.getByLabel('Card Number').fill('4111 1111');
  await form.getByLabel('Security Code').fill('12');
  await form.getByLabel('Zip').fill('123');
  await form.getByLabel('Billing e-mail').fill('ana.billing@');
  await next(page);
  await expect(fieldGroup(page, 'Billing e-mail')).toContainText('Enter valid email address');
  await expect(fieldGroup(page, 'First Name on Card')).toContainText('Please enter valid first name');
  await expect(fieldGroup(page, 'Card Number')).toContainText('Card number must be Min-13 and Max-25');
  await expect(fieldGroup(page, 'Security Code')).toContainText('Security code must of 3 or 4 digits');
  await expect(fieldGroup(page, 'Zip')).toContainText('Invalid Zip code');
  await form.getByLabel('Card Number').fill('4111 1111 1111 1112');
  await expect(fieldGroup(page, 'Card Number')).toContainText(`Card type: ${TEST_CARD.brand}`);
  await next(page);
  await expect(fieldGroup(page, 'Card Number')).toContainText('This card number is not valid. Please check the digits');
  await shot(page, 'card-errors');
  await expectAccessible(page);

  // the brand as typed; the physical address fills from Contact and locks, unchecking clears it
  await form.getByLabel('Card Number').fill('5555 5555 5555 4444');
  await expect(fieldGroup(page, 'Card Number')).toContainText('Card type: Mastercard');
  await form.getByLabel('Card Number').fill(TEST_CARD.number);
  await expect(fieldGroup(page, 'Card Number')).toContainText(`Card type: ${TEST_CARD.brand}`);
  await form.getByText('Choose physical address', { exact: true }).click();
  await expect(form.getByLabel('Billing Address', { exact: true })).toHaveValue('1 Main St');
  await expect(form.getByLabel('Billing Address 2')).toHaveValue('Apt 4');
  await expect(form.getByLabel('City')).toHaveValue('New York');
  await expect(form.getByLabel('State')).toHaveValue('NY');
  await expect(form.getByLabel('Zip')).toHaveValue('10001');
  await expect(form.getByLabel('City')).toHaveAttribute('readonly', '');
  await form.getByText('Choose physical address', { exact: true }).click();
  await expect(form.getByLabel('City')).toHaveValue('');
  await expect(form.getByLabel('City')).not.toHaveAttribute('readonly');
  await form.getByText('Choose physical address', { exact: true }).click();

  await form.getByLabel('First Name on Card').fill('Ana');
  await form.getByLabel('Security Code').fill(TEST_CARD.securityCode);
  await form.getByLabel('Expiration Month').selectOption('08');
  await form.getByLabel('Expiration Year').selectOption(String(year + 2));
  await form.getByLabel('Billing e-mail').fill('ana.billing@example.com');
  await shot(page, 'card');

  // Save & Continue Later keeps what was entered but the card number and the security code
  const alternate = `ana.card.alt+${Date.now()}@example.com`;
  await saveLaterTo(page, alternate);
  const resumed = await resumeByCode(browser, await enrollmentCodeSentTo(request, alternate), alternate);
  await expect(resumed).toHaveURL(/\/enrollment\/billing-information$/);
  const kept = billingForm(resumed);
  await expect(kept.getByLabel('First Name on Card')).toHaveValue('Ana');
  await expect(kept.getByLabel('Expiration Month')).toHaveValue('08');
  await expect(kept.getByLabel('City')).toHaveValue('New York');
  await expect(kept.getByLabel('Billing e-mail')).toHaveValue('ana.billing@example.com');
  await expect(kept.getByLabel('Card Number')).toHaveValue('');
  await expect(kept.getByLabel('Security Code')).toHaveValue('');
  await resumed.close();

  // Next saves and leaves; review's View Details shows the card masked
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await page.getByRole('button', { name: 'View Details: Billing Info' }).click();
  const details = page.getByRole('dialog', { name: 'Billing Info' });
  await expect(details).toContainText('Visa xxxxxx1111');
  await expect(details).toContainText('Credit Card');
  await expect(details).toContainText('ana.billing@example.com');
  await expect(details).not.toContainText('4111');
  await shot(page, 'review');
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await reviewToReceipt(page);
});

test("EFT on Acme's group cart: the authorization text, the spec messages, the routing number names its bank or is refused, then Next leaves the step", async ({ page }) => {
  test.slow();
  await holdSeededEnrollment(page, 'acme.localhost', 'TECART05');
  await page.goto(at('acme.localhost', '/cart'));
  await proceedFromCart(page);
  const contactEmail = `ana.eft+${Date.now()}@example.com`;
  await passPersonalAndContact(page, contactEmail);
  await passAcmeEmployer(page);
  await reachBilling(page);
  const form = billingForm(page);
  await expect(form.getByLabel('Billing e-mail')).toHaveValue(contactEmail);
  await expect(form.getByRole('radiogroup', { name: 'Payment Type' }).getByRole('radio', { name: 'EFT' })).toBeChecked();
  const authorization = form.getByRole('region', { name: 'EFT authorization' });
  await expect(authorization).toContainText('I authorize Acme Benefits');
  for (const words of ['up to 5 days after', 'A $30 insufficient funds fee', 'at least 3 business days', 'between the 1st and 6th', 'effective on the 15th', 'between the 21st and 26th', 'effective on the 1st', 'There is no monthly charge for EFT.']) {
    await expect(authorization).toContainText(words);
  }
  await expectAccessible(page);

  // the spec's words at their fields
  await form.getByLabel('Account Holder Name').fill('Ana_Reyes!');
  await form.getByLabel('Account Number').fill('123');
  await next(page);
  await expect(fieldGroup(page, 'Account Holder Name')).toContainText('Invalid account holder name');
  await expect(fieldGroup(page, 'Account Number')).toContainText('Account Number must be of 4 to 17 digits.');
  await expect(fieldGroup(page, 'Bank Name')).toContainText('Field is required');
  await expect(fieldGroup(page, 'Account Type')).toContainText('Field is required');

  // the routing number checked on leaving it: short, a bad checksum (bank name cleared), a known bank
  const routing = form.getByLabel('Routing Number');
  await routing.fill('12345');
  await routing.blur();
  await expect(fieldGroup(page, 'Routing Number')).toContainText('Routing number must be of 9 digits');
  await routing.fill(TEST_BANK.routing);
  await routing.blur();
  await expect(form.getByLabel('Bank Name')).toHaveValue(TEST_BANK.bankName);
  await expect(fieldGroup(page, 'Routing Number')).not.toContainText('Routing number');
  await routing.fill('111000026');
  await routing.blur();
  await expect(fieldGroup(page, 'Routing Number')).toContainText('Invalid routing number');
  await expect(form.getByLabel('Bank Name')).toHaveValue('');
  await shot(page, 'eft-errors');
  await expectAccessible(page);

  await fillNewBank(page);
  await shot(page, 'eft');
  await next(page);
  await reviewToReceipt(page);
});

test("Maria's saved card: offered masked and chosen, the new card's fields set aside; Next saves it and leaves the step", async ({ page }) => {
  test.slow();
  await page.goto(demoLink('localhost', 'member-benefit-store/501/IO'));
  await expect(page).toHaveURL(/\/plans/);
  await page.goto(at('localhost', '/member-home'));
  await expect(page.getByRole('heading', { name: 'Welcome, Maria Lopez' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans/);
  await page.goto(at('localhost', '/plan/131/ClearView%20Vision'));
  await page.getByRole('button', { name: 'Add to Cart: Member Only' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await proceedFromCart(page);
  await passPersonalAndContact(page, 'maria.lopez@example.com');
  await reachBilling(page);
  const form = billingForm(page);
  const saved = form.getByRole('radiogroup', { name: 'Saved cards' });
  const card = saved.getByRole('radio', { name: 'Visa xxxxxx1111, expires 08/2029, Maria Lopez' });
  await expect(card).toBeChecked();
  await expect(form.getByRole('group', { name: 'Saved card' }).getByRole('textbox', { name: 'Card Number' })).toHaveValue('Visa xxxxxx1111');
  await expect(form.getByLabel('Security Code')).toHaveCount(0);
  await shot(page, 'saved-card');
  await expectAccessible(page);
  // a new card instead shows its fields; back to the saved one
  await form.getByText('Use a new card', { exact: true }).click();
  await expect(form.getByLabel('Card Number')).toBeEditable();
  await form.getByText('Visa xxxxxx1111, expires 08/2029, Maria Lopez', { exact: true }).click();
  await expect(card).toBeChecked();
  await completeBilling(page);
  await reviewToReceipt(page);
});

test('a statement-billed enrollment (the Elevate partner, portal 21): STMT pre-selected, no fields, Next saves it and leaves the step', async ({ page }) => {
  test.slow();
  // the partner's signed link to its enrollment binds this browser to it
  await page.goto(demoLink('localhost', 'partner/EL1001'));
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(at('localhost', '/plan/121/BrightSmile%20Dental%20Basic'));
  await page.getByRole('button', { name: 'Add to Cart: Member Only' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await proceedFromCart(page);
  await passPersonalAndContact(page, `ana.stmt+${Date.now()}@example.com`);
  await reachBilling(page);
  const form = billingForm(page);
  await expect(form.getByRole('radiogroup', { name: 'Payment Type' }).getByRole('radio', { name: 'STMT' })).toBeChecked();
  await expect(form.getByRole('textbox')).toHaveCount(0);
  await shot(page, 'list');
  await expectAccessible(page);
  await completeBilling(page);
});
