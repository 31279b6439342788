// npm run bench: figures measured in one run, each beside its baseline, with the ratio.
// Targets (issue 2): landing initial JS ≤ 1.15 × the bare page's gzip size; the hot read
// (plans listing) ≥ 0.5 × the bare handler's requests per second. Printed, never asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildPage, initialJavaScript, type Size } from './bench/bundle.ts';
import { requestsPerSecond, startServer } from './bench/throughput.ts';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (value: number, base: number) => (value / base).toFixed(2);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

const bundle = async () => {
  await buildPage('.', 'dist/client');
  await buildPage('scripts/bench/bare-page', '.bench/bare-page');
  const app: Size = initialJavaScript('dist/client');
  const bare: Size = initialJavaScript('.bench/bare-page');
  console.log('Landing initial JavaScript');
  console.log(`  storefront  ${kb(app.raw)} raw, ${kb(app.gzip)} gzip (${app.files} files)`);
  console.log(`  bare page   ${kb(bare.raw)} raw, ${kb(bare.gzip)} gzip (${bare.files} files)`);
  console.log(`  ratio (gzip) ${ratio(app.gzip, bare.gzip)}  target ≤ 1.15`);
};

const throughput = async () => {
  const credentials = 'bench:bench';
  const authorization = `Basic ${Buffer.from(credentials).toString('base64')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const app = await startServer('server/main.ts', { PORT: '4301', DATA_DIR: dataDir, API_BASIC_AUTH: credentials }, /ready at/);
  const bare = await startServer('scripts/bench/bare-server.ts', { PORT: '4302' }, /ready/);
  try {
    const headers = { authorization, 'content-type': 'application/json' };
    const created = await fetch('http://127.0.0.1:4301/api/v2/add-filter-for-new-user', {
      method: 'POST',
      headers,
      body: JSON.stringify({ zip: '10001', dob: '01/15/1980', gender: '1', tier: 'IO', categories: [] }),
    });
    const tempId = ((await created.json()) as { data: { temp_enrollment_id: string } }).data.temp_enrollment_id;
    const hot = await requestsPerSecond(`http://127.0.0.1:4301/api/v1/get-filtered-plans?enrollment_id=${tempId}`, headers, seconds);
    const base = await requestsPerSecond('http://127.0.0.1:4302/bare', {}, seconds);
    console.log(`Hot read: plans listing, ${seconds} s each, 10 connections`);
    console.log(`  get-filtered-plans  ${hot.toFixed(0)} req/s`);
    console.log(`  bare Hono handler   ${base.toFixed(0)} req/s`);
    console.log(`  ratio ${ratio(hot, base)}  target ≥ 0.50`);
  } finally {
    app.kill();
    bare.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

await bundle();
await throughput();
