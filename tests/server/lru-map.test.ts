import { describe, expect, it } from 'vitest';
import { LruMap } from '../../server/queries/lru-map.ts';

const held = (map: LruMap<string, number>, keys: string[]) => keys.filter((key) => map.get(key) !== undefined);

describe('LruMap', () => {
  it('drops the least recently used entry beyond its capacity', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c')]).toEqual([1, undefined, 3]);
  });

  it('replaces the value of a key it holds, and set answers the value', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    expect(map.set('a', 2)).toBe(2);
    map.set('b', 3);
    expect([map.get('a'), map.get('b')]).toEqual([2, 3]);
  });

  it('keeps at least its capacity of the most recently used keys, and never more than twice as many', () => {
    const map = new LruMap<string, number>(3);
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`);
    keys.forEach((key, i) => {
      map.set(key, i);
      expect(held(map, keys.slice(Math.max(0, i - 2), i + 1))).toHaveLength(Math.min(3, i + 1));
    });
    expect(held(map, keys).length).toBeLessThanOrEqual(6);
  });

  it('forgets a deleted key in every generation', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2); // a and b are now the old generation
    map.set('a', 3); // a again, in the young one
    map.delete('a');
    expect([map.get('a'), map.get('b')]).toEqual([undefined, 2]);
  });
});
