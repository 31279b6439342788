import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What the page shows of its focus: whether the focused control lies in the window, the fixed or
 * sticky elements drawn over it (issue 16 item 1: no floating element may cover a control), and
 * whether its focus ring shows.
 *
 * The control is the focused element itself, or for a box visually hidden behind a drawn control
 * (Chakra's checkbox, radio and switch) the control drawn for it, which carries the ring. An
 * element that holds the focus (a dialog, the panel it sits in) does not cover it, nor one that
 * draws nothing (a closed dialog's empty positioner, which lets clicks through). The ring shows
 * when the browser counts the focus as visible (`:focus-visible`) and the control draws an
 * outline at least 2 px wide, opaque, at 3:1 contrast against the white page (issue 28 item 9;
 * the theme's focus ring).
 */
const focusFacts = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return { inView: false, covering: ['nothing focused'], ring: false };
    const own = focused.getBoundingClientRect();
    const shown = own.width > 1 && own.height > 1 ? focused : (focused.closest('[data-part=root]')?.querySelector<HTMLElement>('[data-part=control]') ?? focused);
    const box = shown.getBoundingClientRect();
    const inView = box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth;
    const draws = (element: Element) => {
      const style = getComputedStyle(element);
      const painted =
        style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none' || parseFloat(style.borderTopWidth) > 0 || style.boxShadow !== 'none';
      const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '');
      return painted || ownText || ['IMG', 'svg', 'CANVAS', 'VIDEO', 'IFRAME'].includes(element.tagName);
    };
    const drawsAnything = (element: Element) =>
      element.checkVisibility() && (draws(element) || [...element.querySelectorAll('*')].some((child) => child.checkVisibility() && draws(child)));
    const covering = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position) && !element.contains(focused) && drawsAnything(element))
      .filter((element) => {
        const other = element.getBoundingClientRect();
        return other.width > 0 && other.height > 0 && other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
      })
      .map((element) => element.outerHTML.slice(0, 120));
    // a heading focused by the wizard is a place to start from, not a control
    const style = getComputedStyle(shown);
    // WCAG 2.4.13 (focus appearance): a ring at least 2 px wide, opaque, at 3:1 against the white page
    const srgb = style.outlineColor.startsWith('color(srgb'); // a color-mix() computes to color(srgb r g b / a), channels 0-1
    const [red, green, blue, alpha = 1] = (style.outlineColor.match(/[\d.]+/g) ?? []).map((n, i) => (srgb && i < 3 ? Number(n) * 255 : Number(n)));
    const channel = (value = 0) => ((value /= 255) <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4);
    const luminance = 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
    const contrast = 1.05 / (luminance + 0.05);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && alpha === 1 && contrast >= 3;
    const ring = focused.tabIndex === -1 || (focused.matches(':focus-visible') && outline);
    return { inView, covering, ring };
  });

/** What has the focus, for a failure's message. */
export const describeFocus = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return 'nothing';
    const name = focused.getAttribute('aria-label') ?? (focused.id ? document.querySelector(`label[for="${CSS.escape(focused.id)}"]`)?.textContent : null) ?? focused.textContent;
    return `${focused.tagName.toLowerCase()} "${(name ?? '').trim().slice(0, 60)}"`;
  });

/**
 * The focused control is in the window, no fixed element over it, and (focused by the keyboard:
 * a script's focus shows no ring on a button) its focus ring showing.
 */
export const expectFocusInView = async (page: Page, { byKeyboard = true } = {}) => {
  const focus = await describeFocus(page);
  // focus scrolls smoothly on some pages: judge where it comes to rest
  await expect.poll(async () => (await focusFacts(page)).inView, { timeout: 2_000, message: `${focus} in the window` }).toBe(true);
  const { covering, ring } = await focusFacts(page);
  expect(covering, `fixed elements over ${focus}`).toEqual([]);
  if (byKeyboard) expect(ring, `the focus ring of ${focus}`).toBe(true);
};

/** Tab once (or `key`, e.g. Shift+Tab); the focused control is shown, its ring visible, nothing fixed over it. */
export const tab = async (page: Page, key = 'Tab') => {
  await page.keyboard.press(key);
  await expectFocusInView(page);
};

/**
 * Tab (or `key`, e.g. Shift+Tab), checking each control focused on the way (`tab`), until `target`
 * has the focus: at most `limit` presses, so a control the keyboard cannot reach fails the test.
 */
export const tabTo = async (page: Page, target: Locator, { limit = 40, key = 'Tab' } = {}) => {
  const passed: string[] = [];
  for (let presses = 0; presses < limit; presses++) {
    await tab(page, key);
    if (await target.evaluate((element) => element === document.activeElement)) return presses + 1;
    passed.push(await describeFocus(page));
  }
  throw new Error(`${limit} × ${key} did not reach ${target}; they passed ${passed.join(', ')}`);
};

/**
 * Every page starts with a skip link (issue 16 item 2): it is the page's first stop for Tab, shown
 * when focused; Enter focuses the main content, and the next Tab is inside it, past the banner,
 * header and menu. On a page just opened the first Tab reaches it; where the page has put the
 * focus further on (a wizard step focuses its heading), Shift+Tab walks back to it.
 */
export const expectSkipLinkFirst = async (page: Page) => {
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  const firstStop = await page.evaluate(() => {
    const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter((element) => element.tabIndex >= 0 && !element.matches(':disabled'));
    return stops[0]?.textContent;
  });
  expect(firstStop).toBe('Skip to main content');
  if (await page.evaluate(() => document.activeElement === document.body)) await tab(page);
  else await tabTo(page, skip, { key: 'Shift+Tab' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
  await tab(page);
  expect(await page.evaluate(() => document.getElementById('main-content')?.contains(document.activeElement)), `${await describeFocus(page)} inside the main content`).toBe(true);
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
