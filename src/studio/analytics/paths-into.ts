import type { TransitionCounts } from '../../../contract/analytics.ts';
import { sourceOfTransition } from './funnel.ts';

/**
 * Why they left (docs/studio.md, Where applicants go): the most common ways into a state, walked
 * back from it over the transition counters. The server keeps no trail per session, so a path is
 * ranked by the product of each step's share of the ways into the state it leads to, and its
 * figure is its least-taken transition: at most that many sessions walked all of it.
 */
export interface PathInto {
  /** State ids from the first to the chosen one. */
  states: string[];
  /** The transitions taken, by their keys, in order (several for a step two transitions make, a done and a failed one). */
  transitions: string[];
  /** The product of each step's share of the ways into its target (0..1). */
  likelihood: number;
  /** Its least-taken transition's count. */
  atMost: number;
}

/** The states a transition key enters: `source —event[index]→ a, b`, or none for `(self)`. */
export const targetsOfTransition = (key: string): string[] => {
  const targets = key.slice(key.indexOf('→ ') + 2);
  return targets === '(self)' ? [] : targets.split(', ');
};

const isWithin = (id: string, state: string) => id === state || id.startsWith(`${state}.`);

/**
 * The `limit` most likely paths of at most `maxSteps` transitions into `state`, most likely first.
 * `initial` (the analytics catalogue's) says which states entering a compound state enters.
 */
export const pathsInto = (transitions: readonly TransitionCounts[], initial: Readonly<Record<string, readonly string[]>>, state: string, limit = 3, maxSteps = 6, beam = 12): PathInto[] => {
  const entered = (target: string): string[] => [target, ...(initial[target] ?? []).flatMap(entered)];
  // a transition leads into a state when what it enters is the state or inside it; one from inside it is not a way in
  const leadsInto = (key: string, id: string) => !isWithin(sourceOfTransition(key), id) && targetsOfTransition(key).some((target) => entered(target).some((enteredId) => isWithin(enteredId, id)));
  const taken = transitions.filter((transition) => transition.taken > 0);
  const into = (id: string) => taken.filter((transition) => leadsInto(transition.key, id));
  let open: PathInto[] = [{ states: [state], transitions: [], likelihood: 1, atMost: Number.POSITIVE_INFINITY }];
  const ended: PathInto[] = [];
  for (let step = 0; step < maxSteps && open.length > 0; step += 1) {
    const next: PathInto[] = [];
    for (const path of open) {
      const head = path.states[0]!;
      const ways = into(head).filter((transition) => !path.states.some((id) => isWithin(sourceOfTransition(transition.key), id)));
      const total = ways.reduce((sum, transition) => sum + transition.taken, 0);
      if (ways.length === 0) ended.push(path);
      for (const way of ways)
        next.push({
          states: [sourceOfTransition(way.key), ...path.states],
          transitions: [way.key, ...path.transitions],
          likelihood: (path.likelihood * way.taken) / total,
          atMost: Math.min(path.atMost, way.taken),
        });
    }
    open = next.sort((a, b) => b.likelihood - a.likelihood).slice(0, beam);
  }
  // ways through the same states by different transitions read the same: one way, their figures added
  const byStates = new Map<string, PathInto>();
  for (const path of [...ended, ...open].filter((candidate) => candidate.transitions.length > 0)) {
    const key = path.states.join('\n');
    const known = byStates.get(key);
    byStates.set(key, known ? { ...known, transitions: [...new Set([...known.transitions, ...path.transitions])], likelihood: known.likelihood + path.likelihood, atMost: known.atMost + path.atMost } : path);
  }
  return [...byStates.values()].sort((a, b) => b.likelihood - a.likelihood).slice(0, limit);
};
