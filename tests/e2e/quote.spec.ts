import { expect, test, type Page } from '@playwright/test';
import { at, expectAccessible, stored } from './support.ts';


test.describe('landing quote form (spec 1 §5)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(at('localhost'));
    await expect(page.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
    // the server's page keeps its fields disabled until hydration: typing before then goes nowhere
    await expect(page.getByLabel('Zip Code')).toBeEnabled();
  });

  test('every field is required', async ({ page }) => {
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Field is required')).toHaveCount(4);
    await expectAccessible(page);
  });

  test('zip: truncated to 5, then length and lookup messages', async ({ page }) => {
    const zip = page.getByLabel('Zip Code');
    await zip.pressSequentially('1234567');
    await expect(zip).toHaveValue('12345');
    await zip.fill('123');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter 5 digit zip code')).toBeVisible();
  });

  test('dob: mask mm/dd/yyyy, a month past 12 kept as typed and refused, then the age rule', async ({ page }) => {
    const dob = page.getByLabel('Date of Birth');
    // the caps are rules, not rewrites (issue 23): nothing typed is changed
    await dob.pressSequentially('13991990');
    await expect(dob).toHaveValue('13/99/1990');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter date as mm/dd/yyyy')).toBeVisible();
    await expect(dob).toHaveValue('13/99/1990');
    await dob.fill('');
    await dob.pressSequentially('01152015');
    await expect(dob).toHaveValue('01/15/2015');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('You must be 18 years to proceed')).toBeVisible();
  });

  test('an unknown zip shows the lookup message at zip and keeps what was entered', async ({ page }) => {
    await fillQuote(page, { zip: '00000' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Invalid Zip code')).toBeVisible();
    await expect(page.getByLabel('Date of Birth')).toHaveValue('01/15/1980');
    await expect(page.getByLabel('Tier')).toHaveValue('IO');
  });

  test('a quote creates the filter and opens the plans', async ({ page }) => {
    await fillQuote(page, {});
    const filterCall = page.waitForRequest((request) => request.url().includes('/recommendation/filter'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/plans/);
    const summary = page.getByRole('region', { name: 'Your quote' });
    await expect(summary).toContainText('10001');
    await expect(summary).toContainText('Member Only');
    await expect(page.getByRole('region', { name: 'Dental' })).toBeVisible();
    expect(await stored(page, 'tempId')).toMatch(/^TE/);
    expect(await stored(page, 'show-quotation')).toBe('true');
    expect(await stored(page, 'isFilterDataSubmitted')).toBe('true');
    // the recommended strip under the listing asks the filter call for the quote's state, tier, age and gender
    const asked = new URL((await filterCall).url()).searchParams;
    expect(asked.get('state')).toBe('NY');
    expect(asked.get('tier')).toBe('IO');
    expect(asked.get('gender')).toBe('1');
    expect(Number(asked.get('age'))).toBeGreaterThanOrEqual(46);
    const strip = page.getByRole('region', { name: 'Recommended Plans' });
    await expect(strip.getByRole('list', { name: 'Recommended plans' }).getByRole('listitem').first()).toBeVisible();
    expect(await strip.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    await expectAccessible(page);
    // View All lists the recommendations for the same quote
    const listCall = page.waitForRequest((request) => request.url().includes('/recommendation/filter'));
    await strip.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/recommend-list\?/);
    const listed = new URL((await listCall).url()).searchParams;
    expect([listed.get('state'), listed.get('tier'), listed.get('gender')]).toEqual(['NY', 'IO', '1']);
    await expect(page.getByRole('heading', { level: 1, name: 'Recommended Products' })).toBeVisible();
  });
});

test('the Edit popup updates the quote and the plans follow', async ({ page }) => {
  await page.goto(at('localhost'));
  await fillQuote(page, {});
  await page.getByRole('button', { name: 'Submit' }).click();
  const summary = page.getByRole('region', { name: 'Your quote' });
  await expect(summary).toContainText('10001');
  const tempId = await stored(page, 'tempId');

  await page.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit your quote' });
  await dialog.getByLabel('Zip Code').fill('90210');
  await dialog.getByLabel('Tier').selectOption('IF');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary).toContainText('90210');
  await expect(summary).toContainText('Family');
  expect(await stored(page, 'tempId')).toBe(tempId);
});

test('removing the last selected category resets the listing to every category', async ({ page }) => {
  await page.goto(at('localhost'));
  await fillQuote(page, {});
  await page.getByRole('button', { name: 'Submit' }).click();
  const categories = page.getByRole('group', { name: 'Plan categories' });
  await expect(categories.getByRole('checkbox', { checked: true }).first()).toBeVisible();
  const checked = categories.getByRole('checkbox', { checked: true });
  while ((await checked.count()) > 1) await checked.first().click({ force: true });
  await expect(checked).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Medical', exact: true })).toHaveCount(0);
  await checked.first().click({ force: true });
  await expect(page.getByRole('region', { name: 'Medical', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dental' })).toBeVisible();
});

test.describe('6-step quote wizard on a group host', () => {
  test("each step advances only when valid; step 5 offers Acme's own categories", async ({ page }) => {
    await page.goto(at('acme.localhost'));
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    const next = page.getByRole('button', { name: 'Next', exact: true });

    await next.click();
    await expect(page.getByText('Field is required')).toBeVisible();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await page.getByLabel('Zip Code').fill('123');
    await next.click();
    await expect(page.getByText('Enter 5 digit zip code')).toBeVisible();
    await page.getByLabel('Zip Code').fill('60601');
    await next.click();

    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    await page.getByLabel('Date of Birth').pressSequentially('03021985');
    await next.click();
    await expect(page.getByText('Step 3 of 6')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('Date of Birth')).toHaveValue('03/02/1985');
    await next.click();

    await page.getByLabel('Gender').selectOption('0');
    await next.click();
    await expect(page.getByText('Step 4 of 6')).toBeVisible();
    await page.getByLabel('Tier').selectOption('IS');
    await next.click();

    await expect(page.getByText('Step 5 of 6')).toBeVisible();
    await next.click();
    await expect(page.getByText('Field is required')).toBeVisible();
    // Acme sells no pet plans: the wizard does not offer them
    await expect(page.getByRole('checkbox', { name: 'Pet Plans' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: 'Vision' }).click({ force: true });
    await next.click();

    await expect(page.getByText('Step 6 of 6')).toBeVisible();
    await page.getByLabel('Interested Coverage Type').selectOption('LOW_COST');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/plans/);
    await expect(page.getByRole('region', { name: 'Vision' })).toBeVisible();
    expect(await stored(page, 'tempId')).toMatch(/^TE/);
    await expectAccessible(page);
  });

  test('an unknown zip found at the end returns the wizard to step 1 with its message', async ({ page }) => {
    await page.goto(at('acme.localhost'));
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await page.getByLabel('Zip Code').fill('00000');
    await next.click();
    await page.getByLabel('Date of Birth').pressSequentially('03021985');
    await next.click();
    await page.getByLabel('Gender').selectOption('1');
    await next.click();
    await page.getByLabel('Tier').selectOption('IO');
    await next.click();
    await page.getByRole('checkbox', { name: 'Dental' }).click({ force: true });
    await next.click();
    await page.getByLabel('Interested Coverage Type').selectOption('PRESCRIPTION');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await expect(page.getByText('Invalid Zip code')).toBeVisible();
    await expect(page.getByLabel('Zip Code')).toHaveValue('00000');
  });
});

async function fillQuote(page: Page, values: { zip?: string }) {
  await page.getByLabel('Zip Code').fill(values.zip ?? '10001');
  await page.getByLabel('Gender').selectOption('1');
  await page.getByLabel('Tier').selectOption('IO');
  await page.getByLabel('Date of Birth').pressSequentially('01151980');
}
