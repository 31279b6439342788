import { expect, test, type Locator, type Page } from '@playwright/test';
import { startEnrollment } from './support.ts';

// The Help chat button never covers Next or Proceed to Enrollment (issue 28 item 1): with the
// button scrolled to the window's bottom edge, what a click anywhere along its middle hits is the
// button itself, at a desktop's and a phone's size.

/** Scrolls `button` until its bottom edge is the window's, then hit-tests points along its middle line. */
const expectClearAtWindowBottom = async (page: Page, button: Locator) => {
  await button.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight));
  const hits = await button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [0.1, 0.5, 0.9].map((share) => {
      const hit = document.elementFromPoint(box.left + box.width * share, y);
      return hit !== null && element.contains(hit) ? 'the button' : (hit?.outerHTML.slice(0, 80) ?? 'nothing');
    });
  });
  expect(hits).toEqual(['the button', 'the button', 'the button']);
};

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width}x${viewport.height} the Help chat button covers neither Proceed to Enrollment nor Next at the window's bottom`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // the wizard scrolls to the top as its step opens (EnrollmentView), and the router resets the
    // scroll on its navigations around then: scroll once the cart's picture has been sent, a
    // second after the step has painted (html2canvas itself leaves the window's scroll alone)
    const cartPictureSent = page.waitForResponse((response) => response.url().includes('/api/v1/save-screenshot'));
    await startEnrollment(page, async (stop) => {
      if (stop !== 'cart') return;
      await expect(page.getByRole('button', { name: 'Help chat' })).toBeVisible();
      await expectClearAtWindowBottom(page, page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }));
      await page.screenshot({ path: `test-results/screens/help-clear-cart-${viewport.width}.png` });
    });
    await cartPictureSent;
    await expectClearAtWindowBottom(page, page.getByRole('button', { name: 'Next', exact: true }));
    await page.screenshot({ path: `test-results/screens/help-clear-personal-${viewport.width}.png` });
  });
}
