import { expect, test } from '@playwright/test';
import { at, demoLink, holdSeededEnrollment, expectAccessible } from './support.ts';

test('the landing strip shows at most 5 plans with Starting From prices, and View All lists them all', async ({ page }) => {
  await page.goto(at('localhost'));
  const strip = page.getByRole('region', { name: 'Recommended Plans' });
  const plans = strip.getByRole('list', { name: 'Recommended plans' }).getByRole('listitem');
  await expect(plans).toHaveCount(5);
  // popularity: featured plans first
  await expect(plans.first()).toContainText('CareBridge Limited Medical');
  await expect(plans.first()).toContainText('Starting From $89.00');
  await expect(plans.first()).toContainText('Limited Medical');
  await expectAccessible(page);

  await strip.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/recommend-list$/);
  await expect(page.getByRole('heading', { name: 'Recommended Products', level: 1 })).toBeVisible();
  const all = page.getByRole('list', { name: 'Recommended plans' }).getByRole('listitem');
  await expect(all.nth(5)).toBeVisible();
  expect(await all.count()).toBeGreaterThan(5);
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expectAccessible(page);
});

// spec 1 §2: the carousel shows at most 5 plans, responsive with 1, 2, 3 and 5 columns
test('on a phone the strip is a carousel of one column: Next and Previous move it by keyboard, the strip keeps its size', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(at('localhost'));
  const strip = page.getByRole('region', { name: 'Recommended Plans' });
  const plans = strip.getByRole('list', { name: 'Recommended plans' }).getByRole('listitem');
  await expect(plans).toHaveCount(1);
  await expect(plans.first()).toContainText('CareBridge Limited Medical');
  const previous = strip.getByRole('button', { name: 'Previous recommended plans' });
  const next = strip.getByRole('button', { name: 'Next recommended plans' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  // its size, not its place in the viewport: Enter scrolls the focused button into view
  const size = async () => {
    const box = await strip.boundingBox();
    return box && { width: box.width, height: box.height };
  };
  const sizeAtFirst = await size();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(plans.first()).not.toContainText('CareBridge Limited Medical');
  await expect(previous).toHaveAttribute('aria-disabled', 'false');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('Enter');
  await expect(next).toHaveAttribute('aria-disabled', 'true');
  await expect(next).toBeFocused();
  expect(await size()).toEqual(sizeAtFirst);
  await page.screenshot({ path: 'test-results/screens/recommended-carousel-phone.png' });
  await previous.click();
  await expect(next).toHaveAttribute('aria-disabled', 'false');
  await expectAccessible(page);
});

test("the list's Home breadcrumb follows the home-target rule: a member's leads to /member-home", async ({ page }) => {
  await page.goto(demoLink('localhost', 'member-benefit-store/501/IO'));
  await expect(page).toHaveURL(/\/plans$/);
  await page.goto(at('localhost', '/recommend-list'));
  await expect(page.getByRole('heading', { name: 'Recommended Products', level: 1 })).toBeVisible();
  const home = page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Home' });
  await expect(home).toHaveAttribute('href', '/member-home');
  await home.click();
  await expect(page).toHaveURL(at('localhost', '/member-home'));
});

test('the cart recommends plans of the categories it lacks', async ({ page }) => {
  await holdSeededEnrollment(page, 'localhost', 'TECART01');
  await page.goto(at('localhost', '/cart'));
  const strip = page.getByRole('region', { name: 'Recommended Plans' });
  await expect(strip.getByRole('listitem')).toHaveCount(5);
  // the cart holds dental, medical (unless another test removed it) and the membership (lifestyle)
  await expect(strip).not.toContainText('Dental');
  await expect(strip).toContainText('CareBridge Limited Medical');
  await expectAccessible(page);
  await strip.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/recommend-list\?planID=121%2C(115%2C)?161$/);
  await expect(page.getByRole('list', { name: 'Recommended plans' })).not.toContainText('BrightSmile');
  await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Cart' })).toBeVisible();
});

test('/new_membership shows the memberships with prices to every visitor; with no enrollment the association filter form is on the page, and ADD CART of Gold puts it in the cart once it is filled', async ({ page }) => {
  await page.goto(at('localhost'));
  await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
  await page.goto(at('localhost', '/new_membership'));
  await expect(page.getByRole('listitem').filter({ hasText: 'Over 100,000 members nationwide' })).toBeVisible();
  const gold = page.getByRole('article', { name: 'Gold' });
  await expect(gold).toContainText('$16.00/month');
  await expect(gold).toContainText('Term Life $10,000 included');
  await expect(page.getByRole('article', { name: 'Bronze' })).toContainText('$5.00/month');
  await expect(page.getByRole('article', { name: 'Silver' })).toContainText('$12.00/month');
  await expect(page.getByRole('article', { name: 'Silver' })).toContainText('Term Life $7,000 included');
  await expectAccessible(page);

  // spec 3 §2.10: with no enrollment the association filter form is on the page; ADD CART waits for it
  const filter = page.getByRole('region', { name: 'Tell us about you' });
  await expect(filter).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/new-membership-filter.png', fullPage: true });
  await gold.getByRole('button', { name: 'ADD CART: Gold' }).click();
  await expect(filter).toContainText('Fill in the form to add the Gold Membership to your cart.');
  await expect(page.getByRole('link', { name: 'Cart 0 items $0.00' })).toBeVisible();
  await expectAccessible(page);
  await filter.getByLabel('Zip Code').fill('10001');
  await filter.getByLabel('Gender').selectOption('1');
  await filter.getByLabel('Tier').selectOption('IO');
  await filter.getByLabel('Date of Birth').pressSequentially('01151980');
  await filter.getByRole('button', { name: 'Submit' }).click();
  await expect(filter).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Gold Membership added to your cart.' })).toBeVisible();
  // spec 1 §8: the request helper's toast
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'The membership is in your cart.' });
  await expect(toast).toContainText('Success!');
  await expect(page.getByRole('link', { name: 'Cart 1 item $16.00' })).toBeVisible();

  // the same membership again: the server adds nothing (204) and the helper's toast is 'Info!'
  await gold.getByRole('button', { name: 'ADD CART: Gold' }).click();
  const info = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'The membership is already in your cart.' });
  await expect(info).toContainText('Info!');
  await expect(page.getByRole('link', { name: 'Cart 1 item $16.00' })).toBeVisible();

  await page.getByRole('link', { name: 'View Cart' }).click();
  const table = page.getByRole('table', { name: 'Plans in your cart' });
  await expect(table).toContainText('Gold Membership');
  await expect(table).toContainText('$16.00');
});

test("a refused ADD CART raises the request helper's 'Warning!' toast with the server's reason", async ({ page }) => {
  await holdSeededEnrollment(page, 'localhost', 'TECART02');
  // a refusal the seeded data cannot make: the server's error envelope, as spec 1 §8 gives it
  await page.route('**/api/v1/add-plan-to-cart', (route) =>
    route.fulfill({ status: 422, json: { status: 'error', statusCode: 422, message: 'Memberships are closed for this group.', data: [] } }),
  );
  await page.goto(at('localhost', '/new_membership'));
  await page.getByRole('article', { name: 'Silver' }).getByRole('button', { name: 'ADD CART: Silver' }).click();
  const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Memberships are closed for this group.' });
  await expect(toast).toContainText('Warning!');
  await expect(page.getByRole('status').filter({ hasText: 'added to your cart' })).toHaveCount(0);
});

test('/new-plan_details and /plan_details show the tiers and a static vet search', async ({ page }) => {
  for (const [path, title] of [
    ['/new-plan_details', 'Learn more about membership'],
    ['/plan_details', 'Membership plan details'],
  ] as const) {
    await page.goto(at('localhost', path));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Silver' })).toContainText('$12.00/month');
    await expect(page.getByRole('article', { name: 'Gold' })).toContainText('Term Life $10,000 included');
    await page.getByLabel('Vet Zip Code').fill('10001');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectAccessible(page);
  }
});
