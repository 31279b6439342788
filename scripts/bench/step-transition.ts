// The wizard's step transition: from a click on Next to the next step painted (its title, its
// form, no spinner, then a frame), in Chromium against the reference server on loopback. The
// baseline is the same work's server round trips alone: the save, then the next step's fields.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { addLatency } from './latency.ts';

export interface Timings {
  median: number;
  p95: number;
  count: number;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
export const timingsOf = (samples: readonly number[]): Timings => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), count: sorted.length };
};

const personal = { first_name: 'Bea', last_name: 'Mark', height_feet: '5', height_inch: '7', weight: '150', marital_status: '0', ssn: '111223333', prior_coverage_flag: '0' };
const contact = { email_address: 'bea.mark@example.com', phone_number: '2125550123', address1: '2 Elm St', city: 'New York', state: 'NY', zip: '10001' };

/** A quote (a new visitor's enrollment with its filter), with the session cookie that may see it. */
export const quote = async (app: string, headers: Record<string, string>) => {
  const created = await fetch(`${app}/api/v2/add-filter-for-new-user`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ zip: '10001', dob: '01/15/1980', gender: '1', tier: 'IO' }),
  });
  const { temp_enrollment_id: tempId } = ((await created.json()) as { data: { temp_enrollment_id: string } }).data;
  return { tempId, session: created.headers.get('set-cookie')!.split(';')[0]! };
};

/**
 * A quoted enrollment with a dental plan in its cart and both steps saved, so each form opens
 * filled; with the session cookie that may see it.
 */
export const enrollment = async (app: string, headers: Record<string, string>) => {
  const { tempId, session } = await quote(app, headers);
  const call = (path: string, body: unknown) => fetch(`${app}${path}`, { method: 'POST', headers: { ...headers, cookie: session }, body: JSON.stringify(body) });
  await call('/api/v1/add-plan-to-cart', { enrollment_id: tempId, plan_id: 121, plan_pricing_id: 1211 });
  await call('/api/v1/save-personal-info', { enrollment_id: tempId, ...personal });
  await call('/api/v1/save-contact-info', { enrollment_id: tempId, ...contact });
  return { tempId, session };
};

/** Server time alone for one transition: the step's save, then the next step's field definitions. */
export const serverRoundTrips = async (app: string, headers: Record<string, string>, rounds: number): Promise<Timings> => {
  const { tempId, session } = await enrollment(app, headers);
  const withSession = { ...headers, cookie: session };
  const samples: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const start = performance.now();
    await fetch(`${app}/api/v1/save-personal-info`, { method: 'POST', headers: withSession, body: JSON.stringify({ enrollment_id: tempId, ...personal }) }).then((r) => r.arrayBuffer());
    await fetch(`${app}/api/v1/get-form-fields-contact-info?enrollment_id=${tempId}`, { headers: withSession }).then((r) => r.arrayBuffer());
    samples.push(performance.now() - start);
  }
  return timingsOf(samples);
};

/**
 * Next, timed in the page: personal → contact and contact → the agreement (the step after contact
 * since the wizard ends with the agreement and the payment), then Back twice (not timed),
 * for `cycles` cycles; `latency` milliseconds added to every request's round trip.
 */
export const nextToPainted = async (app: string, headers: Record<string, string>, cycles: number, latency = 0): Promise<Timings> => {
  const { tempId, session } = await enrollment(app, headers);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    const [name, value] = session.split('=') as [string, string];
    await context.addCookies([{ name, value, url: app }]);
    const page = await context.newPage();
    await addLatency(context, page, latency);
    await page.goto(`${app}/`);
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await page.evaluate((id) => localStorage.setItem('tempId', id), tempId);
    await page.goto(`${app}/enrollment/personal-info`);
    const shown = async (title: string) => {
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.locator('form#enrollment-step-form').waitFor();
    };
    // in-page source text: tsx would wrap named functions in a helper the page lacks
    const timedNext = (title: string): Promise<number> =>
      page.evaluate(`new Promise((resolve, reject) => {
        const title = ${JSON.stringify(title)};
        const painted = () =>
          document.querySelector('h1')?.textContent === title &&
          document.querySelector('form#enrollment-step-form') !== null &&
          document.querySelector('[role="status"][aria-label^="Loading"]') === null;
        const start = performance.now();
        [...document.querySelectorAll('button')].find((button) => button.textContent.trim() === 'Next').click();
        // a step that never shows fails the run rather than hanging it
        const frame = () =>
          painted() ? requestAnimationFrame(() => resolve(performance.now() - start))
          : performance.now() - start > 30000 ? reject(new Error('Next: ' + title + ' did not show within 30 s'))
          : requestAnimationFrame(frame);
        requestAnimationFrame(frame);
      })`);
    await shown('Personal Information');
    const samples: number[] = [];
    // each save's screenshot is taken once the next step shows; a visitor reads the step meanwhile,
    // so the next Next is timed once that capture has gone out
    const captured = () => page.waitForResponse((response) => response.url().includes('/save-screenshot'), { timeout: 15_000 });
    const timedNextThenCapture = async (title: string) => {
      const capture = captured();
      const time = await timedNext(title);
      await capture;
      return time;
    };
    for (let cycle = 0; cycle < cycles; cycle++) {
      samples.push(await timedNextThenCapture('Contact Information'));
      samples.push(await timedNextThenCapture('Agreement & Signature'));
      if (process.env.BENCH_DEBUG) console.log(samples.slice(-2).map((sample) => sample.toFixed(0)).join(' '));
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await shown('Contact Information');
      await page.getByRole('button', { name: 'Back', exact: true }).click();
      await shown('Personal Information');
    }
    return timingsOf(samples);
  } finally {
    await browser.close();
  }
};
