import { expect, test, type Page } from '@playwright/test';
import { reviewToReceipt, signAndPay } from './closing-steps.ts';
import { completeDependents, dependentsList } from './dependents-steps.ts';
import { at, expectAccessible, fillContact, fillPersonal, stored, submitQuote } from './support.ts';

// The server checks the whole enrollment at submit (issue 23 §6): an enrollment made invalid after
// its step was completed (its dependents deleted through the API) is refused at Review with the
// step named; the message's link opens that step, and once it is put right the enrollment submits.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const NO_DEPENDENTS = 'Dependent Information: Please add your dependents before continuing.';

/** Member + Spouse with the dental plan: Personal, Contact, a spouse, the agreement and billing; Review opens. */
const reachReviewWithSpouse = async (page: Page) => {
  await submitQuote(page, '/', 'IS');
  await page.goto(at('localhost', '/plan/121/BrightSmile%20Dental%20Basic'));
  await page.getByRole('button', { name: /^(Add to Cart|Enroll Now): / }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await fillPersonal(page, { first: 'Ana', last: 'Reyes' });
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await fillContact(page, `ana.submit+${Date.now()}@example.com`);
  await next(page);
  await completeDependents(page, 'IS');
  await signAndPay(page);
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
};

test('dependents deleted after the step was completed: Review names Dependent Information, its link opens the step, and put right it submits', async ({ page }) => {
  test.slow();
  // the app's own Basic header, for the call made behind its back
  const authorization = page.waitForRequest((request) => request.url().includes('/api/v1/') && request.headers().authorization !== undefined);
  await reachReviewWithSpouse(page);
  const tempId = await stored(page, 'tempId');
  const emptied = await page.request.post(at('localhost', '/api/v1/save-dependent-info-to-temp'), {
    headers: { authorization: (await authorization).headers().authorization! },
    data: { enrollment_id: tempId, dependents: [] },
  });
  expect(emptied.status()).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Review & Confirmation' })).toBeVisible();
  await next(page);
  const box = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Your enrollment cannot be submitted yet' }) });
  await expect(box).toBeVisible();
  await expect(box).toBeFocused();
  await expect(box.getByRole('listitem')).toHaveText([NO_DEPENDENTS]);
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await page.screenshot({ path: '/tmp/submit-checks-refused.png', fullPage: true });
  await expectAccessible(page);

  await box.getByRole('button', { name: NO_DEPENDENTS }).click();
  await expect(page).toHaveURL(/\/enrollment\/dependent-information$/);
  await expect(dependentsList(page).getByRole('listitem')).toHaveCount(0);
  await completeDependents(page, 'IS');
  // the step's save comes back to Review, which now submits
  await reviewToReceipt(page);
});
