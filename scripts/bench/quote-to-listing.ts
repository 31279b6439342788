// Quote Submit on the landing to the plans listing's first card painted (issue 14), in Chromium
// against the reference server on loopback, and again with a phone network's latency added to every
// request (Chromium's network emulation), with the API round trips in a row after the filter is
// saved, read from the page's own resource timing. On loopback a call answers in a few
// milliseconds, so two calls sent side by side may still look one after the other; with the
// latency they overlap unless one waits for the other, so the count is read from that run. The
// baseline is the same calls' server time from Node: the zip check, the save, then the listing's
// reads side by side.
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { addLatency } from './latency.ts';
import { timingsOf, type Timings } from './step-transition.ts';

/**
 * One API call as the page's resource timing saw it (milliseconds from the page's time origin):
 * `start` when the request left the browser, which may be well after the page asked for it: a
 * browser sends at most six requests to a host at once, and a seventh waits for one to answer.
 */
export interface TimedCall {
  path: string;
  start: number;
  end: number;
}

/** The calls that save the quote's filter: a new visitor's, or the stored enrollment's. */
const FILTER_SAVES = ['/api/v2/add-filter-for-new-user', '/api/v2/change-filter-info/'];
/** What the plans page reads before its listing shows: the left side's categories and the plans. */
const LISTING_READS = ['/api/v1/get-left-side-filter-fields', '/api/v1/get-filtered-plans'];
/** What the quote summary above the listing reads. */
const SUMMARY_READ = '/api/v1/get-enrollment-temp-info';

/**
 * The longest chain of calls in which each one starts after the one before it has answered: how
 * many round trips in a row they took, whatever ran beside them.
 */
export const roundTripsInARow = (calls: readonly TimedCall[]): number => {
  // by their ends, so every call that may come before another is counted first
  const byEnd = [...calls].sort((a, b) => a.end - b.end);
  const depth = new Map<TimedCall, number>();
  for (const call of byEnd) {
    const before = byEnd.filter((earlier) => earlier.end <= call.start).map((earlier) => depth.get(earlier)!);
    depth.set(call, 1 + Math.max(0, ...before));
  }
  return Math.max(0, ...depth.values());
};

/** The calls after the filter's save answered: those of the listing, those with the summary's, and every API call. */
export const callsAfterSave = (calls: readonly TimedCall[]) => {
  const save = calls.find((call) => FILTER_SAVES.some((path) => call.path.startsWith(path)));
  if (!save) throw new Error('the quote saved no filter');
  const after = calls.filter((call) => call.start >= save.end);
  const listing = after.filter((call) => LISTING_READS.includes(call.path));
  return { listing, withSummary: [...listing, ...after.filter((call) => call.path === SUMMARY_READ)], all: after };
};

/** Round trips in a row after the save, one count per cycle. */
export interface RoundTrips {
  /** The listing's reads (categories and plans). */
  listing: number[];
  /** The same with the quote summary's read. */
  withSummary: number[];
  /** Every API call (the header's menu and cart, the recommended strip's). */
  all: number[];
}

export interface QuoteToListing {
  painted: Timings;
  roundTrips: RoundTrips;
}

// in-page source text: tsx would wrap named functions in a helper the page lacks
const timedSubmit = `new Promise((resolve, reject) => {
  // the first card of the listing (the recommended strip under it is a section named by its heading)
  const painted = () => location.pathname.endsWith('/plans') && document.querySelector('section[aria-label] > ul > li article h3') !== null;
  performance.clearResourceTimings();
  const start = performance.now();
  [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Submit').click();
  const frame = () =>
    painted() ? requestAnimationFrame(() => resolve(performance.now() - start))
    : performance.now() - start > 30000 ? reject(new Error('Submit: no plan card within 30 s'))
    : requestAnimationFrame(frame);
  requestAnimationFrame(frame);
})`;

const apiCallsOf = (page: Page): Promise<TimedCall[]> =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/'))
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { path: new URL(timing.name).pathname, start: timing.requestStart, end: timing.responseEnd };
      }),
  );

/**
 * `cycles` new visitors in one browser (its HTTP cache warm after the first): the landing, the
 * 4-field quote, Submit timed to the listing's first card painted; `latency` milliseconds added to
 * every request's round trip.
 */
export const quoteToListing = async (app: string, cycles: number, latency = 0): Promise<QuoteToListing> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await addLatency(context, page, latency);
    const samples: number[] = [];
    const roundTrips: RoundTrips = { listing: [], withSummary: [], all: [] };
    for (let cycle = 0; cycle < cycles; cycle++) {
      // a new visitor: no session cookie, nothing stored
      await context.clearCookies();
      await page.goto(`${app}/`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${app}/`);
      await page.getByLabel('Zip Code').fill('10001');
      await page.getByLabel('Gender').selectOption('1');
      await page.getByLabel('Tier').selectOption('IO');
      await page.getByLabel('Date of Birth').pressSequentially('04121988');
      samples.push((await page.evaluate(timedSubmit)) as number);
      // the listing's reads have answered once its card shows; the others get a moment to finish
      await page.waitForLoadState('networkidle');
      const calls = callsAfterSave(await apiCallsOf(page));
      for (const kind of ['listing', 'withSummary', 'all'] as const) roundTrips[kind].push(roundTripsInARow(calls[kind]));
      if (process.env.BENCH_DEBUG) console.log(samples.at(-1)!.toFixed(0), calls.all.map((call) => `${call.path} ${call.start.toFixed(0)}-${call.end.toFixed(0)}`).join(' | '));
    }
    return { painted: timingsOf(samples), roundTrips };
  } finally {
    await browser.close();
  }
};

/**
 * Server time alone for the same work, from Node with its session: the zip check, the filter
 * created, then the listing's reads side by side (the least any page could wait for them).
 */
export const quoteServerTime = async (app: string, headers: Record<string, string>, rounds: number): Promise<Timings> => {
  const samples: number[] = [];
  const body = (response: Response) => response.arrayBuffer();
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await fetch(`${app}/api/v1/validate-zip-code?zip_code=10001`, { headers }).then(body);
    const created = await fetch(`${app}/api/v2/add-filter-for-new-user`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ zip: '10001', dob: '04/12/1988', gender: '1', tier: 'IO', categories: [] }),
    });
    const { temp_enrollment_id: tempId } = ((await created.json()) as { data: { temp_enrollment_id: string } }).data;
    const withSession = { ...headers, cookie: created.headers.get('set-cookie')!.split(';')[0]! };
    const reads = [`get-enrollment-temp-info?enrollment_id=${tempId}&column=filter_info`, `get-left-side-filter-fields?enrollment_id=${tempId}`, `get-filtered-plans?enrollment_id=${tempId}`];
    await Promise.all(reads.map((read) => fetch(`${app}/api/v1/${read}`, { headers: withSession }).then(body)));
    samples.push(performance.now() - start);
  }
  return timingsOf(samples);
};
