import { expect, test, type Page, type Route } from '@playwright/test';
import { agreementForm, fillAgreement } from './agreement-steps.ts';
import { fillContact, fillPersonal, startEnrollment } from './support.ts';

// A refused save is never silent (issue 23 §4): whatever the server refuses (409, 413, 5xx, or the
// network gone) shows at Next in words a person understands, focused, keeps what was typed, and
// leaves the step not completed; the progress bar's 'completed' is what the server keeps.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const progressItem = (page: Page, title: string) => page.getByRole('navigation', { name: 'Enrollment progress' }).getByRole('listitem').filter({ hasText: title });
const refusal = (page: Page) => page.getByRole('alert').filter({ hasNotText: /^$/ });

/** The server's error envelope with `status` and `message`, naming no field. */
const refuseWith = (status: number, message: string) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ status: 'error', statusCode: status, message, data: [] }) });

test('Personal Information refused (offline, then 500, then 409): each says why at Next, focused; the typed values stay; the step is not completed', async ({ page }) => {
  test.slow();
  await startEnrollment(page);
  await fillPersonal(page, { first: 'Ana', last: 'Refused' });

  // offline: the request never reaches the server
  await page.route('**/api/v1/save-personal-info', (route) => route.abort('internetdisconnected'), { times: 1 });
  await next(page);
  const offline = page.getByText('We could not save this step. Check your connection and try Next again.');
  await expect(offline).toBeVisible();
  await expect(offline).toHaveAttribute('role', 'alert');
  await expect(offline).toBeFocused();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue('Refused');
  await expect(page.getByLabel('SSN')).toHaveValue(/6789|987654321|987-65-4321/);
  await expect(progressItem(page, 'Personal Information')).not.toContainText('(completed)');
  await page.screenshot({ path: 'test-results/screens/refused-save-personal.png', fullPage: true });

  await page.route('**/api/v1/save-personal-info', refuseWith(500, 'Internal Server Error'), { times: 1 });
  await next(page);
  await expect(page.getByText('We could not save this step. Check your connection and try Next again.')).toBeFocused();
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Ana');

  await page.route('**/api/v1/save-personal-info', refuseWith(409, 'This enrollment was changed in another window. Reload to see the latest version; until you do, what you typed stays here.'), { times: 1 });
  await next(page);
  await expect(page.getByRole('alert').filter({ hasText: 'This enrollment was changed in another window.' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Reload' })).toBeVisible();
  await expect(page.getByLabel('Weight (lbs)')).toHaveValue('130');
  await expect(progressItem(page, 'Personal Information')).not.toContainText('(completed)');

  // the server takes it now: the refusal goes, the step is completed (the server keeps it)
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(progressItem(page, 'Personal Information')).toContainText('(completed)');
  await expect(refusal(page)).toHaveCount(0);
});

test("the progress bar's completed steps are the ones the server keeps, not the ones before the step shown", async ({ page }) => {
  await startEnrollment(page);
  // Contact Information opened directly: Personal Information was never saved
  await page.goto('/enrollment/contact-info');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
  await expect(progressItem(page, 'Personal Information')).toBeVisible();
  await expect(progressItem(page, 'Personal Information')).not.toContainText('(completed)');
  await expect(progressItem(page, 'Personal Information')).not.toHaveAttribute('data-completed');
});

test('Agreement & Signature refused as too large: it says so at Next; what was agreed and answered stays; not completed', async ({ page }) => {
  test.slow();
  await startEnrollment(page);
  await fillPersonal(page, { first: 'Ana', last: 'Agrees' });
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await fillContact(page, `ana.agrees+${Date.now()}@example.com`);
  await next(page);
  await fillAgreement(page);

  await page.route('**/api/v1/save-agreement-info', refuseWith(413, 'The request body is too large.'), { times: 1 });
  await next(page);
  const tooLarge = page.getByText('This step holds more than can be saved at once. Shorten the longest entries, then try Next again.');
  await expect(tooLarge).toBeFocused();
  await expect(page).toHaveURL(/\/enrollment\/agreement-signature$/);
  const boxes = agreementForm(page).getByRole('checkbox');
  for (let index = 0; index < (await boxes.count()); index += 1) await expect(boxes.nth(index)).toBeChecked();
  await expect(progressItem(page, 'Agreement & Signature')).not.toContainText('(completed)');
  await page.screenshot({ path: 'test-results/screens/refused-save-agreement.png', fullPage: true });

  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/billing-information$/);
  await expect(progressItem(page, 'Agreement & Signature')).toContainText('(completed)');
});
