import { describe, expect, it } from 'vitest';
import { createCoverage, generatePaths, publishCoverage, walkPath } from './lib/index.ts';
import { continueEnrollmentModel } from './models/continue-enrollment.ts';

describe('continue-enrollment model', () => {
  const paths = generatePaths(continueEnrollmentModel);
  const coverage = createCoverage(continueEnrollmentModel);

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await walkPath(continueEnrollmentModel, path, coverage);
  });

  it('covers every state and every transition', () => {
    const report = coverage.report(paths);
    publishCoverage(report);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
