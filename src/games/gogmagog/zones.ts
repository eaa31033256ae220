// The working context of one action, and the moves between zones every rule
// shares: drawing, losing energy, destroying a creature, ending the game.
import type { GameEvent, Seat } from '../engine.js';
import type { Rng } from '../rng.js';
import { nameOf } from './cards.js';
import { BOTH_ZERO_ACTIVE_PLAYER_WINS, GM_R21_ENERGY_FLOOR } from './rulings.js';
import { other, seatLabel, type Creature, type GogState } from './state.js';

export interface Ctx {
  s: GogState;
  events: GameEvent[];
  rng: Rng | null;
}

export function emit(ctx: Ctx, kind: string, text: string): void {
  ctx.events.push({ kind, text });
}

/** A creature's public name: its card, or "a concealed creature". */
export const publicName = (c: Creature): string => (c.concealed ? 'a concealed creature' : nameOf(c.card));

/** Draws the top card into the hand; false when the deck is empty (GM-R20: nothing happens). */
export function drawCard(s: GogState, seat: Seat): number | null {
  const deck = s.decks[seat];
  if (deck.length === 0) return null;
  const id = deck.pop() as number;
  s.hands[seat].push(id);
  return id;
}

/** GM-R21: energy stops at 0. Returns the amount actually lost. */
export function loseEnergy(s: GogState, seat: Seat, n: number): number {
  const before = s.energy[seat];
  s.energy[seat] = Math.max(GM_R21_ENERGY_FLOOR, before - n);
  return before - s.energy[seat];
}

/** The creature in `lane` (index) goes to its owner's used deck. */
export function destroyCreature(s: GogState, seat: Seat, lane: number): void {
  const c = s.lanes[seat][lane];
  if (!c) return;
  s.lanes[seat][lane] = null;
  s.used[seat].push(c.card);
}

/**
 * Ends the game if someone is at 0 energy (§2.1 item 20: at once; both at 0
 * in one step: the active player wins). Returns true when the game is over.
 */
export function settle(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.result) return true;
  const out = [0, 1].filter((p) => s.energy[p] <= 0);
  if (out.length === 0) return false;
  const winner = out.length === 2 && BOTH_ZERO_ACTIVE_PLAYER_WINS ? s.toMove : other(out[0]);
  const loser = other(winner);
  const reason = out.length === 2 ? `both players ran out of energy; ${seatLabel(winner)} was the active player` : `${seatLabel(loser)} ran out of energy`;
  s.result = { winners: [winner], reason };
  s.war = null;
  emit(ctx, 'end', `${seatLabel(winner)} wins: ${reason}.`);
  return true;
}
