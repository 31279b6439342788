import { expect, test, type Page } from '@playwright/test';
import { at, expectAccessible, stored } from './support.ts';

// The location banner's Allow (issue 16 item 12): the browser's position fills the quote's zip
// with the nearest zip code and the banner says so; once answered it does not show again; on a
// phone it takes little room, and its answer replaces the question without moving the page.

const CHICAGO_LOOP = { latitude: 41.8858, longitude: -87.6229 };

test.use({ viewport: { width: 390, height: 844 }, permissions: ['geolocation'], geolocation: CHICAGO_LOOP });

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Location permission' });

test('Allow fills the zip with the nearest zip code, says so, and the banner does not show again', async ({ page }) => {
  await page.goto(at('localhost'));
  const banner = bannerOf(page);
  await expect(banner.getByText('Use your location to show plans near you?')).toBeVisible();
  const zip = page.getByRole('textbox', { name: 'Zip Code' });
  await expect(zip).toHaveValue('');
  const asked = await banner.boundingBox();
  // little room on a phone: at most two lines of small text
  expect(asked!.height).toBeLessThanOrEqual(56);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/location-banner-phone-asking.png' });

  await banner.getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(banner).toContainText('Your zip code is set to 60601 (Chicago, IL), the nearest to your location.');
  await expect(zip).toHaveValue('60601');
  expect(await stored(page, 'locationPermission')).toBe('allowed');
  // the answer takes the question's place: nothing below moves
  expect((await banner.boundingBox())!.height).toBe(asked!.height);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/location-banner-phone-located.png' });

  await banner.getByRole('button', { name: 'Close the location banner' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Zip Code' })).toBeVisible();
  await expect(banner).toBeHidden();
});

test('a zip already typed is kept when the position arrives', async ({ page }) => {
  await page.goto(at('localhost'));
  const zip = page.getByRole('textbox', { name: 'Zip Code' });
  await zip.fill('10001');
  await bannerOf(page).getByRole('button', { name: 'Allow', exact: true }).click();
  await expect(bannerOf(page)).toContainText('60601');
  await expect(zip).toHaveValue('10001');
});

test.describe('far from any US zip code', () => {
  test.use({ geolocation: { latitude: 48.8566, longitude: 2.3522 } });

  test('the banner says to enter the zip code, and the field stays empty', async ({ page }) => {
    await page.goto(at('localhost'));
    await bannerOf(page).getByRole('button', { name: 'Allow', exact: true }).click();
    await expect(bannerOf(page)).toContainText('Your location could not be found: please enter your zip code.');
    await expect(page.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('');
  });
});
