// Moving cards between zones, and the effects every rule shares: sending a
// card to its pile, milling, destroying a table card, eliminating a player.
import type { GameEvent, Seat } from '../engine.js';
import type { Rng } from '../rng.js';
import { deckOf, isQueen, label } from './cards.js';
import { UGO_E06_ELIMINATED_CARDS_TO_PILES, UGO_R01_CARDS_RETURN_TO_ORIGIN_PILE, UGO_R08_QUEENS_NEVER_REACH_A_PILE, UGO_R11_MILL_CAPPED_AT_DECK } from './rulings.js';
import { liveCount, seatLabel, type TableCard, type UgoState } from './state.js';

/** The working context of one action: the (already cloned) state and public events. */
export interface Ctx {
  s: UgoState;
  events: GameEvent[];
  rng: Rng | null;
  /** The seat that laid a card face-down from its hand in this action (what the table knew of that hand is no longer certain). */
  faceDownFrom?: Seat;
}

export function emit(ctx: Ctx, kind: string, text: string): void {
  ctx.events.push({ kind, text });
}

/**
 * A card leaves play: to its original owner's discard pile (UGO-R01), or out
 * of the game if it is a Queen (UGO-R08). Returns its public name.
 */
export function toPile(s: UgoState, id: number): string {
  if (UGO_R08_QUEENS_NEVER_REACH_A_PILE && isQueen(id)) {
    s.removed.push(id);
    return `${label(id)} (removed from the game)`;
  }
  // UGO-R01: the pile of the deck the card came from (its id says which).
  void UGO_R01_CARDS_RETURN_TO_ORIGIN_PILE;
  s.discards[deckOf(id)].push(id);
  return label(id);
}

/** Mills `n` cards from `seat`'s deck, face-up one at a time (UGO-R11: at most what is left). */
export function mill(ctx: Ctx, seat: Seat, n: number): void {
  const deck = ctx.s.decks[seat];
  const k = UGO_R11_MILL_CAPPED_AT_DECK ? Math.min(n, deck.length) : n;
  if (k <= 0) {
    if (n > 0) emit(ctx, 'mill', `${seatLabel(seat)} should mill ${n} but their deck is empty.`);
    return;
  }
  const names: string[] = [];
  for (let i = 0; i < k; i++) names.push(toPile(ctx.s, deck.pop() as number));
  const short = k < n ? ` (only ${k} left of ${n})` : '';
  emit(ctx, 'mill', `${seatLabel(seat)} mills ${k}${short}: ${names.join(', ')}. Deck: ${deck.length}.`);
}

/** Public name of a table card as it is now (face-down cards are never named). */
export function tableName(tc: TableCard): string {
  return tc.faceDown ? 'a face-down card' : label(tc.card);
}

/**
 * Removes the card in `slot` of `seat`'s table with its Equips, each to its own
 * pile. Returns the public description (the card is face-up in the pile now).
 */
export function destroyAt(s: UgoState, seat: Seat, slot: number): string {
  const [tc] = s.tables[seat].splice(slot, 1);
  const name = toPile(s, tc.card);
  const eq = tc.equips.map((e) => toPile(s, e));
  return eq.length ? `${name} (with ${eq.join(', ')})` : name;
}

/** Cards a destroyed table card costs its owner: itself plus its Equips (§4.3). */
export const tableCost = (tc: TableCard): number => 1 + tc.equips.length;

/**
 * `seat` leaves the game (failed draw, 8, resignation). UGO-E06: their hand
 * and table go to the original owners' piles. Does not pass the turn and does
 * not set the result (see `settle`).
 */
export function eliminate(ctx: Ctx, seat: Seat, why: string): void {
  const s = ctx.s;
  if (!s.alive[seat]) return;
  s.alive[seat] = false;
  if (UGO_E06_ELIMINATED_CARDS_TO_PILES) {
    for (const tc of s.tables[seat]) {
      toPile(s, tc.card);
      for (const e of tc.equips) toPile(s, e);
    }
    s.tables[seat] = [];
    for (const c of s.hands[seat]) toPile(s, c);
    s.hands[seat] = [];
  }
  emit(ctx, 'eliminated', `${seatLabel(seat)} is out: ${why}.`);
}

/** Sets the result once at most one player is left. */
export function settle(ctx: Ctx, drawReason?: string): void {
  const s = ctx.s;
  if (s.result) return;
  const live = liveCount(s);
  if (live === 0) {
    s.result = { winners: [], reason: drawReason ?? 'every remaining player lost at once: a draw' };
    emit(ctx, 'end', `The game is a draw: ${s.result.reason}.`);
  } else if (live === 1) {
    const w = s.alive.indexOf(true);
    s.result = { winners: [w], reason: `${seatLabel(w)} is the last player standing` };
    emit(ctx, 'end', `${seatLabel(w)} wins: the last player standing.`);
  }
}
