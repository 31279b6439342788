import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { MachineCounts } from '../../contract/analytics.ts';
import { analyticsMessages } from '../../contract/analytics.ts';
import { at, expectAccessible, submitQuote } from './support.ts';

// Where applicants go (issue 17 section 2, docs/studio.md): real journeys in the storefront are
// reported on leaving a page and move the counts the studio reads.

const today = () => new Date().toISOString().slice(0, 10);

/** Today's counters of a machine, read as the studio reads them (from a page: the API wants the app's credentials). */
const countsToday = (page: Page, machine: string) =>
  page.evaluate(
    async ({ machine, day }) => {
      const config = JSON.parse(document.querySelector('meta[name="app-config"]')!.getAttribute('content')!) as { apiAuthorization: string };
      const response = await fetch(`/api/v1/analytics/counts?machine=${machine}&from=${day}&to=${day}`, { headers: { Authorization: config.apiAuthorization } });
      return ((await response.json()) as { data: MachineCounts }).data;
    },
    { machine, day: today() },
  );

const sessionsOf = (counts: MachineCounts, id: string) => counts.states.find((state) => state.id === id)?.sessions ?? 0;
const takenOf = (counts: MachineCounts, prefix: string) => counts.transitions.filter((transition) => transition.key.startsWith(prefix)).reduce((sum, transition) => sum + transition.taken, 0);

test('a quote submitted in the storefront moves the quote machine’s counts once the tab leaves', async ({ browser, page }) => {
  await page.goto(at('localhost'));
  const before = await countsToday(page, 'quote');

  const applicant = await browser.newPage();
  await submitQuote(applicant);
  // leaving the page (pagehide) sends the last report, with keepalive
  await applicant.close({ runBeforeUnload: true });

  await expect.poll(async () => sessionsOf(await countsToday(page, 'quote'), 'quote'), { timeout: 15_000 }).toBeGreaterThan(sessionsOf(before, 'quote'));
  const after = await countsToday(page, 'quote');
  expect(takenOf(after, 'quote.') - takenOf(before, 'quote.')).toBeGreaterThan(0);
  const submitted = (counts: MachineCounts) => counts.transitions.filter((transition) => transition.key.includes('—user.submit')).reduce((sum, transition) => sum + transition.sessions, 0);
  expect(submitted(after)).toBeGreaterThan(submitted(before));
});

test('the Journeys tab draws the counts on the chart, and moves after a journey', async ({ browser, page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(at('localhost', '/studio/quote'));
  await expect(page.getByTestId('statechart')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: 'Journeys' }).click();
  const panel = page.getByTestId('journey-panel');
  // the seeded weeks: never empty on a fresh start
  await expect(panel.getByTestId('journey-totals')).toHaveText(/^[1-9][\d,]* sessions · [\d,]+ left the site here$/);
  const saving = page.locator('[data-testid="state-node"][data-state-id="quote.saving"]');
  await expect(saving).toHaveAttribute('data-visits', /^\d+$/);
  const visitsBefore = Number(await saving.getAttribute('data-visits'));
  // why they left: the state with the most drop-offs, the most common ways into it listed and drawn with their counts
  const why = panel.getByTestId('why-they-left');
  await expect(why.getByLabel('Left the site in')).toHaveValue(/^quote\./);
  await expect(why.getByTestId('ways-in').getByRole('listitem').first()).toHaveText(/ → .*\(at most [\d,]+ sessions, \d+% of the ways in\)$/);
  await expect(page.locator('[data-testid="transition"][data-way]').first()).toBeAttached();
  await expect(page.getByTestId('way-count').first()).toHaveText(/^[\d,]+×$/);
  await expectAccessible(page);
  mkdirSync('test-results/screens', { recursive: true });
  await page.screenshot({ path: 'test-results/screens/studio-journeys.png' });

  const applicant = await browser.newPage();
  await submitQuote(applicant);
  await applicant.close({ runBeforeUnload: true });
  await expect
    .poll(
      async () => {
        await panel.getByRole('button', { name: 'Refresh counts' }).click();
        return Number(await saving.getAttribute('data-visits'));
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(visitsBefore);

  // a backwards range: said at the field, the heat map taken off the chart
  await panel.getByLabel('From').fill('2099-01-01');
  await expect(panel.getByText(analyticsMessages.rangeOrder)).toBeVisible();
  await expect(saving).not.toHaveAttribute('data-visits');
  await expectAccessible(page);
});
