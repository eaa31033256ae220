// U-G-O's measure: the cards a player has left to lose before running out
// (deck, hand, table), the table's A/D values a little; out of the game is the bottom.
import { ACE, isAD, isEquip, JACK, KING, rankOf, TEN } from '../../games/ugo/cards.js';
import { attackValue, defenceValue } from '../../games/ugo/combat.js';
import type { UgoState } from '../../games/ugo/state.js';
import type { GameAi } from './types.js';

export function score(s: UgoState, seat: number): number {
  if (!s.alive[seat]) return -60;
  let table = 0;
  for (const tc of s.tables[seat]) table += 1.5 + 0.15 * (attackValue(tc) + defenceValue(tc));
  return s.decks[seat].length + 1.2 * s.hands[seat].length + table;
}

/**
 * A seat's standing as numbers for the fitted measure (scripts/fit-measure.ts),
 * in FEATURES' order: the material as the plain measure counts it, and what
 * the hand and the table can do with it.
 */
export const FEATURES = ['deck', 'hand', 'table', 'attack', 'defence', 'attackers', 'faceDown', 'short', 'handAD', 'handEquips', 'aces', 'tens', 'kingsJacks', 'otherSpecials', 'toMove'] as const;

export function features(s: UgoState, seat: number): number[] {
  let attack = 0, defence = 0, attackers = 0, faceDown = 0;
  for (const tc of s.tables[seat]) {
    if (tc.attack) {
      attackers++;
      attack += attackValue(tc);
    }
    defence += defenceValue(tc);
    if (tc.faceDown) faceDown++;
  }
  let handAD = 0, handEquips = 0, aces = 0, tens = 0, kingsJacks = 0, otherSpecials = 0;
  for (const id of s.hands[seat]) {
    const r = rankOf(id);
    if (isAD(id)) handAD++;
    else if (isEquip(id)) handEquips++;
    else if (r === ACE) aces++;
    else if (r === TEN) tens++;
    else if (r === KING || r === JACK) kingsJacks++;
    else otherSpecials++;
  }
  const deck = s.decks[seat].length;
  return [deck, s.hands[seat].length, s.tables[seat].length, attack, defence, attackers, faceDown, Math.max(0, 8 - deck), handAD, handEquips, aces, tens, kingsJacks, otherSpecials, s.turn.seat === seat ? 1 : 0];
}

export const ugoAi: GameAi<UgoState> = { score, scale: 6, playoutDepth: 40, features };
