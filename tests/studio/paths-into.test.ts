import { describe, expect, it } from 'vitest';
import { pathsInto, targetsOfTransition } from '../../src/studio/analytics/paths-into.ts';

const taken = (source: string, event: string, target: string, count: number) => ({ key: `m.${source} —${event}[0]→ ${target === '(self)' ? target : `m.${target}`}`, taken: count, sessions: count });

// start → a (70) or b (30); a → form (60), b → form (30), form → form (self, 500), form.review ← form.filling (80);
// entering form enters form.filling
const initial = { 'm.form': ['m.form.filling'] };
const counts = [
  taken('start', 'go', 'a', 70),
  taken('start', 'other', 'b', 30),
  taken('a', 'next', 'form', 60),
  taken('b', 'next', 'form', 30),
  taken('form', 'type', '(self)', 500),
  taken('form.filling', 'done', 'form.review', 80),
  taken('form.review', 'back', 'a', 5),
];

describe('why they left: the ways into a state (src/studio/analytics/paths-into.ts)', () => {
  it('reads the targets of a transition key', () => {
    expect(targetsOfTransition('m.a —x[0]→ m.b, m.c')).toEqual(['m.b', 'm.c']);
    expect(targetsOfTransition('m.a —x[0]→ (self)')).toEqual([]);
  });

  it('walks back from the state over the counters, the most likely way first, without loops or self-transitions', () => {
    const ways = pathsInto(counts, initial, 'm.form');
    expect(ways.map((way) => way.states)).toEqual([
      ['m.start', 'm.a', 'm.form'],
      ['m.start', 'm.b', 'm.form'],
    ]);
    // into a: only from start, the way back from inside form being a loop
    expect(ways[0]!.likelihood).toBeCloseTo(60 / 90, 10);
    expect(ways[0]!.atMost).toBe(60);
    expect(ways[0]!.transitions).toEqual([counts[0]!.key, counts[2]!.key]);
    expect(ways.reduce((sum, way) => sum + way.likelihood, 0)).toBeLessThanOrEqual(1);
  });

  it("counts a way into a compound state's child as a way into the state, and the other way round", () => {
    expect(pathsInto(counts, initial, 'm.form.filling')[0]!.states).toEqual(['m.start', 'm.a', 'm.form.filling']);
    expect(pathsInto(counts, initial, 'm.form.review')[0]!.states.at(-2)).toBe('m.form.filling');
  });

  it('makes one way of the ways through the same states by different transitions, their figures added', () => {
    const [way] = pathsInto([taken('a', 'done', 'b', 40), taken('a', 'failed', 'b', 10)], {}, 'm.b');
    expect(way).toEqual({ states: ['m.a', 'm.b'], transitions: ['m.a —done[0]→ m.b', 'm.a —failed[0]→ m.b'], likelihood: 1, atMost: 50 });
  });

  it('has no way into a state every session started in, and keeps at most `limit` ways of at most `maxSteps` steps', () => {
    expect(pathsInto(counts, initial, 'm.start')).toEqual([]);
    expect(pathsInto(counts, initial, 'm.form', 1)).toHaveLength(1);
    expect(pathsInto(counts, initial, 'm.form', 3, 1).every((way) => way.transitions.length === 1)).toBe(true);
  });
});
