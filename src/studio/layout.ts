import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import { edgeLabelLines, edgeWordLines, nodeDetailLines, nodeWordLines, type StudioEdge, type StudioGraph, type StudioNode } from './graph.ts';
import type { Naming } from './labels.ts';
import { WIDEST_COUNTS } from './heat.ts';
import { layersOf } from './layers.ts';
import { CHART_TEXT_PX } from './view.ts';

/**
 * The chart's text, every line of it, in chart units: at READABLE_SCALE, the smallest scale a
 * chart opens at, it is READABLE_TEXT_PX on the screen. Monospace, so a line's width is known
 * without measuring it in a browser.
 */
export const FONT_SIZE = CHART_TEXT_PX;
export const LINE_HEIGHT = 24;
const CHAR_WIDTH = 0.61;
/** Between a box's edge and its text. */
export const PAD = 10;
/** The first line's baseline below the top of its box or label (the text's ascent). */
export const ASCENT = Math.round(FONT_SIZE * 0.8);
const MAX_CHARS = 42;
/** A state's name wraps into lines this long, so a layer of boxes stays narrow. */
export const TITLE_CHARS = 16;
/** A transition's label wraps narrower than a box: a branching state's labels sit side by side in a top-down chart. */
export const EDGE_LABEL_CHARS = 24;

export const textWidth = (text: string) => Math.ceil([...text].length * FONT_SIZE * CHAR_WIDTH);

/**
 * Long lines wrapped at commas or spaces, a word that ends at `max` kept on its line, so boxes
 * and labels stay narrow; the lines after the first are indented by `indent` (a list of actions).
 */
export const wrap = (line: string, max = MAX_CHARS, indent = '  '): string[] => {
  if ([...line].length <= max) return [line];
  const out: string[] = [];
  let rest = line;
  while ([...rest].length > max) {
    const head = rest.slice(0, max + 1);
    const cut = Math.max(head.lastIndexOf(', ') + 1, head.lastIndexOf(' '));
    // a break inside the indent would leave the line as it was: cut the word instead
    const at = cut > indent.length ? cut : max;
    out.push(rest.slice(0, at).trimEnd());
    rest = `${indent}${rest.slice(at).trimStart()}`;
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
  /** The name's lines and the detail lines as they are drawn. */
  title: string[];
  details: string[];
  depth: number;
}

export interface DrawnEdge {
  /** Unique per drawn edge: one per source and target, whatever the transitions between them. */
  id: string;
  source: string;
  target: string;
  /** The transitions drawn as this one arrow (a transition with two targets is in two arrows). */
  edges: StudioEdge[];
  points: Point[];
  label: { x: number; y: number; width: number; height: number; lines: string[] } | null;
  /** Every transition's label, one line each: the hover text of an arrow standing for several. */
  all: string[];
}

export interface Drawing {
  machineId: string;
  width: number;
  height: number;
  nodes: DrawnNode[];
  edges: DrawnEdge[];
}

/** A state's box: its name and details, and with `counts` the Journeys tab's lines under them (Chart.tsx). */
const boxOf = (lines: { title: string[]; details: string[] }, counts: boolean) => {
  const room = counts ? WIDEST_COUNTS : [];
  return {
    width: Math.max(...[...lines.title, ...lines.details, ...room].map(textWidth)) + 2 * PAD,
    height: (lines.title.length + lines.details.length + room.length) * LINE_HEIGHT + 2 * PAD,
  };
};

/** A state's name wrapped, with its marks: ∥ parallel, (H) history, ⚙ runs an actor (its words on hover), ▸ n states folded. */
const titleLines = (node: StudioNode, naming: Naming) => {
  const name = wrap(naming === 'words' ? node.label : node.key, TITLE_CHARS, '');
  const mark = node.type === 'parallel' ? ' ∥' : node.type === 'history' ? ' (H)' : naming === 'words' && node.invokes.length > 0 ? ' ⚙' : '';
  return [...name.slice(0, -1), `${name.at(-1)}${mark}`, ...(node.hidden ? [`▸ ${node.hidden} states`] : [])];
};

/** The lines under a state's name, in words (its delays) or in ids. */
const detailLines = (node: StudioNode, naming: Naming) => (naming === 'words' ? nodeWordLines(node) : nodeDetailLines(node));
export const edgeLines = (edge: StudioEdge, naming: Naming) => (naming === 'words' ? edgeWordLines(edge) : edgeLabelLines(edge));

/**
 * What an arrow says: one transition's label; for several between the same two states, their
 * events when two (`Loading the tier: done / failed` reads as two lines), else how many.
 */
export const bundleLines = (edges: readonly StudioEdge[], naming: Naming): string[] => {
  if (edges.length === 1) return edgeLines(edges[0]!, naming).flatMap((line) => wrap(line, EDGE_LABEL_CHARS));
  return [`${edges.length} events`];
};

/** The graph's transitions as arrows: one per source and target, holding every transition between them. */
export const bundleEdges = (graph: StudioGraph) => {
  const bundles = new Map<string, { source: string; target: string; edges: StudioEdge[] }>();
  for (const edge of graph.edges) {
    for (const target of edge.targets) {
      const key = `${edge.source} → ${target}`;
      const bundle = bundles.get(key) ?? { source: edge.source, target, edges: [] };
      bundle.edges.push(edge);
      bundles.set(key, bundle);
    }
  }
  return [...bundles.values()];
};
export interface DrawingOptions {
  naming?: Naming;
  /** Each arrow's label laid out beside it; without, its words show on hover and the chart is far smaller. */
  arrowLabels?: boolean;
  /** Room in every state's box for the Journeys tab's counts (visits, drop-offs, median time), a line each. */
  counts?: boolean;
}

/** Whether some arrow joins two top-level states (a chart of top-level regions alone has none). */
const joinsTopLevelStates = (graph: StudioGraph, arrows: ReadonlyArray<{ source: string; target: string }>) => {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const topLevel = (id: string) => {
    let at = byId.get(id);
    while (at?.parentId) at = byId.get(at.parentId);
    return at?.id;
  };
  return arrows.some(({ source, target }) => topLevel(source) !== topLevel(target));
};

/** The shape of the chart's pane at 1440x900 (width over height): a tall chart wraps into columns towards it. */
const PANE_RATIO = 1.13;

/** The ELK graph of a machine: compound states hold their children, each arrow an edge with its label. */
export const toElkGraph = (graph: StudioGraph, { naming = 'words', arrowLabels = true, counts = false }: DrawingOptions = {}) => {
  const bundles = bundleEdges(graph);
  const layers = layersOf(graph, bundles);
  const texts = new Map(graph.nodes.map((node) => [node.id, { title: titleLines(node, naming), details: detailLines(node, naming).flatMap((line) => wrap(line)) }]));
  const elkNodes = new Map<string, ElkNode>();
  for (const node of graph.nodes) {
    const lines = texts.get(node.id)!;
    const box = boxOf(lines, counts);
    const compound = node.children.length > 0;
    const layer: Record<string, string> = layers.has(node.id) ? { 'elk.partitioning.partition': String(layers.get(node.id)) } : {};
    elkNodes.set(node.id, {
      id: node.id,
      ...(compound
        ? {
            layoutOptions: {
              ...layer,
              // its children keep the layers layersOf gave them (a parallel state's regions have none)
              ...(node.type === 'parallel' ? {} : { 'elk.partitioning.activate': 'true' }),
              // its name is a label inside at the top: ELK keeps the room for it and the box at least as wide
              'elk.padding': '[top=14,left=14,bottom=14,right=14]',
              'elk.nodeSize.constraints': 'NODE_LABELS MINIMUM_SIZE',
              'elk.nodeSize.minimum': `(${box.width}, ${box.height + 40})`,
              'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT',
              // regions of a parallel state sit side by side
              ...(node.type === 'parallel' ? { 'elk.direction': 'RIGHT' } : {}),
            },
          }
        : { layoutOptions: layer, width: box.width, height: box.height }),
      labels: compound ? [{ id: `${node.id}_title`, text: lines.title.join(' '), width: box.width, height: box.height }] : [],
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
      'elk.spacing.nodeNode': '20',
      'elk.spacing.edgeNode': '10',
      'elk.spacing.edgeEdge': '6',
      'elk.spacing.edgeLabel': '4',
      'elk.layered.spacing.nodeNodeBetweenLayers': '24',
      'elk.layered.spacing.edgeNodeBetweenLayers': '10',
      'elk.layered.spacing.edgeEdgeBetweenLayers': '6',
      'elk.edgeLabels.placement': 'CENTER',
      'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.partitioning.activate': 'true',
      // a long chain of states wraps into columns (ELK cannot wrap one with labelled arrows, nor top-level regions)
      ...(arrowLabels || !joinsTopLevelStates(graph, bundles) ? {} : { 'elk.layered.wrapping.strategy': 'MULTI_EDGE', 'elk.aspectRatio': String(PANE_RATIO) }),
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
  const drawnEdges = bundles.map(({ source, target, edges }, index) => {
    const id = `e${index}`;
    const lines = arrowLabels ? bundleLines(edges, naming) : [];
    const elkEdge: ElkExtendedEdge = {
      id,
      sources: [source],
      targets: [target],
      labels: arrowLabels ? [{ id: `${id}_label`, text: lines.join('\n'), width: Math.max(...lines.map((line) => textWidth(line))) + 8, height: lines.length * LINE_HEIGHT + 4 }] : [],
    };
    const container = containerOf(source, target);
    (container ? elkNodes.get(container)! : root).edges!.push(elkEdge);
    return { id, source, target, edges, lines, all: edges.map((edge) => edgeLines(edge, naming).join(' ')) };
  });
  return { root, texts, drawnEdges };
};

let elk: InstanceType<typeof ELK> | null = null;

/** The box drawn for the machine itself when it has transitions of its own ('In any state'). */
export const ANY_STATE = 'In any state';

/**
 * The graph with a top-level box for the machine's root when a transition is the root's own (an
 * `on` of the whole machine, taken whatever state it is in: formStep's user.typed): the root is
 * otherwise not drawn, and ELK needs a box at each end of an arrow.
 */
export const withRootBox = (graph: StudioGraph): StudioGraph => {
  if (!graph.edges.some((edge) => edge.source === graph.rootId || edge.targets.includes(graph.rootId))) return graph;
  const rootBox: StudioNode = {
    id: graph.rootId,
    key: graph.rootId,
    label: ANY_STATE,
    parentId: null,
    type: 'atomic',
    initial: false,
    region: false,
    children: [],
    invokes: [],
    delays: [],
    entry: [],
    exit: [],
    tags: [],
    title: null,
  };
  return { ...graph, nodes: [rootBox, ...graph.nodes] };
};

/** Lays the machine out with ELK (layered, hierarchical) and answers the boxes and routed edges to draw. */
export const layoutGraph = async (whole: StudioGraph, options: DrawingOptions = {}): Promise<Drawing> => {
  elk ??= new ELK();
  const graph = withRootBox(whole);
  const { root, texts, drawnEdges } = toElkGraph(graph, options);
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
  const edges: DrawnEdge[] = drawnEdges.map(({ id, lines, ...bundle }) => {
    const laidEdge = edgesLaid.get(id);
    const points = (laidEdge?.sections ?? []).flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint]);
    const label = laidEdge?.labels?.[0];
    return {
      id,
      ...bundle,
      points,
      label: label ? { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0, lines } : null,
    };
  });
  return { machineId: graph.machineId, width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges };
};
