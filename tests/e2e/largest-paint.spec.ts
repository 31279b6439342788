import { expect, test, type Page } from '@playwright/test';
import { at, pageCodeStarted, startEnrollment, submitQuote } from './support.ts';

// Issue 25, LCP of plan detail and of a wizard step: the largest element a phone's screen paints
// comes with the server's HTML and stays the largest. Hydration adopts that node (a node rendered
// anew would be painted again, after the app's code), and the app's code is fetched only once the
// page has painted (src/app-code.ts): fetched beside the page, it had downloaded before the
// parser's second frame painted the heading, and Lighthouse charged that download to the LCP
// (docs/performance.md, 2026-11-28).

// Lighthouse's mobile screen: what is largest depends on it
test.use({ viewport: { width: 412, height: 823 } });

/** Every element of the server's page, noted once it is parsed, before any script of the page runs. */
const noteServedElements = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') Object.assign(window, { served: new WeakSet(document.querySelectorAll('#root *')) });
    });
  });

/** The largest paint once hydrated: its element, whether it is the server's node, and the script bytes fetched before it was painted. */
const largestPaint = async (page: Page) => {
  // hydrated: the page's controls wait for it (HydratedControls)
  await pageCodeStarted(page);
  return page.evaluate(
    () =>
      new Promise<{ tag?: string; text?: string; served: boolean; connected?: boolean; scriptBytesBefore: number }>((resolve) => {
        new PerformanceObserver((list) => {
          const largest = list.getEntries().at(-1) as LargestContentfulPaint;
          const { served } = window as unknown as { served: WeakSet<Element> };
          const scriptsBefore = performance
            .getEntriesByType('resource')
            .filter((entry): entry is PerformanceResourceTiming => entry.name.endsWith('.js') && entry.startTime < largest.startTime);
          resolve({
            tag: largest.element?.tagName,
            text: largest.element?.textContent ?? undefined,
            served: largest.element !== null && served.has(largest.element),
            connected: largest.element?.isConnected,
            scriptBytesBefore: scriptsBefore.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
};

// the entry and the two small modules it imports (src/boot.ts); the app's are ~250 KB
const ENTRY_BYTES = 16 * 1024;

test("plan detail's description paragraph, painted with the server's HTML, is its largest paint after hydration too", async ({ page }) => {
  await submitQuote(page);
  await noteServedElements(page);
  await page.goto(at('localhost', '/plan/121/BrightSmile%20Dental%20Basic'));
  const largest = await largestPaint(page);
  expect(largest).toMatchObject({ tag: 'P', served: true, connected: true });
  expect(largest.text).toMatch(/^BrightSmile Dental Basic gives you/);
  expect(largest.scriptBytesBefore).toBeLessThan(ENTRY_BYTES);
});

test("a wizard step's heading, painted with the server's HTML, is its largest paint after hydration too", async ({ page }) => {
  await startEnrollment(page);
  await noteServedElements(page);
  await page.goto(at('localhost', '/enrollment/personal-info'));
  const largest = await largestPaint(page);
  expect(largest).toMatchObject({ tag: 'H1', text: 'Personal Information', served: true, connected: true });
  expect(largest.scriptBytesBefore).toBeLessThan(ENTRY_BYTES);
});
