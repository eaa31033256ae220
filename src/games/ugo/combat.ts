// Attacks: effective values (suit doubling, then Equips: UGO-R13), the outcome
// table (UGO-R04…R06), and the 10 as a standing order (§4.3, UGO-R07).
import type { Seat } from '../engine.js';
import { baseAttack, baseDefence, deckOf, equipBonus, label, TEN, rankOf } from './cards.js';
import {
  UGO_E03_ALWAYS_MEANS_ANY_LOSS,
  UGO_E04_COUNT_FULL_MILL,
  UGO_E10_SPEND_OWN_TEN_FIRST,
  UGO_R05_ATTACKER_DESTROYED_BY_STRONGER_ATTACKER,
  UGO_R06_TIE_ATTACK_POSITION_BOTH_DESTROYED,
} from './rulings.js';
import { seatLabel, type TableCard, type UgoState } from './state.js';
import { destroyAt, emit, mill, tableCost, toPile, type Ctx } from './zones.js';

/** UGO-R13 (UGO_R13_EQUIP_AFTER_DOUBLING): suit doubling on the face value, then Equip bonuses, never doubled. */
export function attackValue(tc: TableCard): number {
  let v = baseAttack(tc.card);
  for (const e of tc.equips) v += equipBonus(e);
  return v;
}
export function defenceValue(tc: TableCard): number {
  let v = baseDefence(tc.card);
  for (const e of tc.equips) v += equipBonus(e);
  return v;
}

export interface Outcome {
  destroyTarget: boolean;
  destroyAttacker: boolean;
  /** Cards the target's owner mills. */
  millTarget: number;
  /** Cards the attacker's owner mills. */
  millAttacker: number;
}

/**
 * The result of an attack with Attack `att` on `target` (null = direct attack),
 * by the table in RULINGS §4.1 item 17.
 */
export function attackOutcome(
  att: number,
  target: TableCard | null,
  attackerDestroyedByStronger: boolean = UGO_R05_ATTACKER_DESTROYED_BY_STRONGER_ATTACKER,
): Outcome {
  const o: Outcome = { destroyTarget: false, destroyAttacker: false, millTarget: 0, millAttacker: 0 };
  if (!target) {
    o.millTarget = att;
    return o;
  }
  // UGO-R04 (UGO_R04_COMPARE_BY_POSITION): Attack vs Attack, or vs Defense in defence position.
  if (target.attack) {
    const def = attackValue(target);
    if (att > def) {
      o.destroyTarget = true;
      o.millTarget = att - def;
    } else if (att < def) {
      // UGO-R05
      o.destroyAttacker = attackerDestroyedByStronger;
      o.millAttacker = def - att;
    } else if (UGO_R06_TIE_ATTACK_POSITION_BOTH_DESTROYED) {
      o.destroyTarget = true;
      o.destroyAttacker = true;
    }
  } else {
    const def = defenceValue(target);
    if (att > def) o.destroyTarget = true;
    else if (att < def) o.millAttacker = def - att;
    // UGO-R06: a tie against defence does nothing.
  }
  return o;
}

/** What an outcome would cost the defender, in cards (§4.3; UGO-E04 full mill). */
export function defenderCost(o: Outcome, target: TableCard | null, deckLeft: number): number {
  const milled = UGO_E04_COUNT_FULL_MILL ? o.millTarget : Math.min(o.millTarget, deckLeft);
  return (o.destroyTarget && target ? tableCost(target) : 0) + milled;
}

/** Index in `seat`'s hand of the 10 they would spend, or −1 (UGO-E10). */
export function tenInHand(s: UgoState, seat: Seat): number {
  const hand = s.hands[seat];
  let other = -1;
  for (let i = 0; i < hand.length; i++) {
    if (rankOf(hand[i]) !== TEN) continue;
    if (!UGO_E10_SPEND_OWN_TEN_FIRST || deckOf(hand[i]) === seat) return i;
    if (other < 0) other = i;
  }
  return other;
}

/** Whether `seat`'s 10-policy spends a 10 on a loss of `cost` cards. */
export function policyWantsTen(s: UgoState, seat: Seat, cost: number): boolean {
  const p = s.tenPolicy[seat];
  if (p === 'never') return false;
  if (p === 'always') return cost >= UGO_E03_ALWAYS_MEANS_ANY_LOSS;
  return cost >= p.threshold && cost > 0;
}

/**
 * Applies the 10-policy of `seat` to a loss of `cost`. If it fires, the 10 goes
 * to its pile and a public event says so; returns whether the effect is cancelled.
 */
export function tryTen(ctx: Ctx, seat: Seat, cost: number, what: string): boolean {
  if (!policyWantsTen(ctx.s, seat, cost)) return false;
  const i = tenInHand(ctx.s, seat);
  if (i < 0) return false;
  const [ten] = ctx.s.hands[seat].splice(i, 1);
  toPile(ctx.s, ten);
  emit(ctx, 'ten', `${seatLabel(seat)} plays ${label(ten)}: ${what} is cancelled.`);
  return true;
}

/**
 * Resolves an attack by `attacker` (own table slot `aSlot`) on slot `tSlot` of
 * `defender` (null = direct). The caller has checked legality.
 */
export function resolveAttack(ctx: Ctx, attacker: Seat, aSlot: number, defender: Seat, tSlot: number | null): void {
  const s = ctx.s;
  const a = s.tables[attacker][aSlot];
  const att = attackValue(a);
  const target = tSlot === null ? null : s.tables[defender][tSlot];
  let opening: string;
  if (!target) {
    opening = `${seatLabel(attacker)} attacks ${seatLabel(defender)} directly with ${label(a.card)} (Attack ${att})`;
  } else {
    let turned = '';
    if (target.faceDown) {
      // §4.3: the attacked face-down card is turned face-up, even if a 10 follows.
      target.faceDown = false;
      turned = 'face-down, turned up: ';
    }
    const tv = target.attack ? `Attack ${attackValue(target)}` : `Defense ${defenceValue(target)}`;
    opening = `${seatLabel(attacker)} attacks ${seatLabel(defender)}'s ${label(target.card)} (${turned}${tv}) with ${label(a.card)} (Attack ${att})`;
  }
  emit(ctx, 'attack', opening + '.');
  s.turn.attacked.push(a.card);

  const o = attackOutcome(att, target);
  const cost = defenderCost(o, target, s.decks[defender].length);
  if (tryTen(ctx, defender, cost, 'the attack')) return;

  const parts: string[] = [];
  // Remove the defender's card first so the attacker's slot index stays valid.
  if (o.destroyTarget && tSlot !== null) parts.push(`${seatLabel(defender)}'s ${destroyAt(s, defender, tSlot)} is destroyed`);
  if (o.destroyAttacker) parts.push(`${seatLabel(attacker)}'s ${destroyAt(s, attacker, aSlot)} is destroyed`);
  if (!parts.length && o.millTarget === 0 && o.millAttacker === 0) parts.push('nothing happens');
  if (parts.length) emit(ctx, 'attack', capitalise(parts.join('; ')) + '.');
  if (o.millTarget) mill(ctx, defender, o.millTarget);
  if (o.millAttacker) mill(ctx, attacker, o.millAttacker);
}

export const capitalise = (t: string): string => (t ? t[0].toUpperCase() + t.slice(1) : t);
