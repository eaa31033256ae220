// Messages at the largest realistic size, end to end through the stand-in
// (which refuses what Discord refuses), and what delivery does with a refusal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/matches/limits.js';
import { makeOutboxDue, openTable, sleep, type Table } from './harness.js';

describe('messages fit Discord’s limits', () => {
  let t: Table;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await openTable();
    const service = t.bot.ctx.service;
    for (let i = 0; i < 60; i++) {
      const c = await service.challenge({
        game: 'agog', challenger: { id: t.alice.id }, invitees: [{ id: t.bob.id }], guildId: t.guild.id, channelId: t.games.id,
        options: {}, challengerSeat: i % 2, daysPerMove: 3, pauseWeekends: false,
      });
      if (!c.ok) throw new Error(c.error);
      const a = await service.accept(c.challenge.id, { id: t.bob.id });
      if (!a.ok || !a.match) throw new Error('accept');
      ids.push(a.match.id);
    }
    // The opening boards are not what these tests are about.
    await t.db.prisma.outbox.updateMany({ where: { deliveredAt: null }, data: { deliveredAt: new Date() } });
  }, 60_000);
  afterAll(async () => t?.close());

  it('/games with 60 matches: every page is accepted and together they list every match', async () => {
    const first = await (await t.discord.as(t.alice).slash(t.games, 'games')).reply();
    expect(first.content.length).toBeLessThanOrEqual(LIMITS.content);
    const pages = Number(/page 1 of (\d+)/.exec(first.content)![1]);
    const seen = new Set<number>();
    for (let page = 1; page <= pages; page++) {
      const reply = page === 1 ? first : await (await t.discord.as(t.alice).slash(t.games, 'games', { page })).reply();
      expect(reply.content).toContain(`page ${page} of ${pages}`);
      for (const m of reply.content.matchAll(/^#(\d+) /gm)) seen.add(Number(m[1]));
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('/record of a match with hundreds of moves comes as a file, its end inline', async () => {
    const matchId = ids[0];
    await t.db.prisma.matchAction.createMany({
      data: Array.from({ length: 500 }, (_, i) => ({
        matchId, version: i + 2, revision: 1000 + i, seat: i % 2, userId: i % 2 ? t.bob.id : t.alice.id, kind: 'action', action: {}, text: i % 2 ? 'Hxe5xh5' : 'Jxa3+c3',
      })),
    });
    const reply = await (await t.discord.as(t.alice).slash(t.games, 'record', { match: matchId })).reply();
    expect(reply.content.length).toBeLessThanOrEqual(LIMITS.content);
    expect(reply.content).toContain(`match-${matchId}-record.txt`);
    const file = reply.attachments.find((a) => a.filename === `match-${matchId}-record.txt`)!;
    expect(file.data.toString('utf8')).toContain('250. Jxa3+c3 Hxe5xh5');
  });

  it('/help and /rules are accepted', async () => {
    const help = await (await t.discord.as(t.alice).slash(t.games, 'help')).reply();
    expect(help.embeds[0].description).toContain('`/games`');
    for (const game of ['agog', 'gomofasta', 'ugo']) {
      const rules = await (await t.discord.as(t.alice).slash(t.games, 'rules', { game })).reply();
      expect(rules.embeds[0].title).toMatch(/how to play/);
    }
  });

  it('a row Discord refuses as malformed (50035) is tried once, not retried', async () => {
    const row = await t.db.prisma.outbox.create({
      data: { matchId: null, kind: 'direct', payload: { kind: 'direct', userId: t.carol.id, content: 'x'.repeat(2500) }, dueAt: new Date(Date.now() - 1000) },
    });
    const refused = () => t.discord.requests.filter((r) => r.method === 'POST' && r.errorCode === 50035 && r.body?.content?.length === 2500);
    await t.discord.waitForRequest((r) => r.errorCode === 50035 && r.body?.content?.length === 2500);
    // However long we wait and however due it is made, it is not sent again.
    for (let i = 0; i < 3; i++) {
      await makeOutboxDue(t, { matchId: null });
      await sleep(400);
    }
    expect(refused()).toHaveLength(1);
    const after = await t.db.prisma.outbox.findUniqueOrThrow({ where: { id: row.id } });
    expect(after.deliveredAt).not.toBeNull();
    expect(after.lastError).toMatch(/50035/);
  });
});
