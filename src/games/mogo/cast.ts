// Sorceries (§1.1 item 15, MOGO-R11): any number in your own turn, in any phase.
// Costs are paid first and stay paid; Pyramid draws (MOGO-R52); then the Counter
// standing orders of the opponents, in turn order after the caster, may negate it
// (§1.7, MOGO-R69) — resolved at once with no pause; else it resolves.
import type { Seat } from '../engine.js';
import { N, SORC_PRIM, nameOf } from './counters.js';
import { eff, emit, type Ctx } from './ctx.js';
import { IM_SORC, PROTECT_DESTROY, immuneTo } from './layers.js';
import { cellName } from './geometry.js';
import { MOGO_BALANCE_PICKS } from './rulings.js';
import { balanceOpen, opponents, seatLabel } from './state.js';
import { checkUse, optionsOf, resolveUse } from './abilities.js';
import type { Args, Use } from './effects/common.js';
import { onSorceryPlayed } from './effects/triggers.js';
import { checkVictory } from './victory.js';
import { removeFromBoard, takeFromHand } from './zones.js';

export function sorceryUse(seat: Seat, counter: number): Use | null {
  const prim = SORC_PRIM[counter];
  if (!prim || counter === N.counter) return null;
  return { seat, prim, from: -1, src: counter, mask: IM_SORC };
}

export function castOptions(x: Ctx, seat: Seat, counter: number): Args[] {
  const u = sorceryUse(seat, counter);
  return u ? optionsOf(x, u) : [];
}

export function castError(x: Ctx, seat: Seat, counter: number, a: Args): string | null {
  if (!x.s.hands[seat].includes(counter)) return `You have no ${nameOf(counter)} in your hand.`;
  if (counter === N.counter) return 'Counter is never cast: arm it as a standing order ("counter any").';
  const u = sorceryUse(seat, counter);
  if (!u) return `${nameOf(counter)} is not a Sorcery.`;
  return checkUse(x, u, a);
}

/** Whether an opponent's armed Counter negates `sorcery` just played by `caster` (a chain, §1.7). */
function countered(x: Ctx, caster: Seat, sorcery: number): boolean {
  const s = x.s;
  for (const o of opponents(s, caster)) {
    if (!s.hands[o].includes(N.counter)) continue;
    const ord = s.orders[o];
    if (ord === 'off' || (Array.isArray(ord) && !ord.includes(sorcery))) continue;
    takeFromHand(x, o, N.counter);
    s.orders[o] = 'off'; // MOGO-R69: reset once played.
    emit(x, 'counter', `${seatLabel(o)} plays Counter: ${nameOf(sorcery)} is negated.`);
    onSorceryPlayed(x, o);
    const undone = countered(x, o, N.counter);
    s.discard.push(N.counter);
    return !undone;
  }
  return false;
}

export function cast(x: Ctx, seat: Seat, counter: number, a: Args): void {
  const s = x.s;
  const u = sorceryUse(seat, counter)!;
  takeFromHand(x, seat, counter);
  s.turn.busy = true;
  const what = describeCast(counter, a);
  emit(x, 'cast', `${seatLabel(seat)} casts ${nameOf(counter)}${what}.`);
  // Costs first; they stay paid if the Sorcery is negated (Goblin Grenade's Goblin, Channel's discards).
  let rest = a;
  const cost = u.prim.cost;
  let at: number | undefined;
  if (cost && !('self' in cost)) {
    at = a.cells[0];
    removeFromBoard(x, [at], 'sacrificed');
    rest = { ...a, cells: a.cells.slice(1) };
  }
  if (u.prim.code === 'CHANNEL') {
    for (const c of a.counters) {
      takeFromHand(x, seat, c);
      s.discard.push(c);
    }
    rest = { ...a, counters: [] };
  }
  onSorceryPlayed(x, seat);
  if (countered(x, seat, counter)) {
    s.discard.push(counter);
    checkVictory(x);
    return;
  }
  if (u.prim.code === 'CHANNEL') {
    s.tokens[seat] += a.counters.length;
    emit(x, 'tokens', `${seatLabel(seat)} gains ${a.counters.length} Action Token${a.counters.length === 1 ? '' : 's'} (${s.tokens[seat]}).`);
  } else if (at !== undefined) {
    // The sacrifice is paid: resolve against the counter's former cell.
    resolveUseAfterCost(x, { ...u, at }, rest);
  } else resolveUse(x, u, rest);
  // MOGO-R74: a Balance still collecting picks is in no pile; advanceBalance discards it.
  if (!balanceOpen(s)) s.discard.push(counter);
  checkVictory(x);
}

function resolveUseAfterCost(x: Ctx, u: Use, a: Args): void {
  resolveUse(x, { ...u, prim: { ...u.prim, cost: undefined } }, a);
}

function describeCast(counter: number, a: Args): string {
  const bits: string[] = [];
  if (a.cells.length) bits.push(a.cells.map(cellName).join(' '));
  if (a.tag) bits.push(a.tag);
  if (a.seat !== undefined) bits.push(`on ${seatLabel(a.seat)}`);
  if (a.counters.length && SORC_PRIM[counter]?.code === 'RECUR') bits.push(a.counters.map(nameOf).join(', '));
  if (a.counters.length && SORC_PRIM[counter]?.code === 'CHANNEL') bits.push(`discarding ${a.counters.map(nameOf).join(', ')}`);
  return bits.length ? ` (${bits.join('; ')})` : '';
}

// ---------------------------------------------------------------------------
// Balance picks (§1.7): a pending decision of each player in turn.

/** MOGO-R75: a pick is a target: a counter immune to Sorceries, or one Guardian keeps from being destroyed (MOGO-R47), cannot be picked. */
export function pickable(x: Ctx, cell: number): boolean {
  const e = eff(x);
  return e.ch[cell] >= 0 && !immuneTo(e, cell, IM_SORC) && !(e.protect[cell] & PROTECT_DESTROY);
}

// MOGO-E05 (MOGO-R79): one pick per action, ended by the third pick or "pick done".
export function pick(x: Ctx, cell: number | null): void {
  const s = x.s;
  const p = s.pending;
  if (!p || p.kind !== 'balance') return;
  const who = p.order[p.idx];
  if (cell !== null) {
    p.picks.push(cell);
    p.by.push(who);
    p.count++;
    emit(x, 'pick', `${seatLabel(who)} picks ${nameOf(eff(x).ch[cell])} on ${cellName(cell)} for Balance.`);
  } else emit(x, 'pick', `${seatLabel(who)} is done picking for Balance.`);
  if (cell === null || p.count >= MOGO_BALANCE_PICKS) advanceBalance(x);
}

export function advanceBalance(x: Ctx): void {
  const s = x.s;
  const p = s.pending;
  if (!p || p.kind !== 'balance') return;
  p.idx++;
  p.count = 0;
  while (p.idx < p.order.length && !s.alive[p.order[p.idx]]) p.idx++;
  if (p.idx < p.order.length) return;
  closeBalance(x);
}

/** MOGO-R78: a seat that leaves while a Balance is open picks nothing: the picks it made are dropped, its turn to pick is over. */
export function dropPicksOf(x: Ctx, seat: Seat): void {
  const p = x.s.pending;
  if (!p || p.kind !== 'balance') return;
  const keep = p.by.map((b) => b !== seat);
  p.picks = p.picks.filter((_, i) => keep[i]);
  p.by = p.by.filter((_, i) => keep[i]);
  if (p.order[p.idx] === seat) advanceBalance(x);
}

/** Destroys every pick together, then (MOGO-R74) the Balance goes to the Discard Pile. */
export function closeBalance(x: Ctx): void {
  const s = x.s;
  const p = s.pending;
  if (!p || p.kind !== 'balance') return;
  s.pending = null;
  if (!removeFromBoard(x, p.picks, 'destroyed')) emit(x, 'effect', 'Balance destroys nothing.');
  s.discard.push(N.balance);
  checkVictory(x);
}
