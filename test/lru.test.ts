import { describe, it, expect } from 'vitest';
import { Lru } from '../src/lru.js';

describe('Lru', () => {
  it('never holds more than its limit, forgetting the least recently used first', () => {
    const lru = new Lru<number, string>(3);
    for (let i = 1; i <= 3; i++) lru.set(i, `thread ${i}`);
    expect(lru.get(1)).toBe('thread 1'); // 1 is now the most recent; 2 the least
    lru.set(4, 'thread 4');
    expect(lru.size).toBe(3);
    expect(lru.get(2)).toBeUndefined();
    expect([1, 3, 4].map((k) => lru.get(k))).toEqual(['thread 1', 'thread 3', 'thread 4']);
  });

  it('stays bounded over thousands of matches', () => {
    const lru = new Lru<number, string>(500);
    for (let i = 0; i < 10_000; i++) lru.set(i, String(i));
    expect(lru.size).toBe(500);
    expect(lru.get(9_999)).toBe('9999');
    expect(lru.get(9_499)).toBeUndefined();
  });

  it('replacing a key does not count twice', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1).set('a', 2).set('b', 3);
    expect(lru.size).toBe(2);
    expect(lru.get('a')).toBe(2);
  });
});
