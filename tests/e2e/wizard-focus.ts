import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The fixed or sticky elements drawn over the focused element (issue 16 item 1: no floating
 * element may cover a control): each one's box is tested against the focused one's; an element
 * that holds the focus (a dialog, the panel it sits in) does not count.
 */
const coveringFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { inView: false, covering: ['nothing focused'] };
    const box = focused.getBoundingClientRect();
    const inView = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    const covering = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position) && !element.contains(focused) && element.checkVisibility())
      .filter((element) => {
        const other = element.getBoundingClientRect();
        return other.width > 0 && other.height > 0 && other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
      })
      .map((element) => element.outerHTML.slice(0, 120));
    return { inView, covering };
  });

/** The focused element shows a focus ring (an outline or a ring drawn as a box shadow). */
const focusRingShows = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    // a heading focused by the wizard is a place to start from, not a control
    if (focused.tabIndex === -1) return true;
    const style = getComputedStyle(focused);
    return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
  });

/**
 * The focused control is in the window, no fixed element over it, and (focused by the keyboard:
 * a script's focus shows no ring on a button) its focus ring showing.
 */
export const expectFocusInView = async (page: Page, { byKeyboard = true } = {}) => {
  // focus scrolls smoothly on some pages: judge where it comes to rest
  await expect.poll(async () => (await coveringFocus(page)).inView, { timeout: 2_000 }).toBe(true);
  expect((await coveringFocus(page)).covering).toEqual([]);
  if (byKeyboard) expect(await focusRingShows(page)).toBe(true);
};

/** The caret to `position` in the focused input, by the keyboard (Home, then → that many times). */
export const caretTo = async (page: Page, position: number) => {
  await page.keyboard.press('Home');
  for (let i = 0; i < position; i++) await page.keyboard.press('ArrowRight');
};

/** The input holds `value` with the caret at `position` (where the edit left it, not its end). */
export const expectCaretAt = async (input: Locator, position: number, value: string) => {
  await expect(input).toHaveValue(value);
  expect(await input.evaluate((element: HTMLInputElement) => [element.selectionStart, element.selectionEnd])).toEqual([position, position]);
};

/**
 * Every control of the page, focused in turn (scrolled there as focus scrolls), is in view with
 * nothing fixed over it: the check, control by control, that no floating element covers a
 * focused control.
 */
export const expectEveryControlClear = async (page: Page) => {
  const controls = page.locator('#main-content').locator('input:not([type=hidden]), select, button, a[href], textarea');
  const count = await controls.count();
  let checked = 0;
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    // the hidden input behind a drawn checkbox is not where focus shows
    if (!(await control.isVisible()) || !(await control.isEnabled())) continue;
    // from the page's top, as a keyboard user arriving from above would
    await page.evaluate(() => window.scrollTo(0, 0));
    await control.focus();
    await expectFocusInView(page, { byKeyboard: false });
    checked++;
  }
  expect(checked).toBeGreaterThan(10);
};
