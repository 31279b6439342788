// Lighthouse's default run (the mobile preset: a mid-range phone's screen, simulated slow 4G and
// a 4× slower CPU) of one page, in Debian's Chromium launched by chrome-launcher, headless, with a
// fresh profile each run. A page that needs a visitor's session (a quote, an enrollment) gets it
// before the run through Playwright over the same browser; the HTTP cache is then cleared, so
// every run is a first visit's load.
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export interface PageFigures {
  /** The performance category's score, 0–100. */
  score: number;
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** What a run needs in the browser beforehand: cookies, stored values. */
export type Prepare = (context: BrowserContext, page: Page) => Promise<void>;

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const prepareBrowser = async (port: number, prepare: Prepare) => {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await prepare(context, page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  // connected over CDP, close() disconnects and leaves the browser (and its profile) running
  await browser.close();
};

/** BENCH_DEBUG: the run's report, its trace and what the page showed at its end in test-results/bench/, to profile and to check the prepared session took. */
const saveReport = (url: string, lhr: object, trace: unknown, screenshot: unknown) => {
  mkdirSync('test-results/bench', { recursive: true });
  const name = `test-results/bench/lighthouse-${new URL(url).port}-${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}`;
  writeFileSync(`${name}.json`, JSON.stringify(lhr));
  writeFileSync(`${name}.trace.json`, JSON.stringify(trace));
  const data = (screenshot as { data?: string } | undefined)?.data;
  if (data) writeFileSync(`${name}.jpg`, Buffer.from(data.replace(/^data:image\/jpeg;base64,/, ''), 'base64'));
};

const runOnce = async (url: string, prepare?: Prepare): Promise<PageFigures> => {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
  try {
    if (prepare) await prepareBrowser(chrome.port, prepare);
    // a prepared profile keeps its storage (the stored quote); the cache was cleared above
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: Boolean(prepare) });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (process.env.BENCH_DEBUG) saveReport(url, lhr, result.artifacts.Trace, lhr.audits['final-screenshot']?.details);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
    };
  } finally {
    chrome.kill();
  }
};

/** Lighthouse on a busy machine now and then loses the trace (NO_NAVSTART, NO_FCP): such a run is run again, twice at most. */
const retried = async <T>(run: () => Promise<T>, tries = 3): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    if (tries <= 1) throw error;
    console.warn(`  (${error instanceof Error ? error.message.split('\n')[0] : String(error)}; run again)`);
    return retried(run, tries - 1);
  }
};

/** The median of each figure over `runs` runs (each a fresh browser). */
export const lighthouseFigures = async (url: string, runs: number, prepare?: Prepare): Promise<PageFigures> => {
  const all: PageFigures[] = [];
  for (let run = 0; run < runs; run++) all.push(await retried(() => runOnce(url, prepare)));
  const of = (key: keyof PageFigures) => median(all.map((figures) => figures[key]));
  return { score: of('score'), fcp: of('fcp'), lcp: of('lcp'), tbt: of('tbt'), cls: of('cls') };
};
