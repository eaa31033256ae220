// What each level may spend. Budgets are iterations, so a search replays
// exactly from its seed; the time cap is only a safety net for a slow
// position. Iterations differ per game because an iteration costs from a few
// microseconds (A•G•O•G) to milliseconds (Mogo, Go*Mofasta's wide lists).
import type { GameId } from '../games/engine.js';
import type { Budget } from './search.js';

export type AiLevel = 'easy' | 'normal' | 'hard';
export const AI_LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard'];

const ITERATIONS: Record<GameId, Record<AiLevel, number>> = {
  agog: { easy: 100, normal: 3000, hard: 12000 },
  gomofasta: { easy: 30, normal: 300, hard: 1200 },
  ugo: { easy: 100, normal: 2000, hard: 8000 },
  gogmagog: { easy: 100, normal: 2000, hard: 8000 },
  mogo: { easy: 30, normal: 350, hard: 2400 },
};

/**
 * Actions the tree keeps per decision, for the games that narrow their lists
 * (GameAi.candidates), at the root and below; absent, the game's own default.
 * Mogo's hard weighs twice as many of its own choices, and keeps the replies
 * below as narrow as normal's so its extra iterations also reach deeper. Not
 * yet measurably stronger: 5 of 10 against normal, as with 12 everywhere, and
 * 10 of 20 with the measure that counts groups about to be captured, and 4
 * of 8 with the exploration constant below.
 */
const WIDTH: Partial<Record<GameId, Record<AiLevel, { root: number; below: number }>>> = {
  mogo: { easy: { root: 6, below: 6 }, normal: { root: 6, below: 6 }, hard: { root: 12, below: 6 } },
};

/**
 * UCB1's exploration constant. Values are in [0, 1], and where the measure
 * separates the choices by only a few hundredths (Mogo: 0.01–0.05 at the
 * root) the usual 0.7 outweighs them and spreads the visits almost evenly, so
 * neither more iterations nor a deeper tree changed the choice. Mogo at 0.15
 * (with forced steps passed through, search.ts): normal won 14 of 20 against
 * greedy, up from 11 of 20 at 0.7. Gog & Magog at 0.25: hard won 14 of 24
 * against normal (11 of 24 at 0.7), normal still 11 of 16 against greedy.
 */
const EXPLORE: Partial<Record<GameId, number>> = { mogo: 0.15, gogmagog: 0.25 };

const MAX_MS: Record<AiLevel, number> = { easy: 500, normal: 2000, hard: 8000 };

export function budgetFor(game: GameId, level: AiLevel): Budget {
  const width = WIDTH[game]?.[level];
  return { iterations: ITERATIONS[game][level], maxMs: MAX_MS[level], explore: EXPLORE[game] ?? 0.7, width: width?.below, rootWidth: width?.root };
}
