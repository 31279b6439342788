import { expect, test, type Page } from '@playwright/test';
import { reviewToReceipt, signAndPay } from './closing-steps.ts';
import { at, expectAccessible, fillPersonal, stored, submitQuote } from './support.ts';
import { openTermLifeAsNonSmoker } from './plan-steps.ts';

// Review's Change and Edit Details beyond Personal (spec 3 §2.3; issue 11; issue 28 item 3): one
// fresh enrollment of its own that reaches Employer, Beneficiary and Health (a main-site quote with
// Income Shield Disability 181, Family Term Life 172 and CriticalCare Protect 191;
// docs/demo-data.md). On review each step's section shows what was saved (health in its question's
// layout); Employer is opened by View Details' Edit Details, Beneficiary and Health by their
// section's Change: the return marker stored, the step's primary button reads 'Save and return to
// review', a value changed there comes back to review with the focus on that step's section, which
// shows the change. 'Back to review' returns without saving.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const addButton = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^(Add to Cart|Enroll Now): ${label.replace(/[$]/g, '\\$')}$`) });
const cartTable = (page: Page) => page.getByRole('table', { name: 'Plans in your cart' });
const question = (page: Page, text: RegExp) => page.getByRole('region', { name: text });
const answer = (page: Page, text: RegExp, choice: 'Yes' | 'No') => question(page, text).getByRole('radiogroup').getByText(choice, { exact: true }).click();

const HEALTH_QUESTIONS = [/heart disease/, /cancer or a tumor/, /surgery or a test/, /tobacco or nicotine products/, /hospitalized or confined/, /prescription medication/];
/** Question 146: its details use the condition layout (spec 3 §2.3). */
const Q146 = /under the care of a physician/;

/** Income Shield Disability: the income popup, then Add to Cart with the membership it needs. */
const addDisability = async (page: Page) => {
  await page.goto(at('localhost', `/plan/181/${encodeURIComponent('Income Shield Disability')}`));
  await page.getByRole('alert').filter({ hasText: 'annual income' }).getByRole('button', { name: 'clicking here' }).click();
  const popup = page.getByRole('dialog', { name: 'Annual Income and Working Hours' });
  await popup.getByRole('spinbutton', { name: 'Annual Income' }).fill('52000');
  await popup.getByLabel('Working Hours per week').fill('40');
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup).toBeHidden();
  await addButton(page, 'Member Only').click();
  await page.getByRole('dialog', { name: 'Membership Required' }).getByRole('button', { name: 'Add Membership' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartTable(page).getByRole('button', { name: 'Income Shield Disability', exact: true })).toBeVisible();
};

/** Family Term Life: tobacco No, then the $100,000 card. */
const addTermLife = async (page: Page) => {
  await openTermLifeAsNonSmoker(page);
  await addButton(page, '$100,000 coverage').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartTable(page).getByRole('button', { name: 'Family Term Life', exact: true })).toBeVisible();
};

/** CriticalCare Protect: its plan questions answered No, then Add to Cart. */
const addCriticalCare = async (page: Page) => {
  await page.goto(at('localhost', `/plan/191/${encodeURIComponent('CriticalCare Protect')}`));
  const panel = page.getByRole('form', { name: 'Plan questions' });
  for (const text of [/tobacco or nicotine/, /following conditions/, /hospitalized/]) {
    await panel.getByRole('radiogroup', { name: text }).getByText('No', { exact: true }).click();
  }
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your answers have been saved.' })).toBeVisible();
  await addButton(page, 'Member Only').click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartTable(page).getByRole('button', { name: 'CriticalCare Protect', exact: true })).toBeVisible();
};

/** Personal and Contact (the life plan asks birth state and city), on to Employer. */
const passPersonalAndContact = async (page: Page) => {
  await fillPersonal(page, { first: 'Rosa', last: 'Diaz' });
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByLabel('Email Address').fill(`rosa.diaz+${Date.now()}@example.com`);
  await page.getByLabel('Phone Number').fill('2125550166');
  await page.getByLabel('Address 1').fill('9 Elm St');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await page.getByLabel('Birth State').selectOption('NY');
  await page.getByLabel('Birth City').fill('Buffalo');
  await next(page);
};

/** Employer Information for the main site: its group has no info, so nothing is prefilled; every required field filled. */
const passEmployer = async (page: Page) => {
  await expect(page).toHaveURL(/\/enrollment\/employer-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Employer Information' })).toBeVisible();
  await expect(page.getByLabel('Employer Name')).toHaveValue('');
  await page.getByLabel('Employer Name').fill('Harbor Freight Co');
  await page.getByLabel('Employer Phone').fill('2125550123');
  await page.getByLabel('Address 1').fill('40 Dock Rd');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('Zip', { exact: true }).fill('10001');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('NY');
  await page.getByLabel('Average Work Week').selectOption({ label: '30 to 40 hours' });
  await page.getByLabel('Employment Start Date').pressSequentially('03012018');
  await page.getByLabel('Occupation').fill('Dispatcher');
  await page.getByLabel('Compensation Type').selectOption({ label: 'Salary' });
  await page.getByLabel('Employment Status').selectOption({ label: 'Active' });
  const holidays = page.getByRole('group', { name: 'Holiday Policy' });
  await holidays.getByText('Standard 6').click();
  await expect(holidays.getByRole('checkbox', { name: 'Standard 6' })).toBeChecked();
  await next(page);
};

/** Beneficiary Information: one beneficiary at 100%. */
const passBeneficiary = async (page: Page) => {
  await expect(page).toHaveURL(/\/enrollment\/beneficiary-info$/);
  const form = page.getByRole('form', { name: 'Add Beneficiary' });
  await form.getByLabel('First Name', { exact: true }).fill('Maya');
  await form.getByLabel('Last Name', { exact: true }).fill('Diaz');
  await form.getByLabel('Date of Birth').pressSequentially('05202010');
  await form.getByLabel('SSN').fill('765432198');
  await form.getByLabel('Relationship').selectOption({ label: 'Child' });
  await form.getByLabel('Beneficiary Percentage').fill('100');
  await form.getByRole('button', { name: 'Add Beneficiary' }).click();
  await expect(page.getByText('Now You can Continue Enrollment')).toBeVisible();
  await next(page);
};

/** Primary Health Questions: 146 yes with its condition fields, every other question no. */
const passHealth = async (page: Page) => {
  await expect(page).toHaveURL(/\/enrollment\/health-questions$/);
  for (const text of HEALTH_QUESTIONS) await answer(page, text, 'No');
  await answer(page, Q146, 'Yes');
  const q146 = question(page, Q146);
  await q146.getByLabel('Condition', { exact: true }).fill('Asthma');
  await q146.getByLabel('Status').fill('Controlled');
  await q146.getByLabel('Last Seen by Physician').pressSequentially('02102025');
  await q146.getByLabel('Physician Name').fill('Dr. Lee');
  await q146.getByLabel('Physician Phone').fill('2125550144');
  await next(page);
};

/** A card's View Details on review: the modal titled after the card. */
const viewDetails = async (page: Page, card: string) => {
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await page.getByRole('button', { name: `View Details: ${card}` }).click();
  const details = page.getByRole('dialog', { name: card });
  await expect(details.getByRole('button', { name: 'Edit Details' })).toBeEnabled();
  return details;
};

/** Edit Details: the return marker stored, the step opened at `path`. */
const editDetails = async (page: Page, details: ReturnType<Page['getByRole']>, path: RegExp) => {
  await details.getByRole('button', { name: 'Edit Details' }).click();
  await expect(page).toHaveURL(path);
  await expect.poll(() => stored(page, 'navto')).toBe('review');
};

/** A step's section on review ('What you entered'). */
const section = (page: Page, title: string) => page.getByRole('region', { name: 'What you entered' }).getByRole('region', { name: title, exact: true });

/** A section's Change: the return marker stored, the step opened at `path`, its buttons saying they return to review. */
const change = async (page: Page, title: string, path: RegExp) => {
  await section(page, title).getByRole('button', { name: `Change ${title}` }).click();
  await expect(page).toHaveURL(path);
  await expect.poll(() => stored(page, 'navto')).toBe('review');
  await expect(page.getByRole('button', { name: 'Save and return to review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
};

/** 'Save and return to review' on the edited step: back to review (not the step after it), the marker cleared, the focus on the step's section. */
const backToReview = async (page: Page, title: string) => {
  await page.getByRole('button', { name: 'Save and return to review' }).click();
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await expect.poll(() => stored(page, 'navto')).toBeNull();
  await expect(section(page, title).getByRole('heading', { level: 3, name: title })).toBeFocused();
};

test('Edit Details and Change from Employer, Beneficiary and Health: each step opens, a change saved, review shows it', async ({ page }) => {
  test.setTimeout(300_000);
  await submitQuote(page);
  await addDisability(page);
  await addTermLife(page);
  await addCriticalCare(page);
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  const progress = page.getByRole('navigation', { name: 'Enrollment progress' });
  await expect(progress.getByRole('listitem')).toHaveText([
    /Personal Information/,
    /Contact Information/,
    /Employer Information/,
    /Beneficiary Information/,
    /Health Questions/,
    /Agreement & Signature/,
    /Billing Information/,
    /Review & Confirmation/,
  ]);
  await passPersonalAndContact(page);
  await passEmployer(page);
  await passBeneficiary(page);
  await passHealth(page);
  await signAndPay(page);
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);

  // Employer: its saved fields, codes by their names; the occupation changed on the step
  const details = await viewDetails(page, 'Employer Info');
  await expect(details).toContainText('Harbor Freight Co');
  await expect(details).toContainText('Dispatcher');
  await expect(details).toContainText('30 to 40 hours');
  await expect(details).toContainText('Active');
  await expectAccessible(page);
  await editDetails(page, details, /\/enrollment\/employer-info$/);
  // the step keeps its employer: what was saved shows, nothing asked of the group over it
  await expect(page.getByLabel('Employer Name')).toHaveValue('Harbor Freight Co');
  await expect(page.getByLabel('Occupation')).toHaveValue('Dispatcher');
  await page.getByLabel('Occupation').fill('Fleet Manager');
  await backToReview(page, 'Employer Info');
  await expect(section(page, 'Employer Info')).toContainText('Fleet Manager');
  await expect(section(page, 'Employer Info')).not.toContainText('Dispatcher');

  // Back to review saves nothing: the occupation typed over is not kept
  await change(page, 'Employer Info', /\/enrollment\/employer-info$/);
  await page.getByLabel('Occupation').fill('Not kept');
  await page.getByRole('button', { name: 'Back to review' }).click();
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await expect.poll(() => stored(page, 'navto')).toBeNull();
  await expect(section(page, 'Employer Info').getByRole('heading', { level: 3 })).toBeFocused();
  await expect(section(page, 'Employer Info')).toContainText('Fleet Manager');
  await expect(section(page, 'Employer Info')).not.toContainText('Not kept');

  // Beneficiary: the list, titled; the beneficiary's last name changed on the step
  const maya = section(page, 'Beneficiary Info').getByRole('region', { name: 'Beneficiary 1: Maya Diaz' });
  await expect(maya).toContainText('Child');
  await expect(maya).toContainText('100%');
  await expect(maya).toContainText('***-**-2198');
  await change(page, 'Beneficiary Info', /\/enrollment\/beneficiary-info$/);
  const listed = page.getByRole('list', { name: 'Added beneficiaries' });
  await listed.getByRole('button', { name: 'Edit Beneficiary 1: Maya Diaz' }).click();
  const editForm = page.getByRole('form', { name: 'Edit Beneficiary' });
  await editForm.getByLabel('Last Name', { exact: true }).fill('Diaz-Moreno');
  await editForm.getByRole('button', { name: 'Update Beneficiary' }).click();
  await expect(editForm).toBeHidden();
  await expect(listed.getByRole('heading', { name: 'Beneficiary 1: Maya Diaz-Moreno' })).toBeVisible();
  await backToReview(page, 'Beneficiary Info');
  await expect(section(page, 'Beneficiary Info').getByRole('region', { name: 'Beneficiary 1: Maya Diaz-Moreno' })).toContainText('Diaz-Moreno');

  // Health: 146 in its condition layout; its condition changed on the step
  let conditionLayout = section(page, 'Health Questions').getByRole('region', { name: Q146 });
  await expect(conditionLayout).toContainText('Yes');
  await expect(conditionLayout).toContainText('Condition');
  await expect(conditionLayout).toContainText('Asthma');
  await expect(conditionLayout).toContainText('Last Seen by Physician');
  await expect(conditionLayout).toContainText('Dr. Lee');
  await expect(conditionLayout).not.toContainText('Health Condition');
  await expect(section(page, 'Health Questions').getByRole('region', { name: /heart disease/ })).toContainText('No');
  await change(page, 'Health Questions', /\/enrollment\/health-questions$/);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/review-change-health.png', fullPage: true });
  const q146 = question(page, Q146);
  await expect(q146.getByLabel('Condition', { exact: true })).toHaveValue('Asthma');
  await q146.getByLabel('Condition', { exact: true }).fill('Seasonal asthma');
  await backToReview(page, 'Health Questions');
  conditionLayout = section(page, 'Health Questions').getByRole('region', { name: Q146 });
  await expect(conditionLayout).toContainText('Seasonal asthma');
  await expectAccessible(page);

  await reviewToReceipt(page);
});
