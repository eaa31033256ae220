// A draw offer to the AI's seat would ping the bot itself and stand unanswered
// for ever (the AI answers no offers): it is refused, and nothing is posted.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { MatchService } from '../../src/matches/service.js';
import { offerDraw } from '../../src/matches/draws.js';
import { openTestDb, type TestDb } from '../support/db.js';

const alice = { id: '100000000000000201', name: 'alice' };
const bob = { id: '100000000000000202', name: 'bob' };
const bot = { id: '100000000000000209', name: 'Golem Table', bot: true };

describe('a draw offer against the AI', () => {
  let db: TestDb;
  let service: MatchService;
  beforeAll(async () => {
    db = await openTestDb('pglite');
    service = new MatchService(db.prisma);
  });
  afterAll(async () => db?.dispose());

  it('is refused, naming the AI; between people it is still made', async () => {
    const vsAi = await service.challenge({ game: 'gomofasta', challenger: alice, invitees: [bot], guildId: null, channelId: '400000000000000001', options: {}, challengerSeat: 0, ai: { userId: bot.id, level: 'easy' } });
    if (!vsAi.ok || !vsAi.match) throw new Error('the AI match did not start');
    const before = await db.prisma.outbox.count();
    expect(await offerDraw(db.prisma, vsAi.match.id, alice)).toEqual({ ok: false, code: 'bad_request', error: 'Golem Table AI (easy) does not take draw offers; play on, or resign.' });
    expect(await db.prisma.outbox.count()).toBe(before);
    expect((await service.getMatch(vsAi.match.id))!.drawOfferSeat).toBeNull();

    const c = await service.challenge({ game: 'gomofasta', challenger: alice, invitees: [bob], guildId: null, channelId: '400000000000000002', options: {}, challengerSeat: 0 });
    if (!c.ok) throw new Error(c.error);
    const a = await service.accept(c.challenge.id, bob);
    if (!a.ok || !a.match) throw new Error('accept');
    const offered = await offerDraw(db.prisma, a.match.id, alice);
    expect(offered.ok).toBe(true);
  });
});
