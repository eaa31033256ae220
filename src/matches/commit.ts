// Writes one applied action in a single SQL statement: the revision-checked
// update of the match, its log entry, the outbox rows and the turn's timers.
// One statement is atomic on its own, so the hot path needs no interactive
// transaction (which costs several round trips through Prisma).
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import type { GameResult, Seat } from '../games/engine.js';
import type { MatchStatus } from './types.js';
import type { OutboxPayload } from './outbox.js';
import { LEASE_SECONDS, OUTBOX_GRACE_MS, keepClaimed } from './outbox.js';
import { turnTimers, type TurnFields } from './turns.js';
import { AI_TURN, aiTurnDue, aiTurnScheduled } from './ai-turns.js';

export interface ActionWrite {
  matchId: number;
  /** The revision the action was computed from; the write happens only if it is still current. */
  fromRevision: number;
  /** False for a private standing order: players must not be able to tell it happened. */
  bumpVersion: boolean;
  /** The action causes a public board post: that post's buttons are the ones now good. */
  boardPosted: boolean;
  state: unknown;
  status: MatchStatus;
  result: GameResult | null;
  turn: TurnFields;
  daysPerMove: number | null;
  pauseWeekends: boolean;
  movedSeats: Seat[];
  drawOfferSeat: Seat | null;
  /** The public texts of the turn so far, for the board post that ends it (empty once posted). */
  turnLog: string[];
  log: { seat: Seat; userId: string; kind: string; action: unknown; text: string };
  outbox: OutboxPayload[];
  /**
   * The process that will deliver the rows at once: they are written claimed
   * by it (it takes them back first after a restart).
   */
  holder?: string;
  /** The actor's display name, when their interaction carried a new one. */
  rename?: { userId: string; name: string } | null;
  /** The service clock's time (the AI's turn is due a delay after it). */
  now?: Date;
}

/** Returns the outbox row ids, or null when the match had moved on (stale). */
export async function commitAction(db: Db | Prisma.TransactionClient, w: ActionWrite): Promise<number[] | null> {
  const now = new Date();
  const timers = turnTimers(w.matchId, w.turn, w);
  const aiDue = aiTurnDue(w.now ?? now);
  const claimed = w.holder !== undefined;
  const rows = await db.$queryRaw<{ written: bigint; outbox: number[] | null; ai: bigint }[]>`
    WITH m AS (
      UPDATE "Match" SET
        state = ${JSON.stringify(w.state)}::jsonb,
        version = version + ${w.bumpVersion ? 1 : 0}::int,
        revision = revision + 1,
        "boardVersion" = CASE WHEN ${w.boardPosted}::boolean THEN version + ${w.bumpVersion ? 1 : 0}::int ELSE "boardVersion" END,
        status = ${w.status},
        result = ${w.result ? JSON.stringify(w.result) : null}::jsonb,
        "finishedAt" = ${w.result ? now : null}::timestamp,
        "waitingFor" = ${w.turn.waitingFor}::text[],
        "turnStartedAt" = ${w.turn.turnStartedAt}::timestamp,
        deadline = ${w.turn.deadline}::timestamp,
        "movedSeats" = ${w.movedSeats}::int[],
        "drawOfferSeat" = ${w.drawOfferSeat}::int,
        "turnLog" = ${w.turnLog}::text[],
        "updatedAt" = ${now}::timestamp
      WHERE id = ${w.matchId} AND revision = ${w.fromRevision}
      RETURNING id, version, revision
    ), logged AS (
      INSERT INTO "MatchAction" ("matchId", version, revision, seat, "userId", kind, action, text)
      SELECT id, version, revision, ${w.log.seat}::int, ${w.log.userId}, ${w.log.kind}, ${JSON.stringify(w.log.action)}::jsonb, ${w.log.text} FROM m
    ), named AS (
      UPDATE "MatchPlayer" SET "displayName" = ${w.rename?.name ?? null}::text
      WHERE ${!!w.rename}::boolean AND "matchId" = (SELECT id FROM m) AND "userId" = ${w.rename?.userId ?? null}::text
    ), posts AS (
      -- With a holder, written as that process's claim (as outbox.ts claim() would leave them): it delivers them next.
      INSERT INTO "Outbox" ("matchId", kind, payload, "dueAt", holder, attempts)
      SELECT m.id, p.value->>'kind', p.value,
             CASE WHEN ${claimed}::boolean THEN now() + make_interval(secs => ${LEASE_SECONDS}) ELSE ${new Date(now.getTime() + OUTBOX_GRACE_MS)}::timestamp END,
             ${w.holder ?? null}::text, ${claimed ? 1 : 0}::int
      FROM m, jsonb_array_elements(${JSON.stringify(w.outbox)}::jsonb) WITH ORDINALITY AS p(value, n)
      ORDER BY p.n
      RETURNING id
    ), timers AS (
      INSERT INTO "Timer" (key, kind, "matchId", version, "dueAt")
      SELECT t.key, t.kind, m.id, m.version, t.due FROM m, jsonb_to_recordset(${JSON.stringify(timers)}::jsonb) AS t(key text, kind text, due timestamp)
      ON CONFLICT (key) DO NOTHING
    ), ai AS (
      -- The AI's seat is among those who must act now: its turn, for this version.
      INSERT INTO "Timer" (key, kind, "matchId", version, "dueAt")
      SELECT ${AI_TURN} || ':' || m.id || ':' || m.version, ${AI_TURN}, m.id, m.version, ${aiDue}::timestamp FROM m
      WHERE EXISTS (SELECT 1 FROM "MatchPlayer" p WHERE p."matchId" = m.id AND p."aiLevel" IS NOT NULL AND p."userId" = ANY(${w.turn.waitingFor}::text[]))
      ON CONFLICT (key) DO NOTHING
      RETURNING id
    )
    SELECT (SELECT count(*) FROM m) AS written, (SELECT array_agg(id ORDER BY id) FROM posts) AS outbox, (SELECT count(*) FROM ai) AS ai`;
  if (Number(rows[0].written) !== 1) return null;
  if (Number(rows[0].ai) > 0) aiTurnScheduled(aiDue);
  const ids = rows[0].outbox ?? [];
  // Ids come back in the order the payloads were given (one serial, inserted in order).
  if (w.holder !== undefined) keepClaimed(w.holder, ids.map((id, i) => ({ id, matchId: w.matchId, payload: w.outbox[i], attempts: 1 })));
  return ids;
}
