import { expect, test, type Page } from '@playwright/test';
import { signAndPay } from './closing-steps.ts';
import { expectErrorSummary } from './error-summary.ts';
import { addCriticalCareAndProceed } from './plan-steps.ts';
import { at, enrollmentCodeSentTo, expectAccessible, fillPersonal, resumeByCode, saveLaterTo, stored, submitQuote, demoLink } from './support.ts';

// Primary Health Questions (spec 2 §2-§5, §8, §9; spec 3 §2.3; issue 11 §3, §4): a plan with health
// questions (CriticalCare Protect, 191) in the cart brings the step; unanswered questions are
// refused, a yes shows its details (146 the condition fields, 145 none), medications; review shows
// the answers; save later keeps the nested answers for a resume by code; Maria finds hers.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const question = (page: Page, text: RegExp) => page.getByRole('region', { name: text });
const answer = (page: Page, text: RegExp, choice: 'Yes' | 'No') => question(page, text).getByRole('radiogroup').getByText(choice, { exact: true }).click();

const Q141 = /heart disease/;
const Q142 = /cancer or a tumor/;
const Q143 = /surgery or a test/;
const Q145 = /tobacco or nicotine products/;
const Q146 = /under the care of a physician/;
const Q147 = /hospitalized or confined/;
const MEDS = /prescription medication/;

/**
 * A new applicant's quote (IO, zip 10001) on rep Jane's landing page (an individual enrollment: no
 * employer step) with CriticalCare Protect, through Personal and Contact to the health step.
 */
const reachHealth = async (page: Page, email: string) => {
  await submitQuote(page, '/jane');
  await addCriticalCareAndProceed(page, '/jane');
  await fillPersonal(page, { first: 'Hana', last: 'Ito' });
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('2125550177');
  await page.getByLabel('Address 1').fill('5 Bay St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/health-questions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Primary Health Questions' })).toBeVisible();
};

test('a plan with health questions: unanswered refused, the 146 layout, medications, review in both layouts, on to the receipt', async ({ page }) => {
  test.slow();
  await reachHealth(page, `hana.ito+${Date.now()}@example.com`);
  const progress = page.getByRole('navigation', { name: 'Enrollment progress' });
  await expect(progress.getByRole('listitem')).toHaveText([/Personal Information/, /Contact Information/, /Health Questions/, /Agreement & Signature/, /Billing Information/, /Review & Confirmation/]);

  // nothing answered: refused, the one message in the error summary, which takes focus; its link leads to the first question
  await next(page);
  await expectErrorSummary(page, ['Please answer all questions'], question(page, Q141).getByRole('radio', { name: 'Yes' }));
  await expect(page).toHaveURL(/\/enrollment\/health-questions$/);

  // a yes shows the question's own fields: standard, none for 145, the condition fields for 146
  await answer(page, Q141, 'Yes');
  const q141 = question(page, Q141);
  await expect(q141.getByLabel('Health Condition')).toBeVisible();
  await expect(q141.getByLabel('Physician Name')).toHaveCount(0);
  await answer(page, Q145, 'Yes');
  await expect(question(page, Q145).getByRole('textbox')).toHaveCount(0);
  await answer(page, Q146, 'Yes');
  const q146 = question(page, Q146);
  for (const label of ['Condition', 'Status', 'Last Seen by Physician', 'Date of Recovery', 'Physician Name', 'Physician Address', 'Physician Phone']) {
    await expect(q146.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(q146.getByLabel('Health Condition')).toHaveCount(0);
  for (const text of [Q142, Q143, Q147]) await answer(page, text, 'No');
  await answer(page, MEDS, 'Yes');

  // the date mask, a future date refused at its field, the condition named
  await q141.getByLabel('Date of Onset').pressSequentially('01012099');
  await expect(q141.getByLabel('Date of Onset')).toHaveValue('01/01/2099');
  await next(page);
  await expect(q141.getByLabel('Date of Onset')).toHaveAccessibleErrorMessage('Date cannot be in the future');
  await expect(q141.getByLabel('Health Condition')).toHaveAccessibleErrorMessage('Field is required');
  await expect(q146.getByLabel('Condition', { exact: true })).toHaveAccessibleErrorMessage('Field is required');
  await expectErrorSummary(page, ['Health Condition: Field is required', 'Date of Onset: Date cannot be in the future', 'Condition: Field is required'], q141.getByLabel('Health Condition'));

  await q141.getByLabel('Health Condition').fill('High blood pressure');
  await q141.getByLabel('Date of Onset').fill('');
  await q141.getByLabel('Date of Onset').pressSequentially('03152019');
  await q141.getByLabel('Under Treatment').selectOption({ label: 'Yes' });
  await q146.getByLabel('Condition', { exact: true }).fill('Asthma');
  await q146.getByLabel('Status').fill('Controlled');
  await q146.getByLabel('Last Seen by Physician').pressSequentially('10012026');
  await q146.getByLabel('Physician Name').fill('Dr. Lee');
  await q146.getByLabel('Physician Phone').fill('2125550123');
  const meds = question(page, MEDS);
  await meds.getByLabel('Medication 1').fill('Lisinopril');
  await meds.getByLabel('Dosage 1').fill('10 mg');
  await meds.getByLabel('Medical Condition 1').fill('Blood pressure');
  await meds.getByLabel('Medication 3').fill('Albuterol');
  await page.getByLabel('Additional Notes').fill('Checked every year.');
  await page.screenshot({ path: '/tmp/health-step.png', fullPage: true });
  await expectAccessible(page);
  await next(page);
  await signAndPay(page);

  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await expect.poll(() => stored(page, 'isSpouseEnrollAccept')).toBe('false');
  await page.getByRole('button', { name: 'View Details: Health Questions' }).click();
  const details = page.getByRole('dialog', { name: 'Health Questions' });
  const standard = details.getByRole('region', { name: Q141 });
  await expect(standard).toContainText('Yes');
  await expect(standard).toContainText('High blood pressure');
  await expect(standard).toContainText('03/15/2019');
  const conditionLayout = details.getByRole('region', { name: Q146 });
  await expect(conditionLayout).toContainText('Physician Name');
  await expect(conditionLayout).toContainText('Dr. Lee');
  await expect(details.getByRole('region', { name: Q142 })).toContainText('No');
  const medication = details.getByRole('region', { name: MEDS });
  await expect(medication).toContainText('Lisinopril');
  await expect(medication).toContainText('Albuterol');
  await page.screenshot({ path: '/tmp/health-review.png', fullPage: true });
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Close' }).click();

  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/receipt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Hana Ito!' })).toBeVisible();
});

test('save later on the health step keeps the nested answers; a resume by code finds them', async ({ page, browser, request }) => {
  test.slow();
  const alternate = `hana.alt+${Date.now()}@example.com`;
  await reachHealth(page, `hana.ito+${Date.now()}@example.com`);
  await answer(page, Q146, 'Yes');
  await question(page, Q146).getByLabel('Condition', { exact: true }).fill('Migraine');
  await question(page, Q146).getByLabel('Physician Name').fill('Dr. Park');
  await answer(page, Q142, 'No');
  await answer(page, MEDS, 'Yes');
  await question(page, MEDS).getByLabel('Medication 2').fill('Sumatriptan');
  await page.getByLabel('Additional Notes').fill('Draft notes');

  await saveLaterTo(page, alternate);
  const other = await resumeByCode(browser, await enrollmentCodeSentTo(request, alternate), alternate);
  await expect(other).toHaveURL(/\/enrollment\/health-questions$/);
  const q146 = question(other, Q146);
  await expect(q146.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(q146.getByLabel('Condition', { exact: true })).toHaveValue('Migraine');
  await expect(q146.getByLabel('Physician Name')).toHaveValue('Dr. Park');
  await expect(question(other, Q142).getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(question(other, Q141).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
  await expect(question(other, Q141).getByRole('radio', { name: 'No' })).not.toBeChecked();
  await expect(question(other, MEDS).getByLabel('Medication 2')).toHaveValue('Sumatriptan');
  await expect(other.getByLabel('Additional Notes')).toHaveValue('Draft notes');
  await expectAccessible(other);
  await other.context().close();
});

test('Maria (an existing member) finds her earlier health answers on the step', async ({ page }) => {
  test.slow();
  await page.goto(demoLink('localhost', 'member-benefit-store/501/IO'));
  await expect(page).toHaveURL(/\/plans/);
  // the member home (after the store page) starts her enrollment: no enroller code asked there
  await page.goto(at('localhost', '/member-home'));
  await expect(page.getByRole('heading', { name: 'Welcome, Maria Lopez' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans/);
  await expect.poll(() => stored(page, 'enroll_type')).toBe('existing-member');
  await addCriticalCareAndProceed(page);
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Maria');
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('5');
  await page.getByLabel('Weight (lbs)').fill('135');
  await page.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await page.getByLabel('Prior Coverage').selectOption({ label: 'None' });
  // Acme (2556) asks for the enroller code
  const gate = page.getByRole('region', { name: 'Enroller code' });
  if (await gate.isVisible()) {
    await gate.getByRole('button', { name: 'Enter Enroller Code' }).click();
    const popup = page.getByRole('dialog', { name: 'Enter Enroller Code' });
    await popup.getByRole('textbox', { name: 'Enroller Code' }).fill('EC2556');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(gate).toContainText('Enroller code: EC2556 saved');
  }
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByLabel('Address 1').fill('22 Hudson St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await next(page);

  await expect(page).toHaveURL(/\/enrollment\/health-questions$/);
  const q146 = question(page, Q146);
  await expect(q146.getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(q146.getByLabel('Condition', { exact: true })).toHaveValue('Asthma');
  await expect(q146.getByLabel('Physician Name')).toHaveValue('Dr. Ana Ruiz');
  await expect(question(page, Q147).getByRole('radio', { name: 'No' })).toBeChecked();
  await expect(question(page, MEDS).getByLabel('Medication 1')).toHaveValue('Albuterol');
  await expect.poll(() => stored(page, 'health_track')).toBe('1');
  await expectAccessible(page);
  await next(page);
  await signAndPay(page);
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
});
