import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry.ts';
import { machineShape } from '../../model-tests/lib/machine-shape.ts';
import { locationBannerMachine } from '../../machines/location/location-banner.machine.ts';
import { helpChatMachine } from '../../machines/help-chat/help-chat.machine.ts';
import { actorLines, edgeLabelLines, machineGraph, nodeDetailLines } from '../../src/studio/graph.ts';
import { EDGE_LABEL_CHARS, edgeLines, layoutGraph, withRootBox, wrap } from '../../src/studio/layout.ts';
import { parseMermaid, toMermaid } from '../../src/studio/export.ts';

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: { x: number; y: number; width: number; height: number }, outer: typeof inner) =>
  inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.width <= outer.x + outer.width && inner.y + inner.height <= outer.y + outer.height;

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s drawn', (_, { machine, labels }) => {
  const graph = machineGraph(machine, labels);
  const shape = machineShape(machine);

  it('has every state node and every transition the machine defines, keyed as the coverage report keys them', () => {
    expect(graph.nodes.map((node) => node.id).sort()).toEqual([...shape.states].sort());
    expect(graph.edges.map((edge) => edge.key).sort()).toEqual([...shape.transitions].sort());
  });

  it.each(['words', 'ids'] as const)('lays every state out inside its parent, siblings apart, and routes every transition (%s)', async (naming) => {
    const drawing = await layoutGraph(graph, { naming });
    const byId = new Map(drawing.nodes.map((node) => [node.id, node]));
    // every state, and a box for the machine itself when it has transitions of its own
    expect(drawing.nodes.map((node) => node.id)).toEqual(withRootBox(graph).nodes.map((node) => node.id));
    // one arrow per source and target, holding every transition between them once
    const pairs = graph.edges.flatMap((edge) => edge.targets.map((target) => `${edge.key} @ ${target}`));
    expect(drawing.edges.flatMap((drawn) => drawn.edges.map((edge) => `${edge.key} @ ${drawn.target}`)).sort()).toEqual(pairs.sort());
    expect(new Set(drawing.edges.map((drawn) => `${drawn.source} → ${drawn.target}`)).size).toBe(drawing.edges.length);
    for (const drawn of drawing.nodes) {
      expect(drawn.width).toBeGreaterThan(0);
      if (drawn.node.parentId) expect(inside(drawn, byId.get(drawn.node.parentId)!), `${drawn.id} inside its parent`).toBe(true);
    }
    for (const a of drawing.nodes) {
      for (const b of drawing.nodes) {
        const related = a === b || b.id.startsWith(`${a.id}.`) || a.id.startsWith(`${b.id}.`);
        if (!related) expect(overlap(a, b), `${a.id} and ${b.id} overlap`).toBe(false);
      }
    }
    for (const edge of drawing.edges) {
      expect(edge.points.length, `${edge.id} routed`).toBeGreaterThanOrEqual(2);
      expect(edge.label?.lines).toEqual(edge.edges.length === 1 ? edgeLines(edge.edges[0]!, naming).flatMap((line) => wrap(line, EDGE_LABEL_CHARS)) : [`${edge.edges.length} events`]);
      // a label never covers a state's box (containers aside)
      for (const node of drawing.nodes) if (node.node.children.length === 0) expect(overlap(edge.label!, node), `${edge.source} → ${edge.target} label over ${node.id}`).toBe(false);
    }
  });

  it('exports Mermaid stateDiagram-v2 with every state and transition', () => {
    const parsed = parseMermaid(toMermaid(graph));
    expect(parsed.states).toHaveLength(graph.nodes.length);
    expect(parsed.transitions).toHaveLength(graph.edges.reduce((sum, edge) => sum + edge.targets.length, 0));
  });
});

describe('labels', () => {
  it('reads transitions as event, [guard] and / actions; states with their invokes, tags and meta title', () => {
    const graph = machineGraph(locationBannerMachine);
    const byKey = new Map(graph.edges.map((edge) => [edge.key, edge]));
    expect(edgeLabelLines(byKey.get('locationBanner.deciding —always[0]→ locationBanner.hidden')!)).toEqual(['always', '[choiceRemembered]']);
    expect(edgeLabelLines(byKey.get('locationBanner.asking —user.allow[0]→ locationBanner.locating')!)).toEqual(['user.allow', '/ assign, storeValues']);
    expect(edgeLabelLines(byKey.get('locationBanner.locating.position —xstate.error.actor.requestLocation[0]→ locationBanner.unlocated')!)).toEqual([
      'error: requestLocation',
      '/ logFailure',
    ]);
    const node = (id: string) => graph.nodes.find((candidate) => candidate.id === id)!;
    expect(node('locationBanner.deciding').initial).toBe(true);
    expect(node('locationBanner.hidden').type).toBe('final');
    expect(nodeDetailLines(node('locationBanner.asking'))).toEqual(['“The banner”', 'tags: shown, asking']);
    expect(nodeDetailLines(node('locationBanner.locating.position'))).toEqual(['invoke requestLocation']);
  });

  it("in words, a state running an actor is its name and a ⚙ (the actor's words on hover), its box no wider than its name", async () => {
    const entry = machineRegistry.find((candidate) => candidate.id === 'locationBanner')!;
    const graph = machineGraph(entry.machine, entry.labels);
    const drawn = (await layoutGraph(graph)).nodes.find((node) => node.id === 'locationBanner.locating.position')!;
    expect(drawn.title.at(-1)).toMatch(/ ⚙$/);
    expect(drawn.details).toEqual([]);
    expect(actorLines(drawn.node)).toEqual([`⚙ ${drawn.node.invokes[0]!.label}`]);
  });

  it('wraps a name at spaces, a word ending at the width kept on its line', () => {
    expect(wrap('Checking whether health questions apply', 16, '')).toEqual(['Checking whether', 'health questions', 'apply']);
    // a continued line whose only space is its indent: the word is cut, the wrap ends
    expect(wrap('entry / rememberTheAnswersOfTheStep', 16)).toEqual(['entry /', '  rememberTheAns', '  wersOfTheStep']);
  });

  it('shows delays on their state and names the delayed transition', () => {
    const graph = machineGraph(helpChatMachine);
    const delayed = graph.edges.filter((edge) => edge.eventType.startsWith('xstate.after.'));
    expect(delayed.length).toBeGreaterThan(0);
    for (const edge of delayed) {
      expect(edge.event).toBe('after chatErrorDisplay');
      expect(graph.nodes.find((node) => node.id === edge.source)!.delays).toContain('after chatErrorDisplay');
    }
  });

  it('marks parallel regions and compound states', () => {
    const cart = machineRegistry.find((entry) => entry.id === 'cart')!.machine;
    const graph = machineGraph(cart);
    const parallel = graph.nodes.filter((node) => node.type === 'parallel');
    expect(parallel.length).toBeGreaterThan(0);
    for (const node of parallel) for (const child of node.children) expect(graph.nodes.find((candidate) => candidate.id === child)!.region).toBe(true);
  });
});

describe('higher-order guards', () => {
  it('are named by what they are, not by their (minifiable) function names', () => {
    const quote = machineRegistry.find((entry) => entry.id === 'quote')!.machine;
    const guards = machineGraph(quote).edges.map((edge) => edge.guard);
    expect(guards).toContain('not(isWizard)');
  });
});
