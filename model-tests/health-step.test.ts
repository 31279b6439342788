import { describe, expect, it } from 'vitest';
import { createCoverage, generatePaths, publishCoverage, walkPath } from './lib/index.ts';
import { healthStepModel } from './models/health-step.ts';

describe('health-step model', () => {
  const paths = generatePaths(healthStepModel);
  const coverage = createCoverage(healthStepModel);

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await walkPath(healthStepModel, path, coverage);
  });

  it('covers every state and every transition', () => {
    const report = coverage.report(paths);
    publishCoverage(report);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
