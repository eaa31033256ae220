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
 * (GameAi.candidates); absent, the game's own default. Mogo's hard looks wider,
 * not only deeper: with the same few actions, more iterations mostly re-rank them.
 */
const WIDTH: Partial<Record<GameId, Record<AiLevel, number>>> = {
  mogo: { easy: 6, normal: 6, hard: 12 },
};

const MAX_MS: Record<AiLevel, number> = { easy: 500, normal: 2000, hard: 8000 };

export function budgetFor(game: GameId, level: AiLevel): Budget {
  return { iterations: ITERATIONS[game][level], maxMs: MAX_MS[level], explore: 0.7, width: WIDTH[game]?.[level] };
}
