import { expect, test, type Page } from '@playwright/test';
import { signAndPay } from './closing-steps.ts';
import { at, holdSeededEnrollment, enrollmentCodeSentTo, expectAccessible, fillPersonal, resumeByCode, saveLaterTo, fieldRoot } from './support.ts';

// Employer Information (issue 11 §1; spec 2 §3-§5, §7, §9): an Acme group enrollment (seeded cart
// TECART03 on acme.localhost, docs/demo-data.md) through Personal and Contact to Employer: the
// group's info prefilled, a retired employer refused, the zip that fills and locks the state, save
// later on Employer and a resume by code that finds every value, then review's details and the receipt.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const fieldGroup = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator(fieldRoot);


/** Acme's seeded cart, checked out: the wizard opens at Personal Information. */
const startAcmeEnrollment = async (page: Page) => {
  await holdSeededEnrollment(page, 'acme.localhost', 'TECART03');
  await page.goto(at('acme.localhost', '/cart'));
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
};

const passPersonalAndContact = async (page: Page, email: string) => {
  await fillPersonal(page, { first: 'Lena', last: 'Park' });
  // Acme (2556) needs an enroller code
  const gate = page.getByRole('region', { name: 'Enroller code' });
  await gate.getByRole('button', { name: 'Enter Enroller Code' }).click();
  const popup = page.getByRole('dialog', { name: 'Enter Enroller Code' });
  await popup.getByRole('textbox', { name: 'Enroller Code' }).fill('EC2556');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(gate).toContainText('Enroller code: EC2556 saved');
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('2125550188');
  await page.getByLabel('Address 1').fill('5 Park Ave');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/employer-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Employer Information' })).toBeVisible();
};

test('an Acme group enrollment through Employer: retired refused, the zip fills and locks the state, save later and resume, on to the receipt', async ({ page, browser, request }) => {
  test.slow();
  const email = `lena.park+${Date.now()}@example.com`;
  const alternate = `lena.alt+${Date.now()}@example.com`;
  await startAcmeEnrollment(page);
  const progress = page.getByRole('navigation', { name: 'Enrollment progress' });
  await expect(progress.getByRole('listitem')).toHaveText([/Personal Information/, /Contact Information/, /Employer Information/, /Agreement & Signature/, /Billing Information/, /Review & Confirmation/]);
  await passPersonalAndContact(page, email);

  // the group's info prefills name, phone and address
  await expect(page.getByLabel('Employer Name')).toHaveValue('Acme Benefits');
  await expect(page.getByLabel('Employer Phone')).toHaveValue('2125550142');
  await expect(page.getByLabel('Address 1')).toHaveValue('100 Acme Plaza');
  await expect(page.getByLabel('Zip', { exact: true })).toHaveValue('10001');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('NY');
  const holidays = page.getByRole('group', { name: 'Holiday Policy' });
  await expect(holidays.getByRole('checkbox')).toHaveCount(6);
  await expect(holidays).toContainText('Presendents Day');

  // Next with the rest empty: each required field asks, the holiday policy in its own words
  await next(page);
  await expect(fieldGroup(page, 'Occupation')).toContainText('Field is required');
  await expect(fieldGroup(page, 'Industry')).toContainText('Field is required');
  await expect(holidays).toContainText('Select at least one holiday policy');
  await expect(page).toHaveURL(/\/enrollment\/employer-info$/);

  // a retired employer is refused at once, and on Next
  await page.getByLabel('Employment Status').selectOption({ label: 'Retired' });
  await expect(fieldGroup(page, 'Employment Status')).toContainText('You cannot proceed with retired employer');
  await page.getByLabel('Average Work Week').selectOption({ label: '30 to 40 hours' });
  await page.getByLabel('Employment Start Date').pressSequentially('01152020');
  await page.getByLabel('Occupation').fill('Analyst');
  await page.getByLabel('Compensation Type').selectOption({ label: 'Salary' });
  await page.getByLabel('Industry').fill('Insurance');
  // the count takes digits only: letters leave it empty, and it says its limit
  await page.getByLabel('Number of Employees').pressSequentially('lots');
  await expect(page.getByLabel('Number of Employees')).toHaveValue('');
  await page.getByLabel('Vacation Policy').selectOption({ label: 'Two weeks' });
  await page.getByLabel('Bargaining Unit').selectOption({ label: 'Not in a bargaining unit' });
  await holidays.getByText('Standard 6').click();
  await holidays.getByText('Birthday').click();
  await next(page);
  await expect(fieldGroup(page, 'Employment Status')).toContainText('You cannot proceed with retired employer');
  await expect(fieldGroup(page, 'Number of Employees')).toContainText('Field is required');
  await expect(page).toHaveURL(/\/enrollment\/employer-info$/);
  await expectAccessible(page);

  // a 5-digit zip fills the state and locks it; editing the zip clears and unlocks it; an unknown zip says so
  const zip = page.getByLabel('Zip', { exact: true });
  const state = page.getByLabel('State', { exact: true });
  await zip.fill('60601');
  await expect(state).toHaveValue('IL');
  await expect(state).toBeDisabled();
  await page.screenshot({ path: 'test-results/screens/employer-locked-state.png', fullPage: true });
  await zip.fill('6060');
  await expect(state).toHaveValue('');
  await expect(state).toBeEnabled();
  await zip.fill('00000');
  await expect(fieldGroup(page, 'Zip')).toContainText('Invalid Zip code');
  await expect(state).toHaveValue('');
  await expect(state).toBeEnabled();
  await zip.fill('10001');
  await expect(state).toHaveValue('NY');
  await expect(state).toBeDisabled();
  await expect(fieldGroup(page, 'Zip')).not.toContainText('Invalid Zip code');
  await page.getByLabel('Employment Status').selectOption({ label: 'Active' });
  await page.getByLabel('Number of Employees').fill('250');
  await expectAccessible(page);

  // Save & Continue Later on Employer
  await saveLaterTo(page, alternate);
  // a fresh browser resumes by the code at Employer, every value kept
  const other = await resumeByCode(browser, await enrollmentCodeSentTo(request, alternate), alternate);
  await expect(other).toHaveURL(/\/enrollment\/employer-info$/);
  await expect(other.getByLabel('Occupation')).toHaveValue('Analyst');
  await expect(other.getByLabel('Employment Status')).toHaveValue('A');
  await expect(other.getByLabel('Compensation Type')).toHaveValue('Salary');
  await expect(other.getByLabel('Number of Employees')).toHaveValue('250');
  await expect(other.getByLabel('Employment Start Date')).toHaveValue('01/15/2020');
  const resumedHolidays = other.getByRole('group', { name: 'Holiday Policy' });
  await expect(resumedHolidays.getByRole('checkbox', { name: 'Standard 6' })).toBeChecked();
  await expect(resumedHolidays.getByRole('checkbox', { name: 'Birthday' })).toBeChecked();
  await expect(resumedHolidays.getByRole('checkbox', { name: 'Columbus Day' })).not.toBeChecked();
  await next(other);
  await signAndPay(other);

  // review: the Employer card's details, codes as their names; then the receipt
  await expect(other).toHaveURL(/\/enrollment\/review-confirm$/);
  await other.getByRole('button', { name: 'View Details: Employer Info' }).click();
  const details = other.getByRole('dialog', { name: 'Employer Info' });
  await expect(details).toContainText('Acme Benefits');
  await expect(details).toContainText('Salary');
  await expect(details).toContainText('Active');
  await expect(details).toContainText('Standard 6, Birthday');
  await expectAccessible(other);
  await details.getByRole('button', { name: 'Close' }).click();
  await next(other);
  await expect(other).toHaveURL(/\/enrollment\/receipt$/);
  await expect(other.getByRole('heading', { level: 1, name: 'Thank you, Lena Park!' })).toBeVisible();
  await other.context().close();
});
