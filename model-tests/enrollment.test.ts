import { describe, expect, it } from 'vitest';
import { createCoverage, generatePaths, publishCoverage, walkPath } from './lib/index.ts';
import { enrollmentModel } from './models/enrollment.ts';

describe('enrollment chart: every state and transition (coverage)', () => {
  const paths = generatePaths(enrollmentModel);
  const coverage = createCoverage(enrollmentModel);

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await walkPath(enrollmentModel, path, coverage);
  });

  it('covers every state and every transition', () => {
    const report = coverage.report(paths);
    publishCoverage(report);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
