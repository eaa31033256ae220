// What /leaderboard, /stats and /history read: ratings and finished matches
// of one server. Read-only; ratings are written by ratings.ts alone.
import type { Db } from '../db/client.js';
import { readResult } from './stored.js';
import { PROVISIONAL_GAMES } from './ratings.js';
import type { MatchPlayerRef } from './types.js';

export const LEADERBOARD_PAGE = 15;

export interface Standing {
  userId: string;
  ordinal: number;
  mu: number;
  sigma: number;
  games: number;
}

export interface Leaderboard {
  /** Established players on this page, best first, with their rank. */
  rows: (Standing & { rank: number })[];
  established: number;
  /** Players still provisional, best first (a few, shown apart). */
  provisional: Standing[];
  provisionalCount: number;
}

/** The server's players in a game by conservative rating (μ − 3σ); page from 1. One round trip. */
export async function leaderboard(db: Db, game: string, guildId: string, page: number): Promise<Leaderboard> {
  const skip = (page - 1) * LEADERBOARD_PAGE;
  const rows = await db.$queryRaw<(Standing & { established: boolean; n: bigint; total: bigint })[]>`
    SELECT * FROM (
      SELECT "userId", ordinal, mu, sigma, games, games >= ${PROVISIONAL_GAMES} AS established,
             row_number() OVER (PARTITION BY games >= ${PROVISIONAL_GAMES} ORDER BY ordinal DESC, "userId") AS n,
             count(*) OVER (PARTITION BY games >= ${PROVISIONAL_GAMES}) AS total
      FROM "Rating" WHERE game = ${game} AND "guildId" = ${guildId}
    ) r
    WHERE (established AND n > ${skip} AND n <= ${skip + LEADERBOARD_PAGE}) OR (NOT established AND n <= 5)
    ORDER BY n`;
  const standing = (r: (typeof rows)[number]): Standing => ({ userId: r.userId, ordinal: r.ordinal, mu: r.mu, sigma: r.sigma, games: r.games });
  const est = rows.filter((r) => r.established);
  const prov = rows.filter((r) => !r.established);
  return {
    rows: est.map((r) => ({ ...standing(r), rank: Number(r.n) })),
    established: Number(est[0]?.total ?? (skip > 0 ? await countEstablished(db, game, guildId) : 0)),
    provisional: prov.map(standing),
    provisionalCount: Number(prov[0]?.total ?? 0),
  };
}

/** Only for a page past the end, where no established row came back to carry the count. */
async function countEstablished(db: Db, game: string, guildId: string): Promise<number> {
  return db.rating.count({ where: { game, guildId, games: { gte: PROVISIONAL_GAMES } } });
}

export interface GameStats {
  game: string;
  ordinal: number;
  mu: number;
  sigma: number;
  games: number;
  wins: number;
  draws: number;
  losses: number;
  streak: number;
  provisional: boolean;
  /** Against the asking user (absent when they asked about themselves). */
  versus: { wins: number; draws: number; losses: number } | null;
}

/** A player's ratings on this server, per game, and their rated record against `viewerId`. */
export async function playerStats(db: Db, userId: string, guildId: string, viewerId: string, game?: string): Promise<GameStats[]> {
  const ratings = await db.rating.findMany({ where: { userId, guildId, ...(game ? { game } : {}) }, orderBy: { game: 'asc' } });
  const versus =
    userId === viewerId
      ? []
      : await db.$queryRaw<{ game: string; wins: bigint; draws: bigint; losses: bigint }[]>`
          SELECT a.game,
                 count(*) FILTER (WHERE a.place < b.place) AS wins,
                 count(*) FILTER (WHERE a.place = b.place) AS draws,
                 count(*) FILTER (WHERE a.place > b.place) AS losses
          FROM "RatingEvent" a JOIN "RatingEvent" b ON b."matchId" = a."matchId" AND b."userId" = ${viewerId}
          WHERE a."userId" = ${userId} AND a."guildId" = ${guildId}
          GROUP BY a.game`;
  return ratings.map((r) => {
    const v = versus.find((x) => x.game === r.game);
    return {
      game: r.game, ordinal: r.ordinal, mu: r.mu, sigma: r.sigma, games: r.games, wins: r.wins, draws: r.draws, losses: r.losses, streak: r.streak,
      provisional: r.games < PROVISIONAL_GAMES,
      versus: userId === viewerId ? null : { wins: Number(v?.wins ?? 0), draws: Number(v?.draws ?? 0), losses: Number(v?.losses ?? 0) },
    };
  });
}

export interface PastMatch {
  id: number;
  game: string;
  guildId: string | null;
  channelId: string;
  finishedAt: Date | null;
  opponents: string[];
  /** Every seat, with the names the match stores (the reason says "Player 2"). */
  players: MatchPlayerRef[];
  outcome: 'win' | 'draw' | 'loss';
  reason: string;
}

/** A player's most recent finished matches (rated or not), newest first. */
export async function recentMatches(db: Db, userId: string, guildId: string | null, game: string | undefined, take: number): Promise<PastMatch[]> {
  const rows = await db.match.findMany({
    where: { status: 'finished', guildId, ...(game ? { game } : {}), players: { some: { userId } } },
    orderBy: [{ finishedAt: 'desc' }, { id: 'desc' }],
    take,
    select: { id: true, game: true, guildId: true, channelId: true, threadId: true, finishedAt: true, result: true, players: { select: { seat: true, userId: true, displayName: true, aiLevel: true }, orderBy: { seat: 'asc' } } },
  });
  return rows.map((m) => {
    const result = readResult(m.result);
    const mine = m.players.filter((p) => p.userId === userId).map((p) => p.seat);
    const won = result?.winners.some((s) => mine.includes(s)) ?? false;
    return {
      id: m.id, game: m.game, guildId: m.guildId, channelId: m.threadId ?? m.channelId, finishedAt: m.finishedAt,
      opponents: [...new Set(m.players.filter((p) => p.userId !== userId).map((p) => p.userId))],
      players: m.players.map((p) => ({ seat: p.seat, userId: p.userId, name: p.displayName, aiLevel: p.aiLevel })),
      outcome: !result || result.winners.length === 0 ? 'draw' : won ? 'win' : 'loss',
      reason: result?.reason ?? '',
    };
  });
}
