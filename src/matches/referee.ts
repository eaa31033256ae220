// What the bot does as a referee, beside the players' own actions: a late
// player's time-out (claimed by whoever waits, or by the bot itself in a
// refereed match) and the adjudication of a match a round limit ends.
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { GameResult } from '../games/engine.js';
import { applyStep, type Applied } from './apply.js';
import { boardPost, enqueue } from './outbox.js';
import { matchEnded } from './ended.js';
import type { MatchSnapshot } from './types.js';

type Tx = Prisma.TransactionClient;

/**
 * The seats whose time ran out resign, written like a move: with more than
 * two players the late ones leave and the game goes on with a new turn (and
 * clock) for whoever acts next; with two it ends. Null when the match moved on.
 */
export async function forfeitLate(tx: Tx, m: MatchSnapshot, now: Date): Promise<Applied | null> {
  const engine = engineFor(m.game)!;
  const late = m.players.filter((p) => m.waitingFor.includes(p.userId));
  if (late.length === 0) return null;
  let state = m.state;
  for (const p of late) {
    const r = engine.resign(state, p.seat);
    if (r.ok) state = r.state;
  }
  const names = late.map((p) => engine.seatName(p.seat, m.players.length)).join(', ');
  const left = engine.result(state) ? `${names} ran out of time` : `${names} ran out of time and left the game`;
  return applyStep(
    tx,
    m,
    {
      kind: 'timeout',
      seat: late[0].seat,
      userId: late[0].userId,
      actorId: null,
      action: { timeout: true, seats: late.map((p) => p.seat) },
      text: 'ran out of time',
      headline: left,
      state,
      events: [{ kind: 'timeout', text: `${left}.` }],
      standing: false,
      reason: `${names} ran out of time`,
    },
    now,
  );
}

/**
 * Ends a running match as a draw by the referee's decision (a tournament's
 * round limit), saying why in its thread; the position stays as it was. Null
 * when the match had moved on or ended since it was read.
 */
export async function adjudicateDraw(tx: Tx, m: MatchSnapshot, reason: string, now: Date): Promise<{ match: MatchSnapshot; outbox: number[] } | null> {
  if (m.status !== 'active') return null;
  const result: GameResult = { winners: [], reason };
  const version = m.version + 1;
  const revision = m.revision + 1;
  const written = await tx.match.updateMany({
    where: { id: m.id, revision: m.revision },
    data: {
      status: 'finished', result: result as unknown as Prisma.InputJsonValue, finishedAt: now, waitingFor: [], deadline: null, drawOfferSeat: null,
      version, boardVersion: version, revision, turnLog: [],
    },
  });
  if (written.count !== 1) return null;
  // The log names the first seat: the entry is nobody's move (replays pass over it as over an agreed draw).
  await tx.matchAction.create({
    data: { matchId: m.id, version, revision, seat: 0, userId: m.players[0].userId, kind: 'adjudicated', action: { adjudicated: true }, text: reason },
  });
  const after: MatchSnapshot = {
    ...m, status: 'finished', result, version, boardVersion: version, revision, turnLog: [], waitingFor: [], deadline: null, drawOfferSeat: null,
  };
  const outbox = [await enqueue(tx, m.id, boardPost(after, reason, null, [{ kind: 'adjudicated', text: reason }], m.turnLog))];
  await matchEnded(tx, { match: after, how: 'adjudicated' });
  return { match: after, outbox };
}
