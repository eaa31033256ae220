// The AI opponent's one entry point (issue 14). The match service and the
// Discord layer call only this; the search behind it lives in this folder.
//
// The AI decides from what its seat may see: the search reads `state` only
// through `engine.determinize(state, seat, rng)` samples (and toAct, which is
// public), so two states differing only in what the seat cannot see give the
// same action for the same seed. Searches run on a worker thread (pool.ts).
import type { GameId, Seat } from '../games/engine.js';
import { engineFor } from '../games/index.js';
import type { AiLevel } from './levels.js';
import { thinkInWorker } from './pool.js';

export { AI_LEVELS, type AiLevel } from './levels.js';
export { stopWorker } from './pool.js';

export interface ThinkInput {
  game: GameId;
  /** The match's stored state (see the rule above on what may be read from it). */
  state: unknown;
  seat: Seat;
  level: AiLevel;
  /** Seeds the search: the same input and seed give the same action. */
  seed: string;
}

/**
 * The action the AI plays for `seat` (a value of the engine's action schema),
 * or null when the seat has nothing to do. Runs off the caller's event loop.
 */
export async function chooseAction(input: ThinkInput): Promise<unknown | null> {
  const engine = engineFor(input.game);
  if (!engine || engine.result(input.state) || !engine.toAct(input.state).includes(input.seat)) return null;
  return thinkInWorker({ game: input.game, state: input.state, seat: input.seat, level: input.level, seed: input.seed });
}

/**
 * The standing orders the AI sets for its seat at the start of a match (apply
 * each with applyAction; they are private, like a player's): U-G-O spends a
 * Ten to save two cards or more and, with "Nines reflect", reflects whatever
 * it can; Mogo's Counter answers any Sorcery. Other games have none.
 */
export function standingOrders(game: GameId, state: unknown, seat: Seat): unknown[] {
  const engine = engineFor(game);
  if (!engine?.isStandingOrder) return [];
  const wanted: unknown[] =
    game === 'ugo'
      ? [{ type: 'tenPolicy', policy: { threshold: 2 } }, ...((state as { options?: { ninesReflect?: boolean } }).options?.ninesReflect ? [{ type: 'ninePolicy', policy: 'always' }] : [])]
      : game === 'mogo'
        ? [{ type: 'order', order: 'any' }]
        : [];
  // Only what the engine accepts from this seat now.
  return wanted.filter((order) => engine.applyAction(state, seat, order).ok);
}
