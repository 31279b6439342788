// Where a page load's long tasks go (issue 25, TBT): the landing and the bare React + Chakra page,
// each loaded in Chromium with its CPU slowed 4× (CDP) and traced with V8's sampling profiler; each
// long task (> 50 ms on the main thread) is attributed through the build's source maps to what ran
// in it: Chakra's createSystem, emotion's style insertion, zod, xstate, the router, TanStack Query,
// React's hydration and render, module evaluation. Prints; nothing is written to the tree.
// `npx tsx scripts/profile-load.ts`; PROFILE_RUNS (3) loads of each page, PROFILE_PORT (4311; the
// bare server takes the next), PROFILE_PATH (/) the storefront's page; PROFILE_KEEP=1 keeps the
// builds (with their source maps) and each load's trace (for DevTools' Performance panel) in the
// temporary folder it names.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap, type SourceMapping } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildApp, buildPage, groupOf } from './bench/bundle.ts';
import { median } from './bench/lighthouse.ts';
import { chromiumArgs, chromiumPath, requireChromium } from './chromium.ts';
import { startServer } from './server-process.ts';

const CPU_SLOWDOWN = 4;
const LONG_TASK = 50;
const runs = Number(process.env.PROFILE_RUNS ?? 3);
const keep = process.env.PROFILE_KEEP === '1';
const port = Number(process.env.PROFILE_PORT ?? 4311);
const path = process.env.PROFILE_PATH ?? '/';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args: { name?: string; data?: { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
/** A frame as the sources name it: its module group (package or folder) and function. */
interface Frame {
  group: string;
  fn: string;
}

/** What a sample's stack was doing, the first rule that matches any of its frames (most specific first). */
const activities: [string, (frame: Frame) => boolean][] = [
  ["Chakra's createSystem", (frame) => frame.fn === 'createSystem' && frame.group.startsWith('@chakra-ui')],
  ["emotion's style insertion (serialize, stylis, insert)", (frame) => frame.group.startsWith('@emotion') || frame.group === 'stylis'],
  ["Chakra's style resolution (css(), recipes)", (frame) => frame.group === '@chakra-ui/react' && /css|recipe|style/i.test(frame.fn)],
  ['zod', (frame) => frame.group === 'zod'],
  ['xstate', (frame) => frame.group === 'xstate' || frame.group === '@xstate/react'],
  ['TanStack Router', (frame) => frame.group.startsWith('@tanstack/') && frame.group.includes('router')],
  ['TanStack Query', (frame) => frame.group.startsWith('@tanstack/') && frame.group.includes('query')],
  ['react-hook-form', (frame) => frame.group === 'react-hook-form' || frame.group === '@hookform/resolvers'],
  ['React: hydration and render', (frame) => frame.group === 'react-dom' || frame.group === 'scheduler'],
];

/** Resolves minified frames through the built files' source maps (read from `dirs`, by file name). */
const sourceMaps = (dirs: string[]) => {
  const maps = new Map<string, { map: SourceMap; dir: string } | null>();
  const mapOf = (file: string) => {
    if (!maps.has(file)) {
      const found = dirs.map((dir) => join(dir, 'assets', `${file}.map`)).find((candidate) => existsSync(candidate));
      maps.set(file, found ? { map: new SourceMap(JSON.parse(readFileSync(found, 'utf8'))), dir: dirname(found) } : null);
    }
    return maps.get(file);
  };
  return ({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']): Frame => {
    if (!url) return { group: functionName || '(native)', fn: functionName };
    const file = url.split('/').at(-1)!.split('?')[0]!;
    const found = mapOf(file);
    // an empty object where no mapping covers the position
    const entry: Partial<SourceMapping> & { name?: string } | undefined = found?.map.findEntry(lineNumber, columnNumber);
    if (!found || !entry?.originalSource) return { group: `(${file})`, fn: functionName };
    // sources are named relative to the map
    return { group: groupOf(resolve(found.dir, entry.originalSource)), fn: entry.name ?? functionName };
  };
};

interface Task {
  start: number;
  duration: number;
  /** ms by activity, each with the ms by the nearest frame of this repository's code that led to it */
  activities: Map<string, Map<string, number>>;
  /** ms by the module group of each sample's own frame (self time) */
  selfByGroup: Map<string, number>;
}

const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

/** Blink's and V8's own work, named by the innermost trace event around a sample that ran no mapped script. */
const engineWork: [RegExp, string][] = [
  [/^(UpdateLayoutTree|RecalculateStyles)$/, 'Blink: style recalculation'],
  [/^Layout$/, 'Blink: layout'],
  [/^(PrePaint|Paint|Layerize|UpdateLayer|CompositeLayers)$/, 'Blink: paint'],
  [/^ParseHTML$/, 'Blink: HTML parsing'],
  [/compile|Compile|parseOnBackground/, 'V8: compiling scripts'],
  [/GC|Gc|gc/, 'V8: garbage collection'],
  [/^(v8\.evaluateModule|EvaluateScript|v8\.run)$/, 'V8: evaluating modules'],
];
const ours = /^(src|machines|contract)\//;

/** The renderer's main thread's long tasks, each with where its samples went. */
const longTasks = (events: TraceEvent[], resolveFrame: (frame: ProfileNode['callFrame']) => Frame): { tasks: Task[]; fcp: number } => {
  const mainThreads = events.filter((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain');
  const onThread = ({ pid, tid }: { pid: number; tid: number }) => events.filter((event) => event.ph === 'X' && event.pid === pid && event.tid === tid);
  const busiest = mainThreads
    .map(({ pid, tid }) => ({ pid, tid, busy: onThread({ pid, tid }).filter((event) => event.name === 'RunTask').reduce((sum, event) => sum + (event.dur ?? 0), 0) }))
    .sort((a, b) => b.busy - a.busy)[0]!;
  const slices = onThread(busiest);
  // the page's own navigation, not the blank page's the browser opened with
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === busiest.pid && String((event.args.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL).startsWith('http'))?.ts ?? 0;
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === busiest.pid)?.ts ?? navigation;
  // the sampling profile of that thread: nodes and samples arrive in chunks, timestamps as deltas
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === busiest.pid && event.tid === busiest.tid);
  let ts = profile?.args.data?.startTime ?? 0;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.id === profile?.id)) {
    for (const node of chunk.args.data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = chunk.args.data?.timeDeltas ?? [];
    (chunk.args.data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, node });
    });
  }
  const frames = new Map<number, Frame>();
  const frameOf = (id: number) => {
    if (!frames.has(id)) frames.set(id, resolveFrame(nodes.get(id)!.callFrame));
    return frames.get(id)!;
  };
  const stackOf = (id: number) => {
    const stack: Frame[] = [];
    for (let node = nodes.get(id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) stack.push(frameOf(node.id));
    return stack;
  };
  const engineAt = (at: number) => {
    const around = slices.filter((slice) => slice.ts <= at && at <= slice.ts + (slice.dur ?? 0) && engineWork.some(([name]) => name.test(slice.name)));
    const innermost = around.sort((a, b) => b.ts - a.ts)[0];
    return innermost ? engineWork.find(([name]) => name.test(innermost.name))![1] : undefined;
  };
  const activityOf = (stack: Frame[], at: number) => {
    const named = activities.find(([, matches]) => stack.some(matches))?.[0];
    if (named) return named;
    if (stack.some((frame) => !frame.group.startsWith('('))) return "the app's own code";
    // a built file's frames the maps do not cover are its modules' top level and the bundler's runtime
    if (stack.some((frame) => frame.group.endsWith('.js)'))) return 'module evaluation (top level)';
    return engineAt(at) ?? `V8 and Blink, unnamed: ${stack[0]?.group ?? '(none)'}`;
  };
  const tasks = slices
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 > LONG_TASK)
    .map((event): Task => {
      const task: Task = { start: (event.ts - navigation) / 1000, duration: event.dur! / 1000, activities: new Map(), selfByGroup: new Map() };
      const inside = samples.filter((sample) => sample.ts >= event.ts && sample.ts <= event.ts + event.dur!);
      inside.forEach((sample, index) => {
        const ms = ((inside[index + 1]?.ts ?? event.ts + event.dur!) - sample.ts) / 1000;
        const stack = stackOf(sample.node);
        const activity = activityOf(stack, sample.ts);
        const caller = stack.find((frame) => ours.test(frame.group));
        if (!task.activities.has(activity)) task.activities.set(activity, new Map());
        add(task.activities.get(activity)!, caller ? `${caller.group} ${caller.fn}`.trim() : '', ms);
        add(task.selfByGroup, stack[0]?.group ?? '(none)', ms);
      });
      return task;
    });
  return { tasks, fcp: (fcp - navigation) / 1000 };
};

/**
 * Waits until `selector` matches, probing twice a second: a locator's wait probes every frame, and
 * at 4× CPU its probes were long tasks of their own in the profile.
 */
const shown = (page: Page, selector: string) => page.waitForFunction((query) => document.querySelector(query) !== null, selector, { polling: 500, timeout: 60_000 });

const traceLoad = async (url: string, ready: string) => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing', 'disabled-by-default-v8.cpu_profiler', 'v8', 'v8.execute'] });
    // the load itself is not waited for: a loaded machine took over 30 s to fire it
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await shown(page, ready);
    // what runs once the page answers (the endpoint table, the idle work) counts as Lighthouse counts it
    await page.waitForTimeout(3000);
    return JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  } finally {
    await browser.close();
  }
};

const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;

const report = (name: string, loads: { tasks: Task[]; fcp: number }[]) => {
  const sums = loads.map(({ tasks }) => tasks.reduce((sum, task) => sum + task.duration, 0));
  const longest = loads.map(({ tasks }) => Math.max(0, ...tasks.map((task) => task.duration)));
  const blocking = loads.map(({ tasks, fcp }) => tasks.filter((task) => task.start >= fcp).reduce((sum, task) => sum + task.duration - LONG_TASK, 0));
  console.log(`${name}: ${loads.length} loads at ${CPU_SLOWDOWN}× CPU`);
  console.log(`  long tasks' sum median ${ms(median(sums))} (${sums.map((sum) => sum.toFixed(0)).join(', ')}); longest median ${ms(median(longest))}; blocking after FCP (TBT's way) median ${ms(median(blocking))}`);
  // the load whose sum is the median, task by task
  const typical = loads[sums.indexOf(median(sums))] ?? loads[0]!;
  for (const task of typical.tasks) {
    console.log(`  task at ${task.start.toFixed(0)} ms, ${task.duration.toFixed(0)} ms`);
    const spent = [...task.activities].map(([activity, callers]) => ({ activity, callers: [...callers].sort((a, b) => b[1] - a[1]), total: [...callers.values()].reduce((sum, each) => sum + each, 0) }));
    for (const { activity, callers, total } of spent.sort((a, b) => b.total - a.total).filter(({ total }) => total >= 5)) {
      const from = callers.filter(([caller, each]) => caller && each >= 3).slice(0, 3).map(([caller, each]) => `${caller} ${each.toFixed(0)}`);
      console.log(`    ${ms(total)}  ${activity}${from.length ? ` (from ${from.join(', ')})` : ''}`);
    }
    const groups = [...task.selfByGroup].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([group, spent]) => `${group} ${spent.toFixed(0)}`);
    console.log(`    self time by module: ${groups.join(', ')}`);
  }
};

requireChromium();
const work = mkdtempSync(join(tmpdir(), 'profile-load-'));
const [clientDir, serverDir, bareDir, dataDir] = ['client', 'server', 'bare', 'data'].map((dir) => join(work, dir)) as [string, string, string, string];
await buildApp(clientDir, serverDir, { sourcemap: true });
await buildPage('scripts/bench/bare-page', bareDir, { sourcemap: true });
const servers = [
  await startServer('server/main.ts', { PORT: String(port), DATA_DIR: dataDir, CLIENT_DIR: clientDir, SERVER_BUNDLE_DIR: serverDir }, /ready at/),
  await startServer('scripts/bench/bare-server.ts', { PORT: String(port + 1), BARE_PAGE_DIR: bareDir }, /ready/),
];
try {
  const resolveFrame = sourceMaps([clientDir, bareDir]);
  const pages = [
    // the server's page shows the quote's Submit disabled until hydrated
    { name: `storefront ${path}`, url: `http://localhost:${port}${path}`, ready: 'form[aria-label="Get a quote"] button[type=submit]:enabled' },
    { name: 'bare page', url: `http://127.0.0.1:${port + 1}/`, ready: 'button' },
  ];
  const loads = new Map(pages.map(({ name }) => [name, [] as { tasks: Task[]; fcp: number }[]]));
  // the pages alternate, so a busy spell of the machine weighs on each
  for (let run = 0; run < runs; run++) {
    for (const [index, { name, url, ready }] of pages.entries()) {
      const trace = await traceLoad(url, ready);
      if (keep) writeFileSync(join(work, `trace-${index}-${run}.json`), JSON.stringify(trace));
      loads.get(name)!.push(longTasks(trace.traceEvents, resolveFrame));
    }
  }
  for (const [name, each] of loads) report(name, each);
} finally {
  for (const server of servers) server.kill();
  if (keep) console.log(`builds and traces kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
