// Shared helpers for the Go*Mofasta tests: build positions from diagrams.
import { expect } from 'vitest';
import { gomofasta, type CardId, type GmAction, type GmState } from '../../../src/games/gomofasta/index.js';
import { COLUMN_LETTERS } from '../../../src/games/gomofasta/board.js';
import { buildDeck } from '../../../src/games/gomofasta/cards.js';

export function fresh(seed = 'test', options: Partial<{ size: 13 | 19; deckMultiplier: 1 | 2 | 3 }> = {}): GmState {
  const r = gomofasta.setup({ players: 2, seed, options: { size: 19, deckMultiplier: 1, ...options } });
  if (!r.ok) throw new Error(r.error);
  return r.state;
}

/** Board index of a Go-style point name ("d4") on a board of `size`. */
export function pt(size: number, name: string): number {
  const x = COLUMN_LETTERS.indexOf(name[0]);
  const row = Number(name.slice(1));
  if (x < 0 || !(row >= 1 && row <= size)) throw new Error(`bad point ${name}`);
  return (size - row) * size + x;
}

export const at = (size: number, x: number, y: number): number => y * size + x;

/**
 * A state with the given position. `rows` are read from the TOP row down and
 * padded with empty points; 'X'/'B' = black, 'O'/'W' = white, '.' = empty.
 * Hands default to every card type so any card can be played; the deck holds
 * the remaining cards so the card count stays right.
 */
export function position(opts: {
  size?: 13 | 19;
  rows?: string[];
  stones?: { B?: number[]; W?: number[] };
  hands?: CardId[][];
  blackSeat?: 0 | 1;
  toMove?: 0 | 1;
  deckMultiplier?: 1 | 2 | 3;
}): GmState {
  const size = opts.size ?? 13;
  const deckMultiplier = opts.deckMultiplier ?? 1;
  const base = fresh('position', { size, deckMultiplier });
  const cells = Array.from({ length: size * size }, () => '.');
  (opts.rows ?? []).forEach((row, y) => {
    [...row].forEach((ch, x) => {
      if (ch === 'X' || ch === 'B') cells[y * size + x] = 'B';
      else if (ch === 'O' || ch === 'W') cells[y * size + x] = 'W';
    });
  });
  for (const p of opts.stones?.B ?? []) cells[p] = 'B';
  for (const p of opts.stones?.W ?? []) cells[p] = 'W';
  const hands = opts.hands ?? [
    ['B', 'S', 'C'],
    ['W', 'S', 'B'],
  ];
  const rest = buildDeck(deckMultiplier);
  for (const c of hands.flat()) {
    const i = rest.indexOf(c);
    if (i < 0) throw new Error(`no ${c} left in the deck for these hands`);
    rest.splice(i, 1);
  }
  const blackSeat = opts.blackSeat ?? 0;
  return {
    ...base,
    board: cells.join(''),
    hands: hands.map((h) => [...h]),
    deck: rest,
    discard: [],
    blackSeat,
    toMove: opts.toMove ?? blackSeat,
  };
}

export function parse(state: GmState, text: string): GmAction {
  const r = gomofasta.parseAction(state, state.toMove, text);
  if (!r.ok) throw new Error(r.error);
  return r.action;
}

/** Apply a move in notation for the seat to move; fails the test if illegal. */
export function play(state: GmState, text: string) {
  const r = gomofasta.applyAction(state, state.toMove, parse(state, text));
  if (!r.ok) throw new Error(`${text}: ${r.error}`);
  return r;
}

export function countStones(board: string): number {
  let n = 0;
  for (const ch of board) if (ch !== '.') n++;
  return n;
}

export function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

export function expectFail(r: { ok: boolean; error?: string }, pattern?: RegExp): void {
  expect(r.ok).toBe(false);
  if (!r.ok && pattern) expect(r.error).toMatch(pattern);
}

// ---- independent reference checks (not the engine's code) -----------------

/** Every orthogonally connected empty region; closed = holds no empty 2×2 block. */
export function emptyRegions(board: string, size: number): { points: number[]; closed: boolean }[] {
  const region = new Int32Array(board.length).fill(-1);
  const out: { points: number[]; closed: boolean }[] = [];
  const empty = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && board[y * size + x] === '.';
  for (let p = 0; p < board.length; p++) {
    if (board[p] !== '.' || region[p] >= 0) continue;
    const id = out.length;
    const points: number[] = [];
    const queue = [p];
    region[p] = id;
    while (queue.length) {
      const q = queue.pop()!;
      points.push(q);
      const x = q % size;
      const y = (q - x) / size;
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
        const n = (y + dy) * size + x + dx;
        if (empty(x + dx, y + dy) && region[n] < 0) {
          region[n] = id;
          queue.push(n);
        }
      }
    }
    out.push({ points, closed: true });
  }
  // A region is open when some empty 2×2 block lies in it (its four points are connected).
  for (let y = 0; y < size - 1; y++)
    for (let x = 0; x < size - 1; x++)
      if (empty(x, y) && empty(x + 1, y) && empty(x, y + 1) && empty(x + 1, y + 1)) out[region[y * size + x]].closed = false;
  return out;
}

/** Whether `colour` has 8 or more in a row anywhere (all four directions). */
export function hasEight(board: string, size: number, colour: 'B' | 'W'): boolean {
  const is = (x: number, y: number) => x >= 0 && y >= 0 && x < size && y < size && board[y * size + x] === colour;
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      if (board[y * size + x] !== colour) continue;
      for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
        if (is(x - dx, y - dy)) continue; // count each run once, from its start
        let k = 1;
        while (is(x + k * dx, y + k * dy)) k++;
        if (k >= 8) return true;
      }
    }
  return false;
}
