import { expect, test, type Page } from '@playwright/test';
import { at, stored } from './support.ts';
import { tab, tabTo } from './keyboard-focus.ts';

// A whole quote with the keyboard alone (issue 16, Tests), on a desktop and on a phone: from the
// landing page's top, Tab to the quote form, fill it with keys, submit it with Enter, reach the
// plans, open a plan's More Info and add it to the cart with Enter and Space. After every key that
// moves the focus, the focused control is in the window, its ring showing, and no fixed or sticky
// element (the Help chat button, the location banner, the header) lies over it (keyboard-focus.ts).
// The demo quote: female, 04/12/1988, zip 10001, Member Only (docs/demo-data.md).

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/** Tab to the field labelled `label` and type `keys` into it. */
const typeInto = async (page: Page, label: string, keys: string) => {
  await tab(page);
  await expect(page.getByLabel(label)).toBeFocused();
  await page.keyboard.type(keys);
};

for (const [name, device] of Object.entries(viewports)) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test('a whole quote with the keyboard alone: the form, the plans, More Info, Add to Cart', async ({ page }) => {
      test.slow();
      await page.goto(at('localhost'));
      await expect(page.getByRole('link', { name: /^Cart \d/ })).toBeVisible();
      const form = page.getByRole('form', { name: 'Get a quote' });

      // past the skip link, the location banner and the header, to the form's first field
      const zip = page.getByLabel('Zip Code');
      await tabTo(page, zip);
      await page.keyboard.type('10001');
      // a select takes its choice by its first letter
      await typeInto(page, 'Gender', 'F');
      await expect(page.getByLabel('Gender')).toHaveValue('1');
      await typeInto(page, 'Tier', 'M');
      await expect(page.getByLabel('Tier')).toHaveValue('IO');
      await typeInto(page, 'Date of Birth', '04121988');
      await expect(page.getByLabel('Date of Birth')).toHaveValue('04/12/1988');
      await expect(zip).toHaveValue('10001');
      // the date's calendar button is a stop of its own (typing stays the way in)
      await tab(page);
      await expect(form.getByRole('button', { name: 'Choose the day from a calendar' })).toBeFocused();
      await tab(page);
      await expect(form.getByRole('button', { name: 'Submit' })).toBeFocused();
      await page.screenshot({ path: `test-results/screens/quote-keyboard-submit-${name}.png` });
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/plans$/);
      await expect.poll(() => stored(page, 'isFilterDataSubmitted')).toBe('true');
      expect(await stored(page, 'tempId')).toMatch(/^TE/);
      const moreInfo = page.getByRole('region', { name: 'Dental' }).getByRole('link', { name: 'More Info: BrightSmile Dental Basic' });
      await expect(moreInfo).toBeVisible();
      await tabTo(page, moreInfo, { limit: 60 });
      await page.screenshot({ path: `test-results/screens/quote-keyboard-more-info-${name}.png` });
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/plan\/121\//);
      await expect(page.getByRole('heading', { level: 1, name: 'BrightSmile Dental Basic' })).toBeVisible();
      const add = page.getByRole('button', { name: 'Add to Cart: Member Only' });
      await expect(add).toBeEnabled();
      await tabTo(page, add, { limit: 60 });
      await page.screenshot({ path: `test-results/screens/quote-keyboard-add-${name}.png` });
      await page.keyboard.press('Space');

      await expect(page).toHaveURL(/\/cart$/);
      const line = page.getByRole('table', { name: 'Plans in your cart' }).getByRole('row').filter({ hasText: 'BrightSmile Dental Basic' });
      await expect(line).toBeVisible();
      await expect(page.getByRole('link', { name: /^Cart 1 / })).toBeVisible();
      // and on to enrollment from the cart, still by keys
      const proceed = page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' });
      await tabTo(page, proceed, { limit: 60 });
    });
  });
}
