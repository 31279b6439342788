import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import type { CoverageReport } from '../../src/studio/coverage.ts';
import { enabledChoices, eventChoicesFrom, initialSnapshot, nextSnapshot } from '../../src/studio/simulate.ts';

const reportOf = (id: string) => {
  const file = `model-tests/reports/${id}.json`;
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as CoverageReport) : null;
};

// Simulate on a fresh start (issue 26): every scenario of the shipped reports starts, offers its
// enabled events, and its first path steps through without XState failing the snapshot.
describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('Simulate %s', (id, { machine }) => {
  const report = reportOf(id);
  const firstPaths = [...new Map((report?.paths ?? []).map((path) => [path.scenario, path])).values()].reverse();
  it.skipIf(!report)('starts every scenario and walks its first path, each step among the events offered', () => {
    const known = eventChoicesFrom(report);
    for (const path of firstPaths) {
      let snapshot = initialSnapshot(machine, path.input);
      expect(snapshot.status, `${path.scenario}: ${String((snapshot as { error?: unknown }).error)}`).not.toBe('error');
      for (const step of path.steps ?? []) {
        // each step the model test took is among the events Simulate offers there
        expect(enabledChoices(snapshot, known).map((choice) => choice.event.type), `${path.scenario}: enabled events`).toContain(step.event.type);
        snapshot = nextSnapshot(machine, snapshot, step.event);
        expect(snapshot.status, `${path.scenario} after ${step.event.type}: ${String((snapshot as { error?: unknown }).error)}`).not.toBe('error');
      }
    }
  });
});
