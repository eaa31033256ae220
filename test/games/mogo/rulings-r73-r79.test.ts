// Scenario tests for the rulings RULINGS §1.2 added last (MOGO-R73 … R79), with
// positions taken from the rules text's counter lines and the rulings themselves.
import { describe, expect, it } from 'vitest';
import { mogo } from '../../../src/games/mogo/index.js';
import type { MogoState } from '../../../src/games/mogo/state.js';
import { COUNTERS } from '../../../src/games/mogo/table.js';
import { at, play, pos, type PosSpec } from './helpers.js';

type Spot = NonNullable<PosSpec['board']>[number];
const u = (cell: string, counter: string, owner: number, more: Partial<Spot> = {}): Spot => ({ cell, counter, owner, ...more });
const names = (cs: number[]) => cs.map((c) => COUNTERS[c].name);
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

describe('MOGO-R74: Balance goes to the Discard Pile after its picks are destroyed', () => {
  const start = () =>
    pos({ board: [u('a1', 'Wolves', 0), u('b2', 'Imp', 1), u('c3', 'Kobold', 2), u('j10', 'Troll', 1)], hands: [['Balance'], [], []], toMove: 0, phase: 'action' }, 3);
  const discardSeen = (s: MogoState) => mogo.view(s, 'spectator').discard;

  it('while picks are open it is in no pile, in the state and in every view', () => {
    let s = play(start(), 0, 'cast Balance').state;
    const steps: MogoState[] = [s];
    s = play(s, 0, 'pick b2').state;
    steps.push(s);
    s = play(s, 0, 'pick done').state;
    steps.push(s);
    s = play(s, 1, 'pick a1').state;
    steps.push(s);
    s = play(s, 1, 'pick done').state;
    steps.push(s);
    for (const t of steps) {
      expect(names(t.discard)).not.toContain('Balance');
      expect(t.hands.flat().map((c) => COUNTERS[c].name)).not.toContain('Balance');
      for (const viewer of ['spectator', 0, 1, 2] as const) {
        const v = mogo.view(t, viewer);
        expect(v.discard).not.toContain('Balance');
        expect(v.pending?.kind).toBe('balance');
      }
    }
    // The last pick: the picks are destroyed first, then the Balance is discarded on top.
    s = play(s, 2, 'pick c3').state;
    s = play(s, 2, 'pick done').state;
    expect(s.pending).toBeNull();
    expect(discardSeen(s)).toEqual(['Imp', 'Wolves', 'Kobold', 'Balance']);
  });

  it('a Balance that picks nothing still goes to the Discard Pile at the end', () => {
    let s = play(start(), 0, 'cast Balance').state;
    for (const seat of [0, 1, 2]) s = play(s, seat, 'pick done').state;
    expect(discardSeen(s)).toEqual(['Balance']);
    expect(['a1', 'b2', 'c3', 'j10'].every((c) => at(s, c) !== null)).toBe(true);
  });

  it('a countered Balance never opens picks and goes straight to the Discard Pile', () => {
    let s = pos({ board: [u('a1', 'Wolves', 0)], hands: [['Balance'], ['Counter']], toMove: 0, phase: 'action' });
    s = play(s, 1, 'counter any').state;
    s = play(s, 0, 'cast Balance').state;
    expect(s.pending).toBeNull();
    expect(discardSeen(s).sort()).toEqual(['Balance', 'Counter']);
  });
});
