import { expect, test, type Page } from '@playwright/test';
import { completeAgreement } from './agreement-steps.ts';
import { billingForm } from './billing-steps.ts';
import { at, expectAccessible, fillContact, fillPersonal, holdSeededEnrollment, passAcmeEmployer, stored, submitQuote } from './support.ts';

// The employee path (issue 23; spec 1 §2 Home landing, the Employee Enrollment modal): Employee
// Enroll with a group's code is that group's enrollment (new-group-member), and no enroller code is
// asked of the employee; where one is asked (a group administrator), the popup says what it is.

const shoot = (page: Page, name: string) => (process.env.EMPLOYEE_SHOTS ? page.screenshot({ path: `/tmp/employee-${name}.png`, fullPage: true }) : Promise.resolve());
const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const enrollerCode = (page: Page) => page.getByRole('region', { name: 'Enroller code' });

/** The footer's Employee Enroll with ACME01, then Yes: the group's landing opens on this host. */
const enrollAsAcmeEmployee = async (page: Page, host: string) => {
  await page.goto(at(host));
  await page.getByRole('contentinfo').getByRole('button', { name: 'Employee Enroll' }).click();
  const box = page.getByRole('dialog', { name: 'Employee Enrollment' });
  await box.getByLabel('Group Enrollment Code').fill('ACME01');
  await box.getByRole('button', { name: 'Submit' }).click();
  await expect(box.getByText('Acme Benefits')).toBeVisible();
  await box.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(at(host, '/acme'));
  await expectEmployeeSession(page);
};

/** What the group's landing stored: the group, and the employee enrolling themself in it. */
const expectEmployeeSession = async (page: Page) => {
  await expect.poll(() => stored(page, 'group_id')).toBe('2556');
  await expect.poll(() => stored(page, 'enroll_type')).toBe('new-group-member');
  await expect.poll(() => stored(page, 'eprocess')).toBe('applicant');
};

/** acme.localhost quotes with the 6-step wizard: a dental quote at Member Only. */
const submitWizardQuote = async (page: Page) => {
  await page.getByLabel('Zip Code').fill('10001');
  await next(page);
  await page.getByLabel('Date of Birth').pressSequentially('04121988');
  await next(page);
  await page.getByLabel('Gender').selectOption('1');
  await next(page);
  await page.getByLabel('Tier').selectOption('IO');
  await next(page);
  await page.getByRole('checkbox', { name: 'Dental' }).click({ force: true });
  await next(page);
  await page.getByLabel('Interested Coverage Type').selectOption('LOW_COST');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/acme\/plans/);
};

/** BrightSmile Dental Basic into the cart, checked out: Personal Information with Acme's steps. */
const shopDentalAndProceed = async (page: Page, host: string, reloadCart = false) => {
  await page.goto(at(host, '/acme/plan/121/BrightSmile%20Dental%20Basic'));
  await page.getByRole('button', { name: 'Add to Cart: Member Only' }).click();
  await expect(page).toHaveURL(at(host, '/acme/cart'));
  if (reloadCart) {
    // a reload looks the stored group up again: the employee stays an employee
    await page.reload();
    await expectEmployeeSession(page);
  }
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
};

/** Acme's group enrollment: Employer Information among the steps, no enroller code, billed by EFT. */
const walkToAcmeBilling = async (page: Page, email: string) => {
  const progress = page.getByRole('navigation', { name: 'Enrollment progress' });
  await expect(progress.getByRole('listitem')).toHaveText([/Personal Information/, /Contact Information/, /Employer Information/, /Agreement & Signature/, /Billing Information/, /Review & Confirmation/]);
  await fillPersonal(page, { first: 'Omar', last: 'Haddad' });
  await expect(enrollerCode(page)).toHaveCount(0);
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await fillContact(page, email);
  await next(page);
  await passAcmeEmployer(page);
  await completeAgreement(page);
  await expect(page).toHaveURL(/\/enrollment\/billing-information$/);
  const form = billingForm(page);
  await expect(form.getByRole('radiogroup', { name: 'Payment Type' }).getByRole('radio', { name: 'EFT' })).toBeChecked();
  await expect(form.getByRole('region', { name: 'EFT authorization' })).toBeVisible();
};

test("on acme.localhost, Employee Enroll with ACME01: Acme's group enrollment (Employer Information, EFT), no enroller code", async ({ page }) => {
  test.slow();
  await enrollAsAcmeEmployee(page, 'acme.localhost');
  await submitWizardQuote(page);
  await shopDentalAndProceed(page, 'acme.localhost');
  await shoot(page, 'personal');
  await expectAccessible(page);
  await walkToAcmeBilling(page, `omar.haddad+${Date.now()}@example.com`);
  await shoot(page, 'billing');
});

test("on localhost, Employee Enroll with ACME01 opens /acme: the same group enrollment, kept through a reload", async ({ page }) => {
  test.slow();
  await enrollAsAcmeEmployee(page, 'localhost');
  // the landing's own quote form (the main host's style)
  await submitQuote(page, '/acme');
  await expectEmployeeSession(page);
  await shopDentalAndProceed(page, 'localhost', true);
  await walkToAcmeBilling(page, `omar.haddad.main+${Date.now()}@example.com`);
});

test("Acme's group site asks its administrator for the enroller code, and the popup says what the code is and who has it", async ({ page }) => {
  test.slow();
  await holdSeededEnrollment(page, 'acme.localhost', 'TECART02');
  await expect.poll(() => stored(page, 'eprocess')).toBe('group');
  await page.goto(at('acme.localhost', '/cart'));
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await enrollerCode(page).getByRole('button', { name: 'Enter Enroller Code' }).click();
  const popup = page.getByRole('dialog', { name: 'Enter Enroller Code' });
  await expect(popup.getByText('Your enroller code identifies you as the rep or group administrator enrolling this member; the group’s benefits administrator gives it to everyone who enrolls for the group.')).toBeVisible();
  await shoot(page, 'enroller-code');
  await expectAccessible(page);
});
