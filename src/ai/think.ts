// The AI's decision, synchronous: the worker runs this (see pool.ts), the
// arena and tests may call it directly. Reads the state only through what the
// search samples from it (determinize) and toAct, which is public.
import type { AnyEngine, GameId, Seat } from '../games/engine.js';
import { engineFor } from '../games/index.js';
import { Rng, seedRng } from '../games/rng.js';
import { gameAis } from './evaluate/index.js';
import type { GameAi } from './evaluate/types.js';
import { budgetFor, type AiLevel } from './levels.js';
import type { Budget } from './search.js';
import { greedyChoice, playable, sample, search } from './search.js';

export interface ThinkRequest {
  game: GameId;
  state: unknown;
  seat: Seat;
  level: AiLevel;
  seed: string;
  /**
   * Replaces the level's time cap. Tests that compare two searches pass
   * Infinity: under load the cap would cut one short and they would differ
   * by chance.
   */
  maxMs?: number;
  /** Changes to the level's budget, for the arena's experiments only. */
  tweak?: Partial<Budget>;
}

/** Seats at the table (the games with a variable count keep it in the state). */
export const playersOf = (state: unknown): number => {
  const n = (state as { players?: unknown }).players;
  return typeof n === 'number' ? n : 2;
};

function parts(game: string): { engine: AnyEngine; ai: GameAi } | null {
  const engine = engineFor(game);
  return engine ? { engine, ai: gameAis[engine.id] } : null;
}

/**
 * The state with the seat's own hand in card order (issue 25). The order a
 * hand is kept in means nothing in any of the games, but it orders the legal
 * actions and so the search's random choices: the same hand must get the same
 * answer. (The hidden-card games keep hands as `hands[seat]`, lists of card ids.)
 */
export function ownHandSorted(state: unknown, seat: Seat): unknown {
  const hands = (state as { hands?: unknown }).hands;
  if (!Array.isArray(hands) || !Array.isArray(hands[seat])) return state;
  const own = hands[seat] as unknown[];
  if (!own.every((c) => typeof c === 'number')) return state;
  const sorted = (own as number[]).slice().sort((a, b) => a - b);
  return { ...(state as object), hands: hands.map((h, p) => (p === seat ? sorted : h)) };
}

export function think(req: ThinkRequest): unknown | null {
  const p = parts(req.game);
  return p ? thinkWith(p, req) : null;
}

/**
 * think() with the engine and knowledge given: the arena's upper bound
 * (--oracle) passes `oracleParts`, so its search sees the true state.
 */
export function thinkWith(p: { engine: AnyEngine; ai: GameAi }, req: ThinkRequest): unknown | null {
  if (p.engine.result(req.state) || !p.engine.toAct(req.state).includes(req.seat)) return null;
  const rng = new Rng(seedRng(`ai:${req.seed}`));
  const state = ownHandSorted(req.state, req.seat);
  const players = playersOf(state);
  const budget = { ...budgetFor(p.engine.id, req.level, players), ...req.tweak };
  const ai = measured(p.ai, budget);
  const maxMs = req.maxMs ?? budget.maxMs;
  const started = performance.now();
  const choice = search(p.engine, ai, state, req.seat, players, { ...budget, maxMs }, rng);
  if (choice === null || !budget.guard || !ai.guard) return choice;
  const samples = Array.from({ length: budget.guard }, () => sample(p.engine, ai, state, req.seat, rng));
  return ai.guard(samples, req.seat, choice, rng, { deadline: started + maxMs, threats: budget.threats, pairs: budget.pairs, forks: budget.forks, ownForks: budget.ownForks });
}

/**
 * The game's engine and knowledge without `determinize`, so a search's
 * samples are the true state: the arena's upper bound, never a level.
 */
export function oracleParts(game: GameId): { engine: AnyEngine; ai: GameAi } {
  const { engine, ai } = parts(game)!;
  return { engine: { ...engine, determinize: undefined }, ai: { ...ai, determinize: undefined } };
}

/** The game's knowledge with the measure and the scale the budget asks for. */
export function measured(ai: GameAi, budget: Budget): GameAi {
  const chosen = budget.measure === 'fitted' && ai.fitted ? { ...ai, score: ai.fitted, scale: 1 } : budget.measure === 'exact' && ai.exact ? { ...ai, score: ai.exact } : ai;
  return budget.scale ? { ...chosen, scale: budget.scale } : chosen;
}

/** Baseline: any playable action, uniformly. */
export function randomAction(game: GameId, state: unknown, seat: Seat, rng: Rng): unknown | null {
  const p = parts(game)!;
  const actions = playable(p.engine, ownHandSorted(state, seat), seat);
  return actions.length ? rng.pick(actions) : null;
}

/**
 * Baseline: one ply. The action after which the seat's measure leads the best
 * other seat's by most (a win first, a loss last), in a sample of what it cannot see.
 */
export function greedyAction(game: GameId, state: unknown, seat: Seat, rng: Rng): unknown | null {
  const { engine, ai } = parts(game)!;
  const d = sample(engine, ai, ownHandSorted(state, seat), seat, rng);
  return greedyChoice(engine, ai, d, seat, playable(engine, d, seat), playersOf(state), rng);
}
