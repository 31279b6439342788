import { it } from 'vitest';
import ELK, { type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { machineRegistry } from '../../machines/registry.ts';
import { machineGraph } from '../../src/studio/graph.ts';
import { toElkGraph, wrap, textWidth, LINE_HEIGHT } from '../../src/studio/layout.ts';
import { collapseGraph } from '../../src/studio/collapse.ts';
const elk = new ELK();
const variants: Record<string, (root: ElkNode) => void> = {
  base: () => undefined,
  aspect: (root) => { root.layoutOptions!['elk.aspectRatio'] = '1.6'; },
  wrap20: (root) => { const walk = (n: ElkNode) => { for (const e of n.edges ?? []) for (const l of e.labels ?? []) { const lines = (l.text ?? '').split('\n').flatMap((x) => wrap(x, 20)); l.width = Math.max(...lines.map((x) => textWidth(x))) + 8; l.height = lines.length * LINE_HEIGHT + 4; } n.children?.forEach(walk); }; walk(root); },
  tail: (root) => { root.layoutOptions!['elk.edgeLabels.placement'] = 'TAIL'; },
  multiwrap: (root) => { root.layoutOptions!['elk.layered.wrapping.strategy'] = 'MULTI_EDGE'; root.layoutOptions!['elk.aspectRatio'] = '1.5'; },
  right: (root) => { root.layoutOptions!['elk.direction'] = 'RIGHT'; },
};
it('exp', async () => {
  const rows: string[] = [];
  for (const id of ['session', 'dependentStep', 'billingStep', 'planDetail', 'beneficiaryStep', 'quote']) {
    const entry = machineRegistry.find((e) => e.id === id)!;
    const graph = machineGraph(entry.machine, entry.labels);
    const all = new Set(graph.nodes.filter((n) => n.children.length > 0).map((n) => n.id));
    for (const [name, apply] of Object.entries(variants)) {
      const { root } = toElkGraph(collapseGraph(graph, all));
      apply(root);
      const laid = await elk.layout(root);
      const s = Math.min(1, 1100 / laid.width!, 650 / laid.height!);
      rows.push(`${id} ${name} ${Math.round(laid.width!)}x${Math.round(laid.height!)} fit=${s.toFixed(2)}`);
    }
  }
  console.log(rows.join('\n'));
}, 300_000);
