import { expect, test, type Page } from '@playwright/test';
import { at, submitQuote } from './support.ts';

// Spec 1 §3, spec 3 §5: IC reads 'Member + 1 Child' in every tier list and summary while a premier
// plan (Premier Health L713, plan 115) is in the cart; 'Member + Children' otherwise.
const summary = (page: Page) => page.getByRole('region', { name: 'Your quote' });
/** The plan page's pricing card of BrightSmile Dental Basic (121), named by its tier label. */
const dentalCard = async (page: Page, label: string) => {
  await page.goto(at('localhost', '/plan/121/BrightSmile%20Dental%20Basic'));
  return page.getByRole('button', { name: `Add to Cart: ${label}`, exact: true });
};

test("a premier plan in the cart makes IC read 'Member + 1 Child' in the plans summary, the Edit popup and a plan's pricing card", async ({ page }) => {
  await submitQuote(page, '/', 'IC');
  await expect(summary(page)).toContainText('Member + Children');
  await expect(await dentalCard(page, 'Member + Children')).toBeVisible();

  await page.goto(at('localhost', '/plan/115/Premier%20Health%20L713'));
  await page.getByRole('button', { name: /^(Add to Cart|Enroll Now): / }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('region', { name: 'Order Info' })).toContainText('Member + 1 Child');

  await page.goto(at('localhost', '/plans'));
  await expect(summary(page)).toContainText('Member + 1 Child');
  await expect(summary(page)).not.toContainText('Member + Children');
  await summary(page).getByRole('button', { name: 'Edit' }).click();
  const tier = page.getByRole('dialog', { name: 'Edit your quote' }).getByLabel('Tier');
  await expect(tier.locator('option')).toHaveText(['Select', 'Member Only', 'Member + Spouse', 'Member + 1 Child', 'Family']);
  await expect(tier).toHaveValue('IC');

  // a plan page's pricing card reads the same label
  await expect(await dentalCard(page, 'Member + 1 Child')).toBeVisible();
});
