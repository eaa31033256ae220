// The search's early stop: once the most visited root child leads every other
// by more than the iterations left (each iteration visits one root child), the
// rest of the budget cannot change the choice, so the search ends there.
import { describe, expect, it } from 'vitest';
import { settled } from '../../src/ai/search.js';

const rootWith = (...visits: number[]) => ({
  children: new Map(visits.map((v, i) => [`0|${i}`, { mover: 0, action: i, visits: v, avail: v, reward: 0, children: new Map() }])),
});

describe('search early stop', () => {
  it('stops only when the leader cannot be caught or tied with the iterations left', () => {
    expect(settled(rootWith(300, 100, 20), 199)).toBe(true);
    expect(settled(rootWith(300, 100, 20), 200)).toBe(false);
    expect(settled(rootWith(100, 300, 20), 150)).toBe(true);
    expect(settled(rootWith(300, 300), 1)).toBe(false);
  });

  it('a single child settles as soon as it leads by more than what is left', () => {
    expect(settled(rootWith(5), 4)).toBe(true);
    expect(settled(rootWith(5), 5)).toBe(false);
    expect(settled(rootWith(), 0)).toBe(false);
  });
});
