// The tournament service, a sibling of the match service: sign-up, the start,
// each round's pairing and start, results, withdrawals, the round limit.
//
// How a tournament moves on. A match's end is told to it through the match
// service's one hook (src/matches/ended.ts) inside the transaction that ends
// the match: the result is recorded there and, when it was the round's last,
// the next round is paired there too, so a crash never loses a round nor
// pairs one twice (a round's number is unique per tournament as well). A
// paired round is then *started* — a thread and a match for each pairing —
// by whichever process claims it (round-start.ts); what a match's end counts
// for is in outcomes.ts. Nothing here imports Discord.
//
// Locks are always taken match first, then tournament (a result's write holds
// its match when the hook locks the tournament), so a round limit adjudicates
// each match in a transaction of its own rather than under the tournament's lock.
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import { DAYS_PER_MOVE, DAY_MS, systemClock, type Clock } from '../matches/clock.js';
import { onMatchEnded, type EndedHow, type EndedMatch } from '../matches/ended.js';
import { adjudicateDraw } from '../matches/referee.js';
import { loadMatch } from '../matches/load.js';
import type { MatchService } from '../matches/service.js';
import { refuse, type ServiceResult, type UserRef } from '../matches/types.js';
import { formatFor, tableSizes, type TournamentFormat } from './games.js';
import { absentPlayers, gameOutcome, nextRound, roundLimitReason, tableFinish } from './outcomes.js';
import { roundRobinLength } from './round-robin.js';
import { ROUND_LEASE_MS, RoundStarter, START_BATCH, type TournamentDesk } from './round-start.js';
import { tR13LateJoinOpen } from './rulings.js';
import { standings, type StandingRow } from './standings.js';
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
  ) {
    this.starter = new RoundStarter(db, matches, clock, holder, (roundId) => this.finishStart(roundId));
  }

  private readonly starter: RoundStarter;

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

  /** Claims one paired round whose start nobody else holds (round-start.ts). */
  claimRoundToStart(): Promise<{ roundId: number; tournamentId: number } | null> {
    return this.starter.claimRoundToStart();
  }

  /** Starts every paired round nobody holds (round-start.ts). Returns how many it started. */
  startRounds(desk: TournamentDesk, batchSize = START_BATCH): Promise<number> {
    return this.starter.startRounds(desk, batchSize);
  }

  /** Every match made: the round runs, and its limit (if any) counts from now. False when matches are still to make. */
  private async finishStart(roundId: number): Promise<boolean> {
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
