// The AI's turns (issue 14). A seat the AI plays is a MatchPlayer with an
// aiLevel and the bot's own user id, so a match has at most one AI seat.
//
// Whenever a write leaves that seat among those who must act, the same
// statement schedules a Timer of kind 'ai' for the version it wrote
// (commit.ts; challenges.ts for the opening). When it comes due, a process
// claims it with a lease (FOR UPDATE SKIP LOCKED, committed at once), thinks
// outside any transaction (a search may take seconds), then acts through the
// service exactly as a person would, checked against that version. The claim
// names the process's instance key (as outbox rows do): a process restarted
// after a crash mid-thought takes its own claims back at once, while a claim
// of another process, still thinking, keeps its lease (and a process that
// never comes back leaves the lease to run out). Two processes never both
// claim it, and the version check keeps a late thought from landing on a
// board that has moved on.
import { z } from 'zod';
import { AI_LEVELS, chooseAction, standingOrders, type AiLevel } from '../ai/index.js';
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { GameId, Seat } from '../games/engine.js';
import type { Logger } from '../log.js';
import type { MatchSnapshot, ServiceResult, UserRef } from './types.js';

type Tx = Prisma.TransactionClient;

/** The AI's move for one version of a match. */
export const AI_TURN = 'ai';
/** The AI's standing orders, set once when the match starts. */
export const AI_ORDERS = 'ai-orders';
export const AI_TIMER_KINDS = [AI_TURN, AI_ORDERS];

/** How long a claimed turn is the claimer's before another process may take it up. */
export const AI_LEASE_MS = 5 * 60_000;

export const aiLevelSchema = z.enum(AI_LEVELS as [AiLevel, ...AiLevel[]]);

/** What board posts call the AI's seat. */
export const aiSeatName = (level: AiLevel) => `Golem Table AI (${level})`;

export function readAiLevel(raw: string | null | undefined): AiLevel | null {
  const parsed = aiLevelSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

// One setting per process (AI_MOVE_DELAY_MS), read deep inside the write path:
// set once at start-up, not threaded through every caller of applyStep.
let moveDelayMs = 1500;

export function setAiMoveDelay(ms: number): void {
  moveDelayMs = ms;
}

export function aiTurnDue(now: Date): Date {
  return new Date(now.getTime() + moveDelayMs);
}

// A process that schedules an AI turn wakes its own scheduler for it, instead
// of leaving it to the next periodic tick (half a minute away).
type Wake = (due: Date) => void;
const wakers = new Set<Wake>();

export function onAiTurnScheduled(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

export function aiTurnScheduled(due: Date): void {
  for (const wake of wakers) wake(due);
}

/** When the earliest AI turn not yet taken is due (a process starting up wakes for it). */
export async function nextAiTurnDue(db: Db): Promise<Date | null> {
  const next = await db.timer.findFirst({ where: { doneAt: null, kind: { in: AI_TIMER_KINDS } }, orderBy: { dueAt: 'asc' }, select: { dueAt: true } });
  return next?.dueAt ?? null;
}

/**
 * At start-up: AI turns this instance had claimed when it stopped (killed
 * mid-thought) have nobody thinking about them any more, so they come due now
 * instead of when the lease runs out. Claims of other instances keep their
 * lease. Returns how many.
 */
export async function takeBackAiTurns(db: Db, holder: string, now: Date): Promise<number> {
  return db.$executeRaw`
    UPDATE "Timer" SET "dueAt" = ${now}::timestamp
    WHERE "doneAt" IS NULL AND kind = ANY(${AI_TIMER_KINDS}::text[]) AND holder = ${holder} AND "dueAt" > ${now}::timestamp`;
}

/** The user ids of AI seats in a match (at most one today). */
export async function aiPlayers(db: Db | Tx, matchId: number): Promise<{ seat: Seat; userId: string; level: AiLevel }[]> {
  const rows = await db.matchPlayer.findMany({ where: { matchId, aiLevel: { not: null } }, select: { seat: true, userId: true, aiLevel: true } });
  return rows.flatMap((r) => {
    const level = readAiLevel(r.aiLevel);
    return level ? [{ seat: r.seat, userId: r.userId, level }] : [];
  });
}

/** At the start of a match: the AI's standing orders now, and its first turn if it acts first. */
export async function scheduleOpening(tx: Tx, matchId: number, aiActsFirst: boolean, now: Date): Promise<void> {
  const due = aiTurnDue(now);
  await tx.timer.createMany({
    data: [
      { key: `${AI_ORDERS}:${matchId}`, kind: AI_ORDERS, matchId, version: 0, dueAt: now },
      ...(aiActsFirst ? [{ key: `${AI_TURN}:${matchId}:0`, kind: AI_TURN, matchId, version: 0, dueAt: due }] : []),
    ],
    skipDuplicates: true,
  });
  aiTurnScheduled(aiActsFirst ? due : now);
}

/**
 * What the AI's turns need of the match service: to read a match and to act
 * in it as a person would. Named here so that this module does not import the
 * service, which imports it (the AI seat's level and name).
 */
export interface MatchActor {
  getMatch(id: number): Promise<MatchSnapshot | null>;
  act(match: number, user: UserRef, action: unknown, expected?: { exact: number }): Promise<ServiceResult<{ outbox: number[] }>>;
}

interface Claimed {
  id: number;
  kind: string;
  matchId: number | null;
  version: number | null;
}

export class AiTurns {
  constructor(
    private readonly db: Db,
    private readonly service: MatchActor,
    private readonly log?: Logger,
    /** This process's instance key, written on each claim (see takeBackAiTurns). */
    private readonly holder?: string,
  ) {}

  /** Take every AI timer due by `now`; returns the outbox rows the AI's actions wrote. */
  /**
   * Takes due AI turns one at a time (so each lease starts when its thinking
   * does). With `deliver`, each move's posts go out as soon as it is made
   * rather than after every due turn has been thought about.
   */
  async run(now: Date, limit = 20, deliver?: (outbox: number[]) => Promise<unknown>): Promise<number[]> {
    const outbox: number[] = [];
    for (let n = 0; n < limit; n++) {
      const [t] = await this.db.$queryRaw<Claimed[]>`
        UPDATE "Timer" SET "dueAt" = ${new Date(now.getTime() + AI_LEASE_MS)}::timestamp, holder = ${this.holder ?? null}::text
        WHERE id IN (SELECT id FROM "Timer" WHERE "doneAt" IS NULL AND kind = ANY(${AI_TIMER_KINDS}::text[]) AND "dueAt" <= ${now}::timestamp
                     ORDER BY "dueAt" LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, kind, "matchId", version`;
      if (!t) break;
      try {
        const made = t.kind === AI_ORDERS ? await this.orders(t) : await this.turn(t);
        await this.db.timer.update({ where: { id: t.id }, data: { doneAt: now } });
        if (deliver && made.length) await deliver(made);
        else outbox.push(...made);
      } catch (err) {
        // Left claimed: the lease runs out (or this process restarts) and the turn is taken up again.
        this.log?.warn({ err, match: t.matchId, timer: t.id }, 'AI turn failed; it will be retried');
      }
    }
    return outbox;
  }

  /** One action for the version the timer was scheduled for; nothing when the match has moved on (a newer timer exists then). */
  private async turn(t: Claimed): Promise<number[]> {
    if (t.matchId === null) return [];
    const match = await this.service.getMatch(t.matchId);
    if (!match || match.status !== 'active' || match.version !== t.version) return [];
    const engine = engineFor(match.game)!;
    const toAct: Seat[] = engine.toAct(match.state);
    const me = (await aiPlayers(this.db, match.id)).find((p) => toAct.includes(p.seat));
    if (!me) return [];
    const expected = { exact: match.version };
    const input = { game: match.game as GameId, state: match.state, seat: me.seat, level: me.level, seed: `${match.id}:${match.version}:${me.seat}` };
    const chosen = await chooseAction(input).catch((err: unknown) => {
      this.log?.error({ err, match: match.id }, 'AI search failed');
      return null;
    });
    let res = chosen === null ? null : await this.service.act(match.id, { id: me.userId, bot: true }, chosen, expected);
    if (res?.ok) return res.outbox;
    if (res && res.code !== 'illegal') return []; // stale or over: whoever moved has scheduled what comes next
    // A search that fails or answers wrongly must not stall the match: the first legal action instead.
    if (res) this.log?.error({ match: match.id, error: res.error }, 'AI chose an action the engine refused');
    const [first] = engine.legalActions(match.state, me.seat);
    if (first === undefined) return [];
    res = await this.service.act(match.id, { id: me.userId, bot: true }, first, expected);
    return res.ok ? res.outbox : [];
  }

  /** The AI's standing orders (U-G-O's Ten policy …), set once through the same act path. */
  private async orders(t: Claimed): Promise<number[]> {
    if (t.matchId === null) return [];
    const match = await this.service.getMatch(t.matchId);
    if (!match || match.status !== 'active') return [];
    const outbox: number[] = [];
    for (const me of await aiPlayers(this.db, match.id)) {
      for (const order of standingOrders(match.game as GameId, match.state, me.seat)) {
        const res = await this.service.act(match.id, { id: me.userId, bot: true }, order);
        if (res.ok) outbox.push(...res.outbox);
        else this.log?.warn({ match: match.id, error: res.error }, 'AI standing order refused');
      }
    }
    return outbox;
  }
}
