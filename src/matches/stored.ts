// JSON read back from the database is a boundary too: parsed with zod before use.
import { z } from 'zod';
import type { GameResult } from '../games/engine.js';

export const gameResultSchema: z.ZodType<GameResult> = z.object({
  winners: z.array(z.number().int().min(0)),
  reason: z.string(),
});

export const storedOptionsSchema = z.record(z.string(), z.unknown());

const seatUser = z.object({
  seat: z.number().int().min(0),
  userId: z.string(),
  /** The player's stored display name when the post was written (rows from before names were stored have none). */
  name: z.string().nullable().optional(),
  /** The AI's level, for its seat: it is named by it. */
  aiLevel: z.string().nullable().optional(),
});

// The outbox payloads: the schemas are the one definition; the types follow from them.

/** A public board post: built from the spectator view only. */
const boardPost = z.object({
  kind: z.literal('board'),
  matchId: z.number().int(),
  game: z.string(),
  version: z.number().int(),
  /** Where it goes: the match's thread, else its channel. */
  channelId: z.string(),
  /** The opening board, before anyone has acted. */
  opening: z.boolean(),
  /**
   * What the channel may read about the action: the notation when nothing is
   * hidden, else only the engine's public event texts (a U-G-O move's notation
   * can name the actor's hidden cards, so it is never stored here).
   */
  publicText: z.string().nullable(),
  /**
   * Every public text since the previous board post, oldest first: a turn of
   * several actions is posted once, and names them all. Rows written before
   * it existed have only publicText.
   */
  turn: z.array(z.string()).optional(),
  actorId: z.string().nullable(),
  view: z.unknown(),
  /** Users who must act now (pinged). */
  toAct: z.array(z.string()),
  players: z.array(seatUser),
  result: gameResultSchema.nullable(),
  /** ISO time the players to act must move by, if the match has a clock. */
  deadline: z.string().nullable(),
});

/** Refresh one player's private view by DM (rendered from their own view at delivery). */
const handPost = z.object({ kind: z.literal('hand'), matchId: z.number().int(), seat: z.number().int(), userId: z.string() });

const noticeButton = z.object({ kind: z.enum(['draw-yes', 'draw-no', 'claim', 'rematch']), id: z.number().int(), version: z.number().int(), label: z.string() });

/** A short public line in the match's channel, optionally with buttons. */
const noticePost = z.object({
  kind: z.literal('notice'),
  matchId: z.number().int(),
  channelId: z.string(),
  content: z.string(),
  mentions: z.array(z.string()),
  buttons: z.array(noticeButton),
  /** The match ended with this notice (abort, annulment): the challenge message shows it. */
  ended: z.boolean().optional(),
});

/** A direct message to one user (the daily digest). */
const directPost = z.object({ kind: z.literal('direct'), userId: z.string(), content: z.string() });

/**
 * Finishes the actor's own (ephemeral) interaction reply. It is written with
 * the action, so whichever process delivers the action's posts also answers
 * the player, even after a crash (the interaction token lives 15 minutes).
 */
const replyPost = z.object({
  kind: z.literal('reply'),
  matchId: z.number().int(),
  /** For the link to the board post (a DM match has none). */
  guildId: z.string().nullable().optional(),
  applicationId: z.string().regex(/^\d{1,25}$/),
  token: z.string().min(1).max(2000),
  /** ISO time after which Discord no longer takes the token. */
  expiresAt: z.string(),
  what: z.enum(['move', 'resign']),
  /** The actor's own notation (may name their hidden cards: this reply is theirs alone). */
  text: z.string(),
  /** The version of the board post this action caused, to link to; null when it caused none. */
  boardVersion: z.number().int().nullable(),
  /** The turn goes on: the actor sees the table (their own view) and plays on from their reply. */
  table: z
    .object({
      game: z.string(),
      view: z.unknown(),
      boardVersion: z.number().int(),
      /** One name per seat, as the match stores them (rows written before it existed have none). */
      seatNames: z.array(z.string()).optional(),
    })
    .nullable(),
});

export const outboxPayloadSchema = z.discriminatedUnion('kind', [boardPost, handPost, noticePost, directPost, replyPost]);

export type BoardPost = z.infer<typeof boardPost>;
export type HandPost = z.infer<typeof handPost>;
export type NoticeButton = z.infer<typeof noticeButton>;
export type NoticePost = z.infer<typeof noticePost>;
export type DirectPost = z.infer<typeof directPost>;
export type ReplyPost = z.infer<typeof replyPost>;
export type OutboxPayload = z.infer<typeof outboxPayloadSchema>;

/** A stored result, or null when there is none or it cannot be read. */
export function readResult(raw: unknown): GameResult | null {
  const parsed = gameResultSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export function readOptions(raw: unknown): Record<string, unknown> {
  const parsed = storedOptionsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : {};
}
