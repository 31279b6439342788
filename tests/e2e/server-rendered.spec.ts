import { expect, test, type Page } from '@playwright/test';
import { at, stored } from './support.ts';

// Issue 25: pages arrive as HTML rendered on the server from the built server bundle (with their
// styles), then hydrate without a mismatch. The main landing of a first visit is rendered whole
// (start-up decided on the server: the quote form, the featured plans); elsewhere the server renders
// start-up's shell: the location banner, the host's branded header and the page's placeholder
// (the landing's quote box on a landing, a spinner elsewhere).

const hosts = [
  ['localhost', 'benefits@member-benefits.example.com', '/assets/logos/member-benefits.svg'],
  ['acme.localhost', 'benefits@acme-benefits.example.com', '/assets/logos/acme-benefits.svg'],
] as const;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [host, email, logo] of hosts) {
    test(`the landing on ${host} arrives with its branding, styled, and the quote's place`, async ({ page }) => {
      await page.goto(at(host));
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: email })).toBeVisible();
      await expect(header.locator(`img[src="${logo}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
      await expect(page.getByText('Use your location to show plans near you?')).toBeVisible();
      // emotion's styles came with the HTML: the banner is laid out as a flex row
      expect(await page.getByRole('region', { name: 'Location permission' }).evaluate((banner) => getComputedStyle(banner).display)).toBe('flex');
    });
  }

  test("the main landing of a first visit arrives whole: the quote form's fields and the featured plans", async ({ page }) => {
    await page.goto(at('localhost'));
    const form = page.getByRole('form', { name: 'Get a quote' });
    for (const label of ['Zip Code', 'Gender', 'Tier', 'Date of Birth']) await expect(form.getByLabel(label)).toBeVisible();
    await expect(form.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Featured Plans' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'More Info: CareBridge Limited Medical' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Plan categories' }).getByRole('link', { name: 'Dental' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
  });

  test("a rep's landing and another page arrive with the host's header and a spinner where the page will be", async ({ page }) => {
    for (const path of ['/jane', '/plan/121/BrightSmile%20Dental%20Basic']) {
      await page.goto(at('localhost', path));
      await expect(page.getByRole('banner').getByRole('link', { name: 'benefits@member-benefits.example.com' })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Starting the storefront' })).toBeAttached();
    }
  });

  test('a remembered location choice is rendered as the browser keeps it: no banner', async ({ page, context }) => {
    await context.addCookies([{ name: 'locationPermission', value: 'denied', url: at('localhost') }]);
    await page.goto(at('localhost'));
    await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
    await expect(page.getByText('Use your location to show plans near you?')).toHaveCount(0);
  });
});

/** Console errors and uncaught errors of the page (a hydration mismatch is reported as one). */
const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test.describe('with JavaScript', () => {
  for (const [host] of hosts) {
    test(`the landing on ${host} hydrates without a mismatch and is interactive`, async ({ page }) => {
      const errors = errorsOf(page);
      // the document as the server sent it (Node does not resolve acme.localhost; the browser does)
      const served = await (await page.goto(at(host)))!.text();
      expect(served).toContain('Get a quote</h1>');
      expect(served).toContain('id="server-state"');
      // the hydrated banner answers; then the app takes over from the shell
      await page.getByRole('button', { name: 'Close the location banner' }).click();
      await expect(page.getByText('Use your location to show plans near you?')).toHaveCount(0);
      // closing is no choice: nothing is mirrored for the server's next render
      expect((await page.context().cookies()).find((cookie) => cookie.name === 'locationPermission')).toBeUndefined();
      await expect(page.getByRole('status', { name: 'Starting the storefront' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('the landing rendered whole hydrates into the session the server decided, and its quote works', async ({ page }) => {
    const errors = errorsOf(page);
    const served = await (await page.goto(at('localhost')))!.text();
    expect(served).toContain('aria-label="Get a quote"');
    // start-up's decision was made on the server: its writes are replayed here, its session cookie came with the page
    await expect.poll(() => stored(page, 'group_id')).not.toBeNull();
    expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('session');
    await page.getByLabel('Zip Code').fill('10001');
    await page.getByLabel('Gender').selectOption('1');
    await page.getByLabel('Tier').selectOption('IO');
    await page.getByLabel('Date of Birth').pressSequentially('04121988');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/plans/);
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a choice made in the browser reaches the next server render, and hydration still matches', async ({ page }) => {
    const errors = errorsOf(page);
    await page.goto(at('localhost'));
    await page.getByRole('button', { name: "Don't Allow" }).click();
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'locationPermission')?.value).toBe('denied');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
    await expect(page.getByText('Use your location to show plans near you?')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
