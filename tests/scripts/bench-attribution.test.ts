import { describe, expect, it } from 'vitest';
import { attributeInteractions, describeInteraction, type AnimationFrame, type EventEntry, type InputRecord } from '../../scripts/bench/attribution.ts';

const entry = (name: string, interactionId: number, startTime: number, processingStart: number, processingEnd: number, duration: number): EventEntry => ({ name, interactionId, startTime, duration, processingStart, processingEnd });

// a click on Next: its pointerdown painted early, its pointerup and click in one slow frame
const click = [entry('pointerdown', 7, 1000, 1002, 1010, 24), entry('pointerup', 7, 1080, 1090, 1100, 200), entry('click', 7, 1080, 1100, 1200, 200)];
// a keystroke in a field, quick
const key = [entry('keydown', 9, 2000, 2001, 2010, 16)];
const inputs: InputRecord[] = [
  { type: 'pointerdown', time: 1000, target: 'button "Next"', step: 'Next to Contact Information' },
  { type: 'pointerup', time: 1080, target: 'button "Next"', step: 'Next to Contact Information' },
  { type: 'click', time: 1080, target: 'button "Next"', step: 'Next to Contact Information' },
  { type: 'keydown', time: 2000, target: 'input "First Name"', step: 'typing' },
];
const frames: AnimationFrame[] = [
  {
    startTime: 1070,
    duration: 210,
    styleAndLayoutStart: 1240,
    scripts: [
      { invoker: 'DIV#root.onsubmit', sourceURL: 'http://127.0.0.1/assets/main-x.js', sourceFunctionName: '_h', sourceCharPosition: 42, startTime: 1100, duration: 100 },
      { invoker: 'IdleRequestCallback', sourceURL: 'http://127.0.0.1/assets/enrollment-y.js', sourceFunctionName: '', sourceCharPosition: -1, startTime: 1205, duration: 30 },
      // ran before the input came: not the interaction's
      { invoker: 'TimerHandler:setTimeout', sourceURL: '', sourceFunctionName: '', sourceCharPosition: -1, startTime: 1070, duration: 5 },
    ],
  },
  // a long frame long before it
  { startTime: 100, duration: 80, styleAndLayoutStart: 170, scripts: [{ invoker: 'load', sourceURL: '', sourceFunctionName: '', sourceCharPosition: -1, startTime: 100, duration: 70 }] },
];

describe('interaction attribution (bench, issue 25)', () => {
  it('names each interaction by its input and splits the slowest frame into its phases, slowest first', () => {
    const [next, typing] = attributeInteractions([...key, ...click], inputs, frames);
    expect(next).toMatchObject({
      startTime: 1080,
      step: 'Next to Contact Information',
      type: 'pointerup, click',
      target: 'button "Next"',
      duration: 200,
      inputDelay: 10,
      processing: 110,
      presentationDelay: 80,
      styleAndLayout: 40,
    });
    expect(next!.scripts).toEqual([
      { script: 'DIV#root.onsubmit main-x.js:42 _h', duration: 100, phase: 'processing' },
      { script: 'IdleRequestCallback enrollment-y.js', duration: 30, phase: 'presentation delay' },
    ]);
    expect(typing).toMatchObject({ type: 'keydown', target: 'input "First Name"', step: 'typing', duration: 16, scripts: [] });
  });

  it('says when the target is gone and leaves out entries of no interaction', () => {
    const interactions = attributeInteractions([entry('pointerover', 0, 10, 11, 12, 40), entry('click', 3, 50, 60, 70, 32)], [], []);
    expect(interactions).toHaveLength(1);
    expect(interactions[0]!.target).toBe('(target gone)');
  });

  it('prints what it was, its phases and its scripts', () => {
    const [next] = attributeInteractions(click, inputs, frames);
    expect(describeInteraction(next!, 1)).toEqual([
      '200 ms  pointerup, click on button "Next" (Next to Contact Information)',
      "      input delay 10 ms, processing 110 ms, presentation delay 80 ms (long frames' style and layout 40 ms)",
      '      100 ms in processing: DIV#root.onsubmit main-x.js:42 _h',
    ]);
  });
});
