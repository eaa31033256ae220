// A counter's own Move (P01–P03, P05; MOGO-R09, R14, R16, R50): up to its Move
// value in single steps, orthogonal (diagonal too for a Flyer), each into an empty
// cell; a last step into an enemy Unit is a Push, which ends the move.
import type { Seat } from '../../engine.js';
import { dirty, eff, emit, type Ctx } from '../ctx.js';
import { T_U, nameOf } from '../counters.js';
import { ADJ, CELLS, beyond, cellName, isStep } from '../geometry.js';
import { IM_ACT, immuneTo, sourceMask } from '../layers.js';
import { relocate } from './displacement.js';

function pushable(x: Ctx, seat: Seat, mover: number, at: number, into: number): boolean {
  const e = eff(x);
  if (!e.push[mover] || e.ch[into] < 0 || !(e.types[into] & T_U) || e.ctrl[into] === seat) return false;
  if (immuneTo(e, into, sourceMask(e.ch[mover]) | IM_ACT, mover)) return false;
  const to = beyond(at, into);
  return to >= 0 && e.ch[to] < 0;
}

/** Why `path` is not a legal Move of the counter on `from` (MOGO-R50: allowances fixed at the start). */
export function moveError(x: Ctx, seat: Seat, from: number, path: readonly number[]): string | null {
  const e = eff(x);
  if (e.ch[from] < 0 || e.ctrl[from] !== seat) return `You control no counter on ${cellName(from)}.`;
  const name = nameOf(e.ch[from]);
  if (!e.move[from]) return `${name} cannot move.`;
  if (e.locked[from]) return `${name} is held in place and cannot move itself.`;
  if (path.length > e.move[from]) return `${name} moves at most ${e.move[from]}.`;
  const flyer = e.flyer[from] === 1;
  let at = from;
  const seen = new Set<number>([from]);
  for (let i = 0; i < path.length; i++) {
    const n = path[i];
    if (!isStep(at, n, flyer)) return `${cellName(at)} to ${cellName(n)} is not a step ${name} can take.`;
    if (seen.has(n)) return 'A move does not pass the same cell twice.';
    seen.add(n);
    if (e.ch[n] >= 0) {
      if (i === path.length - 1 && pushable(x, seat, from, at, n)) return null;
      return `${cellName(n)} is not empty.`;
    }
    at = n;
  }
  return null;
}

// The path found to each cell during one moveOptions (cleared before it returns).
const pathTo: (number[] | null)[] = Array.from({ length: CELLS }, () => null);
const NO_STEPS: number[] = [];

/** Legal Moves of the counter on `from`: one shortest path per destination (in the order found), after each push. */
export function moveOptions(x: Ctx, seat: Seat, from: number): number[][] {
  const e = eff(x);
  if (e.ch[from] < 0 || e.ctrl[from] !== seat || !e.move[from] || e.locked[from]) return [];
  const flyer = e.flyer[from] === 1;
  const max = e.move[from];
  const out: number[][] = [];
  const found: number[] = [];
  // A push is named by the pushed cell and where it goes (n × CELLS + beyond).
  const pushes: number[] = [];
  pathTo[from] = NO_STEPS;
  try {
    let frontier = [from];
    for (let d = 0; d < max; d++) {
      const next: number[] = [];
      for (const at of frontier) {
        const base = pathTo[at]!;
        for (const n of ADJ[at]) {
          if (!isStep(at, n, flyer)) continue;
          if (e.ch[n] >= 0) {
            if (pushable(x, seat, from, at, n)) {
              const k = n * CELLS + beyond(at, n);
              if (!pushes.includes(k)) {
                pushes.push(k);
                out.push([...base, n]);
              }
            }
            continue;
          }
          if (pathTo[n]) continue;
          pathTo[n] = [...base, n];
          found.push(n);
          next.push(n);
        }
      }
      frontier = next;
    }
    for (const c of found) out.push(pathTo[c]!);
  } finally {
    pathTo[from] = null;
    for (const c of found) pathTo[c] = null;
  }
  return out;
}

export function doMove(x: Ctx, seat: Seat, from: number, path: readonly number[]): void {
  const e = eff(x);
  const name = nameOf(e.ch[from]);
  const last = path[path.length - 1];
  const prev = path.length > 1 ? path[path.length - 2] : from;
  let text = `${name} moves ${[from, ...path].map(cellName).join(' ')}`;
  if (e.ch[last] >= 0 && pushable(x, seat, from, prev, last)) {
    const to = beyond(prev, last);
    text += `, pushing ${nameOf(e.ch[last])} to ${cellName(to)}`;
    relocate(x, last, to);
  }
  relocate(x, from, last);
  dirty(x);
  emit(x, 'move', `${text}.`);
}
