import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { edgeLabelLines, edgeWordLines, nodeDetailLines, nodeWordLines, type StudioEdge, type StudioGraph, type StudioNode } from './graph.ts';
import type { Naming } from './labels.ts';

/** The chart's text is monospace, so a line's width is known without measuring it in a browser. */
export const FONT_SIZE = 11;
export const TITLE_SIZE = 12;
export const LINE_HEIGHT = 15;
const CHAR_WIDTH = 0.61;
const PAD = 10;
const MAX_CHARS = 42;
/** A transition's label wraps narrower than a box: a branching state's labels sit side by side in a top-down chart. */
export const EDGE_LABEL_CHARS = 24;

export const textWidth = (text: string, size = FONT_SIZE) => Math.ceil([...text].length * size * CHAR_WIDTH);

/** Long lines (a list of actions) wrapped at commas or spaces so boxes and labels stay narrow. */
export const wrap = (line: string, max = MAX_CHARS): string[] => {
  if ([...line].length <= max) return [line];
  const out: string[] = [];
  let rest = line;
  while ([...rest].length > max) {
    const head = rest.slice(0, max);
    const cut = Math.max(head.lastIndexOf(', ') + 1, head.lastIndexOf(' '));
    const at = cut > max / 3 ? cut : max;
    out.push(rest.slice(0, at).trimEnd());
    rest = `  ${rest.slice(at).trimStart()}`;
  }
  return [...out, rest];
};

export interface Point {
  x: number;
  y: number;
}

export interface DrawnNode {
  id: string;
  node: StudioNode;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The name line and the detail lines as they are drawn. */
  title: string;
  details: string[];
  depth: number;
}

export interface DrawnEdge {
  /** Unique per drawn edge (a transition with two targets is two edges). */
  id: string;
  edge: StudioEdge;
  target: string;
  points: Point[];
  label: { x: number; y: number; width: number; height: number; lines: string[] } | null;
}

export interface Drawing {
  machineId: string;
  width: number;
  height: number;
  nodes: DrawnNode[];
  edges: DrawnEdge[];
}

const boxOf = (lines: { title: string; details: string[] }) => ({
  width: Math.max(textWidth(lines.title, TITLE_SIZE), ...lines.details.map((line) => textWidth(line))) + 2 * PAD,
  height: LINE_HEIGHT + 4 + lines.details.length * LINE_HEIGHT + 2 * PAD - 4,
});

const titleOf = (node: StudioNode, naming: Naming) => {
  const name = naming === 'words' ? node.label : node.key;
  return `${node.type === 'parallel' ? `${name} ∥` : node.type === 'history' ? `${name} (H)` : name}${node.hidden ? ` ▸ ${node.hidden} states` : ''}`;
};

/** The lines under a state's name and on a transition, in words or in ids. */
const detailLines = (node: StudioNode, naming: Naming) => (naming === 'words' ? nodeWordLines(node) : nodeDetailLines(node));
export const edgeLines = (edge: StudioEdge, naming: Naming) => (naming === 'words' ? edgeWordLines(edge) : edgeLabelLines(edge));

/** The ELK graph of a machine: compound states hold their children, each transition an edge with its label. */
export const toElkGraph = (graph: StudioGraph, naming: Naming = 'words') => {
  const texts = new Map(graph.nodes.map((node) => [node.id, { title: titleOf(node, naming), details: detailLines(node, naming).flatMap((line) => wrap(line)) }]));
  const elkNodes = new Map<string, ElkNode>();
  for (const node of graph.nodes) {
    const lines = texts.get(node.id)!;
    const box = boxOf(lines);
    const compound = node.children.length > 0;
    elkNodes.set(node.id, {
      id: node.id,
      ...(compound
        ? {
            layoutOptions: {
              'elk.padding': `[top=${box.height + 8},left=14,bottom=14,right=14]`,
              'elk.nodeSize.constraints': 'MINIMUM_SIZE',
              'elk.nodeSize.minimum': `(${box.width}, ${box.height + 40})`,
              // regions of a parallel state sit side by side
              ...(node.type === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
            },
          }
        : { width: box.width, height: box.height }),
      children: [],
      edges: [],
    });
  }
  const root: ElkNode = {
    id: '__root',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '36',
      'elk.spacing.edgeNode': '18',
      'elk.spacing.edgeEdge': '12',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.nodeNodeBetweenLayers': '44',
      'elk.layered.spacing.edgeNodeBetweenLayers': '18',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '10',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
      'elk.padding': '[top=20,left=20,bottom=20,right=20]',
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
    },
    children: [],
    edges: [],
  };
  for (const node of graph.nodes) (node.parentId ? elkNodes.get(node.parentId)! : root).children!.push(elkNodes.get(node.id)!);

  const parentOf = new Map(graph.nodes.map((node) => [node.id, node.parentId]));
  const ancestors = (id: string) => {
    const chain: string[] = [];
    for (let at: string | null | undefined = parentOf.get(id); at; at = parentOf.get(at)) chain.push(at);
    return chain;
  };
  // an edge lives in the deepest state holding both ends (ELK routes it across the boxes between)
  const containerOf = (source: string, target: string) => {
    const targetChain = new Set(ancestors(target));
    return ancestors(source).find((id) => targetChain.has(id) && id !== source && id !== target);
  };
  const drawnEdges: Array<{ id: string; edge: StudioEdge; target: string; lines: string[] }> = [];
  graph.edges.forEach((edge, index) =>
    edge.targets.forEach((target, t) => {
      const id = `e${index}_${t}`;
      const lines = edgeLines(edge, naming).flatMap((line) => wrap(line, EDGE_LABEL_CHARS));
      drawnEdges.push({ id, edge, target, lines });
      const elkEdge: ElkExtendedEdge = {
        id,
        sources: [edge.source],
        targets: [target],
        labels: [{ id: `${id}_label`, text: lines.join('\n'), width: Math.max(...lines.map((line) => textWidth(line))) + 8, height: lines.length * LINE_HEIGHT + 4 }],
      };
      const container = containerOf(edge.source, target);
      (container ? elkNodes.get(container)! : root).edges!.push(elkEdge);
    }),
  );
  return { root, texts, drawnEdges };
};

let elk: InstanceType<typeof ELK> | null = null;

/** Lays the machine out with ELK (layered, hierarchical) and answers the boxes and routed edges to draw. */
export const layoutGraph = async (graph: StudioGraph, naming: Naming = 'words'): Promise<Drawing> => {
  elk ??= new ELK();
  const { root, texts, drawnEdges } = toElkGraph(graph, naming);
  const laid = await elk.layout(root);
  const positioned = new Map<string, ElkNode>();
  const edgesLaid = new Map<string, ElkExtendedEdge>();
  const collect = (node: ElkNode) => {
    positioned.set(node.id, node);
    for (const edge of node.edges ?? []) edgesLaid.set(edge.id, edge);
    node.children?.forEach(collect);
  };
  collect(laid);
  const depthOf = new Map<string, number>();
  const nodes: DrawnNode[] = graph.nodes.map((node) => {
    const box = positioned.get(node.id)!;
    const depth = node.parentId ? (depthOf.get(node.parentId) ?? 0) + 1 : 0;
    depthOf.set(node.id, depth);
    const lines = texts.get(node.id)!;
    return { id: node.id, node, x: box.x ?? 0, y: box.y ?? 0, width: box.width ?? 0, height: box.height ?? 0, title: lines.title, details: lines.details, depth };
  });
  const edges: DrawnEdge[] = drawnEdges.map(({ id, edge, target, lines }) => {
    const laidEdge = edgesLaid.get(id);
    const points = (laidEdge?.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
    const label = laidEdge?.labels?.[0];
    return {
      id,
      edge,
      target,
      points,
      label: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0, lines } : null,
    };
  });
  return { machineId: graph.machineId, width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges };
};
