import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import { ancestorsOf, collapseGraph, initialCollapsed, shownAs } from '../../src/studio/collapse.ts';
import type { ReportPath } from '../../src/studio/coverage.ts';
import { machineGraph } from '../../src/studio/graph.ts';
import { layoutGraph } from '../../src/studio/layout.ts';
import { breakPoints, groupPaths, pathMatches, pathName } from '../../src/studio/paths.ts';

const planDetail = machineGraph(machineRegistry.find((entry) => entry.id === 'planDetail')!.machine);

describe('collapsed compound states', () => {
  it('a machine opens with every compound state collapsed: its top level first, each box saying how many states it holds', () => {
    for (const entry of machineRegistry) {
      const graph = machineGraph(entry.machine);
      const closed = initialCollapsed(graph);
      expect([...closed].sort(), entry.id).toEqual(graph.nodes.filter((node) => node.children.length > 0).map((node) => node.id).sort());
      const shown = collapseGraph(graph, closed);
      expect(shown.nodes.every((node) => node.parentId === null), entry.id).toBe(true);
    }
    expect(initialCollapsed(machineGraph(machineRegistry.find((entry) => entry.id === 'saveLater')!.machine)).size).toBe(0);
  });

  it('hides the children, draws transitions from and to the box, keeps coverage keys, and lays out smaller', async () => {
    const closed = initialCollapsed(planDetail);
    const shown = collapseGraph(planDetail, closed);
    const ids = new Set(shown.nodes.map((node) => node.id));
    for (const node of shown.nodes) {
      expect(ancestorsOf(planDetail, node.id).some((ancestor) => closed.has(ancestor))).toBe(false);
      if (closed.has(node.id)) expect(node).toMatchObject({ children: [], hidden: expect.any(Number) });
    }
    const keys = new Set(planDetail.edges.map((edge) => edge.key));
    for (const edge of shown.edges) {
      expect(keys.has(edge.key)).toBe(true);
      expect(ids.has(edge.source)).toBe(true);
      for (const target of edge.targets) expect(ids.has(target)).toBe(true);
    }
    const hiddenState = planDetail.nodes.find((node) => !ids.has(node.id))!;
    expect(closed.has(shownAs(planDetail, closed, hiddenState.id))).toBe(true);
    const [whole, small] = await Promise.all([layoutGraph(planDetail), layoutGraph(shown)]);
    expect(small.width * small.height).toBeLessThan((whole.width * whole.height) / 2);
    expect(small.nodes.find((node) => closed.has(node.id))!.title.join(' ')).toMatch(/▸ \d+ states$/);
  }, 60_000); // two ELK layouts of the largest machine
});

const path = (scenario: string, steps: Array<[string, unknown]>): ReportPath => ({
  scenario,
  events: steps.map(([type]) => type),
  initial: 'idle',
  steps: steps.map(([type, state]) => ({ event: { type }, state })),
});

describe('test paths', () => {
  const paths = [
    path('visitor without a quote', [['user.open', 'loading'], ['xstate.done.actor.getPlan', { offer: 'pricing' }]]),
    path('member', [['user.open', 'loading']]),
    path('visitor without a quote', [['user.open', 'loading'], ['xstate.error.actor.getPlan', 'failed']]),
  ];

  it('are named by where they end and the event that brought them there', () => {
    expect(pathName(paths[0]!)).toBe('ends in {offer: pricing} via xstate.done.actor.getPlan from loading · 2 steps');
    expect(pathName(paths[1]!)).toBe('ends in loading via user.open from idle · 1 step');
    expect(pathName({ scenario: 's', events: [], initial: 'idle', steps: [] })).toBe('stays in idle · 0 steps');
  });

  it('are grouped by scenario and filtered by a state or transition they pass through', () => {
    expect(groupPaths(paths, '').map((group) => [group.scenario, group.paths.map((named) => named.index)])).toEqual([
      ['visitor without a quote', [0, 2]],
      ['member', [1]],
    ]);
    expect(groupPaths(paths, 'PRICING').flatMap((group) => group.paths.map((named) => named.index))).toEqual([0]);
    expect(groupPaths(paths, 'error.actor').flatMap((group) => group.paths.map((named) => named.index))).toEqual([2]);
    expect(pathMatches(paths[1]!, 'nowhere')).toBe(false);
  });

  it('break long names after dots and commas only', () => {
    expect(breakPoints('xstate.done.actor.getPlan')).toEqual(['xstate.', 'done.', 'actor.', 'getPlan']);
    expect(breakPoints('{offer: pricing, lines: done}').join('')).toBe('{offer: pricing, lines: done}');
  });
});
