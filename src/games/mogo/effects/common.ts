// What every effect family shares: how an ability is used (the source, its
// immunity categories, who uses it), its arguments, and the handler shape each
// primitive implements. Families register handlers by P-code (handlers.ts).
import type { Seat } from '../../engine.js';
import { eff, type Ctx } from '../ctx.js';
import { cellName } from '../geometry.js';
import { PROTECT_DESTROY, PROTECT_STEAL, immuneTo, matches, scopeCells } from '../layers.js';
import { nameOf } from '../counters.js';
import type { Prim } from '../vocabulary.js';

export interface Use {
  seat: Seat;
  prim: Prim;
  /** The acting counter's cell (an Action), or −1 (a Sorcery). */
  from: number;
  /** The counter the ability is printed on (a Modifier for Giant Bane, the Sorcery itself). */
  src: number;
  /** Immunity categories of the effect (MOGO-R13). */
  mask: number;
  /** Where ADJ_COST is measured from: the counter sacrificed as the cost. */
  at?: number;
}

export interface Args {
  cells: number[];
  counters: number[];
  seat?: Seat;
  tag?: string;
}

export interface Handler {
  /** Every legal argument list (the engine enumerates legal actions from these). */
  options(x: Ctx, u: Use): Args[];
  /** A reason the arguments are refused, or null. Default: they must be among `options`. */
  check?(x: Ctx, u: Use, a: Args): string | null;
  resolve(x: Ctx, u: Use, a: Args): void;
}

// Most options have no extra: no spread for those (handlers build hundreds a step).
export const args = (cells: number[] = [], counters: number[] = [], extra?: Partial<Args>): Args => (extra ? { cells, counters, ...extra } : { cells, counters });

export const argsKey = (a: Args): string => `${a.cells.join(',')}|${a.counters.join(',')}|${a.seat ?? ''}|${a.tag ?? ''}`;

/** A counter the effect may touch: on the board and not immune to its source. */
export function affectable(x: Ctx, u: Use, cell: number): boolean {
  const e = eff(x);
  return e.ch[cell] >= 0 && !immuneTo(e, cell, u.mask, u.from);
}

/** MOGO-R47: single-target destroy refused on a protected counter. */
export const destroyable = (x: Ctx, u: Use, cell: number): boolean => affectable(x, u, cell) && !(eff(x).protect[cell] & PROTECT_DESTROY);
/** MOGO-R60 + R47: a control change needs a counter you do not control that is not protected. */
export const stealable = (x: Ctx, u: Use, cell: number): boolean =>
  affectable(x, u, cell) && !(eff(x).protect[cell] & PROTECT_STEAL) && eff(x).ctrl[cell] !== u.seat;

/** Cells the primitive's scope and filter reach from `at` (its source, or a sacrificed counter). */
export function reach(x: Ctx, u: Use, at: number): number[] {
  const e = eff(x);
  const out: number[] = [];
  const scope = u.prim.scope === 'ADJ_COST' ? 'ADJ' : u.prim.scope;
  for (const c of scopeCells(e, at, scope)) {
    if (c === u.from || c === u.at || e.ch[c] < 0) continue;
    if (matches(e, c, u.prim.filter, u.seat)) out.push(c);
  }
  return out;
}

export const emptyCells = (x: Ctx): number[] => {
  const e = eff(x);
  const out: number[] = [];
  for (let c = 0; c < 100; c++) if (e.ch[c] < 0) out.push(c);
  return out;
};

export const onCell = (x: Ctx, c: number): string => `${nameOf(eff(x).ch[c])} on ${cellName(c)}`;
