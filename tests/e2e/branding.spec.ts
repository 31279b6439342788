import { expect, test, type Page } from '@playwright/test';
import { arriveAsJane, at, expectAccessible, stored } from './support.ts';

// Branding and the shell (spec 1 §1, §2, §6; issue 15 items 6 and 16, issue 16 item 13).

/** Holds every request matching `pattern` (except those `keep` lets through) until `release` is called. */
const hold = async (page: Page, pattern: string, keep: (url: string) => boolean = () => false) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    if (!keep(route.request().url())) await held;
    await route.continue();
  });
  return release;
};

/** What the header and footer say the site is. */
const brandOf = async (page: Page) => {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /@/ })).toBeVisible();
  return {
    home: await header.getByRole('link', { name: / home$/ }).getAttribute('aria-label'),
    email: await header.getByRole('link', { name: /@/ }).textContent(),
    phone: await header.getByRole('link', { name: /^\(\d{3}\)/ }).textContent(),
    footer: await page.getByRole('contentinfo').getByText(/^© \d{4} /).textContent(),
  };
};

for (const [host, name, email] of [
  ['localhost', 'Member Benefits Association', 'benefits@member-benefits.example.com'],
  ['acme.localhost', 'Acme Benefits', 'benefits@acme-benefits.example.com'],
] as const) {
  test(`one brand on ${host}: the landing, /continue-enrollment and the rep page opened directly`, async ({ browser }) => {
    const brands = [];
    for (const path of ['/', '/continue-enrollment', '/agent-home']) {
      // a fresh browser each time: nothing stored, the page opened directly
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(at(host, path));
      brands.push(await brandOf(page));
      await context.close();
    }
    expect(brands[0]).toEqual({ home: `${name} home`, email, phone: '(800) 555-0100', footer: `© ${new Date().getFullYear()} ${name}. All rights reserved.` });
    expect(brands.slice(1)).toEqual([brands[0], brands[0]]);
  });
}

test('while start-up is still reading the session, the shell shows the host’s own branding', async ({ page }) => {
  const release = await hold(page, '**/api/v1/**', (url) => url.includes('get-external-site-dynamic-information'));
  // a page the server renders as the shell (the landing and /plans it renders whole, server-rendered.spec.ts): start-up moves it to /home in the browser
  await page.goto(at('acme.localhost', '/recommend-list'));
  await expect(page.getByRole('status', { name: 'Starting the storefront' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'benefits@acme-benefits.example.com' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Benefits for the Acme Benefits family');
  await expectAccessible(page);
  release();
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
});

// The cart of issue 15 item 16 is rendered whole on the server now (server-rendered.spec.ts shows it
// without JavaScript): a page the browser renders stands for it
test('on a phone, a page whose code is slow to arrive keeps the shell and shows a spinner, not a blank page', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await hold(page, '**/assets/RecommendListPage-*.js');
  await page.goto(at('localhost', '/recommend-list'));
  await expect(page.getByRole('status', { name: 'Loading the page' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart \d/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('page-code-coming.png') });
  await expectAccessible(page);
  release();
  await expect(page.getByRole('status', { name: 'Loading the page' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recommended Products', level: 1 })).toBeVisible();
});

test('the footer shows the site’s logo and store icons, the quote sits on the call-to-action background', async ({ page }) => {
  await page.goto(at('localhost'));
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('img', { name: 'Member Benefits Association' })).toHaveAttribute('src', '/assets/logos/member-benefits-footer.svg');
  const icons = footer.locator('img[src$="app-store.svg"], img[src$="google-play.svg"]');
  await expect(icons).toHaveCount(2);
  const quote = page.getByRole('region', { name: 'Get a quote' });
  const background = await quote.locator('..').evaluate((box) => getComputedStyle(box).backgroundImage);
  expect(background).toContain('/assets/backdrops/member-benefits-get-a-quote.svg');
  const picture = await page.request.get(at('localhost', '/assets/backdrops/member-benefits-get-a-quote.svg'));
  expect([picture.status(), picture.headers()['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
  await expectAccessible(page);
});

test('a rep’s landing shows the rep’s banner, picture, name and bio', async ({ page }) => {
  await page.goto(at('localhost', '/jane'));
  const info = page.getByRole('region', { name: 'Jane Doe' });
  await expect(info).toContainText('Jane Doe has helped families and small employers choose benefits for fifteen years.');
  await expect(info.locator('img[src="/assets/banners/jane-doe.svg"]')).toBeVisible();
  await expect(info.locator('img[src="/assets/logos/jane-doe.svg"]')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'jane.doe@example.com' })).toBeVisible();
  await expectAccessible(page);
});

test('the main host shows the group’s landing info only where the visitor came as a group', async ({ page }) => {
  await page.goto(at('localhost'));
  await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
  // the association's own site: an open-enrollment visitor (open type user), its details hidden
  expect(await stored(page, 'open_type')).toBe('user');
  await expect(page.getByRole('region', { name: 'Member Benefits Association' })).toHaveCount(0);
  // a group's landing on the main host: open type group
  await page.goto(at('localhost', '/acme'));
  await expect(page.getByRole('region', { name: 'Acme Benefits' })).toContainText('Acme Benefits offers its employees dental, vision, medical and life cover.');
});

test('the rep home shows the site’s banner from the cached branding', async ({ page }) => {
  await arriveAsJane(page);
  await expect(page.locator('main img[src="/assets/banners/member-benefits.svg"]')).toBeVisible();
  await expectAccessible(page);
});
