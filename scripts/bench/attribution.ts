// Which input each slow interaction was and where its time went, as web-vitals' INP attribution
// reads it: the event entries of one interaction painted in the same frame give its input delay
// (input to its handlers), processing (its handlers) and presentation delay (handlers to the
// paint); the long animation frames it overlaps give the scripts that ran meanwhile. Pure: the
// page collects the entries (scripts/bench/interactions.ts), this names them.

/** An Event Timing entry, as the page's observer copied it. */
export interface EventEntry {
  name: string;
  interactionId: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** An input as a capturing listener saw it: its event's time stamp (the entry's startTime), target and the flow's step. */
export interface InputRecord {
  type: string;
  time: number;
  target: string;
  step: string;
}

/** A script of a long animation frame (PerformanceScriptTiming), as the page copied it. */
export interface FrameScript {
  invoker: string;
  sourceURL: string;
  sourceFunctionName: string;
  sourceCharPosition: number;
  startTime: number;
  duration: number;
}

/** A long animation frame (PerformanceLongAnimationFrameTiming), as the page copied it. */
export interface AnimationFrame {
  startTime: number;
  duration: number;
  styleAndLayoutStart: number;
  scripts: FrameScript[];
}

export type Phase = 'input delay' | 'processing' | 'presentation delay';

export interface ScriptShare {
  /** Where it ran: invoker, file and function (minified names in a built app). */
  script: string;
  /** Its time within the interaction (ms). */
  duration: number;
  phase: Phase;
}

export interface Interaction {
  /** When its input came (ms, the page's clock). */
  startTime: number;
  step: string;
  /** The event types of its frame, in order (pointerdown, pointerup, click; keydown, ...). */
  type: string;
  target: string;
  duration: number;
  inputDelay: number;
  processing: number;
  presentationDelay: number;
  /** Style and layout of the long frames it overlaps (ms), part of its presentation delay. */
  styleAndLayout: number;
  scripts: ScriptShare[];
}

// Event Timing rounds durations to 8 ms: entries whose paint ends within that are one frame's
const FRAME_TOLERANCE = 8;

const overlap = (from: number, to: number, start: number, end: number) => Math.max(0, Math.min(to, end) - Math.max(from, start));

const phaseAt = (time: number, processingStart: number, processingEnd: number): Phase =>
  time < processingStart ? 'input delay' : time < processingEnd ? 'processing' : 'presentation delay';

const scriptName = ({ invoker, sourceURL, sourceFunctionName, sourceCharPosition }: FrameScript) => {
  const file = sourceURL.split('/').at(-1) ?? '';
  const at = file ? ` ${file}${sourceCharPosition >= 0 ? `:${sourceCharPosition}` : ''}` : '';
  return `${invoker}${at}${sourceFunctionName ? ` ${sourceFunctionName}` : ''}`;
};

/** One interaction's attribution from its entries (one interactionId), the inputs and the long frames seen. */
const attributeOne = (entries: readonly EventEntry[], inputs: readonly InputRecord[], frames: readonly AnimationFrame[]): Interaction => {
  const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a));
  const paint = longest.startTime + longest.duration;
  const frame = entries.filter((entry) => Math.abs(entry.startTime + entry.duration - paint) <= FRAME_TOLERANCE);
  const startTime = Math.min(...frame.map((entry) => entry.startTime));
  const processingStart = Math.min(...frame.map((entry) => entry.processingStart));
  const processingEnd = Math.max(...frame.map((entry) => entry.processingEnd));
  const inputOf = (entry: EventEntry) => inputs.find((input) => input.type === entry.name && Math.abs(input.time - entry.startTime) < 1);
  const input = inputOf(longest) ?? entries.map(inputOf).find(Boolean);
  const overlapping = frames.filter((f) => overlap(startTime, paint, f.startTime, f.startTime + f.duration) > 0);
  const scripts = overlapping
    .flatMap((f) => f.scripts)
    .map((script) => ({
      script: scriptName(script),
      duration: overlap(startTime, paint, script.startTime, script.startTime + script.duration),
      phase: phaseAt(Math.max(script.startTime, startTime), processingStart, processingEnd),
    }))
    .filter((share) => share.duration > 0)
    .sort((a, b) => b.duration - a.duration);
  return {
    startTime,
    step: input?.step ?? '',
    type: [...new Set(frame.map((entry) => entry.name))].join(', '),
    target: input?.target ?? '(target gone)',
    duration: longest.duration,
    inputDelay: processingStart - startTime,
    processing: processingEnd - processingStart,
    presentationDelay: Math.max(0, paint - processingEnd),
    styleAndLayout: overlapping.reduce((sum, f) => sum + overlap(startTime, paint, f.styleAndLayoutStart, f.startTime + f.duration), 0),
    scripts,
  };
};

/** Every interaction of a page, slowest first. */
export const attributeInteractions = (entries: readonly EventEntry[], inputs: readonly InputRecord[], frames: readonly AnimationFrame[]): Interaction[] => {
  const byInteraction = new Map<number, EventEntry[]>();
  for (const entry of entries) if (entry.interactionId > 0) byInteraction.set(entry.interactionId, [...(byInteraction.get(entry.interactionId) ?? []), entry]);
  return [...byInteraction.values()].map((group) => attributeOne(group, inputs, frames)).sort((a, b) => b.duration - a.duration);
};

const ms = (value: number) => `${value.toFixed(0)} ms`;

/** An interaction in two lines or so: what it was, its phases, the scripts that took most of it. */
export const describeInteraction = (interaction: Interaction, scripts = 3): string[] => {
  const { step, type, target, duration, inputDelay, processing, presentationDelay, styleAndLayout } = interaction;
  const lines = [
    `${ms(duration)}  ${type} on ${target}${step ? ` (${step})` : ''}`,
    `      input delay ${ms(inputDelay)}, processing ${ms(processing)}, presentation delay ${ms(presentationDelay)} (long frames' style and layout ${ms(styleAndLayout)})`,
  ];
  for (const share of interaction.scripts.slice(0, scripts)) lines.push(`      ${ms(share.duration).padStart(6)} in ${share.phase}: ${share.script}`);
  return lines;
};
