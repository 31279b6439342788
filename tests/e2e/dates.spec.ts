import { expect, test, type Locator, type Page } from '@playwright/test';
import { addTermLifeAndProceed } from './beneficiary-steps.ts';
import { submitQuote, fieldRoot } from './support.ts';

// One date, everywhere (issue 23 §2; contract/calendar-date.ts): an impossible date is kept as
// typed and refused with its message at the field, never rolled over to another day. Maskito's
// date mask made a Prior Term Date 02/30/2026 into 03/02/2026 and a beneficiary born 02/30/1990
// into 03/02/1990; nothing said so.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
/** The field (its group: label, control, message) of the control labelled `label`, within `scope`. */
const fieldOf = (page: Page, label: string, scope: Page | Locator = page) => scope.getByLabel(label, { exact: true }).locator(fieldRoot).last();

test('an impossible date stays as typed and is refused at its field: a Prior Term Date and a beneficiary’s birth date', async ({ page }) => {
  test.slow();
  await submitQuote(page);
  await addTermLifeAndProceed(page);

  // Personal Information with a prior carrier: the term date typed as 02/30/2026
  await page.getByLabel('First Name', { exact: true }).fill('Ana');
  await page.getByLabel('Last Name', { exact: true }).fill('Reyes');
  await page.getByLabel('SSN').fill('123456789');
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('6');
  await page.getByLabel('Weight (lbs)').fill('140');
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('Prior Coverage').selectOption({ label: 'Had a carrier' });
  await page.getByLabel('Prior Carrier Name').fill('Empire Health');
  await page.getByLabel('Prior Effective Date').pressSequentially('01012020');
  const term = page.getByLabel('Prior Term Date');
  await term.pressSequentially('02302026');
  await expect(term).toHaveValue('02/30/2026');
  await next(page);
  await expect(fieldOf(page, 'Prior Term Date')).toContainText('Enter a valid date');
  await expect(term).toHaveValue('02/30/2026');
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);

  // a month past 12 is kept too, and refused in the spec's words
  await term.fill('');
  await term.pressSequentially('13012026');
  await expect(term).toHaveValue('13/01/2026');
  await next(page);
  await expect(fieldOf(page, 'Prior Term Date')).toContainText('Enter date as mm/dd/yyyy');

  await term.fill('');
  await term.pressSequentially('03012026');
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByLabel('Email Address').fill(`ana.dates+${Date.now()}@example.com`);
  await page.getByLabel('Phone Number').fill('2125550199');
  await page.getByLabel('Address 1').fill('1 Main St');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await page.getByLabel('Birth State').selectOption('NY');
  await page.getByLabel('Birth City').fill('Albany');
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/beneficiary-info$/);

  // a beneficiary born 02/30/1990: kept as typed, refused at the field, nothing added
  const form = page.getByRole('form', { name: 'Add Beneficiary' });
  await form.getByLabel('First Name', { exact: true }).fill('Luis');
  await form.getByLabel('Last Name', { exact: true }).fill('Reyes');
  const born = form.getByLabel('Date of Birth');
  await born.pressSequentially('02301990');
  await expect(born).toHaveValue('02/30/1990');
  await form.getByLabel('SSN').fill('987654321');
  await form.getByLabel('Relationship').selectOption({ label: 'Spouse' });
  await form.getByLabel('Beneficiary Percentage').fill('100');
  await form.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(fieldOf(page, 'Date of Birth', form)).toContainText('Enter a valid date');
  await expect(born).toHaveValue('02/30/1990');
  await expect(page.getByText('No beneficiaries added yet.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('beneficiary-impossible-date.png'), fullPage: true });
});
