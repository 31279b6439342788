import { describe, expect, it } from 'vitest';
import { createCoverage, generatePaths, publishCoverage, walkPath } from './lib/index.ts';
import { billingStepModel } from './models/billing-step.ts';

describe('billing-step model', () => {
  const paths = generatePaths(billingStepModel);
  const coverage = createCoverage(billingStepModel);

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await walkPath(billingStepModel, path, coverage);
  });

  it('covers every state and every transition', () => {
    const report = coverage.report(paths);
    publishCoverage(report);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
