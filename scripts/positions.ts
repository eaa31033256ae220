// Positions for fitting a measure (scripts/fit-measure.ts): before every
// action of a two-seat game, both seats' features (GameAi.features) and the
// game's own measure, kept until the game ends and then written with who won.
// The fit's self-play and the arena's games both record them, so an arena
// line played for its own figures (a first-seat run) also feeds the fit.
import { appendFileSync } from 'node:fs';
import { z } from 'zod';
import type { GameAi } from '../src/ai/evaluate/types.js';

/** One position: both seats' features, the game's own measure for both, and whether seat 0 won. */
export const positionSchema = z.object({ game: z.string(), index: z.number().int(), f: z.tuple([z.array(z.number()), z.array(z.number())]), base: z.tuple([z.number(), z.number()]), won: z.union([z.literal(0), z.literal(1)]) });
export type Position = z.infer<typeof positionSchema>;

export class PositionLog {
  private seen: Omit<Position, 'won'>[] = [];

  constructor(
    private readonly game: string,
    private readonly ai: GameAi,
    private readonly file: string,
  ) {}

  /** Records the position about to be acted on in game `index`. */
  see(state: unknown, index: number): void {
    const { ai } = this;
    this.seen.push({ game: this.game, index, f: [ai.features!(state, 0), ai.features!(state, 1)], base: [ai.score(state, 0), ai.score(state, 1)] });
  }

  /** Writes the game's positions with its outcome; a draw or an unfinished game says nothing about which features win, so it is dropped. Returns how many were written. */
  end(winners: readonly number[] | null): number {
    const seen = this.seen;
    this.seen = [];
    if (!winners || winners.length !== 1 || !seen.length) return 0;
    appendFileSync(this.file, `${seen.map((p) => JSON.stringify({ ...p, won: winners[0] === 0 ? 1 : 0 })).join('\n')}\n`);
    return seen.length;
  }
}
