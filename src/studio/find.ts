import type { StudioGraph, StudioNode } from './graph.ts';

/** The words of a text, lower case: "askingSpouse" → asking, spouse. */
const wordsOf = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);

/**
 * The states whose label or path hold every word typed (a word matches the start of one of theirs),
 * an exact path or id first, then labels before ids, shallow states before deep ones.
 */
export const findStates = (graph: StudioGraph, typed: string): StudioNode[] => {
  const text = typed.trim();
  if (!text) return [];
  const exact = graph.nodes.filter((node) => node.id === text || node.id === `${graph.rootId}.${text}`);
  const wanted = wordsOf(text);
  const holds = (haystack: string) => {
    const have = wordsOf(haystack);
    return wanted.every((word) => have.some((candidate) => candidate.startsWith(word)));
  };
  const rank = (node: StudioNode) => (holds(node.label) ? 0 : 1) * 100 + node.id.split('.').length;
  const matching = graph.nodes.filter((node) => !exact.includes(node) && (holds(node.label) || holds(node.id.slice(graph.rootId.length + 1))));
  return [...exact, ...matching.sort((a, b) => rank(a) - rank(b))];
};
