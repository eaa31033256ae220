// Discord misbehaving: 429, 5xx, 10008, a dropped gateway socket, slow
// responses, closed DMs. Every action must be applied exactly once and its
// board post must appear exactly once (at once, or from the outbox later).
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import {
  openTable,
  startMatch,
  boardPostsOf,
  waitForBoardPost,
  matchState,
  makeOutboxDue,
  outboxSettled,
  sleep,
  playAndExpect,
  firstSuggestion,
  type Table,
} from './harness.js';
import type { ChannelRecord, MessageView } from '../discord-standin/index.js';

type User = Table['alice'];

let t: Table;
beforeAll(async () => {
  t = await openTable();
});
afterAll(async () => t?.close());


const move = (user: User, channel: ChannelRecord, action: string, timeoutMs?: number) => playAndExpect(t, user, channel, action, timeoutMs);
const someMove = (matchId: number, user: User) => firstSuggestion(t, matchId, user);

/** Exactly once: one more version, one more MatchAction, one board post for it, nothing left in the outbox. */
async function expectAppliedOnce(matchId: number, thread: ChannelRecord, before: { version: number; actions: number }) {
  const v = before.version + 1;
  await waitForBoardPost(t, thread, matchId, v, 10_000);
  await outboxSettled(t, matchId, 10_000);
  await sleep(400); // room for a duplicate to show up
  const after = await matchState(t, matchId);
  expect(after.version).toBe(v);
  expect(after.actions).toBe(before.actions + 1);
  expect(await t.db.prisma.matchAction.count({ where: { matchId, version: v } })).toBe(1);
  expect(boardPostsOf(t, thread, matchId, v)).toHaveLength(1);
  expect(after.pendingOutbox).toBe(0);
}

/** Stop the bot's own outbox poller so only an explicit tick() delivers left-over rows. */
async function withoutPoller<T>(fn: () => Promise<T>): Promise<T> {
  t.bot.ctx.dispatcher.stop();
  await sleep(300); // let an in-flight poll finish
  try {
    return await fn();
  } finally {
    t.bot.ctx.dispatcher.start(250);
  }
}

describe('Discord faults', () => {
  it('429 with Retry-After on the board post: the client waits, the board appears once', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const before = await matchState(t, matchId);
    const limited = discord.faults.rateLimit({ method: 'POST', path: `/channels/${thread.id}/messages` }, { retryAfterMs: 600 });
    const reply = await move(alice, thread, 'ab6');
    expect(limited.hits).toBe(1);
    // The reply waited for the delivery, so it links the board.
    expect(reply.content).toMatch(/https:\/\/discord\.com\/channels\//);
    await expectAppliedOnce(matchId, thread, before);
    const posts = discord.requests.filter((r) => r.method === 'POST' && r.path === `/channels/${thread.id}/messages` && r.at >= limited.requests[0].at);
    expect(posts.map((r) => r.status)).toEqual([429, 200]);
    expect(posts[1].at - posts[0].at).toBeGreaterThanOrEqual(500);
  });

  it('a single 5xx on the board post: retried, the board appears once', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const before = await matchState(t, matchId);
    const broken = discord.faults.serverError({ method: 'POST', path: `/channels/${thread.id}/messages` }, { status: 502, times: 1 });
    await move(alice, thread, 'ab6');
    expect(broken.hits).toBe(1);
    await expectAppliedOnce(matchId, thread, before);
  });

  it('5xx on every try: the move stands, the board waits in the outbox and tick() delivers it once', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const before = await matchState(t, matchId);
    await withoutPoller(async () => {
      const broken = discord.faults.serverError({ method: 'POST', path: `/channels/${thread.id}/messages` }, { status: 500, times: Infinity });
      try {
        const reply = await move(alice, thread, 'ab6');
        expect(reply.content).not.toMatch(/discord\.com\/channels/); // nothing to link to yet
        expect(broken.hits).toBeGreaterThanOrEqual(1);
      } finally {
        broken.cancel();
      }
      // Applied once, even though Discord never took the post.
      const mid = await matchState(t, matchId);
      expect(mid.version).toBe(before.version + 1);
      expect(mid.actions).toBe(before.actions + 1);
      expect(boardPostsOf(t, thread, matchId, mid.version)).toHaveLength(0);
      const row = await t.db.prisma.outbox.findFirst({ where: { matchId, deliveredAt: null, kind: 'board' } });
      expect(row).not.toBeNull();
      expect(row!.lastError).toBeTruthy();
      expect(await makeOutboxDue(t, { matchId })).toBe(1);
      expect(await t.bot.ctx.dispatcher.tick()).toBe(1);
      // A second tick finds nothing more to deliver.
      expect(await t.bot.ctx.dispatcher.tick()).toBe(0);
    });
    await expectAppliedOnce(matchId, thread, before);
  });

  it('10008 Unknown Message on the board post: delivered once later by the outbox', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const before = await matchState(t, matchId);
    await withoutPoller(async () => {
      const gone = discord.faults.unknownMessage({ method: 'POST', path: `/channels/${thread.id}/messages` }, { times: 1 });
      await move(alice, thread, 'ab6');
      expect(gone.hits).toBe(1);
      const mid = await matchState(t, matchId);
      expect(mid.version).toBe(before.version + 1);
      expect(mid.actions).toBe(before.actions + 1);
      expect(await makeOutboxDue(t, { matchId })).toBe(1);
      expect(await t.bot.ctx.dispatcher.tick()).toBe(1);
    });
    await expectAppliedOnce(matchId, thread, before);
  });

  it('a closed gateway socket: a /move sent meanwhile is answered after the resume, applied once, and the next one works', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const before = await matchState(t, matchId);
    const resumes = discord.gateway.stats.resumes;
    discord.gateway.close();
    // Sent while the socket is down: buffered by Discord and replayed on RESUME.
    const h = await discord.as(alice).slash(thread, 'move', { action: 'ab6' });
    await discord.waitForResume(resumes + 1, 10_000);
    const ack = await h.ack(10_000);
    expect(ack.ms).toBeLessThan(3000);
    expect((await h.reply(10_000)).content).toContain('Played `ab6`');
    await expectAppliedOnce(matchId, thread, before);
    expect(discord.gateway.stats.resumes).toBe(resumes + 1);

    const mid = await matchState(t, matchId);
    await move(bob, thread, await someMove(matchId, bob));
    await expectAppliedOnce(matchId, thread, mid);
  });

  it('slow responses, and a double submit while the first post is slow: applied exactly once', async () => {
    const { discord, alice, bob } = t;
    const { thread, matchId } = await startMatch(t, alice, bob, { days: 'none' });
    const before = await matchState(t, matchId);
    const slowPost = discord.faults.delay({ method: 'POST', path: `/channels/${thread.id}/messages` }, 2000, { times: Infinity });
    const slowEdit = discord.faults.delay({ method: 'PATCH', path: '/webhooks/:app/:token/messages/@original' }, 700, { times: Infinity });
    try {
      const first = await discord.as(alice).slash(thread, 'move', { action: 'ab6' });
      const second = await discord.as(alice).slash(thread, 'move', { action: 'ab6' });
      const acks = await Promise.all([first.ack(10_000), second.ack(10_000)]);
      for (const a of acks) expect(a.ms).toBeLessThan(3000);
      const replies = await Promise.all([first.reply(15_000), second.reply(15_000)]);
      const played = replies.filter((r) => r.content.includes('Played `ab6`'));
      expect(played).toHaveLength(1);
      const refused = replies.find((r) => !r.content.includes('Played'))!;
      expect(refused.content).toMatch(/not your turn|acted at the same moment|moved on/);
      expect(slowPost.hits).toBe(1);
    } finally {
      slowPost.cancel();
      slowEdit.cancel();
    }
    await expectAppliedOnce(matchId, thread, before);
  });
});

describe('closed DMs', () => {
  it('a digest to a user with closed DMs is dropped without a crash; others still get theirs', async () => {
    const { discord, alice, bob, carol, dave } = t;
    // Bob is to move in one match (Alice moved); Carol is to move in another.
    const one = await startMatch(t, alice, bob, { days: 'none' });
    await move(alice, one.thread, 'ab6');
    await startMatch(t, carol, dave, { days: 'none' });
    discord.world.setDmsOpen(bob, false);

    const day = new Date(t.clock.now().getTime() + 24 * 3_600_000);
    t.clock.set(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 8, 30)));
    await t.bot.tick();
    t.clock.set(new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 1)));
    await t.bot.tick();

    const carolDigest = await discord.waitForDm(carol, (m) => /Your move is waiting/.test(m.content));
    expect(carolDigest.content).toContain('#');
    // Bob's DM was refused (50007) and dropped: no retry loop, no crash.
    const refused = discord.requests.filter((r) => r.method === 'POST' && r.errorCode === 50007);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(discord.dmsOf(bob)).toHaveLength(0);
    const pending = await t.db.prisma.outbox.findMany({ where: { kind: 'direct', deliveredAt: null } });
    expect(pending).toEqual([]);
    const bobRow = (await t.db.prisma.outbox.findMany({ where: { kind: 'direct' } })).filter((r) => (r.payload as { userId?: string }).userId === bob.id);
    expect(bobRow).toHaveLength(1);
    expect(bobRow[0].attempts).toBe(1);

    // The bot is still fine: Bob can move.
    const before = await matchState(t, one.matchId);
    await move(bob, one.thread, await someMove(one.matchId, bob));
    await expectAppliedOnce(one.matchId, one.thread, before);
    discord.world.setDmsOpen(bob, true);
  });
});
