// Correspondence play over days: reminders, time-outs and claims, abort and
// annulment, vacation, per-user settings, and the daily digest. Everything due
// later is a Timer row, claimed with FOR UPDATE SKIP LOCKED inside the
// transaction that acts on it, so two bot processes never both handle one.
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { GameResult } from '../games/engine.js';
import { DAY_MS, HOUR_MS, addClockTime, clockTimeBetween, formatLeft, vacationEarnedHours, type Clock } from './clock.js';
import { LIMITS, fitLines } from './limits.js';
import { loadMatch, toSnapshot } from './load.js';
import { LEASE_SECONDS, OUTBOX_GRACE_MS, enqueue, enqueueAll, keepClaimed, purgeDelivered, type DirectPost, type NoticePost } from './outbox.js';
import { applyStep } from './apply.js';
import { matchEnded } from './ended.js';
import { forfeitLate } from './referee.js';
import { scheduleTurnTimers } from './turns.js';
import { AI_TIMER_KINDS, AiTurns } from './ai-turns.js';
import { MatchService } from './service.js';
import type { Logger } from '../log.js';
import { refuse, type MatchSnapshot, type ServiceResult, type UserRef } from './types.js';

type Tx = Prisma.TransactionClient;

/** The daily digest goes out at this hour, UTC. */
export const DIGEST_HOUR_UTC = 9;

export interface UserPrefs {
  digest: boolean;
  pings: boolean;
}

export interface VacationStatus {
  onVacation: boolean;
  /** Hours left in the bank right now. */
  balanceHours: number;
  since: Date | null;
}

const where = (m: { threadId: string | null; channelId: string }) => m.threadId ?? m.channelId;
const mention = (users: string[]) => users.map((u) => `<@${u}>`).join(', ');

export const DEFAULT_OUTBOX_RETENTION_DAYS = 14;

/** The timers a tick handles in one batch; the rarer kinds have a transaction of their own, the AI's are claimed in ai-turns.ts. */
const TURN_TIMERS = ['reminder', 'timeout'];

/** Delivered outbox rows are deleted this often, in batches of this many, for at most this long each time. */
const PURGE_EVERY_MS = 5 * 60_000;
const PURGE_BATCH = 1_000;
const PURGE_BUDGET_MS = 250;

/** A due reminder or time-out, locked, with its match as it is now and what deciding needs. */
interface TurnTimer {
  id: number;
  kind: string;
  matchId: number | null;
  key: string;
  game: string | null;
  status: string | null;
  matchVersion: number | null;
  turnStartedAt: Date | null;
  deadline: Date | null;
  waitingFor: string[] | null;
  channelId: string | null;
  threadId: string | null;
  /** How many seats have acted at least once. */
  moved: number;
  /** The players' user ids in seat order. */
  players: string[] | null;
  /** The AI's seats' user ids. */
  ai: string[] | null;
  /** Of those waiting, who turned pings off. */
  quiet: string[] | null;
  /** Someone waiting is on vacation: their clock is stopped. */
  away: boolean;
  /** The bot referees the match (a tournament game): it claims the time-out itself. */
  refereed: boolean | null;
}

/** A reminder or time-out of its match's current turn. */
type LiveTimer = TurnTimer & { matchId: number; deadline: Date; turnStartedAt: Date; waitingFor: string[]; channelId: string };

/** A notice a reminder or time-out posts, written only if the match is still at that turn. */
interface TurnNotice {
  timer: number;
  matchId: number;
  payload: NoticePost;
  turnStartedAt: string;
  deadline: string;
  n: number;
}

/** A due timer of a rarer kind (the digest, a vacation's end). */
interface OtherTimer {
  id: number;
  kind: string;
  userId: string | null;
  key: string;
  dueAt: Date;
}

export class Correspondence {
  /** The digest this process last made sure of. */
  private digestKey: string | null = null;

  private readonly ai: AiTurns;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    log?: Logger,
    /** This process's instance key: the AI turns it claims are its own to take back after a restart (ai-turns.ts), and the notices it writes are its to deliver. */
    private readonly holder?: string,
    /** Delivered outbox rows are deleted after this many days (OUTBOX_RETENTION_DAYS). */
    private readonly outboxRetentionDays = DEFAULT_OUTBOX_RETENTION_DAYS,
  ) {
    this.ai = new AiTurns(db, new MatchService(db, clock, holder), log, holder);
  }

  // ------------------------------------------------------------------ settings

  private async settingsRow(db: Db | Tx, userId: string) {
    return db.userSettings.upsert({ where: { userId }, update: {}, create: { userId, joinedAt: this.clock.now() } });
  }

  async prefs(userId: string): Promise<UserPrefs> {
    const row = await this.settingsRow(this.db, userId);
    return { digest: row.digest, pings: row.pings };
  }

  async setPrefs(userId: string, change: Partial<UserPrefs>): Promise<UserPrefs> {
    await this.settingsRow(this.db, userId);
    const row = await this.db.userSettings.update({ where: { userId }, data: change });
    return { digest: row.digest, pings: row.pings };
  }

  // ------------------------------------------------------------------ vacation

  private balance(row: { joinedAt: Date; vacationUsedHours: number; vacationStartedAt: Date | null }, now: Date): number {
    const running = row.vacationStartedAt ? (now.getTime() - row.vacationStartedAt.getTime()) / HOUR_MS : 0;
    return Math.max(0, vacationEarnedHours(row.joinedAt, now) - row.vacationUsedHours - running);
  }

  async vacation(userId: string): Promise<VacationStatus> {
    const row = await this.settingsRow(this.db, userId);
    return { onVacation: !!row.vacationStartedAt, balanceHours: this.balance(row, this.clock.now()), since: row.vacationStartedAt };
  }

  async startVacation(userId: string): Promise<ServiceResult<{ status: VacationStatus }>> {
    const now = this.clock.now();
    return this.db.$transaction(async (tx) => {
      const row = await this.settingsRow(tx, userId);
      if (row.vacationStartedAt) return refuse('bad_request', 'You are already on vacation.');
      const balance = this.balance(row, now);
      if (balance < 1) return refuse('bad_request', 'Your vacation bank is empty; it grows by a day for every eight days you play here.');
      await tx.userSettings.update({ where: { userId }, data: { vacationStartedAt: now } });
      await tx.timer.create({
        data: { key: `vacation:${userId}:${now.getTime()}`, kind: 'vacation-end', userId, dueAt: new Date(now.getTime() + balance * HOUR_MS) },
      });
      return { ok: true, status: { onVacation: true, balanceHours: balance, since: now } };
    });
  }

  async endVacation(userId: string): Promise<ServiceResult<{ status: VacationStatus; outbox: number[] }>> {
    return this.db.$transaction((tx) => this.endVacationIn(tx, userId));
  }

  /** Stops the vacation: spends the bank by the hour and pushes the user's deadlines back. */
  private async endVacationIn(tx: Tx, userId: string): Promise<ServiceResult<{ status: VacationStatus; outbox: number[] }>> {
    const now = this.clock.now();
    const row = await this.settingsRow(tx, userId);
    const since = row.vacationStartedAt;
    if (!since) return refuse('bad_request', 'You are not on vacation.');
    const earned = vacationEarnedHours(row.joinedAt, now);
    const used = Math.min(earned, row.vacationUsedHours + (now.getTime() - since.getTime()) / HOUR_MS);
    await tx.userSettings.update({ where: { userId }, data: { vacationStartedAt: null, vacationUsedHours: used } });
    const waiting = await tx.match.findMany({ where: { status: 'active', waitingFor: { has: userId }, deadline: { not: null } }, include: { players: true } });
    for (const raw of waiting) {
      const m = toSnapshot(raw);
      if (!m || !m.deadline || !m.turnStartedAt) continue;
      const pausedFrom = m.turnStartedAt > since ? m.turnStartedAt : since;
      const paused = clockTimeBetween(pausedFrom, now, m.pauseWeekends);
      if (paused <= 0) continue;
      const deadline = addClockTime(m.deadline, paused, m.pauseWeekends);
      const turnStartedAt = new Date(m.turnStartedAt.getTime() + paused);
      await tx.match.update({ where: { id: m.id }, data: { deadline, turnStartedAt, revision: { increment: 1 } } });
      await scheduleTurnTimers(tx, m.id, m.version, { waitingFor: m.waitingFor, deadline, turnStartedAt }, m);
    }
    return { ok: true, status: { onVacation: false, balanceHours: Math.max(0, earned - used), since: null }, outbox: [] };
  }

  private async onVacation(tx: Tx | Db, userIds: string[]): Promise<boolean> {
    if (userIds.length === 0) return false;
    return (await tx.userSettings.count({ where: { userId: { in: userIds }, vacationStartedAt: { not: null } } })) > 0;
  }

  // ----------------------------------------------------------- abort and claim

  /** Either player may abort before everyone has acted; no result is kept. */
  async abort(matchId: number, user: UserRef): Promise<ServiceResult<{ match: MatchSnapshot; outbox: number[] }>> {
    return this.db.$transaction(async (tx) => {
      const m = await loadMatch(tx, matchId);
      if (!m) return refuse('not_found', `There is no match #${matchId}.`);
      if (!m.players.some((p) => p.userId === user.id)) return refuse('not_participant', `You are not playing in match #${m.id}.`);
      if (m.status !== 'active') return refuse('over', `Match #${m.id} is over.`);
      if (m.refereed) return refuse('bad_request', `Match #${m.id} is a tournament game: it cannot be aborted. You may resign it, or leave the tournament with \`/tournament withdraw\`.`);
      if (m.movedSeats.length >= m.players.length) return refuse('bad_request', 'Everyone has moved, so the match can no longer be aborted; you may resign instead.');
      return this.close(tx, m, 'aborted', `Match #${m.id} was aborted by <@${user.id}> before everyone had moved. It counts for nobody.`);
    });
  }

  /**
   * After a deadline the waiting players may claim. Before everyone has moved
   * the match is annulled instead of scored.
   */
  async claim(matchId: number, user: UserRef, expectedVersion?: number): Promise<ServiceResult<{ match: MatchSnapshot; outbox: number[] }>> {
    return this.db.$transaction(async (tx) => {
      const m = await loadMatch(tx, matchId);
      if (!m) return refuse('not_found', `There is no match #${matchId}.`);
      if (!m.players.some((p) => p.userId === user.id)) return refuse('not_participant', `You are not playing in match #${m.id}.`);
      if (m.status !== 'active') return refuse('over', `Match #${m.id} is over.`);
      if (expectedVersion !== undefined && expectedVersion !== m.version) return refuse('stale', 'Your opponent has moved since; there is nothing to claim.');
      if (m.waitingFor.includes(user.id)) return refuse('bad_request', 'It is your own turn; you cannot claim against yourself.');
      const now = this.clock.now();
      if (!m.deadline || m.deadline > now) return refuse('bad_request', m.deadline ? `Their time is not up yet (${formatLeft(m.deadline.getTime() - now.getTime())} left).` : 'This match has no clock.');
      if (await this.onVacation(tx, m.waitingFor)) return refuse('bad_request', 'Their clock is stopped: they are on vacation.');
      if (m.movedSeats.length < m.players.length) {
        return this.close(tx, m, 'annulled', `Match #${m.id} is annulled: time ran out before everyone had moved.`);
      }
      const written = await forfeitLate(tx, m, now);
      return written ? { ok: true, ...written } : refuse('stale', 'The board has moved on; try again.');
    });
  }

  /**
   * A pending decision (a mulligan, a Mogo Balance) whose deadline passed gets
   * the engine's default answer, applied like a move, instead of a claimable
   * win. Null when the late seat has no default (an ordinary turn).
   */
  private async applyDefault(tx: Tx, m: MatchSnapshot, now: Date): Promise<number[] | null> {
    const engine = engineFor(m.game)!;
    if (!engine.timeoutAction) return null;
    for (const seat of engine.toAct(m.state) as number[]) {
      const action = engine.timeoutAction(m.state, seat);
      if (action === null || action === undefined) continue;
      const applied = engine.applyAction(m.state, seat, action);
      if (!applied.ok) continue; // a default the engine refuses is a bug there; the claim remains
      const player = m.players.find((p) => p.seat === seat)!;
      const name = engine.seatName(seat, m.players.length);
      const text: string = engine.formatAction(m.state, action);
      const written = await applyStep(
        tx,
        m,
        {
          kind: 'action',
          seat,
          userId: player.userId,
          actorId: null,
          action,
          text,
          // Games with hidden information post their public event texts instead (boardPost).
          headline: `${name} ran out of time; the default was applied: ${text}`,
          state: applied.state,
          events: [{ kind: 'timeout', text: `${name} ran out of time; the default answer was applied.` }, ...applied.events],
          standing: false,
        },
        now,
      );
      return written ? written.outbox : null;
    }
    return null;
  }

  /** Ends a match that counts for nobody (abort, annulment), with a notice. */
  private async close(
    tx: Tx,
    m: MatchSnapshot,
    status: 'aborted' | 'annulled',
    notice: string,
  ): Promise<ServiceResult<{ match: MatchSnapshot; outbox: number[] }>> {
    const version = m.version + 1;
    const revision = m.revision + 1;
    const written = await tx.match.updateMany({
      where: { id: m.id, revision: m.revision },
      data: { status, version, revision, waitingFor: [], deadline: null, finishedAt: this.clock.now() },
    });
    if (written.count !== 1) return refuse('stale', 'The board has moved on; try again.');
    const after: MatchSnapshot = { ...m, status, version, revision, waitingFor: [], deadline: null };
    const outbox = [await enqueue(tx, m.id, { kind: 'notice', matchId: m.id, channelId: where(m), content: notice, mentions: [], buttons: [], ended: true })];
    await matchEnded(tx, { match: after, how: status });
    return { ok: true, match: after, outbox };
  }

  // -------------------------------------------------------------- due timers

  /**
   * Handle a batch of the timers due by now. With `deliver`, what the timers
   * cause is delivered before the AI thinks, and each AI move as it is made
   * (the bot's tick); without, the outbox rows are returned. Delivered outbox
   * rows past their retention are deleted now and then as well.
   */
  async runDue(limit = 100, deliver?: (outbox: number[]) => Promise<unknown>): Promise<number[]> {
    const now = this.clock.now();
    await this.ensureDigestTimer(now);
    const turns = await this.fireTurns(now, limit);
    const fired = turns.others ? [...turns.outbox, ...(await this.fireOthers(now, limit))] : turns.outbox;
    await this.purgeIfDue(now);
    // The AI's turns are claimed one at a time (ai-turns.ts); not even asked for when none is due.
    if (!deliver) return turns.ai ? [...fired, ...(await this.ai.run(now))] : fired;
    if (fired.length) await deliver(fired);
    return turns.ai ? this.ai.run(now, undefined, deliver) : [];
  }

  /**
   * The due reminders and time-outs in two set-based statements, committed
   * once and holding their locks for one statement: the first reads a batch
   * with what deciding needs (the matches, players and settings) and whether
   * timers of other kinds are due; the second locks the batch's timers (FOR
   * UPDATE SKIP LOCKED), marks those still undone done and writes their
   * notices, each only if its match is still at that turn. A timer is done by
   * the one statement that locked it undone, so processes reading the same
   * batch never do a timer twice. A time-out that writes rows of its own (a
   * default answer, the bot's claim in a refereed match, an annulment against
   * the AI; all rare) has a transaction of its own.
   */
  private async fireTurns(now: Date, limit: number): Promise<{ outbox: number[]; others: boolean; ai: boolean }> {
    const rows = await this.db.$queryRaw<(Partial<TurnTimer> & { othersDue: boolean; aiDue: boolean })[]>`
      WITH due AS (
        SELECT id, kind, "matchId", key FROM "Timer"
        WHERE "doneAt" IS NULL AND "dueAt" <= ${now}::timestamp AND kind = ANY(${TURN_TIMERS}::text[])
        ORDER BY "dueAt" LIMIT ${limit}::int
      ), c AS (
        SELECT d.*, m.game, m.status, m.version AS "matchVersion", m."turnStartedAt", m.deadline, m."waitingFor", m."channelId", m."threadId", m.refereed,
               COALESCE(cardinality(m."movedSeats"), 0)::int AS moved,
               (SELECT array_agg(p."userId" ORDER BY p.seat) FROM "MatchPlayer" p WHERE p."matchId" = m.id) AS players,
               (SELECT array_agg(p."userId") FROM "MatchPlayer" p WHERE p."matchId" = m.id AND p."aiLevel" IS NOT NULL) AS ai,
               (SELECT array_agg(s."userId") FROM "UserSettings" s WHERE s."userId" = ANY(m."waitingFor") AND NOT s.pings) AS quiet,
               EXISTS (SELECT 1 FROM "UserSettings" s WHERE s."userId" = ANY(m."waitingFor") AND s."vacationStartedAt" IS NOT NULL) AS away
        FROM due d LEFT JOIN "Match" m ON m.id = d."matchId"
      )
      SELECT f.*, c.* FROM (
        SELECT EXISTS (SELECT 1 FROM "Timer" WHERE "doneAt" IS NULL AND "dueAt" <= ${now}::timestamp
                         AND kind <> ALL(${[...TURN_TIMERS, ...AI_TIMER_KINDS]}::text[])) AS "othersDue",
               EXISTS (SELECT 1 FROM "Timer" WHERE "doneAt" IS NULL AND "dueAt" <= ${now}::timestamp AND kind = ANY(${AI_TIMER_KINDS}::text[])) AS "aiDue"
      ) f LEFT JOIN c ON true
      ORDER BY c.id`;
    const flags = { others: !!rows[0]?.othersDue, ai: !!rows[0]?.aiDue };
    const due = rows.filter((r): r is TurnTimer & typeof r => r.id !== null && r.id !== undefined);
    if (due.length === 0) return { outbox: [], ...flags };
    const batch: number[] = [];
    const notices: TurnNotice[] = [];
    const alone: LiveTimer[] = [];
    for (const t of due) {
      if (this.live(t) && this.writesOwnRows(t)) {
        alone.push(t);
        continue;
      }
      batch.push(t.id);
      const notice = this.live(t) ? this.notice(t, now) : null;
      if (notice) notices.push({ timer: t.id, matchId: t.matchId!, payload: notice, turnStartedAt: t.turnStartedAt!.toISOString(), deadline: t.deadline!.toISOString(), n: notices.length });
    }
    const outbox = await this.finishTurns(batch, notices, now);
    for (const t of alone) outbox.push(...(await this.fireTimeoutAlone(t, now)));
    return { outbox, ...flags };
  }

  /** Locks the batch's timers, marks those still undone done, and writes their notices: one statement. */
  private async finishTurns(ids: number[], notices: TurnNotice[], now: Date): Promise<number[]> {
    const claimed = this.holder !== undefined;
    const rows = await this.db.$queryRaw<{ posts: { id: number; matchId: number; payload: NoticePost }[] | null }[]>`
      WITH locked AS (
        SELECT id FROM "Timer" WHERE id = ANY(${ids}::int[]) AND "doneAt" IS NULL FOR UPDATE SKIP LOCKED
      ), done AS (
        UPDATE "Timer" t SET "doneAt" = ${now}::timestamp FROM locked WHERE t.id = locked.id RETURNING t.id
      ), posts AS (
        -- Written claimed by this process when it has a key (it delivers them next), as an action's rows are (commit.ts).
        INSERT INTO "Outbox" ("matchId", kind, payload, "dueAt", holder, attempts)
        SELECT n."matchId", 'notice', n.payload,
               CASE WHEN ${claimed}::boolean THEN now() + make_interval(secs => ${LEASE_SECONDS}) ELSE now() + make_interval(secs => ${OUTBOX_GRACE_MS / 1000}) END,
               ${this.holder ?? null}::text, ${claimed ? 1 : 0}::int
        FROM jsonb_to_recordset(${JSON.stringify(notices)}::jsonb) AS n(timer int, "matchId" int, payload jsonb, "turnStartedAt" timestamp, deadline timestamp, n int)
        JOIN done ON done.id = n.timer
        -- A move committed since the batch was read started a new turn: this turn's notice is not posted.
        JOIN "Match" m ON m.id = n."matchId" AND m.status = 'active' AND m."turnStartedAt" = n."turnStartedAt" AND m.deadline = n.deadline
        ORDER BY n.n
        RETURNING id, "matchId", payload
      )
      SELECT json_agg(json_build_object('id', id, 'matchId', "matchId", 'payload', payload) ORDER BY id) AS posts FROM posts`;
    const posts = rows[0]?.posts ?? [];
    if (this.holder !== undefined) keepClaimed(this.holder, posts.map((p) => ({ ...p, attempts: 1 })));
    return posts.map((p) => p.id);
  }

  /** A reminder or time-out still belongs to its match's turn (a later move or a vacation made new ones), and nobody waiting is away. */
  private live(t: TurnTimer): t is LiveTimer {
    if (t.matchId === null || t.status !== 'active' || !t.deadline || !t.turnStartedAt || !t.waitingFor || !t.channelId) return false;
    const turnKey = t.kind === 'reminder' ? `reminder:${t.matchId}:${t.turnStartedAt.getTime()}` : `timeout:${t.matchId}:${t.deadline.getTime()}`;
    return t.key === turnKey && !t.away;
  }

  /** The seats no one claims for: those waiting, and the AI's. */
  private claimants(t: TurnTimer): string[] {
    const ai = new Set(t.ai ?? []);
    return (t.players ?? []).filter((u) => !t.waitingFor!.includes(u) && !ai.has(u));
  }

  /** A live time-out that may write rows of its own: a default answer, the bot's claim in a refereed match, an annulment against the AI. */
  private writesOwnRows(t: TurnTimer): boolean {
    if (t.kind !== 'timeout') return false;
    return !!engineFor(t.game ?? '')?.timeoutAction || !!t.refereed || (this.claimants(t).length === 0 && (t.ai ?? []).length > 0);
  }

  /** What a live reminder or time-out tells the channel (null: there is nobody to tell). */
  private notice(t: LiveTimer, now: Date): NoticePost | null {
    const channelId = where({ threadId: t.threadId, channelId: t.channelId });
    const ai = new Set(t.ai ?? []);
    if (t.kind === 'reminder') {
      if (t.deadline <= now) return null; // the time-out notice says it all
      const quiet = new Set(t.quiet ?? []);
      const ping = t.waitingFor.filter((u) => !ai.has(u) && !quiet.has(u));
      if (ping.length === 0) return null;
      const left = formatLeft(t.deadline.getTime() - now.getTime());
      return {
        kind: 'notice', matchId: t.matchId, channelId, mentions: ping, buttons: [],
        content: `${mention(ping)}, a reminder: ${left} left for your move in match #${t.matchId} (deadline <t:${Math.floor(t.deadline.getTime() / 1000)}:f>).`,
      };
    }
    const waiting = this.claimants(t);
    if (waiting.length === 0) return null;
    const annul = t.moved < (t.players ?? []).length;
    return {
      kind: 'notice', matchId: t.matchId, channelId, mentions: waiting,
      content:
        `${mention(t.waitingFor)} ran out of time in match #${t.matchId}. ` +
        `${mention(waiting)}: you may ${annul ? 'annul the match (not everyone has moved yet)' : 'claim the win'}, or keep waiting — they can still move until someone claims.`,
      buttons: [{ kind: 'claim', id: t.matchId, version: t.matchVersion!, label: annul ? 'Annul match' : 'Claim win' }],
    };
  }

  /** A time-out that writes rows of its own, in a transaction of its own that locks its timer first. */
  private async fireTimeoutAlone(t: LiveTimer, now: Date): Promise<number[]> {
    return this.db.$transaction(async (tx) => {
      const [mine] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "Timer" WHERE id = ${t.id} AND "doneAt" IS NULL FOR UPDATE SKIP LOCKED`;
      if (!mine) return []; // another process has it, or had it
      const written = await this.timeoutWrites(tx, t, now);
      const notice = written === undefined && this.live(t) ? this.notice(t, now) : null;
      await tx.timer.update({ where: { id: t.id }, data: { doneAt: now } });
      return written ?? (notice ? [await enqueue(tx, t.matchId, notice)] : []);
    });
  }

  /** The rows a time-out writes itself, [] when its match has moved on, undefined when none of these apply (a notice then). */
  private async timeoutWrites(tx: Tx, t: LiveTimer, now: Date): Promise<number[] | undefined> {
    const m = await loadMatch(tx, t.matchId);
    if (!m || m.status !== 'active' || m.deadline?.getTime() !== t.deadline.getTime()) return [];
    const defaulted = engineFor(m.game)?.timeoutAction ? await this.applyDefault(tx, m, now) : null;
    if (defaulted) return defaulted;
    // A refereed match waits for nobody to claim: the bot does, even before everyone has moved.
    if (t.refereed) return (await forfeitLate(tx, m, now))?.outbox ?? [];
    // The AI never claims a win by time: against it alone, a player's time running out calls the match off.
    if (this.claimants(t).length === 0 && (t.ai ?? []).length > 0) {
      const closed = await this.close(tx, m, 'annulled', `Match #${m.id} is annulled: ${mention(m.waitingFor)} ran out of time, and the AI does not claim wins by time. It counts for nobody.`);
      return closed.ok ? closed.outbox : [];
    }
    return undefined;
  }

  /** Due timers of the rarer kinds (the digest, a vacation's end): locked, done and marked in one transaction, as few as they are. */
  private async fireOthers(now: Date, limit: number): Promise<number[]> {
    return this.db.$transaction(async (tx) => {
      const due = await tx.$queryRaw<OtherTimer[]>`
        SELECT id, kind, "userId", key, "dueAt" FROM "Timer"
        WHERE "doneAt" IS NULL AND "dueAt" <= ${now}::timestamp AND kind <> ALL(${[...TURN_TIMERS, ...AI_TIMER_KINDS]}::text[])
        ORDER BY "dueAt" LIMIT ${limit}::int FOR UPDATE SKIP LOCKED`;
      const outbox: number[] = [];
      for (const t of due) {
        outbox.push(...(await this.fire(tx, t, now)));
        await tx.timer.update({ where: { id: t.id }, data: { doneAt: now } });
      }
      return outbox;
    }, { timeout: 60_000 });
  }

  private async fire(tx: Tx, t: OtherTimer, now: Date): Promise<number[]> {
    switch (t.kind) {
      case 'vacation-end': {
        if (!t.userId) return [];
        const row = await tx.userSettings.findUnique({ where: { userId: t.userId } });
        if (!row?.vacationStartedAt || t.key !== `vacation:${t.userId}:${row.vacationStartedAt.getTime()}`) return [];
        const r = await this.endVacationIn(tx, t.userId);
        return r.ok ? r.outbox : [];
      }
      case 'digest':
        // A digest missed by more than half a day (the bot was down) is skipped, not sent late.
        return now.getTime() - t.dueAt.getTime() > DAY_MS / 2 ? [] : this.digest(tx, now);
      default:
        return [];
    }
  }

  private lastPurge = -Infinity;

  /**
   * Deletes delivered outbox rows older than the retention period, a batch at
   * a time, for a short while every few minutes: each batch is one short
   * statement, and a backlog (a database that kept everything) goes over a
   * few days without ever holding up a tick for long.
   */
  private async purgeIfDue(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now.getTime();
    await this.purgeDelivered(now);
  }

  /** Returns how many rows went. */
  async purgeDelivered(now = this.clock.now(), budgetMs = PURGE_BUDGET_MS): Promise<number> {
    const before = new Date(now.getTime() - this.outboxRetentionDays * DAY_MS);
    const started = performance.now();
    let total = 0;
    for (;;) {
      const n = await purgeDelivered(this.db, before, PURGE_BATCH);
      total += n;
      if (n < PURGE_BATCH || performance.now() - started > budgetMs) return total;
    }
  }

  /** Makes sure the next digest is scheduled (the key makes it exactly once). */
  private async ensureDigestTimer(now: Date): Promise<void> {
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), DIGEST_HOUR_UTC));
    const next = today > now ? today : new Date(today.getTime() + DAY_MS);
    const key = `digest:${next.toISOString().slice(0, 10)}`;
    if (key === this.digestKey) return; // once per day per process, not once per tick
    await this.db.timer.createMany({ data: [{ key, kind: 'digest', dueAt: next }], skipDuplicates: true });
    this.digestKey = key;
  }

  /** One DM per user whose turn it is somewhere, soonest deadline first; nothing on empty days. */
  private async digest(tx: Tx, now: Date): Promise<number[]> {
    // Each waiting user with each match waiting for them, leaving out the AI's seats (it reads no DMs) and those who turned it off.
    const waiting = await tx.$queryRaw<{ userId: string; id: number; game: string; deadline: Date | null; guildId: string | null; channelId: string; threadId: string | null }[]>`
      SELECT w."userId", m.id, m.game, m.deadline, m."guildId", m."channelId", m."threadId"
      FROM "Match" m, unnest(m."waitingFor") AS w("userId")
      WHERE m.status = 'active'
        AND NOT EXISTS (SELECT 1 FROM "MatchPlayer" p WHERE p."matchId" = m.id AND p."userId" = w."userId" AND p."aiLevel" IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM "UserSettings" s WHERE s."userId" = w."userId" AND NOT s.digest)`;
    const byUser = new Map<string, typeof waiting>();
    for (const m of waiting) {
      const list = byUser.get(m.userId);
      if (list) list.push(m);
      else byUser.set(m.userId, [m]);
    }
    const posts: DirectPost[] = [];
    for (const [userId, list] of byUser) {
      list.sort((a, b) => (a.deadline?.getTime() ?? Infinity) - (b.deadline?.getTime() ?? Infinity));
      const lines = list.map((m) => {
        const ms = m.deadline ? m.deadline.getTime() - now.getTime() : null;
        const left = ms === null ? 'no clock' : ms > 0 ? `${formatLeft(ms)} left` : 'time is up';
        return `• #${m.id} ${engineFor(m.game)?.name ?? m.game} — ${left} — https://discord.com/channels/${m.guildId ?? '@me'}/${m.threadId ?? m.channelId}`;
      });
      const head = `Your move is waiting in ${list.length} match${list.length === 1 ? '' : 'es'}:`;
      const foot = '(Turn this digest off with `/settings digest:off`.)';
      const body = fitLines(lines, LIMITS.content - head.length - foot.length - 2, (n) => `…and ${n} more (soonest deadlines first; \`/games\` lists them all)`);
      posts.push({ kind: 'direct', userId, content: `${head}\n${body}\n${foot}` });
    }
    return enqueueAll(tx, null, posts);
  }
}
