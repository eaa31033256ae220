// The greedy reading of one step (src/ai/evaluate/lead.ts), which the search and Mogo's tactics share.
import { describe, expect, it } from 'vitest';
import { lead } from '../../src/ai/evaluate/lead.js';

const points = [5, 9, 7];
const score = (s: number[], seat: number): number => s[seat];

describe('lead', () => {
  it('is the lead over the best other seat, at any table', () => {
    expect(lead(points, null, 1, 3, score)).toBe(2);
    expect(lead(points, null, 0, 3, score)).toBe(-4);
    expect(lead(points, null, 0, 2, score)).toBe(-4);
  });

  it('puts a win above any lead, a loss below, and a draw at even', () => {
    expect(lead(points, { winners: [0], reason: 'a line of 7' }, 0, 3, score)).toBeGreaterThan(1e6);
    expect(lead(points, { winners: [1], reason: 'a line of 7' }, 0, 3, score)).toBeLessThan(-1e6);
    expect(lead(points, { winners: [], reason: 'a full board, level' }, 0, 3, score)).toBe(0);
  });
});
