import type { MachineLabels } from '../../machines/machine.labels.ts';

/**
 * Labels whose plain reading of the id is already the spec's wording, so the id split into
 * words is allowed for them ('Session ready' from sessionReady would be).
 */
const idWordsAllowed = new Set<string>([]);

/** Words the first, generated labels put in place of an id's parts; undone before comparing. */
const generatedSynonyms: Record<string, string> = {
  loading: 'get', information: 'info', checking: 'validate', validating: 'validate', recording: 'track',
  decoding: 'decrypt', parameter: 'param', identifier: 'id',
};

/** An id's words: 'user.getAgentInfoEnroll' → get agent info enroll (the event's prefix dropped). */
const idWords = (id: string): string[] =>
  (id.split('.').pop() ?? id)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (word === 'is' || word === 'has' ? '' : word))
    .filter(Boolean);

const labelWords = (label: string): string[] =>
  label.toLowerCase().replace(/[?.,']/g, ' ').split(/\s+/).filter(Boolean)
    .map((word) => generatedSynonyms[word] ?? word)
    .filter((word) => word !== 'is' && word !== 'has');

/** A word without its -ing or -e ending, so 'Updating filter' is caught as updateFilter split. */
const stem = (word: string) => word.replace(/ing$/, '').replace(/e$/, '');

/** Why a label reads like code, or null when it reads as words. */
export const codeLikeReason = (kind: keyof MachineLabels, id: string, label: string): string | null => {
  if (/\b[a-z]+[A-Z]\w*/.test(label)) return 'a camelCase word';
  // lower-case only for the short words: the spec's headings may say 'Order Info'
  if (/\b(ID|API|xstate)\b/i.test(label) || /\b(param|info|temp)\b/.test(label)) return 'a word of the code (ID, API, xstate, param, info, temp)';
  if (kind === 'guards' && /\?\s*$/.test(label)) return 'a question where a guard states a fact';
  const words = idWords(id);
  // events are named after the button or answer the person gives ('Add to Cart'), so their id's words may be theirs
  if (kind !== 'events' && words.length >= 2 && !idWordsAllowed.has(id) && labelWords(label).map(stem).join(' ') === words.map((word) => stem(generatedSynonyms[word] ?? word)).join(' '))
    return 'the id split into words';
  return null;
};

/** Every label of a machine that reads like code, as "kind name: label (why)". */
export const codeLikeLabels = (labels: MachineLabels): string[] =>
  (Object.keys(labels) as (keyof MachineLabels)[]).flatMap((kind) =>
    Object.entries(labels[kind]).flatMap(([id, label]) => {
      const reason = codeLikeReason(kind, id, label);
      return reason ? [`${kind} ${id}: ${label} (${reason})`] : [];
    }),
  );
