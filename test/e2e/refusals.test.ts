// Refusals through the stand-in with the real client: wrong user, wrong turn,
// illegal or unreadable moves, stale buttons, ambiguous /move, autocomplete
// scope, acknowledgement time, and challenges that may not be made.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  openTable,
  challenge,
  startMatch,
  acceptIn,
  buttonOf,
  boardPostsOf,
  waitForBoardPost,
  matchState,
  sleep,
  type Table,
} from './harness.js';
import type { InteractionHandle, MessageView, ChannelRecord } from '../discord-standin/index.js';
import { engineFor } from '../../src/games/index.js';

type User = Table['alice'];

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());

/** Acknowledged in time, ephemeral, and saying `re`. */
async function ephemeralRefusal(h: InteractionHandle, re: RegExp): Promise<MessageView> {
  const ack = await h.ack();
  expect(ack.ms).toBeLessThan(3000);
  expect(ack.ephemeral).toBe(true);
  const reply = await h.reply();
  expect(reply.ephemeral).toBe(true);
  expect(reply.content).toMatch(re);
  return reply;
}

/** Public (non-ephemeral) messages in a channel, for "no new post". */
const publicCount = (ch: ChannelRecord) => t.discord.messages(ch).length;

async function challengeRow(id: string) {
  return t.db.prisma.challenge.findFirst({ where: { messageId: id } });
}

async function playMove(user: User, channel: ChannelRecord, action: string, match?: number): Promise<MessageView> {
  const h = await t.discord.as(user).slash(channel, 'move', match === undefined ? { action } : { action, match });
  const ack = await h.ack();
  expect(ack.ms).toBeLessThan(3000);
  const reply = await h.reply();
  expect(reply.content).toContain(`Played \`${action}\``);
  // The reply is itself an outbox row, marked delivered just after Discord took it.
  const until = Date.now() + 2000;
  while (Date.now() < until && (await t.db.prisma.outbox.count({ where: { kind: 'reply', deliveredAt: null } })) > 0) await sleep(20);
  return reply;
}

describe('challenge buttons: who may press what', () => {
  it('Decline by the challenged user: the message says so, no match and no thread', async () => {
    const { discord, alice, bob } = t;
    const ch = await challenge(t, alice, bob, { days: 'none' });
    const matchesBefore = await t.db.prisma.match.count();
    const h = await discord.as(bob).click(ch, buttonOf(ch, 'Decline'));
    const ack = await h.ack();
    expect(ack.ms).toBeLessThan(3000);
    const updated = await h.reply();
    expect(updated.id).toBe(ch.id);
    expect(updated.buttons).toHaveLength(0);
    expect(JSON.stringify(updated.embeds)).toContain('Declined');
    const row = await challengeRow(ch.id);
    expect(row?.status).toBe('declined');
    expect(row?.matchId).toBeNull();
    await sleep(200);
    expect(await t.db.prisma.match.count()).toBe(matchesBefore);
    expect(discord.threads(t.games).some((th) => th.id === ch.id)).toBe(false);
  });

  it('Cancel by the challenger: the message says cancelled, no match', async () => {
    const { discord, alice, bob } = t;
    const ch = await challenge(t, alice, bob, { days: 'none' });
    const matchesBefore = await t.db.prisma.match.count();
    const h = await discord.as(alice).click(ch, buttonOf(ch, 'Cancel'));
    expect((await h.ack()).ms).toBeLessThan(3000);
    const updated = await h.reply();
    expect(updated.id).toBe(ch.id);
    expect(updated.buttons).toHaveLength(0);
    expect(JSON.stringify(updated.embeds)).toContain(`Cancelled by <@${alice.id}>`);
    const row = await challengeRow(ch.id);
    expect(row?.status).toBe('cancelled');
    expect(row?.matchId).toBeNull();
    await sleep(200);
    expect(await t.db.prisma.match.count()).toBe(matchesBefore);
    expect(discord.threads(t.games).some((th) => th.id === ch.id)).toBe(false);
  });

  it('Accept, Decline and Cancel by the wrong user are refused ephemerally and the challenge stays pending', async () => {
    const { discord, alice, bob, carol } = t;
    const ch = await challenge(t, alice, bob, { days: 'none' });
    const accept = buttonOf(ch, 'Accept');
    const decline = buttonOf(ch, 'Decline');
    const cancel = buttonOf(ch, 'Cancel');

    await ephemeralRefusal(await discord.as(carol).click(ch, accept), /Only the challenged players can accept/);
    await ephemeralRefusal(await discord.as(alice).click(ch, accept), /You made this challenge/);
    await ephemeralRefusal(await discord.as(carol).click(ch, decline), /Only the challenged players can decline/);
    await ephemeralRefusal(await discord.as(alice).click(ch, decline), /Only the challenged players can decline/);
    await ephemeralRefusal(await discord.as(bob).click(ch, cancel), /Only the player who made the challenge can cancel/);
    await ephemeralRefusal(await discord.as(carol).click(ch, cancel), /Only the player who made the challenge can cancel/);

    await sleep(200);
    const row = await challengeRow(ch.id);
    expect(row?.status).toBe('pending');
    expect(row?.accepted).toEqual([]);
    expect(row?.matchId).toBeNull();
    const now = discord.message(ch.id)!;
    expect(now.buttons.map((b) => b.label)).toEqual(['Accept', 'Decline', 'Cancel']);
    expect(now.edited).toBe(false);
    expect(discord.threads(t.games).some((th) => th.id === ch.id)).toBe(false);

    // The right user can still accept afterwards.
    const { matchId } = await acceptIn(t, bob, ch, t.games);
    expect(matchId).toBeGreaterThan(0);
  });
});

describe('match refusals', () => {
  it('a third user pressing "Play" or "Resign" is refused and nothing changes', async () => {
    const { discord, alice, bob, carol } = t;
    const { thread, board, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const before = await matchState(t, matchId);
    const posts = publicCount(thread);
    await ephemeralRefusal(await discord.as(carol).click(board, buttonOf(board, 'Play')), new RegExp(`not playing in match #${matchId}`));
    await ephemeralRefusal(await discord.as(carol).click(board, buttonOf(board, 'Resign')), new RegExp(`not playing in match #${matchId}`));
    await sleep(200);
    expect(await matchState(t, matchId)).toEqual(before);
    expect(publicCount(thread)).toBe(posts);
    expect(discord.message(board.id)!.edited).toBe(false);
  });

  it('/move out of turn is refused ephemerally: no new board, version unchanged', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const before = await matchState(t, matchId);
    const posts = publicCount(thread);
    const h = await discord.as(bob).slash(thread, 'move', { action: 'b3' });
    await ephemeralRefusal(h, new RegExp(`not your turn in match #${matchId}.*<@${alice.id}>`));
    await sleep(200);
    expect(await matchState(t, matchId)).toEqual(before);
    expect(publicCount(thread)).toBe(posts);
    expect(boardPostsOf(t, thread, matchId)).toHaveLength(1);
  });

  it('an illegal and an unparseable move get an ephemeral reason with legal examples; nothing changes', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const before = await matchState(t, matchId);
    const posts = publicCount(thread);
    const m = (await t.bot.ctx.service.getMatch(matchId))!;
    const engine = engineFor('agog')!;
    const legal = new Set(engine.legalActions(m.state, 0).map((a: unknown) => engine.formatAction(m.state, a)));

    for (const [text, reason] of [
      ['a8', /moves one square at a time/],
      ['zz9', /can't read "zz9" as a move/],
    ] as const) {
      const h = await discord.as(alice).slash(thread, 'move', { action: text });
      const reply = await ephemeralRefusal(h, reason);
      expect(reply.content).toContain('Legal moves include:');
      const examples = [...reply.content.split('Legal moves include:')[1].matchAll(/`([^`]+)`/g)].map((x) => x[1]);
      expect(examples.length).toBeGreaterThanOrEqual(3);
      for (const e of examples) expect(legal.has(e)).toBe(true);
    }
    await sleep(200);
    expect(await matchState(t, matchId)).toEqual(before);
    expect(publicCount(thread)).toBe(posts);
  });

  it('a stale "Play" or "Resign" on an older board says the board has moved on; nothing changes', async () => {
    const { discord, alice, bob } = t;
    const { thread, board, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    await playMove(alice, thread, 'ab6');
    const fresh = await waitForBoardPost(t, thread, matchId, 1);
    const before = await matchState(t, matchId);
    expect(before.version).toBe(1);
    const posts = publicCount(thread);
    // Bob is to move, so only staleness can refuse him.
    await ephemeralRefusal(await discord.as(bob).click(board, buttonOf(board, 'Play')), /board has moved on/);
    await ephemeralRefusal(await discord.as(bob).click(board, buttonOf(board, 'Resign')), /board has moved on/);
    await ephemeralRefusal(await discord.as(alice).click(board, buttonOf(board, 'Resign')), /board has moved on/);
    await sleep(200);
    expect(await matchState(t, matchId)).toEqual(before);
    expect(publicCount(thread)).toBe(posts);
    // The fresh board's button does work for Bob.
    const ok = await discord.as(bob).click(fresh, buttonOf(fresh, 'Play'));
    expect((await ok.ack()).ms).toBeLessThan(3000);
    const picker = await ok.reply();
    expect(picker.ephemeral).toBe(true);
    expect(picker.content).toContain(`Match #${matchId}: choose what to act with`);
  });

  it('a stale "Yes, resign" confirmation does not resign once the board moved on', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    // Bob asks to resign while Alice is to move, then Alice moves.
    const ask = await discord.as(bob).slash(thread, 'resign', {});
    expect((await ask.ack()).ms).toBeLessThan(3000);
    const confirm = await ask.reply();
    expect(confirm.ephemeral).toBe(true);
    await playMove(alice, thread, 'ab6');
    await waitForBoardPost(t, thread, matchId, 1);
    const before = await matchState(t, matchId);
    const h = await discord.as(bob).click(confirm, buttonOf(confirm, 'Yes, resign'));
    expect((await h.ack()).ms).toBeLessThan(3000);
    const answer = await h.reply();
    expect(answer.content).toMatch(/board has moved on/);
    await sleep(200);
    expect(await matchState(t, matchId)).toEqual(before);
    expect(before.status).toBe('active');
  });

  it('/move without `match` with two matches in one channel asks to choose; with `match` it plays', async () => {
    const { discord, alice, bob, carol } = t;
    const duo = discord.world.createTextChannel(t.guild, 'duo');
    await sleep(300); // CHANNEL_CREATE reaches the bot
    const one = await startMatch(t, alice, bob, { days: 'none' }, duo);
    const two = await startMatch(t, alice, carol, { days: 'none' }, duo);
    const before1 = await matchState(t, one.matchId);
    const before2 = await matchState(t, two.matchId);

    const h = await discord.as(alice).slash(duo, 'move', { action: 'ab6' });
    const reply = await ephemeralRefusal(h, /choose one with the `match` option/);
    expect(reply.content).toContain(`#${one.matchId}`);
    expect(reply.content).toContain(`#${two.matchId}`);
    await sleep(200);
    expect(await matchState(t, one.matchId)).toEqual(before1);
    expect(await matchState(t, two.matchId)).toEqual(before2);

    const played = await playMove(alice, duo, 'ab6', two.matchId);
    expect(played.content).toContain(`match #${two.matchId}`);
    await waitForBoardPost(t, two.thread, two.matchId, 1);
    expect((await matchState(t, two.matchId)).version).toBe(before2.version + 1);
    expect(await matchState(t, one.matchId)).toEqual(before1);
    // The board went to the match's own thread, not the parent channel.
    expect(boardPostsOf(t, duo, two.matchId)).toHaveLength(0);
  });
});

describe('autocomplete', () => {
  it('offers only the caller’s legal moves (≤ 25, filtered by prefix); the opponent and a non-player get none', async () => {
    const { discord, alice, bob, carol } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const m = (await t.bot.ctx.service.getMatch(matchId))!;
    const engine = engineFor('agog')!;
    const legal: string[] = engine.legalActions(m.state, 0).map((a: unknown) => engine.formatAction(m.state, a));
    expect(legal.length).toBeGreaterThan(0);

    const h = await discord.as(alice).autocompleteHandle(thread, 'move', { action: '' }, 'action');
    expect((await h.ack()).ms).toBeLessThan(3000);
    const all = await h.choices();
    expect(all.length).toBeLessThanOrEqual(25);
    expect(all.map((c) => c.value)).toEqual(t.bot.ctx.service.suggest(m, alice.id, '', 25));
    expect(new Set(all.map((c) => String(c.value)))).toEqual(new Set(legal.slice(0, 25)));
    for (const c of all) expect(c.name).toBe(c.value);

    const typed = 'a';
    const some = await discord.as(alice).autocomplete(thread, 'move', { action: typed }, 'action');
    const want = legal.filter((x) => x.toLowerCase().startsWith(typed));
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(legal.length);
    expect(some.map((c) => String(c.value)).sort()).toEqual(want.sort());

    const none = await discord.as(alice).autocomplete(thread, 'move', { action: 'zz' }, 'action');
    expect(none).toEqual([]);

    const hb = await discord.as(bob).autocompleteHandle(thread, 'move', { action: '' }, 'action');
    expect((await hb.ack()).ms).toBeLessThan(3000);
    expect(await hb.choices()).toEqual([]);
    const hc = await discord.as(carol).autocompleteHandle(thread, 'move', { action: '' }, 'action');
    expect((await hc.ack()).ms).toBeLessThan(3000);
    expect(await hc.choices()).toEqual([]);
    // Naming the match does not let a non-player see its moves.
    expect(await discord.as(carol).autocomplete(thread, 'move', { action: '', match: matchId }, 'action')).toEqual([]);
  });

  it('caps the choices at 25 when a game has more legal moves (Go*Mofasta)', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none', game: 'gomofasta' });
    const m = (await t.bot.ctx.service.getMatch(matchId))!;
    const engine = engineFor('gomofasta')!;
    const mover = m.players.find((p) => engine.toAct(m.state).includes(p.seat))!;
    const legal: string[] = engine.legalActions(m.state, mover.seat).map((a: unknown) => engine.formatAction(m.state, a));
    expect(legal.length).toBeGreaterThan(25);
    const user = mover.userId === alice.id ? alice : bob;
    const choices = await discord.as(user).autocomplete(thread, 'move', { action: '' }, 'action');
    expect(choices).toHaveLength(25);
    for (const c of choices) expect(legal).toContain(String(c.value));
  });
});

describe('acknowledgement under a slow Discord', () => {
  it('/move is acknowledged before the (slowed) board post, and well within 3 s', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const slow = discord.faults.delay({ method: 'POST', path: '/channels/:id/messages' }, 1500, { times: Infinity });
    try {
      const h = await discord.as(alice).slash(thread, 'move', { action: 'ab6' });
      const ack = await h.ack();
      expect(ack.ms).toBeLessThan(3000);
      expect(ack.ephemeral).toBe(true);
      const reply = await h.reply(10_000);
      expect(reply.content).toContain('Played `ab6`');
      const post = slow.requests.find((r) => r.path === `/channels/${thread.id}/messages`);
      expect(post).toBeDefined();
      expect(ack.at).toBeLessThanOrEqual(post!.at);
      await waitForBoardPost(t, thread, matchId, 1, 10_000);
      expect(boardPostsOf(t, thread, matchId, 1)).toHaveLength(1);
    } finally {
      slow.cancel();
    }
  });

  it('Accept is acknowledged before the (slowed) opening board post', async () => {
    const { discord, alice, bob } = t;
    const ch = await challenge(t, alice, bob, { days: 'none' });
    const slow = discord.faults.delay({ method: 'POST', path: '/channels/:id/messages' }, 1500, { times: Infinity });
    try {
      const acc = await discord.as(bob).click(ch, buttonOf(ch, 'Accept'));
      const ack = await acc.ack(10_000);
      expect(ack.ms).toBeLessThan(3000);
      const thread = await discord.waitForThread(t.games, (th) => th.id === ch.id, 10_000);
      const opening = await discord.waitForMessage(thread, (m) => /has begun/.test(m.content), 10_000);
      const boardReq = slow.requests.find((r) => r.path === `/channels/${thread.id}/messages`);
      expect(boardReq).toBeDefined();
      expect(ack.at).toBeLessThanOrEqual(boardReq!.at);
      expect(opening.content).toContain(`<@${alice.id}>`);
    } finally {
      slow.cancel();
    }
  });

  it('Rematch is acknowledged before its (slowed) challenge post', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    // Finish the match: Alice resigns.
    const ask = await discord.as(alice).slash(thread, 'resign', {});
    const confirm = await ask.reply();
    const yes = await discord.as(alice).click(confirm, buttonOf(confirm, 'Yes, resign'));
    expect((await yes.ack()).ms).toBeLessThan(3000);
    await yes.reply();
    const final = await waitForBoardPost(t, thread, matchId, 1);

    const slow = discord.faults.delay({ method: 'POST', path: '/channels/:id/messages' }, 1500, { times: Infinity });
    try {
      const h = await discord.as(bob).click(final, buttonOf(final, 'Rematch'));
      const ack = await h.ack(10_000);
      expect(ack.ms).toBeLessThan(3000);
      await h.reply(10_000);
      const post = slow.requests.find((r) => r.path === `/channels/${t.games.id}/messages`);
      expect(post).toBeDefined();
      // The click must be acknowledged first: with a post slower than 3 s the
      // interaction would otherwise fail although the challenge was posted.
      expect(ack.at).toBeLessThanOrEqual(post!.at);
    } finally {
      slow.cancel();
    }
  });
});

describe('challenges that may not be made', () => {
  it('challenging yourself or a bot user is refused ephemerally and nothing is created', async () => {
    const { discord, alice } = t;
    const robo = discord.world.createUser('robo', { bot: true, memberOf: [t.guild] });
    const before = await t.db.prisma.challenge.count();
    const posts = publicCount(t.games);
    const self = await discord.as(alice).slash(t.games, 'challenge agog', { opponent: alice });
    await ephemeralRefusal(self, /cannot challenge yourself/);
    const bot = await discord.as(alice).slash(t.games, 'challenge agog', { opponent: robo });
    await ephemeralRefusal(bot, /robo is a bot and cannot play/);
    await sleep(200);
    expect(await t.db.prisma.challenge.count()).toBe(before);
    expect(publicCount(t.games)).toBe(posts);
  });
});
