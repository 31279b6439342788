import { expect, test, type Page } from '@playwright/test';
import { expectErrorSummary } from './error-summary.ts';
import { at, expectAccessible, openThroughAcme, signInAsEnroller, stored, demoLink } from './support.ts';

// Access codes, role homes and current-member pickers (spec 1 §2, §4; issue 3 parts 1–3).

const footer = (page: Page) => page.getByRole('contentinfo');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Opens a footer modal and submits `code`. */
const enterCode = async (page: Page, modal: 'Access Code' | 'Employee Enrollment', code: string) => {
  await footer(page).getByRole('button', { name: modal === 'Access Code' ? 'Access Code' : 'Employee Enroll' }).click();
  const box = dialog(page, modal);
  await box.getByLabel(modal === 'Access Code' ? 'Access Code' : 'Group Enrollment Code').fill(code);
  await box.getByRole('button', { name: 'Submit' }).click();
  return box;
};

/** JANE01 → Yes → /jane as the rep → Rep Home. */
const arriveAsJane = async (page: Page) => {
  await page.goto(at('localhost'));
  const box = await enterCode(page, 'Access Code', 'JANE01');
  await expect(box.getByText('Jane Doe')).toBeVisible();
  await box.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(at('localhost', '/jane'));
  await page.getByRole('link', { name: 'Rep Home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jane Doe' })).toBeVisible();
};

test.describe('access codes', () => {
  test('the rep code shows the rep, formatted phone, and Yes loads the landing as the rep', async ({ page }) => {
    await page.goto(at('localhost'));
    const box = await enterCode(page, 'Access Code', 'jane01');
    await expect(box.getByText('(212) 555-0147')).toBeVisible();
    await expect(box.getByText('jane.doe@example.com')).toBeVisible();
    await expectAccessible(page);
    await box.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(at('localhost', '/jane'));
    await expect(page.getByRole('link', { name: 'Rep Home' })).toBeVisible();
    await expect.poll(() => stored(page, 'AGENT_ID')).toBe('701');
    await expect.poll(() => stored(page, 'eprocess')).toBe('rep');
    await expect.poll(() => stored(page, 'landing')).toBe('jane');
  });

  test("a blank code reads 'Field is required'; an unknown code shows the server's message; No starts over", async ({ page }) => {
    await page.goto(at('localhost'));
    let box = await enterCode(page, 'Access Code', '');
    await expect(box.getByText('Field is required')).toBeVisible();
    await box.getByLabel('Access Code').fill('NOBODY');
    await box.getByRole('button', { name: 'Submit' }).click();
    await expect(box.getByText('Invalid agent code')).toBeVisible();
    await expectAccessible(page);
    await box.getByRole('button', { name: 'Close' }).click();
    box = await enterCode(page, 'Employee Enrollment', 'NOPE');
    await expect(box.getByText('Invalid group code')).toBeVisible();
    await box.getByLabel('Group Enrollment Code').fill('ACME01');
    await box.getByRole('button', { name: 'Submit' }).click();
    await box.getByRole('button', { name: 'No' }).click();
    await expect(box.getByLabel('Group Enrollment Code')).toHaveValue('');
  });

  test('NOLAND has no landing page: Yes goes to /landing-config-error/Agent', async ({ page }) => {
    await page.goto(at('localhost'));
    const box = await enterCode(page, 'Access Code', 'NOLAND');
    await box.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(at('localhost', '/landing-config-error/Agent'));
    await expect(page.getByText(/not configured for this Agent enroll type/)).toBeVisible();
    await expect.poll(() => stored(page, 'AGENT_ID')).toBeNull();
  });

  test('the group code ACME01 shows the company, re-enters the code, and Yes opens /acme', async ({ page }) => {
    await page.goto(at('localhost'));
    const box = await enterCode(page, 'Employee Enrollment', 'ACME01');
    await expect(box.getByText('Acme Benefits')).toBeVisible();
    await expectAccessible(page);
    await box.getByRole('button', { name: 'Re-enter the code' }).click();
    await expect(box.getByLabel('Group Enrollment Code')).toHaveValue('ACME01');
    await box.getByRole('button', { name: 'Submit' }).click();
    await box.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(at('localhost', '/acme'));
    await expect.poll(() => stored(page, 'group_id')).toBe('2556');
  });

  test('Not my site asks first, then clears storage and reloads at /', async ({ page }) => {
    await arriveAsJane(page);
    const notMySite = footer(page).getByRole('button', { name: 'Not my site' });
    await notMySite.click();
    const question = page.getByRole('alertdialog', { name: 'Leave this site?' });
    await expect(question).toContainText('Your cart will be emptied.');
    await expectAccessible(page);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    expect(await stored(page, 'AGENT_ID')).not.toBeNull();
    await notMySite.click();
    await question.getByRole('button', { name: 'Leave' }).click();
    await expect(page).toHaveURL(at('localhost', '/'));
    await expect(page.getByRole('link', { name: 'Rep Home' })).toHaveCount(0);
    await expect.poll(() => stored(page, 'AGENT_ID')).toBeNull();
    // start-up stored the association's default site again
    await expect.poll(() => stored(page, 'group_id')).toBe('1000');
  });
});

test.describe('rep home', () => {
  test('a rep from JANE01 picks a portal and a group, gets a quote, adds a plan and a rider, and meets the enroller code', async ({ page }) => {
    test.slow();
    await arriveAsJane(page);
    await expect.poll(() => stored(page, 'open_type')).toBeNull();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please choose a platform')).toBeVisible();
    await page.getByRole('combobox', { name: 'Enrollment Portal' }).selectOption({ label: 'Small Business Benefits' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => stored(page, 'portal_id')).toBe('12');
    // spec 3 §2.9: a popup with Start Direct Enrollment, or a group and Enroll
    const start = page.getByRole('dialog', { name: 'Start the enrollment' });
    await expect(start.getByRole('button', { name: 'Start Direct Enrollment' })).toBeVisible();
    await start.getByRole('button', { name: 'Enroll', exact: true }).click();
    await expect(start.getByText('Please choose a group')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/screens/rep-home-popup.png' });
    await start.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Acme Benefits' });
    await start.getByRole('button', { name: 'Enroll', exact: true }).click();
    await expect(page).toHaveURL(at('localhost', '/jane/home'));
    await expect.poll(() => stored(page, 'group_id')).toBe('2556');
    await expect.poll(() => stored(page, 'enroll_type')).toBe('new-group-member');
    await expect.poll(() => stored(page, 'eprocess')).toBe('rep');
    await page.getByLabel('Zip Code').fill('10001');
    await page.getByLabel('Gender').selectOption('1');
    await page.getByLabel('Tier').selectOption('IO');
    await page.getByLabel('Date of Birth').pressSequentially('01151980');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/jane\/plans/);
    await expect(page.getByRole('region', { name: 'Dental' })).toBeVisible();
    // Acme offers no pet plans
    await expect(page.getByRole('region', { name: 'Pet Plans' })).toHaveCount(0);
    await expect.poll(() => stored(page, 'tempId')).toMatch(/^TE/);
    // on to a plan and into the cart, which names the group and portal the rep chose
    await page.getByRole('region', { name: 'Dental' }).getByRole('link', { name: 'More Info: BrightSmile Dental Basic' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'BrightSmile Dental Basic' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart: Member Only' }).click();
    await expect(page).toHaveURL(at('localhost', '/jane/cart'));
    await expect(page.getByRole('table', { name: 'Plans in your cart' }).getByRole('button', { name: 'BrightSmile Dental Basic', exact: true })).toBeVisible();
    const selection = page.getByLabel('Your selection');
    await expect(selection).toContainText('Acme Benefits');
    await expect(selection).toContainText('Small Business Benefits');
    await expectAccessible(page);
    // the dental plan's rider is offered beside the cart, and added
    const riders = page.getByRole('region', { name: 'Additional Riders' });
    await expect(riders).toContainText('for BrightSmile Dental Basic');
    await riders.getByRole('button', { name: 'Add Orthodontia Rider' }).click();
    await expect(page.getByRole('table', { name: 'Plans in your cart' }).getByRole('button', { name: 'Orthodontia Rider', exact: true })).toBeVisible();
    await expect(riders).toBeHidden();
    // Acme (2556) needs an enroller code before the enrollment goes on
    await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
    await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
    await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
    const gate = page.getByRole('region', { name: 'Enroller code' });
    await page.getByLabel('First Name', { exact: true }).fill('Lena');
    await page.getByLabel('Last Name', { exact: true }).fill('Park');
    await page.getByLabel('Height (feet)').fill('5');
    await page.getByLabel('Height (inches)').fill('4');
    await page.getByLabel('Weight (lbs)').fill('130');
    await page.getByLabel('Marital Status').selectOption({ label: 'Single' });
    await page.getByLabel('SSN').fill('987654321');
    await page.getByLabel('Prior Coverage').selectOption({ label: 'None' });
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    // the step's error summary takes focus; its link leads to the code's button, which says the message too
    await expectErrorSummary(page, ['Enroller code is required'], gate.getByRole('button', { name: 'Enter Enroller Code' }));
    await expect(gate.getByRole('button', { name: 'Enter Enroller Code' })).toHaveAccessibleDescription('Enroller code is required');
    await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
    await gate.getByRole('button', { name: 'Enter Enroller Code' }).click();
    const popup = page.getByRole('dialog', { name: 'Enter Enroller Code' });
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(popup.getByRole('alert')).toHaveText('Enter Enroller Code');
    await popup.getByRole('textbox', { name: 'Enroller Code' }).fill('NOPE');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(popup.getByRole('alert')).toHaveText('Invalid enroller code');
    await expectAccessible(page);
    await popup.getByRole('textbox', { name: 'Enroller Code' }).fill('ec2556');
    await popup.getByRole('button', { name: 'Save' }).click();
    await expect(gate).toContainText('Enroller code: EC2556 saved');
    await expect.poll(() => stored(page, 'enrollerCode')).toBe('EC2556');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  });

  test('a rep opening a plan without a quote chooses portal, group and details; portalError offers another portal', async ({ page }) => {
    await arriveAsJane(page);
    await page.goto(at('localhost', '/jane/plan/122/BrightSmile%20Dental%20Plus'));
    const portal = page.getByRole('dialog', { name: 'Select Portal' });
    await portal.getByRole('button', { name: 'Submit' }).click();
    await expect(portal.getByText('Please choose a platform')).toBeVisible();
    await expectAccessible(page);
    await portal.getByRole('combobox', { name: 'Enrollment Portal' }).selectOption({ label: 'Individual Benefits' });
    await portal.getByRole('button', { name: 'Submit' }).click();
    const group = page.getByRole('dialog', { name: 'Select Group' });
    await group.getByRole('button', { name: 'Submit' }).click();
    await expect(group.getByText('Please choose a group')).toBeVisible();
    await group.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Acme Benefits' });
    await group.getByRole('button', { name: 'Submit' }).click();
    const details = page.getByRole('dialog', { name: 'Enter your details' });
    await details.getByLabel('Zip Code').fill('10001');
    await details.getByLabel('Gender').selectOption('1');
    await details.getByLabel('Tier').selectOption('IO');
    await details.getByLabel('Date of Birth').pressSequentially('01151980');
    await details.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => stored(page, 'tempId')).toMatch(/^TE/);
    await expect.poll(() => stored(page, 'group_id')).toBe('2556');
    // Dental Plus is offered in portal 12 only
    const notice = page.getByRole('alert').filter({ hasText: 'BrightSmile Dental Plus is not offered in the selected portal.' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Choose Portal' }).click();
    const only = page.getByRole('dialog', { name: 'Select Portal' });
    await only.getByRole('combobox', { name: 'Enrollment Portal' }).selectOption({ label: 'Small Business Benefits' });
    await only.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => stored(page, 'portal_id')).toBe('12');
    await page.getByRole('button', { name: 'Add to Cart: Member Only' }).click();
    await expect(page).toHaveURL(at('localhost', '/jane/cart'));
  });

  test('a rep enrolls a current member from page 2 of the picker', async ({ page }) => {
    await arriveAsJane(page);
    await page.getByRole('button', { name: 'Current Member' }).click();
    await expect(page).toHaveURL(at('localhost', '/jane/agent-select-member'));
    await signInAsEnroller(page, 'jane.doe@example.com');
    const table = page.getByRole('table', { name: 'Current members' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table.getByText('SSN: ***-**-6789')).toBeVisible();
    await expect(table.getByText('TERMED').first()).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(table.getByRole('row')).toHaveCount(4);
    await table.getByRole('button', { name: 'Enroll Now: Aisha Patel' }).click();
    const modal = dialog(page, 'Choose a tier for Aisha Patel');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal.getByText('Please choose a tier')).toBeVisible();
    await expectAccessible(page);
    await modal.getByLabel('Tier').selectOption('IS');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/jane\/plans/);
    await expect.poll(() => stored(page, 'isCurrentMemberAvailable')).toBe('true');
    await expect.poll(() => stored(page, 'isFilterDataSubmitted')).toBe('true');
    await expect.poll(() => stored(page, 'show-quotation')).toBe('true');
    await expect(page.getByRole('region', { name: 'Your quote' })).toContainText('Member + Spouse');
    // issue 28 item 8: the rep sees whom they enroll, on the plans and the cart
    const banner = page.getByRole('complementary', { name: 'Enrolling for' });
    await expect(banner).toHaveText('Enrolling for Aisha Patel');
    await page.screenshot({ path: 'test-results/screens/rep-enrolling-for-plans.png' });
    await page.goto(at('localhost', '/jane/cart'));
    await expect(banner).toHaveText('Enrolling for Aisha Patel');
    await expectAccessible(page);
  });

  test('the search narrows the members and starts at page 1', async ({ page }) => {
    await arriveAsJane(page);
    await page.goto(at('localhost', '/jane/agent-select-member'));
    await signInAsEnroller(page, 'jane.doe@example.com');
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('searchbox', { name: 'Search members' }).fill('beacon');
    const table = page.getByRole('table', { name: 'Current members' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('group and member homes', () => {
  test("the group home welcomes the group, picks a portal and opens /home as new-group-member", async ({ page }) => {
    await openThroughAcme(page, 'group-home');
    await expect(page.getByRole('heading', { name: 'Welcome, Acme Benefits' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'New Member' }).click();
    await page.getByRole('combobox', { name: 'Enrollment Portal' }).selectOption({ label: 'Individual Benefits' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(at('localhost', '/acme/home'));
    await expect.poll(() => stored(page, 'enroll_type')).toBe('new-group-member');
    await expect.poll(() => stored(page, 'portal_id')).toBe('11');
  });

  test("the group's current members", async ({ page }) => {
    await openThroughAcme(page, 'group-home');
    await page.getByRole('button', { name: 'Current Member' }).click();
    await expect(page).toHaveURL(at('localhost', '/acme/group-select-member'));
    const groupHome = page.getByRole('banner').getByRole('link', { name: 'Group Home' });
    await expect(groupHome).toHaveCount(0);
    await signInAsEnroller(page, 'hr@acme-benefits.example.com');
    const table = page.getByRole('table', { name: 'Current members' });
    await expect(table.getByText('Maria Lopez')).toBeVisible();
    // Acme's administrator sees Acme's members only, never Beacon's
    await expect(table.getByText('Tom Becker')).toHaveCount(0);
    await expectAccessible(page);
    // issue 27 §2: the administrator, signed in, reaches the group home from the header and by Home
    await expect(groupHome).toHaveAttribute('href', '/acme/group-home');
    await page.goto(at('localhost', '/acme/cart'));
    await expect(page.getByRole('navigation', { name: /breadcrumb/i }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/acme/group-home');
    await groupHome.click();
    await expect(page.getByRole('heading', { name: 'Welcome, Acme Benefits' })).toBeVisible();
  });

  test('the member list asks for a sign-in: the e-mail, then the code mailed to it, each checked at its field', async ({ page }) => {
    await openThroughAcme(page, 'group-select-member');
    await expect(page.getByRole('heading', { name: 'Sign in to see your members' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Current members' })).toHaveCount(0);
    const email = page.getByRole('textbox', { name: 'E-mail address' });
    await email.fill('hr@acme');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('Please enter valid email address')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/signin-email.png', fullPage: true });
    // an address not on file reads the same as one that is
    await email.fill('someone@acme-benefits.example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'If that address is on file, a code is on its way.' })).toBeVisible();
    const code = page.getByRole('textbox', { name: 'Sign-in code' });
    await code.fill('12345678');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('That code is not right or has expired. Check it, or ask for a new code.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/signin-code.png', fullPage: true });
    await page.getByRole('button', { name: 'Use another e-mail' }).click();
    await signInAsEnroller(page, 'hr@acme-benefits.example.com');
    await expect(page.getByRole('table', { name: 'Current members' }).getByText('Maria Lopez')).toBeVisible();
    // on a phone the list scrolls in its own box; the page keeps the screen's width
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const enrollMaria = page.getByRole('button', { name: 'Enroll Now: Maria Lopez' });
    await enrollMaria.scrollIntoViewIfNeeded();
    await expect(enrollMaria).toBeInViewport();
    await expectAccessible(page);
    // Sign out: the e-mail step again, with no address and no member; after a reload too
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
    await expect(page.getByRole('table', { name: 'Current members' })).toHaveCount(0);
    await expectAccessible(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign in to see your members' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Current members' })).toHaveCount(0);
  });

  test('the member benefit store creates the filter, and the member home welcomes Maria', async ({ page }) => {
    await page.goto(demoLink('localhost', 'member-benefit-store/501/IC'));
    await expect(page).toHaveURL(/\/plans/);
    await expect.poll(() => stored(page, 'USER_ID')).toBe('501');
    await page.goto(at('localhost', '/member-home'));
    await expect(page.getByRole('heading', { name: 'Welcome, Maria Lopez' })).toBeVisible();
    await expect(page.getByLabel('Choose Tier')).toHaveValue('IO');
    await expectAccessible(page);
    await page.getByLabel('Choose Tier').selectOption('IF');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/plans/);
    await expect(page.getByRole('region', { name: 'Your quote' })).toContainText('Family');
  });
});
