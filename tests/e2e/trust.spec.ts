import { expect, test } from '@playwright/test';
import { trustMessages } from '../../contract/index.ts';
import { at, demoLink, expectAccessible, fillPersonal, startEnrollment, stored } from './support.ts';

// Who may see an enrollment, and two windows on one (docs/security.md): the server decides by the
// session its browser holds, and a step saved from a replaced version is refused, not overwritten.

test("a second browser cannot open the first one's enrollment, by its id or by a forged link", async ({ page, browser }) => {
  await startEnrollment(page);
  const tempId = (await stored(page, 'tempId'))!;
  expect(tempId).toMatch(/^TE/);

  const other = await (await browser.newContext()).newPage();
  await other.goto(at('localhost'));
  await expect(other.getByRole('link', { name: /^Cart \d/ })).toBeVisible();
  await other.evaluate((id) => localStorage.setItem('tempId', id), tempId);
  await other.goto(at('localhost', '/cart'));
  // the first browser's cart holds BrightSmile; to the other one that enrollment does not exist
  await expect(other.getByRole('link', { name: /^Cart 0 items/ })).toBeVisible();
  await expect(other.getByText('BrightSmile Dental Basic')).toHaveCount(0);

  // the link format before links were signed: base64 of the id
  await other.goto(at('localhost', `/direct-continue/${Buffer.from(tempId).toString('base64url')}/primary_info`));
  await expect(other.getByText('Enrollment not found')).toBeVisible();
  await expect(other.getByLabel('First Name', { exact: true })).toHaveCount(0);
});

test("a member's store link with a counted id opens nothing; the signed one opens the member's plans", async ({ page }) => {
  await page.goto(at('localhost', '/member-benefit-store/501/IO'));
  await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
  expect(await stored(page, 'USER_ID')).toBeNull();
  await page.goto(at('localhost', '/member-home'));
  await expect(page.getByRole('heading', { name: /Welcome/ })).toHaveCount(0);

  await page.goto(demoLink('localhost', 'member-benefit-store/501/IO'));
  await expect(page).toHaveURL(/\/plans/);
  await expect.poll(() => stored(page, 'USER_ID')).toBe('501');
});

test('two windows on one enrollment: the later save from a replaced version is refused and offers a reload', async ({ page, context }) => {
  await startEnrollment(page);
  const second = await context.newPage();
  await second.goto(at('localhost', '/enrollment/personal-info'));
  await expect(second.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();

  await fillPersonal(page, { first: 'Ana', last: 'First' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);

  await fillPersonal(second, { first: 'Ana', last: 'Second' });
  await second.getByRole('button', { name: 'Next', exact: true }).click();
  const alert = second.getByRole('alert').filter({ hasText: trustMessages.changedElsewhere });
  await expect(alert).toBeVisible();
  await expect(second).toHaveURL(/\/enrollment\/personal-info$/);
  // nothing typed is lost while the choice is the user's
  await expect(second.getByLabel('Last Name', { exact: true })).toHaveValue('Second');
  await expectAccessible(second);

  await alert.getByRole('link', { name: 'Reload' }).click();
  await expect(second.getByLabel('Last Name', { exact: true })).toHaveValue('First');
});
