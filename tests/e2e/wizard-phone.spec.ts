import { expect, test } from '@playwright/test';
import { expectAccessible, fillPersonal, startEnrollment } from './support.ts';
import { expectEveryControlClear, expectFocusInView } from './keyboard-focus.ts';

// Getting through the wizard on a phone (390x844; issue 16 items 1-3): the Help chat button
// (docked at the page's end) never covers a focused control (Next included, its focus ring showing), each step's
// heading takes focus, read-only and numeric fields say what they take.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('Personal Information on a phone: every control clear of the Help chat button when focused; Next in view by Tab and goes on', async ({ page }) => {
  test.slow();
  await startEnrollment(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeFocused();
  await expect(page.getByLabel('Date of Birth')).toHaveAccessibleDescription('From your quote; your prices depend on it');
  await fillPersonal(page, { first: 'Ana', last: 'Reyes' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/wizard-phone-personal.png', fullPage: true });
  await expectAccessible(page);
  await expectEveryControlClear(page);

  // Next at the window's foot, then reached by Tab: in view, its ring showing. The Help chat
  // button is docked at the page's end on a phone (issue 28 item 1): it floats over nothing
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const help = page.getByRole('button', { name: 'Help chat' });
  await page.getByRole('button', { name: 'Save & Continue Later' }).focus();
  await page.evaluate(() => {
    const next = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Next')!;
    window.scrollBy(0, next.getBoundingClientRect().top - (window.innerHeight - 40));
  });
  expect(await help.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await expectFocusInView(page);
  await page.screenshot({ path: 'test-results/screens/wizard-phone-next.png' });

  await next.tap();
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeFocused();
  await expect(page.getByLabel('Phone Number')).toHaveAccessibleDescription('10 digits');
  await page.screenshot({ path: 'test-results/screens/wizard-phone-contact.png', fullPage: true });
  await expectAccessible(page);
});
