// Closing eyes (MOF-R03/R04). An eye is a maximal orthogonally connected group
// of empty points; it is closed when it holds no empty 2×2 block. MOF-R04: the
// whole component is judged, so a 1-wide strip is closed on its own but not
// while it joins an open area.
//
// Invariant (MOF-R03): after every move, every empty component holds an empty
// 2×2 block. So a placement can only close the pieces of the one component it
// was played into, and each piece touches a placed stone: we flood-fill from
// the empty neighbours of the four placed points only, and stop a fill as soon
// as it meets an empty 2×2 block. Cost is local, not a full-board scan.
import { EMPTY, type Cell } from './board.js';

// Scratch space reused between calls (never visible outside a call).
let stamp = new Uint32Array(0);
let stack = new Int32Array(0);
let generation = 0;

/** Whether one of the four 2×2 blocks containing the empty point p (at x, y) is all empty. */
function inEmptyBlock(cells: Uint8Array, size: number, p: number, x: number, y: number): boolean {
  const left = x > 0;
  const right = x < size - 1;
  if (y > 0 && cells[p - size] === EMPTY) {
    if (left && cells[p - 1] === EMPTY && cells[p - size - 1] === EMPTY) return true;
    if (right && cells[p + 1] === EMPTY && cells[p - size + 1] === EMPTY) return true;
  }
  if (y < size - 1 && cells[p + size] === EMPTY) {
    if (left && cells[p - 1] === EMPTY && cells[p + size - 1] === EMPTY) return true;
    if (right && cells[p + 1] === EMPTY && cells[p + size + 1] === EMPTY) return true;
  }
  return false;
}

/**
 * Fill every closed eye next to the `placed` points with `colour`, in place.
 * Returns the filled points, ascending.
 */
export function closeEyes(cells: Uint8Array, size: number, placed: readonly number[], colour: Cell): number[] {
  const n = size * size;
  if (stamp.length < n) {
    stamp = new Uint32Array(n);
    stack = new Int32Array(n);
    generation = 0;
  }
  if (generation > 0xfffffff0 - 64) {
    stamp.fill(0);
    generation = 0;
  }
  // Floods of this call get generations >= base. A flood that ends closed fills
  // its points, so any stamped-and-still-empty point >= base belongs to an
  // earlier flood of this call that proved open.
  const base = generation + 1;
  const filled: number[] = [];
  for (const p0 of placed) {
    const x0 = p0 % size;
    for (let k = 0; k < 4; k++) {
      let seed: number;
      if (k === 0) { if (x0 === 0) continue; seed = p0 - 1; }
      else if (k === 1) { if (x0 === size - 1) continue; seed = p0 + 1; }
      else if (k === 2) { if (p0 < size) continue; seed = p0 - size; }
      else { if (p0 + size >= n) continue; seed = p0 + size; }
      if (cells[seed] !== EMPTY || stamp[seed] >= base) continue;
      const gen = ++generation;
      let top = 0;
      stack[top++] = seed;
      stamp[seed] = gen;
      let open = false;
      const members: number[] = [];
      flood: while (top > 0) {
        const p = stack[--top];
        members.push(p);
        const x = p % size;
        const y = (p - x) / size;
        if (inEmptyBlock(cells, size, p, x, y)) {
          open = true;
          break;
        }
        for (let d = 0; d < 4; d++) {
          let q: number;
          if (d === 0) { if (x === 0) continue; q = p - 1; }
          else if (d === 1) { if (x === size - 1) continue; q = p + 1; }
          else if (d === 2) { if (y === 0) continue; q = p - size; }
          else { if (y === size - 1) continue; q = p + size; }
          if (cells[q] !== EMPTY) continue;
          const s = stamp[q];
          if (s === gen) continue;
          if (s >= base) {
            open = true; // joins an earlier flood of this call, which was open
            break flood;
          }
          stamp[q] = gen;
          stack[top++] = q;
        }
      }
      if (!open) {
        for (const p of members) {
          cells[p] = colour;
          filled.push(p);
        }
      }
    }
  }
  return filled.sort((a, b) => a - b);
}
