// Closing eyes: MOF-R03, MOF-R04 and the MOF-R10 scenarios of RULINGS §3.2.
import { describe, expect, it } from 'vitest';
import { gomofasta } from '../../../src/games/gomofasta/index.js';
import { countStones, emptyRegions, play, position, pt } from './helpers.js';

const N = 13;
const name = (...ps: string[]) => ps.map((p) => pt(N, p)).sort((a, b) => a - b);

describe('MOF-R10: strip left behind', () => {
  // A 2×3 empty rectangle in the top-left corner (a13–b11), fenced in.
  const rows = [
    '..X', //
    '..O',
    '..X',
    'OXO',
  ];
  for (const mover of ['B', 'W'] as const) {
    it(`playing at the end away from the corner fills the 1×2 strip with the mover's colour (${mover})`, () => {
      const s = position({ rows, blackSeat: 0, toMove: mover === 'B' ? 0 : 1 });
      const before = countStones(s.board);
      const r = play(s, 'S r0 a12'); // block a12 b12 / a11 b11
      const b = r.state.board;
      expect(countStones(b) - before).toBe(6);
      expect(b[pt(N, 'a13')]).toBe(mover);
      expect(b[pt(N, 'b13')]).toBe(mover);
      expect(r.state.last!.filled).toEqual(name('a13', 'b13'));
      expect(r.state.last!.placed.sort((x, y) => x - y)).toEqual(name('a12', 'b12', 'a11', 'b11'));
      expect(r.events.some((e) => e.kind === 'eye' && /2 .* stones filled/.test(e.text))).toBe(true);
    });
  }
  it('playing in the corner end fills the strip at the other end', () => {
    const s = position({ rows });
    const r = play(s, 'C r0 a13');
    expect(r.state.last!.filled).toEqual(name('a11', 'b11'));
    expect(countStones(r.state.board) - countStones(s.board)).toBe(6);
  });
});

describe('MOF-R10: two pieces left behind', () => {
  it('playing in the middle of a 2×4 rectangle fills both 1×2 pieces', () => {
    const rows = ['..X', '..O', '..X', '..O', 'XOX'];
    const s = position({ rows, blackSeat: 1, toMove: 1 }); // seat 1 is Black and moves
    const before = countStones(s.board);
    const r = play(s, 'W r90 a12'); // a12 b12 / a11 b11; leaves a13 b13 and a10 b10
    expect(countStones(r.state.board) - before).toBe(8);
    expect(r.state.last!.filled).toEqual(name('a13', 'b13', 'a10', 'b10'));
    for (const p of r.state.last!.filled) expect(r.state.board[p]).toBe('B');
  });
});

describe('MOF-R10: still open', () => {
  it('playing at one end of a 2×5 rectangle leaves a 2×3 that is not filled', () => {
    const rows = ['..X', '..O', '..X', '..O', '..X', 'OXO'];
    const s = position({ rows });
    const before = countStones(s.board);
    const r = play(s, 'B r0 a13');
    expect(countStones(r.state.board) - before).toBe(4);
    expect(r.state.last!.filled).toEqual([]);
    for (const p of name('a11', 'b11', 'a10', 'b10', 'a9', 'b9')) expect(r.state.board[p]).toBe('.');
    expect(r.events.some((e) => e.kind === 'eye')).toBe(false);
  });
});

describe('MOF-R04: strips and corridors', () => {
  // A 1-wide strip along the top edge (a13–h13) ending in a 2×2 pocket (j13 k13 / j12 k12).
  const rows = [
    '..........X', //
    'XOXOXOXO..O',
    '........XO',
  ];
  it('a long 1-wide edge strip is closed once the pocket is filled, and can make 8 in a row', () => {
    const s = position({ rows, blackSeat: 0, toMove: 1 }); // White to move
    const r = play(s, 'S r0 j13'); // black j13 k13, white j12 k12
    const filled = r.state.last!.filled;
    expect(filled).toEqual(name('a13', 'b13', 'c13', 'd13', 'e13', 'f13', 'g13', 'h13'));
    for (const p of filled) expect(r.state.board[p]).toBe('W');
    // Eight white stones a13–h13: White wins through the eye it closed.
    expect(r.state.result).toEqual({ winners: [1], reason: 'White has 8 in a row' });
    expect(r.state.lines).toHaveLength(1);
    expect(r.state.lines[0].colour).toBe('W');
  });
  it('a 1-wide corridor that joins an open area is not closed', () => {
    const corridor = [
      '..........', // a13–k13 run into the open board on the right
      'XOXOXOXO..',
    ];
    const s = position({ rows: corridor });
    const r = play(s, 'C r0 j11'); // below the corridor's mouth, leaves it open
    expect(r.state.last!.filled).toEqual([]);
    expect(r.state.board[pt(N, 'a13')]).toBe('.');
    const r2 = play(s, 'B r0 g5'); // far away
    expect(r2.state.last!.filled).toEqual([]);
  });
  it('the same strip closed by Black with a mostly white card fills black', () => {
    const s = position({ rows, toMove: 0, blackSeat: 0, hands: [['W', 'S', 'C'], ['B', 'B', 'S']] });
    const r = play(s, 'W r0 j13'); // white j13 k13 j12, black k12
    expect(r.state.last!.filled).toEqual(name('a13', 'b13', 'c13', 'd13', 'e13', 'f13', 'g13', 'h13'));
    for (const p of r.state.last!.filled) expect(r.state.board[p]).toBe('B');
    expect(r.state.result?.winners).toEqual([0]); // Black's 8 filled stones
  });
});

describe('MOF-R03: closing single points and several eyes at once', () => {
  it('a single empty point left surrounded is filled', () => {
    // g7 has stones on three sides; playing below it closes it.
    const s = position({ stones: { B: name('f7', 'h7'), W: name('g8') } });
    const r = play(s, 'S r0 f6'); // f6 g6 / f5 g5
    expect(r.state.last!.filled).toEqual(name('g7'));
    expect(r.state.board[pt(N, 'g7')]).toBe('B');
  });
  it('fills with the mover even when the card is mostly the opponent', () => {
    const s = position({ stones: { B: name('f7', 'h7'), W: name('g8') }, toMove: 1 });
    const r = play(s, 'B r0 f6');
    expect(r.state.board[pt(N, 'g7')]).toBe('W');
  });
  it('closes eyes on two sides of the placement, and leaves open ones', () => {
    // Column of stones c and f around an empty 2-wide channel d–e, rows 13–9.
    const rows = ['..X..X', '..O..O', '..X..X', '..O..O', '..XXOX'];
    const s = position({ rows });
    const r = play(s, 'C r90 d12'); // d12 e12 / d11 e11: leaves d13 e13 above and d10 e10 below
    expect(r.state.last!.filled).toEqual(name('d13', 'e13', 'd10', 'e10'));
    // The open a–b corridor next to it is untouched.
    expect(r.state.board[pt(N, 'a13')]).toBe('.');
  });
  it('leaves no closed region after the move (invariant)', () => {
    const rows = ['..X', '..O', '..X', '..O', 'XOX'];
    const s = position({ rows });
    const r = play(s, 'S r0 a12');
    expect(emptyRegions(r.state.board, N).every((g) => !g.closed)).toBe(true);
  });
  it('a move that closes nothing reports nothing filled', () => {
    const s = position({});
    const r = gomofasta.applyAction(s, s.toMove, { card: 'B', rot: 0, x: 0, y: 0 });
    expect(r.ok && r.state.last!.filled).toEqual([]);
  });
});
