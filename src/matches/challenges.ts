// Challenges: who plays, with which options and clock, and the match that
// starts when everyone invited has accepted.
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { Seat } from '../games/engine.js';
import { randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import { toSnapshot } from './load.js';
import { readOptions } from './stored.js';
import { nextTurn, scheduleTurnTimers, waitingUsers } from './turns.js';
import { aiLevelSchema, scheduleOpening } from './ai-turns.js';
import type { AiLevel } from '../ai/index.js';
import { refuse, type MatchSnapshot, type ServiceResult, type UserRef } from './types.js';

type Tx = Prisma.TransactionClient;

export interface ChallengeInput {
  game: string;
  challenger: UserRef;
  invitees: UserRef[];
  guildId: string | null;
  channelId: string;
  /** The game's own options, validated by its engine. */
  options: Record<string, unknown>;
  /** The seat the challenger wants; undefined = random. */
  challengerSeat?: Seat;
  /** Days per move (1, 2, 3, 5, 7, 10, 14), null for no clock; default 3. */
  daysPerMove?: number | null;
  /** Do not count Saturdays and Sundays (UTC). */
  pauseWeekends?: boolean;
  /** The bot's own user: invited, it plays an AI seat at this level and needs no Accept. */
  ai?: { userId: string; level: AiLevel };
}

export interface ChallengeSnapshot {
  id: number;
  game: string;
  challengerId: string;
  invitees: string[];
  accepted: string[];
  status: 'pending' | 'accepted' | 'declined' | 'cancelled';
  channelId: string;
  guildId: string | null;
  messageId: string | null;
  options: Record<string, unknown>;
  matchId: number | null;
  daysPerMove: number | null;
  pauseWeekends: boolean;
  /** Display names by user id, as the challenge and the Accept clicks carried them. */
  names?: Record<string, string>;
}

export const CHALLENGE_SEAT_KEY = '_challengerSeat';
/** Which invitee is the AI, and at what level (stored with the options until the match starts). */
export const CHALLENGE_AI_KEY = '_ai';

const storedAi = z.object({ userId: z.string(), level: aiLevelSchema });

/** Discord display names are at most 32 characters; anything else stored there is not a name. */
const storedNames = z.record(z.string(), z.string().min(1).max(100));

/**
 * The AI seat a challenge names, if any. It is accepted from the start, so it
 * is never awaited, and it plays under the bot's own id, so it is never pinged.
 */
export function challengeAi(ch: Pick<ChallengeSnapshot, 'options'>): { userId: string; level: AiLevel } | null {
  return storedAi.safeParse(ch.options[CHALLENGE_AI_KEY]).data ?? null;
}

/** The invitees who still have to accept: the people, never the AI. */
export function awaitedInvitees(ch: Pick<ChallengeSnapshot, 'options' | 'invitees' | 'accepted'>): string[] {
  const ai = challengeAi(ch)?.userId;
  return ch.invitees.filter((u) => u !== ai && !ch.accepted.includes(u));
}

export async function lockChallenge(tx: Tx, id: number) {
  const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Challenge" WHERE id = ${id} FOR UPDATE`;
  if (locked.length === 0) return null;
  return tx.challenge.findUnique({ where: { id } });
}

/**
 * The match a challenge starts. `arranged`: a match arranged for its players
 * (a tournament's), which the bot referees and which is played in that thread.
 */
export async function startMatch(
  tx: Tx,
  ch: ChallengeSnapshot,
  now: Date,
  arranged?: { threadId: string | null },
): Promise<ServiceResult<{ match: MatchSnapshot }>> {
  const engine = engineFor(ch.game);
  if (!engine) return refuse('bad_request', `There is no game called "${ch.game}".`);
  const { [CHALLENGE_SEAT_KEY]: wanted, [CHALLENGE_AI_KEY]: _ai, ...rawOptions } = ch.options;
  const ai = challengeAi(ch);
  const options = engine.optionsSchema.safeParse(rawOptions);
  if (!options.success) return refuse('bad_request', 'The challenge options are no longer valid.');
  const users = [ch.challengerId, ...ch.invitees];
  const seed = randomBytes(12).toString('hex');
  const setup = engine.setup({ players: users.length, seed, options: options.data });
  if (!setup.ok) return refuse('bad_request', setup.error);
  const bySeat = seatUsers(users, typeof wanted === 'number' ? wanted : undefined);
  const players = bySeat.map((userId, seat) => ({ seat, userId }));
  const clock = { daysPerMove: ch.daysPerMove, pauseWeekends: ch.pauseWeekends };
  const turn = nextTurn(null, waitingUsers(engine, setup.state, players, true), clock, now);
  // Prisma 7 compiles and caches a query plan per distinct scalar list, so a
  // list of players' ids in the create costs a compilation per match (a round
  // of 250 tournament matches paid ~2 ms of CPU each): the list goes in as a
  // parameter of its own statement instead.
  const { waitingFor, ...turnTimes } = turn;
  const created = await tx.match.create({
    data: {
      ...turnTimes,
      waitingFor: [],
      ...clock,
      movedSeats: [],
      game: engine.id,
      seed,
      options: options.data as Prisma.InputJsonValue,
      state: setup.state as Prisma.InputJsonValue,
      guildId: ch.guildId,
      channelId: ch.channelId,
      ...(arranged ? { refereed: true, threadId: arranged.threadId } : {}),
      // The AI's seat is named by its level when drawn; people by the names their interactions carried.
      players: { create: bySeat.map((userId, seat) => (userId === ai?.userId ? { seat, userId, aiLevel: ai.level } : { seat, userId, displayName: ch.names?.[userId] ?? null })) },
    },
    include: { players: true },
  });
  if (waitingFor.length) await tx.$executeRaw`UPDATE "Match" SET "waitingFor" = ${waitingFor}::text[] WHERE id = ${created.id}`;
  const row = { ...created, waitingFor };
  const snap = toSnapshot(row);
  if (!snap) throw new Error(`match ${row.id}: fresh state failed its own schema`);
  await scheduleTurnTimers(tx, snap.id, 0, turn, clock);
  if (ai) await scheduleOpening(tx, snap.id, turn.waitingFor.includes(ai.userId), now);
  return { ok: true, match: snap };
}

/** Seat order: the challenger where they asked (else at random), the others in invite order. */
function seatUsers(users: string[], challengerSeat: number | undefined): string[] {
  const seat = challengerSeat ?? randomInt(users.length);
  const others = users.slice(1);
  return [...others.slice(0, seat), users[0], ...others.slice(seat)];
}

export function challengeSnapshot(row: {
  id: number; game: string; challengerId: string; invitees: string[]; accepted: string[]; status: string;
  channelId: string; guildId: string | null; messageId: string | null; options: unknown; matchId: number | null;
  daysPerMove: number | null; pauseWeekends: boolean; names?: unknown;
}): ChallengeSnapshot {
  return {
    id: row.id,
    game: row.game,
    challengerId: row.challengerId,
    invitees: row.invitees,
    accepted: row.accepted,
    status: row.status as ChallengeSnapshot['status'],
    channelId: row.channelId,
    guildId: row.guildId,
    messageId: row.messageId,
    options: readOptions(row.options),
    matchId: row.matchId,
    daysPerMove: row.daysPerMove,
    pauseWeekends: row.pauseWeekends,
    names: storedNames.safeParse(row.names ?? {}).data ?? {},
  };
}
