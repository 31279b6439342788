import { expect, test, type Page } from '@playwright/test';
import { planDetailMessages } from '../../contract/plan-detail.ts';
import { at, expectAccessible, holdSeededEnrollment, submitQuote } from './support.ts';

// Issue 16, shopping (items 5, 8, 10, 11, 14): the plan page without a quote, the plan questions,
// the tobacco question, the quote wizard's categories and Back, the cart on a phone. Each runs
// on a desktop and on a phone, against the real server and the demo data (docs/demo-data.md).

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

const openPlan = (page: Page, planId: number, name: string) => page.goto(at('localhost', `/plan/${planId}/${encodeURIComponent(name)}`));

const shot = (page: Page, name: string, viewport: string) => page.screenshot({ path: `test-results/screens/${name}-${viewport}.png`, fullPage: true });

for (const [viewport, size] of Object.entries(viewports)) {
  test.describe(`on a ${viewport}`, () => {
    test.use({ viewport: size });

    test('a plan opened without a quote can be read: the popup closes, prices wait for a quote', async ({ page }) => {
      await page.goto(at('localhost'));
      await openPlan(page, 121, 'BrightSmile Dental Basic');
      const popup = page.getByRole('dialog', { name: 'Enter your details' });
      await expect(popup).toBeVisible();
      await popup.getByRole('button', { name: 'Close' }).click();
      await expect(popup).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'BrightSmile Dental Basic' })).toBeVisible();
      const prices = page.getByRole('region', { name: 'Prices' });
      await expect(prices).toContainText('Get a quote to see prices');
      await expectAccessible(page);
      await shot(page, 'plan-without-quote', viewport);
      // the quote, asked for again, prices the plan
      await prices.getByRole('button', { name: 'Get a Quote' }).click();
      await popup.getByLabel('Zip Code').fill('10001');
      await popup.getByLabel('Gender').selectOption('1');
      await popup.getByLabel('Tier').selectOption('IO');
      await popup.getByLabel('Date of Birth').pressSequentially('04121988');
      await popup.getByRole('button', { name: 'Submit' }).click();
      await expect(page.getByRole('list', { name: 'Pricing' }).getByRole('listitem')).toHaveCount(1);
    });

    test('plan questions: each unanswered one is marked, conditions show before the answer, a decline says what next', async ({ page }) => {
      test.slow();
      await submitQuote(page);
      await openPlan(page, 191, 'CriticalCare Protect');
      const panel = page.getByRole('form', { name: 'Plan questions' });
      // the conditions of question 2 before any answer
      const conditions = panel.getByRole('group', { name: /^Conditions: / });
      await expect(conditions).toContainText('Cancer');
      await expect(conditions).toContainText('A. Prior to age 60');
      await panel.getByRole('radiogroup', { name: /tobacco or nicotine/ }).getByText('No', { exact: true }).click();
      await panel.getByRole('button', { name: 'Submit' }).click();
      const alert = panel.getByRole('alert');
      await expect(alert).toContainText(planDetailMessages.answerAll);
      await expect(alert).toContainText('Questions 2 and 3 have no answer yet.');
      await expect(panel.getByText('Please answer this question')).toHaveCount(2);
      await expectAccessible(page);
      await shot(page, 'plan-questions-unanswered', viewport);
      // a group A condition declines: what the applicant can do next, and a way to the other plans
      await panel.getByRole('radiogroup', { name: /following conditions/ }).getByText('Yes', { exact: true }).click();
      await expect(conditions).toHaveCount(0);
      await panel.getByRole('group', { name: 'A. Prior to age 60' }).getByText('Cancer').click();
      await panel.getByRole('radiogroup', { name: /hospitalized/ }).getByText('No', { exact: true }).click();
      await expect(panel.getByText('Please answer this question')).toHaveCount(0);
      await panel.getByRole('button', { name: 'Submit' }).click();
      await expect(alert).toContainText('Based on your answers we are unable to offer this plan.');
      await expect(panel).toContainText('contact your representative');
      await expectAccessible(page);
      await shot(page, 'plan-questions-declined', viewport);
      await panel.getByRole('link', { name: 'See other plans' }).click();
      await expect(page).toHaveURL(/\/plans$/);
    });

    test('the tobacco question shows under its notice, and the answer can be changed on the plan and in Edit', async ({ page }) => {
      test.slow();
      await submitQuote(page);
      await openPlan(page, 172, 'Family Term Life');
      await expect(page.getByRole('alert').filter({ hasText: planDetailMessages.smokerError })).toBeVisible();
      const question = page.getByRole('form', { name: 'Tobacco usage' });
      await expect(question.getByRole('radiogroup', { name: 'Do you use tobacco?' })).toBeVisible();
      await expectAccessible(page);
      await shot(page, 'tobacco-question', viewport);
      await question.getByText('No', { exact: true }).click();
      await question.getByRole('button', { name: 'Submit' }).click();
      const cards = page.getByRole('list', { name: 'Pricing' });
      await expect(cards.getByRole('listitem')).toHaveCount(4);
      await expect(cards).toContainText('$18.00');
      // changed on the plan page: a tobacco user's prices
      await expect(page.getByText('Tobacco use: No')).toBeVisible();
      await page.getByRole('button', { name: 'Change tobacco use' }).click();
      const popup = page.getByRole('dialog', { name: 'Tobacco Usage' });
      await expect(popup.getByRole('radio', { name: 'No' })).toBeChecked();
      await popup.getByText('Yes', { exact: true }).click();
      await popup.getByRole('button', { name: 'Submit' }).click();
      await expect(popup).toBeHidden();
      await expect(cards).toContainText('$27.00');
      await expect(page.getByText('Tobacco use: Yes')).toBeVisible();
      // changed back in the Edit popup, whose smoker radio shows the answer
      await page.getByRole('region', { name: 'Your quote' }).getByRole('button', { name: 'Edit' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit your quote' });
      await expect(edit.getByRole('radio', { name: 'Yes' })).toBeChecked();
      await edit.getByText('No', { exact: true }).click();
      await edit.getByRole('button', { name: 'Submit' }).click();
      await expect(edit).toBeHidden();
      await expect(page.getByText('Tobacco use: No')).toBeVisible();
      await expect(cards).toContainText('$18.00');
    });

    test("the quote wizard offers the group's own categories, and Back keeps the step's answer", async ({ page }) => {
      await page.goto(at('acme.localhost'));
      const next = page.getByRole('button', { name: 'Next', exact: true });
      await page.getByLabel('Zip Code').fill('60601');
      await next.click();
      await page.getByLabel('Date of Birth').pressSequentially('03021985');
      await next.click();
      await page.getByLabel('Gender').selectOption('0');
      await next.click();
      await page.getByLabel('Tier').selectOption('IS');
      // Back from step 4 keeps its tier, though Next was not pressed
      await page.getByRole('button', { name: 'Back' }).click();
      await expect(page.getByText('Step 3 of 6')).toBeVisible();
      await next.click();
      await expect(page.getByLabel('Tier')).toHaveValue('IS');
      await next.click();
      await expect(page.getByText('Step 5 of 6')).toBeVisible();
      // Acme sells no RX and no Pet Plans
      await expect(page.getByRole('checkbox', { name: 'Dental' })).toHaveCount(1);
      await expect(page.getByRole('checkbox', { name: 'RX' })).toHaveCount(0);
      await expect(page.getByRole('checkbox', { name: 'Pet Plans' })).toHaveCount(0);
      await expectAccessible(page);
      await shot(page, 'quote-wizard-categories', viewport);
      await page.getByRole('checkbox', { name: 'Dental' }).click({ force: true });
      await page.getByRole('button', { name: 'Back' }).click();
      await next.click();
      await expect(page.getByRole('checkbox', { name: 'Dental' })).toBeChecked();
      await next.click();
      await page.getByLabel('Interested Coverage Type').selectOption('LOW_COST');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(page).toHaveURL(/\/plans/);
      await expect(page.getByRole('region', { name: 'Dental' })).toBeVisible();
    });

    test('the cart fits its box, its logos in shape', async ({ page }) => {
      await holdSeededEnrollment(page, 'localhost', 'TECART01');
      await page.goto(at('localhost', '/cart'));
      const table = page.getByRole('table', { name: 'Plans in your cart' });
      // the seeded cart's lines (cart.spec may remove one of them first: the membership stays)
      await expect(table.getByRole('row').filter({ hasText: 'Association Membership' })).toBeVisible();
      await expect(table.getByRole('img').first()).toBeVisible();
      // nothing sticks out of the page sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      const box = await table.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(size.width);
      // each logo's box is square, as the logos are, and they are drawn contained
      for (const logo of await table.getByRole('img').all()) {
        const shape = await logo.evaluate((image: HTMLImageElement) => ({ width: image.clientWidth, height: image.clientHeight, fit: getComputedStyle(image).objectFit }));
        expect(shape.width).toBe(shape.height);
        expect(shape.fit).toBe('contain');
      }
      await expectAccessible(page);
      await shot(page, 'cart', viewport);

    });

    test('the empty cart leads back to the plans', async ({ page }) => {
      await submitQuote(page);
      await page.goto(at('localhost', '/cart'));
      await expect(page.getByText('No items in cart.')).toBeVisible();
      await page.getByRole('link', { name: 'Browse plans' }).click();
      await expect(page).toHaveURL(/\/plans$/);
    });
  });
}
