import { expect, type Locator, type Page } from '@playwright/test';
import { steps, type TabName } from '../../../contract/index.ts';
import { plans } from '../../../server/db/seed/demo-data.ts';
import { agreementForm, drawSignature, signaturePad } from '../agreement-steps.ts';
import { fillBeneficiary } from '../beneficiary-steps.ts';
import { billingForm, fillBillingEmail, fillNewBank, fillNewCard } from '../billing-steps.ts';
import { addDependentForm, answerSpouseQuestion, dependentsList, dependentsLoaded, fillDependent, spouseQuestion } from '../dependents-steps.ts';
import { needsEnrollerCode, offersEnrollerCode } from '../../../machines/shared/enroller-code/index.ts';
import { openTermLifeAsNonSmoker } from '../plan-steps.ts';
import { at, openThroughAcme, signInAsEnroller } from '../support.ts';
import type { Journey } from './matrix.ts';
import type { JourneyValues, Typed } from './values.ts';

// One journey on the page, from its door to the receipt (docs/journeys.md): each step the
// wizard shows filled with the journey's values.

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const QUOTE = { zip: '10001', dob: '04121988' };

/** The quote form (the main site's landing, a landing or a role home): the plans open. */
const submitQuoteForm = async (page: Page, tier: string) => {
  await page.getByLabel('Zip Code').fill(QUOTE.zip);
  await page.getByLabel('Gender').selectOption('1');
  await page.getByLabel('Tier').selectOption(tier);
  await page.getByLabel('Date of Birth').pressSequentially(QUOTE.dob);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans/);
};

/** acme.localhost's six-step quote wizard. */
const submitQuoteWizard = async (page: Page, tier: string) => {
  const nextStep = page.getByRole('button', { name: 'Next', exact: true });
  await page.getByLabel('Zip Code').fill(QUOTE.zip);
  await nextStep.click();
  await page.getByLabel('Date of Birth').pressSequentially(QUOTE.dob);
  await nextStep.click();
  await page.getByLabel('Gender').selectOption('1');
  await nextStep.click();
  await page.getByLabel('Tier').selectOption(tier);
  await nextStep.click();
  await page.getByRole('checkbox', { name: 'Vision' }).click({ force: true });
  await nextStep.click();
  await page.getByLabel('Interested Coverage Type').selectOption('LOW_COST');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/plans/);
};

const footerCode = async (page: Page, modal: 'Access Code' | 'Employee Enrollment', code: string) => {
  await page.getByRole('contentinfo').getByRole('button', { name: modal === 'Access Code' ? 'Access Code' : 'Employee Enroll' }).click();
  const box = page.getByRole('dialog', { name: modal });
  await box.getByLabel(modal === 'Access Code' ? 'Access Code' : 'Group Enrollment Code').fill(code);
  await box.getByRole('button', { name: 'Submit' }).click();
  await box.getByRole('button', { name: 'Yes' }).click();
};

/**
 * Through the journey's door to the plans (docs/demo-data.md): the host, and the path prefix its
 * plan pages live under.
 */
export const enter = async (page: Page, journey: Journey): Promise<{ host: string; prefix: string }> => {
  const { role, billing, tier } = journey;
  if (role === 'applicant-main') {
    await page.goto(at('localhost'));
    await submitQuoteForm(page, tier);
    return { host: 'localhost', prefix: '' };
  }
  if (role === 'applicant-group-site') {
    await page.goto(at('acme.localhost'));
    await submitQuoteWizard(page, tier);
    return { host: 'acme.localhost', prefix: '' };
  }
  if (role === 'employee-code') {
    await page.goto(at('localhost'));
    await footerCode(page, 'Employee Enrollment', 'ACME01');
    await expect(page).toHaveURL(at('localhost', '/acme'));
    await submitQuoteForm(page, tier);
    return { host: 'localhost', prefix: '/acme' };
  }
  if (role === 'group-admin') {
    await openThroughAcme(page, 'group-home');
    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByRole('combobox', { name: 'Enrollment Portal' }).selectOption({ label: 'Individual Benefits' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(at('localhost', '/acme/home'));
    await submitQuoteForm(page, tier);
    return { host: 'localhost', prefix: '/acme' };
  }
  // rep Jane
  await page.goto(at('localhost'));
  await footerCode(page, 'Access Code', 'JANE01');
  await expect(page).toHaveURL(at('localhost', '/jane'));
  await page.getByRole('link', { name: 'Rep Home' }).click();
  if (billing === 'card' || billing === 'saved-card') {
    await page.getByRole('button', { name: 'Current Member' }).click();
    await signInAsEnroller(page, 'jane.doe@example.com');
    await page.getByRole('table', { name: 'Current members' }).getByRole('button', { name: 'Enroll Now: Maria Lopez' }).click();
    const modal = page.getByRole('dialog', { name: 'Choose a tier for Maria Lopez' });
    await modal.getByLabel('Tier').selectOption(tier);
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/jane\/plans/);
  } else {
    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByRole('combobox', { name: 'Enrollment Portal' }).selectOption({ label: 'Individual Benefits' });
    await page.getByRole('button', { name: 'Submit' }).click();
    const popup = page.getByRole('dialog', { name: 'Start the enrollment' });
    await popup.getByRole('combobox', { name: 'Group' }).selectOption({ label: billing === 'list' ? 'Beacon Logistics' : 'Acme Benefits' });
    await popup.getByRole('button', { name: 'Enroll', exact: true }).click();
    await expect(page).toHaveURL(at('localhost', '/jane/home'));
    await submitQuoteForm(page, tier);
  }
  return { host: 'localhost', prefix: '/jane' };
};

const addButton = (page: Page, suffix = '.+') => page.getByRole('button', { name: new RegExp(`^(Add to Cart|Enroll Now): ${suffix}$`) }).first();

/** Each of the journey's plans into the cart, as its page asks (tobacco, plan questions, income, membership). */
export const fillCart = async (page: Page, journey: Journey, { host, prefix }: { host: string; prefix: string }) => {
  for (const id of journey.cart) {
    const name = plans.find((plan) => plan.id === id)!.name;
    if (id === 172) {
      await openTermLifeAsNonSmoker(page, at(host, `${prefix}/plan/172/${encodeURIComponent(name)}`));
      await addButton(page, '\\$100,000 coverage').click();
    } else {
      await page.goto(at(host, `${prefix}/plan/${id}/${encodeURIComponent(name)}`));
      // a plan page on a loaded machine (8 sessions on 2 cores) took over 10 s
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 30_000 });
      if (id === 191) {
        const panel = page.getByRole('form', { name: 'Plan questions' });
        for (const text of [/tobacco or nicotine/, /following conditions/, /hospitalized/]) await panel.getByRole('radiogroup', { name: text }).getByText('No', { exact: true }).click();
        await panel.getByRole('button', { name: 'Submit' }).click();
        await expect(page.getByRole('status').filter({ hasText: 'Your answers have been saved.' })).toBeVisible();
      }
      if (id === 181) {
        await page.getByRole('alert').filter({ hasText: 'annual income' }).getByRole('button', { name: 'clicking here' }).click();
        const popup = page.getByRole('dialog', { name: 'Annual Income and Working Hours' });
        await popup.getByRole('spinbutton', { name: 'Annual Income' }).fill('52000');
        await popup.getByLabel('Working Hours per week').fill('40');
        await popup.getByRole('button', { name: 'Submit' }).click();
        await expect(popup).toBeHidden();
      }
      await addButton(page).click();
      // the disability plan needs the membership: added with it
      if (id === 181) await page.getByRole('dialog', { name: 'Membership Required' }).getByRole('button', { name: 'Add Membership' }).click();
    }
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('table', { name: 'Plans in your cart' }).getByRole('button', { name, exact: true })).toBeVisible();
  }
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
};

/** Types one value into its field (in `scope`, the page or a form). */
export const fillTyped = async (scope: Locator | Page, value: Typed) => {
  const field = scope.getByLabel(value.label, { exact: true });
  if (value.kind === 'select') await field.selectOption({ label: value.typed });
  else if (value.kind === 'date') {
    await field.fill('');
    await field.pressSequentially(value.typed);
  } else await field.fill(value.typed);
};

const atStep = async (page: Page, tab: TabName) => {
  await expect(page).toHaveURL(new RegExp(`/enrollment/${steps[tab].path}$`));
  await expect(page.getByRole('heading', { level: 1, name: steps[tab].heading ?? steps[tab].title })).toBeVisible();
};

const ENROLLER_CODES: Record<number, string> = { 2556: 'EC2556', 2512: 'EC2512' };

const passPersonal = async (page: Page, journey: Journey, values: JourneyValues) => {
  for (const value of values.personal) await fillTyped(page, value);
  // the product's own rule: the session's role and group say whether the popup shows and whether the code is asked
  const facts = { eprocess: journey.enrollment.eprocess ?? undefined, group_id: String(journey.enrollment.group_id), enrollerCode: undefined };
  const gate = page.getByRole('region', { name: 'Enroller code' });
  await expect(gate).toHaveCount(offersEnrollerCode(facts) ? 1 : 0);
  if (needsEnrollerCode(facts)) {
    await gate.getByRole('button', { name: 'Enter Enroller Code' }).click();
    const popup = page.getByRole('dialog', { name: 'Enter Enroller Code' });
    await popup.getByRole('textbox', { name: 'Enroller Code' }).fill(ENROLLER_CODES[journey.enrollment.group_id!]!);
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(gate).toContainText('saved');
  }
};

const passEmployer = async (page: Page, values: JourneyValues) => {
  for (const value of values.employer) await fillTyped(page, value);
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('NY');
  const holidays = page.getByRole('group', { name: 'Holiday Policy' });
  for (const box of await holidays.getByRole('checkbox').all()) if (await box.isChecked()) await holidays.getByText((await box.getAttribute('aria-label')) ?? '', { exact: true }).click();
  await holidays.getByText(values.holiday, { exact: true }).click();
  await expect(holidays.getByRole('checkbox', { name: values.holiday })).toBeChecked();
};

/** An existing member's list (beneficiaries, dependents) loads after the step shows: wait for it before replacing it. */
const onFileShown = async (journey: Journey, list: Locator) => {
  if (journey.enrollment.type === 'existing-member') await expect(list.getByRole('listitem').first()).toBeVisible();
};

const passBeneficiaries = async (page: Page, journey: Journey, values: JourneyValues) => {
  const listed = page.getByRole('list', { name: 'Added beneficiaries' });
  await onFileShown(journey, listed);
  // an existing member's beneficiaries on file are replaced by the journey's
  while ((await listed.getByRole('listitem').count()) > 0) {
    await listed.getByRole('button', { name: /^Delete / }).first().click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ has: page.getByRole('button', { name: /^(Yes|Delete|Confirm)/ }) });
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: /^(Yes|Delete|Confirm)/ }).first().click();
  }
  for (const [index, person] of values.beneficiaries.entries()) {
    const form = page.getByRole('form', { name: 'Add Beneficiary' });
    await fillBeneficiary(form, person);
    await form.getByRole('button', { name: 'Add Beneficiary' }).click();
    // the form empties once the beneficiary is saved: the next one is typed after that, not into the form being emptied
    await expect(listed.getByRole('listitem')).toHaveCount(index + 1);
  }
  await expect(page.getByText('Now You can Continue Enrollment')).toBeVisible();
};

export const HEALTH_NO = [/heart disease/, /cancer or a tumor/, /surgery or a test/, /tobacco or nicotine products/, /hospitalized or confined/];
export const Q146 = /under the care of a physician/;
export const MEDS = /prescription medication/;
const question = (page: Page, text: RegExp) => page.getByRole('region', { name: text });

const passHealth = async (page: Page, values: JourneyValues) => {
  for (const text of HEALTH_NO) await question(page, text).getByRole('radiogroup').getByText('No', { exact: true }).click();
  for (const text of [Q146, MEDS]) await question(page, text).getByRole('radiogroup').getByText('Yes', { exact: true }).click();
  for (const value of values.health.condition) await fillTyped(question(page, Q146), value);
  for (const value of values.health.medication) await fillTyped(question(page, MEDS), value);
};

const passDependents = async (page: Page, journey: Journey, values: JourneyValues) => {
  await dependentsLoaded(page);
  if (await spouseQuestion(page).isVisible()) await answerSpouseQuestion(page, 'Yes');
  await onFileShown(journey, dependentsList(page));
  // an existing member's dependents on file are replaced by the journey's
  while ((await dependentsList(page).getByRole('listitem').count()) > 0) {
    await dependentsList(page).getByRole('button', { name: /^Delete / }).first().click();
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).filter({ has: page.getByRole('button', { name: /^(Yes|Delete|Confirm)/ }) });
    if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: /^(Yes|Delete|Confirm)/ }).first().click();
  }
  for (const [index, person] of values.dependents.entries()) {
    const form = addDependentForm(page, index + 1);
    await fillDependent(form, person);
    await form.getByRole('button', { name: /^\+ Add (Spouse|Child)$/ }).click();
    await expect(dependentsList(page).getByRole('listitem')).toHaveCount(index + 1);
  }
  await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
};

const passAgreement = async (page: Page, journey: Journey) => {
  const form = agreementForm(page);
  const labels = form.getByText(/^I have read and agree to the /);
  await expect(labels).toHaveCount(2);
  for (let index = 0; index < 2; index += 1) {
    if (!(await form.getByRole('checkbox').nth(index).isChecked())) await labels.nth(index).click();
  }
  // the pad shows exactly where the journey signs (sigapplicant)
  await expect(signaturePad(page)).toHaveCount(journey.signature === 'none' ? 0 : 1);
  if (journey.signature === 'drawn') {
    await form.getByText('Draw my signature', { exact: true }).click();
    await drawSignature(page);
  }
  if (journey.signature === 'typed') {
    await form.getByText('Type my signature', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Type your full name to sign' }).fill(journey.id.length % 2 === 0 ? 'A. Signer' : 'B. Signer');
  }
};

/** The payment type each billing shows (spec 3 §2.5). */
const METHOD_LABEL = { card: 'cc', 'saved-card': 'cc', eft: 'eft', list: 'list' } as const;

const passBilling = async (page: Page, journey: Journey, values: JourneyValues) => {
  const form = billingForm(page);
  await expect(form.getByRole('radiogroup', { name: 'Payment Type' }).getByRole('radio').first()).toHaveAttribute('value', METHOD_LABEL[journey.billing]);
  if (journey.billing === 'saved-card') {
    const saved = form.getByRole('radiogroup', { name: 'Saved cards' });
    await expect(saved.getByRole('radio').first()).toBeChecked();
  }
  if (journey.billing === 'card') await fillNewCard(page, { physicalAddress: true, names: values.card });
  if (journey.billing === 'eft') await fillNewBank(page, { holder: values.bank.holder });
  if (journey.billing !== 'list') {
    // first the contact e-mail, shown to keep or change (spec 3 §5)
    const contactEmail = values.contact.find((value) => value.field === 'email_address')!.typed;
    await expect(form.getByLabel('Billing e-mail')).toHaveValue(contactEmail);
    await fillBillingEmail(page, values.billingEmail);
  }
};

/** Fills the step on screen with the journey's values, then Next. */
export const passStep = async (page: Page, tab: TabName, journey: Journey, values: JourneyValues) => {
  await atStep(page, tab);
  if (tab === 'primary_info') await passPersonal(page, journey, values);
  if (tab === 'contact_info') for (const value of values.contact) await fillTyped(page, value);
  if (tab === 'employer_info') await passEmployer(page, values);
  if (tab === 'beneficiary_info') await passBeneficiaries(page, journey, values);
  if (tab === 'primary_health_info') await passHealth(page, values);
  if (tab === 'dependent_info') await passDependents(page, journey, values);
  if (tab === 'agreement_info') await passAgreement(page, journey);
  if (tab === 'billing_info') await passBilling(page, journey, values);
  await next(page);
  await expect(page).not.toHaveURL(new RegExp(`/enrollment/${steps[tab].path}$`));
};
