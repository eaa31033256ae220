// The agreement tool's sums (issue 25): shares of positions where two searches chose alike.
import { describe, expect, it } from 'vitest';
import { formatAgreement, parseAgreement, summariseAgreement, type AgreementRecord } from '../../scripts/agreement-stats.js';

const rec = (index: number, ply: number, aSelf: boolean, bSelf: boolean, cross1: boolean, cross2: boolean, a = 'hard'): AgreementRecord => ({ game: 'mogo', a, b: 'normal', index, ply, aSelf, bSelf, cross1, cross2 });

describe('summariseAgreement', () => {
  it('counts each seed comparison of the two levels, each position once as last recorded, and each pair of levels apart', () => {
    const [hard, easy] = summariseAgreement([
      rec(0, 3, true, true, true, false),
      rec(0, 9, false, true, false, false),
      rec(1, 3, true, false, true, true),
      rec(0, 9, true, true, true, true), // the position of the second record, played again
      rec(0, 3, false, false, false, false, 'easy'),
    ]);
    expect(hard.key).toBe('mogo: hard with normal');
    expect(hard.positions).toBe(3);
    expect([hard.aSelf.k, hard.aSelf.n]).toEqual([3, 3]);
    expect([hard.bSelf.k, hard.bSelf.n]).toEqual([2, 3]);
    expect([hard.cross.k, hard.cross.n]).toEqual([5, 6]);
    expect(hard.cross.interval[0]).toBeGreaterThan(0.4);
    expect(hard.cross.interval[1]).toBeLessThan(1);
    expect(easy.positions).toBe(1);
    expect(easy.cross.k).toBe(0);
    expect(formatAgreement(hard)).toBe('mogo: hard with normal: 3 positions; hard with itself on another seed 100 % [44, 100], normal with itself 67 % [21, 94], hard with normal on one seed 83 % [44, 97]');
  });
});

describe('parseAgreement', () => {
  it('keeps the records and reports each line that is not one, by number', () => {
    const bad: number[] = [];
    const text = [JSON.stringify(rec(0, 1, true, true, true, true)), 'not json', JSON.stringify({ ...rec(0, 2, true, true, true, true), aSelf: 'yes' }), ''].join('\n');
    const got = parseAgreement(text, (line) => bad.push(line));
    expect(got).toHaveLength(1);
    expect(bad).toEqual([2, 3]);
  });
});
