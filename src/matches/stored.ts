// JSON read back from the database is a boundary too: parsed with zod before use.
import { z } from 'zod';
import type { GameResult } from '../games/engine.js';

export const gameResultSchema: z.ZodType<GameResult> = z.object({
  winners: z.array(z.number().int().min(0)),
  reason: z.string(),
});

export const storedOptionsSchema = z.record(z.string(), z.unknown());

const seatUser = z.object({ seat: z.number().int().min(0), userId: z.string() });
const event = z.object({ kind: z.string(), text: z.string() });

const boardPost = z.object({
  kind: z.literal('board'),
  matchId: z.number().int(),
  game: z.string(),
  version: z.number().int(),
  channelId: z.string(),
  text: z.string().nullable(),
  publicText: z.string().nullable(),
  actorId: z.string().nullable(),
  events: z.array(event),
  view: z.unknown(),
  toAct: z.array(z.string()),
  players: z.array(seatUser),
  result: gameResultSchema.nullable(),
  deadline: z.string().nullable(),
});

const handPost = z.object({ kind: z.literal('hand'), matchId: z.number().int(), seat: z.number().int(), userId: z.string() });

const noticePost = z.object({
  kind: z.literal('notice'),
  matchId: z.number().int(),
  channelId: z.string(),
  content: z.string(),
  mentions: z.array(z.string()),
  buttons: z.array(
    z.object({ kind: z.enum(['draw-yes', 'draw-no', 'claim', 'rematch']), id: z.number().int(), version: z.number().int(), label: z.string() }),
  ),
  ended: z.boolean().optional(),
});

const directPost = z.object({ kind: z.literal('direct'), userId: z.string(), content: z.string() });

export const outboxPayloadSchema = z.discriminatedUnion('kind', [boardPost, handPost, noticePost, directPost]);

/** A stored result, or null when there is none or it cannot be read. */
export function readResult(raw: unknown): GameResult | null {
  const parsed = gameResultSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function readOptions(raw: unknown): Record<string, unknown> {
  const parsed = storedOptionsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}
