import { describe, expect, it } from 'vitest';
import { createCoverage, generatePaths, publishCoverage, walkPath } from './lib/index.ts';
import { aflacQuestionsModel } from './models/aflac-questions.ts';

describe('aflac-questions model', () => {
  const paths = generatePaths(aflacQuestionsModel);
  const coverage = createCoverage(aflacQuestionsModel);

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_, path) => {
    await walkPath(aflacQuestionsModel, path, coverage);
  });

  it('covers every state and every transition', () => {
    const report = coverage.report(paths);
    publishCoverage(report);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
