import { expect, test, type Page } from '@playwright/test';
import { steps, type TabName } from '../../../contract/index.ts';
import { pairwiseSet, wholeMatrix } from './matrix.ts';
import { COLUMN_OF, valuesOf } from './values.ts';
import { enter, fillCart, passStep } from './walk.ts';
import { expectOnReview, expectOnReceipt, expectStored } from './round-trip.ts';

// Whole enrollments generated from the engine (docs/journeys.md): the pairwise set in every run,
// the whole matrix with JOURNEYS=all. Each walks from its door to the receipt, then checks that
// every value typed is on Review, on the receipt and in the enrollment the server keeps.

const journeys = process.env.JOURNEYS === 'all' ? wholeMatrix : pairwiseSet;

// a failed journey keeps its trace (actions, DOM snapshots, network), without the screencast's frames: they cost a whole journey's CPU
test.use({ trace: { mode: 'retain-on-failure', screenshots: false } });

/** A step's saved data read back through the API from inside the page, with its session and the app's Authorization. */
const storedStep = (page: Page, tempId: string, column: string) =>
  page.evaluate(
    async ([id, name]) => {
      const config = JSON.parse(document.querySelector('meta[name="app-config"]')!.getAttribute('content')!) as { apiAuthorization: string };
      const reply = await fetch(`/api/v1/get-enrollment-temp-info?enrollment_id=${encodeURIComponent(id)}&column=${name}`, { headers: { Authorization: config.apiAuthorization } });
      return { status: reply.status, body: (await reply.json()) as unknown };
    },
    [tempId, column] as const,
  );

for (const [index, journey] of journeys.entries()) {
  test(`journey ${index + 1}: ${journey.id}`, async ({ page }) => {
    // a whole enrollment: 30-90 s with 2 workers on 2 cores shared with other runs (load 12); twice the longest
    test.setTimeout(180_000);
    const values = valuesOf(journey, index + 1);
    const door = await enter(page, journey);
    await fillCart(page, journey, door);

    // the wizard's tabs are the engine's
    const progress = page.getByRole('navigation', { name: 'Enrollment progress' });
    await expect(progress.getByRole('listitem')).toHaveText(journey.tabs.map((tab) => new RegExp(steps[tab].title.replace(/[&]/g, '\\$&'))));
    for (const tab of journey.tabs.filter((tab) => tab !== 'review_info')) await passStep(page, tab, journey, values);

    await expect(page).toHaveURL(/\/enrollment\/review-confirm$/);
    await expectOnReview(page, journey, values);
    const tempId = (await page.evaluate(() => localStorage.getItem('tempId')))!;
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/enrollment\/receipt$/);
    await expectOnReceipt(page, journey, values);

    for (const tab of journey.tabs.filter((tab): tab is TabName => COLUMN_OF[tab] !== undefined)) {
      const reply = await storedStep(page, tempId, COLUMN_OF[tab]!);
      await test.info().attach(`stored ${tab}`, { body: JSON.stringify(reply, null, 2), contentType: 'application/json' });
      expect(reply.status, `get-enrollment-temp-info ${COLUMN_OF[tab]}`).toBe(200);
      expectStored(tab, (reply.body as { data: { result: unknown } }).data.result, journey, values);
    }
  });
}
