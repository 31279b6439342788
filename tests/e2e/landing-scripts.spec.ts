import { expect, test } from '@playwright/test';
import { at } from './support.ts';

// Issue 25, "less work before the page answers": the landing loads its own code, not the other
// flows'. Checked by what the scripts carry rather than by chunk names, which the bundler chooses.
const notTheLandings = [
  // the wizard's contract (a row of the whole endpoint table, loaded with the wizard's screens)
  { flow: "the wizard's endpoint rows", marker: '/api/v1/save-billing-info' },
  // the studio's layout engine (elkjs), loaded only on /studio
  { flow: "the studio's layout engine", marker: 'org.eclipse.elk' },
];

test("the landing fetches neither the wizard's nor the studio's code, up to once it has settled", async ({ page }) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  let settled = false;
  page.on('response', (response) => {
    if (!settled && response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(at('localhost'));
  await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
  // the header's and the strips' reads, and what loads after interactive, are done by then
  await page.waitForLoadState('networkidle');
  settled = true;
  const fetched = await Promise.all(scripts);
  expect(fetched.length).toBeGreaterThan(0);
  for (const { flow, marker } of notTheLandings) {
    expect(
      fetched.filter(({ body }) => body.includes(marker)).map(({ url }) => url),
      flow,
    ).toEqual([]);
  }
});
