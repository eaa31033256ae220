// Moving other counters (P41–P45) and Sprites' own Teleport (P04): Teleport moves
// to any empty cell and ignores deployment restrictions (MOGO-R17); Titan shoves
// along its own line, Mermaid pulls step by step, Twiddle nudges one step
// (MOGO-R30); Chaos Orb swaps two counters next to it (MOGO-R29). Attachments move
// with their hosts. Locks never stop being moved by another (MOGO-R14).
import type { Ctx } from '../ctx.js';
import { boardToWrite, dirty, eff, emit } from '../ctx.js';
import { nameOf } from '../counters.js';
import { ADJ, beyond, cellName, chebyshev, isStep } from '../geometry.js';
import { affectable, args, emptyCells, reach, type Args, type Handler } from './common.js';
import type { Eff } from '../layers.js';

export function relocate(x: Ctx, from: number, to: number): void {
  const board = boardToWrite(x);
  board[to] = board[from];
  board[from] = null;
  dirty(x);
}

function swapCells(x: Ctx, a: number, b: number): void {
  const board = boardToWrite(x);
  const t = board[a];
  board[a] = board[b];
  board[b] = t;
  dirty(x);
}

const teleportSelf: Handler = {
  options(x, u) {
    if (eff(x).locked[u.from]) return [];
    return emptyCells(x).map((c) => args([c]));
  },
  check(x, u, a) {
    if (eff(x).locked[u.from]) return `${nameOf(eff(x).ch[u.from])} is held in place and cannot move itself.`;
    if (a.cells.length !== 1 || eff(x).ch[a.cells[0]] >= 0) return 'Teleport needs one empty cell.';
    return null;
  },
  resolve(x, u, a) {
    const name = nameOf(x.s.board[u.from]!.c);
    relocate(x, u.from, a.cells[0]);
    emit(x, 'move', `${name} teleports from ${cellName(u.from)} to ${cellName(a.cells[0])}.`);
  },
};

const teleportOther: Handler = {
  options(x, u) {
    const out: Args[] = [];
    const empty = emptyCells(x);
    for (const t of reach(x, u, u.from)) if (affectable(x, u, t)) for (const c of empty) out.push(args([t, c]));
    return out;
  },
  check(x, u, a) {
    if (a.cells.length !== 2) return 'Name the counter and the empty cell it goes to.';
    const [t, to] = a.cells;
    if (!reach(x, u, u.from).includes(t) || !affectable(x, u, t)) return `${cellName(t)} is not a counter this can move.`;
    if (eff(x).ch[to] >= 0) return `${cellName(to)} is not empty.`;
    return null;
  },
  resolve(x, _u, a) {
    const name = nameOf(x.s.board[a.cells[0]]!.c);
    relocate(x, a.cells[0], a.cells[1]);
    emit(x, 'move', `${name} is teleported from ${cellName(a.cells[0])} to ${cellName(a.cells[1])}.`);
  },
};

const swap: Handler = {
  options(x, u) {
    const ts = reach(x, u, u.from).filter((c) => affectable(x, u, c)).sort((p, q) => p - q);
    const out: Args[] = [];
    for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) out.push(args([ts[i], ts[j]]));
    return out;
  },
  check(x, u, a) {
    if (a.cells.length !== 2 || a.cells[0] >= a.cells[1]) return 'Name two different counters, in board order.';
    const ok = reach(x, u, u.from);
    for (const c of a.cells) if (!ok.includes(c) || !affectable(x, u, c)) return `${cellName(c)} cannot be swapped by this.`;
    return null;
  },
  resolve(x, _u, a) {
    const [p, q] = a.cells;
    const np = nameOf(x.s.board[p]!.c);
    const nq = nameOf(x.s.board[q]!.c);
    swapCells(x, p, q);
    emit(x, 'move', `${np} on ${cellName(p)} and ${nq} on ${cellName(q)} change places.`);
  },
};

const shove: Handler = {
  options(x, u) {
    const e = eff(x);
    return reach(x, u, u.from)
      .filter((t) => affectable(x, u, t))
      .filter((t) => {
        const to = beyond(u.from, t);
        return to >= 0 && e.ch[to] < 0;
      })
      .map((t) => args([t]));
  },
  resolve(x, u, a) {
    const t = a.cells[0];
    const to = beyond(u.from, t);
    const name = nameOf(x.s.board[t]!.c);
    relocate(x, t, to);
    emit(x, 'move', `${name} is shoved from ${cellName(t)} to ${cellName(to)}.`);
  },
};

/** Pull paths: each step to an empty cell, strictly closer (Chebyshev) to the puller. */
function pullPaths(x: Ctx, puller: number, t: number, max: number): number[][] {
  const e = eff(x);
  const flyer = e.flyer[t] === 1;
  const out: number[][] = [];
  pullWalk(e, flyer, puller, max, out, t, []);
  return out;
}
function pullWalk(e: Eff, flyer: boolean, puller: number, max: number, out: number[][], at: number, path: number[]): void {
  if (path.length) out.push(path);
  if (path.length >= max) return;
  for (const n of ADJ[at]) {
    if (!isStep(at, n, flyer) || e.ch[n] >= 0 || chebyshev(n, puller) >= chebyshev(at, puller)) continue;
    pullWalk(e, flyer, puller, max, out, n, [...path, n]);
  }
}

const pull: Handler = {
  options(x, u) {
    const out: Args[] = [];
    for (const t of reach(x, u, u.from)) {
      if (!affectable(x, u, t)) continue;
      for (const p of pullPaths(x, u.from, t, u.prim.n ?? 2)) out.push(args([t, ...p]));
    }
    return out;
  },
  resolve(x, _u, a) {
    const [t, ...path] = a.cells;
    const name = nameOf(x.s.board[t]!.c);
    relocate(x, t, path[path.length - 1]);
    emit(x, 'move', `${name} is pulled from ${cellName(t)} to ${path.map(cellName).join(' ')}.`);
  },
};

const nudge: Handler = {
  options(x, u) {
    const e = eff(x);
    const out: Args[] = [];
    for (const t of reach(x, u, u.from)) {
      if (!affectable(x, u, t)) continue;
      for (const n of ADJ[t]) if (e.ch[n] < 0 && isStep(t, n, e.flyer[t] === 1)) out.push(args([t, n]));
    }
    return out;
  },
  resolve(x, _u, a) {
    const name = nameOf(x.s.board[a.cells[0]]!.c);
    relocate(x, a.cells[0], a.cells[1]);
    emit(x, 'move', `${name} is nudged from ${cellName(a.cells[0])} to ${cellName(a.cells[1])}.`);
  },
};

export const displacementHandlers: Record<string, Handler> = {
  TELEPORT: teleportSelf,
  TELEPORT_OTHER: teleportOther,
  SWAP: swap,
  SHOVE: shove,
  PULL: pull,
  NUDGE: nudge,
};
