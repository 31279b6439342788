import { reviewToReceipt } from './closing-steps.ts';
import { expect, test, type Page } from '@playwright/test';
import { errorSummary, expectErrorSummary } from './error-summary.ts';
import { agree, agreementForm, completeAgreement, drawSignature, drawSignatureByTouch, signaturePad, VERIFICATION_ANSWER } from './agreement-steps.ts';
import { completeBilling } from './billing-steps.ts';
import { arriveAsJane, at, holdSeededEnrollment, enrollmentCodeSentTo, expectAccessible, fillPersonal, passAcmeEmployer, resumeByCode, saveLaterTo, signInAsEnroller, startEnrollment, stored, demoLink } from './support.ts';

// Agreement & Signature (spec 3 §2.4, §4.3, §5, §7; issue 12 §2; docs/demo-data.md): a new
// individual on the main site signs (sigapplicant): drawn with the mouse, or typed with the
// keyboard only, kept by save later and shown again on resume; Maria from her member home answers
// her verification question (applicant); Jane's picker signs as the broker (rep). Each leaves the
// step with Next.

const messages = { mustAgree: 'This field is required.', required: 'Field is required', signature: 'Signature is required' };
const AGREEMENT_URL = /\/enrollment\/agreement-signature$/;

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const shoot = (page: Page, name: string) => page.screenshot({ path: `/tmp/agreement-${name}.png`, fullPage: true });

/** A dental quote (IO) on the main site, through Personal and Contact: the wizard at the agreement. */
const reachAgreementAsNewIndividual = async (page: Page) => {
  await startEnrollment(page);
  await fillPersonal(page, { first: 'Ana', last: 'Reyes' });
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByLabel('Email Address').fill(`ana.reyes+${Date.now()}@example.com`);
  await page.getByLabel('Phone Number').fill('2125550199');
  await page.getByLabel('Address 1').fill('1 Main St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await next(page);
  await expect(page).toHaveURL(AGREEMENT_URL);
  await expect(agreementForm(page)).toBeVisible();
};

/** ClearView Vision from /plans into the cart, Proceed to Enrollment; Maria's Personal and Contact pass. */
const shopVisionAndPassToAgreement = async (page: Page, prefix: string, enrollerCode: boolean) => {
  await page.getByRole('region', { name: 'Vision' }).getByRole('link', { name: 'More Info: ClearView Vision' }).click();
  await page.getByRole('button', { name: 'Add to Cart: Member Only' }).click();
  await expect(page).toHaveURL(at('localhost', `${prefix}/cart`));
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Maria');
  await page.getByLabel('Height (feet)').fill('5');
  await page.getByLabel('Height (inches)').fill('5');
  await page.getByLabel('Weight (lbs)').fill('135');
  await page.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await page.getByLabel('Prior Coverage').selectOption({ label: 'None' });
  if (enrollerCode) {
    const gate = page.getByRole('region', { name: 'Enroller code' });
    await gate.getByRole('button', { name: 'Enter Enroller Code' }).click();
    const popup = page.getByRole('dialog', { name: 'Enter Enroller Code' });
    await popup.getByRole('textbox', { name: 'Enroller Code' }).fill('EC2556');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(gate).toContainText('Enroller code: EC2556 saved');
  }
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByLabel('Address 1').fill('22 Hudson St');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await next(page);
  await expect(page).toHaveURL(AGREEMENT_URL);
  await expect(agreementForm(page)).toBeVisible();
};

test('a new individual signs: unchecked boxes and the empty pad are refused, a finger signs, Clear empties the pad, a mouse signature goes on', async ({ page }) => {
  test.slow();
  await reachAgreementAsNewIndividual(page);
  const form = agreementForm(page);
  await expect(form.getByRole('heading', { name: 'Authorization' })).toBeVisible();
  await expect(form.getByRole('heading', { name: 'Terms Acknowledgment' })).toBeVisible();
  // sigapplicant: the signature and the date, no broker, group or applicant section, no question
  await expect(signaturePad(page)).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Date' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(form.getByRole('textbox', { name: 'Date' })).not.toBeEditable();
  await expect(form.getByRole('group', { name: 'Broker Verification' })).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Answer' })).toHaveCount(0);
  await expectAccessible(page);

  await next(page);
  await expect(page).toHaveURL(AGREEMENT_URL);
  await expect(form.getByText(messages.mustAgree, { exact: true })).toHaveCount(2);
  await expect(form.getByRole('group', { name: 'Signature', exact: true }).getByText(messages.signature, { exact: true })).toBeVisible();
  // the error summary above the agreements takes focus; each message a link to its field
  await expectErrorSummary(page, [`Authorization: ${messages.mustAgree}`, `Terms Acknowledgment: ${messages.mustAgree}`, messages.signature], form.getByRole('checkbox', { name: /Authorization/ }));
  await shoot(page, 'sigapplicant-refused');
  await expectAccessible(page);

  await agree(page, 'Authorization');
  await expect(form.getByText(messages.mustAgree, { exact: true })).toHaveCount(1);
  await agree(page, 'Terms Acknowledgment');
  // a finger signs too: the message goes once the pad has a stroke
  await drawSignatureByTouch(page);
  await expect(form.getByRole('group', { name: 'Signature', exact: true }).getByText(messages.signature, { exact: true })).toHaveCount(0);
  await shoot(page, 'sigapplicant-touch');
  // Clear empties the pad: the message comes back on Next
  await form.getByRole('button', { name: 'Clear signature' }).click();
  await next(page);
  await expect(form.getByRole('group', { name: 'Signature', exact: true }).getByText(messages.signature, { exact: true })).toBeVisible();
  await expect(form.getByText(messages.mustAgree, { exact: true })).toHaveCount(0);
  await drawSignature(page);
  await shoot(page, 'sigapplicant-signed');
  await next(page);
  await expect(page).not.toHaveURL(AGREEMENT_URL);
  await completeBilling(page);
  await reviewToReceipt(page);
});

/** Whether the pad shows any ink (a pixel not transparent nor white). */
const padHasInk = (page: Page) =>
  signaturePad(page).evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    for (let index = 0; index < pixels.length; index += 4) if (pixels[index + 3]! > 0 && pixels[index]! < 200) return true;
    return false;
  });

test('a drawn signature kept by save later shows on the resumed pad and is sent; review’s View Details shows the texts, the date and the image', async ({ page, browser, request }) => {
  test.slow();
  await reachAgreementAsNewIndividual(page);
  await agree(page, 'Authorization');
  await agree(page, 'Terms Acknowledgment');
  await drawSignature(page);
  const alternate = `agreement.drawn+${Date.now()}@example.com`;
  await saveLaterTo(page, alternate);
  const other = await resumeByCode(browser, await enrollmentCodeSentTo(request, alternate), alternate);
  await expect(other).toHaveURL(AGREEMENT_URL);
  await expect(agreementForm(other).getByRole('checkbox', { name: 'I have read and agree to the Terms Acknowledgment' })).toBeChecked();
  await expect.poll(() => padHasInk(other)).toBe(true);
  await next(other);
  await expect(other).not.toHaveURL(AGREEMENT_URL);
  await completeBilling(other);
  await expect(other).toHaveURL(/\/enrollment\/review-confirm$/);
  await other.getByRole('button', { name: 'View Details: Agreement & Signature' }).click();
  const details = other.getByRole('dialog', { name: 'Agreement & Signature' });
  await expect(details).toContainText('Agreed to: Authorization, Terms Acknowledgment');
  await expect(details.getByRole('img', { name: 'Your signature' })).toBeVisible();
  expect(await details.getByRole('img', { name: 'Your signature' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(500);
  await shoot(other, 'review-details');
  await expectAccessible(other);
});

test('a typed signature with the keyboard only; save later keeps the boxes and the signature, a resume shows them', async ({ page, browser, request }) => {
  test.slow();
  await reachAgreementAsNewIndividual(page);
  const form = agreementForm(page);
  // keyboard only: the boxes with Space, the signature method with the arrows, the name typed
  await form.getByRole('checkbox', { name: 'I have read and agree to the Authorization' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('checkbox', { name: 'I have read and agree to the Terms Acknowledgment' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radio', { name: 'Draw my signature' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Type my signature' })).toBeChecked();
  await page.keyboard.press('Tab');
  const name = form.getByRole('textbox', { name: 'Type your full name to sign' });
  await expect(name).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('group', { name: 'Signature', exact: true }).getByText(messages.signature, { exact: true })).toBeVisible();
  await expect(name).toHaveAccessibleDescription(messages.signature);
  // the refused Next focused the error summary: its link, followed by the keyboard, leads back to the signature
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(summary.getByRole('link', { name: messages.signature, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('radio', { name: 'Draw my signature' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: 'Type my signature' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(name).toBeFocused();
  await page.keyboard.type('Ana Reyes');
  await shoot(page, 'sigapplicant-typed');
  await expectAccessible(page);

  const alternate = `agreement+${Date.now()}@example.com`;
  await saveLaterTo(page, alternate);
  const other = await resumeByCode(browser, await enrollmentCodeSentTo(request, alternate), alternate);
  await expect(other).toHaveURL(AGREEMENT_URL);
  const resumed = agreementForm(other);
  await expect(resumed.getByRole('checkbox', { name: 'I have read and agree to the Authorization' })).toBeChecked();
  await expect(resumed.getByRole('checkbox', { name: 'I have read and agree to the Terms Acknowledgment' })).toBeChecked();
  await expect(resumed.getByRole('radio', { name: 'Type my signature' })).toBeChecked();
  await expect(resumed.getByRole('textbox', { name: 'Type your full name to sign' })).toHaveValue('Ana Reyes');
  await resumed.getByRole('textbox', { name: 'Type your full name to sign' }).press('Enter');
  await expect(other).not.toHaveURL(AGREEMENT_URL);
  expect(await stored(other, 'tempId')).toBeTruthy();
});

test('Maria from her member home answers her verification question (applicant mode); save later keeps boxes and answer', async ({ page }) => {
  test.slow();
  await page.goto(demoLink('localhost', 'member-benefit-store/501/IO'));
  await expect(page).toHaveURL(/\/plans/);
  await page.goto(at('localhost', '/member-home'));
  await expect(page.getByRole('heading', { name: 'Welcome, Maria Lopez' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans/);
  await shopVisionAndPassToAgreement(page, '', false);

  const form = agreementForm(page);
  const section = form.getByRole('group', { name: 'Applicant Verification' });
  await expect(section.getByRole('textbox', { name: 'Applicant Name' })).toHaveValue('Maria Lopez');
  await expect(section.getByRole('textbox', { name: 'Applicant Name' })).not.toBeEditable();
  await expect(section.getByRole('textbox', { name: 'Date' })).not.toBeEditable();
  await expect(form.getByRole('textbox', { name: 'Verification Question' })).toHaveValue("What is your mother's maiden name?");
  await expect(signaturePad(page)).toHaveCount(0);
  await agree(page, 'Authorization');
  await agree(page, 'Terms Acknowledgment');
  await next(page);
  const answer = form.getByRole('textbox', { name: 'Answer' });
  await expect(answer).toHaveAccessibleErrorMessage(messages.required);
  await answer.fill('Smith');
  await next(page);
  await expect(answer).toHaveAccessibleErrorMessage('This answer does not match the one on file.');
  await shoot(page, 'applicant');
  await expectAccessible(page);
  await answer.fill(VERIFICATION_ANSWER);
  // save later keeps the boxes and the answer: the step opened again shows them
  await saveLaterTo(page, `maria.agreement+${Date.now()}@example.com`);
  await page.reload();
  await expect(agreementForm(page).getByRole('checkbox', { name: 'I have read and agree to the Authorization' })).toBeChecked();
  await expect(agreementForm(page).getByRole('checkbox', { name: 'I have read and agree to the Terms Acknowledgment' })).toBeChecked();
  await expect(agreementForm(page).getByRole('textbox', { name: 'Answer' })).toHaveValue(VERIFICATION_ANSWER);
  await next(page);
  await expect(page).not.toHaveURL(AGREEMENT_URL);
});

test('rep Jane enrolls Maria from her picker: the broker section, read-only; completeAgreement goes on', async ({ page }) => {
  test.slow();
  await arriveAsJane(page);
  await page.getByRole('button', { name: 'Current Member' }).click();
  await signInAsEnroller(page, 'jane.doe@example.com');
  await page.getByRole('table', { name: 'Current members' }).getByRole('button', { name: 'Enroll Now: Maria Lopez' }).click();
  const modal = page.getByRole('dialog', { name: 'Choose a tier for Maria Lopez' });
  await modal.getByLabel('Tier').selectOption('IO');
  await modal.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/jane\/plans/);
  await shopVisionAndPassToAgreement(page, '/jane', true);

  const section = agreementForm(page).getByRole('group', { name: 'Broker Verification' });
  await expect(section.getByRole('textbox', { name: 'Broker Name' })).toHaveValue('Jane Doe');
  await expect(section.getByRole('textbox', { name: 'Broker Code' })).toHaveValue('JANE01');
  await expect(section.getByRole('textbox', { name: 'Broker Name' })).not.toBeEditable();
  await expect(signaturePad(page)).toHaveCount(0);
  await shoot(page, 'rep');
  await expectAccessible(page);
  await completeAgreement(page);
});

test('an Acme group enrollment signs as the group: the group section, read-only; completeAgreement goes on', async ({ page }) => {
  test.slow();
  // Acme's seeded cart TECART04 (TECART03's twin), checked out on its site (docs/demo-data.md)
  await holdSeededEnrollment(page, 'acme.localhost', 'TECART04');
  await page.goto(at('acme.localhost', '/cart'));
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await fillPersonal(page, { first: 'Lena', last: 'Park' });
  const gate = page.getByRole('region', { name: 'Enroller code' });
  await gate.getByRole('button', { name: 'Enter Enroller Code' }).click();
  const popup = page.getByRole('dialog', { name: 'Enter Enroller Code' });
  await popup.getByRole('textbox', { name: 'Enroller Code' }).fill('EC2556');
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(gate).toContainText('Enroller code: EC2556 saved');
  await next(page);
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByLabel('Email Address').fill(`lena.park+${Date.now()}@example.com`);
  await page.getByLabel('Phone Number').fill('2125550188');
  await page.getByLabel('Address 1').fill('5 Park Ave');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('State', { exact: true }).selectOption('NY');
  await next(page);
  await passAcmeEmployer(page);
  await expect(page).toHaveURL(AGREEMENT_URL);

  const section = agreementForm(page).getByRole('group', { name: 'Group Verification' });
  await expect(section.getByRole('textbox', { name: 'Group Name' })).toHaveValue('Acme Benefits');
  await expect(section.getByRole('textbox', { name: 'Group Code' })).toHaveValue('ACME');
  await expect(section.getByRole('textbox', { name: 'Date' })).not.toBeEditable();
  await expect(signaturePad(page)).toHaveCount(0);
  await shoot(page, 'group');
  await expectAccessible(page);
  await completeAgreement(page);
});
