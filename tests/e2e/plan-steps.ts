import { expect, type Page } from '@playwright/test';
import { at } from './support.ts';

/** Family Term Life's page (the main site's unless `url` says another) with its tobacco question answered No (the plan is tobacco-rated: the popup first), so its coverage cards are offered. */
export const openTermLifeAsNonSmoker = async (page: Page, url = at('localhost', `/plan/172/${encodeURIComponent('Family Term Life')}`)) => {
  await page.goto(url);
  await page.getByRole('alert').filter({ hasText: 'Tobacco usage required' }).getByRole('button', { name: 'clicking here' }).click();
  const popup = page.getByRole('dialog', { name: 'Tobacco Usage' });
  await popup.getByRole('radiogroup', { name: 'Do you use tobacco?' }).getByText('No', { exact: true }).click();
  await popup.getByRole('button', { name: 'Submit' }).click();
  await expect(popup).toBeHidden();
};

/** CriticalCare Protect's plan questions answered No (accepted), then Add to Cart, then Proceed to Enrollment. */
export const addCriticalCareAndProceed = async (page: Page, prefix = '') => {
  await page.goto(at('localhost', `${prefix}/plan/191/CriticalCare%20Protect`));
  const panel = page.getByRole('form', { name: 'Plan questions' });
  for (const text of [/tobacco or nicotine/, /following conditions/, /hospitalized/]) {
    await panel.getByRole('radiogroup', { name: text }).getByText('No', { exact: true }).click();
  }
  await panel.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your answers have been saved.' })).toBeVisible();
  await page.getByRole('button', { name: /^(Add to Cart|Enroll Now): Member Only$/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
};
