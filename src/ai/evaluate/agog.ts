// A•G•O•G's measure: material (a hulk is two golems, a corrupted hulk two
// taken from the enemy), the reserve pool a little, and how near the
// journeyman is to the enemy sanctum (reaching it wins).
import { ENEMY_SANCTUM, HULK, CORRUPTED, JOURNEYMAN, kindOf, ownerOf } from '../../games/agog/board.js';
import type { AgogState } from '../../games/agog/types.js';
import type { GameAi } from './types.js';

const WORTH = [1, 2, 2, 0];

export function score(s: AgogState, seat: number): number {
  let material = 0;
  let journeyDist = 14;
  const goal = ENEMY_SANCTUM[seat];
  for (let sq = 0; sq < 64; sq++) {
    const c = s.board[sq];
    if (c === 0 || ownerOf(c) !== seat) continue;
    const kind = kindOf(c);
    material += WORTH[kind];
    if (kind === JOURNEYMAN) journeyDist = Math.abs((sq & 7) - (goal & 7)) + Math.abs((sq >> 3) - (goal >> 3));
    if (kind === HULK || kind === CORRUPTED) material += 0.25;
  }
  return material + 0.2 * s.pools[seat] + 0.15 * (14 - journeyDist);
}

export const agogAi: GameAi<AgogState> = { score, scale: 2, playoutDepth: 20 };
