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
