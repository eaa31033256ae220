// End of the game (RULINGS §3.1 item 7, MOF-R06, MOF-R07).
import { describe, expect, it } from 'vitest';
import { gomofasta, type CardId, type GmAction, type GmState } from '../../../src/games/gomofasta/index.js';
import { at, hasEight, position } from './helpers.js';

const N = 13;

interface LineCase {
  dir: string;
  colour: 'B' | 'W';
  /** The six stones already in line. */
  six: number[];
  /** The card that adds the 7th and 8th. */
  move: GmAction;
}

const six = (x0: number, y0: number, dx: number, dy: number, k = 6) =>
  Array.from({ length: k }, (_, i) => at(N, x0 + i * dx, y0 + i * dy));

// Each card adds two stones of `colour` continuing the line (see cards.test.ts for the patterns).
const cases: LineCase[] = [
  { dir: 'horizontal', colour: 'B', six: six(1, 6, 1, 0), move: { card: 'S', rot: 0, x: 7, y: 6 } }, // B B / W W
  { dir: 'horizontal', colour: 'W', six: six(1, 6, 1, 0), move: { card: 'S', rot: 180, x: 7, y: 6 } }, // W W / B B
  { dir: 'vertical', colour: 'B', six: six(6, 1, 0, 1), move: { card: 'S', rot: 90, x: 5, y: 7 } }, // W B / W B
  { dir: 'vertical', colour: 'W', six: six(6, 1, 0, 1), move: { card: 'S', rot: 270, x: 5, y: 7 } }, // B W / B W
  { dir: 'diagonal', colour: 'B', six: six(1, 1, 1, 1), move: { card: 'C', rot: 0, x: 7, y: 7 } }, // B W / W B
  { dir: 'diagonal', colour: 'W', six: six(1, 1, 1, 1), move: { card: 'C', rot: 90, x: 7, y: 7 } }, // W B / B W
  { dir: 'anti-diagonal', colour: 'B', six: six(1, 8, 1, -1), move: { card: 'C', rot: 90, x: 7, y: 1 } },
  { dir: 'anti-diagonal', colour: 'W', six: six(1, 8, 1, -1), move: { card: 'C', rot: 0, x: 7, y: 1 } },
];

function lineState(c: LineCase, mover: 'B' | 'W', sixStones = c.six): GmState {
  const hands: CardId[][] = [
    ['S', 'C', 'B'],
    ['S', 'W', 'W'],
  ];
  // seat 0 is Black; the mover holds the S/C card either way.
  const moverSeat = mover === 'B' ? 0 : 1;
  const h = moverSeat === 0 ? hands : [hands[1], hands[0]];
  return position({ stones: { [c.colour]: sixStones }, blackSeat: 0, toMove: moverSeat as 0 | 1, hands: h });
}

describe('8 in a row (MOF-R06/R07)', () => {
  for (const c of cases) {
    for (const mover of ['B', 'W'] as const) {
      const own = mover === c.colour;
      it(`${c.dir} ${c.colour === 'B' ? 'black' : 'white'} line made by ${own ? 'its own player' : 'the opponent'} wins for ${c.colour}`, () => {
        const s = lineState(c, mover);
        expect(hasEight(s.board, N, c.colour)).toBe(false);
        const r = gomofasta.applyAction(s, s.toMove, c.move);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const winner = c.colour === 'B' ? 0 : 1;
        expect(r.state.result?.winners).toEqual([winner]);
        expect(r.state.result?.reason).toBe(
          `${c.colour === 'B' ? 'Black' : 'White'} has 8 in a row${own ? '' : ` (made by ${mover === 'B' ? 'Black' : 'White'}'s move)`}`,
        );
        expect(r.state.lines).toHaveLength(1);
        expect(r.state.lines[0].colour).toBe(c.colour);
        expect(r.state.lines[0].points).toHaveLength(8);
        expect(gomofasta.toAct(r.state)).toEqual([]);
        expect(gomofasta.result(r.state)).toEqual(r.state.result);
        expect(r.events.at(-1)?.kind).toBe('end');
      });
    }
  }

  it('7 in a row is not enough', () => {
    const c = cases[0];
    const s = lineState(c, 'B', six(2, 6, 1, 0, 5)); // c7–g7 plus the card's h7 j7 = 7
    const r = gomofasta.applyAction(s, s.toMove, c.move);
    expect(r.ok && r.state.result).toBe(null);
    expect(r.ok && gomofasta.toAct(r.state)).toEqual([1]);
  });

  it('more than 8 (two pieces joined) counts, and the line is reported whole', () => {
    const c = cases[0];
    const stones = [...six(0, 6, 1, 0, 7), at(N, 9, 6), at(N, 10, 6)].filter((p) => p !== at(N, 7, 6) && p !== at(N, 8, 6));
    // a7–g7 and k7 l7 with h7 j7 empty: 7 + 2 + 2 = 11 stones in a row after the card
    const s = lineState(c, 'W', stones);
    const r = gomofasta.applyAction(s, s.toMove, c.move);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.result?.winners).toEqual([0]);
    expect(r.state.lines[0].points).toHaveLength(11);
  });
});

describe('draws', () => {
  it('both colours getting 8 in a row at once is a draw', () => {
    const s = position({ stones: { B: six(1, 6, 1, 0), W: six(1, 7, 1, 0) }, blackSeat: 0, toMove: 0 });
    const r = gomofasta.applyAction(s, 0, { card: 'S', rot: 0, x: 7, y: 6 }); // B h7 j7, W h6 j6
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.result).toEqual({ winners: [], reason: 'Draw: both colours have 8 in a row' });
    expect(r.state.lines.map((l) => l.colour).sort()).toEqual(['B', 'W']);
  });

  /** A full 13×13 board with no 8 in a row anywhere, except the given empty points. */
  function nearlyFull(empty: number[]): GmState {
    const cells: string[] = [];
    for (let y = 0; y < N; y++) for (let x = 0; x < N; x++) cells.push((x + 2 * y) % 4 < 2 ? 'X' : 'O');
    for (const p of empty) cells[p] = '.';
    const rows = Array.from({ length: N }, (_, y) => cells.slice(y * N, (y + 1) * N).join(''));
    return position({ rows });
  }

  it('the board filled without 8 in a row is a draw', () => {
    const s = nearlyFull([at(N, 5, 5), at(N, 6, 5), at(N, 5, 6), at(N, 6, 6)]);
    expect(hasEight(s.board, N, 'B') || hasEight(s.board, N, 'W')).toBe(false);
    const r = gomofasta.applyAction(s, s.toMove, { card: 'C', rot: 0, x: 5, y: 5 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.board.includes('.')).toBe(false);
    expect(r.state.result).toEqual({ winners: [], reason: 'Draw: the board is full with no 8 in a row' });
    expect(gomofasta.legalActions(r.state, 0)).toEqual([]);
    expect(gomofasta.legalActions(r.state, 1)).toEqual([]);
  });

  it('the board filled by closing the last eye is a draw too', () => {
    // A 2×3 hole: the card fills 4, the closed 1×2 strip fills the rest.
    const s = nearlyFull([at(N, 5, 5), at(N, 6, 5), at(N, 5, 6), at(N, 6, 6), at(N, 5, 7), at(N, 6, 7)]);
    const r = gomofasta.applyAction(s, s.toMove, { card: 'S', rot: 90, x: 5, y: 5 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.state.last!.filled).toEqual([at(N, 5, 7), at(N, 6, 7)]);
    expect(r.state.board.includes('.')).toBe(false);
    expect(r.state.result?.winners).toEqual([]);
  });
});

describe('after the end', () => {
  it('no one may act, move or resign', () => {
    const c = cases[0];
    const s = lineState(c, 'B');
    const r = gomofasta.applyAction(s, 0, c.move);
    if (!r.ok) throw new Error(r.error);
    const over = r.state;
    expect(gomofasta.toAct(over)).toEqual([]);
    expect(gomofasta.legalActions(over, 1)).toEqual([]);
    const again = gomofasta.applyAction(over, 1, { card: 'W', rot: 0, x: 0, y: 0 });
    expect(again).toEqual({ ok: false, error: 'The game is over.' });
    expect(gomofasta.resign(over, 1).ok).toBe(false);
  });
});

describe('resignation (A7)', () => {
  it('gives the game to the opponent, on either player’s turn', () => {
    const s = position({ blackSeat: 1, toMove: 1 });
    for (const seat of [0, 1]) {
      const r = gomofasta.resign(s, seat);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.state.result?.winners).toEqual([1 - seat]);
      expect(r.state.result?.reason).toMatch(new RegExp(`Player ${seat + 1} \\((Black|White)\\) resigned`));
      expect(gomofasta.toAct(r.state)).toEqual([]);
    }
    expect(s.result).toBe(null); // not mutated
  });
  it('rejects a seat that is not in the game', () => {
    expect(gomofasta.resign(position({}), 2).ok).toBe(false);
  });
});
