// The AI opponent end to end (issue 14): challenge the bot itself, and it plays
// its seat through the same act path as a person, one Timer at a time. The
// test's clock is manual: the AI's turn is due AI_MOVE_DELAY after the write
// that made it its turn; `t.bot.tick()` runs what is due.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { openTable, latestBoard, outboxSettled, waitForBoardPost, boardPostsOf, type Table } from './harness.js';
import { Rng, seedRng } from '../../src/games/rng.js';
import type { ChannelRecord, MessageView } from '../discord-standin/index.js';

// The harness's bot keeps the default delay.
const DELAY = 1500;

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());

type User = Table['alice'];

/** `/challenge <game>` naming the bot: the match starts without Accept; returns its thread and opening board. */
async function challengeAi(from: User, game: string, options: Record<string, unknown>): Promise<{ reply: MessageView; thread: ChannelRecord; matchId: number; opening: MessageView }> {
  const reply = await (await t.discord.as(from).slash(t.games, `challenge ${game}`, { opponent: t.discord.world.bot, days: 'none', ...options })).reply();
  const thread = await t.discord.waitForThread(t.games, (th) => th.id === reply.id);
  const opening = await t.discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
  const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
  await outboxSettled(t, matchId);
  return { reply, thread, matchId, opening };
}

/** Let the AI's delay pass and run due timers (the AI thinks and moves inside the tick). */
async function aiTurn(matchId: number): Promise<void> {
  t.clock.advance(DELAY);
  await t.bot.tick();
  await outboxSettled(t, matchId);
}

const aiActions = (matchId: number) => t.db.prisma.matchAction.count({ where: { matchId, userId: t.discord.world.bot.id } });

async function play(user: User, thread: ChannelRecord, rng: Rng): Promise<string> {
  const choices = await t.discord.as(user).autocomplete(thread, 'move', { action: '' }, 'action');
  expect(choices.length).toBeGreaterThan(0);
  const pick = String(rng.pick(choices).value);
  const h = await t.discord.as(user).slash(thread, 'move', { action: pick });
  expect((await h.ack()).ms).toBeLessThan(3000);
  expect((await h.reply()).content).toContain('Played');
  return pick;
}

describe('the AI opponent', () => {
  it('a whole A•G•O•G match of a person against the AI (easy): no Accept, the seat named by its level, every AI move logged', async () => {
    const { discord, alice } = t;
    const bot = discord.world.bot;
    const { reply, thread, matchId, opening } = await challengeAi(alice, 'agog', { colour: 'white', level: 'easy' });
    // Started at once: no Accept / Decline / Cancel on the challenge.
    await discord.waitForMessage(t.games, (m) => m.id === reply.id && m.buttons.length === 0);
    expect(JSON.stringify(discord.message(reply.id)!.embeds)).toContain(`<#${thread.id}>`);
    expect(opening.embeds[0].description).toContain('Golem Table AI (easy)');
    const seat = await t.db.prisma.matchPlayer.findFirst({ where: { matchId, userId: bot.id } });
    expect(seat?.aiLevel).toBe('easy');

    const rng = new Rng(seedRng('e2e-ai-agog'));
    let mine = 0;
    for (let ply = 0; ply < 400; ply++) {
      await play(alice, thread, rng);
      mine++;
      await outboxSettled(t, matchId);
      if ((await t.bot.ctx.service.getMatch(matchId))!.status !== 'active') break;
      // Not before its delay…
      await t.bot.tick();
      expect(await aiActions(matchId)).toBe(mine - 1);
      // …then exactly once.
      await aiTurn(matchId);
      expect(await aiActions(matchId)).toBe(mine);
      const m = (await t.bot.ctx.service.getMatch(matchId))!;
      const post = latestBoard(t, thread);
      expect(post.attachments[0].filename).toBe(`match-${matchId}-v${m.version}.png`);
      if (m.status !== 'active') break;
      // The AI's move is told under its name, never as a mention of the bot.
      expect(post.embeds[0].description).toMatch(/^\*\*Golem Table AI \(easy\)\*\* \(Black\): `/);
      expect(post.embeds[0].description).not.toContain(`<@${bot.id}>`);
      expect(m.waitingFor).toEqual([alice.id]);
    }
    const final = (await t.bot.ctx.service.getMatch(matchId))!;
    expect(final.status).toBe('finished');
    expect(latestBoard(t, thread).content).toMatch(/is over/);
    // The log holds every move of both sides, in turn.
    const log = await t.db.prisma.matchAction.findMany({ where: { matchId }, orderBy: { revision: 'asc' } });
    expect(log.map((a) => a.userId)).toEqual(log.map((_, i) => (i % 2 === 0 ? alice.id : bot.id)));

    // Rematch: the AI again, at the same level, started at once (colours swapped).
    const rematch = await discord.as(alice).click(latestBoard(t, thread), latestBoard(t, thread).buttons.find((b) => b.label === 'Rematch')!.customId!);
    expect((await rematch.reply()).content).toMatch(/Rematch challenge #\d+ posted/);
    const again = await t.db.prisma.match.findFirst({ where: { id: { gt: matchId } }, include: { players: true } });
    expect(again?.players.find((p) => p.userId === bot.id)).toMatchObject({ aiLevel: 'easy', seat: 0 });
    const ch = await t.db.prisma.challenge.findUnique({ where: { matchId: again!.id } });
    const rethread = await discord.waitForThread(t.games, (th) => th.id === ch!.messageId);
    await discord.waitForMessage(rethread, (m) => /has begun/.test(m.content));
  });

  it('a 3-player U-G-O table with one AI seat: the humans accept, the AI plays whole turns of several actions', async () => {
    const { discord, alice, bob } = t;
    const bot = discord.world.bot;
    const reply = await (await discord.as(alice).slash(t.games, 'challenge ugo', { opponent: bob, opponent2: bot, days: 'none', level: 'normal' })).reply();
    // Waiting for Bob only: the AI's seat needs no Accept.
    expect(reply.buttons.map((b) => b.label)).toEqual(['Accept', 'Decline', 'Cancel']);
    expect(JSON.stringify(reply.embeds)).toContain(`Waiting for <@${bob.id}> to accept`);
    await (await discord.as(bob).click(reply, reply.buttons.find((b) => b.label === 'Accept')!.customId!)).ack();
    const thread = await discord.waitForThread(t.games, (th) => th.id === reply.id);
    const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
    const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
    await outboxSettled(t, matchId);
    expect(opening.embeds[0].description).toContain('Golem Table AI (normal)');

    const rng = new Rng(seedRng('e2e-ai-ugo'));
    let aiTurns = 0;
    for (let step = 0; step < 800; step++) {
      const m = (await t.bot.ctx.service.getMatch(matchId))!;
      if (m.status !== 'active') break;
      if (m.waitingFor.includes(bot.id)) {
        const before = await aiActions(matchId);
        await aiTurn(matchId);
        expect(await aiActions(matchId)).toBe(before + 1);
        aiTurns++;
        continue;
      }
      await play([alice, bob].find((u) => m.waitingFor.includes(u.id))!, thread, rng);
    }
    const final = (await t.bot.ctx.service.getMatch(matchId))!;
    expect(final.status).toBe('finished');
    expect(aiTurns).toBeGreaterThan(0);
    // Its Ten policy was set once, privately, through the act path.
    const orders = await t.db.prisma.matchAction.findMany({ where: { matchId, userId: bot.id } });
    expect(orders.filter((a) => (a.action as { type?: string }).type === 'tenPolicy')).toHaveLength(1);
    // The AI's seat gets no hand by DM, and nobody DMs the bot.
    expect(discord.dmsOf(bot)).toHaveLength(0);
    expect(await t.db.prisma.matchPlayer.findFirst({ where: { matchId, userId: bot.id } })).toMatchObject({ dmChannelId: null });
    // A whole three-player game through the stand-in, with the AI thinking at normal: over a minute on a busy 2-core machine.
  }, 180_000);

  it('the AI’s turn survives a restart of the bot, and is taken once', async () => {
    const { discord, alice } = t;
    // The AI plays White and moves first.
    const { thread, matchId } = await challengeAi(alice, 'agog', { colour: 'black', level: 'easy' });
    expect(await aiActions(matchId)).toBe(0);
    await t.restart();
    t.clock.advance(DELAY);
    await t.bot.tick();
    await waitForBoardPost(t, thread, matchId, 1);
    await outboxSettled(t, matchId);
    expect(await aiActions(matchId)).toBe(1);
    await t.bot.tick();
    expect(await aiActions(matchId)).toBe(1);
    expect(boardPostsOf(t, thread, matchId, 1)).toHaveLength(1);
    expect(latestBoard(t, thread).content).toContain(`<@${alice.id}>, your move`);
    expect(discord.message(latestBoard(t, thread).id)).toBeDefined();
  });

  it('stays responsive while the AI thinks (hard): /ping is answered within Discord’s 3 s, before the AI has moved', async () => {
    const { discord, alice } = t;
    const bot = discord.world.bot;
    // Go*Mofasta's wide move lists make a hard search take seconds.
    const { thread, matchId } = await challengeAi(alice, 'gomofasta', { level: 'hard', board: 13 });
    const rng = new Rng(seedRng('e2e-ai-ping'));
    if (!(await t.bot.ctx.service.getMatch(matchId))!.waitingFor.includes(bot.id)) await play(alice, thread, rng);
    await outboxSettled(t, matchId);
    expect((await t.bot.ctx.service.getMatch(matchId))!.waitingFor).toEqual([bot.id]);
    const before = await aiActions(matchId);
    t.clock.advance(DELAY);
    let moved = false;
    const thinking = t.bot.tick().then(() => (moved = true));
    const ping = await discord.as(alice).slash(thread, 'ping', {});
    expect((await ping.ack()).ms).toBeLessThan(3000);
    await ping.reply();
    expect(moved).toBe(false);
    await thinking;
    await outboxSettled(t, matchId);
    expect(await aiActions(matchId)).toBe(before + 1);
  }, 30_000);
});
