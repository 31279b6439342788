/** A map that holds at most `capacity` entries, dropping the least recently used first. */
export class LruMap<K, V> {
  // A Map iterates in insertion order, so re-inserting on use keeps the oldest entry first.
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): V {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
