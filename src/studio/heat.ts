/**
 * What the analytics heat map draws on a chart (issue 17 section 2; src/studio/analytics/ fills it).
 * Keys are the studio's own: `states` by state node id ("planDetail.offer.pricing", the root left
 * out) and `transitions` by the coverage key of `transitionKey` in graph.ts
 * ("planDetail.offer —user.next[0]→ planDetail.done"), the keys contract/analytics-catalog.ts lists.
 */
export interface ChartHeat {
  states: Record<string, { visits: number; dropOffs: number; medianMs: number | null }>;
  transitions: Record<string, { share: number }>;
  /** Why they left: the transitions of the most common paths into a chosen state, each with how often it was taken. */
  ways?: Record<string, number>;
}

/** The largest visit count of a heat map (0 when empty), the top of its tint scale. */
export const maxVisits = (heat: ChartHeat): number => Math.max(0, ...Object.values(heat.states).map((state) => state.visits));

/** White to purple by visits, square-root scaled so a few visits still show. */
export const visitTint = (visits: number, max: number): string => {
  const t = max > 0 ? Math.sqrt(Math.min(1, visits / max)) : 0;
  const mix = (from: number, to: number) => Math.round(from + (to - from) * t);
  return `rgb(${mix(255, 214)}, ${mix(255, 188)}, ${mix(255, 250)})`;
};

/** An edge's stroke width by its share of sessions (0..1): 1.2 for none up to 9 for all. */
export const shareWidth = (share: number): number => 1.2 + 7.8 * Math.max(0, Math.min(1, share));

const durationText = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : ms < 60_000 ? `${Math.round(ms / 100) / 10} s` : `${Math.round(ms / 6000) / 10} min`);

/** What a state's counts say, a line each so they fit its box: "1,204 visits", "37 drop-offs", "12.3 s". */
export const heatLines = ({ visits, dropOffs, medianMs }: ChartHeat['states'][string]): string[] => [
  `${visits.toLocaleString('en-US')} visits`,
  `${dropOffs.toLocaleString('en-US')} drop-offs`,
  ...(medianMs === null ? [] : [durationText(medianMs)]),
];

/** The widest counts a state's box makes room for (layout.ts): five-figure visits and drop-offs. */
export const WIDEST_COUNTS = heatLines({ visits: 99_999, dropOffs: 99_999, medianMs: 3_540_000 });
