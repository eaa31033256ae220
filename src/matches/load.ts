// Reading a match row back: stored JSON is a boundary, so the state is parsed
// with the engine's schema before anyone uses it.
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { GameResult } from '../games/engine.js';
import type { MatchPlayerRef, MatchSnapshot, MatchStatus, MatchSummary } from './types.js';
import { readResult } from './stored.js';

type Reader = Db | Prisma.TransactionClient;

/** A seat as the queries below return it (Prisma's include gives more columns; they are ignored). */
interface PlayerRow {
  seat: number;
  userId: string;
  displayName?: string | null;
  aiLevel?: string | null;
}

type Row = Omit<Prisma.MatchGetPayload<{ include: { players: true } }>, 'players'> & { players: PlayerRow[] };

export class CorruptMatchError extends Error {}

export function toSnapshot(row: Row): MatchSnapshot | null {
  const engine = engineFor(row.game);
  if (!engine) return null;
  const state = engine.stateSchema.safeParse(row.state);
  if (!state.success) throw new CorruptMatchError(`match ${row.id}: stored state does not fit ${row.game}: ${state.error.issues[0]?.message}`);
  return {
    id: row.id,
    game: row.game,
    status: row.status as MatchStatus,
    version: row.version,
    revision: row.revision,
    boardVersion: row.boardVersion,
    turnLog: row.turnLog ?? [],
    state: state.data,
    players: playersOf(row.players),
    guildId: row.guildId,
    channelId: row.channelId,
    threadId: row.threadId,
    result: readResult(row.result),
    drawOfferSeat: row.drawOfferSeat,
    waitingFor: row.waitingFor,
    movedSeats: row.movedSeats,
    daysPerMove: row.daysPerMove,
    pauseWeekends: row.pauseWeekends,
    turnStartedAt: row.turnStartedAt,
    deadline: row.deadline,
    refereed: row.refereed ?? false,
  };
}

const playersOf = (rows: PlayerRow[]): MatchPlayerRef[] =>
  [...rows].sort((a, b) => a.seat - b.seat).map((p) => ({ seat: p.seat, userId: p.userId, name: p.displayName ?? null, aiLevel: p.aiLevel ?? null }));

// The queries are constant text with bound parameters ($queryRawUnsafe only
// because they share these pieces; nothing a user typed is ever spliced in).

const PLAYERS = `COALESCE((SELECT json_agg(json_build_object('seat', p.seat, 'userId', p."userId", 'displayName', p."displayName", 'aiLevel', p."aiLevel") ORDER BY p.seat)
                          FROM "MatchPlayer" p WHERE p."matchId" = m.id), '[]'::json) AS players`;

/** With the seats' direct-message columns, for delivering private views. */
const SEATS = `COALESCE((SELECT json_agg(json_build_object('seat', p.seat, 'userId', p."userId", 'displayName', p."displayName", 'aiLevel', p."aiLevel",
                                                   'dmChannelId', p."dmChannelId", 'dmMessageId', p."dmMessageId", 'dmClosed', p."dmClosed") ORDER BY p.seat)
                        FROM "MatchPlayer" p WHERE p."matchId" = m.id), '[]'::json) AS players`;

/**
 * The active matches of user $1: through the partial index of active seats
 * (MatchPlayer.active), so a player's thousands of finished matches are never
 * read. The status is checked on the match too, which is the truth.
 */
const ACTIVE_OF = `m.id IN (SELECT "matchId" FROM "MatchPlayer" WHERE "userId" = $1 AND active) AND m.status = 'active'`;

/** One round trip for the match and its players (every action starts here). */
export async function loadMatch(db: Reader, id: number): Promise<MatchSnapshot | null> {
  const rows = await db.$queryRawUnsafe<Row[]>(`SELECT m.*, ${PLAYERS} FROM "Match" m WHERE m.id = $1`, id);
  return rows.length ? toSnapshot(rows[0]) : null;
}

/** Where a seat's private view goes by direct message. */
export interface SeatDm {
  seat: number;
  userId: string;
  aiLevel: string | null;
  dmChannelId: string | null;
  dmMessageId: string | null;
  dmClosed: boolean;
}

/** The match and where each seat's private view goes, in one round trip (a delivery's hands share it). */
export async function loadMatchWithSeats(db: Reader, id: number): Promise<{ match: MatchSnapshot; seats: SeatDm[] } | null> {
  const rows = await db.$queryRawUnsafe<(Omit<Row, 'players'> & { players: (PlayerRow & Omit<SeatDm, 'aiLevel'>)[] })[]>(`SELECT m.*, ${SEATS} FROM "Match" m WHERE m.id = $1`, id);
  const match = rows.length ? toSnapshot(rows[0]) : null;
  if (!match) return null;
  const seats = rows[0].players.map((p) => ({
    seat: p.seat, userId: p.userId, aiLevel: p.aiLevel ?? null, dmChannelId: p.dmChannelId ?? null, dmMessageId: p.dmMessageId ?? null, dmClosed: !!p.dmClosed,
  }));
  return { match, seats };
}

type SummaryRow = Pick<Row, 'id' | 'game' | 'status' | 'version' | 'guildId' | 'channelId' | 'threadId' | 'waitingFor' | 'deadline' | 'players'>;

/** A user's active matches as lists show them, newest first: no state is read or parsed. */
export async function activeSummaries(db: Reader, userId: string, limit: number): Promise<MatchSummary[]> {
  const rows = await db.$queryRawUnsafe<SummaryRow[]>(
    `SELECT m.id, m.game, m.status, m.version, m."guildId", m."channelId", m."threadId", m."waitingFor", m.deadline, ${PLAYERS}
     FROM "Match" m WHERE ${ACTIVE_OF} ORDER BY m."updatedAt" DESC, m.id DESC LIMIT $2`,
    userId,
    limit,
  );
  return rows.map((r) => ({
    id: r.id, game: r.game, status: r.status as MatchStatus, version: r.version, guildId: r.guildId, channelId: r.channelId, threadId: r.threadId,
    waitingFor: r.waitingFor, deadline: r.deadline, players: playersOf(r.players),
  }));
}

/**
 * A user's active matches in one channel or thread, newest first, in one
 * round trip. Only the first is parsed (the one a command means when it is
 * the only one); the others are listed by id.
 */
export async function activeHere(db: Reader, userId: string, channelId: string, limit: number): Promise<{ first: MatchSnapshot | null; ids: number[] }> {
  const rows = await db.$queryRawUnsafe<Row[]>(
    `SELECT m.*, ${PLAYERS} FROM "Match" m WHERE ${ACTIVE_OF} AND $2 IN (m."channelId", m."threadId") ORDER BY m."updatedAt" DESC, m.id DESC LIMIT $3`,
    userId,
    channelId,
    limit,
  );
  return { first: rows.length === 1 ? toSnapshot(rows[0]) : null, ids: rows.map((r) => r.id) };
}

export function withState(m: MatchSnapshot, state: unknown, version: number, status: MatchStatus, result: GameResult | null): MatchSnapshot {
  return { ...m, state, version, status, result };
}
