// The AI opponent's one entry point (issue 14). The match service and the
// Discord layer call only this; the search behind it lives in this folder.
//
// The AI decides from what its seat may see: implementations may read
// `state` only through `engine.view(state, seat)` and samples from
// `engine.determinize(state, seat, rng)`, so that two states differing only
// in what the seat cannot see give the same action for the same seed.
import type { GameId, Seat } from '../games/engine.js';

export type AiLevel = 'easy' | 'normal' | 'hard';
export const AI_LEVELS: readonly AiLevel[] = ['easy', 'normal', 'hard'];

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
  // Placeholder until the search lands (issue 14): the first legal action.
  const { engineFor } = await import('../games/index.js');
  const engine = engineFor(input.game);
  if (!engine) return null;
  const [first] = engine.legalActions(input.state, input.seat);
  return first ?? null;
}
