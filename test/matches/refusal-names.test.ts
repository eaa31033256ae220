// A refusal a player reads names the players (issue 22: engines say "Player
// 2"), and "waiting for" names the AI's seat rather than mentioning the bot.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { MatchService } from '../../src/matches/service.js';
import { openTestDb, type TestDb } from '../support/db.js';

const alice = { id: '100000000000000301', name: 'Alice' };
const bob = { id: '100000000000000302', name: 'Bob' };
const bot = { id: '100000000000000309', name: 'Golem Table', bot: true };

describe('refusals by name', () => {
  let db: TestDb;
  let service: MatchService;
  beforeAll(async () => {
    db = await openTestDb('pglite');
    service = new MatchService(db.prisma);
  });
  afterAll(async () => db?.dispose());

  it("an engine's refusal names the other player; not your turn names whom it waits for", async () => {
    const position = JSON.stringify({ resources: [3, 2], hands: [['Firebolt'], []], lanes: [[], [{ lane: 2, card: 'Stone Sentinel' }]], toMove: 0 });
    const c = await service.challenge({ game: 'gogmagog', challenger: alice, invitees: [bob], guildId: null, channelId: '500000000000000001', options: { position }, challengerSeat: 0 });
    if (!c.ok) throw new Error(c.error);
    const a = await service.accept(c.challenge.id, bob);
    if (!a.ok || !a.match) throw new Error('accept');
    expect(await service.actText(a.match.id, alice, 'firebolt → lane 3')).toMatchObject({ ok: false, code: 'illegal', error: 'Bob has no creature in lane 3.' });
    expect(await service.actText(a.match.id, bob, 'end turn')).toMatchObject({ ok: false, code: 'not_your_turn', error: `It is not your turn in match #${a.match.id}; waiting for <@${alice.id}>.` });
  });

  it('waiting for the AI names it', async () => {
    // The AI plays White and moves first.
    const c = await service.challenge({ game: 'agog', challenger: alice, invitees: [bot], guildId: null, channelId: '500000000000000002', options: {}, challengerSeat: 1, ai: { userId: bot.id, level: 'hard' } });
    if (!c.ok || !c.match) throw new Error('the AI match did not start');
    const res = await service.actText(c.match.id, alice, 'b6');
    expect(res).toMatchObject({ ok: false, code: 'not_your_turn', error: `It is not your turn in match #${c.match.id}; waiting for Golem Table AI (hard).` });
  });
});
