import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Hono } from 'hono';

/** Where the model-based tests write one report per machine (model-tests/lib/coverage.ts). */
const COVERAGE_DIR = 'test-results/model-coverage';
const reportName = /^[A-Za-z0-9_-]+$/;

/**
 * Development only, beside GET /dev/outbox: the statechart studio reads the model tests' reports.
 * GET /dev/model-coverage lists the machine ids with a report; GET /dev/model-coverage/:id answers
 * one report (states and transitions walked, the generated paths) or 404 when there is none.
 */
export const modelCoverageRoutes = (root = process.cwd()) => {
  const dir = join(root, COVERAGE_DIR);
  return new Hono()
    .get('/dev/model-coverage', async (c) => {
      const files = await readdir(dir).catch(() => [] as string[]);
      return c.json(files.filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -'.json'.length)).sort());
    })
    .get('/dev/model-coverage/:id', async (c) => {
      const id = c.req.param('id');
      if (!reportName.test(id)) return c.json({ message: 'No such report.' }, 404);
      const text = await readFile(join(dir, `${id}.json`), 'utf8').catch(() => null);
      if (text === null) return c.json({ message: `No model-coverage report for ${id}: run npm run test:model.` }, 404);
      c.header('Cache-Control', 'no-store');
      return c.body(text, 200, { 'Content-Type': 'application/json; charset=utf-8' });
    });
};
