import { describe, expect, it } from 'vitest';
import { LruMap } from '../../server/queries/lru-map.ts';

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
});
