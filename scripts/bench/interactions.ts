// Interactions at 4× CPU (issue 25, "Keep what holds"): the slowest interaction of a flow as Event
// Timing reports it (what INP reads: from the input to the next paint), in Chromium with its CPU
// slowed 4× (CDP), against the reference server on loopback. Flows: the landing's quote (typing,
// the selects, Submit to the listing) and the wizard (typing in a step, Next twice).
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { enrollment } from './step-transition.ts';
import { attributeInteractions, type AnimationFrame, type EventEntry, type InputRecord, type Interaction } from './attribution.ts';

const CPU_SLOWDOWN = 4;

// in-page source text: tsx would wrap named functions in a helper the page lacks. Event Timing
// entries and long animation frames are copied as they come; a capturing listener records each
// input's target while it is still in the page (a Submit that navigates removes it before the
// entry is read) and the flow's step, named by the bench before each action.
const observeInteractions = `
  window.__step = '';
  window.__events = [];
  window.__inputs = [];
  window.__frames = [];
  const nameOf = (element) => {
    if (!(element instanceof Element)) return String(element?.nodeName ?? '');
    const control = element.closest('button, a, input, select, textarea, [role]') ?? element;
    const label = control.getAttribute('aria-label') ?? control.labels?.[0]?.textContent ?? (control.matches('button, a, [role]') ? control.textContent : '');
    const name = (label ?? '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return control.localName + (control.id ? '#' + control.id : '') + (name ? ' "' + name + '"' : '');
  };
  for (const type of ['pointerdown', 'pointerup', 'click', 'keydown', 'keyup', 'keypress', 'input', 'change']) {
    addEventListener(type, (event) => window.__inputs.push({ type, time: event.timeStamp, target: nameOf(event.target), step: window.__step }), { capture: true });
  }
  new PerformanceObserver((list) => {
    for (const { name, interactionId, startTime, duration, processingStart, processingEnd } of list.getEntries()) {
      if (interactionId) window.__events.push({ name, interactionId, startTime, duration, processingStart, processingEnd });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const { startTime, duration, styleAndLayoutStart, scripts } of list.getEntries()) {
      window.__frames.push({ startTime, duration, styleAndLayoutStart, scripts: scripts.map(({ invoker, sourceURL, sourceFunctionName, sourceCharPosition, startTime, duration }) => ({ invoker, sourceURL, sourceFunctionName, sourceCharPosition, startTime, duration })) });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
`;

/** Every interaction of the page so far, named and split into its phases, slowest first. */
const interactionsOf = async (page: Page): Promise<Interaction[]> => {
  const [events, inputs, frames] = (await page.evaluate('[window.__events, window.__inputs, window.__frames]')) as [EventEntry[], InputRecord[], AnimationFrame[]];
  return attributeInteractions(events, inputs, frames);
};

/** Names the flow's next action, for the interactions it starts. */
const step = (page: Page, name: string) => page.evaluate((value) => { (window as unknown as { __step: string }).__step = value; }, name);

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
  await step(page, 'typing the zip');
  await page.getByLabel('Zip Code').click();
  await page.keyboard.type('10001');
  await step(page, 'choosing the gender');
  await page.getByLabel('Gender').selectOption('1');
  await step(page, 'choosing the tier');
  await page.getByLabel('Tier').selectOption('IO');
  await step(page, 'typing the date of birth');
  await page.getByLabel('Date of Birth').click();
  await page.keyboard.type('04121988');
  await step(page, 'Submit');
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
  await step(page, 'typing in Personal Information');
  await page.getByLabel('First Name', { exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.type('a');
  await page.keyboard.press('Backspace');
  for (const title of ['Contact Information', 'Agreement & Signature']) {
    await step(page, `Next to ${title}`);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 60_000 });
    await form.waitFor({ timeout: 60_000 });
  }
  await settled(page);
  return interactionsOf(page);
};

/** Every interaction of each flow over `runs` runs (each in a fresh browser context), slowest first. */
export const flowInteractions = async (app: string, headers: Record<string, string>, runs: number) => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const all = { quote: [] as Interaction[], wizard: [] as Interaction[] };
  try {
    for (let run = 0; run < runs; run++) {
      for (const flow of ['quote', 'wizard'] as const) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
        try {
          all[flow].push(...(flow === 'quote' ? await quoteFlow(app, context) : await wizardFlow(app, context, headers)));
        } finally {
          await context.close();
        }
      }
    }
    for (const interactions of Object.values(all)) interactions.sort((a, b) => b.duration - a.duration);
    return all;
  } finally {
    await browser.close();
  }
};
