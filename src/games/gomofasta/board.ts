// Board geometry and encoding. A board is `size * size` points, index
// y * size + x, with x the column from the left and y the row from the TOP.
// Stored in the state as a string of '.', 'B', 'W'; worked on as a Uint8Array.
import { MOF_R06_DIRECTIONS, MOF_R06_LINE_LENGTH } from './rulings.js';
import type { Stone } from './cards.js';

// Cells hold the board string's own character codes, so decoding and encoding
// are a native copy.
export const EMPTY = 46; // '.'
export const BLACK = 66; // 'B'
export const WHITE = 87; // 'W'
export type Cell = typeof EMPTY | typeof BLACK | typeof WHITE;

/** Go column letters: a–t without i. */
export const COLUMN_LETTERS = 'abcdefghjklmnopqrst';

const CH_EMPTY = 46; // '.'

export function emptyBoard(size: number): string {
  return '.'.repeat(size * size);
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('latin1');

/** The board string (ASCII '.', 'B', 'W') as a mutable array of its character codes. */
export function decodeBoard(board: string): Uint8Array {
  return encoder.encode(board);
}

export function encodeBoard(cells: Uint8Array): string {
  return decoder.decode(cells);
}

export const stoneCell = (s: Stone): Cell => (s === 'B' ? BLACK : WHITE);
export const cellStone = (c: Cell): Stone => (c === BLACK ? 'B' : 'W');
export const stoneWord = (s: Stone): 'Black' | 'White' => (s === 'B' ? 'Black' : 'White');

export function columnLetter(x: number): string {
  return COLUMN_LETTERS[x];
}

/** Go-style name of a point: column letter, then row counted from the BOTTOM ("d4"). */
export function pointName(size: number, x: number, y: number): string {
  return COLUMN_LETTERS[x] + String(size - y);
}

export function indexName(size: number, p: number): string {
  return pointName(size, p % size, Math.floor(p / size));
}

/** The four points of the block whose top-left point is (x, y): tl, tr, bl, br. */
export function blockPoints(size: number, x: number, y: number): [number, number, number, number] {
  const p = y * size + x;
  return [p, p + 1, p + size, p + size + 1];
}

/** Whether the block with top-left (x, y) lies on the board and is empty. */
export function blockEmpty(board: string, size: number, x: number, y: number): boolean {
  if (x < 0 || y < 0 || x > size - 2 || y > size - 2) return false;
  const p = y * size + x;
  return (
    board.charCodeAt(p) === CH_EMPTY &&
    board.charCodeAt(p + 1) === CH_EMPTY &&
    board.charCodeAt(p + size) === CH_EMPTY &&
    board.charCodeAt(p + size + 1) === CH_EMPTY
  );
}

/** Top-left indices of every empty 2×2 block, in row-major order. */
export function emptyBlocks(board: string, size: number): number[] {
  const out: number[] = [];
  for (let y = 0; y < size - 1; y++) {
    for (let x = 0; x < size - 1; x++) if (blockEmpty(board, size, x, y)) out.push(y * size + x);
  }
  return out;
}

export function countEmpty(cells: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < cells.length; i++) if (cells[i] === EMPTY) n++;
  return n;
}

/**
 * Every line (MOF-R06) of at least MOF_R06_LINE_LENGTH stones through the
 * stone at p, one per direction that has one; points in order along the line.
 */
export function linesThrough(cells: Uint8Array, size: number, p: number): number[][] {
  const colour = cells[p];
  const out: number[][] = [];
  if (colour === EMPTY) return out;
  const x0 = p % size;
  const y0 = (p - x0) / size;
  for (const [dx, dy] of MOF_R06_DIRECTIONS) {
    let back = 0;
    for (let x = x0 - dx, y = y0 - dy; x >= 0 && y >= 0 && x < size && y < size && cells[y * size + x] === colour; x -= dx, y -= dy) back++;
    let fwd = 0;
    for (let x = x0 + dx, y = y0 + dy; x >= 0 && y >= 0 && x < size && y < size && cells[y * size + x] === colour; x += dx, y += dy) fwd++;
    if (back + fwd + 1 < MOF_R06_LINE_LENGTH) continue;
    const line: number[] = [];
    for (let i = -back; i <= fwd; i++) line.push((y0 + i * dy) * size + (x0 + i * dx));
    out.push(line);
  }
  return out;
}

/** Star points drawn on the board (4-4 and sides/centre for 19, 4-4 and centre for 13). */
export function starPoints(size: number): [number, number][] {
  if (size === 19) {
    const a = [3, 9, 15];
    return a.flatMap((x) => a.map((y): [number, number] => [x, y]));
  }
  if (size === 13) return [[3, 3], [9, 3], [6, 6], [3, 9], [9, 9]];
  const m = Math.floor(size / 2);
  return [[m, m]];
}
