import type { AnyStateMachine } from 'xstate';
import type { AnalyticsCatalog, MachineCatalog } from '../../../contract/analytics.ts';
import { machineGraph } from '../graph.ts';

/**
 * What analytics may count of a machine: its state ids (the root too: a session that ran the
 * machine at all), each compound state's initial children, and its transitions by the studio's
 * key. contract/analytics-catalog.ts is this, written out for the server (which may not import
 * machines/); tests/studio/analytics-catalog.test.ts keeps it up to date.
 */
export const machineCatalog = (machine: AnyStateMachine): MachineCatalog => {
  const graph = machineGraph(machine);
  const initial: Record<string, string[]> = {};
  // what entering a state enters with it: its initial child, or every region of a parallel state
  for (const [id, parentId] of [[graph.rootId, null], ...graph.nodes.map((node) => [node.id, node.id])] as const) {
    const entered = graph.nodes.filter((child) => child.parentId === parentId && (child.initial || child.region)).map((child) => child.id);
    if (entered.length > 0) initial[id] = entered;
  }
  return { states: [graph.rootId, ...graph.nodes.map((node) => node.id)], initial, transitions: graph.edges.map((edge) => edge.key) };
};

export const analyticsCatalogOf = (machines: readonly { id: string; machine: AnyStateMachine }[]): AnalyticsCatalog =>
  Object.fromEntries(machines.map(({ id, machine }) => [id, machineCatalog(machine)]));

/** contract/analytics-catalog.ts as it should read. */
export const catalogSource = (catalog: AnalyticsCatalog): string =>
  [
    "import type { AnalyticsCatalog } from './analytics.ts';",
    '',
    '// Generated from machines/registry.ts by tests/studio/analytics-catalog.test.ts',
    '// (`npx vitest run --project unit tests/studio/analytics-catalog.test.ts -u` after a machine changes).',
    'export const analyticsCatalog: AnalyticsCatalog = {',
    ...Object.entries(catalog).map(([id, machine]) => `  ${JSON.stringify(id)}: ${JSON.stringify(machine)},`),
    '};',
    '',
  ].join('\n');
