import { expect, test } from '@playwright/test';
import { at, expectAccessible, stored } from './support.ts';

// The routes of spec 3 §2.1 without a flow of their own (docs/architecture.md, Routes without a
// flow of their own): none of them goes to /404.
test.describe('spec 3 §2.1 routes', () => {
  test('/PlanQuestionView shows the static medical-question mock-up', async ({ page }) => {
    await page.goto(at('localhost', '/PlanQuestionView'));
    await expect(page).toHaveURL(at('localhost', '/PlanQuestionView'));
    await expect(page.getByRole('heading', { name: 'Medical Questions' })).toBeVisible();
    await expect(page.getByRole('radiogroup')).toHaveCount(5);
    await page.getByRole('radiogroup').first().getByText('Yes').click();
    await expect(page).toHaveURL(at('localhost', '/PlanQuestionView'));
    await expectAccessible(page);
  });

  test('/confirmation/ opens the receipt', async ({ page }) => {
    await page.goto(at('localhost', '/confirmation/'));
    await expect(page).toHaveURL(at('localhost', '/enrollment/receipt'));
    await expect(page.getByText('There is no enrollment receipt to show.')).toBeVisible();
  });

  test('/BenAdvanceHome opens the home', async ({ page }) => {
    await page.goto(at('localhost', '/BenAdvanceHome'));
    await expect(page).toHaveURL(at('localhost', '/home'));
    await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
  });

  test('/website is the group site entry, as /websites is', async ({ page }) => {
    await page.goto(at('localhost', '/website?group=elevate'));
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
    expect(await stored(page, 'group_id')).toBe('3100');
  });
});
