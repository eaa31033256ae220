// U-G-O's measure: the cards a player has left to lose before running out
// (deck, hand, table), the table's A/D values a little; out of the game is the bottom.
import { attackValue, defenceValue } from '../../games/ugo/combat.js';
import type { UgoState } from '../../games/ugo/state.js';
import type { GameAi } from './types.js';

export function score(s: UgoState, seat: number): number {
  if (!s.alive[seat]) return -60;
  let table = 0;
  for (const tc of s.tables[seat]) table += 1.5 + 0.15 * (attackValue(tc) + defenceValue(tc));
  return s.decks[seat].length + 1.2 * s.hands[seat].length + table;
}

export const ugoAi: GameAi<UgoState> = { score, scale: 6, playoutDepth: 40 };
