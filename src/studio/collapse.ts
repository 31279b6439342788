import type { StudioEdge, StudioGraph, StudioNode } from './graph.ts';

/**
 * The collapsed states a chart opens with: every compound state, so the first view is the
 * machine's top level, each compound state a box saying how many states it holds; a click opens
 * one (its own compound children still closed).
 */
export const initialCollapsed = (graph: StudioGraph): Set<string> => new Set(graph.nodes.filter((node) => node.children.length > 0).map((node) => node.id));

/** The ids of a state's ancestors, nearest first. */
export const ancestorsOf = (graph: StudioGraph, id: string): string[] => {
  const parentOf = new Map(graph.nodes.map((node) => [node.id, node.parentId]));
  const chain: string[] = [];
  for (let at = parentOf.get(id); at; at = parentOf.get(at)) chain.push(at);
  return chain;
};

/** Where a state shows on the collapsed chart: itself, or its outermost collapsed ancestor. */
export const shownAs = (graph: StudioGraph, collapsed: ReadonlySet<string>, id: string): string =>
  ancestorsOf(graph, id).findLast((ancestor) => collapsed.has(ancestor)) ?? id;

/**
 * The graph with the children of each collapsed state hidden: the state drawn as one box saying
 * how many states it holds, transitions to or from inside it drawn from or to the box, and
 * transitions wholly inside it left out. Edge keys stay the coverage keys.
 */
export const collapseGraph = (graph: StudioGraph, collapsed: ReadonlySet<string>): StudioGraph => {
  if (collapsed.size === 0) return graph;
  const shown = (id: string) => shownAs(graph, collapsed, id);
  const descendants = (node: StudioNode): number => {
    const byId = new Map(graph.nodes.map((candidate) => [candidate.id, candidate]));
    const count = (id: string): number => byId.get(id)!.children.reduce((sum, child) => sum + 1 + count(child), 0);
    return count(node.id);
  };
  const nodes = graph.nodes
    .filter((node) => shown(node.id) === node.id)
    .map((node) => (collapsed.has(node.id) && node.children.length > 0 ? { ...node, children: [], hidden: descendants(node) } : node));
  const edges = graph.edges.flatMap((edge): StudioEdge[] => {
    const source = shown(edge.source);
    const targets = [...new Set(edge.targets.map(shown))].filter((target) => target !== source || edge.internal || edge.targets.includes(edge.source));
    if (targets.length === 0 || (source !== edge.source && targets.every((target) => target === source))) return [];
    return [{ ...edge, source, targets }];
  });
  return { ...graph, nodes, edges };
};
