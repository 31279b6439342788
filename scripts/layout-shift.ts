// Layout shift (CLS) and the JavaScript a page fetches until it shows, on phone-sized, slowed-down
// browsers. Each page is a fresh load (as Lighthouse loads it) in a browser that holds a quote
// where the page needs one: the landing page, /plans, a plan detail and the wizard's first step.
// Three profiles, because a shift shows only when data arrives after the first paint:
//   phone           390x844, CPU 4x slower (CDP Emulation.setCPUThrottlingRate)
//   phone, slow API 390x844, CPU 4x slower, every /api answer held back 400 ms
//   lighthouse-like 412x823 at 1.75x, CPU unthrottled (Lighthouse's simulated runs load so)
//
//   npx tsx scripts/layout-shift.ts            builds the app, starts the server on a fresh database
//   CLIENT_DIR=dist/client NO_BUILD=1 …        measures an existing build
//   RUNS=3 (default) loads per page; SHIFTS=1 prints what moved; NETWORK=slow4g throttles requests;
//   PROFILES=phone,lighthouse-like picks profiles; PAGES=plans,wizard picks pages
//
// CLS here is the sum of every 'layout-shift' entry without recent input, from the first request
// until the page has been quiet for a second (figures from a busy machine are noisy).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { build } from 'vite';
import { chromiumArgs, chromiumPath, requireChromium } from './chromium.ts';
import { startServer } from './server-process.ts';

const port = Number(process.env.PORT ?? 4311);
const origin = `http://localhost:${port}`;
const runs = Number(process.env.RUNS ?? 3);
const showShifts = process.env.SHIFTS === '1';
/** NETWORK=slow4g: every request over Lighthouse's slow 4G; default: no network throttling. */
const network = process.env.NETWORK ?? 'none';

interface Profile {
  name: string;
  width: number;
  height: number;
  scale: number;
  cpuRate: number;
  /** Each API answer held back this long (ms). */
  apiDelay: number;
}
const allProfiles: Profile[] = [
  { name: 'phone', width: 390, height: 844, scale: 3, cpuRate: 4, apiDelay: 0 },
  { name: 'phone, slow API', width: 390, height: 844, scale: 3, cpuRate: 4, apiDelay: 400 },
  { name: 'lighthouse-like', width: 412, height: 823, scale: 1.75, cpuRate: 1, apiDelay: 0 },
];
const picked = process.env.PROFILES?.split(',');
const profiles = allProfiles.filter((profile) => !picked || picked.includes(profile.name));
/** PAGES=plans,wizard: only the pages whose names contain one of these (a quote is still made first). */
const pickedPages = process.env.PAGES?.split(',');
const clientDir = resolve(process.env.CLIENT_DIR ?? mkdtempSync(join(tmpdir(), 'layout-shift-client-')));

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * Installed before any script of the page: every layout shift, with the nodes that moved. A string,
 * not a function: tsx would wrap a function's inner functions in a helper the page lacks.
 */
const observe = `(() => {
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName : '?';
    const label = node.getAttribute('aria-label') ?? node.getAttribute('role') ?? '';
    const text = (node.textContent ?? '').trim().slice(0, 30);
    return node.tagName.toLowerCase() + (node.id ? '#' + node.id : '') + (label ? '[' + label + ']' : '') + ' "' + text + '"';
  };
  const shifts = [];
  window.__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources ?? []).map((source) => describe(source.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

const throttled = async (context: BrowserContext, { cpuRate, apiDelay }: Profile) => {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  // a first visit; over Lighthouse's slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) when asked
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (network === 'slow4g') await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  // the API farther away than the files: its answers come after the shell could paint
  if (apiDelay > 0) await page.route('**/api/**', async (route) => {
    await new Promise((done) => setTimeout(done, apiDelay));
    await route.continue();
  });
  return page;
};

/** Waits until no request has been in flight for `quiet` ms. */
const settle = async (page: Page, quiet = 1000) => {
  let inFlight = 0;
  let last = Date.now();
  const up = () => {
    inFlight += 1;
  };
  const down = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  const start = Date.now();
  while (Date.now() - start < 20_000 && (inFlight > 0 || Date.now() - last < quiet)) await page.waitForTimeout(100);
  page.off('request', up);
  page.off('requestfinished', down);
  page.off('requestfailed', down);
};

interface Load {
  cls: number;
  shifts: Shift[];
  scripts: number;
  gzip: number;
  fcp: number;
}

/** One fresh load of `path`: CLS until quiet, and the scripts fetched until `shown`. */
const load = async (context: BrowserContext, profile: Profile, path: string, shown: (page: Page) => Promise<unknown>): Promise<Load> => {
  const page = await throttled(context, profile);
  const bodies: Promise<Buffer>[] = [];
  let counting = true;
  page.on('response', (response) => {
    if (counting && response.request().resourceType() === 'script') bodies.push(response.body().catch(() => Buffer.alloc(0)));
  });
  await page.goto(`${origin}${path}`);
  await shown(page);
  counting = false;
  const files = await Promise.all(bodies);
  await settle(page);
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  await page.close();
  return {
    cls: shifts.reduce((sum, shift) => sum + shift.value, 0),
    shifts,
    scripts: files.length,
    gzip: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0),
    fcp,
  };
};

const submitQuote = async (page: Page) => {
  await page.goto(`${origin}/`);
  await page.getByLabel('Zip Code').fill('10001');
  await page.getByLabel('Gender').selectOption('1');
  await page.getByLabel('Tier').selectOption('IO');
  await page.getByLabel('Date of Birth').pressSequentially('04121988');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/plans/);
};

/** A dental plan in the cart and checked out: the wizard's first step exists for this browser. */
const startEnrollment = async (page: Page) => {
  await page.goto(`${origin}/plan/121/BrightSmile%20Dental%20Basic`);
  await page.getByRole('button', { name: 'Add to Cart: Member Only' }).click();
  await page.waitForURL(/\/cart$/);
  await page.getByRole('region', { name: 'Order Info' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('dialog', { name: 'Confirm your cart' }).getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.waitForURL(/\/enrollment\/personal-info$/);
  await page.getByRole('heading', { level: 1, name: 'Personal Information' }).waitFor();
};

const pages: { name: string; path: string; shown: (page: Page) => Promise<unknown> }[] = [
  { name: 'landing /', path: '/', shown: (page) => page.getByRole('button', { name: 'Submit' }).waitFor() },
  { name: '/plans (quoted)', path: '/plans', shown: (page) => page.getByRole('region', { name: 'Dental' }).waitFor() },
  {
    name: 'plan detail 121',
    path: '/plan/121/BrightSmile%20Dental%20Basic',
    shown: (page) => page.getByRole('button', { name: 'Add to Cart: Member Only' }).waitFor(),
  },
  {
    name: 'wizard personal-info',
    path: '/enrollment/personal-info',
    shown: (page) => page.getByRole('heading', { level: 1, name: 'Personal Information' }).waitFor(),
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

requireChromium();
if (!process.env.NO_BUILD) await build({ logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true } });
const dataDir = mkdtempSync(join(tmpdir(), 'layout-shift-data-'));
const server = await startServer('server/main.ts', { PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: clientDir, DEV_MODE: '1' }, /ready at/);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const measure = async (profile: Profile) => {
  const phone = async () => {
    const fresh = await browser.newContext({ viewport: { width: profile.width, height: profile.height }, deviceScaleFactor: profile.scale, isMobile: true, hasTouch: true });
    await fresh.addInitScript({ content: observe });
    return fresh;
  };
  const context = await phone();
  const results: Record<string, Load[]> = {};
  let quoted = false;
  for (const { name, path, shown } of pages.filter((page) => !pickedPages || pickedPages.some((picked) => page.name.includes(picked)))) {
    // every page after the landing needs a quote; the wizard also a plan checked out
    if (name !== 'landing /' && !quoted) {
      const setup = await context.newPage();
      await submitQuote(setup);
      await setup.close();
      quoted = true;
    }
    if (name === 'wizard personal-info') {
      const setup = await context.newPage();
      await startEnrollment(setup);
      await setup.close();
    }
    results[name] = [];
    for (let run = 0; run < runs; run += 1) {
      // the landing page as a first visit: nothing stored
      const visit = name === 'landing /' ? await phone() : context;
      results[name].push(await load(visit, profile, path, shown));
      if (visit !== context) await visit.close();
    }
  }
  await context.close();
  const { width, height, cpuRate, apiDelay } = profile;
  console.log(`${profile.name}: ${width}x${height}, CPU ${cpuRate}x slower, network ${network}, API +${apiDelay} ms; ${runs} fresh loads each (median, max)`);
  for (const [name, loads] of Object.entries(results)) {
    const cls = loads.map((l) => l.cls);
    console.log(
      `  ${name.padEnd(22)} CLS ${median(cls).toFixed(3)} (max ${Math.max(...cls).toFixed(3)})  scripts ${median(loads.map((l) => l.scripts))}, ${kb(median(loads.map((l) => l.gzip)))} gzip  FCP ${median(loads.map((l) => l.fcp)).toFixed(0)} ms`,
    );
    if (showShifts) for (const shift of loads.flatMap((l) => l.shifts)) console.log(`      ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join(' | ')}`);
  }
};
try {
  for (const profile of profiles) await measure(profile);
} finally {
  await browser.close();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
  if (!process.env.CLIENT_DIR) rmSync(clientDir, { recursive: true, force: true });
}
