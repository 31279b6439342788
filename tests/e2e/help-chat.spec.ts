import { expect, test } from '@playwright/test';
import { at, expectAccessible, stored } from './support.ts';

// Help chat widget and location permission banner (spec 1 §2, §4, §5, §9).
test('the chat is answered question by question, shows a refused answer for 5 s, and edits a past answer', async ({ page }) => {
  await page.goto(at('localhost', '/jane'));
  await page.getByRole('button', { name: 'Help chat' }).click();
  const chat = page.getByRole('region', { name: 'Help chat' });
  await expect(chat.getByRole('tab', { name: 'Contact Rep' })).toBeVisible();
  await expect(chat.getByRole('tab', { name: 'Create Ticket' })).toBeVisible();
  const field = (name: string) => chat.getByRole('textbox', { name });
  await field('What is your name?').fill('Pat Doe');
  await field('What is your name?').press('Enter');
  await expectAccessible(page);

  await field('What is your e-mail address?').fill('not-an-email');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByText('Please enter valid email address')).toBeVisible();
  await expect(chat.getByText('Please enter valid email address')).toBeHidden({ timeout: 7_000 });
  await field('What is your e-mail address?').fill('pat@example.com');
  await chat.getByRole('button', { name: 'Send' }).click();
  await field('What is your phone number?').fill('2125550199');
  await field('What is your phone number?').press('Enter');
  await field('What coverage are you looking for?').fill('Dental');
  await chat.getByRole('button', { name: 'Send' }).click();
  await field('When is the best time to call you?').fill('Mornings');
  // the last answer: the chat stores the lead with the rep it belongs to (get-lead-information)
  const leadStored = page.waitForResponse((response) => response.url().includes('/api/v1/get-lead-information'));
  await field('When is the best time to call you?').press('Enter');
  await expect(chat.getByText('Please allow 24 hours for a representative to reach out to you.')).toBeVisible();
  expect(await stored(page, 'deviceId')).toBeTruthy();
  const lead = await leadStored;
  expect(new URL(lead.url()).searchParams.get('store_information')).toBe('1');
  expect(new URL(lead.url()).searchParams.get('agent_id')).toBe(await stored(page, 'agent_id'));
  expect(((await lead.json()) as { data: { lead_stored: boolean } }).data.lead_stored).toBe(true);

  await chat.getByRole('button', { name: 'Edit answer: What is your name?' }).click();
  await expect(field('What is your name?')).toHaveValue('Pat Doe');
  await field('What is your name?').fill('Pat Smith');
  await field('What is your name?').press('Enter');
  await expect(chat.getByText('Pat Smith')).toBeVisible();
  await expect(chat.getByText('Please allow 24 hours for a representative to reach out to you.')).toBeVisible();

  // the chat is the session's (docs/security.md): after a reload its own visitor still has it
  await page.reload();
  await page.getByRole('button', { name: 'Help chat' }).click();
  await expect(chat.getByText('Pat Smith')).toBeVisible();
  await expect(chat.getByText('Please allow 24 hours for a representative to reach out to you.')).toBeVisible();
});

test("the location banner's Don't Allow is remembered across a reload", async ({ page }) => {
  await page.goto(at('localhost'));
  const banner = page.getByRole('region', { name: 'Location permission' });
  await expect(banner).toBeVisible();
  await expectAccessible(page);
  await banner.getByRole('button', { name: "Don't Allow" }).click();
  await expect(banner).toBeHidden();
  expect(await stored(page, 'locationPermission')).toBe('denied');
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(banner).toBeHidden();
});

test('the dashboard icons show only where the site flag is false', async ({ page }) => {
  await page.goto(at('localhost'));
  await expect(page.getByRole('navigation', { name: 'Dashboards' }).getByRole('link', { name: 'Rep Dashboard' })).toBeVisible();
  await page.goto(at('acme.localhost'));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboards' })).toHaveCount(0);
});
