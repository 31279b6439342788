// Issue 25's targets, one line each saying met or not, from the figures one bench run measured.
// Pure: the bench prints what this returns; tests/scripts/bench-targets.test.ts checks the rules.
import type { PageFigures } from './lighthouse.ts';

export interface MeasuredPage {
  name: string;
  figures: PageFigures;
}

/** The slowest interaction (Event Timing duration, what INP reads) of one flow, at 4× CPU. */
export interface MeasuredFlow {
  name: string;
  slowest: number;
}

/** What a run measured; a section that did not run leaves its figures out. */
export interface BenchFigures {
  /** Lighthouse figures of the storefront's pages (landing, /plans, plan detail, a wizard step). */
  pages?: readonly MeasuredPage[];
  /** gzip bytes of the landing's scripts and of the bare page's. */
  landingScripts?: { storefront: number; bare: number };
  flows?: readonly MeasuredFlow[];
  /** Requests per second of the hot read (get-filtered-plans) and of a bare handler sending its reply. */
  hotRead?: { listing: number; sameReply: number };
}

export interface TargetLine {
  target: string;
  /** The figures it was judged on, as printed. */
  figures: string;
  /** null: the section measuring it did not run. */
  met: boolean | null;
}

export const TARGETS = {
  performance: 90,
  lcpMs: 2500,
  tbtMs: 200,
  cls: 0.05,
  landingScriptsRatio: 1.3,
  interactionMs: 200,
  hotReadRatio: 0.75,
} as const;

const notMeasured = (target: string): TargetLine => ({ target, figures: 'not measured (its section did not run)', met: null });

/** A figure judged by its ratio to its baseline; a lost figure (NaN) or baseline is never met. */
const ratioLine = (target: string, pair: { value: number; base: number; show: (value: number) => string; unit: string } | undefined, within: (ratio: number) => boolean): TargetLine => {
  if (!pair) return notMeasured(target);
  const ratio = pair.value / pair.base;
  return {
    target,
    figures: `${ratio.toFixed(2)} × (${pair.show(pair.value)} against ${pair.show(pair.base)}${pair.unit})`,
    met: Number.isFinite(ratio) && within(ratio),
  };
};

/** One target over several measured things: met when every one meets it; the figures list each. */
const overAll = <T>(target: string, items: readonly T[] | undefined, name: (item: T) => string, value: (item: T) => number, show: (value: number) => string, meets: (value: number) => boolean): TargetLine => {
  if (!items?.length) return notMeasured(target);
  const valid = items.every((item) => Number.isFinite(value(item)));
  return {
    target,
    figures: items.map((item) => `${name(item)} ${show(value(item))}`).join(', '),
    met: valid && items.every((item) => meets(value(item))),
  };
};

export const targetLines = ({ pages, landingScripts, flows, hotRead }: BenchFigures): TargetLine[] => {
  const page = (item: MeasuredPage) => item.name;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    overAll(`Lighthouse performance ≥ ${TARGETS.performance}`, pages, page, (item) => item.figures.score, String, (score) => score >= TARGETS.performance),
    overAll(`LCP ≤ ${seconds(TARGETS.lcpMs)}`, pages, page, (item) => item.figures.lcp, seconds, (lcp) => lcp <= TARGETS.lcpMs),
    overAll(`TBT ≤ ${ms(TARGETS.tbtMs)}`, pages, page, (item) => item.figures.tbt, ms, (tbt) => tbt <= TARGETS.tbtMs),
    overAll(`CLS ≤ ${TARGETS.cls.toFixed(2)}`, pages, page, (item) => item.figures.cls, (cls) => cls.toFixed(3), (cls) => cls <= TARGETS.cls),
    ratioLine(
      `landing JavaScript ≤ ${TARGETS.landingScriptsRatio.toFixed(2)} × the bare page`,
      landingScripts && { value: landingScripts.storefront, base: landingScripts.bare, show: (bytes) => `${(bytes / 1024).toFixed(1)} KB`, unit: ' gzip' },
      (ratio) => ratio <= TARGETS.landingScriptsRatio,
    ),
    overAll(`interactions ≤ ${ms(TARGETS.interactionMs)} at 4× CPU`, flows, (flow) => flow.name, (flow) => flow.slowest, ms, (slowest) => slowest <= TARGETS.interactionMs),
    ratioLine(
      `hot read ≥ ${TARGETS.hotReadRatio.toFixed(2)} × a bare handler sending the same reply`,
      hotRead && { value: hotRead.listing, base: hotRead.sameReply, show: (rate) => rate.toLocaleString('en-US', { maximumFractionDigits: 0 }), unit: ' req/s' },
      (ratio) => ratio >= TARGETS.hotReadRatio,
    ),
  ];
};

/** The lines as the bench prints them. */
export const formatTargets = (lines: readonly TargetLine[]): string[] =>
  lines.map(({ target, figures, met }) => `  ${(met === null ? 'n/a' : met ? 'met' : 'NOT MET').padEnd(7)} ${target}: ${figures}`);
