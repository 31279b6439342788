import { expect, test, type Locator, type Page } from '@playwright/test';
import { reviewToReceipt, signAndPay } from './closing-steps.ts';
import { expectAccessible, fillContact, fillPersonal, startEnrollment, type JourneyStop } from './support.ts';

// The new applicant's journey on a desktop (1280x800) and a phone (390x844), as the docs show it
// (docs/journeys.md; issue 16, Tests): the landing with its quote filled, the plans, a plan page,
// the cart, a wizard step, review and the receipt, each checked by axe and captured as the window
// shows it. The captures go to test-results/screens/journey; with UPDATE_DOC_SCREENSHOTS=1 they
// replace the committed ones in docs/images.

const viewports = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

const folder = process.env.UPDATE_DOC_SCREENSHOTS === '1' ? 'docs/images' : 'test-results/screens/journey';

/** What each stop of the journey shows once it has loaded, and the name of its capture. */
const stops: Record<JourneyStop | 'step' | 'review' | 'receipt', { shot: string; shows: (page: Page) => Locator }> = {
  quote: { shot: '1-landing-quote', shows: (page) => page.getByLabel('Date of Birth') },
  plans: { shot: '2-plans', shows: (page) => page.getByRole('link', { name: 'More Info: BrightSmile Dental Basic' }) },
  plan: { shot: '3-plan', shows: (page) => page.getByRole('list', { name: 'Pricing' }).getByRole('listitem').first() },
  cart: { shot: '4-cart', shows: (page) => page.getByRole('table', { name: 'Plans in your cart' }).getByRole('row').filter({ hasText: 'BrightSmile Dental Basic' }) },
  step: { shot: '5-wizard-personal', shows: (page) => page.getByRole('heading', { level: 1, name: 'Personal Information' }) },
  review: { shot: '6-review', shows: (page) => page.getByRole('complementary', { name: 'Cart summary' }) },
  receipt: { shot: '7-receipt', shows: (page) => page.getByText(/Confirmation number: POL\d{6}/) },
};

for (const [name, device] of Object.entries(viewports)) {
  test.describe(`on a ${name}`, () => {
    test.use(device);

    test(`the journey from the quote to the receipt, each page accessible, captured for the docs`, async ({ page }) => {
      test.slow();
      /** The stop's page loaded, accessible, captured from its top (the window only: the files stay small). */
      const capture = async (stop: keyof typeof stops) => {
        await expect(stops[stop].shows(page)).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
        // no page wider than the window: a phone would lay it out wider and zoom out, the Help button past its edge
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${folder}/journey-${name}-${stops[stop].shot}.png` });
      };
      await startEnrollment(page, capture);
      await fillPersonal(page, { first: 'Ana', last: 'Reyes' });
      await capture('step');
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
      await fillContact(page, `ana.journey+${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await signAndPay(page);
      await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
      await capture('review');
      await reviewToReceipt(page);
      await capture('receipt');
    });
  });
}
