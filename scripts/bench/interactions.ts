// Interactions at 4× CPU (issue 25, "Keep what holds"): the slowest interaction of a flow as Event
// Timing reports it (what INP reads: from the input to the next paint), in Chromium with its CPU
// slowed 4× (CDP), against the reference server on loopback. Flows: the landing's quote (typing,
// the selects, Submit to the listing) and the wizard (typing in a step, Next twice).
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { enrollment } from './step-transition.ts';

const CPU_SLOWDOWN = 4;

// in-page source text: tsx would wrap named functions in a helper the page lacks
const observeInteractions = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(known, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
`;

/** Each interaction's longest event duration (ms) so far, as the page's observer collected them. */
const interactionsOf = (page: Page): Promise<number[]> => page.evaluate('[...window.__interactions.values()]') as Promise<number[]>;

const slowedPage = async (context: BrowserContext) => {
  const page = await context.newPage();
  await page.addInitScript(observeInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
};

/** Event Timing reports an interaction once its next paint is in: a few frames' wait before reading. */
const settled = (page: Page) => page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200))))');

const quoteFlow = async (app: string, context: BrowserContext) => {
  const page = await slowedPage(context);
  await page.goto(`${app}/`);
  await page.getByRole('button', { name: 'Submit' }).waitFor();
  await page.getByLabel('Zip Code').click();
  await page.keyboard.type('10001');
  await page.getByLabel('Gender').selectOption('1');
  await page.getByLabel('Tier').selectOption('IO');
  await page.getByLabel('Date of Birth').click();
  await page.keyboard.type('04121988');
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.locator('section[aria-label] > ul > li article h3').first().waitFor({ timeout: 60_000 });
  await settled(page);
  return interactionsOf(page);
};

const wizardFlow = async (app: string, context: BrowserContext, headers: Record<string, string>) => {
  const { tempId, session } = await enrollment(app, headers);
  const [name, value] = session.split('=') as [string, string];
  await context.addCookies([{ name, value, url: app }]);
  const page = await slowedPage(context);
  // a page of the origin that loads none of the app (a refused API call), to reach its storage
  await page.goto(`${app}/api/v1/get-states`);
  await page.evaluate((id) => localStorage.setItem('tempId', id), tempId);
  await page.goto(`${app}/enrollment/personal-info`);
  const form = page.locator('form#enrollment-step-form');
  await form.waitFor({ timeout: 60_000 });
  await page.getByLabel('First Name', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.type('a');
  await page.keyboard.press('Backspace');
  for (const title of ['Contact Information', 'Agreement & Signature']) {
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 60_000 });
    await form.waitFor({ timeout: 60_000 });
  }
  await settled(page);
  return interactionsOf(page);
};

/** The slowest interaction of each flow, over `runs` runs (each in a fresh browser context). */
export const slowestInteractions = async (app: string, headers: Record<string, string>, runs: number) => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const slowest = { quote: 0, wizard: 0 };
  const all = { quote: [] as number[], wizard: [] as number[] };
  try {
    for (let run = 0; run < runs; run++) {
      for (const flow of ['quote', 'wizard'] as const) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        try {
          const durations = flow === 'quote' ? await quoteFlow(app, context) : await wizardFlow(app, context, headers);
          all[flow].push(...durations);
          slowest[flow] = Math.max(slowest[flow], ...durations);
        } finally {
          await context.close();
        }
      }
    }
    return { slowest, all };
  } finally {
    await browser.close();
  }
};
