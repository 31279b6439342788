import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fillPersonal, saveLaterTo, startEnrollment } from './support.ts';

// Personal data at rest (docs/security.md): a canary SSN typed in the browser is nowhere in the
// e2e server's database files (playwright.config.ts: DATA_DIR is test-results/e2e-data-<port>).

const port = Number(process.env.E2E_PORT ?? 4173);
const databaseDir = path.join('test-results', `e2e-data-${port}`, 'pglite');
const CANARY_SSN = '987654329';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });

const filesHolding = (text: string) => filesUnder(databaseDir).filter((file) => readFileSync(file).includes(Buffer.from(text, 'utf8')));

test('a canary SSN typed on the Personal step is in no database file, and comes back masked', async ({ page }) => {
  test.slow();
  // stored plain on purpose (the resume code's e-mail): proves the files hold what was committed
  const control = `at-rest-control+${Date.now()}@example.com`;
  await startEnrollment(page);
  await fillPersonal(page, { first: 'Ana', last: 'Canary' });
  await page.getByLabel('SSN').fill(CANARY_SSN);
  // the draft first (Save & Continue Later keeps what was typed), then the step's save
  await saveLaterTo(page, control);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(page.getByLabel('SSN')).toHaveValue(`*****${CANARY_SSN.slice(-4)}`);

  await expect.poll(() => filesHolding(control).length).toBeGreaterThan(0);
  for (const canary of [CANARY_SSN, '987-65-4329']) expect(filesHolding(canary), canary).toEqual([]);
});
