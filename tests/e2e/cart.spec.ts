import { expect, test, type Page } from '@playwright/test';
import { at, holdSeededEnrollment, expectAccessible, mailTo, stored } from './support.ts';

/** Opens /cart on `host` holding the seeded cart `tempId` (docs/demo-data.md). */
const openSeededCart = async (page: Page, host: string, tempId: string) => {
  await holdSeededEnrollment(page, host, tempId);
  await page.goto(at(host, '/cart'));
  await expect(page.getByRole('table', { name: 'Plans in your cart' })).toBeVisible();
};

const orderInfo = (page: Page) => page.getByRole('region', { name: 'Order Info' });

test('remove a line, read a plan, then check out through the confirmation modal', async ({ page }) => {
  // one journey over four modals, each checked by axe
  test.slow();
  await openSeededCart(page, 'localhost', 'TECART01');
  const table = page.getByRole('table', { name: 'Plans in your cart' });
  await expect(table.getByRole('row')).toHaveCount(4);
  // the membership line has no trash button; it shows in Order Info too
  await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(2);
  await expect(orderInfo(page)).toContainText('Association Membership');
  await expect(orderInfo(page)).toContainText('Member + 1 Child');
  await expect(orderInfo(page)).toContainText('$218.50');
  // a rep or group on the main host gets no personalised quote
  await expect(page.getByRole('button', { name: 'Send Personalized Quote' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/cart.png', fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Remove Premier Health L713' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove plan' });
  await expect(confirm).toContainText('Do you really want to remove?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);
  await page.getByRole('button', { name: 'Remove Premier Health L713' }).click();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(orderInfo(page)).toContainText('Member + Children');
  await expect(orderInfo(page)).toContainText('$29.50');
  await expect(page.getByRole('link', { name: 'Cart 2 items $29.50' })).toBeVisible();

  await page.getByRole('button', { name: 'BrightSmile Dental Basic', exact: true }).click();
  const detail = page.getByRole('dialog', { name: 'BrightSmile Dental Basic' });
  await expect(detail).toContainText('Cleanings, x-rays and fillings from day one.');
  await expectAccessible(page);
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();

  const date = orderInfo(page).getByLabel('Effective Date');
  const second = await date.locator('option').nth(1).textContent();
  await date.selectOption(second!);
  // spec 1 §4: the confirmation comes first; checkout and its screenshot only after its Proceed
  const posted: string[] = [];
  page.on('request', (sent) => {
    if (/\/api\/v1\/(cart-checkout|save-screenshot)$/.test(new URL(sent.url()).pathname)) posted.push(new URL(sent.url()).pathname);
  });
  await orderInfo(page).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Confirm your cart' });
  await expect(confirmation).toContainText(`Your plans will be effective as of ${second}`);
  await page.screenshot({ path: 'test-results/screens/cart-confirmation.png' });
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Back to Cart' }).click();
  await expect(confirmation).toBeHidden();
  expect(posted).toEqual([]);
  await orderInfo(page).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await confirmation.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  // the cart's picture is drawn and sent once the wizard has painted (src/adapters/screenshot.ts)
  await expect.poll(() => posted).toEqual(['/api/v1/cart-checkout', '/api/v1/save-screenshot']);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeVisible();
  expect(await stored(page, 'new_enrollment')).toBe('true');
});

test('a group on acme.localhost sends a personalised quote, found in the outbox', async ({ page, request }) => {
  const email = `ann.lee+${Date.now()}@example.com`;
  await openSeededCart(page, 'acme.localhost', 'TECART02');
  await page.getByRole('button', { name: 'Send Personalized Quote' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Personalized Quote' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Field is required')).toHaveCount(2);
  await dialog.getByLabel('Name').fill('R2-D2');
  await dialog.getByLabel('Email').fill('ann@');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter valid name')).toBeVisible();
  await expect(dialog.getByText('Please enter valid email address')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/cart-quote-form.png' });
  await expectAccessible(page);

  await dialog.getByLabel('Name').fill('Ann Lee');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Message').fill('Call me on Monday.');
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Quote Preview' });
  await expect(preview).toContainText('Dear Ann Lee,');
  await expect(preview).toContainText('Call me on Monday.');
  await expectAccessible(page);
  await preview.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue(email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByRole('dialog', { name: 'Quote Sent' });
  await expect(sent).toContainText(`Quote Successfully Sent to ${email}`);
  await expectAccessible(page);

  const mail = await mailTo(request, email, /quote/i);
  expect(mail?.text).toContain('BrightSmile Dental Basic');
  expect(mail?.text).toContain('Call me on Monday.');
});

test("a fresh quote's cart reads 'No items in cart.'", async ({ page }) => {
  await page.goto(at('localhost'));
  await page.getByLabel('Zip Code').fill('10001');
  await page.getByLabel('Gender').selectOption('1');
  await page.getByLabel('Tier').selectOption('IO');
  await page.getByLabel('Date of Birth').pressSequentially('01151980');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans/);
  await page.getByRole('link', { name: 'Cart 0 items $0.00' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText('No items in cart.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Plans');
  await expectAccessible(page);
});
