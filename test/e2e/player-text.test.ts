// What players read on Discord (issue 22): the bot never pings itself (the AI's
// seat is named and needs no Accept), a turn of several actions is posted with
// all of its public actions, and players are named, never "Player 2".
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { openTable, outboxSettled, latestBoard, playAndExpect, boardPostsOf, type Table } from './harness.js';
import type { ChannelRecord, MessageView } from '../discord-standin/index.js';

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());

/** Whom Discord would notify for a message: its allowed_mentions as the stand-in stored them. */
const pinged = (m: MessageView): string[] => t.discord.world.messages.get(m.id)!.mentionUserIds;
const description = (m: MessageView): string => String(m.embeds[0]?.description ?? '');

describe('the AI seat in a challenge and on the board', () => {
  it('/challenge ugo with @bob and the bot: only Bob is pinged and awaited; the AI is named by its level, never mentioned', async () => {
    const { discord, alice, bob } = t;
    const bot = discord.world.bot;
    const reply = await (await discord.as(alice).slash(t.games, 'challenge ugo', { opponent: bob, opponent2: bot, days: 'none', level: 'easy' })).reply();
    expect(reply.content).toBe(`<@${bob.id}>: you have been challenged to U-G-O!`);
    expect(pinged(reply)).toEqual([bob.id]);
    expect(description(reply)).toContain(`<@${alice.id}> challenges <@${bob.id}>, Golem Table AI (easy).`);
    expect(description(reply)).toContain(`Waiting for <@${bob.id}> to accept.`);
    expect(JSON.stringify(reply.embeds) + reply.content).not.toContain(`<@${bot.id}>`);

    await (await discord.as(bob).click(reply, reply.buttons.find((b) => b.label === 'Accept')!.customId!)).ack();
    const thread = await discord.waitForThread(t.games, (th) => th.id === reply.id);
    const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
    const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
    await outboxSettled(t, matchId);
    // The challenge, once accepted, pings nobody.
    const accepted = discord.message(reply.id)!;
    expect(accepted.content).toBe('');
    expect(pinged(accepted)).toEqual([]);
    expect(description(accepted)).toContain(`match #${matchId} has started`);

    // A few rounds: every post pings people only, names the AI, and never says "Player N".
    for (let step = 0; step < 60 && boardPostsOf(t, thread, matchId).length < 6; step++) {
      const m = (await t.bot.ctx.service.getMatch(matchId))!;
      if (m.status !== 'active') break;
      if (m.waitingFor.includes(bot.id)) {
        t.clock.advance(1500);
        await t.bot.tick();
        await outboxSettled(t, matchId);
        continue;
      }
      const user = [alice, bob].find((u) => m.waitingFor.includes(u.id))!;
      // Ending the turn at once keeps the test short; the AI plays whole turns.
      const [first] = t.bot.ctx.service.suggest(m, user.id, 'end turn', 1);
      await playAndExpect(t, user, thread, first ?? t.bot.ctx.service.suggest(m, user.id, '', 1)[0]);
      await outboxSettled(t, matchId);
    }
    const posts = boardPostsOf(t, thread, matchId);
    expect(posts.length).toBeGreaterThanOrEqual(4);
    const seated = (await t.bot.ctx.service.getMatch(matchId))!.players;
    const vs = seated.map((p) => (p.userId === bot.id ? 'Golem Table AI (easy)' : p.userId === alice.id ? 'alice' : 'bob')).join(' vs ');
    for (const post of posts) {
      expect(pinged(post)).not.toContain(bot.id);
      expect(post.content).not.toContain(`<@${bot.id}>`);
      expect(description(post)).not.toMatch(/Player \d/);
      expect(description(post).endsWith(vs)).toBe(true);
    }
    // The AI's own turns are told in full under its name.
    const byAi = posts.filter((p) => description(p).startsWith('**Golem Table AI (easy)**:'));
    expect(byAi.length).toBeGreaterThan(0);
    for (const p of byAi) expect(description(p)).toMatch(/Golem Table AI \(easy\) ends their turn\./);
  }, 60_000);
});

describe('the clock against the AI', () => {
  it('a reminder pings the person only, and a time-out annuls the match without mentioning the bot', async () => {
    const { discord, alice } = t;
    const bot = discord.world.bot;
    const reply = await (await discord.as(alice).slash(t.games, 'challenge agog', { opponent: bot, colour: 'white', days: '1', level: 'easy' })).reply();
    const thread = await discord.waitForThread(t.games, (th) => th.id === reply.id);
    const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
    const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
    await outboxSettled(t, matchId);
    expect(pinged(opening)).toEqual([alice.id]);
    // White (Alice) to move with one day: the reminder comes at 80 % of it.
    t.clock.advance(20 * 3_600_000);
    await t.bot.tick();
    const reminder = await discord.waitForMessage(thread, (m) => /a reminder/.test(m.content));
    expect(reminder.content).toMatch(new RegExp(`^<@${alice.id}>, a reminder: 4 hours left for your move in match #${matchId}`));
    expect(pinged(reminder)).toEqual([alice.id]);
    t.clock.advance(5 * 3_600_000);
    await t.bot.tick();
    const annulled = await discord.waitForMessage(thread, (m) => /annulled/.test(m.content));
    expect(pinged(annulled)).toEqual([]);
    expect(annulled.content).not.toContain(`<@${bot.id}>`);
    for (const m of discord.messages(thread)) expect(pinged(m)).not.toContain(bot.id);
  }, 30_000);
});

describe('a match against the AI, ended', () => {
  it('/board names the AI it waits for; the final board and the challenge post name the AI as the winner, mentioning nobody', async () => {
    const { discord, alice } = t;
    const bot = discord.world.bot;
    // The AI plays White and moves first.
    const reply = await (await discord.as(alice).slash(t.games, 'challenge agog', { opponent: bot, colour: 'black', days: 'none', level: 'easy' })).reply();
    const thread = await discord.waitForThread(t.games, (th) => th.id === reply.id);
    const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
    const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
    await outboxSettled(t, matchId);
    const board = await (await discord.as(alice).slash(thread, 'board', {})).reply();
    expect(board.content).toBe(`A•G•O•G — match #${matchId}, waiting for Golem Table AI (easy).`);

    const resigned = await t.bot.ctx.service.resign(matchId, { id: alice.id });
    if (!resigned.ok) throw new Error(resigned.error);
    await t.bot.ctx.dispatcher.deliverNow(resigned.outbox);
    await outboxSettled(t, matchId);
    const final = latestBoard(t, thread);
    expect(final.content).toMatch(new RegExp(`^\\*\\*Match #${matchId} is over: Golem Table AI \\(easy\\) wins\\*\\* — `));
    expect(pinged(final)).toEqual([]);
    const ended = discord.message(reply.id)!;
    expect(ended.content).toMatch(new RegExp(`^Match #${matchId} is over: Golem Table AI \\(easy\\) won — `));
    expect(ended.content).not.toContain(`<@${bot.id}>`);
    expect(pinged(ended)).toEqual([]);
    // The record says who played which side.
    const record = await (await discord.as(alice).slash(thread, 'record', { match: matchId })).reply();
    expect(record.content.split('\n')[0]).toBe(`A•G•O•G — match #${matchId}: Golem Table AI (easy) (White), alice (Black)`);
  }, 30_000);
});

describe('a turn of several actions', () => {
  it('Gog & Magog: the board post names every public action of the turn, by name, and nothing hidden', async () => {
    const { discord, alice, bob } = t;
    const position = {
      resources: [2, 2],
      hands: [['Mana Crystal', 'Ember Scout', 'Gale Runner', 'Firebolt'], ['Mana Crystal', 'Ember Scout', 'Gale Runner', 'Firebolt']],
      lanes: [[{ lane: 2, card: 'Stone Sentinel' }], [{ lane: 2, card: 'Stone Sentinel' }]],
      toMove: 0,
    };
    const ch = await (await discord.as(alice).slash(t.games, 'challenge gogmagog', { opponent: bob, days: 'none', position: JSON.stringify(position) })).reply();
    await (await discord.as(bob).click(ch, ch.buttons.find((b) => b.label === 'Accept')!.customId!)).ack();
    const thread: ChannelRecord = await discord.waitForThread(t.games, (th) => th.id === ch.id);
    const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content));
    const matchId = Number(/match #(\d+)/i.exec(opening.content)![1]);
    await outboxSettled(t, matchId);
    const m = (await t.bot.ctx.service.getMatch(matchId))!;
    const first = [alice, bob].find((u) => u.id === m.players[0].userId)!;
    const second = first === alice ? bob : alice;
    for (const action of ['play Mana Crystal', 'deploy Ember Scout lane 1 concealed', 'deploy Gale Runner lane 3', 'firebolt → lane 2', 'end turn']) {
      await playAndExpect(t, first, thread, action);
    }
    await outboxSettled(t, matchId);
    // One post for the whole turn.
    expect(boardPostsOf(t, thread, matchId)).toHaveLength(2);
    const post = latestBoard(t, thread);
    const text = description(post);
    const me = first.username;
    expect(text.split('\n').slice(0, 7)).toEqual([
      `**${me}**:`,
      `${me} plays a Mana Crystal (3 mana, 3 left this turn).`,
      `${me} deploys a concealed creature in lane 1 (defence, cost 1).`,
      `${me} deploys Gale Runner in lane 3 (defence, cost 1).`,
      `${me} casts Firebolt on lane 2: 2 tokens on Stone Sentinel (defence 5): holds.`,
      `${me} ends their turn.`,
      expect.stringMatching(new RegExp(`^${second.username}'s turn: draws a card`)),
    ]);
    expect(text).not.toContain('Ember Scout');
    expect(post.content).toContain(`<@${second.id}>, your move in match #${matchId}.`);
    expect(pinged(post)).toEqual([second.id]);
  }, 60_000);
});
