import { expect, test, type Page } from '@playwright/test';
import { signAndPay } from './closing-steps.ts';
import { at, enrollmentCodeSentTo, expectAccessible, fieldRoot, fillContact, mailTo, resumeByCode, saveLaterTo, startEnrollment, stored } from './support.ts';

// The enrollment wizard (spec 2 §2; spec 3 §2.3, §2.6–2.8, §4; issue 5): a new applicant from the
// cart through Personal, Contact, the agreement, billing and Review to the receipt; Edit Details from review; save later,
// the code from the outbox, and the enrollment resumed in a fresh browser.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const fieldGroup = (page: Page, label: string) => page.getByLabel(label, { exact: true }).locator(fieldRoot);

const fillPersonal = async (page: Page, lastName = 'Reyes') => {
  await page.getByLabel('First Name', { exact: true }).fill('Ana');
  await page.getByLabel('Last Name', { exact: true }).fill(lastName);
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('6');
  await page.getByLabel('Weight (lbs)').fill('140');
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('SSN').fill('123456789');
  await page.getByLabel('Prior Coverage').selectOption({ label: 'None' });
};


test('a new applicant goes from the cart through Personal, Contact, Agreement, Billing and Review (with an Edit Details round trip) to the receipt', async ({ page, request }) => {
  test.slow();
  const email = `ana.reyes+${Date.now()}@example.com`;
  await startEnrollment(page);
  const progress = page.getByRole('navigation', { name: 'Enrollment progress' });
  await expect(progress.getByRole('listitem')).toHaveText([/Personal Information/, /Contact Information/, /Agreement & Signature/, /Billing Information/, /Review & Confirmation/]);
  await expect(page.getByLabel('Date of Birth')).toHaveValue('04/12/1988');

  // the form's rules speak first, at their fields; nothing typed is lost
  await page.getByLabel('First Name', { exact: true }).fill('Ana');
  await page.getByLabel('SSN').fill('1234');
  await next(page);
  await expect(fieldGroup(page, 'Last Name')).toContainText('Field is required');
  await expect(fieldGroup(page, 'SSN')).toContainText('Invalid Social Security Number');
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Ana');
  await page.screenshot({ path: 'test-results/screens/enrollment-personal.png', fullPage: true });
  await expectAccessible(page);
  await fillPersonal(page);
  await next(page);

  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
  await expect(page.getByLabel('Zip', { exact: true })).toHaveValue('10001');
  await page.getByLabel('Email Address').fill('ana@');
  await next(page);
  await expect(fieldGroup(page, 'Email Address')).toContainText('Email is not in correct format');
  await fillContact(page, email);
  await expectAccessible(page);
  await next(page);
  await signAndPay(page);

  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await expect(page.getByRole('region', { name: 'What you entered' }).getByRole('heading', { level: 3 })).toHaveCount(4);
  const summary = page.getByRole('complementary', { name: 'Cart summary' });
  await expect(summary).toContainText('BrightSmile Dental Basic');
  await expect(summary).toContainText('First Month Total Cost');
  await expect(summary).toContainText('$24.50');
  await page.getByRole('button', { name: 'View Details: Personal Info' }).click();
  const details = page.getByRole('dialog', { name: 'Personal Info' });
  await expect(details).toContainText('Reyes');
  await expect(details).toContainText('***-**-6789');
  await page.screenshot({ path: 'test-results/screens/enrollment-review.png', fullPage: true });
  await expectAccessible(page);
  await details.getByRole('button', { name: 'Edit Details' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect.poll(() => stored(page, 'navto')).toBe('review');
  await expect(page.getByLabel('Last Name', { exact: true })).toHaveValue('Reyes');
  await page.getByLabel('Last Name', { exact: true }).fill('Reyes-Ortiz');
  await page.getByRole('button', { name: 'Save and return to review' }).click();
  // the save returns to review, not to Contact
  await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
  await expect.poll(() => stored(page, 'navto')).toBeNull();
  await page.getByRole('button', { name: 'View Details: Personal Info' }).click();
  await expect(page.getByRole('dialog', { name: 'Personal Info' })).toContainText('Reyes-Ortiz');
  await page.getByRole('dialog', { name: 'Personal Info' }).getByRole('button', { name: 'Close' }).click();

  await page.getByRole('textbox', { name: 'Additional Notes' }).fill('Please call after 5 pm.');
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/receipt$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you, Ana Reyes-Ortiz!' })).toBeVisible();
  await expect(page.getByText(/Confirmation number: POL\d{6}/)).toBeVisible();
  // the site's thank-you image from its cached branding (spec 1 §1), drawn (decorative: alt="")
  const thanks = page.getByRole('main').locator('img[src="/assets/banners/thank-you.svg"]');
  await expect(thanks).toHaveAttribute('alt', '');
  await expect.poll(() => thanks.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText("A receipt has been sent to the member and the client with the subject 'Enrollment Receipt'.")).toBeVisible();
  await expect.poll(() => stored(page, 'tempId')).toBeNull();
  await page.screenshot({ path: 'test-results/screens/enrollment-receipt.png', fullPage: true });
  await expectAccessible(page);
  expect(await mailTo(request, email, /Enrollment Receipt/)).toBeTruthy();
  await page.getByRole('button', { name: 'Return to homepage' }).click();
  await expect(page).toHaveURL(at('localhost', '/'));
});

test('save later on Contact: the code from the outbox resumes the enrollment in a fresh browser with every value saved', async ({ page, browser, request }) => {
  test.slow();
  const alternate = `ana.alt+${Date.now()}@example.com`;
  await startEnrollment(page);
  await fillPersonal(page);
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  // a finished step is a link in the progress bar (issue 28 item 5); the current and later ones are not
  const progress = page.getByRole('navigation', { name: 'Enrollment progress' });
  await expect(progress.getByRole('link')).toHaveText(['Personal Information']);
  await progress.getByRole('link', { name: 'Personal Information' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeFocused();
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Ana');
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByLabel('Email Address').fill('ana.draft@example.com');
  await page.getByLabel('Phone Number').fill('2125550199');

  await page.getByRole('button', { name: 'Save & Continue Later' }).click();
  const modal = page.getByRole('dialog', { name: 'Save & Continue Later' });
  await expect(modal).toContainText('Please enter the alternate email you want to send Enrollment code to?');
  await modal.getByRole('textbox', { name: 'Alternate Email' }).fill('ana@');
  await modal.getByRole('button', { name: 'Send Code' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Enter valid email address');
  await expectAccessible(page);
  await modal.getByRole('textbox', { name: 'Alternate Email' }).fill(alternate);
  await modal.getByRole('button', { name: 'Send Code' }).click();
  await expect(modal).toContainText('Information Saved!!! Check your email to continue');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();

  const code = await enrollmentCodeSentTo(request, alternate);

  // someone else's browser: nothing stored; the footer's link leads to Continue Enrollment (issue 28 item 4)
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(at('localhost', '/'));
  await other.getByRole('contentinfo').getByRole('link', { name: 'Continue a saved enrollment' }).click();
  await expect(other).toHaveURL(/\/continue-enrollment$/);
  const form = other.getByRole('form', { name: 'Continue Enrollment' });
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Field is required')).toHaveCount(2);
  await form.getByLabel('Enrollment Code').fill('NOPE-NOPE-NOPE1');
  await form.getByLabel('Email').fill(alternate);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByText('Invalid enrollment code or e-mail')).toBeVisible();
  await expectAccessible(other);
  // typed as people do: lower case, without the hyphens
  await form.getByLabel('Enrollment Code').fill(code.toLowerCase().replaceAll('-', ''));
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(other.getByLabel('Email Address')).toHaveValue('ana.draft@example.com');
  await expect(other.getByLabel('Phone Number')).toHaveValue('2125550199');
  await other.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(other).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(other.getByLabel('First Name', { exact: true })).toHaveValue('Ana');
  // a saved SSN comes back masked to its last four digits
  await expect(other.getByLabel('SSN')).toHaveValue('*****6789');
  await expect(other.getByLabel('Marital Status')).toHaveValue('1');
  await fresh.close();
  // codes work once: the same code again says so at the code (issue 28 item 4)
  const again = await resumeByCode(browser, code, alternate);
  await expect(again.getByRole('form', { name: 'Continue Enrollment' }).getByText(SPENT_CODE)).toBeVisible();
  await again.context().close();
});

const SPENT_CODE = 'This code has already been used or a newer one was sent. Codes work once: use the one in your newest e-mail.';

test("the mailed direct-continue link opens the step its tab names, and the saved step when the tab is unknown (spec 3 §2.8)", async ({ page, browser, request }) => {
  test.slow();
  const alternate = `ana.link+${Date.now()}@example.com`;
  await startEnrollment(page);
  await fillPersonal(page);
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await saveLaterTo(page, alternate);
  const mail = await mailTo(request, alternate, /enrollment code/i);
  const token = /\/direct-continue\/([^/\s]+)\/contact_info/.exec(mail!.text)![1]!;

  const open = async (tab: string) => {
    const other = await (await browser.newContext()).newPage();
    await other.goto(at('localhost', `/direct-continue/${token}/${tab}`));
    return other;
  };
  // the link's tab: Personal Information, with what was saved
  const personal = await open('primary_info');
  await expect(personal).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(personal.getByLabel('First Name', { exact: true })).toHaveValue('Ana');
  // a tab the contract does not name: the step the server saved
  const saved = await open('no_such_tab');
  await expect(saved).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(saved.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeVisible();
});
