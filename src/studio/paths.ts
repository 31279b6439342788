import type { ReportPath } from './coverage.ts';
import { valueText } from './use-live.ts';

/** A test path as the Test paths tab lists it: its index in the report, and a name saying where it ends and by what. */
export interface NamedPath {
  index: number;
  path: ReportPath;
  /** "ends in offer.pricing via user.next from offer.quote · 7 steps" */
  name: string;
}

/** How a path's states and events read: ids, or the machine's words (labels.ts). */
export interface PathNaming {
  value: (value: unknown) => string;
  event: (eventType: string) => string;
}

const idNaming: PathNaming = { value: valueText, event: (eventType) => eventType };

/** Where a path ends and the transition that brought it there (from which state, by which event): what it proves. */
export const pathName = (path: ReportPath, naming: PathNaming = idNaming): string => {
  const steps = path.steps ?? [];
  const last = steps.at(-1);
  if (!last) return `stays in ${naming.value(path.initial)} · 0 steps`;
  const from = steps.length > 1 ? steps.at(-2)!.state : path.initial;
  return `ends in ${naming.value(last.state)} via ${naming.event(last.event.type)} from ${naming.value(from)} · ${steps.length} step${steps.length === 1 ? '' : 's'}`;
};

/** Whether a path passes through a state or takes a transition whose text contains `query` (any case). */
export const pathMatches = (path: ReportPath, query: string, naming?: PathNaming): boolean => {
  const wanted = query.trim().toLowerCase();
  if (!wanted) return true;
  const namings = naming ? [idNaming, naming] : [idNaming];
  const texts = namings.flatMap(({ value, event }) => [value(path.initial), ...(path.steps ?? []).flatMap((step) => [event(step.event.type), value(step.state)])]);
  return texts.some((text) => text.toLowerCase().includes(wanted));
};

/** The paths matching `query`, grouped by scenario in the report's order. */
export const groupPaths = (paths: readonly ReportPath[], query: string, naming?: PathNaming): Array<{ scenario: string; paths: NamedPath[] }> => {
  const groups = new Map<string, NamedPath[]>();
  paths.forEach((path, index) => {
    if (!pathMatches(path, query, naming)) return;
    const group = groups.get(path.scenario) ?? [];
    group.push({ index, path, name: pathName(path, naming) });
    groups.set(path.scenario, group);
  });
  return [...groups].map(([scenario, named]) => ({ scenario, paths: named }));
};

/** A state or event name with break opportunities after its dots and commas only, so no word is cut in two. */
export const breakPoints = (text: string): string[] => text.split(/(?<=[.,/])/);
