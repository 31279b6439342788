import { expect, test, type Page } from '@playwright/test';
import { signAndPay } from './closing-steps.ts';
import { expectAccessible, fillPersonal, mailTo, submitQuote, fieldRoot } from './support.ts';
import { openTermLifeAsNonSmoker } from './plan-steps.ts';

// Issue 16 items 4, 6 and 7: Contact Information's address against the zips table (a known zip's
// state, and with the USPS box the city too), Review & Confirmation's sections with option names
// and its price column, and the chosen coverage amount of Family Term Life (172) kept by the
// cart, the review, the receipt and the receipt mail.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const fieldGroup = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator(fieldRoot);
const PHONE = { width: 390, height: 844 };

/** Family Term Life at its $50,000 card (tobacco No first); the cart shows the amount chosen; on to Personal Information. */
const addTermLifeAt50k = async (page: Page) => {
  await openTermLifeAsNonSmoker(page);
  await page.getByRole('button', { name: /^(Add to Cart|Enroll Now): \$50,000 coverage$/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('table', { name: 'Plans in your cart' }).getByRole('row').filter({ hasText: 'Family Term Life' });
  await expect(line).toContainText('$50,000 coverage');
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
};

/** Personal Information with Ethnic Group 'Other' (code 12) and its text. */
const passPersonal = async (page: Page) => {
  await fillPersonal(page, { first: 'Ana', last: 'Reyes' });
  await page.getByLabel('Ethnic Group').selectOption({ label: 'Other' });
  await page.getByLabel('Other Ethnic Group').fill('Filipino');
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
};

/** One beneficiary at 100%, on to the agreement. */
const passBeneficiaries = async (page: Page) => {
  await expect(page).toHaveURL(/\/enrollment\/beneficiary-info$/);
  const form = page.getByRole('form', { name: 'Add Beneficiary' });
  await form.getByLabel('First Name', { exact: true }).fill('Luis');
  await form.getByLabel('Last Name', { exact: true }).fill('Reyes');
  await form.getByLabel('Date of Birth').fill('');
  await form.getByLabel('Date of Birth').pressSequentially('06141983');
  await form.getByLabel('SSN').fill('987654321');
  await form.getByLabel('Relationship').selectOption({ label: 'Spouse' });
  await form.getByLabel('Beneficiary Percentage').fill('100');
  await form.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(page.getByRole('list', { name: 'Added beneficiaries' }).getByRole('listitem')).toHaveCount(1);
  await next(page);
};

test('the address against the zips table, review’s sections and price column, and the $50,000 coverage through cart, review, receipt and mail', async ({ page, request }) => {
  test.slow();
  const email = `ana.coverage+${Date.now()}@example.com`;
  await submitQuote(page);
  await addTermLifeAt50k(page);
  await passPersonal(page);

  // item 4: California with zip 10001 is refused at the state; nothing typed is lost
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('2125550199');
  await page.getByLabel('Address 1').fill('1 Main St');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('CA');
  await page.getByLabel('Birth State').selectOption('NY');
  await page.getByLabel('Birth City').fill('Albany');
  await expect(page.getByLabel('Zip', { exact: true })).toHaveValue('10001');
  await next(page);
  await expect(fieldGroup(page, 'State')).toContainText('Zip code 10001 is in New York (NY), not California. Choose New York or correct the zip code.');
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(page.getByLabel('Email Address')).toHaveValue(email);
  await expect(page.getByLabel('Address 1')).toHaveValue('1 Main St');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('CA');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/contact-zip-state.png', fullPage: true });

  // the USPS box checks the city the zips table lists for the zip
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await page.getByLabel('City', { exact: true }).fill('Buffalo');
  await page.getByText('Validate my address with USPS', { exact: true }).click();
  await next(page);
  await expect(fieldGroup(page, 'City')).toContainText('USPS lists zip code 10001 as New York, NY. Enter that city or correct the zip code.');
  await expect(page.getByLabel('Validate my address with USPS')).toBeChecked();
  await page.getByLabel('City', { exact: true }).fill('New York');
  await next(page);

  await passBeneficiaries(page);
  await signAndPay(page);

  // item 6: a section per step on the page, option names not codes, each with Change and View Details (issue 28 item 3)
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  const sections = page.getByRole('region', { name: 'What you entered' });
  const personal = sections.getByRole('region', { name: 'Personal Info' });
  await expect(personal).toContainText('Ethnic Group');
  await expect(personal.getByLabel('Saved details')).toContainText(/Ethnic GroupOther/);
  await expect(personal).not.toContainText(/Ethnic Group12/);
  await expect(personal).toContainText('***-**-4321'); // fillPersonal's SSN, masked
  const contact = sections.getByRole('region', { name: 'Contact Info' });
  await expect(contact).toContainText(/StateNew York/);
  await expect(contact).toContainText(/Validate my address with USPSYes/);
  await expect(sections.getByRole('region', { name: 'Beneficiary Info' })).toContainText('Beneficiary 1: Luis Reyes');
  await expect(sections.getByRole('region', { name: 'Agreement & Signature' })).toContainText('Agreed to');
  await expect(sections.getByRole('heading', { level: 3 })).toHaveText(['Personal Info', 'Contact Info', 'Beneficiary Info', 'Billing Info', 'Agreement & Signature']);
  for (const title of ['Personal Info', 'Contact Info', 'Beneficiary Info', 'Billing Info', 'Agreement & Signature']) {
    await expect(sections.getByRole('region', { name: title, exact: true }).getByRole('button', { name: `Change ${title}` })).toBeVisible();
    await expect(sections.getByRole('button', { name: `View Details: ${title}` })).toBeVisible();
  }

  // item 7 on review: the coverage under the plan, the price in the right-hand column
  const summary = page.getByRole('complementary', { name: 'Cart summary' });
  const planRow = summary.getByRole('row').filter({ hasText: 'Family Term Life' });
  await expect(planRow).toContainText('$50,000 coverage');
  const priceCell = planRow.getByRole('cell').last();
  await expect(priceCell).toHaveCSS('text-align', 'end');
  await expect(summary.getByRole('row').filter({ hasText: 'First Month Total Cost' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/review-sections-desktop.png', fullPage: true });
  await page.setViewportSize(PHONE);
  // the sections fit the phone's width: long values wrap
  expect((await sections.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
  // the progress bar scrolls sideways here, a focus stop of its own (scrollable-region-focusable)
  expect(await page.getByRole('navigation', { name: 'Enrollment progress' }).evaluate((bar) => bar.scrollWidth > bar.clientWidth)).toBe(true);
  // issue 28 item 9: 'Step n of m: title' above it, and the current step whole within it
  await expect(page.getByText(/^Step \d+ of \d+: Review/)).toBeVisible();
  const wholeInStrip = await page.getByRole('navigation', { name: 'Enrollment progress' }).evaluate((bar) => {
    const step = bar.querySelector('[aria-current="step"]')!.getBoundingClientRect();
    const strip = bar.getBoundingClientRect();
    return step.left >= strip.left && step.right <= strip.right;
  });
  expect(wholeInStrip).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/review-sections-phone.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // the receipt lists the plans, the chosen coverage and the totals, as its mail does
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/receipt$/);
  const plans = page.getByRole('table', { name: 'Plans enrolled' });
  const receiptRow = plans.getByRole('row').filter({ hasText: 'Family Term Life' });
  await expect(receiptRow).toContainText('$50,000 coverage');
  const price = (await receiptRow.getByRole('cell').last().textContent()) ?? '';
  expect(price).toMatch(/^\$\d+\.\d{2}$/);
  await expect(plans.getByRole('row').filter({ hasText: 'First Month Total Cost' })).toContainText('$');
  await expect(plans.getByRole('row').filter({ hasText: 'Recurring Monthly Cost' })).toContainText('$');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/receipt-desktop.png', fullPage: true });
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/receipt-phone.png', fullPage: true });

  const mail = await mailTo(request, email, /Enrollment Receipt/);
  expect(mail!.text).toContain(`- Family Term Life ($50,000 coverage): ${price} per month`);

  // issue 28 item 6: Back from the receipt opens the home page, not the closed wizard step
  await page.goBack();
  await expect(page).not.toHaveURL(/\/enrollment\//);
  await expect(page.getByText('There is no enrollment in progress.')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
});
