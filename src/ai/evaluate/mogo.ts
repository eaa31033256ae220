// Mogo's measure: captured counters (20 win), counters on the board whose
// stone is the seat's (the most when the board fills wins), the longest line
// of them (7 wins), and a little for the hand.
import type { MogoState } from '../../games/mogo/state.js';
import type { GameAi } from './types.js';

const DIRS: readonly [number, number][] = [[1, 0], [0, 1], [1, 1], [1, -1]];

function longestLine(s: MogoState, seat: number): number {
  let best = 0;
  for (let cell = 0; cell < 100; cell++) {
    if (s.board[cell]?.owner !== seat) continue;
    const x = cell % 10;
    const y = (cell / 10) | 0;
    for (const [dx, dy] of DIRS) {
      const px = x - dx;
      const py = y - dy;
      if (px >= 0 && px < 10 && py >= 0 && py < 10 && s.board[py * 10 + px]?.owner === seat) continue;
      let n = 1;
      for (let k = 1; ; k++) {
        const nx = x + k * dx;
        const ny = y + k * dy;
        if (nx < 0 || nx > 9 || ny < 0 || ny > 9 || s.board[ny * 10 + nx]?.owner !== seat) break;
        n++;
      }
      if (n > best) best = n;
    }
  }
  return best;
}

export function score(s: MogoState, seat: number): number {
  if (!s.alive[seat]) return -40;
  let onBoard = 0;
  for (const p of s.board) if (p && p.owner === seat) onBoard++;
  const line = longestLine(s, seat);
  return 1.2 * s.captures[seat].length + 0.6 * onBoard + (line >= 4 ? (line - 3) ** 2 : 0) + 0.2 * s.hands[seat].length;
}

export const mogoAi: GameAi<MogoState> = { score, scale: 3, playoutDepth: 3 };
