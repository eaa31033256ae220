// A Map that holds at most `limit` entries and forgets the least recently
// used one first: for caches that would otherwise grow with every match.
export class Lru<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(readonly limit: number) {
    if (!(limit >= 1)) throw new RangeError('an Lru holds at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    if (!this.entries.has(key)) return undefined;
    const value = this.entries.get(key)!;
    // A Map iterates in insertion order: re-inserting marks the entry as the most recent.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: K, value: V): this {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as K);
    return this;
  }
}
