// Moving counters between places: draws (reshuffling the discard pile, §1.1 item 8),
// hand discards, and a counter leaving the board (Modifiers to the discard pile,
// MOGO-R02; Zombies and Troll home, MOGO-R26; Well of Souls, MOGO-R36/R61).
import type { Seat } from '../engine.js';
import { activeSources, type Eff } from './layers.js';
import { COUNTERS, T_U, nameOf } from './counters.js';
import { boardToWrite, dirty, drawToWrite, eff, emit, rng, type Ctx } from './ctx.js';
import { seatLabel } from './state.js';
import { tellTable } from './knowledge.js';
import { plural } from '../plural.js';

/** Draws one counter for `seat`; reshuffles the discard pile when the draw pile is empty. False if both are empty. */
export function drawOne(x: Ctx, seat: Seat): boolean {
  const s = x.s;
  if (s.draw.length === 0) {
    if (s.discard.length === 0) return false;
    s.draw = rng(x).shuffle(s.discard);
    s.discard = [];
    emit(x, 'reshuffle', `The Discard Pile is shuffled into a new Draw Pile (${s.draw.length}).`);
  }
  s.hands[seat].push(drawToWrite(x).pop()!);
  return true;
}

export function draw(x: Ctx, seat: Seat, n: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (drawOne(x, seat)) k++;
  return k;
}

export function takeFromHand(x: Ctx, seat: Seat, c: number): boolean {
  const h = x.s.hands[seat];
  const i = h.indexOf(c);
  if (i < 0) return false;
  h.splice(i, 1);
  return true;
}

export const discardFromHand = (x: Ctx, seat: Seat, c: number): boolean => {
  if (!takeFromHand(x, seat, c)) return false;
  x.s.discard.push(c);
  return true;
};

/**
 * Removes the counters on `cells` from the board together (destroy, sacrifice,
 * discard): Modifiers go to the discard pile; Zombies/Troll with their ability
 * working go to their controller's hand; Well of Souls looks at the board
 * before the removal (MOGO-R61). Returns how many left.
 */
export function removeFromBoard(x: Ctx, cells: readonly number[], how: 'destroyed' | 'sacrificed' | 'discarded'): number {
  const s = x.s;
  const before: Eff = eff(x);
  const uniq = [...new Set(cells)].filter((c) => s.board[c]);
  if (!uniq.length) return 0;
  let units = 0;
  const names: string[] = [];
  for (const c of uniq) {
    const p = s.board[c]!;
    for (const m of p.mods) s.discard.push(m.c);
    names.push(nameOf(p.c));
    const selfRecur = !before.supp[c] && COUNTERS[before.ch[c]].prims.some((pr) => pr.code === 'SELF_RECUR');
    if (selfRecur) {
      // MOGO-R26: from the board to the discard pile, they go home instead.
      const owner = before.ctrl[c];
      if (s.alive[owner]) {
        s.hands[owner].push(p.c);
        tellTable(s, owner, [p.c]);
      } else s.discard.push(p.c);
    } else {
      s.discard.push(p.c);
      if (before.types[c] & T_U) units++;
    }
    boardToWrite(x)[c] = null;
  }
  emit(x, 'remove', `${names.join(', ')} ${uniq.length === 1 ? 'is' : 'are'} ${how}.`);
  if (units) {
    for (const w of activeSources(before, 'TRIG_ON_UNIT_DISCARD')) {
      const owner = before.ctrl[w.cell];
      if (!s.alive[owner]) continue;
      s.tokens[owner] += units * (w.prim.n ?? 1);
      emit(x, 'tokens', `Well of Souls gives ${seatLabel(owner)} ${plural(units, 'Action Token')}.`);
    }
  }
  dirty(x);
  return uniq.length;
}
