// npm run bench: figures measured in one run, each beside its baseline, with the ratio.
// Targets: landing initial JS ≤ 1.3 × the bare page's gzip size (issue 14; 1.15 in issue 2); the
// hot read (plans listing) ≥ 0.5 × the bare handler's requests per second (issue 2), and ≥ 0.75 × a
// bare handler sending the listing's own reply (issue 25). Issue 5: the
// wizard's Next to the next step painted, p95 ≤ 100 ms. Issue 14: Lighthouse's mobile run of the
// landing page, /plans, a plan's page and a wizard step, each performance ≥ 90, CLS ≤ 0.05,
// LCP ≤ 2.5 s. Issue 25: those on every page with TBT ≤ 200 ms, and interactions ≤ 200 ms at 4× CPU;
// the run ends with a line per issue 25 target saying met or not (scripts/bench/targets.ts).
// Printed, never asserted (docs/performance.md).
// BENCH_ONLY=bundle,throughput,sealing,steps,quote,interactions,lighthouse runs some sections; BENCH_SECONDS sets the
// throughput runs' length, BENCH_LIGHTHOUSE_RUNS the Lighthouse runs per page (their median),
// BENCH_INTERACTION_RUNS the runs of each interaction flow (3), BENCH_PAGES=detail,wizard the pages
// Lighthouse loads (those whose name holds one of the words; the bare page always).
// BENCH_PORT (4301; the bare server takes the next port), BENCH_CLIENT_DIR (dist/client) and
// BENCH_SERVER_DIR (dist/server, the server bundle) let two runs share a machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { breakdown, buildApp, buildPage, javascriptToShow, type ModuleLengths } from './bench/bundle.ts';
import { flowInteractions } from './bench/interactions.ts';
import { describeInteraction, type Interaction } from './bench/attribution.ts';
import { lighthouseFigures, median, type PageFigures, type Prepare } from './bench/lighthouse.ts';
import { enrollment, nextToPainted, quote, serverRoundTrips } from './bench/step-transition.ts';
import { quoteServerTime, quoteToListing } from './bench/quote-to-listing.ts';
import { sealingCost } from './bench/sealing.ts';
import { formatTargets, targetLines, type BenchFigures, type MeasuredPage } from './bench/targets.ts';
import { recordSameReply } from './bench/same-reply.ts';
import { requestsPerSecond } from './bench/throughput.ts';
import { startServer } from './server-process.ts';
import { requireChromium } from './chromium.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, base: number) => (value / base).toFixed(2);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const only = process.env.BENCH_ONLY?.split(',');
const runs = (section: string) => !only || only.includes(section);
const pageWords = process.env.BENCH_PAGES?.split(',');
const measures = (page: string) => !pageWords || pageWords.some((word) => page.includes(word));
const port = Number(process.env.BENCH_PORT ?? 4301);
const clientDir = process.env.BENCH_CLIENT_DIR ?? 'dist/client';
const serverDir = process.env.BENCH_SERVER_DIR ?? 'dist/server';
const app = `http://127.0.0.1:${port}`;
const bare = `http://127.0.0.1:${port + 1}`;
/** What this run measured toward issue 25's targets, printed as met or not at the end. */
const measured: BenchFigures = {};
// the main host: any other host name is a group site (127.0.0.1 would be an unknown one)
const storefront = `http://localhost:${port}`;

const bundle = async () => {
  // the server's page shows the form before its code arrives, disabled: it answers once hydrated
  const landing = await javascriptToShow(`${storefront}/`, (page) => page.getByRole('button', { name: 'Submit' }).and(page.locator(':enabled')).waitFor());
  const baseline = await javascriptToShow(`${bare}/`, (page) => page.getByRole('button', { name: 'Go' }).waitFor());
  console.log('Landing initial JavaScript (every script fetched until the quote form answers)');
  console.log(`  storefront  ${kb(landing.raw)} raw, ${kb(landing.gzip)} gzip (${landing.files} files)`);
  console.log(`  bare page   ${kb(baseline.raw)} raw, ${kb(baseline.gzip)} gzip (${baseline.files} files)`);
  console.log(`  ratio (gzip) ${ratio(landing.gzip, baseline.gzip)}  target ≤ 1.30`);
  console.log('  the landing\'s by module group, gzip (estimated: each file\'s share by minified length)');
  const groups = breakdown(landing, moduleLengths);
  for (const [group, gzip] of groups.slice(0, 20)) console.log(`    ${group.padEnd(40)} ${kb(gzip).padStart(9)}`);
  const rest = groups.slice(20);
  console.log(`    ${`${rest.length} more`.padEnd(40)} ${kb(rest.reduce((sum, [, gzip]) => sum + gzip, 0)).padStart(9)}`);
  measured.landingScripts = { storefront: landing.gzip, bare: baseline.gzip };
};

const throughput = async (authorization: string) => {
  const headers = { authorization, 'content-type': 'application/json' };
  const created = await fetch(`${app}/api/v2/add-filter-for-new-user`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ zip: '10001', dob: '01/15/1980', gender: '1', tier: 'IO', categories: [] }),
  });
  const tempId = ((await created.json()) as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
  // the session that created the enrollment: every read of it passes the session check
  const session = created.headers.get('set-cookie')!.split(';')[0]!;
  const listing = `${app}/api/v1/get-filtered-plans?enrollment_id=${tempId}`;
  const listingHeaders = { ...headers, cookie: session };
  const reply = await recordSameReply(listing, listingHeaders, bare);
  // rounds alternate the three, so a busy spell of the machine weighs on each
  const hotRuns: number[] = [];
  const baseRuns: number[] = [];
  const sameRuns: number[] = [];
  for (let round = 0; round < 3; round++) {
    hotRuns.push(await requestsPerSecond(listing, listingHeaders, seconds));
    baseRuns.push(await requestsPerSecond(`${bare}/bare`, {}, seconds));
    sameRuns.push(await requestsPerSecond(`${bare}/same-reply`, {}, seconds));
  }
  const hot = median(hotRuns);
  const base = median(baseRuns);
  const same = median(sameRuns);
  const each = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  console.log(`Hot read: plans listing, median of 3 runs of ${seconds} s each, 10 connections`);
  console.log(`  get-filtered-plans             ${hot.toFixed(0)} req/s (${each(hotRuns)})`);
  console.log(`  bare Hono handler, 60 bytes    ${base.toFixed(0)} req/s (${each(baseRuns)})`);
  console.log(`  bare Hono handler, same reply  ${same.toFixed(0)} req/s (${each(sameRuns)}; ${reply.body.length} bytes, ${Object.keys(reply.headers).length} headers)`);
  console.log(`  ratio to 60 bytes ${ratio(hot, base)}  target ≥ 0.50`);
  console.log(`  ratio to the same reply ${ratio(hot, same)}  target ≥ 0.75`);
  measured.hotRead = { listing: hot, sameReply: same };
};

const sealing = () => {
  const { sealed, plain } = sealingCost(Math.min(seconds, 2));
  console.log("Personal data at rest: a step's data sealed and opened (AES-256-GCM) beside a plain JSON round trip");
  console.log(`  sealed  ${sealed.toFixed(0)} ops/s`);
  console.log(`  plain   ${plain.toFixed(0)} ops/s`);
  console.log(`  ratio ${ratio(sealed, plain)}`);
};

const stepTransition = async (authorization: string) => {
  const headers = { authorization, 'content-type': 'application/json' };
  // 30 cycles (60 transitions): with fewer, p95 is the second-slowest sample; BENCH_STEP_CYCLES sets it
  const cycles = Number(process.env.BENCH_STEP_CYCLES ?? 30);
  const painted = await nextToPainted(storefront, headers, cycles);
  // on a phone's network each round trip in a row costs its latency: the save, then the next step's reads
  const phoneLatency = 150;
  const phone = await nextToPainted(storefront, headers, Math.min(cycles, 10), phoneLatency);
  const server = await serverRoundTrips(app, headers, painted.count);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(`Wizard step transition: Next clicked to the next step painted, ${painted.count} transitions (${phone.count} with latency)`);
  console.log(`  storefront         median ${ms(painted.median)}, p95 ${ms(painted.p95)}`);
  console.log(`  storefront, +${phoneLatency} ms a request median ${ms(phone.median)}, p95 ${ms(phone.p95)}`);
  console.log(`  server round trips median ${ms(server.median)}, p95 ${ms(server.p95)} (the save and the next step's fields alone)`);
  console.log(`  p95 ${ms(painted.p95)}  target ≤ 100 ms`);
};

const quoteSubmit = async (authorization: string) => {
  const cycles = 12;
  const phoneLatency = 150;
  const loopback = await quoteToListing(storefront, cycles);
  const phone = await quoteToListing(storefront, cycles, phoneLatency);
  const server = await quoteServerTime(app, { authorization, 'content-type': 'application/json' }, cycles);
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const most = (counts: number[]) => Math.max(...counts);
  console.log(`Quote Submit to the plans listing's first card painted, ${cycles} new visitors each`);
  console.log(`  storefront, loopback        median ${ms(loopback.painted.median)}, p95 ${ms(loopback.painted.p95)}`);
  console.log(`  storefront, +${phoneLatency} ms a request median ${ms(phone.painted.median)}, p95 ${ms(phone.painted.p95)}`);
  console.log(`  server alone                median ${ms(server.median)}, p95 ${ms(server.p95)} (zip check, save, the listing's reads side by side)`);
  const { listing, withSummary, all } = phone.roundTrips;
  console.log(`  round trips in a row after the save (+${phoneLatency} ms run, the most of any visitor):`);
  console.log(`    the listing ${most(listing)}, with the quote summary ${most(withSummary)}, every API call ${most(all)}  target listing ≤ 1`);
};

/**
 * A browser holding a visitor's enrollment, back on `path`: its session cookie, its id stored as the
 * app stores it, and the page opened once, so the app has mirrored its storage into the cookies the
 * server renders from (without them the server renders a first visit's page, which the browser
 * then drops: not a return visit's load).
 */
const holding =
  (path: string, { tempId, session }: { tempId: string; session: string }): Prepare =>
  async (context, page) => {
    const [name, value] = session.split('=') as [string, string];
    await context.addCookies([{ name, value, url: storefront }]);
    // a page of the origin that loads none of the app (a refused API call), to reach its storage
    await page.goto(`${storefront}/api/v1/get-states`);
    await page.evaluate((id) => localStorage.setItem('tempId', id), tempId);
    await page.goto(`${storefront}${path}`, { waitUntil: 'networkidle' });
  };

const interactions = async (authorization: string) => {
  const runs = Number(process.env.BENCH_INTERACTION_RUNS ?? 3);
  const flows = await flowInteractions(storefront, { authorization, 'content-type': 'application/json' }, runs);
  const slowest = (flow: readonly Interaction[]) => flow[0]?.duration ?? 0;
  const each = (flow: readonly Interaction[]) => flow.length === 0 ? 'none over 16 ms' : flow.slice(0, 5).map(({ duration }) => duration.toFixed(0)).join(', ');
  console.log(`Interactions at 4× CPU (Event Timing, what INP reads), ${runs} runs of each flow`);
  console.log(`  quote (typing, selects, Submit)   slowest ${slowest(flows.quote).toFixed(0)} ms (slowest five: ${each(flows.quote)})`);
  console.log(`  wizard (typing, Next twice)       slowest ${slowest(flows.wizard).toFixed(0)} ms (slowest five: ${each(flows.wizard)})`);
  console.log('  target ≤ 200 ms');
  for (const [name, flow] of Object.entries(flows)) {
    console.log(`  ${name}'s slowest three: input, phases, the scripts of the long frames meanwhile`);
    for (const interaction of flow.slice(0, 3)) for (const line of describeInteraction(interaction)) console.log(`    ${line}`);
  }
  measured.flows = [{ name: 'quote', slowest: slowest(flows.quote) }, { name: 'wizard', slowest: slowest(flows.wizard) }];
};

const pageLoads = async (authorization: string) => {
  const headers = { authorization, 'content-type': 'application/json' };
  const pages: { name: string; path: string; prepare?: Prepare }[] = [
    { name: 'landing', path: '/' },
    { name: '/plans, quoted', path: '/plans', prepare: holding('/plans', await quote(app, headers)) },
    { name: 'plan detail, quoted', path: '/plan/121/BrightSmile%20Dental%20Basic', prepare: holding('/plan/121/BrightSmile%20Dental%20Basic', await quote(app, headers)) },
    { name: 'wizard step', path: '/enrollment/personal-info', prepare: holding('/enrollment/personal-info', await enrollment(app, headers)) },
  ];
  const baseline = await lighthouseFigures(`${bare}/`, lighthouseRuns);
  const row = (name: string, figures: PageFigures) =>
    `  ${name.padEnd(21)} ${String(figures.score).padStart(3)}  ${(figures.fcp / 1000).toFixed(2).padStart(5)} s  ${(figures.lcp / 1000).toFixed(2).padStart(5)} s  ${figures.tbt.toFixed(0).padStart(5)} ms  ${figures.cls.toFixed(3)}`;
  const runsNote = lighthouseRuns > 1 ? `median of ${lighthouseRuns} runs` : 'one run each';
  console.log(`Page loads: Lighthouse, mobile preset with simulated throttling, ${runsNote}`);
  console.log('  page                  perf    FCP       LCP       TBT      CLS');
  const storefrontPages: MeasuredPage[] = [];
  for (const { name, path, prepare } of pages.filter((page) => measures(page.name))) {
    const figures = await lighthouseFigures(`${storefront}${path}`, lighthouseRuns, prepare);
    storefrontPages.push({ name, figures });
    console.log(row(name, figures));
  }
  measured.pages = storefrontPages;
  console.log(row('bare page', baseline));
  console.log('  targets               ≥ 90                ≤ 2.50 s  ≤   200 ms  ≤ 0.050');
};

requireChromium();
const moduleLengths: ModuleLengths = await buildApp(clientDir, serverDir);
await buildPage('scripts/bench/bare-page', '.bench/bare-page');
const credentials = 'bench:bench';
const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
const servers = [
  await startServer('server/main.ts', { PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: clientDir, SERVER_BUNDLE_DIR: serverDir, API_BASIC_AUTH: credentials }, /ready at/),
  await startServer('scripts/bench/bare-server.ts', { PORT: String(port + 1) }, /ready/),
];
const authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
try {
  if (runs('bundle')) await bundle();
  if (runs('throughput')) await throughput(authorization);
  if (runs('sealing')) sealing();
  if (runs('steps')) await stepTransition(authorization);
  if (runs('quote')) await quoteSubmit(authorization);
  if (runs('lighthouse')) await pageLoads(authorization);
  // last, and on its own: a flow that fails prints why, and its target line says n/a
  if (runs('interactions')) await interactions(authorization).catch((error: unknown) => console.log(`Interactions at 4× CPU: failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`));
  console.log("Issue 25's targets, this run");
  for (const line of formatTargets(targetLines(measured))) console.log(line);
} finally {
  for (const server of servers) server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
