import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { machineRegistry } from '../../machines/registry.ts';
import { parseMermaid } from '../../src/studio/export.ts';
import { at, expectAccessible } from './support.ts';

// The statechart studio (issue 6, docs/studio.md). Its coverage and paths come from the model
// tests' reports; CI runs test:model first, and a missing report is generated here.
const COVERAGE = 'test-results/model-coverage';
const report = (id: string) => JSON.parse(readFileSync(`${COVERAGE}/${id}.json`, 'utf8')) as {
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  paths: Array<{ steps?: unknown[] }>;
};

test.beforeAll(() => {
  const needed: Record<string, string> = { locationBanner: 'model-tests/location-banner.test.ts' };
  for (const [id, file] of Object.entries(needed)) {
    if (!existsSync(`${COVERAGE}/${id}.json`) || !report(id).paths.every((path) => Array.isArray(path.steps))) {
      execSync(`npx vitest run --project model ${file}`, { stdio: 'inherit' });
    }
  }
  mkdirSync('test-results/screens', { recursive: true });
});

const openStudio = async (page: Page, machine: string) => {
  await page.goto(at('localhost', `/studio?machine=${machine}`));
  await expect(page.getByRole('heading', { name: 'Statechart studio' })).toBeVisible();
  await expect(page.getByTestId('statechart')).toBeVisible({ timeout: 20_000 });
};

const states = (page: Page) => page.getByTestId('state-node');

test('draws every machine of the registry; the largest without overlaps', async ({ page }) => {
  test.setTimeout(120_000);
  await openStudio(page, machineRegistry[0]!.id);
  const nav = page.getByRole('navigation', { name: 'Machines' });
  await expect(nav.getByRole('button')).toHaveCount(machineRegistry.length);
  for (const { id, machine } of machineRegistry) {
    await nav.getByRole('button', { name: new RegExp(`^${id}\\b`) }).click();
    await expect(page).toHaveURL(new RegExp(`machine=${id}$`));
    await expect(page.getByTestId('machine-figures')).toContainText(id);
    const count = Object.keys(machine.states).length;
    await expect(states(page).first()).toBeVisible();
    expect(await states(page).count()).toBeGreaterThanOrEqual(count);
  }

  const largest = [...machineRegistry].sort((a, b) => countNodes(b) - countNodes(a))[0]!;
  expect(largest.id).toBe('planDetail');
  await openStudio(page, largest.id);
  await expect(states(page)).toHaveCount(countNodes(largest));
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Zoom out' }).click();
  await page.screenshot({ path: 'test-results/screens/studio-planDetail.png', fullPage: true });
  const boxes = await states(page).evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.querySelector('rect')!.getBoundingClientRect();
      const textRight = Math.max(...[...node.querySelectorAll('text')].map((text) => text.getBoundingClientRect().right));
      return { id: node.getAttribute('data-state-id')!, x: box.x, y: box.y, width: box.width, height: box.height, textFits: textRight <= box.right + 1 };
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
  expect(boxes.filter((box) => !box.textFits).map((box) => box.id)).toEqual([]);
});

const countNodes = (entry: (typeof machineRegistry)[number]) => {
  const count = (node: { states: Record<string, unknown> }): number => Object.values(node.states).reduce<number>((sum, child) => sum + 1 + count(child as typeof node), 0);
  return count(entry.machine.root);
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
  await shop.getByLabel('Zip Code').fill('10001');
  await shop.getByLabel('Gender').selectOption('1');
  await shop.getByLabel('Tier').selectOption('IO');
  await shop.getByLabel('Date of Birth').pressSequentially('01151980');
  await shop.getByRole('button', { name: 'Submit' }).click();
  await expect(shop).toHaveURL(/\/plans/);

  const log = page.getByTestId('event-log');
  await expect(log.getByRole('row').filter({ hasText: 'user.submit' }).first()).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: /xstate\.done\.actor/ }).first()).toBeVisible();
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
  await expect(simState).toContainText('asking');
  await page.getByRole('group', { name: 'Enabled events' }).getByRole('button', { name: 'user.allow' }).click();
  await expect(simState).toContainText('locating');
  const events = page.getByRole('group', { name: 'Enabled events' });
  // an actor's result is a choice: done or error
  await expect(events.getByRole('button', { name: /^done: requestLocation/ })).toBeVisible();
  await expect(events.getByRole('button', { name: /^error: requestLocation/ })).toBeVisible();
  await page.getByRole('button', { name: 'Step back' }).click();
  await expect(simState).toContainText('asking');
  await events.getByRole('button', { name: 'user.allow' }).click();
  await events.getByRole('button', { name: /^error: requestLocation/ }).click();
  await expect(simState).toContainText('hidden');
  await expect(page.getByText('Final state reached')).toBeVisible();
  await expect(page.locator('[data-state-id="locationBanner.hidden"][data-active]')).toHaveCount(1);
  await page.screenshot({ path: 'test-results/screens/studio-simulate.png' });
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(simState).toContainText('asking');
  await expectAccessible(page);
});

test("a test path replays step by step, and the coverage view matches the model tests' report", async ({ page }) => {
  const expected = report('locationBanner');
  await openStudio(page, 'locationBanner');
  await page.getByRole('tab', { name: 'Test paths' }).click();
  await expect(page.getByText(`${expected.paths.length} paths generated`)).toBeVisible();
  await expect(page.getByTestId('path-step')).toContainText('Step 0 of 2');
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByTestId('path-step')).toContainText('Step 1 of 2: user.allow');
  await expect(page.locator('[data-state-id="locationBanner.locating"][data-active]')).toHaveCount(1);
  await expect(page.locator('[data-testid="transition"][data-taken]')).toHaveCount(1);
  await expectAccessible(page);

  await page.getByRole('tab', { name: 'Coverage' }).click();
  await expect(page.getByTestId('states-covered')).toHaveText(new RegExp(`^${expected.states.covered}/${expected.states.total} `));
  await expect(page.getByTestId('transitions-covered')).toHaveText(new RegExp(`^${expected.transitions.covered}/${expected.transitions.total} `));
  await expect(page.locator('[data-testid="state-node"][data-heat]')).toHaveCount(expected.states.total);
  await page.screenshot({ path: 'test-results/screens/studio-coverage.png' });
  await expectAccessible(page);
});

const text = async (download: Download) => readFileSync((await download.path())!, 'utf8');

test('exports SVG, PNG, the JSON definition and Mermaid, each parsed back', async ({ page }) => {
  await openStudio(page, 'cart');
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
