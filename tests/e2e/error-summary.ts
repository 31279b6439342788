import { expect, type Locator, type Page } from '@playwright/test';

/** The step's error summary (issue 28 item 2): GOV.UK's box headed 'There is a problem'. */
export const errorSummary = (page: Page) => page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) });

/**
 * After a refused Next: the summary has the focus and lists `lines` as links, the first of them
 * first; that link, followed, puts the focus in its field (`field`).
 */
export const expectErrorSummary = async (page: Page, lines: string[], field: Locator) => {
  const summary = errorSummary(page);
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link').first()).toHaveText(lines[0]!);
  for (const line of lines) await expect(summary.getByRole('link', { name: line, exact: true })).toBeVisible();
  await summary.getByRole('link').first().click();
  await expect(field).toBeFocused();
};
