// The tournament service, a sibling of the match service: sign-up, the start,
// each round's pairing and start, results, withdrawals, the round limit.
//
// How a tournament moves on. A match's end is told to it through the match
// service's one hook (src/matches/ended.ts) inside the transaction that ends
// the match: the result is recorded there and, when it was the round's last,
// the next round is paired there too, so a crash never loses a round nor
// pairs one twice (a round's number is unique per tournament as well). A
// paired round is then *started* — a thread and a match for each pairing —
// by whichever process claims it with a lease (FOR UPDATE SKIP LOCKED, as
// timers are), in batches; each batch creates its matches in one transaction
// guarded by the pairing having none yet, so a restart in the middle of a
// round's start carries on where it stopped and two processes never start a
// round twice. Discord is reached through a `TournamentDesk` the caller gives
// (threads, delivering the matches' first posts): nothing here imports Discord.
//
// Locks are always taken match first, then tournament (a result's write holds
// its match when the hook locks the tournament), so a round limit adjudicates
// each match in a transaction of its own rather than under the tournament's lock.
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { Seat } from '../games/engine.js';
import { DAYS_PER_MOVE, DAY_MS, systemClock, type Clock } from '../matches/clock.js';
import { onMatchEnded, type EndedHow, type EndedMatch } from '../matches/ended.js';
import { adjudicateDraw } from '../matches/referee.js';
import { eliminations, placesOf } from '../matches/ratings.js';
import { loadMatch } from '../matches/load.js';
import type { MatchService } from '../matches/service.js';
import { refuse, type ServiceResult, type UserRef } from '../matches/types.js';
import { formatFor, seatIsColour, tableSizes, type TournamentFormat } from './games.js';
import { roundRobinLength, roundRobinRound } from './round-robin.js';
import { tR13LateJoinOpen } from './rulings.js';
import { standings, type StandingRow } from './standings.js';
import { pairSwissRound } from './swiss.js';
import { seatTables } from './tables.js';
import {
  activeOf,
  entrantsOf,
  loadTournament,
  lockTournament,
  roundOver,
  roundRecordsOf,
  toTournament,
  type StoredTournament,
  type TournamentRecord,
} from './store.js';
import type { GameOutcome, Outcome } from './types.js';

type Tx = Prisma.TransactionClient;

/** The most players a tournament takes: its posts are built to fit Discord with this many. */
export const MAX_PLAYERS = 64;
/** The most rounds a Swiss may have. */
export const MAX_SWISS_ROUNDS = 15;
/** The longest round limit, in days. */
export const MAX_ROUND_DAYS = 90;
/** Pairings whose threads and matches one batch of a round's start makes. */
export const START_BATCH = 25;
/** How long a claimed round's start is its claimer's before another process may take it up. */
export const ROUND_LEASE_MS = 2 * 60_000;
/** How long a process bringing a tournament's posts up to date holds them. */
export const POST_LEASE_MS = 60_000;

export interface CreateInput {
  guildId: string;
  channelId: string;
  organiser: UserRef;
  game: string;
  format: 'round-robin' | 'swiss';
  /** Seats per match (default 2); 3–4 makes a Swiss a table-Swiss (U-G-O, Mogo). */
  tableSize?: number;
  /** Swiss: how many rounds; a round-robin's schedule sets its own. */
  rounds?: number | null;
  daysPerMove: number | null;
  pauseWeekends?: boolean;
  roundDays?: number | null;
  maxPlayers?: number | null;
  /** Null: when full (then maxPlayers is needed). */
  startsAt?: Date | null;
  name?: string | null;
  /** The game's own options, as /challenge reads them. */
  options: Record<string, unknown>;
}

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

/** A standings row with the player's name. */
export type NamedStanding = StandingRow & { name: string };

// In-process wake-ups: a result that moves a tournament on wakes this
// process's tournament work (posts, the next round's start) at once rather
// than at the next periodic tick. Called inside the transaction, so the
// waker waits a moment before it looks.
type Wake = (tournamentId: number) => void;
const wakers = new Set<Wake>();

export function onTournamentChanged(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

function changed(tournamentId: number): void {
  for (const wake of wakers) wake(tournamentId);
}

const bumpVersion = (tx: Tx, id: number) => tx.tournament.update({ where: { id }, data: { version: { increment: 1 } } });

export class TournamentService {
  constructor(
    private readonly db: Db,
    private readonly matches: MatchService,
    private readonly clock: Clock = systemClock,
    /** This process's instance key: the round starts and posts it holds are its own to take back after a restart. */
    private readonly holder: string = 'main',
  ) {}

  /** Listens for the ends of refereed matches (ended.ts); returns the function that stops listening. */
  listen(): () => void {
    return onMatchEnded((tx, ended) => this.recordEnd(tx, ended));
  }

  // -------------------------------------------------------------- organising

  async organiserRole(guildId: string): Promise<string | null> {
    const row = await this.db.tournamentSettings.findUnique({ where: { guildId } });
    return row?.organiserRoleId ?? null;
  }

  async setOrganiserRole(guildId: string, roleId: string | null): Promise<void> {
    await this.db.tournamentSettings.upsert({ where: { guildId }, update: { organiserRoleId: roleId }, create: { guildId, organiserRoleId: roleId } });
  }

  async create(input: CreateInput): Promise<ServiceResult<{ tournament: StoredTournament }>> {
    const engine = engineFor(input.game);
    if (!engine) return refuse('bad_request', `There is no game called "${input.game}".`);
    const sizes = tableSizes(engine);
    const tableSize = input.tableSize ?? 2;
    if (!sizes.includes(tableSize)) return refuse('bad_request', `${engine.name} is played ${sizes.join(', ')} to a match, not ${tableSize}.`);
    const format = formatFor(input.format, tableSize);
    if (!format) return refuse('bad_request', 'A round-robin is for two-player games; tables of 3 or 4 play a Swiss (table-Swiss).');
    const options = engine.optionsSchema.safeParse(input.options);
    if (!options.success) return refuse('bad_request', `Those options do not fit ${engine.name}: ${options.error.issues[0]?.message}`);
    const trial = engine.setup({ players: tableSize, seed: 'trial', options: options.data });
    if (!trial.ok) return refuse('bad_request', trial.error);
    if (input.daysPerMove === null || !(DAYS_PER_MOVE as readonly number[]).includes(input.daysPerMove)) {
      return refuse('bad_request', `A tournament needs a clock: days per move must be one of ${DAYS_PER_MOVE.join(', ')}.`);
    }
    let rounds: number | null = null;
    if (format === 'round-robin') {
      if (input.rounds) return refuse('bad_request', 'A round-robin has as many rounds as it takes for everyone to meet everyone; leave `rounds` out.');
    } else {
      rounds = input.rounds ?? null;
      if (!rounds || rounds < 1 || rounds > MAX_SWISS_ROUNDS) return refuse('bad_request', `A Swiss needs \`rounds\`: 1 to ${MAX_SWISS_ROUNDS}.`);
    }
    const maxPlayers = input.maxPlayers ?? null;
    const least = format === 'table-swiss' ? 3 : 2;
    if (maxPlayers !== null && (maxPlayers < least || maxPlayers > MAX_PLAYERS)) return refuse('bad_request', `\`max_players\` must be ${least} to ${MAX_PLAYERS}.`);
    const roundDays = input.roundDays ?? null;
    if (roundDays !== null && (roundDays < input.daysPerMove || roundDays > MAX_ROUND_DAYS)) {
      return refuse('bad_request', `\`round_days\` must be at least the days per move (${input.daysPerMove}) and at most ${MAX_ROUND_DAYS}.`);
    }
    const startsAt = input.startsAt ?? null;
    if (startsAt === null && maxPlayers === null) return refuse('bad_request', 'Say when it starts: a date, or "when full" with `max_players`.');
    if (startsAt !== null && startsAt <= this.clock.now()) return refuse('bad_request', 'The start must be in the future.');
    const name = (input.name?.trim() || `${engine.name} ${format === 'round-robin' ? 'round-robin' : 'Swiss'}`).slice(0, 80);
    const row = await this.db.tournament.create({
      data: {
        guildId: input.guildId,
        channelId: input.channelId,
        organiserId: input.organiser.id,
        name,
        game: engine.id,
        format,
        tableSize,
        rounds,
        options: options.data as Prisma.InputJsonValue,
        daysPerMove: input.daysPerMove,
        pauseWeekends: input.pauseWeekends ?? false,
        roundDays,
        maxPlayers,
        startsAt,
      },
    });
    return { ok: true, tournament: toTournament(row) };
  }

  async setSignupMessage(id: number, messageId: string): Promise<void> {
    await this.db.tournament.update({ where: { id }, data: { signupMessageId: messageId } });
  }

  async get(id: number): Promise<TournamentRecord | null> {
    return loadTournament(this.db, id);
  }

  /**
   * Which tournament a command means: the one named (on this server), else
   * the newest one posted in this channel, whose thread this is or one of
   * whose matches is played here, else the server's only one not yet over
   * (for `mine`: only those the user is in).
   */
  async resolve(guildId: string, channelId: string, id?: number, mine?: string): Promise<ServiceResult<{ tournament: StoredTournament }>> {
    if (id !== undefined) {
      const row = await this.db.tournament.findUnique({ where: { id } });
      return row && row.guildId === guildId ? { ok: true, tournament: toTournament(row) } : refuse('not_found', `There is no tournament #${id} on this server.`);
    }
    const entered = mine ? { entries: { some: { userId: mine, withdrawnAt: null } } } : {};
    const here = await this.db.tournament.findFirst({
      where: { guildId, OR: [{ channelId }, { threadId: channelId }, { roundRows: { some: { pairings: { some: { threadId: channelId } } } } }], ...entered },
      orderBy: { id: 'desc' },
    });
    if (here) return { ok: true, tournament: toTournament(here) };
    const open = await this.db.tournament.findMany({ where: { guildId, status: { in: ['signup', 'running'] }, ...entered }, orderBy: { id: 'desc' }, take: 5 });
    if (open.length === 1) return { ok: true, tournament: toTournament(open[0]) };
    if (open.length === 0) return refuse('not_found', mine ? 'You are in no tournament here.' : 'There is no tournament here yet.');
    return refuse('ambiguous', `Which tournament? ${open.map((t) => `#${t.id} ${t.name}`).join(', ')} — choose one with the \`tournament\` option.`);
  }

  /** The server's tournaments, those not over first, newest first. */
  async list(guildId: string, limit = 50): Promise<(StoredTournament & { players: number; roundsPaired: number })[]> {
    const rows = await this.db.tournament.findMany({
      where: { guildId },
      orderBy: [{ id: 'desc' }],
      take: limit,
      include: { _count: { select: { entries: true, roundRows: true } } },
    });
    const rank = (s: string) => (s === 'running' ? 0 : s === 'signup' ? 1 : 2);
    return rows
      .map((r) => ({ ...toTournament(r), players: r._count.entries, roundsPaired: r._count.roundRows }))
      .sort((a, b) => rank(a.status) - rank(b.status) || b.id - a.id);
  }

  // ----------------------------------------------------------------- entries

  /** Join: during sign-up while there is room, and late in a Swiss (T-R13). Filling a "when full" tournament starts it. */
  async join(id: number, user: UserRef): Promise<ServiceResult<{ tournament: TournamentRecord; started: boolean }>> {
    const now = this.clock.now();
    const res = await this.db.$transaction(async (tx): Promise<ServiceResult<{ started: boolean }>> => {
      if (!(await lockTournament(tx, id))) return refuse('not_found', `There is no tournament #${id}.`);
      const t = (await loadTournament(tx, id))!;
      const entry = t.entries.find((e) => e.userId === user.id);
      if (entry) return refuse('bad_request', entry.withdrawnAt ? 'You have left this tournament; you cannot come back in.' : 'You are in already.');
      if (user.bot) return refuse('bad_request', 'Bots cannot play in tournaments.');
      // Without a size of its own a tournament takes as many as its posts are made to show.
      if (t.entries.length >= (t.maxPlayers ?? MAX_PLAYERS)) return refuse('bad_request', 'The tournament is full.');
      if (t.status === 'signup') {
        await tx.tournamentEntry.create({ data: { tournamentId: id, userId: user.id, name: user.name ?? user.id, joinedAt: now } });
        await bumpVersion(tx, id);
        if (t.startsAt === null && t.maxPlayers !== null && t.entries.length + 1 >= t.maxPlayers) {
          await this.startIn(tx, id, now);
          return { ok: true, started: true };
        }
        return { ok: true, started: false };
      }
      if (t.status !== 'running') return refuse('over', `Tournament #${id} is ${t.status}.`);
      if (t.format === 'round-robin') return refuse('bad_request', 'A round-robin takes nobody once it has started: everyone must meet everyone.');
      if (!tR13LateJoinOpen(t.rounds.length, t.plannedRounds ?? 0)) {
        return refuse('bad_request', 'Late entries close once more than half the rounds have started.');
      }
      const seed = Math.max(0, ...t.entries.map((e) => e.seed ?? 0)) + 1;
      await tx.tournamentEntry.create({ data: { tournamentId: id, userId: user.id, name: user.name ?? user.id, joinedAt: now, seed, joinedRound: t.rounds.length } });
      await bumpVersion(tx, id);
      return { ok: true, started: false };
    });
    if (!res.ok) return res;
    changed(id);
    return { ok: true, tournament: (await loadTournament(this.db, id))!, started: res.started };
  }

  /** Leave during sign-up (afterwards, withdraw). */
  async leave(id: number, user: UserRef): Promise<ServiceResult<{ tournament: TournamentRecord }>> {
    const res = await this.db.$transaction(async (tx): Promise<ServiceResult<object>> => {
      if (!(await lockTournament(tx, id))) return refuse('not_found', `There is no tournament #${id}.`);
      const t = (await loadTournament(tx, id))!;
      if (t.status !== 'signup') return refuse('bad_request', t.status === 'running' ? 'The tournament has started: use `/tournament withdraw` to leave it.' : `Tournament #${id} is ${t.status}.`);
      const gone = await tx.tournamentEntry.deleteMany({ where: { tournamentId: id, userId: user.id } });
      if (gone.count === 0) return refuse('not_participant', 'You are not in this tournament.');
      await bumpVersion(tx, id);
      return { ok: true };
    });
    if (!res.ok) return res;
    changed(id);
    return { ok: true, tournament: (await loadTournament(this.db, id))! };
  }

  /**
   * Withdraw: the player stays in the standings and is paired no more (T-R13);
   * a game of theirs not yet made is lost, and their running matches are resigned.
   */
  async withdraw(id: number, user: UserRef, reason: 'withdrew' | 'organiser' = 'withdrew'): Promise<ServiceResult<{ tournament: TournamentRecord; resigned: number[]; outbox: number[] }>> {
    const now = this.clock.now();
    const res = await this.db.$transaction(async (tx): Promise<ServiceResult<{ running: number[] }>> => {
      if (!(await lockTournament(tx, id))) return refuse('not_found', `There is no tournament #${id}.`);
      const t = (await loadTournament(tx, id))!;
      const entry = t.entries.find((e) => e.userId === user.id);
      if (!entry) return refuse('not_participant', 'You are not in this tournament.');
      if (entry.withdrawnAt) return refuse('bad_request', 'You have already left this tournament.');
      if (t.status === 'signup') {
        await tx.tournamentEntry.delete({ where: { tournamentId_userId: { tournamentId: id, userId: user.id } } });
        await bumpVersion(tx, id);
        return { ok: true, running: [] };
      }
      if (t.status !== 'running') return refuse('over', `Tournament #${id} is ${t.status}.`);
      await tx.tournamentEntry.update({ where: { tournamentId_userId: { tournamentId: id, userId: user.id } }, data: { withdrawnAt: now, withdrawnReason: reason } });
      const running: number[] = [];
      for (const r of t.rounds) {
        for (const p of r.pairings) {
          if (p.endedAt || !p.players.includes(user.id)) continue;
          if (p.matchId !== null) running.push(p.matchId);
          // A two-player game not made yet is lost by the one who left; a table is made and their seat resigned.
          else if (p.kind === 'game') {
            await tx.tournamentPairing.update({ where: { id: p.id }, data: { outcome: p.players[0] === user.id ? 'black' : 'white', endedAt: now } });
            await this.afterResult(tx, id, r.id, now);
          }
        }
      }
      await bumpVersion(tx, id);
      return { ok: true, running };
    });
    if (!res.ok) return res;
    const outbox: number[] = [];
    const resigned: number[] = [];
    for (const matchId of res.running) {
      const r = await this.matches.resign(matchId, user);
      if (r.ok) {
        outbox.push(...r.outbox);
        resigned.push(matchId);
      }
    }
    changed(id);
    return { ok: true, tournament: (await loadTournament(this.db, id))!, resigned, outbox };
  }

  /**
   * The organiser (or someone who may organise here) cancels before the end.
   * Matches under way are left to their players as ordinary matches.
   */
  async cancel(id: number, user: UserRef, mayOrganise: boolean): Promise<ServiceResult<{ tournament: TournamentRecord }>> {
    const t = await loadTournament(this.db, id);
    if (!t) return refuse('not_found', `There is no tournament #${id}.`);
    if (t.organiserId !== user.id && !mayOrganise) return refuse('not_participant', 'Only the organiser, or someone who may organise tournaments here, can cancel it.');
    const running = t.rounds.flatMap((r) => r.pairings.filter((p) => p.matchId !== null && !p.endedAt).map((p) => p.matchId!));
    const res = await this.db.$transaction(async (tx): Promise<ServiceResult<object>> => {
      // Matches before the tournament (lock order: match, then tournament).
      if (running.length) await tx.match.updateMany({ where: { id: { in: running }, status: 'active' }, data: { refereed: false } });
      await lockTournament(tx, id);
      const now = await tx.tournament.findUnique({ where: { id }, select: { status: true } });
      if (now?.status !== 'signup' && now?.status !== 'running') return refuse('over', `Tournament #${id} is already ${now?.status ?? 'gone'}.`);
      await tx.tournament.update({ where: { id }, data: { status: 'cancelled', finishedAt: this.clock.now(), version: { increment: 1 } } });
      return { ok: true };
    });
    if (!res.ok) return res;
    changed(id);
    return { ok: true, tournament: (await loadTournament(this.db, id))! };
  }

  // --------------------------------------------------------------- the start

  /** Tournaments whose start date has come: sign-up closes and round 1 is paired. Returns their ids. */
  async startDue(): Promise<number[]> {
    const now = this.clock.now();
    const started: number[] = [];
    for (;;) {
      const id = await this.db.$transaction(async (tx) => {
        const [due] = await tx.$queryRaw<{ id: number }[]>`
          SELECT id FROM "Tournament" WHERE status = 'signup' AND "startsAt" <= ${now}::timestamp
          ORDER BY "startsAt", id LIMIT 1 FOR UPDATE SKIP LOCKED`;
        if (!due) return null;
        await this.startIn(tx, due.id, now);
        return due.id;
      }, { timeout: 60_000 });
      if (id === null) return started;
      started.push(id);
      changed(id);
    }
  }

  /** Closes sign-up: seeds by rating, and pairs round 1; too few players cancel it. The tournament is locked. */
  private async startIn(tx: Tx, id: number, now: Date): Promise<void> {
    const t = (await loadTournament(tx, id))!;
    const least = t.format === 'table-swiss' ? 3 : 2;
    if (t.entries.length < least) {
      await tx.tournament.update({ where: { id }, data: { status: 'cancelled', finishedAt: now, version: { increment: 1 } } });
      return;
    }
    // Seeds from the ratings in this game on this server (the conservative rating), the unrated after them in the order they joined.
    const ratings = await tx.rating.findMany({ where: { game: t.game, guildId: t.guildId, userId: { in: t.entries.map((e) => e.userId) } }, select: { userId: true, ordinal: true } });
    const ordinal = new Map(ratings.map((r) => [r.userId, r.ordinal]));
    const order = t.entries
      .map((e, i) => ({ userId: e.userId, i, rating: ordinal.get(e.userId) ?? -Infinity }))
      .sort((a, b) => b.rating - a.rating || a.i - b.i);
    for (const [k, e] of order.entries()) {
      await tx.tournamentEntry.update({ where: { tournamentId_userId: { tournamentId: id, userId: e.userId } }, data: { seed: k + 1 } });
    }
    const seeded = order.map((e, k) => ({ id: e.userId, seed: k + 1 }));
    const rounds = t.format === 'round-robin' ? roundRobinLength(seeded) : t.plannedRounds;
    await tx.tournament.update({ where: { id }, data: { status: 'running', startedAt: now, rounds, version: { increment: 1 } } });
    await this.pairNext(tx, id, now);
  }

  /**
   * Pairs the next round (the tournament is locked and every round so far is
   * over), or ends the tournament after its last round or when fewer than two
   * are left in. A round of byes only is over at once, and the next is paired.
   */
  private async pairNext(tx: Tx, id: number, now: Date): Promise<void> {
    for (;;) {
      const t = (await loadTournament(tx, id))!;
      const active = activeOf(t);
      const number = t.rounds.length + 1;
      if (number > (t.plannedRounds ?? 0) || active.length < 2) {
        await tx.tournament.update({ where: { id }, data: { status: 'finished', finishedAt: now, version: { increment: 1 } } });
        return;
      }
      const next = nextRound(t, active);
      // Pairing refuses only rounds it cannot read (a bug, never a player's doing): the tournament ends with the standings it has.
      if (!next.ok) {
        await tx.tournament.update({ where: { id }, data: { status: 'finished', finishedAt: now, version: { increment: 1 } } });
        return;
      }
      const playing = next.value.matches.length > 0;
      const round = await tx.tournamentRound.create({
        data: { tournamentId: id, number, status: playing ? 'starting' : 'finished', pairedAt: now, finishedAt: playing ? null : now },
      });
      const kind = t.format === 'table-swiss' ? 'table' : 'game';
      await tx.tournamentPairing.createMany({
        data: [
          ...next.value.matches.map((players, i) => ({ roundId: round.id, tournamentId: id, board: i + 1, kind, players })),
          ...next.value.byes.map((p, i) => ({ roundId: round.id, tournamentId: id, board: next.value.matches.length + i + 1, kind: 'bye', players: [p], endedAt: now })),
        ],
      });
      await bumpVersion(tx, id);
      if (playing) return;
    }
  }

  // ------------------------------------------------------- a round's start

  /** At start-up: round starts this instance held when it stopped are taken up again at once. */
  async takeBack(): Promise<number> {
    const r = await this.db.tournamentRound.updateMany({ where: { status: 'starting', holder: this.holder }, data: { leaseUntil: null } });
    await this.db.tournament.updateMany({ where: { postHolder: this.holder }, data: { postLeaseUntil: null } });
    return r.count;
  }

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

  /** Every match made: the round runs, and its limit (if any) counts from now. False when matches are still to make. */
  async finishStart(roundId: number): Promise<boolean> {
    const now = this.clock.now();
    const done = await this.db.$transaction(async (tx) => {
      const round = await tx.tournamentRound.findUnique({ where: { id: roundId } });
      if (!round || !(await lockTournament(tx, round.tournamentId))) return true;
      const left = await tx.tournamentPairing.count({ where: { roundId, kind: { not: 'bye' }, matchId: null, endedAt: null } });
      if (left > 0) return false;
      const t = (await tx.tournament.findUnique({ where: { id: round.tournamentId } }))!;
      const endsAt = t.roundDays ? new Date(now.getTime() + t.roundDays * DAY_MS) : null;
      const started = await tx.tournamentRound.updateMany({
        where: { id: roundId, status: 'starting' },
        data: { status: 'running', startedAt: now, endsAt, holder: null, leaseUntil: null },
      });
      if (started.count === 1) {
        await bumpVersion(tx, t.id);
        // Every game of the round may have been decided already (withdrawals): it ends now.
        await this.afterResult(tx, t.id, roundId, now);
      }
      return true;
    });
    if (done) {
      const round = await this.db.tournamentRound.findUnique({ where: { id: roundId }, select: { tournamentId: true } });
      if (round) changed(round.tournamentId);
    }
    return done;
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
      if (batch.length === 0) return this.finishStart(roundId);
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

  // ------------------------------------------------------------ results

  /** The hook (ended.ts): a refereed match ended; if it is a tournament's, its result is recorded and the tournament moves on. */
  async recordEnd(tx: Tx, ended: EndedMatch): Promise<void> {
    const m = ended.match;
    const [pairing] = await tx.$queryRaw<{ id: number; tournamentId: number; roundId: number; kind: string; players: string[]; endedAt: Date | null }[]>`
      SELECT id, "tournamentId", "roundId", kind, players, "endedAt" FROM "TournamentPairing" WHERE "matchId" = ${m.id}`;
    if (!pairing) return;
    await lockTournament(tx, pairing.tournamentId);
    const t = await tx.tournament.findUnique({ where: { id: pairing.tournamentId }, select: { status: true } });
    if (t?.status !== 'running' || pairing.endedAt) return;
    const now = this.clock.now();
    const bySeat = [...m.players].sort((a, b) => a.seat - b.seat).map((p) => p.userId);
    if (pairing.kind === 'table') {
      const finish = await tableFinish(tx, m.id, m.game, bySeat.length, ended);
      await tx.tournamentPairing.update({ where: { id: pairing.id }, data: { finish, endedAt: now } });
    } else {
      await tx.tournamentPairing.update({ where: { id: pairing.id }, data: { outcome: gameOutcome(ended), endedAt: now } });
    }
    // A player who never moved in the match and whose time ran out is withdrawn (absent, the Lichess way).
    const absent = await absentPlayers(tx, m.id, m.movedSeats, bySeat);
    if (absent.length) {
      await tx.tournamentEntry.updateMany({
        where: { tournamentId: pairing.tournamentId, userId: { in: absent }, withdrawnAt: null },
        data: { withdrawnAt: now, withdrawnReason: 'absent' },
      });
    }
    await bumpVersion(tx, pairing.tournamentId);
    await this.afterResult(tx, pairing.tournamentId, pairing.roundId, now);
    changed(pairing.tournamentId);
  }

  /**
   * Tournament matches that ended where nobody listened (a process without
   * the tournament service, such as a maintenance script): their results are
   * recorded now, as the hook would have. Returns how many.
   */
  async recordMissed(limit = 50): Promise<number> {
    const missed = await this.db.$queryRaw<{ matchId: number; kind: string | null }[]>`
      SELECT p."matchId", (SELECT a.kind FROM "MatchAction" a WHERE a."matchId" = p."matchId" ORDER BY a.revision DESC LIMIT 1) AS kind
      FROM "TournamentPairing" p JOIN "Match" m ON m.id = p."matchId" JOIN "Tournament" t ON t.id = p."tournamentId"
      WHERE p."endedAt" IS NULL AND m.status <> 'active' AND t.status = 'running'
      ORDER BY p.id LIMIT ${limit}::int`;
    const how = (kind: string | null, status: string): EndedHow =>
      status === 'aborted' || status === 'annulled' ? status : kind === 'adjudicated' || kind === 'timeout' || kind === 'resign' || kind === 'draw' ? kind : 'action';
    for (const { matchId, kind } of missed) {
      await this.db.$transaction(async (tx) => {
        const m = await loadMatch(tx, matchId);
        if (m && m.status !== 'active') await this.recordEnd(tx, { match: m, how: how(kind, m.status) });
      });
    }
    return missed.length;
  }

  /** After a result (the tournament locked): a round that is over ends, and the next is paired. */
  private async afterResult(tx: Tx, tournamentId: number, roundId: number, now: Date): Promise<void> {
    const round = await tx.tournamentRound.findUnique({ where: { id: roundId }, include: { pairings: true } });
    // A round still being started is not over (its later matches are not made yet).
    if (!round || round.status !== 'running' || !roundOver(round)) return;
    await tx.tournamentRound.update({ where: { id: roundId }, data: { status: 'finished', finishedAt: now } });
    await this.pairNext(tx, tournamentId, now);
  }

  // ----------------------------------------------------------- round limit

  /**
   * Rounds past their limit: each match still running ends as a draw for the
   * standings (T-R03), each in a transaction of its own (lock order: match,
   * then tournament). Returns the outbox rows those endings wrote.
   */
  async adjudicateDue(): Promise<{ outbox: number[]; ended: { tournamentId: number; round: number; matchId: number; threadId: string | null }[] }> {
    const now = this.clock.now();
    const outbox: number[] = [];
    const ended: { tournamentId: number; round: number; matchId: number; threadId: string | null }[] = [];
    const handled: number[] = [];
    for (;;) {
      const [round] = await this.db.$queryRaw<{ id: number; number: number; tournamentId: number; tableSize: number }[]>`
        UPDATE "TournamentRound" SET holder = ${this.holder}, "leaseUntil" = ${new Date(now.getTime() + ROUND_LEASE_MS)}::timestamp
        WHERE id = (
          SELECT r.id FROM "TournamentRound" r JOIN "Tournament" t ON t.id = r."tournamentId"
          WHERE r.status = 'running' AND t.status = 'running' AND r."endsAt" <= ${now}::timestamp
            AND (r."leaseUntil" IS NULL OR r."leaseUntil" <= ${now}::timestamp OR r.holder = ${this.holder}) AND r.id <> ALL(${handled}::int[])
          ORDER BY r."endsAt", r.id LIMIT 1 FOR UPDATE OF r SKIP LOCKED)
        RETURNING id, number, "tournamentId", (SELECT "tableSize" FROM "Tournament" WHERE id = "tournamentId") AS "tableSize"`;
      if (!round) return { outbox, ended };
      handled.push(round.id);
      const running = await this.db.tournamentPairing.findMany({ where: { roundId: round.id, endedAt: null, matchId: { not: null } }, select: { matchId: true } });
      for (const { matchId } of running) {
        // A move at the same moment makes the write stale: read the match again and end it as it now is.
        for (let attempt = 0; attempt < 3; attempt++) {
          const done = await this.db.$transaction(async (tx) => {
            const m = await loadMatch(tx, matchId!);
            if (!m || m.status !== 'active') return 'over' as const;
            return adjudicateDraw(tx, m, roundLimitReason(round.tableSize), now);
          });
          if (done === 'over') break;
          if (done) {
            outbox.push(...done.outbox);
            ended.push({ tournamentId: round.tournamentId, round: round.number, matchId: matchId!, threadId: done.match.threadId });
            break;
          }
        }
      }
      // Released: a match still running (three stale tries) is ended at the next tick.
      await this.db.tournamentRound.updateMany({ where: { id: round.id, holder: this.holder }, data: { holder: null, leaseUntil: null } });
    }
  }

  // ------------------------------------------------------------- standings

  /** Ranks, points and tie-breaks (T-R01 … T-R07), with names; running games count once they end. */
  standingsOf(t: TournamentRecord): NamedStanding[] {
    const rows = standings({ players: entrantsOf(t), rounds: roundRecordsOf(t), active: activeOf(t) });
    if (!rows.ok) return [];
    const names = new Map(t.entries.map((e) => [e.userId, e.name]));
    return rows.value.map((r) => ({ ...r, name: names.get(r.id) ?? r.id }));
  }

  // ---------------------------------------------------------------- posts

  /** Claims tournaments whose posts are behind (a lease each), at most `limit`. */
  async claimPosts(limit = 5): Promise<{ id: number; version: number }[]> {
    const now = this.clock.now();
    return this.db.$queryRaw<{ id: number; version: number }[]>`
      UPDATE "Tournament" SET "postHolder" = ${this.holder}, "postLeaseUntil" = ${new Date(now.getTime() + POST_LEASE_MS)}::timestamp
      WHERE id IN (
        SELECT id FROM "Tournament" WHERE "shownVersion" < version
          AND ("postLeaseUntil" IS NULL OR "postLeaseUntil" <= ${now}::timestamp OR "postHolder" = ${this.holder})
        ORDER BY id LIMIT ${limit}::int FOR UPDATE SKIP LOCKED)
      RETURNING id, version`;
  }

  /** The posts now show `version`; the message ids they have are kept. */
  async postsShown(
    id: number,
    version: number,
    ids: { signupMessageId?: string | null; threadId?: string | null; standingsMessageId?: string | null; finalMessageId?: string | null; rounds?: { id: number; announceMessageId: string }[] },
  ): Promise<void> {
    await this.db.$transaction(async (tx) => {
      for (const r of ids.rounds ?? []) await tx.tournamentRound.update({ where: { id: r.id }, data: { announceMessageId: r.announceMessageId } });
      const { rounds: _rounds, ...messages } = ids;
      await tx.tournament.updateMany({
        where: { id, postHolder: this.holder },
        data: { ...messages, postHolder: null, postLeaseUntil: null },
      });
      await tx.$executeRaw`UPDATE "Tournament" SET "shownVersion" = GREATEST("shownVersion", ${version}::int) WHERE id = ${id}`;
    });
  }

  /** Lets go of a claim on the posts without marking them shown (delivery failed; tried again later). */
  async releasePosts(id: number): Promise<void> {
    await this.db.tournament.updateMany({ where: { id, postHolder: this.holder }, data: { postHolder: null, postLeaseUntil: null } });
  }
}

/** What a match's thread and result say when the round limit ends it (T-R03). */
export function roundLimitReason(tableSize: number): string {
  return tableSize > 2
    ? "the round's time limit ended the game: the places not yet decided are shared in the tournament (T-R03)"
    : "the round's time limit ended the game: a draw (½–½) in the tournament (T-R03)";
}

/** The next round's matches (seats in order) and byes, by the tournament's format. */
function nextRound(t: TournamentRecord, active: string[]): Outcome<{ matches: string[][]; byes: string[] }> {
  const players = entrantsOf(t);
  const rounds = roundRecordsOf(t);
  if (t.format === 'table-swiss') {
    const seated = seatTables({ players, rounds, active, size: t.tableSize });
    return seated.ok ? { ok: true, value: { matches: seated.value.tables, byes: seated.value.byes } } : seated;
  }
  const paired = t.format === 'round-robin' ? roundRobinRound({ players, rounds, active }) : pairSwissRound({ players, rounds, active, colours: seatIsColour(t.game) });
  return paired.ok ? { ok: true, value: { matches: paired.value.games.map((g) => [g.white, g.black]), byes: paired.value.byes } } : paired;
}

/** A two-player game's outcome for the standings: seat 0 is White (T-R03 for the round limit). */
function gameOutcome(ended: EndedMatch): GameOutcome {
  const r = ended.match.result;
  if (ended.how === 'adjudicated' || !r) return 'round-limit';
  if (r.winners.length !== 1) return 'draw';
  return r.winners[0] === 0 ? 'white' : 'black';
}

/**
 * A table's places (0 first, tied seats sharing, the next place skipped), as
 * ratings place them: by when seats dropped out where the game has seats drop
 * out, else the winners ahead of the rest. At the round limit the seats still
 * in have no place (null, T-R03) and those out before them take the last places.
 */
async function tableFinish(tx: Tx, matchId: number, game: string, seats: number, ended: EndedMatch): Promise<(number | null)[]> {
  const engine = engineFor(game)!;
  const outOfPlay = engine.outOfPlay?.bind(engine);
  const eliminated = outOfPlay && seats > 2 ? await eliminations(tx, matchId, outOfPlay) : undefined;
  const all: Seat[] = Array.from({ length: seats }, (_, s) => s);
  if (ended.how === 'adjudicated' || !ended.match.result) {
    const out = eliminated ?? new Map<Seat, number>();
    const stillIn = all.filter((s) => !out.has(s)).length;
    return all.map((s) => {
      const at = out.get(s);
      if (at === undefined) return null;
      return stillIn + all.filter((o) => (out.get(o) ?? -1) > at).length;
    });
  }
  const places = placesOf(all, ended.match.result, eliminated);
  return all.map((s) => all.filter((o) => places.get(o)! < places.get(s)!).length);
}

/** Players whose time ran out in the match before they had moved in it. */
const timeoutEntry = z.object({ seats: z.array(z.number().int().min(0)) });

async function absentPlayers(tx: Tx, matchId: number, movedSeats: Seat[], bySeat: string[]): Promise<string[]> {
  const timeouts = await tx.matchAction.findMany({ where: { matchId, kind: 'timeout' }, select: { action: true } });
  const late = new Set<number>();
  for (const t of timeouts) for (const s of timeoutEntry.safeParse(t.action).data?.seats ?? []) late.add(s);
  return [...late].filter((s) => !movedSeats.includes(s) && bySeat[s] !== undefined).map((s) => bySeat[s]);
}
