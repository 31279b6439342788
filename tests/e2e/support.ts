import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);

/** A URL on one of the demo hosts: `localhost`, `acme.localhost`, `nowhere.localhost`. */
export const at = (host: string, path = '/') => `http://${host}:${port}${path}`;

/** Axe finds no violation on what the page shows now (WCAG 2.1 A and AA rules). */
export const expectAccessible = async (page: Page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
};

/** The browser-stored session value of `key` (spec 1 §3). */
export const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
