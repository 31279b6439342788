import { expect, test, type Page } from '@playwright/test';
import { trustMessages, type FilterInfo } from '../../contract/index.ts';
import { arriveAsJane, at, expectAccessible, stored } from './support.ts';

// issue 24, item 1: an anonymous browser that claims to be a rep or a group is refused by the server
// (403, nothing stored); a rep who proved it with the access code enrolls (docs/security.md).

/** A call posted from the page with the spec's API header, as any visitor reads it from the page (it is no boundary). */
const apiCall = (page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: Record<string, unknown>) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const config = JSON.parse(document.querySelector('meta[name="app-config"]')!.getAttribute('content')!) as { apiAuthorization: string };
      const response = await fetch(path, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: config.apiAuthorization },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { message: string; data: unknown } };
    },
    { method, path, body },
  );

const quote = { zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO' };

/** Fills the landing's quote form and submits it; answers the filter call's status. */
const submitQuoteForm = async (page: Page) => {
  await page.getByLabel('Zip Code').fill('10001');
  await page.getByLabel('Gender').selectOption('1');
  await page.getByLabel('Tier').selectOption('IO');
  await page.getByLabel('Date of Birth').pressSequentially('04121988');
  const reply = page.waitForResponse('**/api/v2/add-filter-for-new-user');
  await page.getByRole('button', { name: 'Submit' }).click();
  return (await reply).status();
};

/** Opens the main site with `values` put into storage by hand, as the browser's owner can. */
const openWithForgedStorage = async (page: Page, values: Record<string, string>) => {
  await page.goto(at('localhost'));
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
  await page.evaluate((entries) => Object.entries(entries).forEach(([key, value]) => localStorage.setItem(key, value)), values);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
};

test.describe('an anonymous browser cannot act as a rep or a group', () => {
  test("storage that says 'rep Jane' makes no rep's enrollment: the quote is refused and no enrollment starts", async ({ page }) => {
    await openWithForgedStorage(page, { eprocess: 'rep', AGENT_ID: '701', agent_id: '701', portal_id: '12', open_type: 'agent' });
    expect(await submitQuoteForm(page)).toBe(403);
    await expect(page).toHaveURL(at('localhost', '/'));
    // the refusal is never silent: it says why above the form, which keeps what was typed
    await expect(page.getByRole('alert')).toHaveText(trustMessages.roleNotVerified);
    await expect(page.getByLabel('Zip Code')).toHaveValue('10001');
    expect(await stored(page, 'tempId')).toBeNull();
    await expectAccessible(page);
    await page.screenshot({ path: test.info().outputPath('forged-rep-refused.png') });
  });

  test("storage that says 'Beacon's group' makes no group enrollment", async ({ page }) => {
    await openWithForgedStorage(page, { eprocess: 'group', group_id: '2512', enroll_type: 'new-group-member', open_type: 'group' });
    expect(await submitQuoteForm(page)).toBe(403);
    await expect(page.getByRole('alert')).toHaveText(trustMessages.roleNotVerified);
    expect(await stored(page, 'tempId')).toBeNull();
  });

  test('the calls posted from the page with the API header are refused with the message', async ({ page }) => {
    await page.goto(at('localhost'));
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    for (const claims of [
      { eprocess: 'rep', agent_id: 701 },
      { eprocess: 'group', group_id: 2512 },
      { type: 'new-group-member', group_id: 2556 },
    ]) {
      expect(await apiCall(page, 'POST', '/api/v2/add-filter-for-new-user', { ...quote, ...claims })).toEqual({
        status: 403,
        body: expect.objectContaining({ message: trustMessages.roleNotVerified }),
      });
    }
    // an honest quote of this site passes, and cannot then be turned into a rep's
    const created = await apiCall(page, 'POST', '/api/v2/add-filter-for-new-user', { ...quote, eprocess: 'group', group_id: 1000, open_type: 'user' });
    expect(created.status).toBe(200);
    const { temp_enrollment_id: tempId } = created.body.data as { temp_enrollment_id: string };
    const changed = await apiCall(page, 'PUT', `/api/v2/change-filter-info/${tempId}`, { eprocess: 'rep', agent_id: 701 });
    expect(changed.status).toBe(403);
  });
});

test('the rep who gave the access code enrolls for one of their groups as the rep', async ({ page }) => {
  await arriveAsJane(page);
  await page.getByRole('button', { name: 'New Member' }).click();
  await page.getByRole('combobox', { name: 'Enrollment Portal' }).selectOption({ label: 'Small Business Benefits' });
  await page.getByRole('button', { name: 'Submit' }).click();
  const popup = page.getByRole('dialog', { name: 'Start the enrollment' });
  await popup.getByRole('combobox', { name: 'Group' }).selectOption({ label: 'Beacon Logistics' });
  await popup.getByRole('button', { name: 'Enroll', exact: true }).click();
  await expect(page).toHaveURL(at('localhost', '/jane/home'));
  expect(await submitQuoteForm(page)).toBe(200);
  await expect(page).toHaveURL(/\/jane\/plans/);
  const tempId = await stored(page, 'tempId');
  const filter = (await apiCall(page, 'GET', `/api/v1/get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`)).body.data as { result: FilterInfo };
  expect(filter.result).toMatchObject({ eprocess: 'rep', agent_id: 701, group_id: 2512, platform_group_id: 12, type: 'new-group-member' });
});
