// A paired round's start: a thread and a match for each pairing, made by
// whichever process claims the round with a lease (FOR UPDATE SKIP LOCKED, as
// timers are), in batches. Each batch creates its matches in one transaction
// guarded by the pairing having none yet, so a restart in the middle of a
// round's start carries on where it stopped and two processes never start a
// round twice. Discord is reached through the `TournamentDesk` the caller
// gives; the round's last step (it runs, its limit counts from then) is the
// tournament service's, which may end the round at once (service.ts).
import type { Db } from '../db/client.js';
import type { Clock } from '../matches/clock.js';
import type { MatchService } from '../matches/service.js';
import { loadTournament, lockTournament } from './store.js';

/** Pairings whose threads and matches one batch of a round's start makes. */
export const START_BATCH = 25;
/** How long a claimed round's start is its claimer's before another process may take it up. */
export const ROUND_LEASE_MS = 2 * 60_000;

/** A pairing whose match the round's start still has to make, with what its thread is named from. */
export interface PendingMatch {
  pairingId: number;
  tournamentId: number;
  tournamentName: string;
  round: number;
  board: number;
  channelId: string;
  /** In seat order, with their names. */
  players: { userId: string; name: string }[];
  threadId: string | null;
}

/**
 * What the round's start needs of Discord: a thread for a match (null when
 * none can be made: the match is then played in the tournament's channel) and
 * the delivery of the posts a batch of new matches wrote.
 */
export interface TournamentDesk {
  openMatchThread(match: PendingMatch): Promise<string | null>;
  deliver(outbox: number[]): Promise<void>;
}

export class RoundStarter {
  constructor(
    private readonly db: Db,
    private readonly matches: MatchService,
    private readonly clock: Clock,
    private readonly holder: string,
    /** Every match made: the round runs (service.ts finishStart). False when matches are still to make. */
    private readonly finish: (roundId: number) => Promise<boolean>,
  ) {}

  /**
   * Claims one paired round whose start nobody else holds (FOR UPDATE SKIP
   * LOCKED, with a lease). A round this instance holds is taken up again: a
   * process runs its ticks one at a time, so its own claim is one an earlier
   * tick of it left (a failed Discord call, or a predecessor with its key).
   */
  async claimRoundToStart(): Promise<{ roundId: number; tournamentId: number } | null> {
    const now = this.clock.now();
    const [row] = await this.db.$queryRaw<{ id: number; tournamentId: number }[]>`
      UPDATE "TournamentRound" SET holder = ${this.holder}, "leaseUntil" = ${new Date(now.getTime() + ROUND_LEASE_MS)}::timestamp
      WHERE id = (
        SELECT r.id FROM "TournamentRound" r JOIN "Tournament" t ON t.id = r."tournamentId"
        WHERE r.status = 'starting' AND t.status = 'running' AND (r."leaseUntil" IS NULL OR r."leaseUntil" <= ${now}::timestamp OR r.holder = ${this.holder})
        ORDER BY r.id LIMIT 1 FOR UPDATE OF r SKIP LOCKED)
      RETURNING id, "tournamentId"`;
    return row ? { roundId: row.id, tournamentId: row.tournamentId } : null;
  }

  /** The round's pairings that have no match yet, top boards first. */
  async pendingMatches(roundId: number, limit = START_BATCH): Promise<PendingMatch[]> {
    const round = await this.db.tournamentRound.findUnique({ where: { id: roundId }, include: { tournament: { include: { entries: true } } } });
    if (!round) return [];
    const rows = await this.db.tournamentPairing.findMany({
      where: { roundId, kind: { not: 'bye' }, matchId: null, endedAt: null },
      orderBy: { board: 'asc' },
      take: limit,
    });
    const names = new Map(round.tournament.entries.map((e) => [e.userId, e.name]));
    return rows.map((p) => ({
      pairingId: p.id,
      tournamentId: round.tournamentId,
      tournamentName: round.tournament.name,
      round: round.number,
      board: p.board,
      channelId: round.tournament.channelId,
      players: p.players.map((userId) => ({ userId, name: names.get(userId) ?? userId })),
      threadId: p.threadId,
    }));
  }

  /** The first thread made for a pairing is its thread (one made at the same moment elsewhere stays empty). */
  async setPairingThread(pairingId: number, threadId: string): Promise<void> {
    await this.db.tournamentPairing.updateMany({ where: { id: pairingId, threadId: null, matchId: null }, data: { threadId } });
  }

  /**
   * Makes the matches of these pairings, in one transaction, while this
   * process still holds the round (its lease is renewed): each pairing gets
   * one match, however often this runs. Returns the matches made and the posts they wrote.
   */
  async createMatches(roundId: number, pairingIds: number[]): Promise<{ made: { pairingId: number; matchId: number; withdrawn: string[] }[]; outbox: number[] } | null> {
    const now = this.clock.now();
    return this.db.$transaction(async (tx) => {
      const round = await tx.tournamentRound.findUnique({ where: { id: roundId } });
      if (!round || !(await lockTournament(tx, round.tournamentId))) return null;
      const t = (await loadTournament(tx, round.tournamentId))!;
      const held = await tx.tournamentRound.updateMany({
        where: { id: roundId, status: 'starting', holder: this.holder },
        data: { leaseUntil: new Date(now.getTime() + ROUND_LEASE_MS) },
      });
      if (held.count !== 1 || t.status !== 'running') return null;
      const names = new Map(t.entries.map((e) => [e.userId, e.name]));
      const withdrawn = new Set(t.entries.filter((e) => e.withdrawnAt).map((e) => e.userId));
      const pairings = await tx.$queryRaw<{ id: number; players: string[]; threadId: string | null }[]>`
        SELECT id, players, "threadId" FROM "TournamentPairing"
        WHERE id = ANY(${pairingIds}::int[]) AND "roundId" = ${roundId} AND "matchId" IS NULL AND "endedAt" IS NULL
        ORDER BY board FOR UPDATE`;
      const made: { pairingId: number; matchId: number; withdrawn: string[] }[] = [];
      const outbox: number[] = [];
      // The matches are made one by one; the pairings are told theirs in one statement after.
      for (const p of pairings) {
        const arranged = await this.matches.arrange(tx, {
          game: t.game,
          players: p.players.map((id) => ({ id, name: names.get(id) })),
          guildId: t.guildId,
          channelId: t.channelId,
          threadId: p.threadId,
          options: t.options,
          daysPerMove: t.daysPerMove,
          pauseWeekends: t.pauseWeekends,
        });
        if (!arranged.ok) throw new Error(`tournament ${t.id}, pairing ${p.id}: ${arranged.error}`);
        made.push({ pairingId: p.id, matchId: arranged.match.id, withdrawn: p.players.filter((u) => withdrawn.has(u)) });
        outbox.push(...arranged.outbox);
      }
      const links = made.map((m) => ({ id: m.pairingId, matchId: m.matchId }));
      await tx.$executeRaw`
        UPDATE "TournamentPairing" p SET "matchId" = l."matchId"
        FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb) AS l(id int, "matchId" int) WHERE p.id = l.id`;
      return { made, outbox };
    }, { timeout: 120_000 });
  }

  /**
   * Starts one claimed round: threads, then matches, a batch at a time, each
   * batch's first posts delivered as soon as it is made. Returns false when the
   * round was lost (its lease ran out and another process took it, or the
   * tournament was cancelled).
   */
  async startRound(roundId: number, desk: TournamentDesk, batchSize = START_BATCH): Promise<boolean> {
    for (;;) {
      const batch = await this.pendingMatches(roundId, batchSize);
      if (batch.length === 0) return this.finish(roundId);
      for (const m of batch) {
        if (m.threadId) continue;
        const threadId = await desk.openMatchThread(m);
        if (threadId) await this.setPairingThread(m.pairingId, threadId);
      }
      const made = await this.createMatches(roundId, batch.map((m) => m.pairingId));
      if (!made) return false;
      await desk.deliver(made.outbox);
      // A player who withdrew while the round was being made leaves their new table at once.
      for (const m of made.made) {
        for (const userId of m.withdrawn) {
          const r = await this.matches.resign(m.matchId, { id: userId });
          if (r.ok) await desk.deliver(r.outbox);
        }
      }
    }
  }

  /** Starts every paired round nobody holds. Returns how many it started. */
  async startRounds(desk: TournamentDesk, batchSize = START_BATCH): Promise<number> {
    let n = 0;
    for (;;) {
      const claimed = await this.claimRoundToStart();
      if (!claimed) return n;
      if (await this.startRound(claimed.roundId, desk, batchSize)) n++;
    }
  }
}
