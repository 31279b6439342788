import { expect, test } from '@playwright/test';
import { expectAccessible, fillPersonal, startEnrollment } from './support.ts';
import { expectEveryControlClear, expectFocusInView } from './keyboard-focus.ts';

// Getting through the wizard on a phone (390x844; issue 16 items 1-3): the floating Help chat
// button never covers a focused control (Next included, its focus ring showing), each step's
// heading takes focus, read-only and numeric fields say what they take.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('Personal Information on a phone: every control clear of the Help chat button when focused; Next scrolls clear of it and goes on', async ({ page }) => {
  test.slow();
  await startEnrollment(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeFocused();
  await expect(page.getByLabel('Date of Birth')).toHaveAccessibleDescription('From your quote; your prices depend on it');
  await fillPersonal(page, { first: 'Ana', last: 'Reyes' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/wizard-phone-personal.png', fullPage: true });
  await expectAccessible(page);
  await expectEveryControlClear(page);

  // Next just under the floating button, then reached by Tab: it scrolls clear, its ring showing
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const help = page.getByRole('button', { name: 'Help chat' });
  await page.getByRole('button', { name: 'Save & Continue Later' }).focus();
  await page.evaluate(() => {
    const next = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Next')!;
    // the Next button's middle at the floating button's middle
    window.scrollBy(0, next.getBoundingClientRect().top - (window.innerHeight - 40));
  });
  const nextBox = (await next.boundingBox())!;
  const helpBox = (await help.boundingBox())!;
  // (the set-up holds: before it takes focus, the button floats over Next)
  expect(nextBox.y + nextBox.height > helpBox.y && nextBox.y < helpBox.y + helpBox.height).toBe(true);
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
