import { expect, test, type Locator, type Page } from '@playwright/test';
import { at, expectAccessible, startEnrollment } from './support.ts';
import { caretTo, expectCaretAt, expectSkipLinkFirst, tab } from './keyboard-focus.ts';

// Getting through the wizard with the keyboard alone (issue 16 items 1-3, issue 15 item 19) at
// 1280x800: every page's skip link (the landing, the plans, a plan, the cart, a step); each step's
// heading takes focus and the next Tab reaches its first field; Personal Information filled with
// Tab, typing, Space and Enter, focus visible and never under the floating Help chat button; masks
// keep the caret where it is edited.

test.use({ viewport: { width: 1280, height: 800 } });

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

test('every page starts with a skip link to its main content: the landing, the plans, a plan, the cart and a wizard step', async ({ page }) => {
  test.slow();
  // each page opened afresh, so the first Tab starts from the document's top
  const fresh = async (path: string, shown: Locator) => {
    await page.goto(at('localhost', path));
    await expect(shown).toBeVisible();
    await expectSkipLinkFirst(page);
  };
  // the quote's Submit, not its heading: start-up's shell paints the heading too, before the app (and its skip link) takes over
  await fresh('/', page.getByRole('button', { name: 'Submit' }));
  await startEnrollment(page);
  await fresh('/plans', page.getByRole('region', { name: 'Dental' }));
  await fresh(`/plan/121/${encodeURIComponent('BrightSmile Dental Basic')}`, page.getByRole('heading', { level: 1, name: 'BrightSmile Dental Basic' }));
  await fresh('/cart', page.getByRole('table', { name: 'Plans in your cart' }));
  await fresh('/enrollment/personal-info', page.getByLabel('First Name', { exact: true }));
});

test('Personal Information with the keyboard alone: heading focused, fields in order, SSN shown with Space, read-only fields read so, Next with Enter', async ({ page }) => {
  test.slow();
  await startEnrollment(page);
  // the step's heading has focus (a screen reader announces it); the first Tab is its first field
  await expect(page.getByRole('heading', { level: 1, name: 'Personal Information' })).toBeFocused();
  await expect(page.getByLabel('First Name', { exact: true })).toBeVisible();
  await tab(page);
  await expect(page.getByLabel('First Name', { exact: true })).toBeFocused();
  await page.keyboard.type('Ana');
  await tab(page);
  await expect(page.getByLabel('Middle Name')).toBeFocused();
  await tab(page);
  await page.keyboard.type('Reyes');
  await tab(page);
  // Date of Birth and Gender are read-only: focusable, read-only, with their reason; typing changes nothing
  const birthdate = page.getByLabel('Date of Birth');
  await expect(birthdate).toBeFocused();
  await expect(birthdate).toHaveAttribute('readonly', '');
  await expect(birthdate).toHaveAccessibleDescription('From your quote; your prices depend on it');
  await page.keyboard.type('1');
  await expect(birthdate).toHaveValue('04/12/1988');
  await tab(page);
  const gender = page.getByLabel('Gender');
  await expect(gender).toBeFocused();
  await expect(gender).toHaveValue('Female');
  await expect(gender).toHaveAttribute('readonly', '');
  await expect(gender).toBeEnabled();

  // numeric fields take digits only and say their limit
  await tab(page);
  const feet = page.getByLabel('Height (feet)');
  await expect(feet).toBeFocused();
  await expect(feet).toHaveAccessibleDescription('One digit, 1 to 9');
  await page.keyboard.type('x5');
  await expect(feet).toHaveValue('5');
  await tab(page);
  await page.keyboard.type('6');
  await tab(page);
  const weight = page.getByLabel('Weight (lbs)');
  await page.keyboard.type('1a4o0');
  await expect(weight).toHaveValue('140');
  await expect(weight).toHaveAccessibleDescription('Up to 3 digits, 1 to 999');
  await tab(page);
  await expect(page.getByLabel('Marital Status')).toBeFocused();
  // a select takes its choice by its first letter
  await page.keyboard.type('M');
  await expect(page.getByLabel('Marital Status')).toHaveValue('1');

  // SSN: hidden as typed; Show (Space) shows it; the caret stays where it is edited
  await tab(page);
  const ssn = page.getByLabel('SSN', { exact: true });
  await expect(ssn).toBeFocused();
  await expect(ssn).toHaveAttribute('type', 'password');
  await page.keyboard.type('123456789');
  await caretTo(page, 4);
  await page.keyboard.press('Backspace');
  await expectCaretAt(ssn, 3, '12356789');
  await page.keyboard.type('4');
  await expectCaretAt(ssn, 4, '123456789');
  await tab(page);
  const show = page.getByRole('button', { name: 'Show' });
  await expect(show).toBeFocused();
  await page.keyboard.press('Space');
  await expect(ssn).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide' })).toBeFocused();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);

  // Prior Coverage: a carrier asks for dates, masked mm/dd/yyyy with the caret kept
  await tab(page);
  await expect(page.getByLabel('Prior Coverage')).toBeFocused();
  await page.keyboard.type('H');
  await tab(page);
  await page.keyboard.type('Delta Health');
  await tab(page);
  const effective = page.getByLabel('Prior Effective Date');
  await expect(effective).toBeFocused();
  await page.keyboard.type('01152020');
  await expect(effective).toHaveValue('01/15/2020');
  // the day's first digit typed over in place: the caret stays behind it, not at the end
  await caretTo(page, 3);
  await page.keyboard.type('2');
  await expectCaretAt(effective, 4, '01/25/2020');
  await tab(page);
  await page.keyboard.type('12312021');
  await tab(page);
  await expect(page.getByLabel('Ethnic Group')).toBeFocused();
  await page.screenshot({ path: 'test-results/screens/wizard-keyboard-personal.png' });
  await expectAccessible(page);

  // on to Next by Tab: it scrolls clear of the Help chat button; Enter saves the step
  const next = page.getByRole('button', { name: 'Next', exact: true });
  for (let i = 0; i < 6 && !(await next.evaluate((button) => button === document.activeElement)); i++) await tab(page);
  await expect(next).toBeFocused();
  expect(await focusedText(page)).toBe('Next');
  await page.screenshot({ path: 'test-results/screens/wizard-keyboard-next.png' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeFocused();
  // (while the step loads, Tab goes on to Back)
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await tab(page);
  await expect(page.getByLabel('Email Address')).toBeFocused();

  // the phone: digits only, edited in the middle with the caret kept
  await tab(page);
  const phone = page.getByLabel('Phone Number');
  await page.keyboard.type('(212) 555-0199');
  await expect(phone).toHaveValue('2125550199');
  await caretTo(page, 3);
  await page.keyboard.press('Backspace');
  await expectCaretAt(phone, 2, '215550199');
  await page.keyboard.type('2');
  await expectCaretAt(phone, 3, '2125550199');
});
