import { expect, test, type Page } from '@playwright/test';
import type { MachineCounts } from '../../contract/analytics.ts';
import { at, submitQuote } from './support.ts';

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
