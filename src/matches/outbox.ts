// The outbox: Discord messages an action causes are rows written in the
// action's own transaction. A dispatcher claims due rows with a lease
// (FOR UPDATE SKIP LOCKED, so several bot processes share the work), delivers
// them after commit, and marks them delivered; a crash loses nothing.
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { GameEvent } from '../games/engine.js';
import type { MatchSnapshot } from './types.js';
import { outboxPayloadSchema, type BoardPost, type HandPost, type OutboxPayload } from './stored.js';

export type { BoardPost, DirectPost, HandPost, NoticeButton, NoticePost, OutboxPayload, ReplyPost } from './stored.js';

export interface OutboxRow {
  id: number;
  matchId: number | null;
  payload: OutboxPayload;
  attempts: number;
}

/**
 * What the channel may read about one step: the notation when nothing is
 * hidden, else only the engine's public event texts (a U-G-O move's notation
 * can name the actor's hidden cards).
 */
export function publicTexts(game: string, text: string, events: GameEvent[]): string[] {
  return engineFor(game)!.privateKey ? events.filter((e) => e.kind !== 'private').map((e) => e.text) : [text];
}

/** `earlier`: the public texts of the turn's steps before this one (Match.turnLog). */
export function boardPost(match: MatchSnapshot, text: string | null, actorId: string | null, events: GameEvent[], earlier: string[] = []): BoardPost {
  const engine = engineFor(match.game)!;
  return {
    kind: 'board',
    matchId: match.id,
    game: match.game,
    version: match.version,
    channelId: match.threadId ?? match.channelId,
    opening: text === null,
    publicText: text === null ? null : publicTexts(match.game, text, events).join(' · ') || null,
    turn: text === null ? [] : [...earlier, ...publicTexts(match.game, text, events)],
    actorId,
    view: engine.view(match.state, 'spectator'),
    toAct: match.status === 'active' ? match.waitingFor : [],
    players: match.players,
    result: match.result,
    deadline: match.status === 'active' && match.deadline ? match.deadline.toISOString() : null,
  };
}

/** Hand refreshes for every seat whose private information changed. */
export function handPosts(match: MatchSnapshot, before: unknown | null): HandPost[] {
  const engine = engineFor(match.game)!;
  if (!engine.privateKey) return [];
  return match.players
    .filter((p) => before === null || engine.privateKey!(before, p.seat) !== engine.privateKey!(match.state, p.seat))
    .map((p) => ({ kind: 'hand', matchId: match.id, seat: p.seat, userId: p.userId }));
}

/**
 * The process that wrote a row delivers it at once (claim by id); the poll
 * loop only takes rows left undelivered after this grace period.
 */
export const OUTBOX_GRACE_MS = 15_000;

export async function enqueue(tx: Prisma.TransactionClient, matchId: number | null, payload: OutboxPayload): Promise<number> {
  const row = await tx.outbox.create({
    data: { matchId, kind: payload.kind, payload: payload as unknown as Prisma.InputJsonValue, dueAt: new Date(Date.now() + OUTBOX_GRACE_MS) },
    select: { id: true },
  });
  return row.id;
}

const LEASE_SECONDS = 30;

/**
 * Claim due rows (or exactly `ids`) for delivery. A claimed row's dueAt moves
 * a lease into the future, so a crashed deliverer's rows come due again; the
 * row names its holder so that a restarted process takes its own back at once.
 */
export async function claim(db: Db, opts: { ids?: number[]; limit?: number; holder?: string }): Promise<OutboxRow[]> {
  const limit = opts.limit ?? 20;
  const holder = opts.holder ?? null;
  const rows = opts.ids
    ? await db.$queryRaw<{ id: number; matchId: number | null; payload: unknown; attempts: number }[]>`
        UPDATE "Outbox" SET "dueAt" = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1, holder = ${holder}::text
        WHERE id IN (SELECT id FROM "Outbox" WHERE id = ANY(${opts.ids}::int[]) AND "deliveredAt" IS NULL AND (attempts = 0 OR "dueAt" <= now())
                     ORDER BY id FOR UPDATE SKIP LOCKED)
        RETURNING id, "matchId", payload, attempts`
    : await db.$queryRaw<{ id: number; matchId: number | null; payload: unknown; attempts: number }[]>`
        UPDATE "Outbox" SET "dueAt" = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = attempts + 1, holder = ${holder}::text
        WHERE id IN (SELECT id FROM "Outbox" WHERE "deliveredAt" IS NULL AND "dueAt" <= now()
                     ORDER BY id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        RETURNING id, "matchId", payload, attempts`;
  const out: OutboxRow[] = [];
  for (const r of rows.sort((a, b) => a.id - b.id)) {
    const payload = outboxPayloadSchema.safeParse(r.payload);
    if (payload.success) out.push({ id: r.id, matchId: r.matchId, payload: payload.data as OutboxPayload, attempts: r.attempts });
    // An unreadable row would fail forever: set it aside with the reason, deliver the rest.
    else await db.outbox.update({ where: { id: r.id }, data: { deliveredAt: new Date(), lastError: `unreadable payload: ${payload.error.issues[0]?.message}` } });
  }
  return out;
}

/**
 * At start-up: rows this instance wrote or held before it stopped (a crash, a
 * restart) have no live holder, so they come due now instead of after the
 * grace period or lease; so do rows written without a holder and never tried.
 * Rows backing off after a failure keep their back-off. Returns how many.
 */
export async function takeBack(db: Db, holder: string): Promise<number> {
  return db.$executeRaw`
    UPDATE "Outbox" SET "dueAt" = now()
    WHERE "deliveredAt" IS NULL AND "dueAt" > now() AND (holder = ${holder} OR (holder IS NULL AND attempts = 0))`;
}

/** Where a delivered row's message went (null when it made none, e.g. a closed DM). */
export interface Sent {
  channelId: string;
  messageId: string;
}

export async function markDelivered(db: Db, id: number, sent?: Sent | null, note?: string): Promise<void> {
  await db.outbox.update({
    where: { id },
    data: { deliveredAt: new Date(), lastError: note ?? null, sentChannelId: sent?.channelId ?? null, sentMessageId: sent?.messageId ?? null },
  });
}

/** The public post an action caused, once delivered: the actor's reply links to it. */
export async function deliveredBoard(db: Db, matchId: number, version: number): Promise<{ sent: Sent | null; pending: boolean } | null> {
  const rows = await db.$queryRaw<{ deliveredAt: Date | null; sentChannelId: string | null; sentMessageId: string | null }[]>`
    SELECT "deliveredAt", "sentChannelId", "sentMessageId" FROM "Outbox"
    WHERE "matchId" = ${matchId} AND kind = 'board' AND (payload->>'version')::int = ${version}
    ORDER BY id DESC LIMIT 1`;
  const r = rows[0];
  if (!r) return null;
  const sent = r.sentChannelId && r.sentMessageId ? { channelId: r.sentChannelId, messageId: r.sentMessageId } : null;
  return { sent, pending: r.deliveredAt === null };
}

/** Back off 2^attempts seconds (capped at 10 minutes) before the next try. */
export async function markFailed(db: Db, id: number, attempts: number, error: string): Promise<void> {
  const delay = Math.min(600, 2 ** Math.min(attempts, 10));
  await db.outbox.update({
    where: { id },
    // Released: a row backing off belongs to no process, so a restart leaves its back-off alone.
    data: { lastError: error.slice(0, 500), dueAt: new Date(Date.now() + delay * 1000), holder: null },
  });
}
