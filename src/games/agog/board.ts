// Board geometry, unit codes and position strings for A•G•O•G (RULINGS §5.1).
//
// The board is 64 small integers, index = file + 8 * rank (a1 = 0, h1 = 7, a8 = 56).
// A square holds 0 (empty) or 1 + 4 * owner + kind, where owner 0 = White, 1 = Black
// and kind is one of GOLEM, HULK, CORRUPTED, JOURNEYMAN. A corrupted hulk needs no
// more than that: its top checker is the controller's colour, its bottom the enemy's.
import { AGOG_GOLEMS_PER_SIDE, AGOG_POSITION_NEEDS_BOTH_JOURNEYMEN, JG_R01_ALL_SQUARES, JG_R12_HANDICAP_SQUARES, JG_R13_HANDICAP_TO_POOL } from './rulings.js';
import { plural } from '../plural.js';

export const EMPTY = 0;
export const GOLEM = 0;
export const HULK = 1;
export const CORRUPTED = 2;
export const JOURNEYMAN = 3;

export const KIND_NAMES = ['golem', 'hulk', 'corrupted', 'journeyman'] as const;
export type KindName = (typeof KIND_NAMES)[number];
/** Notation letter per kind (golems have none). */
export const KIND_LETTER = ['', 'H', 'C', 'J'] as const;
export const KIND_WORD = ['golem', 'hulk', 'corrupted hulk', 'journeyman'] as const;
export const SIDE_NAME = ['White', 'Black'] as const;

export const unitCode = (owner: number, kind: number): number => 1 + owner * 4 + kind;
/** Owner of a non-empty code. */
export const ownerOf = (c: number): number => (c - 1) >> 2;
/** Kind of a non-empty code. */
export const kindOf = (c: number): number => (c - 1) & 3;

/** Own sanctum per side: White a1, Black h8. */
export const SANCTUM = [0, 63] as const;
/** The square each side is trying to reach. */
export const ENEMY_SANCTUM = [63, 0] as const;

/** Directions: 0 = +file, 1 = +rank, 2 = −file, 3 = −rank. */
export const DIRS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
];

/** NB[sq * 4 + d] = the neighbour of sq in direction d, or −1 off the board. */
export const NB: Int8Array = (() => {
  if (!JG_R01_ALL_SQUARES) throw new Error('only the all-squares board is implemented');
  const nb = new Int8Array(256);
  for (let sq = 0; sq < 64; sq++) {
    const f = sq & 7;
    const r = sq >> 3;
    for (let d = 0; d < 4; d++) {
      const nf = f + DIRS[d][0];
      const nr = r + DIRS[d][1];
      nb[sq * 4 + d] = nf < 0 || nf > 7 || nr < 0 || nr > 7 ? -1 : nf + 8 * nr;
    }
  }
  return nb;
})();

export const FILES = 'abcdefgh';

const SQUARE_NAMES: readonly string[] = Array.from({ length: 64 }, (_, sq) => FILES[sq & 7] + String((sq >> 3) + 1));

export function squareName(sq: number): string {
  return SQUARE_NAMES[sq];
}

/** "e5" → 36; anything else → −1. */
export function parseSquare(text: string): number {
  if (text.length !== 2) return -1;
  const f = FILES.indexOf(text[0].toLowerCase());
  const r = text.charCodeAt(1) - 49;
  if (f < 0 || r < 0 || r > 7) return -1;
  return f + 8 * r;
}

/** 64 empty squares, as a packed array (fast element access). */
export function emptyBoard(): number[] {
  const board: number[] = [];
  for (let i = 0; i < 64; i++) board.push(EMPTY);
  return board;
}

/** The standard starting board (RULINGS §5.1): golems on diagonals d = 1…5 and 9…13. */
export function startBoard(): number[] {
  const board = emptyBoard();
  for (let sq = 0; sq < 64; sq++) {
    const d = (sq & 7) + (sq >> 3);
    if (d >= 1 && d <= 5) board[sq] = unitCode(0, GOLEM);
    if (d >= 9 && d <= 13) board[sq] = unitCode(1, GOLEM);
  }
  board[SANCTUM[0]] = unitCode(0, JOURNEYMAN);
  board[SANCTUM[1]] = unitCode(1, JOURNEYMAN);
  return board;
}

/** Standard start with Black's handicap golems removed (JG-R12); returns Black's starting pool too. */
export function handicapBoard(n: number): { board: number[]; blackPool: number } {
  const board = startBoard();
  for (const name of JG_R12_HANDICAP_SQUARES[n]) board[parseSquare(name)] = EMPTY;
  // JG-R13: the removed golems leave the game rather than entering Black's pool.
  return { board, blackPool: JG_R13_HANDICAP_TO_POOL ? n : 0 };
}

/** Golem checkers of each colour on the board (hulks hold 2, corrupted hulks 1 of each colour). */
export function golemCheckers(board: readonly number[]): [number, number] {
  const n: [number, number] = [0, 0];
  for (let sq = 0; sq < 64; sq++) {
    const c = board[sq];
    if (c === EMPTY) continue;
    const o = ownerOf(c);
    switch (kindOf(c)) {
      case GOLEM:
        n[o] += 1;
        break;
      case HULK:
        n[o] += 2;
        break;
      case CORRUPTED:
        n[o] += 1;
        n[1 - o] += 1;
        break;
      default:
        break;
    }
  }
  return n;
}

// ---- Position strings -------------------------------------------------------
// Eight ranks from 8 down to 1 separated by "/", files a→h, one character per
// square: "." empty; White g golem, h hulk, c corrupted hulk, j journeyman;
// Black the same letters upper case. Then " w" or " b" (side to move) and
// " W,B" (the two reserve-pool sizes).

const CHAR_OF_CODE = '.ghcjGHCJ';

export interface Position {
  board: number[];
  toMove: 0 | 1;
  pools: [number, number];
}

export function formatPosition(board: readonly number[], toMove: number, pools: readonly number[]): string {
  const ranks: string[] = [];
  for (let r = 7; r >= 0; r--) {
    let s = '';
    for (let f = 0; f < 8; f++) s += CHAR_OF_CODE[board[f + 8 * r]];
    ranks.push(s);
  }
  return `${ranks.join('/')} ${toMove === 0 ? 'w' : 'b'} ${pools[0]},${pools[1]}`;
}

/**
 * Reads a position string. Rejects: wrong shape, wrong rank count or length, bad
 * characters, bad side or pools, other than exactly one journeyman per side, a unit
 * standing on its enemy sanctum (it would already have been resolved or won), and
 * more than 20 golems of a colour counting the pool. Whether the side to move can
 * move is checked by the caller.
 */
export function parsePosition(text: string): { ok: true; position: Position } | { ok: false; error: string } {
  const bad = (why: string) => ({ ok: false as const, error: `Bad position: ${why}.` });
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 3) {
    return bad('expected "<ranks 8 to 1 separated by /> <w or b> <White pool>,<Black pool>"');
  }
  const [ranksText, sideText, poolText] = parts;
  const ranks = ranksText.split('/');
  if (ranks.length !== 8) return bad(`expected 8 ranks separated by "/", got ${ranks.length}`);
  const board = emptyBoard();
  for (let i = 0; i < 8; i++) {
    const rank = 8 - i;
    const row = ranks[i];
    if (row.length !== 8) return bad(`rank ${rank} has ${plural(row.length, 'square')}, it needs exactly 8 (use "." for empty)`);
    for (let f = 0; f < 8; f++) {
      const code = CHAR_OF_CODE.indexOf(row[f]);
      if (code < 0) {
        return bad(`unknown character "${row[f]}" on ${FILES[f]}${rank} (use . g h c j for White, G H C J for Black)`);
      }
      board[f + 8 * (rank - 1)] = code;
    }
  }
  if (sideText !== 'w' && sideText !== 'b') return bad(`side to move must be "w" or "b", not "${sideText}"`);
  const pm = /^(\d{1,2}),(\d{1,2})$/.exec(poolText);
  if (!pm) return bad(`pools must be two numbers "W,B" such as 0,0, not "${poolText}"`);
  const pools: [number, number] = [Number(pm[1]), Number(pm[2])];

  for (let side = 0; side < 2; side++) {
    let journeymen = 0;
    for (let sq = 0; sq < 64; sq++) {
      const c = board[sq];
      if (c !== EMPTY && ownerOf(c) === side && kindOf(c) === JOURNEYMAN) journeymen++;
    }
    if (journeymen > 1) return bad(`${SIDE_NAME[side]} has ${journeymen} journeymen; each side has exactly one`);
    if (journeymen === 0 && AGOG_POSITION_NEEDS_BOTH_JOURNEYMEN) return bad(`${SIDE_NAME[side]} has no journeyman`);
    const target = board[ENEMY_SANCTUM[side]];
    if (target !== EMPTY && ownerOf(target) === side) {
      return bad(
        `${SIDE_NAME[side]}'s ${KIND_WORD[kindOf(target)]} stands on ${squareName(ENEMY_SANCTUM[side])}, the enemy sanctum; ` +
          'a unit that reaches it wins or leaves the board at once',
      );
    }
  }
  const checkers = golemCheckers(board);
  for (let side = 0; side < 2; side++) {
    if (checkers[side] + pools[side] > AGOG_GOLEMS_PER_SIDE) {
      return bad(
        `${SIDE_NAME[side]} would have ${plural(checkers[side], 'golem')} on the board and ${pools[side]} in the pool, ` +
          `more than the ${AGOG_GOLEMS_PER_SIDE} a side owns`,
      );
    }
  }
  return { ok: true, position: { board, toMove: sideText === 'w' ? 0 : 1, pools } };
}
