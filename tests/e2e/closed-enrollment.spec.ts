import { expect, test, type Page } from '@playwright/test';
import { reviewToReceipt, signAndPay } from './closing-steps.ts';
import { at, enrollmentCodeSentTo, expectAccessible, fillContact, fillPersonal, mailTo, resumeByCode, saveLaterTo, startEnrollment, stored } from './support.ts';

// Submitted means closed (issue 23 §5; docs/wizard.md, A submitted enrollment is closed): after the
// submit, the save-later mail's direct-continue link, its code at /continue-enrollment and a stored
// tempId (a step's address, the cart) each open the receipt with the same confirmation number,
// read-only; no step opens, and Back from it goes to the home page (issue 28 item 6).

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** The receipt of `policyId`, read-only: its controls are Print or save as PDF and Return to homepage; no step's heading, form or Next. */
const expectClosedReceipt = async (page: Page, policyId: string) => {
  await expect(page).toHaveURL(/\/enrollment\/receipt$/);
  await expect(page.getByText(`Confirmation number: ${policyId}`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you, Ana Reyes!');
  await expect(page.getByRole('main').getByRole('button')).toHaveText(['Print or save as PDF', 'Return to homepage']);
  await expect(page.getByRole('form')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Enrollment progress' })).toHaveCount(0);
};

/** Back from the receipt (issue 28 item 6): the main landing, its Return to homepage; no step, no Next. */
const expectHomeBehind = async (page: Page) => {
  await page.goBack();
  await expect(page).toHaveURL(at('localhost', '/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Get a quote' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next', exact: true })).toHaveCount(0);
};

test("a submitted enrollment's mailed link, its code and a stored tempId open its receipt, read-only; no step opens", async ({ page, browser, request }) => {
  test.slow();
  const alternate = `closed.later+${Date.now()}@example.com`;
  await startEnrollment(page);
  await fillPersonal(page, { first: 'Ana', last: 'Reyes' });
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await fillContact(page, `closed.ana+${Date.now()}@example.com`);
  // Save & Continue Later once on the way: the mail's code and direct-continue link
  await saveLaterTo(page, alternate);
  const mail = await mailTo(request, alternate, /enrollment code/i);
  const linkPath = new URL(/(\S+\/direct-continue\/\S+)/.exec(mail!.text)![1]!).pathname;
  const code = await enrollmentCodeSentTo(request, alternate);
  const tempId = await stored(page, 'tempId');
  await next(page);
  await signAndPay(page);
  await reviewToReceipt(page);
  const policyId = /Confirmation number: (POL\d{6})/.exec(await page.getByText(/Confirmation number:/).innerText())![1]!;

  // the mail's direct-continue link in someone else's browser: the receipt, not Contact Information
  const linked = await (await browser.newContext()).newPage();
  await linked.goto(at('localhost', linkPath));
  await expectClosedReceipt(linked, policyId);
  await expectAccessible(linked);
  await linked.screenshot({ path: 'test-results/screens/closed-by-link.png', fullPage: true });

  // the code and e-mail at /continue-enrollment: the same receipt
  const byCode = await resumeByCode(browser, code, alternate);
  await expectClosedReceipt(byCode, policyId);
  // Back from the receipt opens no step: the home page of Return to homepage (issue 28 item 6)
  await expectHomeBehind(byCode);

  // Back from the submitter's receipt: the same home page, not the closed Review step
  await expectHomeBehind(page);

  // a tempId still stored (another tab, another browser) opening any step or the cart: the receipt again
  for (const path of ['/enrollment/agreement-signature', '/cart']) {
    await page.evaluate((id) => localStorage.setItem('tempId', id), tempId!);
    await page.goto(at('localhost', path));
    await expectClosedReceipt(page, policyId);
  }
});
