import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AnyMachineSnapshot, AnyTransitionDefinition } from 'xstate';
import { machineShape, transitionKey } from './machine-shape.ts';
import type { MachineModel } from './model.ts';
import type { ModelPath } from './paths.ts';

export const COVERAGE_DIR = 'test-results/model-coverage';
/** The copy the studio ships with the build (committed): every figure, a sample of the paths. */
export const SHIPPED_DIR = 'model-tests/reports';
/** Paths kept per scenario in the shipped copy: one per end (state and last event), at most this many. */
const SHIPPED_PATHS_PER_SCENARIO = 24;

/** Tallies the states entered and transitions taken by walks, against what the machine defines. */
export const createCoverage = (model: MachineModel) => {
  const shape = machineShape(model.machine);
  const states = new Set<string>();
  const transitions = new Set<string>();
  return {
    /**
     * One microstep of a walk: the transitions it took and the snapshot it reached. A transition's
     * source was active too, which counts transient states (left by `always` at once) as entered.
     */
    record(snapshot: AnyMachineSnapshot, taken: readonly AnyTransitionDefinition[]) {
      const entered = [...snapshot._nodes, ...taken.map((transition) => transition.source)];
      for (const node of entered) if (node !== model.machine.root) states.add(node.id);
      for (const transition of taken) transitions.add(transitionKey(transition));
    },
    report(paths: readonly ModelPath[]) {
      const figure = (defined: string[], seen: Set<string>) => ({
        covered: defined.filter((key) => seen.has(key)).length,
        total: defined.length,
        missing: defined.filter((key) => !seen.has(key)),
      });
      return {
        machineId: model.id,
        states: figure(shape.states, states),
        transitions: figure(shape.transitions, transitions),
        paths: paths.map((path) => ({
          scenario: path.scenario.name,
          events: path.steps.map((step) => step.event.type),
          // for the studio's replay: the input, the initial state and each step's event and state
          input: jsonSafe(path.scenario.input),
          initial: jsonSafe(path.initial.value),
          steps: path.steps.map((step) => ({ event: jsonSafe(step.event), state: jsonSafe(step.state.value) })),
        })),
      };
    },
  };
};
export type Coverage = ReturnType<typeof createCoverage>;

/** A value as plain JSON: errors keep their name, message and own fields (an ApiFailure's data). */
const jsonSafe = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value ?? null, (_key, item: unknown) =>
      item instanceof Error ? { ...item, name: item.name, message: item.message } : typeof item === 'bigint' ? String(item) : item,
    ),
  );
export type CoverageReport = ReturnType<Coverage['report']>;

const percent = ({ covered, total }: { covered: number; total: number }) => (total === 0 ? 100 : Math.round((covered / total) * 1000) / 10);

/**
 * The report the studio ships: all figures, and per scenario the shortest path to each distinct
 * end (state reached and event that took it there), at most SHIPPED_PATHS_PER_SCENARIO, so a
 * fresh start offers every scenario and replays what each proves without megabytes of paths.
 */
export const shippedReport = (report: CoverageReport): CoverageReport => {
  const kept = new Map<string, CoverageReport['paths'][number]>();
  const perScenario = new Map<string, number>();
  const byLength = [...report.paths].sort((a, b) => a.steps.length - b.steps.length);
  for (const path of byLength) {
    const last = path.steps.at(-1);
    const end = `${path.scenario}|${JSON.stringify(last?.state ?? path.initial)}|${last ? (last.event as { type?: string }).type : ''}`;
    const count = perScenario.get(path.scenario) ?? 0;
    if (kept.has(end) || count >= SHIPPED_PATHS_PER_SCENARIO) continue;
    kept.set(end, path);
    perScenario.set(path.scenario, count + 1);
  }
  // in the report's order, so scenarios and their paths read as the test generated them
  const paths = report.paths.filter((path) => [...kept.values()].includes(path));
  return { ...report, paths };
};

/**
 * Prints the figures and writes `test-results/model-coverage/<machine-id>.json` (every path) and
 * the shipped copy `model-tests/reports/<machine-id>.json` the studio carries in its build.
 */
export const publishCoverage = (report: CoverageReport, root = process.cwd()): string => {
  const file = join(root, COVERAGE_DIR, `${report.machineId}.json`);
  const generatedAt = new Date().toISOString();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...report, generatedAt }, null, 2)}\n`);
  const shipped = shippedReport(report);
  const shippedFile = join(root, SHIPPED_DIR, `${report.machineId}.json`);
  mkdirSync(dirname(shippedFile), { recursive: true });
  writeFileSync(shippedFile, `${JSON.stringify({ ...shipped, pathsInRun: report.paths.length, generatedAt })}\n`);
  console.log(
    `${report.machineId}: states ${report.states.covered}/${report.states.total} (${percent(report.states)}%), ` +
      `transitions ${report.transitions.covered}/${report.transitions.total} (${percent(report.transitions)}%), ${report.paths.length} paths`,
  );
  return file;
};
