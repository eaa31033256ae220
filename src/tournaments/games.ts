// Which formats a game's tournaments take, from what the game is. Pure data
// about the games, beside the pure pairing functions.
import type { AnyEngine } from '../games/engine.js';

/**
 * Games in which seat 0 always moves first, so that who sits there is worth
 * balancing like White in chess (T-R12, T-R14): A•G•O•G's White, U-G-O's first
 * seat (UGO-E01). In the others the match's seed draws the first player, and a
 * seat is only a place at the table.
 */
const FIRST_MOVE_BY_SEAT = new Set(['agog', 'ugo']);

/** Whether Swiss and round-robin pairing balance seat 0 as a colour in this game. */
export const seatIsColour = (game: string): boolean => FIRST_MOVE_BY_SEAT.has(game);

/** The seats a tournament match of this game may have: 2, and 3–4 where the game takes them (table-Swiss, T-R02, T-R16). */
export function tableSizes(engine: Pick<AnyEngine, 'players'>): number[] {
  const out: number[] = [];
  for (let n = Math.max(2, engine.players.min); n <= Math.min(4, engine.players.max); n++) out.push(n);
  return out;
}

export type TournamentFormat = 'round-robin' | 'swiss' | 'table-swiss';

/** The format a tournament runs in: Swiss at tables of 3–4 is table-Swiss; round-robin is for two players (T-R14). */
export function formatFor(asked: 'round-robin' | 'swiss', tableSize: number): TournamentFormat | null {
  if (tableSize <= 2) return asked;
  return asked === 'swiss' ? 'table-swiss' : null;
}
