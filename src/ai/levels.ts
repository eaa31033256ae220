// What each level may spend. Budgets are iterations, so a search replays
// exactly from its seed; the time cap is only a safety net for a slow
// position. Iterations differ per game because an iteration costs from a few
// microseconds (A•G•O•G) to milliseconds (Mogo, Go*Mofasta's wide lists).
import type { GameId } from '../games/engine.js';
import type { Budget } from './search.js';

export type AiLevel = 'easy' | 'normal' | 'hard';
export const AI_LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard'];

/**
 * Mogo's normal: 1,000 iterations won 30 of 40 against greedy (75 % [60, 86],
 * think p95 1.4 s), where 350 won 25 of 40 with the same candidates
 * (bench/arena/mogo-lines-2026-11-26.jsonl).
 */
const ITERATIONS: Record<GameId, Record<AiLevel, number>> = {
  agog: { easy: 100, normal: 3000, hard: 12000 },
  gomofasta: { easy: 100, normal: 1200, hard: 4800 },
  ugo: { easy: 100, normal: 2000, hard: 8000 },
  gogmagog: { easy: 100, normal: 2000, hard: 8000 },
  mogo: { easy: 30, normal: 1000, hard: 1000 },
};

/**
 * Actions the tree keeps per decision, for the games that narrow their lists
 * (GameAi.candidates), at the root and below; absent, the game's own default.
 * Mogo's hard once weighed 12 of its own choices at the root; it was never
 * measurably stronger that way (5 of 10 against normal, 10 of 20, 4 of 8).
 */
const WIDTH: Partial<Record<GameId, Record<AiLevel, { root: number; below: number }>>> = {
  mogo: { easy: { root: 6, below: 6 }, normal: { root: 6, below: 6 }, hard: { root: 6, below: 6 } },
  // Go*Mofasta's hard weighs twice as many of its own placements (ranked by the windows, which
  // misjudge some): 25 of 40 against normal with 12, 35 of 40 with 24 (bench/arena/).
  gomofasta: { easy: { root: 12, below: 12 }, normal: { root: 12, below: 12 }, hard: { root: 24, below: 12 } },
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

/**
 * Playouts per level where they differ from the game's own (GameAi.playoutDepth,
 * playout), at every table or (`seats`) at a table of that size only.
 * U-G-O's hard scores its leaf by the fitted measure at once (MEASURE) at a
 * table of two. At three that left it below a fair share, 8 of 30 against two
 * normals (27 % [14, 44]; a third would be even): the fit saw tables of two
 * only. With normal's random playouts before the fitted measure it won 16 of
 * 30 (on the same deals, 10 games that it had lost and 2 the reverse), 32 of
 * 60 (53 % [41, 65]) with 30 more; at four 16 of 40, where scoring the leaf at
 * once won 2 of 20 (bench/arena/ugo-tables-2026-11-27.jsonl).
 * Mogo's hard once played 8 actions of greedy Deployments and actions
 * (GameAi.reply) at 2,800 iterations: 18 of 30 against the old normal of 350
 * iterations, no better than what it has now, at five times the think time.
 */
const PLAYOUTS: Partial<Record<GameId, Partial<Record<AiLevel, Pick<Budget, 'playoutDepth' | 'reply'> & { seats?: number }>>>> = {
  ugo: { hard: { playoutDepth: 0, seats: 2 } },
};

/** A level's own playouts at a table of `players`, if it has any there. */
function playoutsFor(game: GameId, level: AiLevel, players: number): Pick<Budget, 'playoutDepth' | 'reply'> {
  const { seats, ...playouts } = PLAYOUTS[game]?.[level] ?? {};
  return seats === undefined || seats === players ? playouts : {};
}

/**
 * Levels that score leaves by the game's fitted measure (GameAi.fitted)
 * instead of its own. More search stopped helping in the hidden-card games
 * (Gog & Magog tied at 250 against 2,000 iterations), so what makes `hard`
 * harder there is knowing more: weights fitted to how self-play games ended
 * (scripts/fit-measure.ts). `normal` and the greedy baseline keep the plain
 * measure, so each level stays what it was measured as. Gog & Magog's hard
 * so won 28 of 40 against normal (70 % [55, 82]), where with the plain measure
 * it won 24 of 40 and neither more trees nor other playouts helped. U-G-O's
 * hard scores the fitted measure at the leaf itself, without normal's 40
 * random actions first (PLAYOUTS): 30 of 40 (75 % [60, 86]), where the plain
 * measure won 17 of 40 and the fitted one after random playouts 19 of 35;
 * 30,000 iterations instead of 8,000 were no better (8 of 16).
 * Mogo's hard reads the board as the rules do (GameAi.exact: each counter
 * for its controller, the Flag weighing two) and searches as normal does: 24
 * of 40 against normal (60 % [45, 74]), but 19 of 40 on 40 more deals, and
 * 51 of 102 on 51 more: 94 of 182, 52 % [44, 59] (mogo-hard-more-2026-11-27.jsonl). 5,000 iterations
 * with the plain measure won 5 of 13 (bench/arena/mogo-lines-2026-11-26.jsonl,
 * experiments-lines-2026-11-26.jsonl). Neither letting the tree's opponents
 * choose without seeing its hand (Budget.opponentView: 9 of 24) nor a scale
 * of 8 that keeps a lopsided position's children apart (Budget.scale, with
 * exploration 0.04: 15 of 29) nor a measure fitted to 450 greedy games over
 * the hand by type (12 of 25) did better (experiments-search-2026-11-27.jsonl),
 * nor more iterations where the end is in reach (Budget.endgame: 9 of 17;
 * experiments-endgame-2026-11-27.jsonl). Seeing everything would not help
 * either: searching the true state (the arena's --oracle) it won 24 of its
 * first 40 games, 25 of 40 at 4,000 iterations, where it wins 24 of those 40
 * as it is (experiments-oracle-2026-11-27.jsonl). Nor does it choose
 * otherwise: on the same seed it picks normal's action in 76 % of positions,
 * where either level repeats its own on another seed in 72 %
 * (agreement-mogo-2026-11-27.jsonl, `npm run agreement`). Nor did counting a
 * window blocked by one rival counter as 0.3 of an open one, with candidates
 * ranked by that measure (9 of 18), nor that with a tree branching on
 * Deployments only (Budget.compress: 16 of 29), nor that tree at 2,000
 * iterations (4 of 11; experiments-compress-2026-11-27.jsonl).
 */
const MEASURE: Partial<Record<GameId, Partial<Record<AiLevel, Budget['measure']>>>> = {
  gogmagog: { hard: 'fitted' },
  ugo: { hard: 'fitted' },
  mogo: { hard: 'exact' },
};

/**
 * Samples on which a level's choice is checked by its game's tactics before it
 * is played (Budget.guard, GameAi.guard), and how far those tactics look
 * (Budget.pairs). Mogo's hard so looks for a win of its own in the rest of its
 * turn and will not leave normal one it can see:
 * 27 of 40 against normal on the deals where it had won 24 as it was, 21 of 40
 * on the next 40 where it had won 19; 48 of 80 (60 % [49, 70]), 6 games won
 * that it had lost without them and 1 the reverse (mogo-guard-2026-11-27.jsonl).
 * Where no single action is safe it also follows 8 Deployments with an Action
 * (Budget.pairs): on deals 0–19, 28 of 40, one game won that it had lost and
 * none the reverse, the rule fixed before the line; 49 of 80 in all (61 %
 * [50, 71]; mogo-pairs-2026-11-28.jsonl), no measurable gain. On deals
 * 40–59, played to firm the figure up, 21 of 40: 70 of 120 (58 % [49, 67]).
 * Against hard without its tactics on the same 120 games, 12 won that it had
 * lost and 3 the reverse (sign test p = 0.04): the tactics are a gain, too
 * small for the aim.
 */
const GUARD: Partial<Record<GameId, Partial<Record<AiLevel, Pick<Budget, 'guard' | 'pairs'>>>>> = {
  mogo: { hard: { guard: 4, pairs: 8 } },
};

/**
 * The safety net's time caps. A search stops after the iteration that crosses
 * its cap, and Mogo's hard reached it often enough that with a cap of 8,000 ms
 * its 95th percentile was 8,005 ms, over the 8 s aim: hard's is 7,500.
 */
const MAX_MS: Record<AiLevel, number> = { easy: 500, normal: 2000, hard: 7500 };

/**
 * What players are told where a level is not what its name promises, from the
 * arena's figures (README): /rules and a challenge of the AI at that level say it.
 */
const LEVEL_NOTES: Partial<Record<GameId, Partial<Record<AiLevel, string>>>> = {
  mogo: { hard: 'In Mogo, hard is not much stronger than normal: it won 70 of 120 games against normal.' },
};

export const levelNote = (game: GameId, level: AiLevel): string | null => LEVEL_NOTES[game]?.[level] ?? null;

/** Every note a game's levels carry, in level order. */
export const levelNotes = (game: GameId): string[] => AI_LEVELS.map((l) => levelNote(game, l)).filter((n): n is string => n !== null);

/** What `level` may spend in `game` at a table of `players`. */
export function budgetFor(game: GameId, level: AiLevel, players = 2): Budget {
  const width = WIDTH[game]?.[level];
  const measure = MEASURE[game]?.[level];
  return { iterations: ITERATIONS[game][level], maxMs: MAX_MS[level], explore: EXPLORE[game] ?? 0.7, width: width?.below, rootWidth: width?.root, ...playoutsFor(game, level, players), ...(measure && { measure }), ...GUARD[game]?.[level] };
}
