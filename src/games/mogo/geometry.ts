// The 10×10 board: cells are numbered 0…99 as rank-major (index = (rank-1)*10 + file),
// named a1…j10 (files a–j left to right, rank 1 at the bottom). Neighbour lists are
// computed once, so the engine never allocates while walking the board.
export const SIZE = 10;
export const CELLS = SIZE * SIZE;

export const fileOf = (c: number): number => c % SIZE;
export const rankOf = (c: number): number => (c / SIZE) | 0;
export const cellAt = (file: number, rank: number): number =>
  file < 0 || file >= SIZE || rank < 0 || rank >= SIZE ? -1 : rank * SIZE + file;

export const cellName = (c: number): string =>
  Number.isInteger(c) && c >= 0 && c < CELLS ? `${String.fromCharCode(97 + fileOf(c))}${rankOf(c) + 1}` : '?';

/** "c4" → 23; -1 for anything that is not a cell on the board. */
export function parseCell(t: string): number {
  const m = /^([a-j])(10|[1-9])$/.exec(String(t).toLowerCase());
  if (!m) return -1;
  return cellAt(m[1].charCodeAt(0) - 97, Number(m[2]) - 1);
}

const ORTHO: [number, number][] = [[0, 1], [1, 0], [0, -1], [-1, 0]];
const DIAG: [number, number][] = [[1, 1], [1, -1], [-1, -1], [-1, 1]];

function ring(dirs: [number, number][]): number[][] {
  const out: number[][] = [];
  for (let c = 0; c < CELLS; c++) {
    const l: number[] = [];
    for (const [df, dr] of dirs) {
      const n = cellAt(fileOf(c) + df, rankOf(c) + dr);
      if (n >= 0) l.push(n);
    }
    out.push(l);
  }
  return out;
}

/** Bordering: the 4 orthogonal neighbours. */
export const BORDER = ring(ORTHO);
/** Touching: the 4 diagonal neighbours. */
export const TOUCH = ring(DIAG);
/** Adjacent: the 8 neighbours (RULINGS §1.1 item 7; "next to" reads as adjacent). */
export const ADJ = ring([...ORTHO, ...DIAG]);

export const chebyshev = (a: number, b: number): number =>
  Math.max(Math.abs(fileOf(a) - fileOf(b)), Math.abs(rankOf(a) - rankOf(b)));

export const isAdjacent = (a: number, b: number): boolean => a !== b && chebyshev(a, b) === 1;
export const isBordering = (a: number, b: number): boolean =>
  Math.abs(fileOf(a) - fileOf(b)) + Math.abs(rankOf(a) - rankOf(b)) === 1;
export const isTouching = (a: number, b: number): boolean => isAdjacent(a, b) && !isBordering(a, b);

/** One step from `a` to `b` is legal for a mover (orthogonal, or diagonal for a Flyer). */
export const isStep = (a: number, b: number, flyer: boolean): boolean => (flyer ? isAdjacent(a, b) : isBordering(a, b));

/** The cell one step beyond `b` in the direction a → b (−1 off the board). */
export function beyond(a: number, b: number): number {
  return cellAt(2 * fileOf(b) - fileOf(a), 2 * rankOf(b) - rankOf(a));
}

/** The 8 line directions used by the Tactical victory (each line counted once). */
export const LINE_DIRS: [number, number][] = [[1, 0], [0, 1], [1, 1], [1, -1]];
