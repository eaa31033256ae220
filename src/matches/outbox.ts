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

/** Many rows in one statement (the daily digest writes one per waiting player); ids in the order given. */
export async function enqueueAll(tx: Prisma.TransactionClient, matchId: number | null, payloads: OutboxPayload[]): Promise<number[]> {
  if (payloads.length === 0) return [];
  const rows = await tx.$queryRaw<{ ids: number[] | null }[]>`
    WITH posts AS (
      INSERT INTO "Outbox" ("matchId", kind, payload, "dueAt")
      SELECT ${matchId}::int, p.value->>'kind', p.value, ${new Date(Date.now() + OUTBOX_GRACE_MS)}::timestamp
      FROM jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) WITH ORDINALITY AS p(value, n)
      ORDER BY p.n
      RETURNING id
    )
    SELECT array_agg(id ORDER BY id) AS ids FROM posts`;
  return rows[0]?.ids ?? [];
}

/** How long a claimed row is its claimer's before another process may take it up. */
export const LEASE_SECONDS = 30;

// An action's rows are written already claimed by the process that wrote them
// (commit.ts: holder, lease and attempt set in the action's own statement), and
// their payloads are kept here until that process's dispatcher delivers them:
// delivering an action's posts needs no statement to claim them back. Kept for
// most of the lease at most; a row not delivered by then is claimed like any other.
const written = new Map<number, { row: OutboxRow; holder: string; until: number }>();
const KEEP_MS = (LEASE_SECONDS - 10) * 1000;

/** Rows an action just wrote, claimed by `holder` as they were written. */
export function keepClaimed(holder: string, rows: OutboxRow[], now = Date.now()): void {
  for (const [id, entry] of written) {
    if (entry.until > now) break; // kept in the order written, so the rest are newer
    written.delete(id);
  }
  for (const row of rows) written.set(row.id, { row, holder, until: now + KEEP_MS });
}

/** Of `ids`, the rows `holder` wrote itself and may deliver without claiming them; the rest must be claimed. */
export function takeClaimed(holder: string, ids: number[], now = Date.now()): { rows: OutboxRow[]; rest: number[] } {
  const rows: OutboxRow[] = [];
  const rest: number[] = [];
  for (const id of ids) {
    const entry = written.get(id);
    if (entry && entry.holder === holder) written.delete(id);
    if (entry && entry.holder === holder && entry.until > now) rows.push(entry.row);
    else rest.push(id);
  }
  return { rows, rest };
}

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
        WHERE id IN (SELECT id FROM "Outbox" WHERE id = ANY(${opts.ids}::int[]) AND "deliveredAt" IS NULL
                       AND (attempts = 0 OR "dueAt" <= now() OR holder = ${holder}::text)
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

/** A row delivered (or given up, with a note saying why). */
export interface DeliveredRow {
  id: number;
  sent: Sent | null;
  note?: string | null;
}

/** A board post delivered or given up (no message then): the match's latest, if no newer one was. */
export interface BoardShown {
  matchId: number;
  version: number;
  sent: Sent | null;
}

/**
 * Marks a delivery's rows delivered, and records on each match the latest
 * board post among them (the actor's reply links to it, and it outlives the
 * rows, which are deleted after the retention period): one statement.
 */
export async function markDelivered(db: Db, rows: DeliveredRow[], boards: BoardShown[] = []): Promise<void> {
  if (rows.length === 0 && boards.length === 0) return;
  const d = rows.map((r) => ({ id: r.id, channelId: r.sent?.channelId ?? null, messageId: r.sent?.messageId ?? null, note: r.note ?? null }));
  const b = boards.map((x) => ({ matchId: x.matchId, version: x.version, channelId: x.sent?.channelId ?? null, messageId: x.sent?.messageId ?? null }));
  await db.$executeRaw`
    WITH d AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(d)}::jsonb) AS d(id int, "channelId" text, "messageId" text, note text)
    ), marked AS (
      UPDATE "Outbox" o SET "deliveredAt" = now(), "lastError" = d.note, "sentChannelId" = d."channelId", "sentMessageId" = d."messageId"
      FROM d WHERE o.id = d.id
    ), b AS (
      SELECT DISTINCT ON ("matchId") * FROM jsonb_to_recordset(${JSON.stringify(b)}::jsonb) AS b("matchId" int, version int, "channelId" text, "messageId" text)
      ORDER BY "matchId", version DESC
    )
    UPDATE "Match" m SET "boardPostVersion" = b.version, "boardPostChannelId" = b."channelId", "boardPostMessageId" = b."messageId"
    FROM b WHERE m.id = b."matchId" AND (m."boardPostVersion" IS NULL OR m."boardPostVersion" <= b.version)`;
}

/**
 * The board post of `version`, as the match records its latest: sent (or
 * given up, sent null), or still pending when the match has not shown it yet.
 * Null when a newer board has been shown since (this one is not known any more).
 */
export async function boardPostOf(db: Db, matchId: number, version: number): Promise<{ sent: Sent | null; pending: boolean } | null> {
  const rows = await db.$queryRaw<{ boardPostVersion: number | null; boardPostChannelId: string | null; boardPostMessageId: string | null }[]>`
    SELECT "boardPostVersion", "boardPostChannelId", "boardPostMessageId" FROM "Match" WHERE id = ${matchId}`;
  const r = rows[0];
  if (!r) return null;
  if (r.boardPostVersion === null || r.boardPostVersion < version) return { sent: null, pending: true };
  if (r.boardPostVersion > version) return null;
  const sent = r.boardPostChannelId && r.boardPostMessageId ? { channelId: r.boardPostChannelId, messageId: r.boardPostMessageId } : null;
  return { sent, pending: false };
}

/**
 * Deletes rows delivered before `before`, oldest first, at most `batch` in
 * one statement (a short one: a few hundred index entries). What later
 * features need of them is on the match row. Returns how many went.
 */
export async function purgeDelivered(db: Db, before: Date, batch: number): Promise<number> {
  return db.$executeRaw`
    DELETE FROM "Outbox" WHERE id IN (
      SELECT id FROM "Outbox" WHERE "deliveredAt" < ${before}::timestamp ORDER BY "deliveredAt" LIMIT ${batch}::int)`;
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
