import { describe, expect, it } from 'vitest';
import { createCoverage, generatePaths, publishCoverage, walkPath } from './lib/index.ts';
import { beneficiaryStepModel } from './models/beneficiary-step.ts';

describe('beneficiary-step model', () => {
  const paths = generatePaths(beneficiaryStepModel);
  const coverage = createCoverage(beneficiaryStepModel);

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await walkPath(beneficiaryStepModel, path, coverage);
  });

  it('covers every state and every transition', () => {
    const report = coverage.report(paths);
    publishCoverage(report);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
