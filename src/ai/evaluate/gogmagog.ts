// Gog & Magog's measure: energy first (0 loses), then the creatures in the
// lanes by their values, mana in the resource row, and cards in hand.
import { attackOf, defenceOf } from '../../games/gogmagog/combat.js';
import type { GogState } from '../../games/gogmagog/state.js';
import type { GameAi } from './types.js';

export function score(s: GogState, seat: number): number {
  let board = 0;
  for (const c of s.lanes[seat]) if (c) board += 0.6 + 0.25 * (attackOf(c) + defenceOf(c));
  return 1.5 * s.energy[seat] + board + 0.5 * s.resources[seat].length + 0.4 * s.hands[seat].length;
}

export const gogmagogAi: GameAi<GogState> = { score, scale: 5, playoutDepth: 30 };
