import type { EventObject } from 'xstate';

/** One path the model tests generate and walk (model-tests/lib/coverage.ts writes them). */
export interface ReportPath {
  scenario: string;
  events: string[];
  input?: unknown;
  initial?: unknown;
  steps?: Array<{ event: EventObject; state: unknown }>;
}

interface Figure {
  covered: number;
  total: number;
  missing: string[];
}

/** A model run's report of one machine (model-tests/lib/coverage.ts). */
export interface CoverageReport {
  machineId: string;
  states: Figure;
  transitions: Figure;
  paths: ReportPath[];
  /** How many paths the run generated (the shipped copy keeps a sample: one per end and scenario). */
  pathsInRun?: number;
  generatedAt?: string;
}

export type ReportState = { status: 'loading' } | { status: 'missing'; message: string } | { status: 'ready'; report: CoverageReport };

/**
 * The model run's reports as the build carries them (model-tests/reports/, written by the model
 * tests and committed): each its own chunk of the build, loaded when its machine opens.
 */
const shippedReports = import.meta.glob<CoverageReport>('../../model-tests/reports/*.json', { import: 'default' });

export const fetchReport = async (machineId: string): Promise<ReportState> => {
  const load = shippedReports[`../../model-tests/reports/${machineId}.json`];
  if (!load) return { status: 'missing', message: `The model tests have no report for ${machineId} yet.` };
  try {
    return { status: 'ready', report: await load() };
  } catch (error) {
    return { status: 'missing', message: `The model tests' report could not be read: ${String(error)}` };
  }
};

/** The heat of each state: how many steps of the tests' paths are in it (initial states included). */
export const stateHeat = (report: CoverageReport, rootId: string, idsOf: (value: unknown) => string[], stateIds: readonly string[] = []): Map<string, number> => {
  // a transient state (left by `always` at once) is walked but never rests in a step: 0
  const heat = new Map<string, number>(stateIds.map((id) => [id, 0]));
  const add = (value: unknown) => {
    for (const id of idsOf(value)) heat.set(id, (heat.get(id) ?? 0) + 1);
  };
  for (const path of report.paths) {
    if (path.initial !== undefined) add(path.initial);
    for (const step of path.steps ?? []) add(step.state);
  }
  heat.delete(rootId);
  return heat;
};

/** Whether the tests walked a state or a transition, by the report's missing lists. */
export const coverageOf = (report: CoverageReport) => {
  const missingStates = new Set(report.states.missing);
  const missingTransitions = new Set(report.transitions.missing);
  return {
    stateWalked: (id: string) => !missingStates.has(id),
    transitionWalked: (key: string) => !missingTransitions.has(key),
  };
};
