import { describe, expect, it } from 'vitest';
import { createCoverage, generatePaths, publishCoverage, walkPath } from './lib/index.ts';
import { dependentStepModel } from './models/dependent-step.ts';

describe('dependent-step model', () => {
  const paths = generatePaths(dependentStepModel);
  const coverage = createCoverage(dependentStepModel);

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await walkPath(dependentStepModel, path, coverage);
  });

  it('covers every state and every transition', () => {
    const report = coverage.report(paths);
    publishCoverage(report);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
