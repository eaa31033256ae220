// Agreed draws: an offer stands until the opponent moves; the opponent
// accepts or declines with buttons (or /draw).
import type { Db } from '../db/client.js';
import type { Prisma } from '../generated/prisma/client.js';
import { engineFor } from '../games/index.js';
import type { GameResult } from '../games/engine.js';
import { loadMatch } from './load.js';
import { boardPost, enqueue } from './outbox.js';
import { aiPlayers, aiSeatName } from './ai-turns.js';
import { matchEnded } from './ended.js';
import { refuse, type MatchSnapshot, type ServiceResult, type UserRef } from './types.js';

type Tx = Prisma.TransactionClient;

/** Offer a draw (games that allow one, two players); the opponent gets buttons. */
export async function offerDraw(db: Db, matchId: number, user: UserRef): Promise<ServiceResult<{ match: MatchSnapshot; outbox: number[] }>> {
  return db.$transaction(async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (!match) return refuse('not_found', `There is no match #${matchId}.`);
    const engine = engineFor(match.game)!;
    const me = match.players.find((p) => p.userId === user.id);
    if (!me) return refuse('not_participant', `You are not playing in match #${match.id}.`);
    if (match.status !== 'active') return refuse('over', `Match #${match.id} is over.`);
    if (!engine.drawsAllowed || match.players.length !== 2) return refuse('bad_request', `${engine.name} cannot end in an agreed draw.`);
    if (match.drawOfferSeat === me.seat) return refuse('bad_request', 'You have already offered a draw; wait for the answer.');
    if (match.drawOfferSeat !== null) return settleDraw(tx, match, user, true);
    // The AI answers no offers: its seat would be pinged (the bot itself) and the offer would stand for ever.
    const ai = (await aiPlayers(tx, match.id)).find((p) => p.seat !== me.seat);
    if (ai) return refuse('bad_request', `${aiSeatName(ai.level)} does not take draw offers; play on, or resign.`);
    const written = await tx.match.updateMany({ where: { id: match.id, revision: match.revision }, data: { drawOfferSeat: me.seat, revision: { increment: 1 } } });
    if (written.count !== 1) return refuse('stale', 'The board has moved on; try again.');
    const opponent = match.players.find((p) => p.seat !== me.seat)!;
    const outbox = [
      await enqueue(tx, match.id, {
        kind: 'notice',
        matchId: match.id,
        channelId: match.threadId ?? match.channelId,
        content: `<@${opponent.userId}>, <@${me.userId}> offers a draw in match #${match.id}. The offer lapses when you make a move.`,
        mentions: [opponent.userId],
        buttons: [
          { kind: 'draw-yes', id: match.id, version: match.version, label: 'Accept draw' },
          { kind: 'draw-no', id: match.id, version: match.version, label: 'Decline' },
        ],
      }),
    ];
    return { ok: true, match: { ...match, drawOfferSeat: me.seat, revision: match.revision + 1 }, outbox };
  });
}

/** The opponent's answer to a standing draw offer. */
export async function answerDraw(db: Db, matchId: number, user: UserRef, accept: boolean): Promise<ServiceResult<{ match: MatchSnapshot; outbox: number[] }>> {
  return db.$transaction(async (tx) => {
    const match = await loadMatch(tx, matchId);
    if (!match) return refuse('not_found', `There is no match #${matchId}.`);
    // The offer stands until the opponent moves (its maker may move meanwhile),
    // so what matters is whether an offer is still open, not the version.
    if (match.status === 'active' && match.drawOfferSeat === null) return refuse('stale', 'That draw offer has lapsed: a move was made since.');
    return settleDraw(tx, match, user, accept);
  });
}

async function settleDraw(tx: Tx, match: MatchSnapshot, user: UserRef, accept: boolean): Promise<ServiceResult<{ match: MatchSnapshot; outbox: number[] }>> {
  const me = match.players.find((p) => p.userId === user.id);
  if (!me) return refuse('not_participant', `You are not playing in match #${match.id}.`);
  if (match.status !== 'active') return refuse('over', `Match #${match.id} is over.`);
  if (match.drawOfferSeat === null) return refuse('bad_request', 'There is no draw offer to answer.');
  if (match.drawOfferSeat === me.seat) return refuse('bad_request', 'You made this offer; your opponent must answer it.');
  const result: GameResult = { winners: [], reason: 'draw agreed' };
  const written = await tx.match.updateMany({
    where: { id: match.id, revision: match.revision },
    data: accept
      ? {
          drawOfferSeat: null, status: 'finished', waitingFor: [], deadline: null, result: result as unknown as Prisma.InputJsonValue,
          finishedAt: new Date(), version: { increment: 1 }, boardVersion: match.version + 1, turnLog: [], revision: { increment: 1 },
        }
      : { drawOfferSeat: null, revision: { increment: 1 } },
  });
  if (written.count !== 1) return refuse('stale', 'The board has moved on; try again.');
  if (!accept) {
    const outbox = [
      await enqueue(tx, match.id, {
        kind: 'notice', matchId: match.id, channelId: match.threadId ?? match.channelId,
        content: `<@${me.userId}> declined the draw in match #${match.id}; play on.`, mentions: [], buttons: [],
      }),
    ];
    return { ok: true, match: { ...match, drawOfferSeat: null, revision: match.revision + 1 }, outbox };
  }
  await tx.matchAction.create({
    data: {
      matchId: match.id, version: match.version + 1, revision: match.revision + 1, seat: me.seat, userId: me.userId,
      kind: 'draw', action: { draw: true }, text: 'draw agreed',
    },
  });
  const after: MatchSnapshot = {
    ...match, version: match.version + 1, boardVersion: match.version + 1, turnLog: [], revision: match.revision + 1, status: 'finished', result, drawOfferSeat: null, waitingFor: [], deadline: null,
  };
  const outbox = [await enqueue(tx, match.id, boardPost(after, 'draw agreed', user.id, [], match.turnLog))];
  await matchEnded(tx, { match: after, how: 'draw' });
  return { ok: true, match: after, outbox };
}

