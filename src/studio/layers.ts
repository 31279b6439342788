import type { StudioGraph } from './graph.ts';

/** The most boxes side by side in one layer: a state leading to more has them in rows of this many (three keeps the widest step charts readable when fitted at 1440x900). */
export const LAYER_WIDTH = 3;

/**
 * The layer of each state among its siblings, top to bottom: its distance from their initial
 * state over the transitions between them (a transition from or to inside a sibling counts as
 * the sibling's), states no transition reaches last; a layer wider than LAYER_WIDTH wraps into
 * rows. ELK keeps these as partitions, so a state leading to eight opens three rows of three
 * instead of one row eight boxes wide.
 */
export const layersOf = (graph: StudioGraph, arrows: ReadonlyArray<{ source: string; target: string }>): Map<string, number> => {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const siblingsOf = new Map<string | null, string[]>();
  for (const node of graph.nodes) siblingsOf.set(node.parentId, [...(siblingsOf.get(node.parentId) ?? []), node.id]);
  const layer = new Map<string, number>();
  for (const [parent, siblings] of siblingsOf) {
    // a parallel state's regions sit side by side, in no order; a parallel machine's (the chrome's
    // eight) in rows, as one row would be eight boxes wide
    if (siblings.every((id) => byId.get(id)!.region)) {
      if (parent === null) siblings.forEach((id, index) => layer.set(id, Math.floor(index / LAYER_WIDTH)));
      continue;
    }
    const own = new Set(siblings);
    const sibling = (id: string) => {
      for (let at: string | null | undefined = id; at; at = byId.get(at)?.parentId) if (own.has(at)) return at;
      return undefined;
    };
    const next = new Map<string, string[]>();
    for (const { source, target } of arrows) {
      const [from, to] = [sibling(source), sibling(target)];
      if (from && to && from !== to) next.set(from, [...(next.get(from) ?? []), to]);
    }
    const first = siblings.find((id) => byId.get(id)!.initial) ?? siblings[0]!;
    const depth = new Map([[first, 0]]);
    for (const queue = [first]; queue.length > 0; ) {
      const at = queue.shift()!;
      for (const to of (next.get(at) ?? []).filter((candidate) => !depth.has(candidate))) {
        depth.set(to, depth.get(at)! + 1);
        queue.push(to);
      }
    }
    let deepest = Math.max(...depth.values());
    for (const id of siblings) if (!depth.has(id)) depth.set(id, ++deepest);
    const rows: string[][] = [];
    for (const id of siblings) (rows[depth.get(id)!] ??= []).push(id);
    let row = 0;
    for (const ids of rows.filter(Boolean)) {
      ids.forEach((id, index) => layer.set(id, row + Math.floor(index / LAYER_WIDTH)));
      row += Math.ceil(ids.length / LAYER_WIDTH);
    }
  }
  return layer;
};
