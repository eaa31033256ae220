// A•G•O•G types and their zod schemas (zod only at the boundary, never in the hot path).
import { z } from 'zod';
import type { GameResult } from '../engine.js';
import { AGOG_GOLEMS_PER_SIDE, JG_R12_MAX_HANDICAP } from './rulings.js';
import { EMPTY, JOURNEYMAN, golemCheckers, kindOf, ownerOf } from './board.js';

export type AgogKind = 'golem' | 'hulk' | 'corrupted' | 'journeyman';

export interface AgogPiece {
  owner: 0 | 1;
  kind: AgogKind;
}

export interface AgogOptions {
  /** Golems removed from Black before the start, 0–9 (RULINGS §5.2 item 12). */
  handicap?: number;
  /** A custom starting position (see toPosition for the format). */
  position?: string;
}

/**
 * One whole turn. `from` and `to` are square indices (file + 8 * rank).
 * - simple move: `to` = [destination], `capture` false, `corrupt` [].
 * - capture sequence: `to` = landing squares in order, `capture` true,
 *   `corrupt[i]` = whether jump i corrupts instead of capturing (journeyman only).
 * - `promote`: on ending on the enemy sanctum (not a journeyman), the square of the
 *   single golem that receives the top golem; null = removed, or not applicable.
 */
export interface AgogAction {
  from: number;
  to: number[];
  capture: boolean;
  corrupt: boolean[];
  promote: number | null;
}

export interface AgogLast {
  seat: 0 | 1;
  /** Origin then each landing, as square indices. */
  path: number[];
  promote: number | null;
  /** Canonical notation of the action. */
  text: string;
}

export interface AgogState {
  /** 64 unit codes, index = file + 8 * rank; see board.ts. */
  board: number[];
  toMove: 0 | 1;
  /** Reserve pools: golems removed from play, per colour. */
  pools: [number, number];
  ply: number;
  last: AgogLast | null;
  result: GameResult | null;
}

export interface AgogView {
  board: (AgogPiece | null)[];
  toMove: 0 | 1;
  pools: [number, number];
  last: { path: string[]; promote: string | null; text: string; seat: 0 | 1 } | null;
  ply: number;
  result: GameResult | null;
}

const seat01 = z.union([z.literal(0), z.literal(1)]);
const square = z.number().int().min(0).max(63);

export const optionsSchema: z.ZodType<AgogOptions> = z.object({
  handicap: z.number().int().min(0).max(JG_R12_MAX_HANDICAP).optional(),
  position: z.string().max(300).optional(),
});

export const actionSchema: z.ZodType<AgogAction> = z.object({
  from: square,
  to: z.array(square).min(1).max(40),
  capture: z.boolean(),
  corrupt: z.array(z.boolean()).max(40),
  promote: square.nullable(),
});

const resultSchema = z.object({
  winners: z.array(z.number().int().min(0).max(1)),
  reason: z.string(),
});

export const stateSchema: z.ZodType<AgogState> = z
  .object({
    board: z.array(z.number().int().min(0).max(8)).length(64),
    toMove: seat01,
    pools: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
    ply: z.number().int().min(0),
    last: z
      .object({
        seat: seat01,
        path: z.array(square).min(2).max(41),
        promote: square.nullable(),
        text: z.string(),
      })
      .nullable(),
    result: resultSchema.nullable(),
  })
  .superRefine((s, ctx) => {
    const journeymen = [0, 0];
    for (const c of s.board) if (c !== EMPTY && kindOf(c) === JOURNEYMAN) journeymen[ownerOf(c)]++;
    for (let side = 0; side < 2; side++) {
      if (journeymen[side] > 1) ctx.addIssue({ code: 'custom', message: `more than one journeyman for seat ${side}` });
      // A journeyman is only ever missing once it has been captured, which ends the game.
      if (journeymen[side] === 0 && s.result === null) {
        ctx.addIssue({ code: 'custom', message: `seat ${side} has no journeyman but the game is not over` });
      }
    }
    const checkers = golemCheckers(s.board);
    for (let side = 0; side < 2; side++) {
      if (checkers[side] + s.pools[side] > AGOG_GOLEMS_PER_SIDE) {
        ctx.addIssue({ code: 'custom', message: `seat ${side} has more than ${AGOG_GOLEMS_PER_SIDE} golems` });
      }
    }
  });
