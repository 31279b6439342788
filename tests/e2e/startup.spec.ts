import { expect, test } from '@playwright/test';
import { at, demoLink, expectAccessible, stored } from './support.ts';

// Start-up (spec 1 §4) on the demo hosts and entry points of docs/demo-data.md.
test.describe('start-up', () => {
  test('the main host stores its default group site and shows the quote form', async ({ page }) => {
    await page.goto(at('localhost'));
    await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured Plans' })).toBeVisible();
    expect(await stored(page, 'group_id')).toBe('1000');
    expect(await stored(page, 'eprocess')).toBe('group');
    await expectAccessible(page);
  });

  // a phone, as Lighthouse loads it; the server decides a first visit's start-up and renders the
  // landing whole (issue 25), so what the shell did for issue 14 is now the server's page
  test('on a phone the main landing arrives whole, and hydration takes it over without moving the quote (issues 14, 25)', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // the app's code held back until the server's page has been checked: hydration waits for it
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/AppRoot-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(at('localhost'));
    const heading = page.getByRole('heading', { name: 'Get a quote' });
    await expect(heading).toBeVisible();
    await expect(page.getByText('Use your location to show plans near you?')).toBeVisible();
    // the form is there, and waits for the page's code before it takes input
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page.getByLabel('Zip Code')).toBeDisabled();
    const serverBox = await heading.boundingBox();
    await expectAccessible(page);
    release();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    expect(await heading.boundingBox()).toEqual(serverBox);
    // one banner, the server's, kept by the app
    await expect(page.getByRole('region', { name: 'Location permission' })).toHaveCount(1);
  });

  test('a page opened directly asks for its code while start-up is still deciding, not once it has (issue 14)', async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/get-default-info', async (route) => {
      await released;
      await route.continue();
    });
    // a page the browser renders (the cart is rendered whole on the server since ssr4)
    const pageCode = page.waitForRequest(/\/assets\/RecommendListPage-[\w-]+\.js$/);
    await page.goto(at('localhost', '/recommend-list'));
    await pageCode;
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toBeVisible();
    release();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Recommended Products', level: 1 })).toBeVisible();
  });

  test('a group host is looked up by domain and opens /home with the quote wizard', async ({ page }) => {
    await page.goto(at('acme.localhost'));
    await expect(page).toHaveURL(at('acme.localhost', '/home'));
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page.getByText('benefits@acme-benefits.example.com').first()).toBeVisible();
    expect(await stored(page, 'group_id')).toBe('2556');
    expect(await stored(page, 'open_type')).toBe('group');
    await expectAccessible(page);
  });

  test('an unknown host goes to the not-found screen without header or footer', async ({ page }) => {
    await page.goto(at('nowhere.localhost'));
    await expect(page).toHaveURL(at('nowhere.localhost', '/404'));
    await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectAccessible(page);
  });

  // spec 1 §2 Home landing: on the main host the landing's site is resolved by the domain lookup,
  // group and portal ids stored, enroll type new-group-member, and the visitor goes to (the landing's) /
  test('a rep landing page on the main host shows the rep as the site, resolved by the domain lookup, at its /', async ({ page }) => {
    await page.goto(at('localhost', '/jane/plans'));
    await expect(page).toHaveURL(at('localhost', '/jane'));
    await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
    await expect(page.getByText('jane.doe@example.com').first()).toBeVisible();
    expect(await stored(page, 'landing')).toBe('jane');
    expect(await stored(page, 'open_type')).toBe('agent');
    expect(await stored(page, 'group_id')).toBe('1000');
    expect(await stored(page, 'portal_id')).not.toBeNull();
    expect(await stored(page, 'enroll_type')).toBe('new-group-member');
  });

  test('an unknown landing name goes to /404, and Back to Homepage returns home', async ({ page }) => {
    await page.goto(at('localhost', '/nobody-here'));
    await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
  });

  test("a referral's signed link stores the rid and names the referrer", async ({ page }) => {
    await page.goto(demoLink('localhost', 'referral/RF1001'));
    await expect(page.getByText('Referred By Jane Doe')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
    const rid = new URL(page.url()).searchParams.get('rid');
    expect(rid).not.toBe('RF1001');
    expect(await stored(page, 'referral')).toBe(rid);
    await expectAccessible(page);
  });

  test('a referral without rid, with an unknown one, or with the counted id RF1001, is not found', async ({ page }) => {
    await page.goto(at('localhost', '/referrals'));
    await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
    for (const rid of ['NOPE', 'RF1001']) {
      await page.goto(at('localhost', `/referrals?rid=${rid}`));
      await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
    }
  });

  test("the partner site elevate's signed link stores its enrollment and the partner's portal (get-elevate-info), then opens /home", async ({ page }) => {
    await page.goto(demoLink('localhost', 'partner/EL1001'));
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
    expect(await stored(page, 'tempId')).toBe('EL1001');
    expect(await stored(page, 'fromSite')).toBe('elevate');
    expect(await stored(page, 'portal_id')).toBe('21');
  });

  test('the partner site with a counted enrollment id opens the group site without the enrollment', async ({ page }) => {
    await page.goto(at('localhost', '/websites?group=elevate&id=EL1001'));
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
    expect(await stored(page, 'tempId')).toBeNull();
    expect(await stored(page, 'group_id')).toBe('3100');
  });

  test.describe('landing not configured', () => {
    for (const type of ['Agent', 'Group']) {
      test(`for ${type}`, async ({ page }) => {
        await page.goto(at('localhost', `/landing-config-error/${type}`));
        // spec 3 §2.9, §8: an 'OOPS!' page saying the landing url is not configured for the enroll type
        await expect(page.getByRole('heading', { name: 'OOPS!', exact: true })).toBeVisible();
        await expect(page.getByText(`The landing url is not configured for this ${type} enroll type`)).toBeVisible();
        await expect(page.getByRole('banner')).toHaveCount(0);
        await expectAccessible(page);
      });
    }
  });
});
