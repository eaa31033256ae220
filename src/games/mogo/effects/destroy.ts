// The destroy family (P14–P16, Berserk): single targets, mass destruction, Fireball's
// cluster (MOGO-R28), Lightning Bolt's threshold (MOGO-R27/R65), Disintegrate's
// condition, Plowshares' compensation (MOGO-R18), Crusade's race (MOGO-R21).
import { eff, emit, type Ctx } from '../ctx.js';
import { T_U, hasTag, nameOf } from '../counters.js';
import { ADJ, SIZE, cellAt, cellName } from '../geometry.js';
import { PROTECT_DESTROY } from '../layers.js';
import { MOGO_R28_FIREBALL_BLOCK } from '../rulings.js';
import { opponents, seatLabel } from '../state.js';
import { RACIAL_TAGS, type Tag } from '../vocabulary.js';
import { draw, removeFromBoard } from '../zones.js';
import { affectable, args, destroyable, reach, type Args, type Handler, type Use } from './common.js';

/** Disintegrate (P53): you control a Mage, Air or Fire Unit. */
function condHolds(x: Ctx, u: Use): boolean {
  if (u.prim.cond !== 'MAGE_AIR_FIRE') return true;
  const e = eff(x);
  return e.cells.some((c) => e.ctrl[c] === u.seat && e.types[c] & T_U && (hasTag(e.ch[c], 'Mage') || hasTag(e.ch[c], 'Air') || hasTag(e.ch[c], 'Fire')));
}

const destroyOne: Handler = {
  options(x, u) {
    if (!condHolds(x, u)) return [];
    const out: Args[] = [];
    for (const c of reach(x, u, u.at ?? u.from)) {
      if (!destroyable(x, u, c)) continue;
      if (u.prim.then === 'COMPENSATE_DRAW' && !opponents(x.s, u.seat).includes(eff(x).ctrl[c])) {
        for (const o of opponents(x.s, u.seat)) out.push(args([c], [], { seat: o }));
      } else out.push(args([c]));
    }
    return out;
  },
  resolve(x, u, a) {
    const c = a.cells[0];
    const e = eff(x);
    const victim = e.ctrl[c];
    if (u.prim.threshold !== undefined && e.force[c] > u.prim.threshold) {
      emit(x, 'effect', `${nameOf(e.ch[c])} on ${cellName(c)} has Force ${e.force[c]} and shrugs it off.`);
      return;
    }
    removeFromBoard(x, [c], 'destroyed');
    if (u.prim.then === 'COMPENSATE_DRAW') {
      const who = a.seat ?? victim;
      if (x.s.alive[who] && draw(x, who, 1)) emit(x, 'draw', `${seatLabel(who)} draws a counter.`);
    }
  },
};

const destroyAll: Handler = {
  options(_x, u) {
    if (u.prim.choose === 'RACE') return RACIAL_TAGS.map((t) => args([], [], { tag: t }));
    return [args()];
  },
  resolve(x, u, a) {
    const e = eff(x);
    // Mass effects skip the immune and the protected (MOGO-R47).
    const hit = reach(x, u, u.from).filter((c) => affectable(x, u, c) && !(e.protect[c] & PROTECT_DESTROY) && (!a.tag || hasTag(e.ch[c], a.tag as Tag)));
    if (hit.length) removeFromBoard(x, hit, 'destroyed');
    else emit(x, 'effect', 'Nothing is destroyed.');
  },
};

/** A set of up to 3 increasing cells (−1: none) as one number. */
const fireKey = (a: number, b: number, c: number): number => ((a + 1) * 101 + b + 1) * 101 + c + 1;
/** Whether `k` is new to `seen` (it is added). */
function fresh(seen: Set<number>, k: number): boolean {
  if (seen.has(k)) return false;
  seen.add(k);
  return true;
}

const fireball: Handler = {
  options(x, u) {
    const e = eff(x);
    const ok = (c: number): boolean => e.ch[c] >= 0 && e.types[c] & T_U && e.force[c] <= (u.prim.filter?.maxForce ?? 3) && destroyable(x, u, c) ? true : false;
    const seen = new Set<number>();
    const out: Args[] = [];
    const B = MOGO_R28_FIREBALL_BLOCK;
    for (let f0 = 0; f0 <= SIZE - B; f0++) {
      for (let r0 = 0; r0 <= SIZE - B; r0++) {
        const inBlock: number[] = [];
        for (let df = 0; df < B; df++) for (let dr = 0; dr < B; dr++) {
          const c = cellAt(f0 + df, r0 + dr);
          if (ok(c)) inBlock.push(c);
        }
        inBlock.sort((a, b) => a - b);
        const n = inBlock.length;
        // Blocks overlap: each set of cells is listed once, where first met.
        for (let i = 0; i < n; i++) {
          const a = inBlock[i];
          if (fresh(seen, fireKey(a, -1, -1))) out.push(args([a]));
          for (let j = i + 1; j < n; j++) {
            const b = inBlock[j];
            if (fresh(seen, fireKey(a, b, -1))) out.push(args([a, b]));
            for (let k = j + 1; k < n; k++) if (fresh(seen, fireKey(a, b, inBlock[k]))) out.push(args([a, b, inBlock[k]]));
          }
        }
      }
    }
    return out;
  },
  check(x, u, a) {
    if (a.cells.length < 1 || a.cells.length > 3) return 'Fireball takes 1 to 3 Units.';
    const sorted = [...a.cells].sort((p, q) => p - q);
    for (let i = 1; i < sorted.length; i++) if (sorted[i] === sorted[i - 1]) return 'Name each Unit once.';
    if (sorted.join(',') !== a.cells.join(',')) return 'List the cells in board order.';
    const e = eff(x);
    for (const c of a.cells) {
      if (e.ch[c] < 0 || !(e.types[c] & T_U)) return `There is no Unit on ${cellName(c)}.`;
      if (e.force[c] > 3) return `${nameOf(e.ch[c])} has Force ${e.force[c]}: Fireball burns only Force 3 or less.`;
      if (!destroyable(x, u, c)) return `${nameOf(e.ch[c])} on ${cellName(c)} cannot be targeted.`;
    }
    const fs = a.cells.map((c) => c % SIZE);
    const rs = a.cells.map((c) => (c / SIZE) | 0);
    if (Math.max(...fs) - Math.min(...fs) >= MOGO_R28_FIREBALL_BLOCK || Math.max(...rs) - Math.min(...rs) >= MOGO_R28_FIREBALL_BLOCK) return 'Fireball\'s targets must lie inside one 3×3 block.';
    return null;
  },
  resolve(x, _u, a) {
    removeFromBoard(x, a.cells, 'destroyed');
  },
};

const berserk: Handler = {
  options(x, u) {
    const e = eff(x);
    const out: Args[] = [];
    for (const a of e.cells) {
      if (e.ctrl[a] !== u.seat || !(e.types[a] & T_U) || !destroyable(x, u, a)) continue;
      for (const b of ADJ[a]) if (e.ch[b] >= 0 && e.types[b] & T_U && destroyable(x, u, b)) out.push(args([a, b]));
    }
    return out;
  },
  resolve(x, _u, a) {
    removeFromBoard(x, a.cells, 'destroyed');
  },
};

export const destroyHandlers: Record<string, Handler> = {
  DESTROY: destroyOne,
  DESTROY_ALL: destroyAll,
  DESTROY_UP_TO: fireball,
  BERSERK: berserk,
};
