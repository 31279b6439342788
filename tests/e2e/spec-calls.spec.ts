import { expect, test } from '@playwright/test';
import { at, demoLink, expectAccessible } from './support.ts';

test("the cart names the selected group, member and portal (get-group-agent-member-info): Maria's own store link", async ({ page }) => {
  await page.goto(demoLink('localhost', 'member-benefit-store/501/IO'));
  await expect(page).toHaveURL(/\/plans$/);
  await page.goto(at('localhost', '/cart'));
  const selection = page.getByLabel('Your selection');
  await expect(selection).toContainText('Group');
  await expect(selection).toContainText('Acme Benefits');
  await expect(selection).toContainText('Member');
  await expect(selection).toContainText('Maria Lopez');
  await expect(selection).toContainText('Portal');
  await expect(selection).toContainText('Individual Benefits');
  await page.screenshot({ path: 'test-results/screens/cart-selection.png' });
  await expectAccessible(page);
});

test("a group site's header menu comes from get-group-menu; the main site's from get-common-menu", async ({ page }) => {
  // both first visits are rendered whole by the server (docs/architecture.md), which reads the menu
  // in process (the group's with get-group-menu, since ssr5) and hands the read over: the browser asks for no menu
  const menuCalls: string[] = [];
  page.on('request', (request) => void (/\/api\/v1\/get-(group|common)-menu/.test(request.url()) && menuCalls.push(request.url())));
  const group = await (await page.goto(at('acme.localhost')))!.text();
  expect(group).toContain('"queryKey":["menu",true,{"group_id":"2556"');
  await expect(page.getByRole('link', { name: 'Dental' }).first()).toBeVisible();

  const served = await (await page.goto(at('localhost')))!.text();
  expect(served).toContain('"queryKey":["menu",false,');
  await expect(page.getByRole('navigation', { name: 'Plan categories' }).getByRole('link', { name: 'Pet Plans' })).toBeVisible();
  expect(menuCalls).toEqual([]);
});

test("the quote wizard's date of birth is checked by the server (v2 validate-dob) before step 3", async ({ page }) => {
  await page.goto(at('acme.localhost'));
  await page.getByLabel('Zip Code').fill('60601');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await page.getByLabel('Date of Birth').pressSequentially('03021985');
  const check = page.waitForResponse((response) => response.url().includes('/api/v2/validate-dob'));
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const reply = await check;
  expect(new URL(reply.url()).searchParams.get('dob')).toBe('03/02/1985');
  expect(reply.ok()).toBe(true);
  await expect(page.getByText('Step 3 of 6')).toBeVisible();
});
