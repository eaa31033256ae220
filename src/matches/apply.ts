// One routine applies a step to a match — a move, a resignation, a time-out
// claim — so they all decide the result, the next turn and its clock, and the
// posts they cause the same way, and all are written by one revision-checked
// statement (commit.ts).
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { GameEvent, GameResult, Seat } from '../games/engine.js';
import { commitAction } from './commit.js';
import { inTransaction, matchEnded } from './ended.js';
import { boardPost, handPosts, publicTexts, type OutboxPayload, type ReplyPost } from './outbox.js';
import { nextTurn, waitingUsers } from './turns.js';
import { storedName } from './names.js';
import type { MatchSnapshot, MatchStatus } from './types.js';

export interface Step {
  kind: 'action' | 'resign' | 'timeout';
  /** The seat the log names: the actor, or the (first) late seat. */
  seat: Seat;
  /** The user the log names. */
  userId: string;
  /** Who gets credit for it in the channel (null for a time-out). */
  actorId: string | null;
  /** What the log keeps, to replay from. */
  action: unknown;
  /** The actor's notation, for the log, the record and the actor's own reply. */
  text: string;
  /** What the channel is told, when it is not the notation (resignation, time-out). */
  headline?: string;
  state: unknown;
  events: GameEvent[];
  /** A private standing order: no post, and the public version stays. */
  standing: boolean;
  /** Overrides the engine's reason for the result ("Black ran out of time"). */
  reason?: string;
  /** The actor's display name as their interaction carried it: stored when it changed, and drawn from then on. */
  actorName?: string;
}

/** Where the actor's interaction reply goes (Discord's interaction webhook). */
export interface ReplyTo {
  applicationId: string;
  token: string;
  expiresAt: Date;
}

export interface Applied {
  match: MatchSnapshot;
  outbox: number[];
}

/** Returns null when the match moved on since it was read (stale). */
export async function applyStep(
  db: Db | Prisma.TransactionClient,
  match: MatchSnapshot,
  step: Step,
  now: Date,
  replyTo?: ReplyTo,
  holder?: string,
): Promise<Applied | null> {
  const engine = engineFor(match.game)!;
  const engineResult: GameResult | null = engine.result(step.state);
  const result = engineResult && step.reason ? { ...engineResult, reason: step.reason } : engineResult;
  const status: MatchStatus = result ? 'finished' : 'active';
  const turn = nextTurn(match, waitingUsers(engine, step.state, match.players, status === 'active'), match, now);
  const moved = step.kind !== 'action' || step.standing || match.movedSeats.includes(step.seat);
  const movedSeats = moved ? match.movedSeats : [...match.movedSeats, step.seat].sort();
  // Within a turn of several actions (U-G-O) the table is posted once, when the
  // turn passes; the actor sees each step in their own reply.
  const continuing =
    step.kind === 'action' && status === 'active' && step.actorId !== null && match.waitingFor.includes(step.actorId) && turn.waitingFor.includes(step.actorId);
  const posted = !step.standing && !continuing;
  const version = step.standing ? match.version : match.version + 1;
  const renamed = step.actorName && match.players.some((p) => p.userId === step.actorId && p.name !== step.actorName) ? step.actorName : null;
  const players = renamed ? match.players.map((p) => (p.userId === step.actorId ? { ...p, name: renamed } : p)) : match.players;
  // The board post that ends a turn names all of its public actions; until then they wait on the match.
  const turnLog = step.standing ? match.turnLog : posted ? [] : [...match.turnLog, ...publicTexts(match.game, step.headline ?? step.text, step.events)];
  const after: MatchSnapshot = {
    ...match,
    players,
    state: step.state,
    status,
    result,
    version,
    boardVersion: posted ? version : match.boardVersion,
    turnLog,
    revision: match.revision + 1,
    ...turn,
    movedSeats,
    // A draw offer lapses as soon as anyone but its maker acts.
    drawOfferSeat: step.standing || match.drawOfferSeat === step.seat ? match.drawOfferSeat : null,
  };
  const posts: OutboxPayload[] = posted ? [boardPost(after, step.headline ?? step.text, step.actorId, step.events, match.turnLog)] : [];
  posts.push(...handPosts(after, match.state));
  if (replyTo) posts.push(replyPost(after, step, replyTo, posted, continuing));
  const write = (to: Db | Prisma.TransactionClient) => commitAction(to, {
    matchId: match.id,
    fromRevision: match.revision,
    bumpVersion: !step.standing,
    boardPosted: posted,
    state: step.state,
    status,
    result,
    turn,
    daysPerMove: match.daysPerMove,
    pauseWeekends: match.pauseWeekends,
    movedSeats,
    drawOfferSeat: after.drawOfferSeat,
    turnLog,
    log: { seat: step.seat, userId: step.userId, kind: step.kind, action: step.action, text: step.text },
    outbox: posts,
    holder,
    now,
    rename: renamed && step.actorId ? { userId: step.actorId, name: renamed } : null,
  });
  // A refereed match's end is recorded by whoever arranged it in the same transaction (ended.ts).
  const outbox =
    after.refereed && status !== 'active'
      ? await inTransaction(db, async (tx) => {
          const ids = await write(tx);
          if (ids !== null) await matchEnded(tx, { match: after, how: step.kind });
          return ids;
        })
      : await write(db);
  return outbox === null ? null : { match: after, outbox };
}

/** The players by the names the match stores, in seat order; a seat without one keeps its seat name. */
function seatNames(m: MatchSnapshot): string[] {
  const engine = engineFor(m.game)!;
  return [...m.players].sort((a, b) => a.seat - b.seat).map((p) => storedName(p) ?? engine.seatName(p.seat, m.players.length));
}

function replyPost(after: MatchSnapshot, step: Step, to: ReplyTo, posted: boolean, continuing: boolean): ReplyPost {
  const engine = engineFor(after.game)!;
  return {
    kind: 'reply',
    matchId: after.id,
    guildId: after.guildId,
    applicationId: to.applicationId,
    token: to.token,
    expiresAt: to.expiresAt.toISOString(),
    what: step.kind === 'resign' ? 'resign' : 'move',
    text: step.text,
    boardVersion: posted ? after.version : null,
    // The actor's own reply, seen by them alone: their own view (their concealed cards face-up).
    table: continuing ? { game: after.game, view: engine.view(after.state, step.seat), boardVersion: after.boardVersion, seatNames: seatNames(after) } : null,
  };
}
