import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { locationBannerLabels } from '../../machines/location/location-banner.labels.ts';
import { quoteLabels } from '../../machines/shared/quote/quote.labels.ts';
import { machineRegistry } from '../../machines/registry.ts';
import { locationBannerMachine } from '../../machines/location/location-banner.machine.ts';
import { parseMermaid } from '../../src/studio/export.ts';
import { machineWords } from '../../src/studio/labels.ts';
import { PANE_1440x900 } from '../studio/chart-pane.ts';
import { at, expectAccessible } from './support.ts';

// The statechart studio (issues 6 and 26, docs/studio.md). Its coverage and paths are the model
// run's reports the build carries (model-tests/reports/): there on a fresh start.
const COVERAGE = 'model-tests/reports';
const report = (id: string) => JSON.parse(readFileSync(`${COVERAGE}/${id}.json`, 'utf8')) as {
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  paths: Array<{ scenario: string; steps?: Array<{ event: { type: string } }> }>;
};
const banner = locationBannerLabels;

test.beforeAll(() => mkdirSync('test-results/screens', { recursive: true }));

const openStudio = async (page: Page, machine: string) => {
  await page.goto(at('localhost', `/studio?machine=${machine}`));
  await expect(page.getByRole('heading', { name: 'Statechart studio' })).toBeVisible();
  await expect(page.getByTestId('statechart')).toBeVisible({ timeout: 20_000 });
};

const states = (page: Page) => page.getByTestId('state-node');
/** A state box's name as drawn: its bold lines (a long name wraps), joined. */
const boxTitle = (box: Locator) => box.evaluate((node) => [...node.querySelectorAll('text')].filter((text) => text.style.fontWeight === 'bold').map((text) => text.textContent).join(' '));

/** The smallest text of `within` (the chart, or a state) on the screen, in pixels: its font size times the drawing's scale. */
const smallestTextPx = (within: Locator) =>
  within.first().evaluate((drawn) =>
    Math.min(...[...drawn.querySelectorAll('text')].map((text) => parseFloat(getComputedStyle(text).fontSize) * (text as SVGTextElement).getScreenCTM()!.a)),
  );

test('draws every machine of the registry, its text 10 px or more on the screen as it opens at 1440x900; the largest without overlaps', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStudio(page, machineRegistry[0]!.id);
  const nav = page.getByRole('navigation', { name: 'Machines' });
  await expect(nav.getByRole('button')).toHaveCount(machineRegistry.length);
  for (const { id, title, machine } of machineRegistry) {
    await nav.getByRole('button', { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/studio/${id}$`));
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    const count = Object.keys(machine.states).length;
    await expect(states(page).first()).toBeVisible();
    expect(await states(page).count()).toBeGreaterThanOrEqual(count);
    await expect.poll(() => smallestTextPx(page.getByTestId('statechart')), `${id}'s text on the screen`).toBeGreaterThanOrEqual(10);
  }

  const largest = [...machineRegistry].sort((a, b) => countNodes(b) - countNodes(a))[0]!;
  expect(largest.id).toBe('planDetail');
  await openStudio(page, largest.id);
  // a machine this large opens with its top-level compound states collapsed
  await expect(page.locator('[data-testid="state-node"][data-collapsed]').first()).toBeVisible();
  expect(await states(page).count()).toBeLessThan(countNodes(largest));
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(states(page)).toHaveCount(countNodes(largest));
  await page.getByRole('button', { name: 'Actual size' }).click();
  await page.screenshot({ path: 'test-results/screens/studio-planDetail.png', fullPage: true });
  const boxes = await states(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.querySelector('rect')!.getBoundingClientRect();
      const textRight = Math.max(...[...node.querySelectorAll('text')].map((text) => text.getBoundingClientRect().right));
      return { id: node.getAttribute('data-state-id')!, x: box.x, y: box.y, width: box.width, height: box.height, textFits: textRight <= box.right + 1, text: `${node.textContent} ${Math.round(textRight - box.right)}` };
    }),
  );
  const overlaps: string[] = [];
  for (const a of boxes) {
    for (const b of boxes) {
      if (a.id >= b.id || b.id.startsWith(`${a.id}.`) || a.id.startsWith(`${b.id}.`)) continue;
      if (a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5) overlaps.push(`${a.id} × ${b.id}`);
    }
  }
  expect(overlaps).toEqual([]);
  expect(boxes.filter((box) => !box.textFits).map((box) => `${box.id}: ${box.text}`)).toEqual([]);
});

const countNodes = (entry: (typeof machineRegistry)[number]) => {
  const count = (node: { states: Record<string, unknown> }): number => Object.values(node.states).reduce<number>((sum, child) => sum + 1 + count(child as typeof node), 0);
  return count(entry.machine.root);
};

/** A visitor's quote in the storefront tab: the journey the Live tab watches. */
const quoteInShop = async (shop: Page) => {
  await shop.getByLabel('Zip Code').fill('10001');
  await shop.getByLabel('Gender').selectOption('1');
  await shop.getByLabel('Tier').selectOption('IO');
  await shop.getByLabel('Date of Birth').pressSequentially('01151980');
  await shop.getByRole('button', { name: 'Submit' }).click();
  await expect(shop).toHaveURL(/\/plans/);
};

test('the live view follows a quote journey in another page, personal data redacted', async ({ page, context }) => {
  await openStudio(page, 'quote');
  await page.getByRole('tab', { name: 'Live' }).click();
  await expect(page.getByTestId('live-status')).toBeVisible();

  const shop = await context.newPage();
  await shop.goto(at('localhost'));
  await expect(shop.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
  await expect(page.getByTestId('live-state')).toBeVisible();
  await shop.getByRole('button', { name: 'Submit' }).click();
  await expect(shop.getByText('Field is required').first()).toBeVisible();
  await quoteInShop(shop);

  const log = page.getByTestId('event-log');
  await expect(log.getByRole('row').filter({ hasText: quoteLabels.events['user.submit']! }).first()).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: ': done' }).first()).toBeVisible();
  // the highlighted state is the live actor's
  await expect(page.locator('[data-testid="state-node"][data-active]').first()).toBeVisible();
  const payloads = await log.getByRole('row').evaluateAll((rows) => rows.map((row) => row.getAttribute('title') ?? '').join('\n'));
  expect(payloads).toContain('[redacted]');
  expect(payloads).not.toContain('01/15/1980');
  await page.screenshot({ path: 'test-results/screens/studio-live.png' });
  await expectAccessible(page);
});

test('a simulated walk reaches a final state, with step back and reset', async ({ page }) => {
  await openStudio(page, 'locationBanner');
  const simState = page.getByTestId('sim-state');
  await expect(simState).toContainText(banner.states.asking!);
  await page.getByRole('group', { name: 'Enabled events' }).getByRole('button', { name: banner.events['user.allow'] }).click();
  await expect(simState).toContainText(banner.states['locating.position']!);
  const events = page.getByRole('group', { name: 'Enabled events' });
  // an actor's result is a choice: done or error
  const requesting = banner.actors.requestLocation!;
  await expect(events.getByRole('button', { name: `${requesting}: done` })).toBeVisible();
  await expect(events.getByRole('button', { name: `${requesting}: failed` })).toBeVisible();
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(simState).toContainText(banner.states.asking!);
  await events.getByRole('button', { name: banner.events['user.allow'] }).click();
  await events.getByRole('button', { name: `${requesting}: failed` }).click();
  await expect(simState).toContainText(banner.states.unlocated!);
  await events.getByRole('button', { name: banner.events['user.close'] }).click();
  await expect(simState).toContainText(banner.states.hidden!);
  await expect(page.getByText('Final state reached')).toBeVisible();
  await expect(page.locator('[data-state-id="locationBanner.hidden"][data-active]')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/studio-simulate.png' });
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(simState).toContainText(banner.states.asking!);
  await expectAccessible(page);
});

test("a test path replays step by step, and the coverage view matches the model tests' report", async ({ page }) => {
  const expected = report('locationBanner');
  await openStudio(page, 'locationBanner');
  await page.getByRole('tab', { name: 'Test paths' }).click();
  await expect(page.getByTestId('paths-figures')).toContainText(`${expected.paths.length} paths from the model run of `);
  // the first path replayed, in words
  const first = expected.paths[0]!.steps!;
  const words = machineWords(locationBannerMachine, banner);
  await expect(page.getByTestId('path-step')).toContainText(`Step 0 of ${first.length}`);
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('path-step')).toContainText(`Step 1 of ${first.length}: ${words.event(first[0]!.event.type)}`);
  await expect(page.locator('[data-testid="state-node"][data-active]').first()).toBeVisible();
  await expect(page.locator('[data-testid="transition"][data-taken]')).toHaveCount(1);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Coverage' }).click();
  // every state drawn (compound states open folded)
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(page.getByTestId('states-covered')).toHaveText(new RegExp(`^${expected.states.covered}/${expected.states.total} `));
  await expect(page.getByTestId('transitions-covered')).toHaveText(new RegExp(`^${expected.transitions.covered}/${expected.transitions.total} `));
  await expect(page.locator('[data-testid="state-node"][data-heat]')).toHaveCount(expected.states.total);
  await page.screenshot({ path: 'test-results/screens/studio-coverage.png' });
  await expectAccessible(page);
});

const text = async (download: Download) => readFileSync((await download.path())!, 'utf8');

test('exports SVG, PNG, the JSON definition and Mermaid, each parsed back', async ({ page }) => {
  await openStudio(page, 'cart');
  // the drawing as it is: every state once its compound states are open
  await page.getByRole('button', { name: 'Expand all' }).click();
  await expect(states(page)).toHaveCount(countNodes(machineRegistry.find((entry) => entry.id === 'cart')!));
  const exported = async (name: string) => {
    const waiting = page.waitForEvent('download');
    await page.getByRole('button', { name: `Export ${name}` }).click();
    return waiting;
  };
  const svg = await exported('SVG');
  expect(svg.suggestedFilename()).toBe('cart.svg');
  const svgDoc = await text(svg);
  expect(svgDoc).toContain('<svg');
  expect(svgDoc.match(/data-testid="state-node"/g)?.length).toBe(countNodes(machineRegistry.find((entry) => entry.id === 'cart')!));

  const png = await exported('PNG');
  const bytes = readFileSync((await png.path())!);
  expect([...bytes.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
  expect(bytes.length).toBeGreaterThan(10_000);

  const json = JSON.parse(await text(await exported('JSON'))) as { id: string; states: Record<string, unknown> };
  expect(json.id).toBe('cart');
  expect(Object.keys(json.states)).toEqual(Object.keys(machineRegistry.find((entry) => entry.id === 'cart')!.machine.states));

  const mermaid = parseMermaid(await text(await exported('Mermaid')));
  expect(mermaid.states).toHaveLength(countNodes(machineRegistry.find((entry) => entry.id === 'cart')!));
  expect(mermaid.transitions.length).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/screens/studio-cart.png' });
});

type Box = { x: number; y: number; width: number; height: number };
const viewportBox = async (page: Page) => (await page.getByTestId('chart-viewport').boundingBox())!;
const stateBox = async (page: Page, id: string) => (await page.locator(`[data-state-id="${id}"] > rect`).first().boundingBox())!;
const inside = (inner: Box, outer: Box) => inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;
const scaleOf = async (page: Page) => Number(await page.getByTestId('chart-viewport').getAttribute('data-scale'));

test('a chart opens readable, compound states folded; a click opens one; Fit shows it whole; drag, wheel, keys and Actual size move it; a minimap when it is larger', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // the start-up session: the widest chart, in the pane tests/studio/chart-fit.test.ts measures
  await openStudio(page, 'session');
  await expect(page.locator('[data-testid="state-node"][data-collapsed]').first()).toBeVisible();
  expect(await page.getByTestId('chart-viewport').evaluate((pane) => ({ width: pane.clientWidth, height: pane.clientHeight }))).toEqual(PANE_1440x900);
  // it opens whole, at 50% or more, its text 10 px or more on the screen; its arrows bare (labelled, since
  // spec3's home landing, it would not fit at 50%: their words on hover, the toggle lays them out)
  const view = await viewportBox(page);
  const ids = await states(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-state-id')!));
  for (const id of ids) expect(inside(await stateBox(page, id), view), `${id} in view`).toBe(true);
  const fitted = await scaleOf(page);
  expect(fitted).toBeGreaterThanOrEqual(0.5);
  expect(fitted).toBeLessThan(1);
  // a state's name (its box's height agreeing) and every other line of the chart
  const deciding = page.locator('[data-state-id="session.deciding"]');
  expect(await smallestTextPx(deciding)).toBeGreaterThanOrEqual(10);
  expect((await deciding.locator('text').first().boundingBox())!.height).toBeGreaterThanOrEqual(10);
  expect(await smallestTextPx(page.getByTestId('statechart'))).toBeGreaterThanOrEqual(10);
  await expect(page.getByRole('button', { name: 'Label the arrows' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('transition').getByText(/^\d+ events$/)).toHaveCount(0);
  await expect(page.getByTestId('minimap')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/studio-opened.png' });

  // drag pans by exactly the pointer's move
  const first = ids[0]!;
  const before = await stateBox(page, first);
  await page.mouse.move(view.x + 30, view.y + view.height - 30);
  await page.mouse.down();
  await page.mouse.move(view.x + 130, view.y + view.height - 80, { steps: 5 });
  await page.mouse.up();
  const dragged = await stateBox(page, first);
  expect(dragged.x - before.x).toBeCloseTo(100, 0);
  expect(dragged.y - before.y).toBeCloseTo(-50, 0);

  // the wheel zooms around the pointer: the point under it stays put
  const target = await stateBox(page, first);
  const pointer = { x: target.x + 5, y: target.y + 5 };
  await page.mouse.move(pointer.x, pointer.y);
  await page.mouse.wheel(0, -300);
  await expect.poll(() => scaleOf(page)).toBeGreaterThan(fitted * 1.2);
  const zoomed = await stateBox(page, first);
  const ratio = zoomed.width / target.width;
  // (within the rounding of the drawing's pixel size)
  expect(Math.abs(zoomed.x + 5 * ratio - pointer.x)).toBeLessThan(1.5);
  expect(Math.abs(zoomed.y + 5 * ratio - pointer.y)).toBeLessThan(1.5);

  // arrows pan, + zooms
  await page.getByTestId('chart-viewport').focus();
  const keyed = await stateBox(page, first);
  await page.keyboard.press('ArrowLeft');
  expect((await stateBox(page, first)).x - keyed.x).toBeCloseTo(80, 0);
  const scaleBefore = await scaleOf(page);
  await page.keyboard.press('+');
  expect(await scaleOf(page)).toBeCloseTo(scaleBefore * 1.25, 5);

  await page.getByRole('button', { name: 'Actual size' }).click();
  await expect(page.getByTestId('zoom-level')).toHaveText('100%');
  await expect(page.getByTestId('minimap')).toBeVisible();
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  await page.screenshot({ path: 'test-results/screens/studio-fitted.png' });
  expect(await scaleOf(page)).toBeCloseTo(fitted, 5);
  for (const id of ids) expect(inside(await stateBox(page, id), view), `${id} in view after Fit`).toBe(true);
  // a click on a folded state opens it: its states drawn, centred and readable
  await page.locator('[data-state-id="session.referrals"]').click();
  await expect(page.locator('[data-state-id="session.referrals.checkingReferralId"]')).toBeVisible();
  await expect(page.locator('[data-state-id="session.referrals"]')).not.toHaveAttribute('data-collapsed');
  await expect.poll(() => smallestTextPx(page.getByTestId('statechart'))).toBeGreaterThanOrEqual(10);
  // the toggle lays the arrows' labels out ('n events' for several)
  await page.getByRole('button', { name: 'Label the arrows' }).click();
  await expect(page.getByRole('button', { name: 'Label the arrows' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('transition').getByText(/^\d+ events$/).first()).toBeVisible();
  await expectAccessible(page);
});

/** The deepest highlighted states: the ones the view must keep in sight. */
const deepestActive = (page: Page) =>
  page.locator('[data-testid="state-node"][data-active]').evaluateAll((nodes) => {
    const ids = nodes.map((node) => node.getAttribute('data-state-id')!);
    return ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)));
  });

test('the active state of a live quote journey stays in view', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStudio(page, 'quote');
  await page.getByRole('tab', { name: 'Live' }).click();
  await page.getByRole('button', { name: 'Actual size' }).click();
  // the view starts away from the chart's start
  await page.getByTestId('chart-viewport').focus();
  for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowUp');
  const view = await viewportBox(page);
  const expectActiveInView = async () => {
    await expect
      .poll(async () => {
        const ids = await deepestActive(page);
        if (ids.length === 0) return 'nothing active';
        for (const id of ids) if (!inside(await stateBox(page, id), view)) return `${id} out of view`;
        return 'in view';
      })
      .toBe('in view');
  };

  const shop = await context.newPage();
  await shop.goto(at('localhost'));
  await expect(shop.getByRole('heading', { name: 'Get a quote' })).toBeVisible();
  await expect(page.getByTestId('live-state')).toBeVisible();
  await expectActiveInView();
  await quoteInShop(shop);
  await expect(page.getByTestId('event-log').getByRole('row').filter({ hasText: quoteLabels.events['user.submit']! }).first()).toBeVisible();
  await expectActiveInView();
  await page.screenshot({ path: 'test-results/screens/studio-live-follow.png' });
  await expectAccessible(page);
});

test('a deep link opens a machine with a state centred; the search box centres another and updates the link', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const planDetail = machineRegistry.find((entry) => entry.id === 'planDetail')!;
  // a state two levels down, inside a compound state the large chart opens collapsed
  const nested = Object.entries(planDetail.machine.states).flatMap(([key, node]) => Object.keys((node as { states: Record<string, unknown> }).states).map((child) => `${key}.${child}`))[0]!;
  await page.goto(at('localhost', `/studio/planDetail?state=${nested}`));
  const chosen = page.locator('[data-testid="state-node"][data-selected]');
  await expect(chosen).toHaveAttribute('data-state-id', `planDetail.${nested}`, { timeout: 20_000 });
  const centred = async () => {
    const view = await viewportBox(page);
    const box = (await chosen.locator('rect').first().boundingBox())!;
    return Math.round(Math.hypot(box.x + box.width / 2 - (view.x + view.width / 2), box.y + box.height / 2 - (view.y + view.height / 2)));
  };
  await expect.poll(centred).toBeLessThanOrEqual(2);
  expect(await scaleOf(page)).toBeGreaterThanOrEqual(0.5);
  await page.screenshot({ path: 'test-results/screens/studio-deep-link.png' });

  const other = Object.keys(planDetail.machine.states).at(-1)!;
  await page.getByLabel('Find a state').fill(other);
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(chosen).toHaveAttribute('data-state-id', `planDetail.${other}`);
  await expect(page).toHaveURL(new RegExp(`/studio/planDetail\\?state=${other}$`));
  await expect.poll(centred).toBeLessThanOrEqual(2);

  await page.getByLabel('Find a state').fill('no.such.state');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('No state named “no.such.state” in planDetail.');
  await expect(page.getByLabel('Find a state')).toHaveValue('no.such.state');
  await expectAccessible(page);
});

test('test paths are grouped by scenario, named by where they end, and filtered by state or transition', async ({ page }) => {
  const expected = report('quote');
  await openStudio(page, 'quote');
  await page.getByRole('tab', { name: 'Test paths' }).click();
  const select = page.getByLabel(/^Path/);
  const scenarios = [...new Set(expected.paths.map((path) => path.scenario))];
  await expect(select.locator('optgroup')).toHaveCount(scenarios.length);
  const labels = await select.locator('option').allTextContents();
  expect(labels).toHaveLength(expected.paths.length);
  expect(labels.every((label) => /^\d+\. (ends in .+ via .+ from .+ · \d+ steps?|stays in .+ · 0 steps)$/.test(label))).toBe(true);

  const through = 'xstate.done.actor';
  const matching = expected.paths.filter((path) => (path.steps ?? []).some((step) => step.event.type.includes(through))).length;
  await page.getByLabel('Through a state or transition').fill(through);
  await expect(page.getByTestId('paths-matching')).toHaveText(`${matching} of ${expected.paths.length} paths pass through “${through}”.`);
  await expect(select.locator('optgroup option')).toHaveCount(matching);
  await expectAccessible(page);
});

test('a fresh start reads in words: find by words, a scenario simulated to its end, coverage, the funnel', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openStudio(page, 'dependentStep');
  // no XState id on the chart unless asked for
  const spouse = page.locator('[data-testid="state-node"][data-state-id="dependentStep.askingSpouse"]');
  await expect.poll(() => boxTitle(spouse)).toBe('Asking whether the spouse enrolls');
  await page.getByLabel('Find a state').fill('spouse');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(page.locator('[data-testid="state-node"][data-selected]')).toHaveAttribute('data-state-id', 'dependentStep.askingSpouse');
  await page.getByRole('button', { name: 'Show XState ids' }).click();
  await expect.poll(() => boxTitle(spouse)).toBe('askingSpouse');
  await page.getByRole('button', { name: 'Show XState ids' }).click();
  await page.screenshot({ path: 'test-results/screens/studio-words.png' });

  // Simulate: the model tests' scenarios, walked to a final state
  await openStudio(page, 'locationBanner');
  const expected = report('locationBanner');
  const scenarios = [...new Set(expected.paths.map((path) => path.scenario))];
  await expect(page.getByLabel(/^Start from/).locator('option')).toHaveText(scenarios);
  const events = page.getByRole('group', { name: 'Enabled events' });
  await events.getByRole('button', { name: banner.events['user.deny'] }).click();
  await expect(page.getByText('Final state reached')).toBeVisible();

  await page.getByRole('tab', { name: 'Coverage' }).click();
  await expect(page.getByTestId('states-covered')).toHaveText(new RegExp(`^${expected.states.covered}/${expected.states.total} `));
  await expect(page.getByText(/From the model run of \d+ \w+ \d{4}/)).toBeVisible();

  await page.getByRole('tab', { name: 'Funnel' }).click();
  const rows = page.getByRole('table', { name: 'Enrollment wizard funnel' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Personal Information');
  const figures = await rows.evaluateAll((all) => all.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? '')));
  expect(figures.length).toBeGreaterThanOrEqual(6);
  const number = (text: string) => Number(text.replace(/,/g, ''));
  figures.forEach((row, index) => {
    if (index === 0) return expect(row[2]).toBe('100%');
    const previous = figures[index - 1]!;
    expect(number(row[1]!), `${row[0]} after ${previous[0]}`).toBeLessThanOrEqual(number(previous[1]!) - number(previous[3]!));
    expect(row[2]).toBe(`${Math.round((number(row[1]!) / number(previous[1]!)) * 100)}%`);
  });
  await page.screenshot({ path: 'test-results/screens/studio-funnel.png' });
  await expectAccessible(page);
  // why they left Personal Information: its step machine's journeys, the ways into the state most left
  await page.getByRole('button', { name: 'Why they left Personal Information' }).click();
  await expect(page).toHaveURL(/\/studio\/formStep$/);
  await expect(page.getByTestId('why-they-left').getByTestId('ways-in').getByRole('listitem').first()).toContainText(' → ');
});
