// Reading a match row back: stored JSON is a boundary, so the state is parsed
// with the engine's schema before anyone uses it.
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { GameResult } from '../games/engine.js';
import type { MatchSnapshot, MatchStatus } from './types.js';
import { readResult } from './stored.js';

type Reader = Db | Prisma.TransactionClient;

type Row = Prisma.MatchGetPayload<{ include: { players: true } }>;

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
    players: [...row.players].sort((a, b) => a.seat - b.seat).map((p) => ({ seat: p.seat, userId: p.userId })),
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
  };
}

/** One round trip for the match and its players (every action starts here). */
export async function loadMatch(db: Reader, id: number): Promise<MatchSnapshot | null> {
  const rows = await db.$queryRaw<Row[]>`
    SELECT m.*, COALESCE((SELECT json_agg(json_build_object('seat', p.seat, 'userId', p."userId") ORDER BY p.seat)
                          FROM "MatchPlayer" p WHERE p."matchId" = m.id), '[]'::json) AS players
    FROM "Match" m WHERE m.id = ${id}`;
  return rows.length ? toSnapshot(rows[0]) : null;
}

export function withState(m: MatchSnapshot, state: unknown, version: number, status: MatchStatus, result: GameResult | null): MatchSnapshot {
  return { ...m, state, version, status, result };
}
