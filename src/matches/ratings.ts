// Ratings: openskill (pinned at 5.0.1, whose defaults μ 25, σ 25/3 these
// numbers assume), one rating per player, game and server. A finished match
// between people is rated once: the rating step runs after the finishing
// write and is keyed by the match, so running it again changes nothing.
// Ratings are applied in the order of their events' ids, and a rebuild from
// the stored results follows that order, so it reproduces them exactly.
import { rate, rating } from 'openskill';
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { GameResult, Seat } from '../games/engine.js';
import { engineFor } from '../games/index.js';
import { readResult } from './stored.js';
import { loadReplay } from './replay.js';

type Tx = Prisma.TransactionClient;

/** Rated games below this count mark a player provisional in that game. */
export const PROVISIONAL_GAMES = 5;

export type Outcome = 'win' | 'draw' | 'loss';

export interface Skill {
  mu: number;
  sigma: number;
}

/** The conservative rating the leaderboard sorts by. */
export const conservative = (s: Skill): number => s.mu - 3 * s.sigma;

export interface RatedPlayer {
  userId: string;
  place: number;
  outcome: Outcome;
  before: Skill;
  after: Skill;
  /** Rated games in this game before this one. */
  gamesBefore: number;
}

/**
 * Places, 1 best, equal places tie. Two players: by the winner (a draw ties).
 * More, where seats drop out (engine.outOfPlay: U-G-O): by elimination, the
 * last standing first, seats out at the same step tied. Otherwise (Mogo): the
 * winners ahead of everyone else.
 */
export function placesOf(seats: Seat[], result: GameResult, eliminatedAt?: Map<Seat, number>): Map<Seat, number> {
  const places = new Map<Seat, number>();
  if (eliminatedAt && seats.length > 2) {
    // Later elimination is better; never eliminated (the winner) is best of all.
    const key = (s: Seat) => (result.winners.includes(s) ? Infinity : eliminatedAt.get(s) ?? Infinity);
    const keys = [...new Set(seats.map(key))].sort((a, b) => b - a);
    for (const s of seats) places.set(s, keys.indexOf(key(s)) + 1);
    return places;
  }
  for (const s of seats) places.set(s, result.winners.length === 0 || result.winners.includes(s) ? 1 : 2);
  return places;
}

/** A draw is shared by those tied first: a U-G-O seat out before the last ones fell together still lost. */
export function outcomeOf(result: GameResult, seat: Seat, place: number): Outcome {
  if (result.winners.length === 0) return place === 1 ? 'draw' : 'loss';
  return result.winners.includes(seat) ? 'win' : 'loss';
}

/** The step of the log at which each seat dropped out (the engine says who is out), replayed from the log. */
export async function eliminations(db: Db | Tx, matchId: number, outOfPlay: (state: unknown) => Seat[]): Promise<Map<Seat, number> | undefined> {
  const logged = await loadReplay(db as Db, matchId);
  const replay = logged?.replay;
  if (!replay) return undefined;
  const out = new Map<Seat, number>();
  replay.steps.forEach((step, i) => {
    for (const seat of outOfPlay(step.state)) if (!out.has(seat)) out.set(seat, i);
  });
  return out;
}

interface Finished {
  id: number;
  game: string;
  guildId: string;
  result: GameResult;
  players: { seat: Seat; userId: string }[];
}

/** A finished match between people, or null when it is not to be rated. */
async function ratable(db: Db | Tx, matchId: number): Promise<Finished | null> {
  const row = await db.match.findUnique({
    where: { id: matchId },
    select: { id: true, game: true, guildId: true, status: true, result: true, players: { select: { seat: true, userId: true, aiLevel: true }, orderBy: { seat: 'asc' } } },
  });
  if (!row || row.status !== 'finished') return null;
  const result = readResult(row.result);
  if (!result || row.players.some((p) => p.aiLevel !== null)) return null;
  // The same person in two seats (a test table) proves nothing about skill.
  if (new Set(row.players.map((p) => p.userId)).size !== row.players.length) return null;
  return { id: row.id, game: row.game, guildId: row.guildId ?? '', result, players: row.players };
}

async function placed(db: Db | Tx, m: Finished): Promise<Map<Seat, number>> {
  const engine = engineFor(m.game);
  const outOfPlay = engine?.outOfPlay?.bind(engine);
  const elim = outOfPlay && m.players.length > 2 ? await eliminations(db, m.id, outOfPlay) : undefined;
  return placesOf(m.players.map((p) => p.seat), m.result, elim);
}

/** The new skills of a table, given their skills before and places. */
export function rateTable(before: Skill[], places: number[]): Skill[] {
  const teams = before.map((s) => [rating({ mu: s.mu, sigma: s.sigma })]);
  return rate(teams, { rank: places }).map(([s]) => ({ mu: s.mu, sigma: s.sigma }));
}

interface Stored {
  userId: string;
  mu: number;
  sigma: number;
  games: number;
  streak: number;
}

/**
 * Rate a finished match once. Returns the rated players (also when it was
 * rated before, from the stored events), or null when it is not rated.
 */
export async function rateMatch(db: Db, matchId: number): Promise<RatedPlayer[] | null> {
  const m = await ratable(db, matchId);
  if (!m) return null;
  const places = await placed(db, m);
  return db.$transaction(async (tx) => {
    // Serialises raters of this match; the events' unique key would refuse a second anyway.
    await tx.$queryRaw`SELECT id FROM "Match" WHERE id = ${m.id} FOR UPDATE`;
    const done = await storedEvents(tx, m.id);
    if (done) return done;
    return applyRatings(tx, m, places);
  });
}

async function storedEvents(tx: Tx, matchId: number): Promise<RatedPlayer[] | null> {
  const events = await tx.ratingEvent.findMany({ where: { matchId }, orderBy: { id: 'asc' } });
  if (events.length === 0) return null;
  const counts = await tx.ratingEvent.groupBy({
    by: ['userId'],
    where: { userId: { in: events.map((e) => e.userId) }, game: events[0].game, guildId: events[0].guildId, id: { lt: events[0].id } },
    _count: { _all: true },
  });
  return events.map((e) => ({
    userId: e.userId, place: e.place, outcome: e.outcome as Outcome,
    before: { mu: e.muBefore, sigma: e.sigmaBefore }, after: { mu: e.muAfter, sigma: e.sigmaAfter },
    gamesBefore: counts.find((c) => c.userId === e.userId)?._count._all ?? 0,
  }));
}

async function applyRatings(tx: Tx, m: Finished, places: Map<Seat, number>): Promise<RatedPlayer[]> {
  const fresh = rating();
  const users = m.players.map((p) => p.userId);
  await tx.rating.createMany({
    data: users.map((userId) => ({ game: m.game, guildId: m.guildId, userId, mu: fresh.mu, sigma: fresh.sigma, ordinal: conservative(fresh) })),
    skipDuplicates: true,
  });
  // Locked in one order (by user) so two tables sharing players cannot deadlock.
  const rows = await tx.$queryRaw<Stored[]>`
    SELECT "userId", mu, sigma, games, streak FROM "Rating"
    WHERE game = ${m.game} AND "guildId" = ${m.guildId} AND "userId" = ANY(${users}::text[])
    ORDER BY "userId" FOR UPDATE`;
  const current = m.players.map((p) => rows.find((r) => r.userId === p.userId)!);
  const placeList = m.players.map((p) => places.get(p.seat)!);
  const after = rateTable(current, placeList);
  const rated: RatedPlayer[] = m.players.map((p, i) => ({
    userId: p.userId, place: placeList[i], outcome: outcomeOf(m.result, p.seat, placeList[i]),
    before: { mu: current[i].mu, sigma: current[i].sigma }, after: after[i], gamesBefore: current[i].games,
  }));
  for (const [i, r] of rated.entries()) {
    await tx.rating.update({
      where: { game_guildId_userId: { game: m.game, guildId: m.guildId, userId: r.userId } },
      data: {
        mu: r.after.mu, sigma: r.after.sigma, ordinal: conservative(r.after), games: { increment: 1 },
        wins: { increment: r.outcome === 'win' ? 1 : 0 }, draws: { increment: r.outcome === 'draw' ? 1 : 0 }, losses: { increment: r.outcome === 'loss' ? 1 : 0 },
        streak: nextStreak(current[i].streak, r.outcome), updatedAt: new Date(),
      },
    });
  }
  await tx.ratingEvent.createMany({
    data: rated.map((r) => ({
      matchId: m.id, userId: r.userId, game: m.game, guildId: m.guildId, place: r.place, outcome: r.outcome,
      muBefore: r.before.mu, sigmaBefore: r.before.sigma, muAfter: r.after.mu, sigmaAfter: r.after.sigma,
    })),
  });
  return rated;
}

export function nextStreak(streak: number, outcome: Outcome): number {
  if (outcome === 'draw') return 0;
  if (outcome === 'win') return streak > 0 ? streak + 1 : 1;
  return streak < 0 ? streak - 1 : -1;
}

/**
 * Recompute every rating from the stored results: matches already rated in
 * the order they were rated, then finished matches never rated (an outage,
 * a new formula), by finishing time. Returns how many matches were rated.
 */
export async function rebuildRatings(db: Db): Promise<number> {
  const order = await db.$queryRaw<{ matchId: number }[]>`
    SELECT "matchId" FROM (
      SELECT "matchId", min(id) AS first FROM "RatingEvent" GROUP BY "matchId"
      UNION ALL
      SELECT m.id, NULL FROM "Match" m WHERE m.status = 'finished' AND NOT EXISTS (SELECT 1 FROM "RatingEvent" e WHERE e."matchId" = m.id)
    ) o JOIN "Match" mm ON mm.id = o."matchId"
    ORDER BY o.first NULLS LAST, mm."finishedAt", mm.id`;
  const tables: { m: Finished; places: Map<Seat, number> }[] = [];
  for (const { matchId } of order) {
    const m = await ratable(db, matchId);
    if (m) tables.push({ m, places: await placed(db, m) });
  }
  await db.$transaction(
    async (tx) => {
      await tx.$executeRaw`DELETE FROM "RatingEvent"`;
      await tx.$executeRaw`DELETE FROM "Rating"`;
      for (const { m, places } of tables) await applyRatings(tx, m, places);
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
  return tables.length;
}

/** "12.3 → 14.1" for each rated player, provisional ones marked. */
export function ratingLines(rated: RatedPlayer[], mention: (userId: string) => string): string[] {
  return rated.map((r) => {
    const provisional = r.gamesBefore + 1 < PROVISIONAL_GAMES ? ' (provisional)' : '';
    return `${mention(r.userId)}: ${conservative(r.before).toFixed(1)} → ${conservative(r.after).toFixed(1)}${provisional}`;
  });
}
