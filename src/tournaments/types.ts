// What the pure tournament functions take and give. Plain JSON, so the service
// can store rounds as they are; the zod schemas are for reading them back.
import { z } from 'zod';

/** A player as entered: `seed` 1 is the strongest (rating order at the start); ids are unique. */
export const entrantSchema = z.object({ id: z.string().min(1), seed: z.number().int() });
export type Entrant = z.infer<typeof entrantSchema>;

/**
 * How a two-player game ended: who won, a draw, or `round-limit` when the
 * round's day limit ended it (½–½ for the standings, T-R03). `white` is seat 0
 * and `black` seat 1; in a game without colours they are only the seats.
 */
export const gameOutcomeSchema = z.enum(['white', 'black', 'draw', 'round-limit']);
export type GameOutcome = z.infer<typeof gameOutcomeSchema>;

/** A two-player game of a round; `outcome` null while it runs. */
export const roundGameSchema = z.object({ white: z.string(), black: z.string(), outcome: gameOutcomeSchema.nullable() });
export type RoundGame = z.infer<typeof roundGameSchema>;

/**
 * A table of a table round, seats in the game's own order. `finish[i]` is the
 * place of `seats[i]` (0 = first; tied seats share a place, the next place
 * skipping: 0, 0, 2), or null for a seat still in when the round limit ended
 * the match (T-R03). `finish` is null while the match runs.
 */
export const roundTableSchema = z.object({
  seats: z.array(z.string()).min(1),
  finish: z.array(z.number().int().min(0).nullable()).nullable(),
});
export type RoundTable = z.infer<typeof roundTableSchema>;

/**
 * One round as played (or being played): its games or tables, and its pairing
 * byes. A player in none of them missed the round (joined later, withdrawn).
 */
export const roundRecordSchema = z.object({
  games: z.array(roundGameSchema).default([]),
  tables: z.array(roundTableSchema).default([]),
  byes: z.array(z.string()).default([]),
});
export type RoundRecord = z.infer<typeof roundRecordSchema>;

/** The next round of a two-player format. */
export interface Pairing {
  games: { white: string; black: string }[];
  byes: string[];
}

/** The next round of table-Swiss: tables top first, each in seat order. */
export interface Seating {
  tables: string[][];
  byes: string[];
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };
