// Scenario tests for the rulings RULINGS §1.2 added last (MOGO-R73 … R79), with
// positions taken from the rules text's counter lines and the rulings themselves.
import { describe, expect, it } from 'vitest';
import { COUNTERS } from '../../../src/games/mogo/table.js';
import { play, pos, type PosSpec } from './helpers.js';

type Spot = NonNullable<PosSpec['board']>[number];
const u = (cell: string, counter: string, owner: number, more: Partial<Spot> = {}): Spot => ({ cell, counter, owner, ...more });
const sizes = (s: { hands: number[][] }) => s.hands.map((h) => h.length);

describe('MOGO-R73: a Mine gives every player one more draw in their own Fate Phase', () => {
  it('two players: each draws 2 in their own Fate Phase, whoever controls the Mine, and nothing in the other\'s', () => {
    // Player 2 controls the Mine; Player 1 ends their turn, so Player 2's Fate Phase runs.
    let s = pos({ board: [u('e5', 'Mine', 1)], hands: [[], []], drawPile: ['Kobold', 'Imp'], toMove: 0, phase: 'end' });
    s = play(s, 0, 'end phase').state;
    expect(sizes(s)).toEqual([0, 2]);
    s = play(s, 1, 'end phase').state;
    s = play(s, 1, 'deploy Kobold a1').state; // a busy turn, so the stall rule (MOGO-R04) does not end the game
    for (let i = 0; i < 4; i++) s = play(s, 1, 'end phase').state;
    // Player 1's own Fate Phase, the Mine still Player 2's.
    expect([s.turn.seat, s.turn.phase]).toEqual([0, 'fate']);
    expect(sizes(s)).toEqual([2, 1]);
  });

  it('three players: every seat draws its extra counter in its own Fate Phase; it adds to the controller\'s Wild Growth', () => {
    // §1.1 item 2: one copy of each counter, so one Mine; Player 3 also has a Wild Growth.
    let s = pos({ board: [u('b2', 'Mine', 2), u('h8', 'Wild Growth', 2)], hands: [[], [], []], drawPile: ['Kobold'], toMove: 2, phase: 'end' }, 3);
    const seen: number[][] = [];
    s = play(s, 2, 'end phase').state;
    seen.push(sizes(s));
    s = play(s, 0, 'end phase').state;
    s = play(s, 0, 'deploy Kobold a1').state; // busy, against the stall rule
    for (let i = 0; i < 4; i++) s = play(s, 0, 'end phase').state;
    seen.push(sizes(s));
    for (let i = 0; i < 5; i++) s = play(s, 1, 'end phase').state;
    seen.push(sizes(s));
    expect(s.turn.seat).toBe(2);
    // Player 1's Fate Phase (2 drawn, one then deployed), Player 2's (2), Player 3's (Mine and Wild Growth: 3).
    expect(seen).toEqual([[2, 0, 0], [1, 2, 0], [1, 2, 3]]);
  });

  it('a Mine adds to Wild Growth, and the log says how many draws the Mines gave', () => {
    const s = pos({ board: [u('b2', 'Mine', 1), u('h8', 'Wild Growth', 0)], hands: [[], []], toMove: 1, phase: 'end' });
    const r = play(s, 1, 'end phase');
    expect(sizes(r.state)).toEqual([3, 0]);
    expect(r.events.map((e) => e.text).join(' ')).toMatch(/draws 3 counters, 1 of them for the Mine/);
  });

  it('the counter\'s own text says so', () => {
    expect(COUNTERS.find((c) => c.name === 'Mine')!.note).toMatch(/every player .* their own Fate Phase/i);
  });
});
