// One step of the measure as the greedy baseline reads it, shared by the
// search (its greedy choice and replies) and Mogo's tactics (which rank their
// alternatives so), so the two cannot drift apart.
import type { GameResult, Seat } from '../../games/engine.js';

/** How far `seat` leads the best other seat by `score`; a win above every lead, a loss below, a draw at 0. */
export function lead<S>(state: S, result: GameResult | null, seat: Seat, players: number, score: (s: S, seat: Seat) => number): number {
  if (result) return result.winners.includes(seat) ? 1e9 : result.winners.length === 0 ? 0 : -1e9;
  let other = -Infinity;
  for (let p = 0; p < players; p++) if (p !== seat) other = Math.max(other, score(state, p));
  return score(state, seat) - other;
}
